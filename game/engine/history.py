"""Finished games kept as record files in the data folder, and statistics drawn from them.

The history keeps the newest :data:`MAX_HISTORY` records (older ones are deleted).
Statistics per game and opponent level (played, won, best and average score of the
human seats) live in ``stats.toml``; when that file is missing or damaged it is
rebuilt from the history.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import tomli_w

from game.engine import paths
from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.fields import expect_int, expect_list, expect_table
from game.engine.record import (
    MAX_RECORD_BYTES,
    GameRecord,
    load_record,
    record_from_data,
    write_record,
)
from game.engine.tomlfile import read_toml

MAX_HISTORY = 200
STATS_FORMAT = "polis-arcade-stats"
STATS_VERSION = 1
#: the opponent "level" of a one-seat game (Ginkgopolis solo against the automaton)
SOLO = "solo"


@dataclass
class HistoryEntry:
    """One finished game as listed (from the record's stored values, not replayed)."""

    path: Path
    started: str
    game: str
    names: list[str]
    scores: list[int]
    winners: list[int]


@dataclass
class Stats:
    """The human seats' results against one AI level in one game."""

    played: int = 0
    won: int = 0
    lost: int = 0
    best: int = 0
    average: float = 0.0


def history_dir() -> Path:
    """The folder of finished records (created on demand)."""
    folder = paths.data_dir() / "history"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def stats_path() -> Path:
    """The statistics file."""
    return paths.data_dir() / "stats.toml"


# -- the history ----------------------------------------------------------------------
def add_finished(record: GameRecord) -> Path:
    """Keep a finished record (final scores and winners set); the oldest beyond the bound go.

    Also counts it in the statistics. OSError if the data folder cannot be written.
    """
    folder = history_dir()
    _remove_stale_temps(folder)
    files = _files(folder)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    path = folder / f"{stamp}-{record.game}.toml"
    if files and path.name <= files[-1].name:  # the clock went back: stay in order
        path = folder / f"{files[-1].stem}_1.toml"
    write_record(path, record)
    _prune(folder)
    try:
        table = _read_stats()
        _count(table, record)
    except (UserFileError, OSError):
        table = _rebuild_stats()
    _write_stats(table)
    return path


def _remove_stale_temps(folder: Path) -> None:
    """Temporary files of atomic writes cut short by a kill (history and statistics)."""
    stale = [*folder.glob(".*.tmp"), *folder.parent.glob(f".{stats_path().name}.*.tmp")]
    for path in stale:
        with contextlib.suppress(OSError):
            path.unlink()


def _files(folder: Path) -> list[Path]:
    """Record files, oldest first (names start with the date and time)."""
    return sorted(p for p in folder.glob("*.toml") if not p.name.startswith("."))


def _prune(folder: Path) -> None:
    files = _files(folder)
    for old in files[: max(0, len(files) - MAX_HISTORY)]:
        with contextlib.suppress(OSError):
            old.unlink()


_LISTED: dict[Path, tuple[int, int, HistoryEntry | None]] = {}


def list_finished() -> list[HistoryEntry]:
    """Finished games, newest first; files that are not valid records are left out."""
    entries = []
    for path in reversed(_files(history_dir())):
        entry = _entry(path)
        if entry is not None:
            entries.append(entry)
    return entries


def _entry(path: Path) -> HistoryEntry | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    cached = _LISTED.get(path)
    if cached is not None and cached[:2] == (info.st_mtime_ns, info.st_size):
        return cached[2]
    entry = None
    with contextlib.suppress(UserFileError):
        record = record_from_data(read_toml(path, MAX_RECORD_BYTES), path.name)
        if record.final_scores is not None and record.winners is not None:
            entry = HistoryEntry(path, record.started, record.game,
                                 [s.name for s in record.seats], list(record.final_scores),
                                 list(record.winners))
    _LISTED[path] = (info.st_mtime_ns, info.st_size, entry)
    return entry


def load_finished(path: str | Path) -> GameRecord:
    """A history record, checked and replayed (RecordError/UserFileError when unusable)."""
    return load_record(path)


# -- statistics -------------------------------------------------------------------------
Table = dict[tuple[str, str], list[int]]  # (game, level) -> [played, won, best, total]


def stats(game: str, level: str) -> Stats:
    """"You" (the human seats) against ``level`` in ``game``; rebuilt if the file is damaged."""
    try:
        table = _read_stats()
    except (UserFileError, OSError):
        table = _rebuild_stats()
        with contextlib.suppress(OSError):
            _write_stats(table)
    played, won, best, total = table.get((game, level), [0, 0, 0, 0])
    return Stats(played, won, played - won, best if played else 0,
                 round(total / played, 1) if played else 0.0)


def opponent_levels(record: GameRecord) -> list[str]:
    """The AI levels a record counts under (``solo`` for a one-seat game)."""
    levels = sorted({seat.level for seat in record.seats if seat.is_ai})
    if not levels and len(record.seats) == 1:
        return [SOLO]
    return levels


def _count(table: Table, record: GameRecord) -> None:
    humans = [i for i, seat in enumerate(record.seats) if not seat.is_ai]
    if not humans or record.final_scores is None or record.winners is None:
        return
    score = max(record.final_scores[i] for i in humans)
    won = any(i in record.winners for i in humans)
    for level in opponent_levels(record):
        row = table.setdefault((record.game, level), [0, 0, 0, 0])
        row[2] = score if row[0] == 0 else max(row[2], score)
        row[0] += 1
        row[1] += int(won)
        row[3] += score


def _rebuild_stats() -> Table:
    table: Table = {}
    for path in _files(history_dir()):
        with contextlib.suppress(UserFileError):
            record = record_from_data(read_toml(path, MAX_RECORD_BYTES), path.name)
            _count(table, record)
    return table


def _read_stats() -> Table:
    """The statistics file; UserFileError when it is missing or damaged."""
    path = stats_path()
    name = path.name
    data = read_toml(path)
    expect_table(data, name, ("format", "version", "entries"), error=UserFileError)
    if data.get("format") != STATS_FORMAT or data.get("version") != STATS_VERSION:
        raise UserFileError(f"{name}: not a statistics file of this version")
    table: Table = {}
    for i, item in enumerate(expect_list(data.get("entries", []), f"{name}: entries",
                                         error=UserFileError)):
        where = f"{name}: entries[{i}]"
        expect_table(item, where, ("game", "level", "played", "won", "best", "total"),
                     error=UserFileError)
        game, level = item.get("game"), item.get("level")
        if not isinstance(game, str) or not isinstance(level, str):
            raise UserFileError(f"{where}: game and level must be text")
        played = expect_int(item.get("played"), f"{where}.played", 0, 10**9, error=UserFileError)
        won = expect_int(item.get("won"), f"{where}.won", 0, played, error=UserFileError)
        best = expect_int(item.get("best"), f"{where}.best", -10**9, 10**9, error=UserFileError)
        total = expect_int(item.get("total"), f"{where}.total", -10**15, 10**15,
                           error=UserFileError)
        table[(game, level)] = [played, won, best, total]
    return table


def _write_stats(table: Table) -> None:
    entries = [{"game": game, "level": level, "played": row[0], "won": row[1], "best": row[2],
                "total": row[3]} for (game, level), row in sorted(table.items())]
    document = {"format": STATS_FORMAT, "version": STATS_VERSION, "entries": entries}
    write_atomic(stats_path(), tomli_w.dumps(document).encode("utf-8"))
