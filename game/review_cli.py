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
from game.engine.i18n import N_, _, comma, ngettext

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
        # Translators: {level} and the known levels are written as on the command line
        raise UserFileError(f"{path}: --level: " + _("unknown level {level} (known: {known})")
                            .format(level=repr(level), known=", ".join(ai.level_names())))
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
        # Translators: {reason} is the error as Python names it ("ValueError: ...")
        return _fail(path, f"{path}: " + _("cannot review ({reason})").format(
            reason=f"{type(exc).__name__}: {exc}"), args.json)
    review.file = path
    if args.json:
        print(json.dumps(review.to_json()))
        return 0
    print(text_report(review))
    return 0


#: each judgement's word in the report (the record's and the JSON's keys stay English)
JUDGEMENTS = {
    # Translators: a judgement of a move in the review's report
    "best": N_("best"),
    # Translators: a judgement of a move in the review's report
    "excellent": N_("excellent"),
    # Translators: a judgement of a move in the review's report
    "good": N_("good"),
    "inaccuracy": N_("inaccuracy"),
    "mistake": N_("mistake"),
    "blunder": N_("blunder"),
    # Translators: a judgement of a move in the review's report: the only legal move
    "forced": N_("forced"),
    # Translators: a judgement of a move in the review's report: as good as the best
    "tie": N_("tie"),
}


def _pct(value: float | None) -> str:
    return "-" if value is None else _("{percent}%").format(percent=f"{value:.0f}")


def judgement_words(kind: str) -> str:
    """A judgement in the player's language (an unknown one as written)."""
    words = JUDGEMENTS.get(kind)
    return _(words) if words else kind


def counted(kind: str, n: int) -> str:
    """'1 mistake', '3 best' in the player's language (an unknown judgement as written)."""
    forms = {
        # Translators: counts in the review's report: {n} moves judged "best"
        "best": ngettext("{n} best", "{n} best", n),
        # Translators: counts in the review's report: {n} moves judged "excellent"
        "excellent": ngettext("{n} excellent", "{n} excellent", n),
        # Translators: counts in the review's report: {n} moves judged "good"
        "good": ngettext("{n} good", "{n} good", n),
        "inaccuracy": ngettext("{n} inaccuracy", "{n} inaccuracies", n),
        "mistake": ngettext("{n} mistake", "{n} mistakes", n),
        "blunder": ngettext("{n} blunder", "{n} blunders", n),
        # Translators: counts in the review's report: {n} moves that were the only one
        "forced": ngettext("{n} forced", "{n} forced", n),
        # Translators: counts in the review's report: {n} moves as good as the best
        "tie": ngettext("{n} tie", "{n} ties", n),
    }
    words = forms.get(kind)
    return words.format(n=n) if words else f"{n} {kind}"


def _counts(counts: dict[str, int]) -> str:
    """'3 best, 1 mistake' in the player's language ('no decisions' when none)."""
    said = [counted(kind, n) for kind, n in counts.items() if n]
    return comma().join(said) if said else _("no decisions")


def text_report(review: Any) -> str:
    """The plain-text review: one line per judged decision, then one per seat."""
    players = ngettext("{n} player", "{n} players", review.players).format(n=review.players)
    # Translators: the review's first line: {file} as written, {game} its name, {players}
    # "2 players", {level} an AI level as written, {seed} a number, {seconds} "12.3"
    lines = [_("{file}: {game}, {players}, analysed at {level} (seed {seed}) in {seconds} s")
             .format(file=review.file, game=review.game, players=players, level=review.level,
                     seed=review.seed, seconds=f"{review.seconds:.1f}")]
    names = {s.seat: s.name for s in review.seats}
    for d in review.judged():
        values = {"move": f"{d.move:3d}", "name": names[d.seat], "played": d.played,
                  "judgement": judgement_words(d.judgement), "before": _pct(d.win_before),
                  "after": _pct(d.win_played), "best": d.best, "best_win": _pct(d.win_best)}
        if d.played == d.best:
            # Translators: one decision of the review's report: {played} is the move as a
            # record writes it (stays as written), {before} and {after} win chances ("40%")
            line = _("move {move} {name}: {played} — {judgement}, win {before} -> {after}")
        else:
            # Translators: as above, then the better move {best} (as written) and its win
            # chance {best_win}
            line = _("move {move} {name}: {played} — {judgement}, win {before} -> {after}; "
                     "better {best} ({best_win})")
        lines.append("  " + line.format(**values))
    for s in review.seats:
        if not s.reviewed:
            continue
        if s.luck is None:
            # Translators: a seat's line of the review's report: {accuracy} "81%", {counts}
            # "3 best, 1 mistake"
            line = _("{name}: accuracy {accuracy}; {counts}; luck not measured")
        else:
            # Translators: as above, and {luck} the win-chance points the draws gave ("+12")
            line = _("{name}: accuracy {accuracy}; {counts}; luck {luck} win-chance points")
        lines.append(line.format(name=s.name, accuracy=_pct(s.accuracy),
                                 counts=_counts(s.counts),
                                 luck="" if s.luck is None else f"{s.luck:+.0f}"))
    return "\n".join(lines)


def _fail(path: str, message: str, as_json: bool) -> int:
    message = " ".join(message.split())
    if as_json:
        short = message[len(path) + 2:] if message.startswith(f"{path}: ") else message
        print(json.dumps({"file": path, "error": short}))
    else:
        print(message, file=sys.stderr)
    return BAD_INPUT
