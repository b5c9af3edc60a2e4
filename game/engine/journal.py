"""The autosave as an append-only journal: a record file that grows one action at a time.

The file is a game record (docs/records.md): its header is written once, atomically,
then each applied action is appended as one ``[[actions]]`` table, flushed and
fsync'd before :meth:`Journal.append` returns. Each entry ends with its ``seat`` line,
so an entry torn by a crash lacks it (or is not even TOML) and reading drops it,
keeping everything before. Undo cuts the file back (``ftruncate``), so no temporary
file is ever left behind by an append or an undo.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tomllib
from datetime import datetime
from pathlib import Path

from game.engine.atomic import write_atomic
from game.engine.errors import NotTomlError
from game.engine.i18n import _
from game.engine.record import (
    MAX_RECORD_BYTES,
    ActionEntry,
    GameRecord,
    RecordError,
    action_bytes,
    check_replay,
    header_bytes,
    record_from_data,
)
from game.engine.tomlfile import read_toml

#: a torn tail longer than this is not a torn entry but damage
MAX_TORN_BYTES = 1024
_SEAT_LINE = re.compile(r"^seat = \d+\n", re.MULTILINE)
_ENTRY_HEAD = "\n[[actions]]\n"


class Journal:
    """An open journal file; every append is on disk when it returns."""

    def __init__(self, path: Path, fd: int, offsets: list[int], size: int) -> None:
        self.path = path
        self._fd: int | None = fd
        #: byte offset where each action's entry starts
        self._offsets = offsets
        self._size = size

    @classmethod
    def start(cls, path: str | Path, record: GameRecord) -> Journal:
        """Write ``record`` (header and any actions) atomically and open it for appending."""
        path = Path(path)
        header = header_bytes(record)
        entries = [action_bytes(a) for a in record.actions]
        offsets = []
        size = len(header)
        for entry in entries:
            offsets.append(size)
            size += len(entry)
        write_atomic(path, header + b"".join(entries))
        flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags)
        return cls(path, fd, offsets, size)

    @property
    def actions(self) -> int:
        """Number of actions in the file."""
        return len(self._offsets)

    def append(self, entry: ActionEntry) -> None:
        """Append one action and fsync it (OSError if the disk refuses)."""
        data = action_bytes(entry)
        fd = self._require()
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
        self._offsets.append(self._size)
        self._size += len(data)

    def truncate(self, count: int) -> None:
        """Keep only the first ``count`` actions (undo)."""
        if count >= len(self._offsets):
            return
        fd = self._require()
        self._size = self._offsets[count]
        del self._offsets[count:]
        os.ftruncate(fd, self._size)
        os.fsync(fd)

    def close(self) -> None:
        """Close the file (it stays on disk)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None

    def remove(self) -> None:
        """Close and delete the file."""
        self.close()
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)

    def _require(self) -> int:
        if self._fd is None:
            raise OSError("the journal is closed")
        return self._fd

    def __del__(self) -> None:
        self.close()


def load_journal(path: str | Path) -> tuple[GameRecord, bool]:
    """The journal's record, replayed; True when a torn last entry was dropped.

    RecordError/UserFileError (one line naming the file) when it cannot be used.
    """
    name = str(path)
    torn = False
    try:
        data = read_toml(path, MAX_RECORD_BYTES)
    except NotTomlError:
        data = _without_torn_tail(path, name)
        torn = True
    actions = data.get("actions")
    if isinstance(actions, list) and actions and isinstance(actions[-1], dict) \
            and "seat" not in actions[-1]:
        # the entry was cut after a whole line but before its seat line
        data = dict(data)
        data["actions"] = actions[:-1]
        torn = True
    record = record_from_data(data, name)
    check_replay(record)
    return record, torn


def _without_torn_tail(path: str | Path, name: str) -> dict:
    """Parse the file up to its last whole entry; RecordError if more than that is wrong."""
    text = _read_text(path, name)
    header_end = text.find(_ENTRY_HEAD)
    cut = -1
    for match in _SEAT_LINE.finditer(text):
        if 0 <= header_end < match.start():
            cut = match.end()
    if cut >= 0:
        if not _torn_entry(text[cut:]):
            cut = -1
    else:  # not one whole entry: the first one was cut; find where it began
        start = len(text)
        while start > 0 and len(text) - start <= MAX_TORN_BYTES:
            start = text.rfind("\n", 0, start)
            if start < 0:
                break
            if _torn_entry(text[start:]):
                cut = start
                break
    if cut < 0:
        raise RecordError(f"{name}: " + _("damaged (not TOML, and not a journal cut off "
                                          "mid-entry)"))
    try:
        return tomllib.loads(text[:cut])
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        raise RecordError(f"{name}: " + _("damaged (not TOML before its last entry)")) from None


def _torn_entry(tail: str) -> bool:
    """True when ``tail`` can be the start of one action entry cut off by a crash."""
    head = tail.lstrip("\n")
    return (len(tail) <= MAX_TORN_BYTES
            and (head.startswith("[[actions]]\n") or "[[actions]]\n".startswith(head)))


def _read_text(path: str | Path, name: str) -> str:
    """A bounded read of a regular file (read_toml already refused anything else)."""
    try:
        with open(path, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise RecordError(f"{name}: " + _("not a regular file"))
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"{name}: " + _("cannot read ({reason})").format(
            reason=exc.strerror or exc)) from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"{name}: " + _("larger than the {n} byte limit").format(
            n=MAX_RECORD_BYTES))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(raw) - 4:  # only a character cut at the very end is a torn write
            raise RecordError(f"{name}: " + _("not UTF-8 text")) from None
        return raw[: exc.start].decode("utf-8")


def set_aside(path: str | Path) -> Path:
    """Rename an unusable journal so it is kept but never offered again; the new path."""
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        suffix = f"-{n}" if n else ""
        target = path.with_name(f"{path.stem}-set-aside-{stamp}{suffix}{path.suffix}")
        if not target.exists():
            os.replace(path, target)
            return target
    raise OSError(f"{path.name}: cannot find a free name to set it aside")


def remove_stale_temps(path: str | Path) -> None:
    """Delete temporary files an atomic write of ``path`` left when the app was killed."""
    path = Path(path)
    with contextlib.suppress(OSError):
        for stale in path.parent.glob(f".{path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                stale.unlink()
