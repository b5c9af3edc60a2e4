"""Polis Arcade: Akropolis, Capital and Ginkgopolis with Monte-Carlo tree search opponents."""

#: The one place the version is written: the packaging reads it (pyproject.toml,
#: ``[tool.setuptools.dynamic]``); ``polis info`` and the title screen show it.
__version__ = "0.1.0"
