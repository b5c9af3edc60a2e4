"""Options: language, window, text size, high contrast, colour-blind patterns, volumes, animation
speed, reduced motion, default AI level, the pass screen, and the keys you can change."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.engine import i18n
from game.engine.i18n import N_, _, ngettext
from game.ui.kit import keys, text, theme
from game.ui.kit.widgets import Button, Choice, Slider, Toggle, WidgetGroup
from game.ui.play.thinking import level_names
from game.ui.shell import settings
from game.ui.shell.dialog import DialogScene, dialog, dim
from game.ui.table.level_words import level_label

NOTICE_SIZE = 20
NOTICE_STEP = 19
NOTICE_LINES = 5
#: the two columns of rows: each column's width, a label's width, a row's height
COLUMN = 570
LABEL_W = 250
WIDGET_W = 290
ROW = 46
LABEL_SIZE = 24


def per_cent_of(value: int) -> str:
    """A text size as the options show it ("125%")."""
    return _("{percent}%").format(percent=value)


class OptionsScene(DialogScene):
    """Edits a copy of the options; Save writes the user TOML and applies them."""

    name = "options"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.draft = dataclasses.replace(app.options, problems=[])
        #: the language of this run given on the command line (``polis play --lang``):
        #: shown as the language in use, the saved setting unchanged until one is chosen
        self.pinned = i18n.pinned()
        self.rect = pygame.Rect(40, 16, 1200, 688)
        self.message = ""
        #: problems with the settings file and the AI levels, read afresh
        self.problems = settings.problem_lines()
        #: each row's label (the English message, translated when drawn) and where it goes
        self.labels: list[tuple[str, tuple[int, int]]] = []
        #: the rows of the keys: their label -> the action whose key they choose
        self.key_rows: dict[str, str] = {}
        self.widgets = WidgetGroup()
        for column, rows in enumerate(self._columns()):
            x = self.rect.x + 40 + column * COLUMN
            for i, (label, widget) in enumerate(rows):
                widget.rect.topleft = (x + LABEL_W, self.rect.y + 70 + i * ROW)
                self.labels.append((label, (x, widget.rect.centery)))
                self.widgets.add(widget)
        by = self.rect.bottom - 70
        self.save_button = Button((self.rect.centerx - 230, by, 210, 50), N_("Save"), self.save)
        self.widgets.add(self.save_button)
        self.widgets.add(Button((self.rect.centerx + 20, by, 210, 50), N_("Cancel"),
                                self.app.pop))

    def _columns(self) -> list[list[tuple[str, Any]]]:
        """The two columns of (label, widget): the screen and sound; play and keys."""
        d = self.draft

        def setter(name: str) -> Any:
            return lambda v: setattr(d, name, v)

        def per_cent(v: float) -> str:
            return _("{percent}%").format(percent=round(v * 100))

        def times(v: float) -> str:
            # Translators: the animation speed, "x2" (twice as fast)
            return _("x{speed}").format(speed=f"{v:g}")

        box = (0, 0, WIDGET_W, 38)
        screen = [
            (N_("Language"), Choice(box, i18n.LANGUAGES, self.pinned or d.spoken(),
                                    setter("language"), i18n.NAMES.__getitem__, size=24)),
            (N_("Window size"), Choice(box, settings.WINDOW_SIZES, d.window, setter("window"),
                                       size=24)),
            (N_("Fullscreen"), Toggle(box, d.fullscreen, setter("fullscreen"), size=24)),
            (N_("Text size"), Choice(box, settings.TEXT_SIZES, d.text_size, setter("text_size"),
                                     per_cent_of, size=24)),
            (N_("High contrast"), Toggle(box, d.high_contrast, setter("high_contrast"),
                                         size=24)),
            (N_("Colour-blind patterns"), Toggle(box, d.colourblind, setter("colourblind"),
                                                 size=24)),
            (N_("Volume"), Slider(box, 0.0, 1.0, d.volume, setter("volume"), 0.05, per_cent)),
            # Translators: the sound's two states: "on" or "muted"
            (N_("Sound"), Toggle(box, d.muted, setter("muted"), (N_("on"), N_("muted")),
                                 size=24)),
            (N_("Music"), Slider(box, 0.0, 1.0, d.music_volume, setter("music_volume"), 0.05,
                                 per_cent)),
            (N_("Effects"), Slider(box, 0.0, 1.0, d.effects_volume, setter("effects_volume"),
                                   0.05, per_cent)),
        ]
        play = [
            (N_("Animation speed"), Slider(box, 0.25, 4.0, d.animation_speed,
                                           setter("animation_speed"), 0.25, times)),
            (N_("Reduced motion"), Toggle(box, d.reduced_motion, setter("reduced_motion"),
                                          size=24)),
            (N_("Default AI level"), Choice(box, self._levels(), d.ai_level,
                                            setter("ai_level"), level_label, size=24)),
            (N_("Pass screen in open games"), Toggle(box, d.handoff_public,
                                                     setter("handoff_public"), size=24)),
            (N_("Warn me before a mistake"), Toggle(box, d.tutor, setter("tutor"), size=24)),
        ]
        for action, (words, _key) in keys.ACTIONS.items():
            name = keys.option_name(action)
            label = f"Key: {words}"  # the row's name (tests find it by this); drawn translated
            self.key_rows[label] = action
            play.append((label, Choice(box, keys.CHOICES, getattr(d, name),
                                       setter(name), str.upper, size=24)))
        return [screen, play]

    def label_words(self, label: str) -> str:
        """A row's label in the current language."""
        action = self.key_rows.get(label)
        if action is None:
            return _(label)
        # Translators: a row of the options: the key that does {action} ("Key: Hint")
        return _("Key: {action}").format(action=_(keys.ACTIONS[action][0]))

    def pinned_note(self) -> str:
        """While the language of this run was set on the command line and is still the one
        shown: a sentence that says so (and which language is saved); else ''."""
        if not self.pinned or self.widget("Language").value != self.pinned:
            return ""
        saved = self.app.options.spoken()
        if saved == self.pinned:
            # Translators: {language} is a language's name in its own words ("English",
            # "繁體中文"); "--lang" is the command line's option, as written
            return _("{language} is set for this run (--lang), as saved.").format(
                language=i18n.NAMES[self.pinned])
        # Translators: {language} and {saved} are languages' names in their own words
        # ("English", "繁體中文"); "--lang" is the command line's option, as written
        return _("{language} is set for this run (--lang); your saved language is "
                 "{saved}.").format(language=i18n.NAMES[self.pinned], saved=i18n.NAMES[saved])

    def widget(self, label: str) -> Any:
        """The widget of the row labelled ``label``."""
        for (name, _at), widget in zip(self.labels, self.widgets.widgets, strict=False):
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
            self.message = _("{key} is the key of both {first} and {second}: choose another "
                             "for one of them.").format(key=key.upper(),
                                                        first=_(keys.ACTIONS[first][0]),
                                                        second=_(keys.ACTIONS[second][0]))
            return
        problems = settings.save(self.draft)
        if problems:
            self.message = problems[0]
            return
        for f in dataclasses.fields(self.draft):
            if f.name != "problems":
                setattr(old, f.name, getattr(self.draft, f.name))
        if self.pinned and self.widget("Language").value != self.pinned:
            i18n.pin_language(None)  # another language chosen: the run's language ends
        if window_changed:
            self.app.apply_window_options()
        self.app.apply_options()
        self.app.sound.play("click")
        self.app.pop()

    def notice_lines(self) -> list[str]:
        """The lines shown above the buttons: a failed save, else the settings problems."""
        width = self.rect.width - 100
        room = NOTICE_LINES - (1 if self.pinned_note() else 0)
        if self.message:
            return text.wrap(self.message, NOTICE_SIZE, width)[:room]
        if not self.problems:
            return []
        count = len(self.problems)
        head = ngettext("There is a problem in your settings; the default is used instead:",
                        "There are {n} problems in your settings; the default is used instead:",
                        count).format(n=count)
        lines = [head]
        for problem in self.problems:
            lines += text.wrap(problem, NOTICE_SIZE, width)
        if len(lines) > room:
            lines = lines[: room - 1] + [_("… and more (the full list is printed when "
                                                   "the game starts from a terminal)")]
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        dialog(surface, self.rect, N_("Options"))
        for label, pos in self.labels:
            text.draw(surface, self.label_words(label), LABEL_SIZE, theme.TEXT, pos, "midleft")
        self.widgets.draw(surface)
        y = self.rect.bottom - 80 - NOTICE_LINES * NOTICE_STEP
        note = self.pinned_note()
        if note:  # the last line above the buttons, under the notices
            width = self.rect.width - 100
            text.draw(surface, text.fit(note, NOTICE_SIZE, width), NOTICE_SIZE, theme.TEXT_DIM,
                      (self.rect.x + 50, y + (NOTICE_LINES - 1) * NOTICE_STEP))
        for line in self.notice_lines():
            text.draw(surface, line, NOTICE_SIZE, theme.DANGER, (self.rect.x + 50, y))
            y += NOTICE_STEP
