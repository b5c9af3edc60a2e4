"""Reports the program writes for the user to read (crash reports): one new file each.

A report gets a name that no other report can have (the time to the microsecond, the
process id and a counter), is written like every other file (a temporary file, fsync,
then a rename, see :mod:`game.engine.atomic`) and never through a link: the rename
replaces a link of that name instead of writing where it points, and a name that is
taken by anything (a file, a link, a folder, a pipe) is never reused.
"""

from __future__ import annotations

import contextlib
import itertools
import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from game.engine.atomic import write_atomic

_COUNTER = itertools.count(1)
#: names tried before giving up (each try takes a new counter value)
MAX_TRIES = 50


def report_name(prefix: str, now: datetime | None = None) -> str:
    """``<prefix>-YYYYmmdd-HHMMSS-ffffff-<pid>-<n>.txt``: unique per process and call."""
    moment = now or datetime.now()
    return f"{prefix}-{moment.strftime('%Y%m%d-%H%M%S-%f')}-{os.getpid()}-{next(_COUNTER)}.txt"


def write_report(folder: Path, prefix: str, text: str, keep: int,
                 clock: Callable[[], datetime] = datetime.now) -> Path:
    """Write ``text`` as a new report in ``folder``; keep the newest ``keep`` reports.

    OSError when the folder cannot be written (the caller says so on screen).
    """
    for _ in range(MAX_TRIES):
        path = folder / report_name(prefix, clock())
        if not os.path.lexists(path):
            break
    else:
        raise FileExistsError(f"{folder}: no free name for a {prefix} report")
    write_atomic(path, text.encode("utf-8"))
    prune(folder, prefix, keep, path)
    return path


def prune(folder: Path, prefix: str, keep: int, newest: Path) -> None:
    """Remove the oldest regular ``<prefix>-*.txt`` files beyond ``keep`` (links are left)."""
    reports = []
    with contextlib.suppress(OSError), os.scandir(folder) as found:
        for item in found:
            if (item.name.startswith(f"{prefix}-") and item.name.endswith(".txt")
                    and item.is_file(follow_symlinks=False)):
                reports.append(item.name)
    for name in sorted(reports)[: max(0, len(reports) - keep)]:
        if name != newest.name:
            with contextlib.suppress(OSError):
                os.unlink(folder / name)
