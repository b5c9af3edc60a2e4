"""Non-blocking thinking for a frame loop: start, poll progress, read the result, cancel.

By default the search runs in a worker process (``ai.worker``) fed with
``state.to_dict()``: a pure-Python search in a thread of the UI process would take
the GIL away from the 60 FPS loop. Workers are fresh interpreters (never a fork of
the UI process with SDL's threads in it) kept in a small pool, so only the first
Thinker pays the start-up (call :func:`prewarm` at start-up to hide even that). ``mode="thread"``
runs the search in a thread instead (for states whose rules cannot be rebuilt in
another process); ``python -m ai.tools.frame_probe`` measures both.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import json
import os
import socket
import subprocess
import sys
import threading
from multiprocessing.connection import Connection
from typing import Any

from ai import bots, worker
from ai.levels import BASELINES, Level, get_level
from ai.mcts import Candidate, Search
from game.engine.contract import GameState

MODES = ("process", "thread")
PROCESS_SUPPORTED = os.name == "posix"


class _Worker:
    """One worker process and the parent's end of its pipe.

    Started as ``python -c …`` over a socket pair rather than with multiprocessing's
    "spawn", which would re-run the caller's main script in the child.
    """

    def __init__(self) -> None:
        parent, child = socket.socketpair()
        fd = child.fileno()
        paths = [p for p in sys.path if p]
        # Ctrl-C in a terminal reaches the whole process group: the worker ignores it
        # (from its first line, before any import) and ends with its parent instead,
        # when the pipe closes
        code = (
            "import signal; signal.signal(signal.SIGINT, signal.SIG_IGN); "
            "import sys, json; sys.path[:0] = json.loads(sys.argv[1]); "
            "from ai.worker import serve; serve(int(sys.argv[2]))"
        )
        self.process = subprocess.Popen(
            [sys.executable, "-c", code, json.dumps(paths), str(fd)],
            pass_fds=[fd],
            stdin=subprocess.DEVNULL,
        )
        child.close()
        self.conn = Connection(parent.detach())
        self.job: int | None = None  # a job whose final message is still to come

    def alive(self) -> bool:
        return self.process.poll() is None

    def drain(self) -> bool:
        """Read stale messages; True once no job is outstanding."""
        try:
            while self.job is not None and self.conn.poll():
                message = self.conn.recv()
                if message[1] == self.job and message[0] in ("done", "cancelled", "error"):
                    self.job = None
        except (EOFError, OSError):
            return False
        return self.job is None

    def stop(self) -> None:
        with contextlib.suppress(EOFError, OSError):
            self.conn.send(("stop",))
        try:
            self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            self.process.terminate()
            self.process.wait(timeout=1.0)
        self.conn.close()


_lock = threading.Lock()
_idle: list[_Worker] = []
_busy: list[_Worker] = []
_jobs = itertools.count(1)


def _acquire() -> _Worker:
    with _lock:
        for candidate in list(_busy):
            if candidate.job is not None and candidate.drain() and candidate.alive():
                _busy.remove(candidate)
                _idle.append(candidate)
        while _idle:
            found = _idle.pop()
            if found.alive():
                _busy.append(found)
                return found
        found = _Worker()
        _busy.append(found)
        return found


def _release(item: _Worker) -> None:
    with _lock:
        if item in _busy and item.job is None:
            _busy.remove(item)
            if item.alive():
                _idle.append(item)


def prewarm(count: int = 1) -> None:
    """Start ``count`` idle worker processes now, so the first move does not wait."""
    with _lock:
        while len(_idle) < count:
            _idle.append(_Worker())


@atexit.register
def shutdown() -> None:
    """Stop every worker process (also run at interpreter exit)."""
    with _lock:
        for item in _idle + _busy:
            item.stop()
        _idle.clear()
        _busy.clear()


class Thinker:
    """Think about ``state`` for ``state.current_player`` without blocking the caller.

    The state is copied at construction and never mutated. ``progress()`` and
    ``done()`` only read what the search reported; call them every frame.
    """

    def __init__(
        self,
        state: GameState,
        level: str | Level = "normal",
        seed: int | None = None,
        mode: str = "process",
    ) -> None:
        if state.current_player is None:
            raise ValueError("the game is over: there is nothing to decide")
        if mode not in MODES:
            raise ValueError(f"unknown mode '{mode}' (known: {', '.join(MODES)})")
        self._state = state.clone()
        self._baseline = level if level in BASELINES else None
        self._level = None if self._baseline else get_level(level)
        self._seed = int.from_bytes(os.urandom(8), "little") if seed is None else int(seed)
        self._mode = mode
        self._progress = 0.0
        self._done = False
        self._cancelled = False
        self._error: str | None = None
        self._chosen: Any = None
        self._candidates: list[Candidate] = []
        self._worker: _Worker | None = None
        self._job = 0
        self._thread: threading.Thread | None = None
        self._stop_flag = False
        self._started = False

    # --- control --------------------------------------------------------------------

    def start(self) -> None:
        """Begin thinking (returns at once)."""
        if self._started:
            raise RuntimeError("this Thinker was already started")
        self._started = True
        actions = self._state.legal_actions()
        if self._baseline is not None or len(actions) == 1:
            self._run_inline()
            return
        if self._mode == "process" and PROCESS_SUPPORTED:
            try:
                locator = worker.locate(self._state)
                data = self._state.to_dict()
            except Exception:  # noqa: BLE001 - fall back to a thread, never fail the UI
                self._mode = "thread"
            else:
                assert self._level is not None
                self._worker = _acquire()
                self._job = next(_jobs)
                self._worker.job = self._job
                self._worker.conn.send(
                    ("search", self._job, locator, data, self._level.to_dict(), self._seed)
                )
                return
        self._thread = threading.Thread(target=self._run_thread, daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop thinking; ``done()`` becomes True and there is no result."""
        if self._done:
            return
        self._cancelled = True
        self._done = True
        self._stop_flag = True
        if self._worker is not None:
            with contextlib.suppress(EOFError, OSError):
                self._worker.conn.send(("cancel", self._job))
            self._worker = None  # the pool takes it back once it acknowledges

    @property
    def worker_pid(self) -> int | None:
        """The process id of the worker thinking for this Thinker, while it does
        (None for a thread or inline search), e.g. to lower its priority."""
        item = self._worker
        return None if item is None else item.process.pid

    # --- polling --------------------------------------------------------------------

    def progress(self) -> float:
        """Fraction of the thinking budget used (0..1)."""
        self._pump()
        return 1.0 if self._done else self._progress

    def done(self) -> bool:
        """True when a result is ready (or the thinking was cancelled or failed)."""
        self._pump()
        return self._done

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for scripts and tests); True if done."""
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        while not self.done():
            if self._worker is not None:
                remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
                with contextlib.suppress(EOFError, OSError):
                    self._worker.conn.poll(remaining if remaining is not None else 0.1)
            elif self._thread is not None:
                self._thread.join(0.05)
            if deadline is not None and time.monotonic() >= deadline:
                return self.done()
        return True

    def result(self) -> Any:
        """The chosen action (a legal action of the state given); only when done."""
        if not self.done():
            raise RuntimeError("the Thinker is not done yet")
        if self._cancelled:
            raise RuntimeError("the thinking was cancelled")
        if self._error is not None:
            raise RuntimeError(f"the AI failed: {self._error}")
        return self._chosen

    def analysis(self) -> list[Candidate]:
        """The ranked candidates (empty for a baseline, a cancel or a failure)."""
        if not self.done():
            raise RuntimeError("the Thinker is not done yet")
        return list(self._candidates)

    # --- internals ------------------------------------------------------------------

    def _finish(self, chosen_text: str, rows: list[tuple[str, float, float, float]]) -> None:
        legal = {str(a): a for a in self._state.legal_actions()}
        self._candidates = [
            Candidate(legal[text], text, share, win, margin)
            for text, share, win, margin in rows
            if text in legal
        ]
        self._chosen = legal[chosen_text]
        self._progress = 1.0
        self._done = True

    def _pump(self) -> None:
        item = self._worker
        if item is None or self._done:
            return
        try:
            while item.conn.poll():
                message = item.conn.recv()
                if message[1] != self._job:
                    continue
                kind = message[0]
                if kind == "progress":
                    self._progress = float(message[2])
                    continue
                item.job = None
                if kind == "done":
                    self._finish(message[2], message[3])
                elif kind == "error":
                    self._error = message[2]
                    self._done = True
                else:
                    self._cancelled = True
                    self._done = True
                self._worker = None
                _release(item)
                return
        except (EOFError, OSError) as exc:
            self._error = f"the AI worker died ({exc})"
            self._done = True
            self._worker = None
            return
        if not item.alive():
            self._error = "the AI worker process died"
            self._done = True
            self._worker = None

    def _run_inline(self) -> None:
        level = self._baseline or self._level
        assert level is not None
        self._chosen = bots.decide(self._state, level, self._seed)
        self._progress = 1.0
        self._done = True

    def _run_thread(self) -> None:
        assert self._level is not None
        try:
            search = Search(self._state, self._level, self._seed)

            def on_progress(fraction: float) -> None:
                self._progress = fraction

            search.run(should_stop=lambda: self._stop_flag, on_progress=on_progress)
            if self._stop_flag:
                return
            candidates = search.candidates()
            chosen = search.choose()
            self._candidates = candidates
            self._chosen = chosen
            self._progress = 1.0
            self._done = True
        except Exception as exc:  # noqa: BLE001 - reported through result()
            self._error = f"{type(exc).__name__}: {exc}"
            self._done = True
