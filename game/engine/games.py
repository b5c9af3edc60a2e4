"""The games in progress: one journal per unfinished game in ``<data>/games/``.

Each game has an id (``20261202-024716-1a2b3c4d``: when it started and 8 random hex
digits), its journal ``<id>.toml`` and its lock file ``<id>.lock``. Whoever writes the
journal holds the lock (:mod:`game.engine.lock`), so a second window sees the game as
open elsewhere and never writes it; the lock file exists only while someone holds
it (a holder deletes it before letting go; one left by a kill means nothing). Files
whose names are not ids are the user's and are left alone. An ``autosave.toml`` from
before (one game in progress) moves in here.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game.engine import paths
from game.engine.errors import UserFileError
from game.engine.i18n import _
from game.engine.journal import load_journal, remove_stale_temps, set_aside
from game.engine.lock import FileLock, LockBusy, is_locked
from game.engine.record import GameRecord

GAME_ID = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{8}$")


class GameBusy(UserFileError):
    """The game is open in another window (its lock is held)."""


@dataclass
class GameInProgress:
    """One unfinished game as the Continue list shows it."""

    game_id: str
    record: GameRecord
    #: when its journal last changed (the last move)
    when: datetime
    #: True while another window plays it
    busy: bool = False

    @property
    def moves(self) -> int:
        """Actions played so far."""
        return len(self.record.actions)


def games_dir() -> Path:
    """The folder of games in progress (created on demand)."""
    folder = paths.data_dir() / "games"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def new_game_id(now: datetime | None = None) -> str:
    """A fresh id: the time and 8 random hex digits (fixed length)."""
    return f"{(now or datetime.now()):%Y%m%d-%H%M%S}-{secrets.token_hex(4)}"


def key_of(game_id: str) -> str:
    """The id's random part, which names the game's file in the history."""
    return game_id.rsplit("-", 1)[-1]


def journal_path(game_id: str) -> Path:
    """The game's journal."""
    return games_dir() / f"{game_id}.toml"


def lock_path(game_id: str) -> Path:
    """The game's lock file."""
    return games_dir() / f"{game_id}.lock"


def claim(game_id: str, tries: int = 1) -> FileLock:
    """Take the game's lock for this window: GameBusy when another window has it.

    UserFileError (one line) when the lock file cannot be made (a folder in its place).
    With ``tries`` above 1 a busy lock is tried again every 40 ms (another window's
    title may be holding it for the moment it takes to read the journal).
    """
    lock = FileLock(lock_path(game_id))
    for attempt in range(tries):
        try:
            lock.acquire()
            return lock
        except LockBusy:
            if attempt + 1 < tries:
                time.sleep(0.04)
        except OSError as exc:  # a folder or a link where the lock file goes
            # Translators: {reason} is the system's reason (in English)
            raise UserFileError(f"{lock.path.name}: " + _(
                "this game cannot be locked ({reason})").format(
                    reason=exc.strerror or exc)) from None
    raise GameBusy(_("This game is open in another window."))


def open_game(game_id: str) -> tuple[GameRecord, FileLock]:
    """The game's record and its lock, held, ready to play on.

    GameBusy when another window plays it; UserFileError (one line) when it is gone
    (finished or deleted meanwhile) or cannot be read.
    """
    if not GAME_ID.match(game_id):
        raise UserFileError(f"{game_id}: not a game in progress")
    lock = claim(game_id, tries=25)
    try:
        record = _usable(game_id, lock, fresh=True)
    except BaseException:
        lock.release(remove=not os.path.lexists(journal_path(game_id)))
        raise
    if record is None:
        lock.release(remove=True)
        raise UserFileError(_("This game is no longer in progress (it was finished or "
                              "deleted)."))
    return record, lock


def delete_game(game_id: str) -> None:
    """Delete a game in progress (GameBusy when another window plays it)."""
    if not GAME_ID.match(game_id):
        raise UserFileError(f"{game_id}: not a game in progress")
    lock = claim(game_id)
    try:
        journal_path(game_id).unlink(missing_ok=True)
    finally:
        lock.release(remove=True)


def list_games() -> tuple[list[GameInProgress], list[str]]:
    """The games in progress, newest first, and one-time notices (a journal set aside).

    Each journal not open elsewhere is tidied on the way: its stale temporary files go,
    one that does not replay is set aside (renamed, never deleted), and one whose game
    is over or already in the history is finished (put in the history) and removed.
    """
    notices = []
    folder = games_dir()
    migrate_autosave(folder)
    found = []
    for entry in _journals(folder):
        game_id = entry.name[: -len(".toml")]
        if is_locked(lock_path(game_id)):
            item = _peek(game_id)
            if item is not None:
                found.append(item)
            continue
        try:
            lock = claim(game_id)
        except GameBusy:
            continue
        except (UserFileError, OSError):  # no lock can be made: list it, opening says why
            item = _peek(game_id)
            if item is not None:
                item.busy = False
                found.append(item)
            continue
        try:
            try:
                record = _usable(game_id, lock)
            except UserFileError as exc:
                notices.append(str(exc))
                continue
            if record is not None:
                found.append(GameInProgress(game_id, record, _mtime(journal_path(game_id))))
        finally:
            lock.release(remove=True)  # safe: whoever opened it meanwhile locks anew
    found.sort(key=lambda g: (g.when, g.game_id), reverse=True)
    return found, notices


def _journals(folder: Path) -> list[os.DirEntry]:
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    return [e for e in entries
            if e.name.endswith(".toml") and GAME_ID.match(e.name[: -len(".toml")])]


def _peek(game_id: str) -> GameInProgress | None:
    """A game another window plays, read without writing anything."""
    path = journal_path(game_id)
    try:
        record, _over = _load(path)
    except Exception:  # noqa: BLE001 - the other window owns it; say nothing about it
        return None
    return GameInProgress(game_id, record, _mtime(path), busy=True)


#: journals read, kept while the file is unchanged (mtime, size, inode), with whether
#: the game is over: a title shown again does not replay every game in progress again
_LOADED: dict[Path, tuple[tuple[int, int, int], GameRecord, bool]] = {}


def _load(path: Path, fresh: bool = False) -> tuple[GameRecord, bool]:
    """The journal's record (load_journal) and whether its game is over; from memory
    when the file has not changed since it was last read (never when ``fresh``: a
    game about to be played on is always read from the disk)."""
    try:
        info = os.stat(path, follow_symlinks=False)
        key: tuple[int, int, int] | None = (info.st_mtime_ns, info.st_size, info.st_ino)
    except OSError:
        key = None
    cached = _LOADED.get(path)
    if not fresh and key is not None and cached is not None and cached[0] == key:
        return _copy(cached[1]), cached[2]
    record, _torn = load_journal(path)
    over = record.replay().is_terminal()
    if key is not None:
        _LOADED[path] = (key, record, over)
    return _copy(record), over


def _copy(record: GameRecord) -> GameRecord:
    """A copy whose lists the caller may change (finishing it sets the scores)."""
    return GameRecord(record.game, record.rules_version, dict(record.options),
                      list(record.seats), record.seed, list(record.actions), record.started,
                      source=record.source)


def _mtime(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(os.stat(path).st_mtime)
    except (OSError, ValueError, OverflowError):
        return datetime.fromtimestamp(0)


def _usable(game_id: str, lock: FileLock, fresh: bool = False) -> GameRecord | None:
    """The journal's record if it is a game to play on (its lock held), else None.

    UserFileError (the notice) when the journal did not replay and was set aside.
    """
    from game.engine import history

    path = journal_path(game_id)
    remove_stale_temps(path)
    if not os.path.lexists(path):
        return None
    try:
        record, over = _load(path, fresh)
    except Exception:  # noqa: BLE001 - whatever is wrong with it, the title must work
        try:
            target = set_aside(path)
        except OSError:
            raise UserFileError(_("A game in progress could not be restored.")) from None
        # Translators: {file} is the new name of the game's file
        raise UserFileError(_("A game in progress could not be restored; it was set aside as "
                              "{file} in the games folder.").format(file=target.name)) from None
    if history.holds(key_of(game_id), record) is not None:
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    if over:  # the app stopped on the results screen: keep it
        record.finished(record.replay())
        try:
            history.add_finished(record, key_of(game_id))
        except OSError:
            return None  # not offered (it is over); kept until the history can be written
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    return record


def migrate_autosave(folder: Path | None = None) -> Path | None:
    """Move the single ``autosave.toml`` of earlier versions in as a game in progress."""
    old = paths.data_dir() / "autosave.toml"
    if not os.path.lexists(old):
        return None
    folder = folder or games_dir()
    target = folder / f"{new_game_id()}.toml"
    try:
        os.replace(old, target)
    except OSError:
        return None
    with contextlib.suppress(OSError):  # what a killed atomic write of it left
        remove_stale_temps(old)
    return target
