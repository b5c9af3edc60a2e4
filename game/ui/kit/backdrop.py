"""The sea-and-sky background every menu shares (drawn once, cached)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ui.kit import text, theme

#: backgrounds by size and colours (a change of look makes new ones)
_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def backdrop(size: tuple[int, int] = theme.LOGICAL_SIZE) -> pygame.Surface:
    """A vertical gradient with faint waves (cached per size and colours)."""
    key = (*size, theme.BG_TOP, theme.BG_BOTTOM)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    top, bottom = theme.BG_TOP, theme.BG_BOTTOM
    for y in range(h):
        t = y / max(1, h - 1)
        colour = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surf, colour, (0, y), (w, y))
    for band in range(9):
        y0 = h * 0.35 + band * h * 0.075
        colour = theme.shade(theme.BG_BOTTOM, 1.08 + band * 0.012)
        points = [
            (x, y0 + 6 * math.sin(x / 70 + band * 1.3) + 3 * math.sin(x / 23 + band))
            for x in range(0, w + 16, 16)
        ]
        pygame.draw.aalines(surf, colour, False, points)
    if len(_cache) > 8:
        _cache.clear()
    _cache[key] = surf
    return surf


#: panel layers by size, alpha and colours
_panels: dict[tuple[Any, ...], pygame.Surface] = {}


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A rounded translucent panel with a thin edge (cached per size); opaque in the
    high-contrast look."""
    rect = pygame.Rect(rect)
    if theme.high_contrast:
        alpha = 255
    text.mark_panel(surface, rect, alpha >= 255)
    key = (rect.w, rect.h, alpha, theme.PANEL, theme.PANEL_EDGE)
    layer = _panels.get(key)
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.PANEL, alpha), layer.get_rect(), border_radius=14)
        pygame.draw.rect(layer, (*theme.PANEL_EDGE, 255), layer.get_rect(), 2, border_radius=14)
        if len(_panels) > 64:
            _panels.clear()
        _panels[key] = layer
    surface.blit(layer, rect)
