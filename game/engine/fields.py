"""Checks for values read from untrusted files (positions, records, settings, levels).

Every value from outside is hostile. The ``*_problem`` functions say why a value is
unacceptable (or return None); the ``expect_*`` functions return the checked value or
raise ``error`` (PositionError by default) with a one-line message that starts with the
place looked at (``where``). Values echoed in messages go through :func:`shown`, which
escapes control characters and shortens long text, so a message is always one line.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Collection, Mapping
from typing import Any

from game.engine.errors import PositionError
from game.engine.i18n import _, ngettext

#: bounds on every number a file can carry (generous: far beyond any real game)
MAX_COORD = 1000  # |x|, |y| of a board coordinate
MAX_LEVEL = 100  # height of a stack or building
MAX_COUNT = 10_000  # tiles, cards, items in a list, turns
MAX_POINTS = 1_000_000  # victory points, scores
MAX_COINS = 1_000_000  # money
MAX_TEXT = 200  # characters in one text value (codes, names)
MAX_SEED = (1 << 64) - 1  # random seeds
MAX_DIGITS = 18  # digits in an id or number written as text

SHOWN_CHARS = 40


def one_line(text: str) -> str:
    """``text`` with every non-printable character (newline, tab, escape…) escaped."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def shown(value: Any, limit: int = SHOWN_CHARS) -> str:
    """A short one-line rendering of ``value`` for an error message."""
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 64:
            return _("a number that large")
        return str(value)
    if isinstance(value, str):
        text = value if len(value) <= limit else value[:limit] + "…"
        return '"' + one_line(text).replace('"', '\\"') + '"'
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, Mapping):
        return _("a table")
    if isinstance(value, list | tuple):
        return _("an array")
    return _kind_words(value)


def _kind_words(value: object) -> str:
    """What a TOML value of another type is, in words (TOML also has dates and times)."""
    if isinstance(value, datetime.datetime):
        return _("a date and time")
    if isinstance(value, datetime.date):
        return _("a date")
    if isinstance(value, datetime.time):
        return _("a time of day")
    return _("a value of another kind")


def _bounds(low: float | None, high: float | None) -> str:
    return f"{'…' if low is None else low}..{'…' if high is None else high}"


def int_problem(value: Any, low: int | None = None, high: int | None = None) -> str | None:
    """Why ``value`` is not an integer within [low, high] (bools are not integers)."""
    if isinstance(value, bool) or not isinstance(value, int):
        # Translators: {value} is the value found in the file (a number, "text", a table…)
        return _("expected an integer, not {value}").format(value=shown(value))
    if (low is not None and value < low) or (high is not None and value > high):
        # Translators: {range} is like 0..10 (… for no bound)
        return _("{value} is out of range {range}").format(value=shown(value),
                                                          range=_bounds(low, high))
    return None


def float_problem(value: Any, low: float | None = None, high: float | None = None) -> str | None:
    """Why ``value`` is not a finite number within [low, high] (integers are numbers)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return _("expected a number, not {value}").format(value=shown(value))
    if isinstance(value, float) and not math.isfinite(value):
        return _("expected a finite number, not {value}").format(value=shown(value))
    # compare before any float(): a huge integer must not raise OverflowError
    if (low is not None and value < low) or (high is not None and value > high):
        return _("{value} is out of range {range}").format(value=shown(value),
                                                          range=_bounds(low, high))
    return None


def str_problem(
    value: Any, max_len: int = MAX_TEXT, choices: Collection[str] | None = None
) -> str | None:
    """Why ``value`` is not a text of at most ``max_len`` characters (one of ``choices``)."""
    if not isinstance(value, str):
        return _("expected a text, not {value}").format(value=shown(value))
    if choices is not None and value not in choices:
        # Translators: {choices} are the values a file may hold, as written in it
        return _("{value} is not one of {choices}").format(value=shown(value),
                                                          choices=", ".join(sorted(choices)))
    if len(value) > max_len:
        return text_too_long(max_len)
    return None


def text_too_long(limit: int) -> str:
    """Why a text is refused: it is longer than ``limit`` characters."""
    return ngettext("text longer than {n} character", "text longer than {n} characters",
                    limit).format(n=limit)


def _raise(error: type[ValueError], where: str, problem: str) -> None:
    raise error(f"{one_line(where) or 'file'}: {problem}")


def expect_int(
    value: Any,
    where: str,
    low: int | None = None,
    high: int | None = None,
    *,
    error: type[ValueError] = PositionError,
) -> int:
    """``value`` as an integer within [low, high] (bools are not integers)."""
    problem = int_problem(value, low, high)
    if problem:
        _raise(error, where, problem)
    return value


def expect_float(
    value: Any,
    where: str,
    low: float | None = None,
    high: float | None = None,
    *,
    error: type[ValueError] = PositionError,
) -> float:
    """``value`` as a finite float within [low, high]."""
    problem = float_problem(value, low, high)
    if problem:
        _raise(error, where, problem)
    return float(value)


def expect_str(
    value: Any,
    where: str,
    max_len: int = MAX_TEXT,
    choices: Collection[str] | None = None,
    *,
    error: type[ValueError] = PositionError,
) -> str:
    """``value`` as a text of at most ``max_len`` characters (one of ``choices`` if given)."""
    problem = str_problem(value, max_len, choices)
    if problem:
        _raise(error, where, problem)
    return value


def expect_digits(
    value: Any,
    where: str,
    low: int | None = None,
    high: int | None = None,
    *,
    error: type[ValueError] = PositionError,
) -> int:
    """A number written as ASCII digits (``"12"``, not ``"١٢"``, ``"+1"`` or ``" 1"``)."""
    if not (isinstance(value, str) and value.isascii() and value.isdigit()):
        _raise(error, where, _("expected digits, not {value}").format(value=shown(value)))
    if len(value) > MAX_DIGITS:
        _raise(error, where, _("more than {n} digits").format(n=MAX_DIGITS))
    return expect_int(int(value), where, low, high, error=error)


def expect_bool(value: Any, where: str, *, error: type[ValueError] = PositionError) -> bool:
    """``value`` as true or false."""
    if not isinstance(value, bool):
        _raise(error, where, _("expected true or false, not {value}").format(value=shown(value)))
    return value


def expect_coord(value: Any, where: str, *, error: type[ValueError] = PositionError) -> int:
    """A board coordinate: a whole number within ±MAX_COORD."""
    return expect_int(value, where, -MAX_COORD, MAX_COORD, error=error)


def expect_list(
    value: Any,
    where: str,
    max_len: int = MAX_COUNT,
    *,
    error: type[ValueError] = PositionError,
) -> list[Any]:
    """``value`` as a TOML array of at most ``max_len`` items."""
    if not isinstance(value, list):
        _raise(error, where, _("expected an array, not {value}").format(value=shown(value)))
    if len(value) > max_len:
        _raise(error, where, ngettext("more than {n} item", "more than {n} items",
                                      max_len).format(n=max_len))
    return value


def expect_table(
    value: Any,
    where: str,
    allowed: Collection[str],
    *,
    error: type[ValueError] = PositionError,
) -> Mapping[str, Any]:
    """``value`` as a TOML table whose keys are all in ``allowed``."""
    if not isinstance(value, Mapping):
        _raise(error, where, _("expected a table, not {value}").format(value=shown(value)))
    for key in value:
        if key not in allowed:
            name = f"{where}.{key}" if where else str(key)
            # Translators: {keys} are the keys a file may have here, as written in it
            _raise(error, name, _("unknown key (allowed: {keys})").format(
                keys=", ".join(sorted(allowed))))
    return value
