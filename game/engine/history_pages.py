"""The history's list, read page by page: opening it never reads every record.

Listing the folder (names only) is cheap even with tens of thousands of files; reading
and checking a record is not (about a millisecond and a half each). :class:`HistoryPages`
lists the names once, newest first, and reads a record only when the list needs it:
in order, for a few milliseconds each frame (see :meth:`HistoryPages.read_for`), so the
rows in view come first and the count becomes exact without ever freezing the screen.
With ``lazy`` even the listing is made a slice at a time, frame by frame. Files that are
not valid finished records are left out, as are folders, links to nothing, pipes and
every other non-regular file (never opened).
Listings and entries are kept in memory while the folder and the files are unchanged,
so opening the list again costs a ``stat`` per row.
"""

from __future__ import annotations

import contextlib
import math
import os
import stat
import time
from pathlib import Path
from typing import Any

from game.engine.errors import UserFileError
from game.engine.history import HistoryEntry, history_dir
from game.engine.record import MAX_RECORD_BYTES, record_from_data
from game.engine.tomlfile import read_toml

#: the last listing of each folder, kept while the folder is unchanged (its mtime)
_NAMES: dict[Path, tuple[tuple[int, int, int], list[str]]] = {}
#: entries read, kept while their file is unchanged (mtime, size, inode)
_ENTRIES: dict[Path, tuple[tuple[int, int, int], HistoryEntry | None]] = {}
MAX_CACHED = 50_000


class NameScan:
    """The record files' names in a folder, listed a slice at a time (names only).

    ``names`` is empty until ``done``; then it holds them newest first (names start with
    the time). What each name is (a file, a pipe, a folder…) is checked when it is read,
    never blocking. A listing is reused while the folder is unchanged (its mtime).
    OSError from the constructor when the folder cannot be listed.
    """

    SLICE = 256

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        info = os.stat(folder)
        self.key = (info.st_mtime_ns, info.st_ino, info.st_size)
        self.names: list[str] = []
        self.found: list[str] = []
        cached = _NAMES.get(folder)
        self._scan: Any = None
        self.done = cached is not None and cached[0] == self.key
        if cached is not None and self.done:
            self.names = list(cached[1])
        else:
            self._scan = os.scandir(folder)

    def step(self, deadline: float) -> None:
        """List on until every name is known or ``deadline`` (perf_counter) has passed."""
        while not self.done:
            try:
                for _ in range(self.SLICE):
                    name = next(self._scan).name
                    if name.endswith(".toml") and not name.startswith("."):
                        self.found.append(name)
            except (StopIteration, OSError):
                self._finish()
                return
            if time.perf_counter() >= deadline:
                return

    def _finish(self) -> None:
        self.close()
        self.found.sort(reverse=True)
        self.names, self.found = self.found, []
        self.done = True
        _NAMES.clear()
        _NAMES[self.folder] = (self.key, list(self.names))

    def close(self) -> None:
        """Let go of the folder (a listing cut short stays unfinished)."""
        if self._scan is not None:
            self._scan.close()
            self._scan = None


def record_names(folder: Path) -> list[str]:
    """The record files' names in ``folder``, newest first, listed at once."""
    scan = NameScan(folder)
    scan.step(math.inf)
    return scan.names


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

    def __init__(self, folder: Path | None = None, lazy: bool = False) -> None:
        self.folder = history_dir() if folder is None else folder
        #: the listing; with ``lazy`` it is made a slice at a time by :meth:`read_for`
        self.scan = NameScan(self.folder)
        if not lazy:
            self.scan.step(math.inf)
        self.entries: list[HistoryEntry] = []
        self.files_read = 0

    @property
    def names(self) -> list[str]:
        """Every record file's name, newest first (empty while still listing)."""
        return self.scan.names

    @property
    def listed(self) -> bool:
        """True once the folder has been listed."""
        return self.scan.done

    @property
    def complete(self) -> bool:
        """True once every file has been read."""
        return self.scan.done and self.files_read >= len(self.names)

    def total(self) -> int:
        """The number of entries: exact once complete, else an upper bound (while still
        listing: the names found so far)."""
        if not self.scan.done:
            return len(self.scan.found)
        if self.complete:
            return len(self.entries)
        return len(self.entries) + len(self.names) - self.files_read

    def ensure(self, count: int) -> None:
        """Read on until ``count`` entries are known (or every file was read)."""
        self.scan.step(math.inf)
        while len(self.entries) < count and not self.complete:
            self._read_next()

    def read_for(self, seconds: float) -> None:
        """List and read for at most about ``seconds`` (called once a frame)."""
        deadline = time.perf_counter() + seconds
        self.scan.step(deadline)
        while self.scan.done and not self.complete and time.perf_counter() < deadline:
            self._read_next()

    def page(self, first: int, count: int) -> list[tuple[int, HistoryEntry]]:
        """The entries ``first`` .. ``first + count - 1`` that exist, with their index."""
        self.ensure(first + count)
        return [(i, self.entries[i]) for i in range(first, min(first + count, len(self.entries)))]

    def close(self) -> None:
        """Let go of the folder."""
        self.scan.close()

    def known(self, first: int, count: int) -> list[tuple[int, HistoryEntry]]:
        """Like :meth:`page`, but only the entries already read (never reads)."""
        return [(i, self.entries[i]) for i in range(first, min(first + count, len(self.entries)))]

    def _read_next(self) -> None:
        name = self.names[self.files_read]
        self.files_read += 1
        entry = read_entry(self.folder / name)
        if entry is not None:
            self.entries.append(entry)
