"""``polis info``: version, games, where the game data is, whether the extension is active."""

from __future__ import annotations

import argparse

HELP = (
    "show the version, the available games, where the game data is read from "
    "and whether the Cython extension is active"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """No options."""


def run(args: argparse.Namespace) -> int:
    """Print one line per fact."""
    from ai import fast
    from game import __version__, rules
    from game.engine import paths

    print(f"Polis Arcade {__version__}")
    print(f"games: {', '.join(rules.names()) or 'none yet'}")
    print(f"game data: {paths.level_file()}")
    if fast.EXTENSION_ACTIVE:
        state = "active (" + ", ".join(fast.compiled_modules()) + ")"
    elif fast.EXTENSION_BUILT:
        state = "built, but POLIS_PUREPYTHON=1 turns it off: plain Python in use (slower AI)"
    else:
        state = "not built: plain Python in use (slower AI)"
    print(f"Cython extension: {state}")
    return 0
