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
