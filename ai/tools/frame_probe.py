"""Measure what AI thinking does to a 60 FPS frame loop: ``python -m ai.tools.frame_probe``.

A stand-in for the pygame loop (no pygame here): every frame does ``--work-ms`` of
pure-Python work (like drawing), polls ``Thinker.progress()`` / ``done()``, then
sleeps to the next 1/60 s tick. Frame times are recorded while a Thinker searches a
real game position, once per mode ("none" = no AI, "thread", "process"), and the
median, p99 and worst frame times are printed.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import time

FRAME = 1.0 / 60.0


def busy(ms: float) -> None:
    """Spin in Python (holding the GIL, like drawing code) for ``ms`` milliseconds."""
    end = time.perf_counter() + ms / 1000.0
    x = 0
    while time.perf_counter() < end:
        x += 1


def _start(state, level: str, mode: str, seed: int, nice: int):
    from ai.thinker import Thinker

    thinker = Thinker(state, level, seed=seed, mode=mode)
    thinker.start()
    pid = thinker.worker_pid
    if nice and pid is not None and hasattr(os, "setpriority"):
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, pid, nice)
    return thinker


def measure(
    state, level: str, mode: str, seconds: float, work_ms: float, nice: int = 0
) -> list[float]:
    """Frame times (ms) of the loop while a Thinker in ``mode`` thinks (``none``: idle).

    ``nice`` > 0 lowers the worker process's priority, as the UI does.
    """
    thinker = None
    if mode != "none":
        thinker = _start(state, level, mode, 1, nice)
    times: list[float] = []
    start = time.perf_counter()
    last = start
    next_tick = start + FRAME
    while time.perf_counter() - start < seconds:
        busy(work_ms)
        if thinker is not None:
            thinker.progress()
            if thinker.done():
                thinker = _start(state, level, mode, len(times), nice)
        now = time.perf_counter()
        if next_tick > now:
            time.sleep(next_tick - now)
        next_tick += FRAME
        if next_tick < time.perf_counter():
            next_tick = time.perf_counter() + FRAME
        frame_end = time.perf_counter()
        times.append((frame_end - last) * 1000.0)
        last = frame_end
    if thinker is not None:
        thinker.cancel()
    return times


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q / 100.0 * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    """Run the probe and print one line per mode."""
    from ai import thinker as thinker_module
    from game import rules

    parser = argparse.ArgumentParser(prog="python -m ai.tools.frame_probe", description=__doc__)
    parser.add_argument("--game", default=None, help="game (default: the first available)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--work-ms", type=float, default=5.0, help="Python work per frame")
    parser.add_argument("--modes", default="none,thread,process")
    parser.add_argument("--nice", type=int, default=0, help="worker niceness (the UI uses 10)")
    args = parser.parse_args(argv)
    names = rules.names()
    if not names:
        print("no game is available yet")
        return 2
    game = args.game or names[0]
    state = rules.get(game).new_game(players=args.players, seed=3)
    thinker_module.prewarm(1)
    print(f"{game}, {args.players} players, level {args.level}, {args.work_ms} ms work/frame")
    for mode in args.modes.split(","):
        times = measure(state, args.level, mode, args.seconds, args.work_ms, args.nice)
        print(
            f"{mode:>8}: {len(times)} frames, median {_pct(times, 50):.1f} ms, "
            f"p99 {_pct(times, 99):.1f} ms, worst {max(times):.1f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
