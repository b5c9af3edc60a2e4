"""OS locks: one holder at a time, in one process or two; a killed holder leaves none."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from game.engine.lock import FileLock, LockBusy, is_locked, locked

HOLDER = textwrap.dedent("""
    import sys
    from game.engine.lock import FileLock
    lock = FileLock(sys.argv[1])
    lock.acquire()
    print("held", flush=True)
    sys.stdin.read()
""")


def _holder(path):
    """A second process that takes the lock, says so and waits (until killed)."""
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, cwd=os.getcwd())
    assert child.stdout.readline().strip() == b"held"
    return child


def test_two_locks_on_one_file_exclude_each_other_in_one_process(tmp_path):
    first, second = FileLock(tmp_path / "a.lock"), FileLock(tmp_path / "a.lock")
    first.acquire()
    with pytest.raises(LockBusy):
        second.acquire()
    assert is_locked(tmp_path / "a.lock")
    first.release()
    assert not is_locked(tmp_path / "a.lock")
    second.acquire()
    assert second.held
    second.release()


def test_a_lock_held_by_another_process_is_busy_until_it_is_killed(tmp_path):
    path = tmp_path / "game.lock"
    child = _holder(path)
    try:
        assert is_locked(path)
        with pytest.raises(LockBusy):
            FileLock(path).acquire()
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    lock = FileLock(path)
    lock.acquire()  # kill -9 left no lock behind
    assert lock.held
    lock.release()


def test_a_removed_lock_file_is_not_locked_by_a_late_opener(tmp_path, monkeypatch):
    import game.engine.lock as lock_module

    path = tmp_path / "g.lock"
    holder = FileLock(path)
    holder.acquire()
    late = FileLock(path)
    calls = []
    real = lock_module._try_lock

    def first_try_while_holder_removes(fd, blocking):
        if not calls:  # the holder finishes between our open and our lock
            calls.append(fd)
            holder.release(remove=True)
        return real(fd, blocking)

    monkeypatch.setattr(lock_module, "_try_lock", first_try_while_holder_removes)
    late.acquire()
    assert late.held and path.exists()
    assert os.fstat(late._fd).st_ino == os.stat(path).st_ino, "locked the file on disk"
    late.release(remove=True)
    assert not path.exists()


def test_locked_waits_and_a_link_is_not_followed(tmp_path):
    with locked(tmp_path / "h.lock") as lock:
        assert lock.held and is_locked(tmp_path / "h.lock")
    assert not is_locked(tmp_path / "h.lock")
    outside = tmp_path / "outside"
    outside.write_text("keep me")
    (tmp_path / "link.lock").symlink_to(outside)
    with pytest.raises(OSError):
        FileLock(tmp_path / "link.lock").acquire()
    assert outside.read_text() == "keep me"
