"""Ginkgopolis (rules/ginkgopolis.md): a shared city of numbered buildings, 1-5 players.

``RULES`` is the engine-contract entry point; the state is in :mod:`.state`.
"""

from game.rules.ginkgopolis.rules import GinkgopolisRules

RULES = GinkgopolisRules()

__all__ = ["RULES", "GinkgopolisRules"]
