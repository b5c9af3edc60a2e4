"""The title screen: the three games, continue / new game / options / quit."""

from __future__ import annotations

import math

import pygame

from game.ui import backdrop, catalog, text, theme
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup


class TitleScene(Scene):
    """The first screen; Esc quits."""

    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.time = 0.0
        self.widgets = WidgetGroup()
        self.message = ""
        self._build()

    def _build(self) -> None:
        self.widgets = WidgetGroup()
        x, y, w, h, gap = 90, 330, 320, 58, 72
        self.quit_button = Button((x, y + 3 * gap, w, h), "Quit", self.app.quit)
        self.widgets.add(self.quit_button)

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()

    def update(self, dt: float) -> None:
        self.time += dt
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        self._draw_logo(surface)
        self._draw_games(surface)
        self.widgets.draw(surface)
        if self.message:
            text.draw(surface, self.message, 24, theme.DANGER, (640, 700), "midbottom")

    def _draw_logo(self, surface: pygame.Surface) -> None:
        bob = 4 * math.sin(self.time * 1.6)
        text.draw(surface, "POLIS ARCADE", 96, theme.GOLD, (90, 110 + bob), "topleft", True, True)
        text.draw(surface, "three cities, one table", 32, theme.TEXT_DIM, (96, 190), "topleft")

    def _draw_games(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(700, 300, 500, 330)
        backdrop.panel(surface, box)
        text.draw(surface, "Games", 34, theme.TEXT, (box.x + 24, box.y + 18), bold=True)
        for i, info in enumerate(catalog.GAMES):
            y = box.y + 70 + i * 86
            ready = catalog.available(info.name)
            colour = theme.TEXT if ready else theme.TEXT_DIM
            text.draw(surface, info.title, 32, colour, (box.x + 24, y), bold=True)
            status = "ready" if ready else "coming soon"
            text.draw(surface, status, 24, theme.OK if ready else theme.GOLD,
                      (box.right - 24, y + 4), "topright")
            text.draw(surface, info.blurb, 22, theme.TEXT_DIM, (box.x + 24, y + 34))
