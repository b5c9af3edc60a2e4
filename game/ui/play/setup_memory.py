"""The new-game screen remembers the last table per game (players, seats, options)
and the last game chosen.

Stored in ``setup.toml`` in the data folder: one table per game, and ``[_last]`` with
``game``, the game the screen opens on next time. Read with the hardened
reader; anything missing, damaged or odd gives the defaults (never an error); written
atomically.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine import paths
from game.engine.config import read_user_file, write_user_file

FILE_NAME = "setup.toml"
#: the table holding the last game chosen (no game has this name)
LAST = "_last"
MAX_SEATS = 8
MAX_NAME = 14


@dataclass
class Remembered:
    """The last table of one game."""

    players: int | None = None
    seats: list[dict[str, str]] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)


def path() -> Path:
    """Where the memory lives."""
    return paths.data_dir() / FILE_NAME


def _read_all() -> dict[str, Any]:
    data, _problems = read_user_file(path())  # damage = the defaults
    return data


def _seat(raw: Any) -> dict[str, str] | None:
    if not isinstance(raw, dict):
        return None
    out = {}
    for key in ("name", "colour", "kind", "level"):
        value = raw.get(key)
        if not isinstance(value, str) or not value.isprintable():
            return None
        out[key] = value[:MAX_NAME] if key == "name" else value[:40]
    if out["kind"] not in ("human", "ai"):
        return None
    return out


def load(game: str) -> Remembered:
    """The last table of ``game`` (empty when none, or when the file is damaged)."""
    table = _read_all().get(game)
    if not isinstance(table, dict):
        return Remembered()
    players = table.get("players")
    players = players if isinstance(players, int) and 1 <= players <= MAX_SEATS else None
    raw_seats = table.get("seats")
    seats: list[dict[str, str]] = []
    if isinstance(raw_seats, list):
        for raw in raw_seats[:MAX_SEATS]:
            seat = _seat(raw)
            if seat is None:
                seats = []
                break
            seats.append(seat)
    options = table.get("options")
    options = {k: v for k, v in options.items() if isinstance(v, (bool, str, int, list))} \
        if isinstance(options, dict) else {}
    return Remembered(players, seats, options)


def _table(table: dict[str, Any]) -> dict[str, Any]:
    """The parts of one game's table worth writing back (the types load accepts)."""
    out: dict[str, Any] = {}
    if isinstance(table.get("players"), int):
        out["players"] = table["players"]
    raw_seats = table.get("seats")
    seats = raw_seats if isinstance(raw_seats, list) else []
    out["seats"] = [{k: v for k, v in seat.items() if isinstance(v, str)}
                    for seat in seats if isinstance(seat, dict)]
    raw_options = table.get("options")
    options = raw_options if isinstance(raw_options, dict) else {}
    out["options"] = {k: v for k, v in options.items() if isinstance(v, (bool, int, str, list))}
    return out


def last_game() -> str | None:
    """The game chosen last time (None when none was, or the file is damaged)."""
    table = _read_all().get(LAST)
    game = table.get("game") if isinstance(table, dict) else None
    return game if isinstance(game, str) and game.isidentifier() else None


def _write(everything: dict[str, Any]) -> None:
    data: dict[str, Any] = {name: _table(table) for name, table in everything.items()
                            if isinstance(table, dict) and name != LAST}
    last = everything.get(LAST)
    if isinstance(last, dict) and isinstance(last.get("game"), str):
        data[LAST] = {"game": last["game"]}
    with contextlib.suppress(OSError, TypeError, ValueError):
        write_user_file(path(), data)


def remember_game(game: str) -> None:
    """Open on ``game`` next time (tables kept); a failure to write is silent."""
    everything = _read_all()
    if last_game() == game:
        return
    everything[LAST] = {"game": game}
    _write(everything)


def save(game: str, remembered: Remembered) -> None:
    """Remember ``game``'s table (other games kept) and open on it next time; a failure
    to write is silent."""
    everything = _read_all()
    everything[game] = {"players": remembered.players, "seats": remembered.seats,
                        "options": remembered.options}
    everything[LAST] = {"game": game}
    _write(everything)
