"""Shared look of overlay dialogs drawn over the scene beneath."""

from __future__ import annotations

import pygame

from game.ui import backdrop, text, theme


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken whatever is already drawn."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def dialog(surface: pygame.Surface, rect: pygame.Rect, title: str) -> None:
    """A panel with a title line."""
    backdrop.panel(surface, rect, 240)
    text.draw(surface, title, 42, theme.GOLD, (rect.centerx, rect.y + 20), "midtop", True)
