"""The mermaid token, drawn procedurally (cached per colour and size)."""

from __future__ import annotations

import pygame

from game.ui import theme

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
    # tail fin (lower left) and tail
    fin = [(s * 0.06, s * 0.80), (s * 0.30, s * 0.62), (s * 0.22, s * 0.98)]
    pygame.draw.polygon(surf, dark, fin)
    pygame.draw.polygon(surf, (20, 20, 30), fin, 1)
    body = [(s * 0.24, s * 0.78), (s * 0.52, s * 0.50), (s * 0.70, s * 0.56), (s * 0.42, s * 0.86)]
    pygame.draw.polygon(surf, colour, body)
    # scales
    for i in range(3):
        cx, cy = s * (0.34 + i * 0.1), s * (0.72 - i * 0.06)
        pygame.draw.arc(surf, light, (cx - 3, cy - 3, 6, 6), 3.3, 6.1, 1)
    pygame.draw.polygon(surf, (20, 20, 30), body, 1)
    # torso and head
    pygame.draw.ellipse(surf, SKIN, (s * 0.52, s * 0.34, s * 0.20, s * 0.26))
    pygame.draw.circle(surf, SKIN, (s * 0.66, s * 0.25), s * 0.15)
    # hair flowing back
    hair = [(s * 0.52, s * 0.16), (s * 0.70, s * 0.08), (s * 0.80, s * 0.18),
            (s * 0.62, s * 0.20), (s * 0.50, s * 0.46), (s * 0.44, s * 0.30)]
    pygame.draw.polygon(surf, dark, hair)
    pygame.draw.circle(surf, (20, 20, 30), (s * 0.72, s * 0.24), max(1, s // 24))
    # shell top
    pygame.draw.circle(surf, light, (s * 0.60, s * 0.44), max(2, s // 12))
    pygame.draw.circle(surf, light, (s * 0.68, s * 0.44), max(2, s // 12))
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
