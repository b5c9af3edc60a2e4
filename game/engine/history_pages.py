"""The history's list, read page by page: opening it never reads every record.

Listing the folder (names only, one ``scandir``) is cheap even with tens of thousands
of files; reading and checking a record is not (about a millisecond and a half each).
:class:`HistoryPages` lists the names once, newest first, and reads a record only
when the list needs it: the rows in view, then a few more each frame (see
:meth:`HistoryPages.read_for`) until all are known, so the count becomes exact without
ever freezing the screen. Files that are not valid finished records are left out, as
are folders, links to nothing, pipes and every other non-regular file (never opened).
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from game.engine.errors import UserFileError
from game.engine.history import HistoryEntry, history_dir
from game.engine.record import MAX_RECORD_BYTES, record_from_data
from game.engine.tomlfile import read_toml


def record_names(folder: Path) -> list[str]:
    """The record files' names in ``folder``, newest first (names start with the time)."""
    names = []
    with os.scandir(folder) as found:
        for item in found:
            if item.name.startswith(".") or not item.name.endswith(".toml"):
                continue
            with contextlib.suppress(OSError):
                if item.is_file():  # follows a link; a FIFO, a folder or nothing: False
                    names.append(item.name)
    names.sort(reverse=True)
    return names


def read_entry(path: Path) -> HistoryEntry | None:
    """The listed values of one finished record (None when it is not one)."""
    try:
        record = record_from_data(read_toml(path, MAX_RECORD_BYTES), path.name)
    except (UserFileError, OSError):
        return None
    if record.final_scores is None or record.winners is None:
        return None
    return HistoryEntry(path, record.started, record.game, [s.name for s in record.seats],
                        list(record.final_scores), list(record.winners))


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

    def _read_next(self) -> None:
        name = self.names[self.files_read]
        self.files_read += 1
        entry = read_entry(self.folder / name)
        if entry is not None:
            self.entries.append(entry)
