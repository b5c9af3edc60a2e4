"""``polis demo``: run the real app loop for N frames and report frame times."""

from __future__ import annotations

import argparse
import json
import os
import sys

from game.engine.cliargs import game_name, int_range, output_file, seed
from game.engine.i18n import ngettext

HELP = "run the app loop (headless if asked) for N frames; screenshot and frame-time stats"
MAX_FRAMES = 10_000_000
MAX_FPS = 1000


def _seats(text: str) -> str:
    """argparse check of --seats: every entry 'human' or 'ai:<a known level>'."""
    from game.ui.play.thinking import level_names
    from game.ui.shell.demo_start import parse_seats

    try:
        parse_seats(text, [*level_names(), "random"])
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


_seats.__name__ = "seats"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--headless, --frames, --screenshot, --json, --game, --seats, --seed, --fps."""
    parser.add_argument("--headless", action="store_true", help="use the dummy video driver")
    parser.add_argument("--frames", type=int_range(1, MAX_FRAMES), default=600,
                        help="frames to run (default 600)")
    parser.add_argument("--screenshot", metavar="FILE", type=output_file,
                        help="save the last frame as a PNG")
    parser.add_argument("--json", action="store_true", help="print the statistics as JSON")
    parser.add_argument("--game", type=game_name,
                        help="start this game at once instead of the title screen")
    parser.add_argument("--seats", default="ai:easy,ai:easy", type=_seats,
                        help="comma-separated seats: human or ai:<level> (default ai:easy,ai:easy)")
    parser.add_argument("--seed", type=seed, default=1, help="game seed (default 1)")
    parser.add_argument("--fps", type=int_range(1, MAX_FPS), default=60,
                        help=f"frame rate cap, 1..{MAX_FPS} (default 60)")


def run(args: argparse.Namespace) -> int:
    """Run the loop; print stats; 2 on bad arguments (checked before the window opens)."""
    if args.game:
        from game.ui.shell.demo_start import parse_seats, seat_count_problem

        problem = seat_count_problem(args.game, parse_seats(args.seats))
        if problem:
            print(f"polis demo: --seats: {problem}", file=sys.stderr)
            return 2
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.shell.app import App

    app = App(headless=args.headless)
    if args.game:
        from game.ui.shell.demo_start import start_game

        problem = start_game(app, args.game, args.seats, args.seed)
        if problem:
            app.close()
            print(f"polis demo: {problem}", file=sys.stderr)
            return 2
    else:
        app.router.push("title")
    app.run(max_frames=args.frames, fps=args.fps)
    stats = app.stats()
    if args.screenshot:
        app.screenshot(args.screenshot)
    if args.json:
        print(json.dumps(stats))
    else:
        ms = stats["frame_ms"]
        # Translators: the demo's frame times: {mean}, {p99} and {max} are milliseconds;
        # "p99" is the 99th percentile (99 frames in 100 took at most that long)
        print(ngettext("{frames} frame: mean {mean} ms, p99 {p99} ms, max {max} ms; AI "
                       "thinking during {thinking} of them",
                       "{frames} frames: mean {mean} ms, p99 {p99} ms, max {max} ms; AI "
                       "thinking during {thinking} of them", stats["frames"]).format(
                    frames=stats["frames"], mean=ms["mean"], p99=ms["p99"], max=ms["max"],
                    thinking=stats["ai_thinking_frames"]))
    return 0
