"""``polis score FILE...``: score position files (POSITIONS.md), many per call.

Each file names its game; the game's Rules does the scoring. Errors are one line
naming the file and the key; with ``--json`` every file gives exactly one line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping
from typing import Any

from game.engine.contract import Rules
from game.engine.errors import PositionError, UserFileError
from game.engine.fields import one_line, shown
from game.engine.i18n import _, ngettext
from game.engine.tomlfile import read_toml

HELP = "score position files (a city, a district or a table) with a full breakdown"

Result = dict[str, Any] | list[Any]
Method = Callable[[Rules, Mapping[str, Any]], Result]
Label = Callable[[str], str]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """FILE... and --json."""
    parser.add_argument("files", nargs="+", metavar="FILE", help="position files (TOML)")
    parser.add_argument("--json", action="store_true", help="one JSON line per file")


def evaluate_file(path: str, method: Method) -> Result:
    """Read one position file and apply ``method``; UserFileError names file and key."""
    return _evaluate(path, method)[1]


def _evaluate(path: str, method: Method) -> tuple[Rules, Result]:
    """The file's game and the result of ``method`` on it (UserFileError as above)."""
    from game import rules

    name = one_line(str(path))
    data = read_toml(path)
    game_name = data.get("game")
    known = ", ".join(rules.names())
    if not isinstance(game_name, str):
        # Translators: {games} are the game names a file may give, as written in it
        raise UserFileError(f"{name}: game: " + _("required, one of {games}").format(games=known))
    try:
        game_rules = rules.get(game_name)
    except ValueError:
        raise UserFileError(f"{name}: game: " + _("unknown game {game} (known: {games})").format(
            game=shown(game_name), games=known)) from None
    try:
        return game_rules, method(game_rules, data)
    except (PositionError, NotImplementedError) as exc:
        # the rules name the key; one_line keeps the promise of one line whatever they echo
        raise UserFileError(f"{name}: {one_line(str(exc))}") from None


def _plain_label(key: str) -> str:
    return key.replace("_", " ")


def format_result(result: Mapping[str, Any], indent: int = 2,
                  label: Label = _plain_label) -> list[str]:
    """A readable, indented breakdown of a nested result; ``label`` gives a key's words
    (default: the key, ``_`` as a space)."""
    lines: list[str] = []
    for key, value in result.items():
        words = label(key)
        if isinstance(value, Mapping):
            lines.append(" " * indent + f"{words}:")
            lines.extend(format_result(value, indent + 2, label))
        elif isinstance(value, list) and value and isinstance(value[0], Mapping):
            for index, item in enumerate(value):
                lines.append(" " * indent + f"{words} {index}:")
                lines.extend(format_result(item, indent + 2, label))
        else:
            lines.append(" " * indent + f"{words}: {value}")
    return lines


def _readable(result: Result, label: Label = _plain_label) -> list[str]:
    if isinstance(result, Mapping):
        return format_result(result, label=label)
    count = ngettext("{n} result", "{n} results", len(result)).format(n=len(result))
    return [f"  {count}"] + [f"  {json.dumps(item)}" for item in result]


def process(files: list[str], as_json: bool, method: Method) -> int:
    """Run ``method`` on every file; 2 if any failed, else 0."""
    failed = False
    for path in files:
        try:
            game_rules, result = _evaluate(path, method)
        except UserFileError as exc:
            failed = True
            if as_json:
                print(json.dumps({"file": path, "error": str(exc)}), flush=True)
            else:
                print(str(exc), file=sys.stderr, flush=True)
            continue
        if as_json:
            print(json.dumps(result), flush=True)
        else:
            print(one_line(path))
            print("\n".join(_readable(result, game_rules.score_label)), flush=True)
    return 2 if failed else 0


def run(args: argparse.Namespace) -> int:
    """Score every file."""
    return process(args.files, args.json, lambda r, d: r.score_position(d))
