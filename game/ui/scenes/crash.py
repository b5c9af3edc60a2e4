"""The error screen shown when a scene fails unexpectedly: what happened, where the
crash report is, whether the game can be continued, and a way back to the title."""

from __future__ import annotations

import pygame

from game.engine.i18n import N_, _
from game.ui.kit import backdrop, text, theme
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.shell.scene import Scene


class CrashScene(Scene):
    """Shown instead of a traceback; Enter or the button goes back to the title."""

    name = "crash"

    def __init__(self, app, message: str, report: str, game_kept: bool) -> None:
        super().__init__(app)
        self.message = message
        self.report = report
        self.game_kept = game_kept
        self.widgets = WidgetGroup([
            Button((400, 560, 230, 56), N_("Title"), self.to_title),
            Button((650, 560, 230, 56), N_("Quit"), self.app.quit),
        ])

    def to_title(self) -> None:
        """Back to the title screen (it offers Continue only if the game replays)."""
        self.app.router.go("title")

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            self.to_title()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def lines(self) -> list[str]:
        """What the screen says, below its heading."""
        lines = [_("What failed: {problem}").format(problem=self.message)]
        if self.report:
            lines.append(_("A crash report was written to {path}").format(path=self.report))
        else:
            lines.append(_("No crash report could be written."))
        if self.game_kept:
            lines.append(_("Your game was saved up to your last move: "
                           "Continue on the title screen picks it up."))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        box = pygame.Rect(140, 120, 1000, 520)
        backdrop.panel(surface, box, 240)
        text.draw(surface, _("Something went wrong"), 48, theme.DANGER, (640, 150), "midtop", True)
        y = 240
        for line in self.lines():
            for part in text.wrap(line, 26, 900)[:4]:
                text.draw(surface, part, 26, theme.TEXT, (640, y), "midtop")
                y += 32
            y += 16
        self.widgets.draw(surface)
