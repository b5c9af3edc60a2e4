"""Shared look of overlay dialogs drawn over the scene beneath."""

from __future__ import annotations

import pygame

from game.engine.i18n import _
from game.ui.kit import backdrop, text, theme
from game.ui.kit.widgets import WidgetGroup
from game.ui.shell.scene import Scene


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken whatever is already drawn."""
    text.mark_layer()
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def dialog(surface: pygame.Surface, rect: pygame.Rect, title: str) -> None:
    """A panel with a title line; ``title`` is translated when drawn (give the English
    message, marked with ``N_``; words already translated come back unchanged)."""
    backdrop.panel(surface, rect, 255)  # opaque: nothing beneath shows through
    text.draw(surface, _(title), 42, theme.GOLD, (rect.centerx, rect.y + 20), "midtop", True)


class DialogScene(Scene):
    """A dialog over the scene beneath: its widgets take input first, Esc closes it.

    Subclasses set ``self.widgets`` (a WidgetGroup) and draw themselves.
    """

    opaque = False
    widgets: WidgetGroup

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
