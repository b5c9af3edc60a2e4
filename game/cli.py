"""``python -m game`` / ``polis``: one subcommand per job.

Each subcommand lives in its own module, ``<thing>_cli.py``, exposing ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``; this file only wires them
together. The modules import what they need (pygame, the AI) inside ``run``, so
``polis score`` loads the rules and nothing more.
"""

from __future__ import annotations

import argparse
import sys
from types import ModuleType
from typing import NoReturn

from ai.tools import arena_cli, bench_cli, ladder_cli, tune_cli
from game import (
    challenge_cli,
    info_cli,
    moves_cli,
    replay_cli,
    review_cli,
    score_cli,
    tutorial_cli,
)
from game.engine import cliargs, i18n
from game.engine.errors import UserFileError
from game.engine.fields import one_line, shown
from game.engine.i18n import _
from game.ui.shell import demo_cli, play_cli

SUBCOMMANDS: dict[str, ModuleType] = {
    "play": play_cli,
    "score": score_cli,
    "moves": moves_cli,
    "arena": arena_cli,
    "bench": bench_cli,
    "demo": demo_cli,
    "info": info_cli,
    "replay": replay_cli,
    "review": review_cli,
    "tutorial": tutorial_cli,
    "ladder": ladder_cli,
    "tune": tune_cli,
    "challenge": challenge_cli,
}

USAGE_ERROR = 2
#: the commands for players: their words follow ``--lang``, else the system's locale (the
#: others, for developers, speak English)
PLAYER_COMMANDS = ("play", "demo", "score", "moves", "replay", "review", "tutorial")
#: the commands that open the window: ``--lang`` holds for the run, the saved setting stays
WINDOW_COMMANDS = ("play", "demo", "tutorial")


class OneLineParser(argparse.ArgumentParser):
    """argparse that refuses a bad command line with ONE line on stderr and exit 2
    (argparse's own ``error`` prints a usage block first)."""

    def error(self, message: str) -> NoReturn:
        """Print ``polis <command>: <reason>`` and exit with status 2."""
        self.exit(USAGE_ERROR, f"{one_line(self.prog)}: {one_line(message)} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = OneLineParser(
        prog="polis",
        description="Polis Arcade: Akropolis, Capital and Ginkgopolis against MCTS opponents.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module in SUBCOMMANDS.items():
        # argparse %-formats help strings: a literal "95%" must be escaped.
        child = sub.add_parser(name, help=module.HELP.replace("%", "%%"), description=module.HELP)
        module.add_arguments(child)
        if name in PLAYER_COMMANDS:
            add_language_argument(child, window=name in WINDOW_COMMANDS)
    return parser


def add_language_argument(parser: argparse.ArgumentParser, window: bool = False) -> None:
    """``--lang en|zh-Hant|zh-Hans`` (default: the system's locale)."""
    languages = ", ".join(i18n.LANGUAGES)
    if window:
        words = (f"the window's language for this run: {languages} (the saved setting is not "
                 "changed); default: the language chosen in Options (at first the system's)")
    else:
        words = (f"the language of the words printed: {languages}; default: the system's "
                 "locale (English when it is none of these)")
    parser.add_argument("--lang", metavar="LANG", type=cliargs.language, default=None,
                        help=words)


def main(argv: list[str] | None = None) -> int:
    """Run a subcommand; ``play`` when none is given."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not argv:
        argv.insert(0, "play")
    elif argv[0] not in SUBCOMMANDS and not argv[0].startswith("-"):
        print(f"polis: unknown command {shown(argv[0])} (commands: {', '.join(SUBCOMMANDS)})",
              file=sys.stderr)
        return USAGE_ERROR
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            args = parser.parse_args(["play", *argv])
    except SystemExit as exc:  # --help, or a refused command line (one line on stderr)
        return exc.code if isinstance(exc.code, int) else USAGE_ERROR
    module = SUBCOMMANDS[args.command]
    before = i18n.language()
    if args.command in PLAYER_COMMANDS:
        if getattr(args, "lang", None):
            i18n.pin_language(args.lang)
        else:
            i18n.set_language(i18n.system_language())
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        print(_("interrupted"), file=sys.stderr)
        return 130
    except UserFileError as exc:
        print(one_line(str(exc)), file=sys.stderr)
        return USAGE_ERROR
    except OSError as exc:
        # e.g. the output folder vanished or the disk filled up during the run
        where = f": {one_line(str(exc.filename))}" if exc.filename else ""
        reason = one_line(exc.strerror or type(exc).__name__)
        print(f"polis {args.command}{where}: {reason}", file=sys.stderr)
        return 1
    finally:
        i18n.pin_language(None)
        i18n.set_language(before)
