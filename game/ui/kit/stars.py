"""Star marks (the arcade's stars): gold when earned, an outline when not."""

from __future__ import annotations

import math

import pygame

from game.ui.kit import theme


def star_points(cx: float, cy: float, radius: float) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star, its top point up."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return points


def draw_stars(surface: pygame.Surface, earned: int, centre: tuple[float, float],
               radius: float, total: int = 3, gap: float = 0.4) -> pygame.Rect:
    """``total`` stars in a row centred on ``centre``, the first ``earned`` filled; the
    rect they cover."""
    step = radius * (2 + gap)
    x0 = centre[0] - step * (total - 1) / 2
    for i in range(total):
        points = star_points(x0 + i * step, centre[1], radius)
        if i < earned:
            pygame.draw.polygon(surface, theme.GOLD, points)
            pygame.draw.polygon(surface, theme.shade(theme.GOLD, 0.6), points, 2)
        else:
            pygame.draw.polygon(surface, theme.TEXT_DIM, points, 2)
    width = step * (total - 1) + 2 * radius
    return pygame.Rect(round(centre[0] - width / 2), round(centre[1] - radius),
                       round(width), round(2 * radius))
