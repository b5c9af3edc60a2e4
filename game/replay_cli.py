"""``polis replay FILE [--to N] [--json]``: replay a game record through the rules.

Prints the game, the number of moves replayed, the scores, the winners and whether
the game is over at that move. A record that does not replay gives one line naming
the file and the action (JSON ``{"file", "error"}`` with ``--json``) and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.engine import cliargs
from game.engine.errors import UserFileError
from game.engine.fields import one_line
from game.engine.i18n import _, comma, ngettext
from game.engine.record import MAX_ACTIONS, load_record

HELP = ("replay a game record (a finished game, the autosave, an arena game): game, moves, "
        "scores, winners and whether the game is over at move N")
BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """FILE, --to N, --json."""
    parser.add_argument("file", metavar="FILE", help="a game record (.toml)")
    parser.add_argument("--to", metavar="N", default=None,
                        help="stop after the first N moves (default: all of them)")
    parser.add_argument("--json", action="store_true",
                        help='print one JSON line: {"file","game","moves","scores","winners",'
                             '"terminal"}')


def replay_summary(path: str, upto: int | None = None) -> dict[str, Any]:
    """The summary of a record replayed up to move ``upto``; UserFileError when unusable."""
    record = load_record(path)
    if upto is not None and upto > len(record.actions):
        raise UserFileError(f"{one_line(path)}: --to {upto}: " + ngettext(
            "the record has only {n} move", "the record has only {n} moves",
            len(record.actions)).format(n=len(record.actions)))
    moves = len(record.actions) if upto is None else upto
    state = record.replay(moves)
    terminal = state.is_terminal()
    return {
        "file": path,
        "game": record.game,
        "moves": moves,
        "scores": list(state.scores()),
        "winners": list(state.winners()) if terminal else [],
        "terminal": terminal,
        "names": [seat.name for seat in record.seats],
        "title": record.rules.title,
    }


def run(args: argparse.Namespace) -> int:
    """Replay and print; 2 with one line when the record or an argument is bad.

    Every printed line names the file with its control characters escaped (a newline
    in a file name shows as ``\\n``); the JSON line holds the name as it is.
    """
    path = str(args.file)
    name = one_line(path)
    try:
        upto = None
        if args.to is not None:
            try:
                upto = cliargs.int_range(0, MAX_ACTIONS)(args.to)
            except argparse.ArgumentTypeError as exc:
                raise UserFileError(f"{name}: --to: {exc}") from None
        summary = replay_summary(path, upto)
    except UserFileError as exc:
        return _fail(path, str(exc), args.json)
    except Exception as exc:  # noqa: BLE001 - never a traceback for a user's file
        # Translators: {error} is the program's own description of what went wrong
        return _fail(path, f"{name}: " + _("cannot replay ({error})").format(
            error=f"{type(exc).__name__}: {exc}"), args.json)
    if args.json:
        keys = ("file", "game", "moves", "scores", "winners", "terminal")
        print(json.dumps({key: summary[key] for key in keys}))
        return 0
    print(f"{name}: {summary_line(summary)}")
    return 0


def summary_line(summary: dict[str, Any]) -> str:
    """The summary in words: game, players, moves, scores and how the game stands."""
    names = [one_line(seat) for seat in summary["names"]]
    # Translators: one seat's score in a list of scores, e.g. "Ada 31"
    scores = comma().join(_("{name} {score}").format(name=seat, score=score)
                          for seat, score in zip(names, summary["scores"], strict=True))
    # Translators: {players} and {moves} below are these counts ("3 players", "42 moves")
    players = ngettext("{n} player", "{n} players", len(names)).format(n=len(names))
    moves = ngettext("{n} move", "{n} moves", summary["moves"]).format(n=summary["moves"])
    game = one_line(_(summary["title"]))
    if not summary["terminal"]:
        return _("{game}, {players}, {moves}; scores {scores}; the game is not over").format(
            game=game, players=players, moves=moves, scores=scores)
    winners = comma().join(names[i] for i in summary["winners"])
    if not winners:
        return _("{game}, {players}, {moves}; scores {scores}; the game is over; winners: the "
                 "automated opponent").format(game=game, players=players, moves=moves,
                                              scores=scores)
    return _("{game}, {players}, {moves}; scores {scores}; the game is over; winners: "
             "{winners}").format(game=game, players=players, moves=moves, scores=scores,
                                 winners=winners)


def _fail(path: str, message: str, as_json: bool) -> int:
    message = one_line(message)
    if as_json:
        prefix = f"{one_line(path)}: "
        short = message[len(prefix):] if message.startswith(prefix) else message
        print(json.dumps({"file": path, "error": short}))
    else:
        print(message, file=sys.stderr)
    return BAD_INPUT
