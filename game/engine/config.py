"""Layered TOML settings: shipped defaults, overridden per key by a user file.

Problems never stop the program: each one becomes a one-line message naming the
file and the key (and the line, for syntax errors), and the default is used.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.fields import MAX_TEXT, float_problem, one_line, shown, text_too_long
from game.engine.i18n import _, pgettext
from game.engine.tomlfile import read_toml

MAX_CONFIG_BYTES = 256 * 1024
#: no setting is a float beyond this (a huge integer must not overflow float())
MAX_FLOAT = 1e15


@dataclass(frozen=True)
class Field:
    """One setting: its type, default and allowed range or choices."""

    kind: type
    default: Any
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[Any, ...] | None = None

    def check(self, value: Any) -> str | None:
        """Why ``value`` is unacceptable, or None if it is fine (NaN, inf, huge: refused)."""
        if self.kind is float and isinstance(value, int | float) and not isinstance(value, bool):
            problem = float_problem(value)
            if problem:
                return problem
        elif isinstance(value, bool) != (self.kind is bool) or not isinstance(value, self.kind):
            # Translators: {expected} and {got} are kinds of value: a number, a text, …
            return _("expected {expected}, got {got}").format(
                expected=type_words(self.kind.__name__), got=type_words(type(value).__name__))
        if self.kind is str and len(value) > MAX_TEXT:
            return text_too_long(MAX_TEXT)
        if self.choices is not None and value not in self.choices:
            # Translators: {choices} are the values the setting may have, as written in the file
            return _("must be one of {choices}").format(choices=", ".join(map(str, self.choices)))
        if self.minimum is not None and value < self.minimum:
            return _("{value} is below the minimum {minimum}").format(value=shown(value),
                                                                     minimum=self.minimum)
        if self.maximum is not None and value > self.maximum:
            return _("{value} is above the maximum {maximum}").format(value=shown(value),
                                                                     maximum=self.maximum)
        if self.kind is float and abs(value) > MAX_FLOAT:
            return _("{value} is too large").format(value=shown(value))
        return None

    def coerce(self, value: Any) -> Any:
        """The value in this field's type (ints accepted where floats are expected)."""
        return float(value) if self.kind is float else value


#: the kinds of value a TOML file holds, by their Python names (shown in the problems)
_TYPE_WORDS = {
    "bool": lambda: pgettext("kind of value", "bool"),
    "int": lambda: pgettext("kind of value", "int"),
    "float": lambda: pgettext("kind of value", "float"),
    "str": lambda: pgettext("kind of value", "str"),
    "list": lambda: pgettext("kind of value", "list"),
    "dict": lambda: pgettext("kind of value", "dict"),
    "datetime": lambda: pgettext("kind of value", "datetime"),
    "date": lambda: pgettext("kind of value", "date"),
    "time": lambda: pgettext("kind of value", "time"),
}


def type_words(name: str) -> str:
    """A kind of value (``float``, ``str`` …) in the player's language (English keeps the
    Python name, as the problem lines always said)."""
    words = _TYPE_WORDS.get(name)
    return words() if words else name


def check_table(
    data: Mapping[str, Any],
    fields: Mapping[str, Field],
    file: str,
    prefix: str,
    base: Mapping[str, Any] | None = None,
) -> tuple[dict[str, Any], list[str]]:
    """Validate one table: values over ``base`` (or the defaults), and the problems found.

    Unknown keys, wrong types and out-of-range values are reported as
    ``file: prefix.key: reason`` and the base value is kept.
    """
    values = {key: f.default for key, f in fields.items()}
    if base:
        values.update(base)
    problems: list[str] = []
    for key, value in data.items():
        where = one_line(f"{file}: {prefix}{key}")
        field = fields.get(key)
        if field is None:
            problems.append(f"{where}: " + _("unknown key"))
            continue
        reason = field.check(value)
        if reason:
            # Translators: a setting refused; {reason} says why, {value} is the one used instead
            problems.append(f"{where}: " + _("{reason}; using {value}").format(
                reason=reason, value=repr(values[key])))
            continue
        values[key] = field.coerce(value)
    return values, problems


def read_user_file(path: Path) -> tuple[dict[str, Any], list[str]]:
    """The user's TOML (empty when missing) and the problem that made it unreadable."""
    if not os.path.lexists(path):
        return {}, []
    try:
        return read_toml(path, MAX_CONFIG_BYTES), []
    except UserFileError as exc:
        # Translators: {problem} names the settings file and says why it cannot be read
        return {}, [_("{problem}; using the defaults").format(problem=exc)]


def write_user_file(path: Path, data: Mapping[str, Any]) -> None:
    """Write the user's settings atomically with tomli-w."""
    write_atomic(path, tomli_w.dumps(dict(data)).encode("utf-8"))
