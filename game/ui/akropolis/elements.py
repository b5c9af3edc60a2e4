"""Where the tutorial's named elements are on the Akropolis board (read from its layout)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.akropolis import layout
from game.ui.play.coach import button_rect, union


def element_rect(board: Any, name: str) -> pygame.Rect | None:
    """The rect of ``name`` on ``board`` (None when Akropolis has no such element)."""
    human = board.host.human_seat if board.host.human_seat is not None else 0
    panels = getattr(board, "panels", [])
    if name == "city":
        return pygame.Rect(layout.VIEW)
    if name == "construction_site":
        return pygame.Rect(layout.SITE)
    if name == "players":
        return union(panels)
    if name == "your_panel" and human < len(panels):
        return pygame.Rect(panels[human])
    if name == "stones":
        trays = getattr(getattr(board, "animation", None), "trays", [])
        return pygame.Rect(trays[human].rect) if human < len(trays) else None
    if name == "confirm_button" and getattr(board, "locked", False):
        return button_rect(getattr(board, "confirm_buttons", None), "Place")
    return None
