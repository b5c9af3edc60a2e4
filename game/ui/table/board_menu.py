"""Hint, Undo and Menu: the three buttons every game's board shows under its seat panels."""

from __future__ import annotations

import pygame

from game.ui.kit import keys
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.table.board_host import BoardHost
from game.ui.table.undo_hint import sync_hint, sync_undo


class BoardMenu:
    """The buttons in a row at (``x``, ``y``); Hint and Undo grey out, saying why, when
    they cannot act; Menu opens the pause menu over the game."""

    def __init__(self, host: BoardHost, x: int, y: int, keyboard: bool = True) -> None:
        self.host = host
        self.hint = Button((x + 6, y, 112, 40), f"Hint ({keys.label('hint')})",
                           host.request_hint, 22)
        self.undo = Button((x + 127, y, 112, 40), f"Undo ({keys.label('undo')})", host.undo,
                           22)
        self.menu = Button((x + 248, y, 112, 40), "Menu (Esc)", self.open_menu, 22)
        self.widgets = WidgetGroup([self.hint, self.undo, self.menu], keyboard=keyboard)

    def open_menu(self) -> None:
        """Push the pause menu over the game."""
        self.host.app.router.push("pause", play=self.host)

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks on the buttons; True when consumed."""
        return self.widgets.handle(event)

    def update(self, dt: float) -> None:
        """Grey Hint and Undo out (or back in) and animate the buttons."""
        sync_hint(self.hint, self.host)
        sync_undo(self.undo, self.host)
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The buttons (none in attract mode)."""
        if not self.host.attract:
            self.widgets.draw(surface)
