"""``polis challenge check``: play the arcade's challenges with AI levels in your seat
and report how often each star is reached (par; docs/challenges.md)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from game.engine import cliargs
from game.engine.errors import UserFileError
from game.engine.fields import one_line

HELP = ("check the arcade's challenges: play each with AI levels in your seat and report "
        "how often each star is reached (hard must earn 3 stars in 30% of its tries, "
        "normal 1 star in half)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """check [FILE…] --tries --levels --only --json --quiet."""
    parser.add_argument("action", choices=["check"], help="what to do: check")
    parser.add_argument("files", nargs="*", metavar="FILE",
                        help="challenge files (default: the shipped ones)")
    parser.add_argument("--tries", type=int, default=20,
                        help="attempts per challenge and level (default 20)")
    parser.add_argument("--levels", default="hard,normal",
                        help="comma-separated AI levels to play your seat (default hard,normal)")
    parser.add_argument("--only", default="",
                        help="comma-separated challenge keys to check (default: all)")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def shipped_files() -> list[Path]:
    """The shipped challenge files (levels/challenges/), in campaign order (by name)."""
    from game.engine import paths

    return sorted(paths.level_path("challenges").glob("*.toml"))


def run(args: argparse.Namespace) -> int:
    """Check the challenges; 0 when every one meets its bars, 1 when one does not."""
    from ai import bots
    from ai.levels import BASELINES, level_names
    from ai.tools.arena import ProgressBar
    from ai.tools.challenge_check import BARS, check
    from game.rules import challenges

    if not 1 <= args.tries <= 10_000:
        return _usage("--tries must be 1..10000")
    known = list(level_names()) + list(BASELINES)
    levels = [name.strip() for name in args.levels.split(",") if name.strip()]
    bad = [name for name in levels if name not in known]
    if not levels or bad:
        return _usage(f"--levels: {one_line(', '.join(bad) or args.levels)} is not an AI level "
                      f"(one of {', '.join(known)})")
    json_path = None
    if args.json is not None:
        try:
            json_path = cliargs.output_file(str(args.json))
        except argparse.ArgumentTypeError as exc:
            return _usage(f"--json: {exc}")
    paths = [Path(p) for p in args.files] or shipped_files()
    try:
        found = challenges.load_all(paths, known)
    except UserFileError as exc:
        print(f"polis challenge: {exc}", file=sys.stderr)
        return 2
    only = {key.strip() for key in args.only.split(",") if key.strip()}
    unknown = only - {c.key for c in found}
    if unknown:
        return _usage(f"--only: no challenge {one_line(', '.join(sorted(unknown)))}")
    if only:
        found = [c for c in found if c.key in only]
    bots.set_iterations_only(True)  # par does not depend on how busy the machine is
    total = len(found) * len(levels) * args.tries
    bar = None if args.quiet or not total else ProgressBar(total, unit="tries")
    done = [0]

    def tick() -> None:
        done[0] += 1
        if bar is not None:
            bar.update(done[0])

    start = time.perf_counter()
    results = check(found, levels, args.tries, tick)
    seconds = time.perf_counter() - start
    by_key = {c.key: c for c in found}
    print(f"{'challenge':<28} {'level':<8} {'tries':>5} {'1+':>5} {'2+':>5} {'3':>5} "
          f"{'score':>6}  bar")
    failed = 0
    for p in results:
        wanted = BARS.get(p.level)
        verdict = "-" if wanted is None else ("pass" if p.passes else "FAIL")
        failed += not p.passes
        print(f"{p.key:<28} {p.level:<8} {p.tries:>5} {p.share(1):>5.0%} {p.share(2):>5.0%} "
              f"{p.share(3):>5.0%} {p.mean_score:>6}  {verdict}")
    print(f"{len(found)} challenges, {total} tries in {seconds:.0f} s; "
          f"{'all pass' if not failed else f'{failed} below their bar'}")
    if json_path is not None:
        data = {"seconds": round(seconds, 1), "tries": args.tries, "results": [
            {"key": p.key, "game": by_key[p.key].game, "title": by_key[p.key].title,
             "level": p.level, "tries": p.tries, "at_least": list(p.at_least),
             "mean_score": p.mean_score, "passes": p.passes} for p in results]}
        json_path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return 1 if failed else 0


def _usage(message: str) -> int:
    print(f"polis challenge: {message}", file=sys.stderr)
    return 2
