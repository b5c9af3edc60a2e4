"""A short rules summary for the game being played (overlay)."""

from __future__ import annotations

import importlib

import pygame

from game.ui import text, theme
from game.ui.scene import Scene
from game.ui.scenes.overlay import dialog, dim
from game.ui.widgets import Button, WidgetGroup

VISIBLE = 19
FALLBACK = "The full rules are in the rules folder of the project documentation."


def summary(game: str) -> tuple[str, str]:
    """(title, text) of a game's summary: ``game.ui.<name>.RULES_SUMMARY`` if it has one."""
    try:
        module = importlib.import_module(f"game.ui.{game}")
    except ModuleNotFoundError:
        return game.title(), FALLBACK
    return game.title(), getattr(module, "RULES_SUMMARY", FALLBACK)


class RulesScene(Scene):
    """Scrollable-enough text in a dialog; Esc or Back closes it."""

    name = "rules"
    opaque = False

    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.title, body = summary(game)
        self.rect = pygame.Rect(140, 50, 1000, 620)
        self.lines: list[str] = []
        for paragraph in body.split("\n"):
            self.lines += text.wrap(paragraph, 25, self.rect.w - 80) + [""]
        self.scroll = 0
        self.widgets = WidgetGroup([
            Button((self.rect.centerx - 100, self.rect.bottom - 70, 200, 50), "Back", self.app.pop)
        ])

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._scroll(1 if event.key == pygame.K_DOWN else -1)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-3 * event.y)

    def _scroll(self, lines: int) -> None:
        self.scroll = max(0, min(max(0, len(self.lines) - VISIBLE), self.scroll + lines))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        dialog(surface, self.rect, f"{self.title}: rules summary")
        y = self.rect.y + 80
        for line in self.lines[self.scroll:self.scroll + VISIBLE]:
            text.draw(surface, line, 25, theme.TEXT, (self.rect.x + 40, y))
            y += 26
        self.widgets.draw(surface)
