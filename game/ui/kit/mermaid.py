"""The mermaid token, drawn procedurally (cached per colour and size)."""

from __future__ import annotations

import pygame

from game.ui.kit import theme

_cache: dict[tuple, pygame.Surface] = {}
SKIN = (246, 208, 170)


def mermaid(colour: tuple[int, int, int], size: int = 34, flip: bool = False) -> pygame.Surface:
    """A little mermaid: hair, face, scaled body and tail fin in the seat colour."""
    key = (colour, size, flip)
    if key in _cache:
        return _cache[key]
    s = size
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    dark = theme.shade(colour, 0.55)
    light = theme.shade(colour, 1.35)
    ink = (20, 20, 30)
    # the tail: a tapering curve from the hips down-left (quadratic Bezier)
    p0, p1, p2 = (0.58, 0.56), (0.42, 0.95), (0.16, 0.74)
    left, right = [], []
    steps = 10
    for i in range(steps + 1):
        t = i / steps
        x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0]
        y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]
        dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0])
        dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])
        norm = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        w = 0.13 * (1 - t) + 0.03 * t
        nx, ny = -dy / norm * w, dx / norm * w
        left.append((s * (x + nx), s * (y + ny)))
        right.append((s * (x - nx), s * (y - ny)))
    tail = left + right[::-1]
    # the fin: two lobes fanning out at the tail's end
    fx, fy = s * p2[0], s * p2[1]
    fin_a = [(fx, fy), (fx - s * 0.16, fy - s * 0.16), (fx - s * 0.10, fy + s * 0.02)]
    fin_b = [(fx, fy), (fx - s * 0.12, fy + s * 0.20), (fx - s * 0.02, fy + s * 0.12)]
    for lobe in (fin_a, fin_b):
        pygame.draw.polygon(surf, dark, lobe)
        pygame.draw.polygon(surf, ink, lobe, 1)
    pygame.draw.polygon(surf, colour, tail)
    for i in range(2, steps - 1, 2):
        cx = (left[i][0] + right[i][0]) / 2
        cy = (left[i][1] + right[i][1]) / 2
        r = max(2, s // 16)
        pygame.draw.arc(surf, light, (cx - r, cy - r, 2 * r, 2 * r), 3.3, 6.1, 1)
    pygame.draw.polygon(surf, ink, tail, 1)
    # torso, arm and head
    pygame.draw.ellipse(surf, SKIN, (s * 0.50, s * 0.34, s * 0.20, s * 0.28))
    pygame.draw.line(surf, SKIN, (s * 0.64, s * 0.42), (s * 0.84, s * 0.36), max(2, s // 14))
    pygame.draw.circle(surf, SKIN, (s * 0.64, s * 0.24), s * 0.14)
    # hair flowing back
    hair = [(s * 0.50, s * 0.16), (s * 0.66, s * 0.07), (s * 0.79, s * 0.15),
            (s * 0.62, s * 0.18), (s * 0.52, s * 0.44), (s * 0.42, s * 0.34)]
    pygame.draw.polygon(surf, dark, hair)
    pygame.draw.circle(surf, ink, (s * 0.70, s * 0.24), max(1, s // 22))
    # shell top
    pygame.draw.circle(surf, light, (s * 0.57, s * 0.44), max(2, s // 12))
    pygame.draw.circle(surf, light, (s * 0.65, s * 0.44), max(2, s // 12))
    if flip:
        surf = pygame.transform.flip(surf, True, False)
    _cache[key] = surf
    return surf


def crown(size: int = 18) -> pygame.Surface:
    """A small golden crown for the leader."""
    key = ("crown", size)
    if key in _cache:
        return _cache[key]
    s = size
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    points = [(0, s * 0.9), (0, s * 0.3), (s * 0.25, s * 0.6), (s * 0.5, s * 0.15),
              (s * 0.75, s * 0.6), (s, s * 0.3), (s, s * 0.9)]
    pygame.draw.polygon(surf, theme.GOLD, points)
    pygame.draw.polygon(surf, (120, 80, 10), points, 1)
    _cache[key] = surf
    return surf
