"""Where the tutorial's named elements are on the Capital board (read from its layout)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.capital import layout
from game.ui.play.coach import union


def element_rect(board: Any, name: str) -> pygame.Rect | None:
    """The rect of ``name`` on ``board`` (None when Capital has no such element)."""
    human = board.host.human_seat if board.host.human_seat is not None else 0
    panels = getattr(board, "panels", [])
    if name in ("city", "district"):
        return pygame.Rect(layout.GRID)
    if name == "hand":
        return pygame.Rect(layout.HAND)
    if name == "milestones":
        return pygame.Rect(layout.MILES)
    if name == "era":
        return pygame.Rect(layout.STRIP.x, layout.STRIP.y, layout.HAND.x - layout.STRIP.x - 4,
                           layout.STRIP.h)
    if name == "players":
        return union(panels)
    if name == "your_panel" and human < len(panels):
        return pygame.Rect(panels[human])
    if name == "discard_button":
        button = getattr(board, "discard_button", None)
        return pygame.Rect(button.rect) if button is not None else None
    if name == "confirm_button":
        button = getattr(board, "confirm_button", None)
        return pygame.Rect(button.rect) if button is not None else None
    return None
