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
from collections.abc import Callable
from pathlib import Path

#: no count or seed on the command line needs more digits than this
MAX_DIGITS = 18


def _int(text: str) -> int:
    cleaned = text.strip()
    digits = cleaned.lstrip("+-")
    if not digits.isascii() or not digits.isdigit() or len(digits) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}")
    return int(cleaned)


def int_range(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """A whole number within [low, high] (either bound may be open)."""

    def parse(text: str) -> int:
        value = _int(text)
        if (low is not None and value < low) or (high is not None and value > high):
            lo = "…" if low is None else str(low)
            hi = "…" if high is None else str(high)
            raise argparse.ArgumentTypeError(f"{value} is out of range {lo}..{hi}")
        return value

    parse.__name__ = "whole number"
    return parse


def float_range(low: float, high: float) -> Callable[[str], float]:
    """A finite number within [low, high]."""

    def parse(text: str) -> float:
        if len(text) > 40:
            raise argparse.ArgumentTypeError("number too long")
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is out of range {low}..{high}")
        return value

    parse.__name__ = "number"
    return parse


def _writable_folder(folder: Path, shown: str) -> None:
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"{shown}: the folder does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"{shown}: the folder is not writable")


def output_file(text: str) -> Path:
    """A file we may create or overwrite: its folder exists and is writable."""
    if not text or "\0" in text:
        raise argparse.ArgumentTypeError("expected a file name")
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file")
    if path.exists() and not path.is_file():
        raise argparse.ArgumentTypeError(f"{text!r} is not a regular file")
    _writable_folder(path.parent if str(path.parent) else Path("."), repr(text))
    return path


def output_dir(text: str) -> Path:
    """A folder to write into: created when missing if its parent exists."""
    if not text or "\0" in text:
        raise argparse.ArgumentTypeError("expected a folder name")
    path = Path(text)
    if path.exists():
        if not path.is_dir():
            raise argparse.ArgumentTypeError(f"{text!r} is not a folder")
        _writable_folder(path, repr(text))
        return path
    _writable_folder(path.parent if str(path.parent) else Path("."), repr(text))
    return path


def input_file(text: str) -> Path:
    """An existing regular file to read."""
    if not text or "\0" in text:
        raise argparse.ArgumentTypeError("expected a file name")
    path = Path(text)
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{text!r}: no such file")
    return path
