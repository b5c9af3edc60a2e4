"""Akropolis live preview and legend: while a placement is hovered, the points it would
change per district type (asked of the engine: clone, apply, breakdown), and what each
highlight colour in the city means."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.i18n import N_, _
from game.ui.akropolis import view_model, words
from game.ui.akropolis.layout import VIEW
from game.ui.kit import backdrop, text, theme
from game.ui.kit import corners as corners_mod

CATEGORIES = (*view_model.TYPES, "stones")
#: the row of the preview when a placement changes no points
NO_CHANGE = N_("no change")
#: (fill, edge, label) of each highlight in the city view (the words translated where
#: they are drawn)
LEGEND = (
    ((120, 230, 160), (150, 255, 190), N_("a place on the ground")),
    ((255, 220, 90), (255, 236, 130), N_("a place on top (worth more)")),
    (None, (255, 255, 255), N_("your tile, hovering")),
    (None, theme.GOLD, N_("your tile, chosen (click again)")),
    (None, (120, 255, 255), N_("the hint's place")),
    (None, (230, 230, 230), N_("the last tile placed (gold: now)")),
)


def gains(state: Any, seat: int, action: Any) -> dict[str, int]:
    """Points per category (and "total") that ``action`` would change for ``seat``."""
    before = state.breakdown(seat)
    after_state = state.clone()
    after_state.apply(action)
    after = after_state.breakdown(seat)
    out = {c: view_model.points(after, c) - view_model.points(before, c) for c in CATEGORIES}
    out = {c: d for c, d in out.items() if d}
    out["total"] = sum(out.values())
    return out


def clearest(box: pygame.Rect, never: Sequence[pygame.Rect],
             places: Sequence[pygame.Rect]) -> pygame.Rect:
    """``box`` in the corner of the view (bottom-left, bottom-right, top-right, top-left,
    under the caption) that touches none of ``never`` and hides none of ``places`` (the
    spaces the held tile can cover); else where it hides the fewest."""
    corners = [("bottomleft", (VIEW.x + 10, VIEW.bottom - 34)),
               ("bottomright", (VIEW.right - 10, VIEW.bottom - 34)),
               ("topright", (VIEW.right - 10, VIEW.y + 76)),
               ("topleft", (VIEW.x + 10, VIEW.y + 76)),
               ("midleft", (VIEW.x + 10, VIEW.centery + 20)),
               ("midright", (VIEW.right - 10, VIEW.centery + 20)),
               ("midbottom", (VIEW.centerx, VIEW.bottom - 34))]
    return corners_mod.clearest(box, corners, never, places)


def draw_gains(surface: pygame.Surface, found: dict[str, int], never: Sequence[pygame.Rect] = (),
               places: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The '+N per district' panel for the hovered placement (a corner of the view that
    hides no place you may play): ``found`` is what :func:`gains` returned for it."""
    parts = [(c, d) for c, d in found.items() if c != "total"]
    rows = parts or [(NO_CHANGE, 0)]
    box = clearest(pygame.Rect(0, 0, 230, 40 + 22 * len(rows)), never, places)
    backdrop.panel(surface, box, 235)
    total = found["total"]
    # Translators: the title of the live preview: {points} is the change of your score
    # with its sign ("+4", "-1", "+0")
    title = _("If placed here: {points}").format(points=f"{total:+d}")
    text.draw(surface, title, 22, theme.GOLD, (box.x + 12, box.y + 8), bold=True)
    y = box.y + 34
    for category, delta in rows:
        colour = theme.OK if delta > 0 else theme.DANGER if delta < 0 else theme.TEXT_DIM
        name = _(NO_CHANGE) if category == NO_CHANGE else words.said(words.CATEGORIES, category)
        text.draw(surface, name, 20, theme.TEXT, (box.x + 14, y))
        if delta:
            text.draw(surface, f"{delta:+d}", 20, colour, (box.right - 14, y), "topright", True)
        y += 22
    return box


#: the legend in one row (when no corner of the view is free of places): the two place
#: colours, each with a short word
STRIP = ((0, N_("on the ground")), (1, N_("on top (worth more)")))
STRIP_SIZE = 18


def hides(box: pygame.Rect, places: Sequence[pygame.Rect]) -> bool:
    """Does ``box`` hide one of ``places``?"""
    return any(box.colliderect(r) for r in places)


def draw_legend(surface: pygame.Surface, never: Sequence[pygame.Rect] = (),
                places: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """What the highlight colours mean (while a tile is held), in a corner that hides no
    place you may play; when none is free, the colours of the places alone in one row
    under the caption (or, if even that hides one, beside the first free corner found)."""
    box = clearest(pygame.Rect(0, 0, 258, 16 + 22 * len(LEGEND)), never, places)
    if not hides(box, places):
        return _full_legend(surface, box)
    widths = [text.measure(_(w), STRIP_SIZE)[0] + 34 for _row, w in STRIP]
    strip = pygame.Rect(0, 0, sum(widths) + 16, 28)
    strip.midtop = (VIEW.centerx, VIEW.y + 36)
    if hides(strip, places) or any(strip.colliderect(r) for r in never):
        return _full_legend(surface, box)
    backdrop.panel(surface, strip, 235)
    x = strip.x + 10
    for (row, label), w in zip(STRIP, widths, strict=True):
        fill, edge, _label = LEGEND[row]
        assert fill is not None, "the strip shows the kinds of place, which have a fill"
        swatch = pygame.Rect(x, strip.centery - 7, 16, 14)
        pygame.draw.rect(surface, theme.shade(fill, 0.55), swatch)
        pygame.draw.rect(surface, edge, swatch, 2)
        text.draw(surface, _(label), STRIP_SIZE, theme.TEXT, (swatch.right + 8, strip.centery),
                  "midleft")
        x += w
    return strip


def _full_legend(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    backdrop.panel(surface, box, 235)
    y = box.y + 8
    for fill, edge, label in LEGEND:
        swatch = pygame.Rect(box.x + 12, y + 2, 16, 14)
        if fill is not None:
            pygame.draw.rect(surface, theme.shade(fill, 0.55), swatch)
        pygame.draw.rect(surface, edge, swatch, 2)
        text.draw(surface, _(label), 19, theme.TEXT, (swatch.right + 8, y))
        y += 22
    return box
