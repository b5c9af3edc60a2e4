"""Hint, Undo and Menu: the three buttons every game's board shows under its seat panels."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.i18n import N_, _
from game.ui.kit import keys
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.table.board_host import BoardHost
from game.ui.table.undo_hint import sync_hint, sync_undo


class KeyButton(Button):
    """A button that names the key that does the same (rebound in Options): its label is
    said again, in the current language, each time it is read."""

    def __init__(self, rect: tuple[int, int, int, int], words: Callable[[], str],
                 on_click: Callable[[], object], size: int) -> None:
        super().__init__(rect, "", on_click, size)
        self.words = words

    @property
    def label(self) -> str:
        """The button's words now ("Hint (H)")."""
        return self.words()

    @label.setter
    def label(self, value: str) -> None:
        """Set by Button.__init__; the words are always made afresh."""


def hint_words() -> str:
    """The Hint button's words, with the key that asks for a hint ("Hint (H)")."""
    # Translators: a button under the players' panels; {key} is the key that does the same
    return _("Hint ({key})").format(key=keys.label("hint"))


def undo_words() -> str:
    """The Undo button's words, with the key that takes a move back ("Undo (U)")."""
    # Translators: a button under the players' panels; {key} is the key that does the same
    return _("Undo ({key})").format(key=keys.label("undo"))


class BoardMenu:
    """The buttons in a row at (``x``, ``y``); Hint and Undo grey out, saying why, when
    they cannot act; Menu opens the pause menu over the game."""

    def __init__(self, host: BoardHost, x: int, y: int, keyboard: bool = True) -> None:
        self.host = host
        self.hint = KeyButton((x + 6, y, 112, 40), hint_words, host.request_hint, 22)
        self.undo = KeyButton((x + 127, y, 112, 40), undo_words, host.undo, 22)
        self.menu = Button((x + 248, y, 112, 40), N_("Menu (Esc)"), self.open_menu, 22)
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
