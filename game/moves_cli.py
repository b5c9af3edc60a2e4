"""``polis moves FILE...``: legal placements of a tile in an Akropolis city file."""

from __future__ import annotations

import argparse

from game.score_cli import add_arguments as _add_file_arguments
from game.score_cli import process

HELP = "list the legal placements of a tile in an Akropolis position file"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """FILE..., --json as for score, and --tile."""
    _add_file_arguments(parser)
    parser.add_argument(
        "--tile",
        metavar="CODE",
        help="the tile to place: three kind names (quarry,house,house) or a code (qhh); "
        "default: the file's own tile key",
    )


def run(args: argparse.Namespace) -> int:
    """List moves for every file."""
    return process(args.files, args.json, lambda r, d: r.position_moves(d, tile=args.tile))
