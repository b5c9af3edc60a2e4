"""The user's options: the ``[options]`` table of the settings TOML.

Other tables of the file (the AI's ``[ai.<level>]`` tables …) are kept exactly
as they are when the options are written back.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from game.engine import i18n, paths
from game.engine.config import Field, check_table, read_user_file, write_user_file
from game.engine.fields import one_line, shown
from game.engine.i18n import _
from game.ui.kit import keys

WINDOW_SIZES = ("960x540", "1280x720", "1600x900", "1920x1080")
TEXT_SIZES = (100, 125, 150)
#: "system" follows the system's locale until a language is chosen in Options
LANGUAGES = ("system", *i18n.LANGUAGES)

FIELDS: dict[str, Field] = {
    "window": Field(str, "1280x720", choices=WINDOW_SIZES),
    "language": Field(str, "system", choices=LANGUAGES),
    "fullscreen": Field(bool, False),
    "volume": Field(float, 0.7, minimum=0.0, maximum=1.0),
    "muted": Field(bool, False),
    "animation_speed": Field(float, 1.0, minimum=0.25, maximum=4.0),
    "colourblind": Field(bool, False),
    "ai_level": Field(str, "normal"),
    "handoff_public": Field(bool, False),
    "text_size": Field(int, 100, choices=TEXT_SIZES),
    "high_contrast": Field(bool, False),
    "music_volume": Field(float, 0.5, minimum=0.0, maximum=1.0),
    "effects_volume": Field(float, 1.0, minimum=0.0, maximum=1.0),
    "reduced_motion": Field(bool, False),
    "tutor": Field(bool, False),
    **{keys.option_name(action): Field(str, key, choices=keys.CHOICES)
       for action, (_words, key) in keys.ACTIONS.items()},
}


@dataclass
class Options:
    """Every option the options screen edits."""

    window: str = "1280x720"
    #: "en", "zh-Hant", "zh-Hans", or "system" (the system's locale decides)
    language: str = "system"
    fullscreen: bool = False
    volume: float = 0.7
    muted: bool = False
    animation_speed: float = 1.0
    colourblind: bool = False
    ai_level: str = "normal"
    #: show the pass-and-play screen even in all-public games (Akropolis)
    handoff_public: bool = False
    #: the size of the reading text (tips, coach, move log, rules), in per cent
    text_size: int = 100
    high_contrast: bool = False
    #: music and effects, each under the main ``volume``
    music_volume: float = 0.5
    effects_volume: float = 1.0
    #: no particles, bounces or pieces flying across the table
    reduced_motion: bool = False
    #: the tutor: ask "are you sure?" before a move that looks like a blunder
    tutor: bool = False
    key_hint: str = "h"
    key_undo: str = "u"
    key_moves: str = "l"
    key_mute: str = "m"
    key_rotate: str = "r"
    problems: list[str] = field(default_factory=list, compare=False)

    def window_size(self) -> tuple[int, int]:
        """The window size as (width, height)."""
        w, h = self.window.split("x")
        return int(w), int(h)

    def spoken(self) -> str:
        """The language to speak: the one chosen, else the system's."""
        return i18n.system_language() if self.language == "system" else self.language

    def as_table(self) -> dict[str, Any]:
        """The ``[options]`` table to write."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name in FIELDS}


def load() -> Options:
    """Options from the user's settings file; problems are listed, defaults used.

    ``problems`` also holds every problem with the AI levels (shipped presets and the
    ``[ai.<level>]`` tables), so the window can show them all: see :func:`problem_lines`.
    """
    path = paths.user_config_path()
    name = one_line(path.name)
    data, problems = read_user_file(path)
    table = data.get("options", {})
    if not isinstance(table, dict):
        # Translators: {file} is the settings file's name; "options" is a table's name in
        # it and stays as written
        problems.append(_("{file}: options: expected a table; using the defaults").format(
            file=name))
        table = {}
    values, more = check_table(table, FIELDS, name, "options.")
    problems += more
    levels, level_problems = _levels()
    if levels and values["ai_level"] not in levels:
        # Translators: "options.ai_level" is the key's name in the settings file {file}:
        # it stays as written, as do the levels
        problems.append(_("{file}: options.ai_level: unknown level {level}; using {default}")
                        .format(file=name, level=shown(values["ai_level"]),
                                default=repr(FIELDS["ai_level"].default)))
        values["ai_level"] = FIELDS["ai_level"].default
    problems += _key_clashes(values, name)
    return Options(**values, problems=_unique(problems + level_problems))


def _key_clashes(values: dict[str, Any], name: str) -> list[str]:
    """Two actions on one key: the second goes back to its default (or, when that is
    taken too, both do), one line each."""
    problems: list[str] = []
    for first, second, key in keys.clashes(values):
        default = keys.ACTIONS[second][1]
        # Translators: {setting} and {other} are keys of the settings file {file}
        # ("options.key_undo"), {key} and {default} letters: all stay as written
        problems.append(_("{file}: {setting}: {key} is already the key of {other}; using "
                          "{default}").format(file=name,
                                              setting=f"options.{keys.option_name(second)}",
                                              key=repr(key),
                                              other=f"options.{keys.option_name(first)}",
                                              default=repr(default)))
        values[keys.option_name(second)] = default
    if keys.clashes(values):  # the default was taken: every key back to its default
        for action, (_words, key) in keys.ACTIONS.items():
            values[keys.option_name(action)] = key
    return problems


def problem_lines() -> list[str]:
    """Every problem with the settings file and the AI levels, one line each (for the
    window: the title and options screens), read afresh; empty when all is well."""
    return load().problems


def _levels() -> tuple[list[str], list[str]]:
    """(level names, level problems); both empty when the AI package is not there."""
    try:
        from ai import levels
    except ImportError:
        return [], []
    table, problems = levels.levels()
    return list(table), list(problems)


def _unique(lines: list[str]) -> list[str]:
    return list(dict.fromkeys(lines))


def save(options: Options) -> list[str]:
    """Write ``[options]``, keeping every other table of the file; returns problems."""
    path = paths.user_config_path()
    data, problems = read_user_file(path)
    if problems:
        # never overwrite a file we could not read: the user may want to fix it
        return problems
    data = dict(data)
    data["options"] = options.as_table()
    try:
        write_user_file(path, data)
    except OSError as exc:
        reason = one_line(str(exc.strerror or exc))
        return [_("{file}: could not be written ({reason})").format(file=one_line(path.name),
                                                                    reason=reason)]
    return []
