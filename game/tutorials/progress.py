"""Where each tutorial was left: ``tutorials.toml`` in the data folder.

Written atomically; read with the hardened reader. Anything wrong with the file (a
damaged file, moves that no longer replay) means starting over, never a crash.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine import paths
from game.engine.config import read_user_file, write_user_file

FILE = "tutorials.toml"
MAX_MOVES = 2000


@dataclass
class Progress:
    """A tutorial's step and the moves played so far (to rebuild the game)."""

    step: int = 0
    moves: list[tuple[int, str]] = field(default_factory=list)
    done: bool = False


def progress_path() -> Path:
    """The progress file."""
    return paths.data_dir() / FILE


def _read_all() -> dict[str, Any]:
    data, _problems = read_user_file(progress_path())  # damage = start over
    return data


def load(game: str) -> Progress:
    """The saved progress of ``game`` (a fresh start when missing or damaged)."""
    entry = _read_all().get(game)
    if not isinstance(entry, dict):
        return Progress()
    step, done, raw = entry.get("step"), entry.get("done", False), entry.get("moves", [])
    if (isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= 1000
            or not isinstance(done, bool) or not isinstance(raw, list) or len(raw) > MAX_MOVES):
        return Progress()
    moves: list[tuple[int, str]] = []
    for item in raw:
        if (not isinstance(item, list) or len(item) != 2 or isinstance(item[0], bool)
                or not isinstance(item[0], int) or not 0 <= item[0] < 8
                or not isinstance(item[1], str) or not 0 < len(item[1]) <= 200):
            return Progress()
        moves.append((item[0], item[1]))
    return Progress(step, moves, done)


def save(game: str, progress: Progress | None) -> None:
    """Remember ``progress`` for ``game`` (None forgets it); a failing disk is ignored."""
    data = {name: entry for name, entry in _read_all().items()
            if name != game and isinstance(entry, dict) and name.isidentifier()}
    if progress is not None:
        data[game] = {"step": progress.step, "done": progress.done,
                      "moves": [[seat, move] for seat, move in progress.moves]}
    with contextlib.suppress(OSError):
        write_user_file(progress_path(), data)
