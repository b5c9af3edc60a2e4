"""Finished games kept as record files in the data folder, and statistics drawn from them.

The history keeps the newest :data:`MAX_HISTORY` records (older ones are deleted).
Statistics per game and opponent level (played, won, best and average score of the
human seats) live in ``stats.toml`` with the names of the history files they count:
a history file not among them is counted when the statistics are next read, so a
failed statistics write loses nothing; a missing or damaged file is rebuilt from the
history. Every write to the history or the statistics holds ``history/.lock``.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import tomli_w

from game.engine import paths
from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.fields import expect_int, expect_list, expect_table
from game.engine.lock import locked
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
#: the names this program gives history records: finish time (to the microsecond) and
#: an 8-digit hex key (the game's, or random); always 36 characters
HISTORY_NAME = re.compile(r"^\d{8}-\d{6}-\d{6}-[0-9a-f]{8}\.toml$")
KEY = re.compile(r"^[0-9a-f]{8}$")


def history_lock_path() -> Path:
    """The lock every writer of the history and the statistics holds while writing."""
    return history_dir() / ".lock"


def history_name(key: str | None = None, when: datetime | None = None) -> str:
    """A history file name: fixed length, whatever else is in the folder."""
    if key is None or not KEY.match(key):
        key = secrets.token_hex(4)
    return f"{(when or datetime.now()):%Y%m%d-%H%M%S-%f}-{key}.toml"


def add_finished(record: GameRecord, key: str | None = None) -> Path:
    """Keep a finished record (final scores and winners set); the oldest beyond the bound go.

    ``key`` (8 hex digits, a game in progress's) ends the file name, so a journal can
    tell that its game is in the history (:func:`holds`); a game already there under
    its key is not added again. The record is on disk
    (fsync'd, folder too) when this returns; OSError if it could not be written. The
    statistics are then brought up to date; if that fails nothing is lost, as they are
    counted from the history the next time they are read.
    """
    folder = history_dir()
    with locked(history_lock_path()):
        _remove_stale_temps(folder)
        kept = holds(key, record) if key else None
        if kept is not None:  # finished before (the journal's removal was cut short)
            return kept
        path = folder / history_name(key)
        while path.exists() or path.is_symlink():
            path = folder / history_name()
        write_record(path, record)
        _prune(folder)
        with contextlib.suppress(OSError):
            _update_stats()
    return path


def holds(key: str, record: GameRecord) -> Path | None:
    """The history file of the game ``record`` is a journal of, if it is there.

    A file counts when its name ends with ``key`` and it is the same game (game, seed,
    start, seats) with the journal's actions at its start.
    """
    if not KEY.match(key):
        return None
    try:
        names = [e.name for e in os.scandir(history_dir()) if e.name.endswith(f"-{key}.toml")]
    except OSError:
        return None
    for name in names:
        path = history_dir() / name
        try:
            kept = record_from_data(read_toml(path, MAX_RECORD_BYTES), name)
        except UserFileError:
            continue
        if (kept.game, kept.seed, kept.started, kept.seats) == (
                record.game, record.seed, record.started, record.seats) \
                and kept.actions[: len(record.actions)] == record.actions:
            return path
    return None


def _remove_stale_temps(folder: Path) -> None:
    """Temporary files of atomic writes cut short by a kill (history and statistics).

    Only called with the history lock held, so no other writer's file is in flight.
    """
    stale = [*folder.glob(".*.tmp"), *folder.parent.glob(f".{stats_path().name}.*.tmp")]
    for path in stale:
        with contextlib.suppress(OSError):
            path.unlink()


def _files(folder: Path) -> list[Path]:
    """Record files, oldest first (names start with the date and time)."""
    return sorted(p for p in folder.glob("*.toml") if not p.name.startswith("."))


def _prune(folder: Path) -> None:
    """Delete this program's oldest records beyond the bound (other files are left alone)."""
    files = [p for p in _files(folder) if HISTORY_NAME.match(p.name)]
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
    """"You" (the human seats) against ``level`` in ``game``, counting every history file.

    Games in the history that the statistics file has not counted yet (its write
    failed, or it is missing or damaged) are counted now and the file rewritten.
    """
    try:
        with locked(history_lock_path()):
            table = _update_stats()
    except OSError:  # the folder cannot be written: count without keeping the result
        try:
            table = _counted(*_read_or_rebuild())[0]
        except OSError:  # nor read: no games to count
            table = {}
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


def _update_stats() -> Table:
    """Count the history files not counted yet and write the file (history lock held)."""
    table, counted, changed = _counted(*_read_or_rebuild())
    if changed:
        _write_stats(table, counted)
    return table


def _read_or_rebuild() -> tuple[Table, set[str]]:
    """The statistics file, or an empty table that counts nothing when it is unusable."""
    try:
        return _read_stats()
    except (UserFileError, OSError):
        return {}, set()


def _counted(table: Table, counted: set[str]) -> tuple[Table, set[str], bool]:
    """``table`` with every history file outside ``counted`` added; the names it counts.

    Names of files no longer in the history are dropped (the table keeps their games).
    """
    names = {p.name for p in _files(history_dir())}
    changed = not counted <= names
    for name in sorted(names - counted):
        changed = True
        with contextlib.suppress(UserFileError):
            _count(table, record_from_data(read_toml(history_dir() / name, MAX_RECORD_BYTES),
                                           name))
    return table, names, changed


def _read_stats() -> tuple[Table, set[str]]:
    """The statistics file and the history names it counted; UserFileError when unusable."""
    path = stats_path()
    name = path.name
    data = read_toml(path)
    expect_table(data, name, ("format", "version", "entries", "counted"), error=UserFileError)
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
    if "counted" not in data:  # an earlier version's file: count the history afresh
        return {}, set()
    counted = expect_list(data["counted"], f"{name}: counted", error=UserFileError)
    if not all(isinstance(item, str) for item in counted):
        raise UserFileError(f"{name}: counted: must be a list of file names")
    return table, set(counted)


def _write_stats(table: Table, counted: set[str]) -> None:
    entries = [{"game": game, "level": level, "played": row[0], "won": row[1], "best": row[2],
                "total": row[3]} for (game, level), row in sorted(table.items())]
    document = {"format": STATS_FORMAT, "version": STATS_VERSION, "entries": entries,
                "counted": sorted(counted)}
    write_atomic(stats_path(), tomli_w.dumps(document).encode("utf-8"))
