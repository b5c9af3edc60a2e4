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
from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.tomlfile import read_toml

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
    try:
        data = read_toml(progress_path())
    except (UserFileError, OSError):
        return {}
    return data if isinstance(data, dict) else {}


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


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def save(game: str, progress: Progress | None) -> None:
    """Remember ``progress`` for ``game`` (None forgets it); a failing disk is ignored."""
    data = _read_all()
    data = {k: v for k, v in data.items() if isinstance(v, dict) and k.isidentifier()}
    if progress is None:
        data.pop(game, None)
    else:
        data[game] = {"step": progress.step, "done": progress.done,
                      "moves": [[seat, move] for seat, move in progress.moves]}
    lines = ["# Polis Arcade: where each guided first game was left", ""]
    for name in sorted(data):
        entry = data[name]
        try:
            moves = ", ".join(f"[{int(s)}, {_quote(str(m))}]" for s, m in entry.get("moves", []))
            lines += [f"[{name}]", f"step = {int(entry.get('step', 0))}",
                      f"done = {'true' if entry.get('done') else 'false'}",
                      f"moves = [{moves}]", ""]
        except (TypeError, ValueError):
            continue
    with contextlib.suppress(OSError):
        write_atomic(progress_path(), "\n".join(lines).encode("utf-8"))
