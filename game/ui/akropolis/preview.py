"""Akropolis live preview and legend: while a placement is hovered, the points it would
change per district type (asked of the engine: clone, apply, breakdown), and what each
highlight colour in the city means."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.akropolis import view_model
from game.ui.akropolis.layout import VIEW
from game.ui.kit import backdrop, text, theme
from game.ui.kit import corners as corners_mod

CATEGORIES = (*view_model.TYPES, "stones")
#: (fill, edge, words) of each highlight in the city view
LEGEND = (
    ((120, 230, 160), (150, 255, 190), "a place on the ground"),
    ((255, 220, 90), (255, 236, 130), "a place on top (worth more)"),
    (None, (255, 255, 255), "your tile, hovering"),
    (None, theme.GOLD, "your tile, chosen (click again)"),
    (None, (120, 255, 255), "the hint's place"),
    (None, (230, 230, 230), "the last tile placed (gold: now)"),
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
    rows = parts or [("no change", 0)]
    box = clearest(pygame.Rect(0, 0, 230, 40 + 22 * len(rows)), never, places)
    backdrop.panel(surface, box, 235)
    total = found["total"]
    text.draw(surface, f"If placed here: {total:+d}", 22, theme.GOLD, (box.x + 12, box.y + 8),
              bold=True)
    y = box.y + 34
    for category, delta in rows:
        colour = theme.OK if delta > 0 else theme.DANGER if delta < 0 else theme.TEXT_DIM
        text.draw(surface, category, 20, theme.TEXT, (box.x + 14, y))
        if delta:
            text.draw(surface, f"{delta:+d}", 20, colour, (box.right - 14, y), "topright", True)
        y += 22
    return box


#: the legend in one row (when no corner of the view is free of places): the two place
#: colours, each with a short word
STRIP = ((0, "on the ground"), (1, "on top (worth more)"))
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
    widths = [text.measure(w, STRIP_SIZE)[0] + 34 for _, w in STRIP]
    strip = pygame.Rect(0, 0, sum(widths) + 16, 28)
    strip.midtop = (VIEW.centerx, VIEW.y + 36)
    if hides(strip, places) or any(strip.colliderect(r) for r in never):
        return _full_legend(surface, box)
    backdrop.panel(surface, strip, 235)
    x = strip.x + 10
    for (row, words), w in zip(STRIP, widths, strict=True):
        fill, edge, _ = LEGEND[row]
        assert fill is not None, "the strip shows the kinds of place, which have a fill"
        swatch = pygame.Rect(x, strip.centery - 7, 16, 14)
        pygame.draw.rect(surface, theme.shade(fill, 0.55), swatch)
        pygame.draw.rect(surface, edge, swatch, 2)
        text.draw(surface, words, STRIP_SIZE, theme.TEXT, (swatch.right + 8, strip.centery),
                  "midleft")
        x += w
    return strip


def _full_legend(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    backdrop.panel(surface, box, 235)
    y = box.y + 8
    for fill, edge, words in LEGEND:
        swatch = pygame.Rect(box.x + 12, y + 2, 16, 14)
        if fill is not None:
            pygame.draw.rect(surface, theme.shade(fill, 0.55), swatch)
        pygame.draw.rect(surface, edge, swatch, 2)
        text.draw(surface, words, 19, theme.TEXT, (swatch.right + 8, y))
        y += 22
    return box
