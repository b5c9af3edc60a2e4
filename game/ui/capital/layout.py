"""Where everything of the Capital view sits on the 1280 x 720 logical canvas."""

from __future__ import annotations

import pygame

#: the district view, inside the mermaid track
VIEW = pygame.Rect(33, 51, 836, 482)
#: the district grid (left of the view) and the info panel (right of it)
GRID = pygame.Rect(VIEW.x + 8, VIEW.y + 40, VIEW.w - 278, VIEW.h - 48)
INFO = pygame.Rect(VIEW.right - 262, VIEW.y + 40, 254, VIEW.h - 48)
#: the strip under the track: era box, hand, milestones
STRIP = pygame.Rect(8, 570, 884, 142)
HAND = pygame.Rect(STRIP.x + 196, STRIP.y + 8, 430, STRIP.h - 16)
MILES = pygame.Rect(HAND.right + 8, STRIP.y + 8, STRIP.right - HAND.right - 16, STRIP.h - 16)
#: the seat panels and buttons on the right
SIDE = pygame.Rect(906, 8, 366, 704)
CARD = 80
MAX_CELL = 92


def card_rect(i: int) -> pygame.Rect:
    """Rectangle of hand tile ``i``."""
    return pygame.Rect(HAND.x + 10 + i * (CARD + 22), HAND.y + 24, CARD, CARD)


def pick_slot(panel: pygame.Rect) -> pygame.Rect:
    """Where a seat's pick lies on its ``panel``."""
    size = 44 if panel.h >= 130 else 38
    return pygame.Rect(panel.x + 152, panel.y + (34 if panel.h >= 130 else 24), size, size)


def milestone_rect(slot: int) -> pygame.Rect:
    """Rectangle of milestone slot ``slot`` in the strip."""
    size = min(44, (MILES.w - 16) // 5 - 4)
    return pygame.Rect(MILES.x + 8 + slot * (size + 4), MILES.y + 30, size, size)


def cell_rect(origin: tuple[int, int], cell: int, pos: tuple[int, int]) -> pygame.Rect:
    """Screen rectangle of district position ``pos`` in a grid of ``cell``-pixel squares
    whose position (0, 0) is at ``origin``."""
    return pygame.Rect(origin[0] + pos[0] * cell, origin[1] + pos[1] * cell, cell, cell)
