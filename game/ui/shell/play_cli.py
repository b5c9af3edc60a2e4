"""``polis play``: open the game window."""

from __future__ import annotations

import argparse
import sys

HELP = "open the game window (title screen, new game, continue, options)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """No options."""


def run(args: argparse.Namespace) -> int:
    """Run the app until the window closes (settings problems also go to stderr)."""
    from game.ui.shell import settings
    from game.ui.shell.app import App

    options = settings.load()
    for line in options.problems:
        print(line, file=sys.stderr)
    app = App(options=options)
    app.router.push("title")
    app.run()
    return 0
