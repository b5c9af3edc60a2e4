"""Versioned TOML saves: rules name, options, seed, full state and history.

Written atomically after every action; loading validates size, schema, version
and game name, and reports any defect as one UserFileError sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from game.engine.atomic import write_atomic
from game.engine.contract import GameState
from game.engine.errors import UserFileError
from game.engine.tomlfile import read_toml

SAVE_VERSION = 1
MAX_SAVE_BYTES = 1 << 20


@dataclass
class SavedGame:
    """A game as stored: enough to rebuild the state and the table around it."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    state: GameState
    #: the app's own table data: seat names, colours, human/AI and levels …
    table: dict[str, Any] = field(default_factory=dict)


def to_toml(saved: SavedGame) -> bytes:
    """Serialize a save to TOML bytes."""
    document = {
        "format": "polis-arcade-save",
        "version": SAVE_VERSION,
        "game": saved.game,
        "players": saved.players,
        "seed": saved.seed,
        "options": saved.options,
        "table": saved.table,
        "state": saved.state.to_dict(),
    }
    return tomli_w.dumps(document).encode("utf-8")


def write_save(path: str | Path, saved: SavedGame) -> None:
    """Write atomically; on failure the previous file stays as it was."""
    write_atomic(path, to_toml(saved))


def _require(data: dict[str, Any], key: str, kind: type, name: str) -> Any:
    if key not in data:
        raise UserFileError(f"{name}: {key}: missing")
    value = data[key]
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise UserFileError(f"{name}: {key}: expected {kind.__name__}")
    return value


def load_save(path: str | Path) -> SavedGame:
    """Read and validate a save; UserFileError naming the file and the defect."""
    from game import rules

    name = str(path)
    data = read_toml(path, MAX_SAVE_BYTES)
    if data.get("format") != "polis-arcade-save":
        raise UserFileError(f"{name}: format: not a Polis Arcade save")
    version = _require(data, "version", int, name)
    if version != SAVE_VERSION:
        raise UserFileError(
            f"{name}: version: save format {version} is not supported (this program reads "
            f"{SAVE_VERSION})"
        )
    game_name = _require(data, "game", str, name)
    try:
        game_rules = rules.get(game_name)
    except ValueError:
        raise UserFileError(f'{name}: game: unknown game "{game_name}"') from None
    players = _require(data, "players", int, name)
    if players not in game_rules.player_counts:
        raise UserFileError(f"{name}: players: {game_rules.title} is not for {players} players")
    seed = _require(data, "seed", int, name)
    options = _require(data, "options", dict, name)
    table = data.get("table", {})
    if not isinstance(table, dict):
        raise UserFileError(f"{name}: table: expected a table")
    state_data = _require(data, "state", dict, name)
    try:
        state = game_rules.from_dict(state_data)
    except Exception as exc:  # noqa: BLE001 - any defect in the data means "damaged"
        raise UserFileError(f"{name}: state: damaged game state ({_short(exc)})") from None
    if state.num_players != players:
        raise UserFileError(f"{name}: state: holds {state.num_players} seats, not {players}")
    return SavedGame(game_name, players, seed, options, state, table)


def _short(exc: Exception) -> str:
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0][:120]
