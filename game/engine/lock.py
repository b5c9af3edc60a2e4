"""Advisory OS locks on small lock files, released by the OS when the process dies.

A :class:`FileLock` is ``fcntl.flock`` on POSIX and ``msvcrt.locking`` on Windows, held
on a file that only ever serves as a lock. Because the OS drops the lock with the
process, ``kill -9`` leaves no lock behind, and a lock file left on disk means nothing
by itself. A lock file may be deleted by its holder (:meth:`FileLock.release` with
``remove``); whoever then acquires the deleted file notices and tries again on the new one.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path


class LockBusy(OSError):
    """The lock is held by another process (or another lock object of this one)."""


if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int, blocking: bool) -> bool:
        """Lock ``fd``'s first byte; False when it is busy and ``blocking`` is False."""
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_LOCK if blocking else msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int, blocking: bool) -> bool:
        """Lock ``fd`` exclusively; False when it is busy and ``blocking`` is False."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class FileLock:
    """An exclusive lock on ``path`` (the file is created when missing)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._fd is not None

    def acquire(self, blocking: bool = False) -> None:
        """Take the lock; LockBusy when another holder has it and not ``blocking``.

        OSError when the lock file cannot be opened (a folder that cannot be written,
        a name that is a folder); a link is never followed.
        """
        if self._fd is not None:
            return
        flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0)
                 | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
        for _ in range(100):
            fd = os.open(self.path, flags, 0o644)
            try:
                if not _try_lock(fd, blocking):
                    raise LockBusy(f"{self.path.name}: open in another window")
                if _same_file(fd, self.path):
                    self._fd = fd
                    return
            except BaseException:
                os.close(fd)
                raise
            os.close(fd)  # the holder deleted it after we opened it: lock the new one
        raise LockBusy(f"{self.path.name}: the lock file keeps being replaced")

    def release(self, remove: bool = False) -> None:
        """Give the lock up; with ``remove`` the lock file is deleted first (still held)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if remove:
            with contextlib.suppress(OSError):
                self.path.unlink()
        with contextlib.suppress(OSError):
            _unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)

    def __enter__(self) -> FileLock:
        self.acquire(blocking=True)
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()


def _same_file(fd: int, path: Path) -> bool:
    """True when ``path`` still names the file open as ``fd``."""
    try:
        now = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (now.st_dev, now.st_ino) == (mine.st_dev, mine.st_ino)


def is_locked(path: str | Path) -> bool:
    """True when another holder has the lock on ``path`` right now (a probe, no waiting)."""
    if not os.path.lexists(path):
        return False
    probe = FileLock(path)
    try:
        probe.acquire()
    except LockBusy:
        return True
    except OSError:
        return False
    probe.release()
    return False


@contextlib.contextmanager
def locked(path: str | Path) -> Iterator[FileLock]:
    """Hold the lock on ``path`` for a ``with`` block, waiting for it if needed."""
    lock = FileLock(path)
    lock.acquire(blocking=True)
    try:
        yield lock
    finally:
        lock.release()
