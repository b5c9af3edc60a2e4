"""Where the Akropolis view puts things on the 1280x720 logical canvas."""

import pygame

#: the city view, inside the mermaid score track
VIEW = pygame.Rect(33, 51, 836, 482)
#: the construction site strip
SITE = pygame.Rect(8, 570, 884, 142)
#: the players' panels, the score breakdown and the buttons
SIDE = pygame.Rect(906, 8, 366, 704)
#: hex size of the tiles drawn in the site
SITE_HEX = 19
#: a landing tile falls from this height (px) and bounces
DROP = 45.0


def site_slot(i: int, count: int) -> pygame.Rect:
    """Rectangle of construction-site position ``i`` of ``count``."""
    n = max(1, count)
    slot_w = min(140, (SITE.w - 150) // n)
    return pygame.Rect(SITE.x + 140 + i * slot_w, SITE.y + 10, slot_w - 10, SITE.h - 20)
