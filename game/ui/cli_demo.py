"""``polis demo``: run the real app loop for N frames and report frame times."""

from __future__ import annotations

import argparse
import json
import os

HELP = "run the app loop (headless if asked) for N frames; screenshot and frame-time stats"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--headless, --frames, --screenshot, --json, --game, --seats, --seed."""
    parser.add_argument("--headless", action="store_true", help="use the dummy video driver")
    parser.add_argument("--frames", type=int, default=600, help="frames to run (default 600)")
    parser.add_argument("--screenshot", metavar="FILE", help="save the last frame as a PNG")
    parser.add_argument("--json", action="store_true", help="print the statistics as JSON")
    parser.add_argument("--game", help="start this game at once instead of the title screen")
    parser.add_argument("--seats", default="ai:easy,ai:easy",
                        help="comma-separated seats: human or ai:<level> (default ai:easy,ai:easy)")
    parser.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    parser.add_argument("--fps", type=int, default=60, help="frame rate cap (default 60)")


def run(args: argparse.Namespace) -> int:
    """Run the loop; print stats; 2 on bad arguments."""
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.frames < 1:
        print("demo: --frames must be at least 1")
        return 2
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene

    app = App(headless=args.headless)
    if args.game:
        from game.ui.demo_start import start_game

        problem = start_game(app, args.game, args.seats, args.seed)
        if problem:
            app.close()
            print(f"demo: {problem}")
            return 2
    else:
        app.push(TitleScene(app))
    app.run(max_frames=args.frames, fps=args.fps)
    stats = app.stats()
    if args.screenshot:
        app.screenshot(args.screenshot)
    if args.json:
        print(json.dumps(stats))
    else:
        ms = stats["frame_ms"]
        print(f"{stats['frames']} frames: mean {ms['mean']} ms, p99 {ms['p99']} ms, "
              f"max {ms['max']} ms; AI thinking during {stats['ai_thinking_frames']} frames")
    return 0
