"""Options: window, sound, animation speed, colour-blind patterns, default AI level."""

from __future__ import annotations

import dataclasses

import pygame

from game.ui.kit import text, theme
from game.ui.kit.widgets import Button, Choice, Slider, Toggle, WidgetGroup
from game.ui.play.thinking import level_names
from game.ui.shell import settings
from game.ui.shell.dialog import DialogScene, dialog, dim

NOTICE_SIZE = 20
NOTICE_STEP = 19
NOTICE_LINES = 5


class OptionsScene(DialogScene):
    """Edits a copy of the options; Save writes the user TOML and applies them."""

    name = "options"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.draft = dataclasses.replace(app.options, problems=[])
        self.rect = pygame.Rect(240, 16, 800, 688)
        self.message = ""
        #: problems with the settings file and the AI levels, read afresh
        self.problems = settings.problem_lines()
        d = self.draft
        x = self.rect.x + 380
        w = 360
        rows = [
            ("Window size", Choice((x, 0, w, 40), settings.WINDOW_SIZES, d.window,
                                   lambda v: setattr(d, "window", v))),
            ("Fullscreen", Toggle((x, 0, w, 40), d.fullscreen,
                                  lambda v: setattr(d, "fullscreen", v))),
            ("Volume", Slider((x, 0, w, 40), 0.0, 1.0, d.volume,
                              lambda v: setattr(d, "volume", v), 0.05,
                              lambda v: f"{round(v * 100)}%")),
            ("Sound", Toggle((x, 0, w, 40), d.muted, lambda v: setattr(d, "muted", v),
                             ("on", "muted"))),
            ("Animation speed", Slider((x, 0, w, 40), 0.25, 4.0, d.animation_speed,
                                       lambda v: setattr(d, "animation_speed", v), 0.25,
                                       lambda v: f"x{v:g}")),
            ("Colour-blind patterns", Toggle((x, 0, w, 40), d.colourblind,
                                             lambda v: setattr(d, "colourblind", v))),
            ("Default AI level", Choice((x, 0, w, 40), self._levels(), d.ai_level,
                                        lambda v: setattr(d, "ai_level", v))),
            ("Pass screen in open games", Toggle((x, 0, w, 40), d.handoff_public,
                                                 lambda v: setattr(d, "handoff_public", v))),
        ]
        self.labels: list[tuple[str, int]] = []
        self.widgets = WidgetGroup()
        for i, (label, widget) in enumerate(rows):
            widget.rect.y = self.rect.y + 76 + i * 52
            self.labels.append((label, widget.rect.centery))
            self.widgets.add(widget)
        by = self.rect.bottom - 70
        self.save_button = Button((self.rect.centerx - 230, by, 210, 50), "Save", self.save)
        self.widgets.add(self.save_button)
        self.widgets.add(Button((self.rect.centerx + 20, by, 210, 50), "Cancel", self.app.pop))

    def _levels(self) -> list[str]:
        names = level_names()
        if self.draft.ai_level not in names:
            names.append(self.draft.ai_level)
        return names

    def save(self) -> None:
        """Write the options and apply them; stay open with the message on failure."""
        old = self.app.options
        window_changed = (old.window, old.fullscreen) != (self.draft.window, self.draft.fullscreen)
        problems = settings.save(self.draft)
        if problems:
            self.message = problems[0]
            return
        for f in dataclasses.fields(self.draft):
            if f.name != "problems":
                setattr(old, f.name, getattr(self.draft, f.name))
        if window_changed:
            self.app.apply_window_options()
        self.app.sound.play("click")
        self.app.pop()

    def notice_lines(self) -> list[str]:
        """The lines shown above the buttons: a failed save, else the settings problems."""
        width = self.rect.width - 100
        if self.message:
            return text.wrap(self.message, NOTICE_SIZE, width)[:NOTICE_LINES]
        if not self.problems:
            return []
        count = len(self.problems)
        head = ("There is a problem" if count == 1 else f"There are {count} problems") + (
            " in your settings; the default is used instead:"
        )
        lines = [head]
        for problem in self.problems:
            lines += text.wrap(problem, NOTICE_SIZE, width)
        if len(lines) > NOTICE_LINES:
            lines = lines[: NOTICE_LINES - 1] + ["… and more (the full list is printed when the "
                                                 "game starts from a terminal)"]
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        dialog(surface, self.rect, "Options")
        for label, y in self.labels:
            text.draw(surface, label, 28, theme.TEXT, (self.rect.x + 50, y), "midleft")
        self.widgets.draw(surface)
        y = self.rect.bottom - 80 - NOTICE_LINES * NOTICE_STEP
        for line in self.notice_lines():
            text.draw(surface, line, NOTICE_SIZE, theme.DANGER, (self.rect.x + 50, y))
            y += NOTICE_STEP
