"""Polis Arcade: Akropolis, Capital and Ginkgopolis with Monte-Carlo tree search opponents."""

#: The one place the version is written: the packaging reads it (pyproject.toml,
#: ``[tool.setuptools.dynamic]``); ``polis info`` and the title screen show it.
__version__ = "0.1.0"

# The shipped games' descriptors register themselves (game/games/__init__.py); this
# loads no game's rules, view or AI until one is asked for.
from game import games as _games  # noqa: E402,F401
