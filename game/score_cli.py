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
from game.engine.tomlfile import read_toml

HELP = "score position files (a city, a district or a table) with a full breakdown"

Result = dict[str, Any] | list[Any]
Method = Callable[[Rules, Mapping[str, Any]], Result]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """FILE... and --json."""
    parser.add_argument("files", nargs="+", metavar="FILE", help="position files (TOML)")
    parser.add_argument("--json", action="store_true", help="one JSON line per file")


def evaluate_file(path: str, method: Method) -> Result:
    """Read one position file and apply ``method``; UserFileError names file and key."""
    from game import rules

    name = one_line(str(path))
    data = read_toml(path)
    game_name = data.get("game")
    if not isinstance(game_name, str):
        raise UserFileError(f"{name}: game: required, one of {', '.join(rules.names())}")
    try:
        game_rules = rules.get(game_name)
    except ValueError:
        raise UserFileError(
            f"{name}: game: unknown game {shown(game_name)} (known: {', '.join(rules.names())})"
        ) from None
    try:
        return method(game_rules, data)
    except (PositionError, NotImplementedError) as exc:
        # the rules name the key; one_line keeps the promise of one line whatever they echo
        raise UserFileError(f"{name}: {one_line(str(exc))}") from None


def format_result(result: Mapping[str, Any], indent: int = 2) -> list[str]:
    """A readable, indented breakdown of a nested result."""
    lines: list[str] = []
    for key, value in result.items():
        label = key.replace("_", " ")
        if isinstance(value, Mapping):
            lines.append(" " * indent + f"{label}:")
            lines.extend(format_result(value, indent + 2))
        elif isinstance(value, list) and value and isinstance(value[0], Mapping):
            for index, item in enumerate(value):
                lines.append(" " * indent + f"{label} {index}:")
                lines.extend(format_result(item, indent + 2))
        else:
            lines.append(" " * indent + f"{label}: {value}")
    return lines


def _readable(result: Result) -> list[str]:
    if isinstance(result, Mapping):
        return format_result(result)
    return [f"  {len(result)} results"] + [f"  {json.dumps(item)}" for item in result]


def process(files: list[str], as_json: bool, method: Method) -> int:
    """Run ``method`` on every file; 2 if any failed, else 0."""
    failed = False
    for path in files:
        try:
            result = evaluate_file(path, method)
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
            print("\n".join(_readable(result)), flush=True)
    return 2 if failed else 0


def run(args: argparse.Namespace) -> int:
    """Score every file."""
    return process(args.files, args.json, lambda r, d: r.score_position(d))
