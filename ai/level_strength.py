"""How strong each AI level measured: the ladder's rungs, shipped as
levels/ai_strength.toml (written by ``polis ladder --strength``) and shown in setup.

A rung says how often a level beat the level just below it (beginner: ``random``) over
how many games, per game and table size.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

import tomli_w

from game.engine.atomic import write_atomic
from game.engine.fields import one_line
from game.engine.paths import ShippedDataError, level_file, read_data_toml
from game.engine.tomlfile import read_toml

FILE = "ai_strength.toml"


@dataclass(frozen=True)
class Rung:
    """``level`` beat ``below`` in ``wins`` (0..1) of ``games`` games at ``players`` seats."""

    level: str
    below: str
    wins: float
    games: int
    players: int


@functools.cache
def shipped() -> dict[str, Any]:
    """The shipped strength file ({} when it is missing or broken)."""
    try:
        return read_data_toml(level_file(FILE))
    except ShippedDataError:
        return {}  # no measurements shipped: setup shows the descriptions only


def rung(game: str, players: int, level: str,
         table: dict[str, Any] | None = None) -> Rung | None:
    """The measured rung of ``level`` at this table size (else the 2-player one), or None.

    ``table`` is the strength file's content (default: the shipped one)."""
    by_size = (shipped() if table is None else table).get(game)
    if not isinstance(by_size, dict):
        return None
    for size in dict.fromkeys((players, 2)):
        levels = by_size.get(str(size))
        entry = levels.get(level) if isinstance(levels, dict) else None
        if _valid(entry):
            return Rung(level, entry["below"], float(entry["wins"]), entry["games"], size)
    return None


def _valid(entry: Any) -> TypeGuard[dict[str, Any]]:
    return (isinstance(entry, dict) and isinstance(entry.get("below"), str)
            and isinstance(entry.get("wins"), float | int) and not isinstance(
                entry.get("wins"), bool) and math.isfinite(entry["wins"])
            and 0 <= entry["wins"] <= 1 and isinstance(entry.get("games"), int)
            and not isinstance(entry.get("games"), bool) and entry["games"] > 0)


def rungs_from_ladder(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The ladder JSON's rungs between levels (and the lowest level's against random)
    as this file's entries: {level: {below, wins, games}}."""
    out: dict[str, dict[str, Any]] = {}
    for pair in data.get("pairs", []):
        step = pair.get("rung")
        if not step or not pair["games"] or step["lower"] == "greedy":
            continue
        wins = pair["a_win_rate"] if pair["a"] == step["upper"] else 1 - pair["a_win_rate"]
        out[step["upper"]] = {"below": step["lower"], "wins": round(wins, 3),
                              "games": pair["games"]}
    return out


HEADER = (
    "# How often each AI level beat the level below it, per game and table size.\n"
    "# Written by `polis ladder --strength levels/ai_strength.toml` (see docs/ai-levels.md);\n"
    "# the new-game screen shows it. Edit by running the ladder again, not by hand.\n\n"
)


def read_file(path: Path) -> dict[str, Any]:
    """A strength file's tables ({} when it does not exist yet); ValueError (one line
    naming the file) when it is not TOML."""
    if not path.exists():
        return {}
    return read_toml(path)  # its UserFileError is a ValueError naming the file


def update_file(path: Path, data: dict[str, Any]) -> None:
    """Put one ladder run's rungs into the strength file (other games and sizes kept).

    Raises ValueError (one line naming the file) when the existing file is not usable.
    """
    table = read_file(path)
    section = table.setdefault(data["game"], {})
    if not isinstance(section, dict):
        raise ValueError(f"{one_line(str(path))}: [{data['game']}] is not a table")
    section[str(data["players"])] = rungs_from_ladder(data)
    write_atomic(path, (HEADER + tomli_w.dumps(table)).encode("utf-8"))
    shipped.cache_clear()
