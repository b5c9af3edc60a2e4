"""Fixtures of the cext tests: both implementations of a module, side by side."""

from __future__ import annotations

import importlib

import pytest


def compiled_or_skip(name: str):
    """The compiled module ``cext.<name>``; skips (a whole module when called at import)
    when the extension is not built or ``POLIS_PUREPYTHON=1`` stands for that."""
    from cext import PURE_PYTHON_FORCED

    if PURE_PYTHON_FORCED:
        pytest.skip("POLIS_PUREPYTHON=1: the extension counts as not built",
                    allow_module_level=True)
    try:
        return importlib.import_module(f"cext.{name}")
    except ImportError:
        pytest.skip(f"cext.{name} is not built (pure-Python install)", allow_module_level=True)


def python_runs_during(call, calls: int = 1, attempts: int = 3) -> bool:
    """True when the main thread is seen running Python in the middle of ``call()``
    made by another thread (with the GIL held through a call it could only run between
    calls). ``calls`` calls per attempt; a busy machine may not schedule the main
    thread in time, so up to ``attempts`` attempts are made."""
    import bisect
    import threading
    import time

    for _ in range(attempts):
        windows: list[tuple[float, float]] = []

        def worker(windows=windows) -> None:
            for _ in range(calls):
                start = time.perf_counter()
                call()
                windows.append((start, time.perf_counter()))

        ticks: list[float] = []
        thread = threading.Thread(target=worker)
        thread.start()
        while thread.is_alive():
            ticks.append(time.perf_counter())
        thread.join()
        middles = [(a + 0.2 * (b - a), b - 0.2 * (b - a)) for a, b in windows]
        # ticks only grow: is there one strictly inside the middle of some call?
        if any(bisect.bisect_right(ticks, lo) < bisect.bisect_left(ticks, hi)
               for lo, hi in middles):
            return True
    return False
