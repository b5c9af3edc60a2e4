"""``python -m game.ui.shell.replays_bench``: how long the Replays list takes to open.

Builds a history of ``--files`` finished records (copies of one real record) in a
temporary data folder, then times, ``--repeats`` times, what a click on Replays costs
(headless, frames back to back): until its first frame is on screen (the folder
listed), and until the rows in view are filled (read a few milliseconds per frame).
The first opening is the cold one; later ones reuse the listing while the folder is
unchanged. Prints ms (``--json`` for a machine).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path


def build_history(folder: Path, files: int) -> None:
    """``files`` copies of one finished Akropolis record (random legal moves, seed 1)."""
    from game.engine.record import write_record

    folder.mkdir(parents=True, exist_ok=True)
    sample = folder / ".sample.toml"
    write_record(sample, _finished_record())
    data = sample.read_bytes()
    sample.unlink()
    for i in range(files):
        (folder / f"2026{i // 86400 % 100:02d}01-{i:06d}-000000-akropolis.toml").write_bytes(data)


def _finished_record():
    from game.engine.record import ActionEntry, SeatEntry, new_record
    from game.rules import get

    seats = [SeatEntry("You", "human", "orange"), SeatEntry("Ada", "ai:easy", "sky")]
    record = new_record("akropolis", seats, 1, {})
    state = get("akropolis").new_game(players=2, seed=1, options={})
    rng = random.Random(1)
    while not state.is_terminal():
        seat = state.current_player or 0
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(ActionEntry(seat, str(action), None))
    record.finished(state)
    return record


def measure(files: int, repeats: int) -> dict[str, float]:
    """Open the Replays list ``repeats`` times over a history of ``files`` records."""
    home = Path(tempfile.mkdtemp(prefix="polis-replays-bench-"))
    os.environ["POLIS_HOME"] = str(home)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.engine import paths
    from game.ui.shell.app import App
    from game.ui.shell.harness import Harness

    started = time.perf_counter()
    build_history(paths.data_dir() / "history", files)
    built = time.perf_counter() - started
    harness = Harness(App(headless=True))
    from game.ui.scenes import replays as scene_module

    shown: list[float] = []
    filled: list[float] = []
    page_frames: list[int] = []
    try:
        harness.app.router.go("title")
        harness.frames(2)
        for _ in range(repeats):
            start = time.perf_counter()
            harness.app.router.push("replays")
            harness.frame()
            shown.append((time.perf_counter() - start) * 1000.0)
            scene = harness.top
            assert isinstance(scene, scene_module.ReplaysScene), "the replays scene is on top"
            want = min(scene.total(), (scene_module.LIST.h - 70) // scene_module.ROW_H)
            frames = 1
            while len(scene.rows()) < want and frames < 10_000:
                harness.frame()
                frames += 1
            filled.append((time.perf_counter() - start) * 1000.0)
            page_frames.append(frames)
            rows = len(scene.rows())
            harness.app.pop()
            harness.frame()
    finally:
        harness.close()
        shutil.rmtree(home, ignore_errors=True)
    return {"files": files, "rows_shown": rows, "build_s": round(built, 1),
            "first_frame_ms_first": round(shown[0], 1),
            "first_frame_ms_median": round(statistics.median(shown), 1),
            "page_shown_ms_first": round(filled[0], 1),
            "page_shown_ms_median": round(statistics.median(filled), 1),
            "page_frames_first": page_frames[0]}


def main(argv: list[str] | None = None) -> int:
    """Build, time, print."""
    parser = argparse.ArgumentParser(prog="python -m game.ui.shell.replays_bench",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=20_000, help="history files (20000)")
    parser.add_argument("--repeats", type=int, default=7, help="openings timed (7)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    if not 0 <= args.files <= 1_000_000 or not 1 <= args.repeats <= 100:
        print("replays_bench: --files 0..1000000 and --repeats 1..100", file=sys.stderr)
        return 2
    result = measure(args.files, args.repeats)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"Replays list with {result['files']} history files, {result['rows_shown']} rows "
              f"in view. First opening: on screen in {result['first_frame_ms_first']} ms, "
              f"the page filled in {result['page_shown_ms_first']} ms "
              f"({result['page_frames_first']} frames). Openings after it (median of "
              f"{args.repeats - 1 or 1}): {result['first_frame_ms_median']} ms, page "
              f"{result['page_shown_ms_median']} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
