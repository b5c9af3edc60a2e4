"""AI seats behind one non-blocking interface.

``make_thinker`` returns ``ai.Thinker`` when the AI package provides it, and
otherwise a stand-in that picks a uniformly random legal action on a background
thread (same methods: start, progress, done, result, analysis, cancel).
"""

from __future__ import annotations

import contextlib
import os
import random
import threading
import time
from collections.abc import Callable
from typing import Any

from game.engine.contract import GameState


class RandomThinker:
    """Picks a random legal action after a short, visible 'think'."""

    THINK_SECONDS = 0.35

    def __init__(self, state: GameState, level: str = "random", seed: int | None = None) -> None:
        self._state = state.clone()
        self._rng = random.Random(seed)
        self._result: Any = None
        self._done = threading.Event()
        self._cancelled = threading.Event()
        self._started = 0.0
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Begin thinking on a daemon thread."""
        self._started = time.perf_counter()
        self._thread = threading.Thread(target=self._run, daemon=True, name="random-thinker")
        self._thread.start()

    def _run(self) -> None:
        actions = self._state.legal_actions()
        self._result = self._rng.choice(actions) if actions else None
        self._cancelled.wait(self.THINK_SECONDS)
        self._done.set()

    def progress(self) -> float:
        """Fraction of the thinking time used."""
        if self._done.is_set():
            return 1.0
        return min(0.99, (time.perf_counter() - self._started) / self.THINK_SECONDS)

    def done(self) -> bool:
        """True once a result is ready."""
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for scripts and tests); True if done."""
        return self._done.wait(timeout)

    def result(self) -> Any:
        """The chosen action (only when done)."""
        return self._result

    def analysis(self) -> list:
        """No analysis from a random player."""
        return []

    def cancel(self) -> None:
        """Stop early (the result is then meaningless)."""
        self._cancelled.set()


def ai_module() -> Any | None:
    """The ``ai`` package if it is importable and offers the agreed interface."""
    try:
        import ai
    except Exception:  # noqa: BLE001 - a half-written AI must not break the UI
        return None
    try:
        ai.Thinker  # noqa: B018 - lazily imported attribute
    except Exception:  # noqa: BLE001
        return None
    return ai


def prewarm_async() -> None:
    """Start an AI worker process in the background, so the first move does not stall a frame."""
    module = ai_module()
    if module is None:
        return

    def warm() -> None:
        with contextlib.suppress(Exception):
            from ai.thinker import prewarm

            prewarm(1)

    threading.Thread(target=warm, daemon=True, name="ai-prewarm").start()


def level_names() -> list[str]:
    """AI levels to offer in menus: the AI's levels, else its presets (``ai.levels.PRESETS``).

    Empty when the AI package cannot be imported at all; the menus then offer the
    level already chosen.
    """
    module = ai_module()
    if module is not None:
        try:
            names = list(module.level_names())
            if names:
                return names
        except Exception:  # noqa: BLE001
            pass
    try:
        from ai.levels import PRESETS
    except Exception:  # noqa: BLE001 - a half-written AI must not break the UI
        return []
    return list(PRESETS)


class _Polite:
    """Wraps an ``ai.Thinker`` so that it never costs the frame loop a frame.

    ``start`` runs on a helper thread (serialising the state and, the first time,
    spawning a worker process take tens of milliseconds), and the worker process
    then runs at a lower priority so the UI wins the CPU on a busy machine.
    """

    NICENESS = 10

    def __init__(self, make: Callable[[], Any], fallback: Callable[[], Any]) -> None:
        self._make = make
        self._fallback = fallback
        self._thinker: Any = None
        self._started = threading.Event()
        self._cancelled = False
        self._failure: BaseException | None = None

    def start(self) -> None:
        """Begin thinking without blocking."""
        threading.Thread(target=self._start, daemon=True, name="ai-start").start()

    def _start(self) -> None:
        try:
            try:
                self._thinker = self._make()
            except Exception:  # noqa: BLE001 - unknown level, AI not ready: play on
                self._thinker = self._fallback()
            self._thinker.start()
            pid = getattr(self._thinker, "worker_pid", None)  # the fallback has none
            if isinstance(pid, int) and pid not in _reniced and hasattr(os, "setpriority"):
                with contextlib.suppress(OSError):
                    os.setpriority(os.PRIO_PROCESS, pid, self.NICENESS)
                    _reniced.add(pid)
            if self._cancelled:
                self._thinker.cancel()
        except BaseException as exc:  # noqa: BLE001 - reported through result()
            self._failure = exc
        finally:
            self._started.set()

    def progress(self) -> float:
        """0 until started, then the AI's own progress."""
        if not self._started.is_set() or self._failure is not None:
            return 0.0
        return float(self._thinker.progress())

    def done(self) -> bool:
        """True once the AI has an answer (or failed)."""
        if not self._started.is_set():
            return False
        return self._failure is not None or bool(self._thinker.done())

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for scripts and tests; the frame loop polls ``done``);
        True if done. ``timeout`` only guards against a hang."""
        deadline = None if timeout is None else time.monotonic() + timeout
        if not self._started.wait(timeout):
            return False
        if self._failure is not None:
            return True
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        inner = getattr(self._thinker, "wait", None)
        if inner is None:  # a thinker without wait: poll it
            while not self.done():
                if deadline is not None and time.monotonic() >= deadline:
                    return False
                time.sleep(0.01)
            return True
        return bool(inner(left))

    def result(self) -> Any:
        """The AI's action; raises if it failed."""
        if self._failure is not None:
            raise RuntimeError(f"the AI could not start: {self._failure}")
        return self._thinker.result()

    def analysis(self) -> list:
        """The AI's ranked candidates."""
        if self._failure is not None:
            return []
        return list(self._thinker.analysis())

    def cancel(self) -> None:
        """Stop thinking (also if it has not started yet)."""
        self._cancelled = True
        if self._started.is_set() and self._failure is None:
            self._thinker.cancel()


_reniced: set[int] = set()


def make_thinker(state: GameState, level: str, seed: int | None = None) -> Any:
    """A started-ready thinker for ``state.current_player``."""
    module = ai_module()
    if module is not None and level != "random":
        copy = state.clone()  # the thinker is built on a helper thread: freeze the state now
        return _Polite(lambda: module.Thinker(copy, level=level, seed=seed),
                       lambda: RandomThinker(copy, level, seed))
    return RandomThinker(state, level, seed)
