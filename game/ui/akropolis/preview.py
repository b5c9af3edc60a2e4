"""Akropolis live preview and legend: while a placement is hovered, the points it would
change per district type (asked of the engine: clone, apply, breakdown), and what each
highlight colour in the city means."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.akropolis import view_model
from game.ui.akropolis.layout import VIEW
from game.ui.kit import backdrop, text, theme

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


def draw_gains(surface: pygame.Surface, found: dict[str, int]) -> None:
    """The '+N per district' panel for the hovered placement (bottom-left of the view):
    ``found`` is what :func:`gains` returned for it."""
    parts = [(c, d) for c, d in found.items() if c != "total"]
    rows = parts or [("no change", 0)]
    box = pygame.Rect(VIEW.x + 10, 0, 230, 40 + 22 * len(rows))
    box.bottom = VIEW.bottom - 34
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


def draw_legend(surface: pygame.Surface) -> None:
    """What the highlight colours mean (while a tile is held)."""
    box = pygame.Rect(0, 0, 258, 16 + 22 * len(LEGEND))
    box.bottomright = (VIEW.right - 10, VIEW.bottom - 34)
    backdrop.panel(surface, box, 235)
    y = box.y + 8
    for fill, edge, words in LEGEND:
        swatch = pygame.Rect(box.x + 12, y + 2, 16, 14)
        if fill is not None:
            pygame.draw.rect(surface, theme.shade(fill, 0.55), swatch)
        pygame.draw.rect(surface, edge, swatch, 2)
        text.draw(surface, words, 19, theme.TEXT, (swatch.right + 8, y))
        y += 22
