"""The tutor's gentle question before a move that looks like a blunder.

Asked only with the option "Warn me before a mistake" (off by default). It never
shows or names the better move, as GNU Backgammon's tutor does not: "Play it" plays
the move chosen, "Think again" (or Esc) plays nothing.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.i18n import N_, _
from game.ui.kit import text, theme
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.shell.dialog import DialogScene, dialog, dim


class TutorDialog(DialogScene):
    """Are you sure about this move?"""

    name = "tutor"

    def __init__(self, app: Any, play: Any) -> None:
        super().__init__(app)
        self.play = play
        self.rect = pygame.Rect(0, 0, 600, 260)
        self.rect.center = (640, 340)
        x, y = self.rect.x + 60, self.rect.bottom - 84
        self.widgets = WidgetGroup([
            Button((x, y, 220, 54), N_("Think again"), self.think_again, hotkey=pygame.K_RETURN),
            Button((x + 260, y, 220, 54), N_("Play it"), self.play_it),
        ])

    def think_again(self) -> None:
        """Close; nothing is played."""
        self.app.pop()
        self.play.reconsider()

    def play_it(self) -> None:
        """Close and play the move."""
        self.app.pop()
        self.play.confirm_move()

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.think_again()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        dialog(surface, self.rect, N_("Are you sure?"))
        text.draw_lines(surface, _("This move looks like it could cost you a lot. "
                                   "You may want to look at the board once more."), 24, theme.TEXT,
                        (self.rect.x + 40, self.rect.y + 84), self.rect.w - 80)
        self.widgets.draw(surface)
