"""The history's list, read page by page: opening it never reads every record.

Listing the folder (names only, one ``listdir``) is cheap even with tens of thousands
of files; reading and checking a record is not (about a millisecond and a half each).
:class:`HistoryPages` lists the names once, newest first, and reads a record only
when the list needs it: in order, for a few milliseconds each frame (see
:meth:`HistoryPages.read_for`), so the rows in view come first and the count becomes
exact without ever freezing the screen. Files that are not valid finished records are left out, as
are folders, links to nothing, pipes and every other non-regular file (never opened).
Listings and entries are kept in memory while the folder and the files are unchanged,
so opening the list again costs a ``stat`` per row.
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from pathlib import Path

from game.engine.errors import UserFileError
from game.engine.history import HistoryEntry, history_dir
from game.engine.record import MAX_RECORD_BYTES, record_from_data
from game.engine.tomlfile import read_toml

#: the last listing of each folder, kept while the folder is unchanged (its mtime)
_NAMES: dict[Path, tuple[tuple[int, int, int], list[str]]] = {}
#: entries read, kept while their file is unchanged (mtime, size, inode)
_ENTRIES: dict[Path, tuple[tuple[int, int, int], HistoryEntry | None]] = {}
MAX_CACHED = 50_000


def record_names(folder: Path) -> list[str]:
    """The record files' names in ``folder``, newest first (names start with the time).

    Names only: what each name is (a file, a pipe, a folder…) is checked when it is
    read, without ever blocking. A listing is reused while the folder is unchanged.
    """
    info = os.stat(folder)
    key = (info.st_mtime_ns, info.st_ino, info.st_size)
    cached = _NAMES.get(folder)
    if cached is not None and cached[0] == key:
        return list(cached[1])
    names = [name for name in os.listdir(folder)
             if name.endswith(".toml") and not name.startswith(".")]
    names.sort(reverse=True)
    _NAMES.clear()
    _NAMES[folder] = (key, names)
    return list(names)


def read_entry(path: Path) -> HistoryEntry | None:
    """The listed values of one finished record (None when it is not one)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    key = (info.st_mtime_ns, info.st_size, info.st_ino)
    cached = _ENTRIES.get(path)
    if cached is not None and cached[0] == key:
        return cached[1]
    entry = None
    if stat.S_ISREG(info.st_mode):  # a pipe, a folder, a device: never opened
        with contextlib.suppress(UserFileError, OSError):
            record = record_from_data(read_toml(path, MAX_RECORD_BYTES), path.name)
            if record.final_scores is not None and record.winners is not None:
                entry = HistoryEntry(path, record.started, record.game,
                                     [s.name for s in record.seats],
                                     list(record.final_scores), list(record.winners))
    if len(_ENTRIES) >= MAX_CACHED:
        _ENTRIES.clear()
    _ENTRIES[path] = (key, entry)
    return entry


class HistoryPages:
    """Finished games, newest first, read as the list needs them.

    ``entries`` holds the valid entries found so far, in order; ``complete`` says every
    file has been looked at. OSError from the constructor when the folder cannot be
    listed.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = history_dir() if folder is None else folder
        self.names = record_names(self.folder)
        self.entries: list[HistoryEntry] = []
        self.files_read = 0

    @property
    def complete(self) -> bool:
        """True once every file has been read."""
        return self.files_read >= len(self.names)

    def total(self) -> int:
        """The number of entries: exact once complete, else an upper bound."""
        if self.complete:
            return len(self.entries)
        return len(self.entries) + len(self.names) - self.files_read

    def ensure(self, count: int) -> None:
        """Read on until ``count`` entries are known (or every file was read)."""
        while len(self.entries) < count and not self.complete:
            self._read_next()

    def read_for(self, seconds: float) -> None:
        """Read more files for at most about ``seconds`` (called once a frame)."""
        deadline = time.perf_counter() + seconds
        while not self.complete and time.perf_counter() < deadline:
            self._read_next()

    def page(self, first: int, count: int) -> list[tuple[int, HistoryEntry]]:
        """The entries ``first`` .. ``first + count - 1`` that exist, with their index."""
        self.ensure(first + count)
        return [(i, self.entries[i]) for i in range(first, min(first + count, len(self.entries)))]

    def known(self, first: int, count: int) -> list[tuple[int, HistoryEntry]]:
        """Like :meth:`page`, but only the entries already read (never reads)."""
        return [(i, self.entries[i]) for i in range(first, min(first + count, len(self.entries)))]

    def _read_next(self) -> None:
        name = self.names[self.files_read]
        self.files_read += 1
        entry = read_entry(self.folder / name)
        if entry is not None:
            self.entries.append(entry)
