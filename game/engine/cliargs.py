"""argparse ``type=`` checks shared by every subcommand.

Each returns the parsed value or raises ``argparse.ArgumentTypeError`` with a short
reason, so argparse refuses the argument with one line and exit status 2 before any
work starts. Output paths are checked up front: a long run must never fail at its
end because its result cannot be written.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path

from game.engine.i18n import _

#: no count or seed on the command line needs more digits than this
MAX_DIGITS = 19
#: the largest seed accepted anywhere (a 63-bit number)
MAX_SEED = (1 << 63) - 1


_WHOLE = re.compile(rf"[+-]?[0-9]{{1,{MAX_DIGITS}}}")
_NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?")


def _shown(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "…")


def _int(text: str) -> int:
    cleaned = text.strip(" ")
    if not _WHOLE.fullmatch(cleaned):
        # the words of a refused argument follow the language (English while the command
        # line is parsed; the player's in a check made later, e.g. replay --to)
        raise argparse.ArgumentTypeError(_("expected a whole number, got {value}").format(
            value=_shown(text)))
    return int(cleaned)


def int_range(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """A whole number within [low, high] (either bound may be open)."""

    def parse(text: str) -> int:
        value = _int(text)
        if (low is not None and value < low) or (high is not None and value > high):
            lo = "…" if low is None else str(low)
            hi = "…" if high is None else str(high)
            raise argparse.ArgumentTypeError(_("{value} is out of range {range}").format(
                value=value, range=f"{lo}..{hi}"))
        return value

    parse.__name__ = "whole number"
    return parse


def float_range(low: float, high: float) -> Callable[[str], float]:
    """A finite number within [low, high]."""

    def parse(text: str) -> float:
        cleaned = text.strip(" ")
        if len(cleaned) > 40 or not _NUMBER.fullmatch(cleaned):
            raise argparse.ArgumentTypeError(f"expected a number, got {_shown(text)}")
        value = float(cleaned)
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{_shown(text)} is out of range {low}..{high}")
        return value

    parse.__name__ = "number"
    return parse


def _stat(path: Path, shown: str) -> os.stat_result | None:
    """The path's status (following links), None when it does not exist."""
    try:
        return path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"{shown}: {exc.strerror or 'unusable path'}") from None


def _writable_folder(folder: Path, shown: str) -> None:
    """``folder`` (the one ``shown`` goes into) exists and may be written; the refusal
    names that folder, not ``shown`` itself."""
    text = str(folder)
    where = repr(text if len(text) <= 200 else "…" + text[-200:])
    status = _stat(folder, shown)
    if status is None:
        raise argparse.ArgumentTypeError(f"{shown}: the folder {where} does not exist")
    if not stat.S_ISDIR(status.st_mode):
        raise argparse.ArgumentTypeError(f"{shown}: {where} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"{shown}: the folder {where} is not writable")


def _path(text: str, what: str) -> tuple[Path, str]:
    if not text or "\0" in text:
        raise argparse.ArgumentTypeError(f"expected a {what} name")
    shown = repr(text if len(text) <= 80 else text[:80] + "…")
    return Path(text), shown


def output_file(text: str) -> Path:
    """A file we may create or overwrite: its folder exists and is writable."""
    path, shown = _path(text, "file")
    status = _stat(path, shown)
    if status is not None and stat.S_ISDIR(status.st_mode):
        raise argparse.ArgumentTypeError(f"{shown} is a folder, not a file")
    if status is not None and not stat.S_ISREG(status.st_mode):
        raise argparse.ArgumentTypeError(f"{shown} is not a regular file")
    _writable_folder(path.parent, shown)
    return path


def output_dir(text: str) -> Path:
    """A folder to write into: created when missing if its parent exists."""
    path, shown = _path(text, "folder")
    status = _stat(path, shown)
    if status is not None:
        if not stat.S_ISDIR(status.st_mode):
            raise argparse.ArgumentTypeError(f"{shown} is not a folder")
        _writable_folder(path, shown)
        return path
    _writable_folder(path.parent, shown)
    return path


def input_file(text: str) -> Path:
    """An existing regular file to read."""
    path, shown = _path(text, "file")
    status = _stat(path, shown)
    if status is None:
        raise argparse.ArgumentTypeError(f"{shown}: no such file")
    if not stat.S_ISREG(status.st_mode):
        raise argparse.ArgumentTypeError(f"{shown} is not a regular file")
    return path


def seed(text: str) -> int:
    """A game or search seed: a whole number 0..MAX_SEED."""
    return int_range(0, MAX_SEED)(text)


seed.__name__ = "seed"


def game_name(text: str) -> str:
    """The name of an installed game (``akropolis``, ``capital``, ``ginkgopolis``)."""
    from game.engine import registry

    names = registry.names()
    if text not in names:
        raise argparse.ArgumentTypeError(
            f"unknown game {text!r} (games: {', '.join(names) or 'none'})"
        )
    return text


game_name.__name__ = "game"


def language(text: str) -> str:
    """A language of the player-facing commands: ``en``, ``zh-Hant`` or ``zh-Hans`` (the
    ways a locale writes them are accepted too: ``zh_TW``, ``zh-CN.UTF-8``)."""
    from game.engine import i18n

    found = i18n.normal(text) if len(text) <= 40 and text.isprintable() else None
    if found is None:
        raise argparse.ArgumentTypeError(
            f"unknown language {_shown(text)} (languages: {', '.join(i18n.LANGUAGES)})"
        )
    return found


language.__name__ = "language"


def table_problem(game: str, players: int) -> str | None:
    """Why ``game`` cannot be played by ``players`` seats (None when it can)."""
    from game.engine import registry

    try:
        counts = registry.get(game).player_counts
    except ValueError as exc:
        return f"--game: {exc}"
    if players not in counts:
        return f"--players: {game} is played by {', '.join(map(str, counts))} players"
    return None
