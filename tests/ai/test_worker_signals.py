"""Ctrl-C and a dying parent: AI worker processes (the Thinker's and the arena's pool)
ignore SIGINT, print no traceback, and end with their parent (issue 27, item 9).

Each case runs a small parent program in its own session with SIGINT at its default
(as in a terminal), then sends SIGINT to the whole group or SIGKILL to the parent.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: generous bounds for events (not timed assertions: the cases wait for them)
WAIT_SECONDS = 300.0

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups are POSIX")

THINKER_PARENT = textwrap.dedent("""
    import sys, time
    from ai import thinker
    from game import rules
    state = rules.get("akropolis").new_game(players=2, seed=3, options={})
    job = thinker.Thinker(state, "expert", seed=1)
    job.start()
    time.sleep(0.5)
    try:  # from the line that tells the test the pids: Ctrl-C may come at once
        print(*(w.process.pid for w in thinker._busy + thinker._idle), flush=True)
        time.sleep(120)
    except KeyboardInterrupt:
        print("parent interrupted", file=sys.stderr, flush=True)
        sys.exit(130)
""")

ARENA_PARENT = textwrap.dedent("""
    import multiprocessing, sys
    from ai.tools import arena
    jobs = arena.schedule("akropolis", 2, ["beginner", "beginner"], 400, 1)
    def done(record, count):
        if count == 1:
            print(*(p.pid for p in multiprocessing.active_children()), flush=True)
    try:
        arena.run_games(jobs, 2, done, iterations_only=True)
    except KeyboardInterrupt:
        print("parent interrupted", file=sys.stderr, flush=True)
        sys.exit(130)
""")


def _start(code: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def _children(parent: subprocess.Popen) -> list[int]:
    line = parent.stdout.readline().decode().split()
    assert line, parent.stderr.read().decode()
    return [int(pid) for pid in line]


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(")")[-1].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False


def _wait_gone(pids: list[int]) -> bool:
    end = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < end:
        if all(_gone(pid) for pid in pids):
            return True
        time.sleep(0.05)
    return False


def _kill_left(pids: list[int]) -> None:
    for pid in pids:
        if not _gone(pid):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("code", [THINKER_PARENT, ARENA_PARENT], ids=["thinker", "arena"])
def test_ctrl_c_prints_no_traceback_and_the_workers_end(code):
    parent = _start(code)
    workers = _children(parent)
    try:
        assert workers
        os.killpg(parent.pid, signal.SIGINT)  # what Ctrl-C in a terminal does
        _out, err = parent.communicate(timeout=WAIT_SECONDS)
        text = err.decode()
        assert parent.returncode == 130, text
        assert "Traceback" not in text and "KeyboardInterrupt" not in text, text
        assert "Process ForkPoolWorker" not in text, text
        assert text.strip() == "parent interrupted"
        assert _wait_gone(workers)
    finally:
        _kill_left(workers)


@pytest.mark.parametrize("code", [THINKER_PARENT, ARENA_PARENT], ids=["thinker", "arena"])
def test_the_workers_end_with_a_killed_parent(code):
    parent = _start(code)
    workers = _children(parent)
    try:
        parent.kill()  # kill -9: no cleanup runs in the parent
        parent.wait(timeout=WAIT_SECONDS)
        assert _wait_gone(workers)
    finally:
        _kill_left(workers)
        parent.stdout.close()
        parent.stderr.close()
