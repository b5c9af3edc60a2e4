"""Options: language, window, text size, high contrast, colour-blind patterns, volumes, animation
speed, reduced motion, default AI level, the pass screen, and the keys you can change."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.engine import i18n
from game.ui.kit import keys, text, theme
from game.ui.kit.widgets import Button, Choice, Slider, Toggle, WidgetGroup
from game.ui.play.thinking import level_names
from game.ui.shell import settings
from game.ui.shell.dialog import DialogScene, dialog, dim

NOTICE_SIZE = 20
NOTICE_STEP = 19
NOTICE_LINES = 5
#: the two columns of rows: each column's width, a label's width, a row's height
COLUMN = 570
LABEL_W = 250
WIDGET_W = 290
ROW = 46
LABEL_SIZE = 24


class OptionsScene(DialogScene):
    """Edits a copy of the options; Save writes the user TOML and applies them."""

    name = "options"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.draft = dataclasses.replace(app.options, problems=[])
        self.rect = pygame.Rect(40, 16, 1200, 688)
        self.message = ""
        #: problems with the settings file and the AI levels, read afresh
        self.problems = settings.problem_lines()
        self.labels: list[tuple[str, tuple[int, int]]] = []
        self.widgets = WidgetGroup()
        for column, rows in enumerate(self._columns()):
            x = self.rect.x + 40 + column * COLUMN
            for i, (label, widget) in enumerate(rows):
                widget.rect.topleft = (x + LABEL_W, self.rect.y + 70 + i * ROW)
                self.labels.append((label, (x, widget.rect.centery)))
                self.widgets.add(widget)
        by = self.rect.bottom - 70
        self.save_button = Button((self.rect.centerx - 230, by, 210, 50), "Save", self.save)
        self.widgets.add(self.save_button)
        self.widgets.add(Button((self.rect.centerx + 20, by, 210, 50), "Cancel", self.app.pop))

    def _columns(self) -> list[list[tuple[str, Any]]]:
        """The two columns of (label, widget): the screen and sound; play and keys."""
        d = self.draft

        def setter(name: str) -> Any:
            return lambda v: setattr(d, name, v)

        def per_cent(v: float) -> str:
            return f"{round(v * 100)}%"

        box = (0, 0, WIDGET_W, 38)
        screen = [
            ("Language", Choice(box, i18n.LANGUAGES, d.spoken(), setter("language"),
                                i18n.NAMES.__getitem__, size=24)),
            ("Window size", Choice(box, settings.WINDOW_SIZES, d.window, setter("window"),
                                   size=24)),
            ("Fullscreen", Toggle(box, d.fullscreen, setter("fullscreen"), size=24)),
            ("Text size", Choice(box, settings.TEXT_SIZES, d.text_size, setter("text_size"),
                                 lambda v: f"{v}%", size=24)),
            ("High contrast", Toggle(box, d.high_contrast, setter("high_contrast"), size=24)),
            ("Colour-blind patterns", Toggle(box, d.colourblind, setter("colourblind"),
                                             size=24)),
            ("Volume", Slider(box, 0.0, 1.0, d.volume, setter("volume"), 0.05, per_cent)),
            ("Sound", Toggle(box, d.muted, setter("muted"), ("on", "muted"), size=24)),
            ("Music", Slider(box, 0.0, 1.0, d.music_volume, setter("music_volume"), 0.05,
                             per_cent)),
            ("Effects", Slider(box, 0.0, 1.0, d.effects_volume, setter("effects_volume"),
                               0.05, per_cent)),
        ]
        play = [
            ("Animation speed", Slider(box, 0.25, 4.0, d.animation_speed,
                                       setter("animation_speed"), 0.25, lambda v: f"x{v:g}")),
            ("Reduced motion", Toggle(box, d.reduced_motion, setter("reduced_motion"),
                                      size=24)),
            ("Default AI level", Choice(box, self._levels(), d.ai_level, setter("ai_level"),
                                        size=24)),
            ("Pass screen in open games", Toggle(box, d.handoff_public,
                                                 setter("handoff_public"), size=24)),
            ("Warn me before a mistake", Toggle(box, d.tutor, setter("tutor"), size=24)),
        ]
        for action, (words, _) in keys.ACTIONS.items():
            name = keys.option_name(action)
            play.append((f"Key: {words}", Choice(box, keys.CHOICES, getattr(d, name),
                                                 setter(name), str.upper, size=24)))
        return [screen, play]

    def widget(self, label: str) -> Any:
        """The widget of the row labelled ``label``."""
        for (name, _), widget in zip(self.labels, self.widgets.widgets, strict=False):
            if name == label:
                return widget
        raise KeyError(label)

    def _levels(self) -> list[str]:
        names = level_names()
        if self.draft.ai_level not in names:
            names.append(self.draft.ai_level)
        return names

    def save(self) -> None:
        """Write the options and apply them; stay open with the message on failure."""
        old = self.app.options
        window_changed = (old.window, old.fullscreen) != (self.draft.window, self.draft.fullscreen)
        clash = keys.clashes(self.draft.as_table())
        if clash:
            first, second, key = clash[0]
            self.message = (f"{key.upper()} is the key of both {keys.ACTIONS[first][0]} and "
                            f"{keys.ACTIONS[second][0]}: choose another for one of them.")
            return
        problems = settings.save(self.draft)
        if problems:
            self.message = problems[0]
            return
        for f in dataclasses.fields(self.draft):
            if f.name != "problems":
                setattr(old, f.name, getattr(self.draft, f.name))
        if window_changed:
            self.app.apply_window_options()
        self.app.apply_options()
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
        for label, pos in self.labels:
            text.draw(surface, label, LABEL_SIZE, theme.TEXT, pos, "midleft")
        self.widgets.draw(surface)
        y = self.rect.bottom - 80 - NOTICE_LINES * NOTICE_STEP
        for line in self.notice_lines():
            text.draw(surface, line, NOTICE_SIZE, theme.DANGER, (self.rect.x + 50, y))
            y += NOTICE_STEP
