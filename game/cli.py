"""``python -m game`` / ``polis``: one subcommand per job.

Each subcommand lives in its own module exposing ``HELP``, ``add_arguments(parser)``
and ``run(args) -> int``; this file only wires them together, so a part of the
program that is not there yet says so instead of pretending to work.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from types import ModuleType
from typing import NoReturn

from game.engine.errors import UserFileError
from game.engine.fields import one_line, shown

SUBCOMMANDS: dict[str, str] = {
    "play": "game.ui.cli_play",
    "score": "game.score_cli",
    "moves": "game.moves_cli",
    "arena": "ai.arena_cli",
    "bench": "ai.bench_cli",
    "demo": "game.ui.cli_demo",
    "info": "game.info_cli",
    "replay": "game.replay_cli",
    "tutorial": "game.tutorial_cli",
    "ladder": "ai.ladder_cli",
}

NOT_AVAILABLE = 2
USAGE_ERROR = 2


class OneLineParser(argparse.ArgumentParser):
    """argparse that refuses a bad command line with ONE line on stderr and exit 2
    (argparse's own ``error`` prints a usage block first)."""

    def error(self, message: str) -> NoReturn:
        """Print ``polis <command>: <reason>`` and exit with status 2."""
        self.exit(USAGE_ERROR, f"{one_line(self.prog)}: {one_line(message)} (see --help)\n")


def _load(module_name: str) -> ModuleType | None:
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return None
        raise


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, ModuleType | None]]:
    """The argument parser and the module behind each subcommand (None: not built yet)."""
    parser = OneLineParser(
        prog="polis",
        description="Polis Arcade: Akropolis, Capital and Ginkgopolis against MCTS opponents.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules: dict[str, ModuleType | None] = {}
    for name, module_name in SUBCOMMANDS.items():
        module = _load(module_name)
        modules[name] = module
        if module is None:
            sub.add_parser(name, help="(not available yet)")
            continue
        # argparse %-formats help strings: a literal "95%" must be escaped.
        child = sub.add_parser(name, help=module.HELP.replace("%", "%%"), description=module.HELP)
        module.add_arguments(child)
    return parser, modules


def main(argv: list[str] | None = None) -> int:
    """Run a subcommand; ``play`` when none is given."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser, modules = build_parser()
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
    module = modules[args.command]
    if module is None:
        print(f"polis {args.command}: not available yet", file=sys.stderr)
        return NOT_AVAILABLE
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
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
