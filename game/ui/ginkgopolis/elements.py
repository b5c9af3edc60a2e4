"""Where the tutorial's named elements are on the Ginkgopolis board (read from its layout)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.ginkgopolis import cityview, strip
from game.ui.play.coach import union


def element_rect(board: Any, name: str) -> pygame.Rect | None:
    """The rect of ``name`` on ``board`` (None when Ginkgopolis has no such element)."""
    human = board.host.human_seat if board.host.human_seat is not None else 0
    panels = getattr(board, "rects", [])
    if name == "city":
        return pygame.Rect(cityview.VIEW)
    if name in ("cards", "draft_cards", "hand"):
        return union(strip.card_rects(4))
    if name == "tiles":
        return pygame.Rect(strip.TILES_X, strip.STRIP.y + 4, strip.BUTTONS_X - strip.TILES_X - 6,
                           strip.STRIP.h - 8)
    if name == "actions":
        group = getattr(board, "actions", None)
        shown = [w.rect for w in getattr(group, "widgets", []) if w.visible]
        return union(shown) or pygame.Rect(strip.BUTTONS_X, strip.STRIP.y + 10, 150, 130)
    if name == "players":
        return union(panels)
    if name in ("your_panel", "area") and human < len(panels):
        return pygame.Rect(panels[human])
    return None
