"""``polis review FILE [--seat N] [--level L] [--seed S] [--jobs N] [--json]``: rate
every decision.

For each decision of the chosen seats (the humans by default, every seat of an
AI-only record): the win chance before it, of the move played and of the best move,
the expected points of each, the loss and a judgement; per seat an accuracy, the
count of each judgement and the luck. docs/review.md has the thresholds and the JSON
shape. A record that does not replay gives one line naming the file (JSON
``{"file", "error"}`` with ``--json``) and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.engine import cliargs
from game.engine.errors import UserFileError

HELP = ("review a game record: every decision's win chance before, played and best, a "
        "judgement (best ... blunder), and each seat's accuracy and luck")
BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """FILE, --seat N, --level L, --seed S, --json."""
    parser.add_argument("file", metavar="FILE", help="a game record (.toml)")
    parser.add_argument("--seat", metavar="N", action="append", default=None,
                        help="review this seat (1 = the first player; repeatable; default: "
                             "the human seats, or every seat of an AI-only game)")
    parser.add_argument("--level", metavar="L", default=None,
                        help="the AI level that analyses (default: hard, by iterations only)")
    parser.add_argument("--seed", metavar="S", default="0",
                        help="the analysis seed (default 0): same record, level and seed, "
                             "same review")
    parser.add_argument("--jobs", metavar="N", default=None,
                        help="analyse in N processes (default: 2 on a machine with 2 "
                             "cores or more); the review is the same")
    parser.add_argument("--json", action="store_true",
                        help='print one JSON object: {"file","game","seats","decisions",'
                             '"seconds"}')


def _options(path: str, args: argparse.Namespace, players: int
             ) -> tuple[list[int] | None, str, int, int]:
    import ai
    from ai.review import DEFAULT_LEVEL

    try:
        seed = cliargs.int_range(0, cliargs.MAX_SEED)(str(args.seed))
    except argparse.ArgumentTypeError as exc:
        raise UserFileError(f"{path}: --seed: {exc}") from None
    from ai.review import default_jobs

    jobs = default_jobs()
    if getattr(args, "jobs", None) is not None:
        try:
            jobs = cliargs.int_range(1, 64)(str(args.jobs))
        except argparse.ArgumentTypeError as exc:
            raise UserFileError(f"{path}: --jobs: {exc}") from None
    level = DEFAULT_LEVEL if args.level is None else str(args.level)
    if level in ai.BASELINES or level not in ai.level_names():
        raise UserFileError(f"{path}: --level: unknown level {level!r} "
                            f"(known: {', '.join(ai.level_names())})")
    seats = None
    if args.seat:
        seats = []
        for text in args.seat:
            try:
                seats.append(cliargs.int_range(1, players)(str(text)) - 1)
            except argparse.ArgumentTypeError as exc:
                raise UserFileError(f"{path}: --seat: {exc}") from None
    return seats, level, seed, jobs


def review_file(path: str, args: argparse.Namespace) -> Any:
    """The review of the record at ``path``; UserFileError when it or an option is bad."""
    from ai.review import review_record
    from game.engine.record import load_record

    record = load_record(path)
    seats, level, seed, jobs = _options(path, args, len(record.seats))
    return review_record(record, seats=seats, level=level, seed=seed, jobs=jobs)


def run(args: argparse.Namespace) -> int:
    """Review and print; 2 with one line when the record or an argument is bad."""
    path = str(args.file)
    try:
        review = review_file(path, args)
    except UserFileError as exc:
        return _fail(path, str(exc), args.json)
    except Exception as exc:  # noqa: BLE001 - never a traceback for a user's file
        return _fail(path, f"{path}: cannot review ({type(exc).__name__}: {exc})", args.json)
    review.file = path
    if args.json:
        print(json.dumps(review.to_json()))
        return 0
    print(text_report(review))
    return 0


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f}%"


def text_report(review: Any) -> str:
    """The plain-text review: one line per judged decision, then one per seat."""
    lines = [f"{review.file}: {review.game}, {review.players} players, analysed at "
             f"{review.level} (seed {review.seed}) in {review.seconds:.1f} s"]
    names = {s.seat: s.name for s in review.seats}
    for d in review.judged():
        better = "" if d.played == d.best else f"; better {d.best} ({_pct(d.win_best)})"
        lines.append(f"  move {d.move:3d} {names[d.seat]}: {d.played} — {d.judgement}, "
                     f"win {_pct(d.win_before)} -> {_pct(d.win_played)}{better}")
    for s in review.seats:
        if not s.reviewed:
            continue
        counts = ", ".join(f"{n} {k}" for k, n in s.counts.items() if n)
        luck = ("luck not measured" if s.luck is None
                else f"luck {s.luck:+.0f} win-chance points")
        lines.append(f"{s.name}: accuracy {_pct(s.accuracy)}; {counts or 'no decisions'}; "
                     f"{luck}")
    return "\n".join(lines)


def _fail(path: str, message: str, as_json: bool) -> int:
    message = " ".join(message.split())
    if as_json:
        short = message[len(path) + 2:] if message.startswith(f"{path}: ") else message
        print(json.dumps({"file": path, "error": short}))
    else:
        print(message, file=sys.stderr)
    return BAD_INPUT
