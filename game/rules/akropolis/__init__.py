"""Akropolis (rules/akropolis.md): the rules engine behind the engine contract.

``RULES`` registers the game. The state is documented in :mod:`.state`; geometry
(packed space keys, triangles, placements) in :mod:`.geometry`; the tile data in
``levels/akropolis/tiles.toml`` (loaded and checked by :mod:`.tiles`).
"""

from game.rules.akropolis.actions import Take
from game.rules.akropolis.rules import AkropolisRules
from game.rules.akropolis.state import AkropolisState

RULES = AkropolisRules()

__all__ = ["RULES", "AkropolisRules", "AkropolisState", "Take"]
