"""Polis Arcade: Akropolis, Capital and Ginkgopolis with Monte-Carlo tree search opponents."""

__version__ = "0.1.0"
