"""Pause: resume, rules summary, options, save and quit (over the game)."""

from __future__ import annotations

import pygame

from game.engine.i18n import N_
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.shell.dialog import DialogScene, dialog, dim


class PauseScene(DialogScene):
    """An overlay over the play scene; the AI keeps thinking beneath it."""

    name = "pause"

    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play
        tutorial = getattr(play, "tutorial", None)
        guided = tutorial is not None and not tutorial.finished
        self.rect = pygame.Rect(0, 0, 420, 470 if guided else 400)
        self.rect.center = (640, 360)
        x, w = self.rect.x + 50, self.rect.w - 100
        y = self.rect.y + 90
        self.widgets = WidgetGroup([
            Button((x, y, w, 54), N_("Resume"), self.app.pop),
            Button((x, y + 70, w, 54), N_("Rules summary"), self._rules),
            Button((x, y + 140, w, 54), N_("Options"), self._options),
            Button((x, y + 210, w, 54), self._leave_label(), self._save_quit),
        ])
        if guided:
            self.widgets.add(Button((x, y + 280, w, 54), N_("Start the tutorial again"),
                                    self._restart))

    def _leave_label(self) -> str:
        """A guided game is remembered step by step: leaving it can be resumed later."""
        tutorial = getattr(self.play, "tutorial", None)
        if tutorial is not None and not tutorial.finished:
            return N_("Leave (resume later)")
        return N_("Save and quit")

    def _restart(self) -> None:
        """The guided first game from its first step (progress forgotten)."""
        from game.ui.play.tutorial import start_tutorial

        self.app.pop()
        start_tutorial(self.app, self.play.session.game, resume=False)

    def _rules(self) -> None:
        self.app.router.push("rules", game=self.play.session.game)

    def _options(self) -> None:
        self.app.router.push("options")

    def _save_quit(self) -> None:
        self.play.session.save()
        self.app.router.go("title")

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        dialog(surface, self.rect, N_("Paused"))
        self.widgets.draw(surface)
