"""``polis play``: open the game window."""

from __future__ import annotations

import argparse

HELP = "open the game window (title screen, new game, continue, options)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """No options."""


def run(args: argparse.Namespace) -> int:
    """Run the app until the window closes."""
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene

    app = App()
    app.push(TitleScene(app))
    app.run()
    return 0
