"""Akropolis (rules/akropolis.md): the rules engine behind the engine contract.

``RULES`` registers the game. Modules, one job each:

- ``tiles``: hex kinds as ints and the tile set, loaded from
  ``levels/akropolis/tiles.toml`` and checked against Appendix B on load;
- ``geometry``: packed space keys (``q * 4096 + r``), directions, triangles, placements;
- ``placement``: legality of §5 on triangles, from scratch and incrementally;
- ``scoring``: §7-§9 on one city (shared by live scores and position files);
- ``state``: ``AkropolisState`` (its docstring describes every field) and the turn;
- ``rules``/``saves``/``options``: setup, loading, options; ``position``: §10 files.

For the AI: ``state.clone()`` copies a few dicts and sets (no deepcopy);
``state.random_action(rng)`` equals ``rng.choice(state.legal_actions())`` without
building the list; ``state.score(seat)``/``scores()`` are cached per seat until that
seat plays again. ``python -m game.rules.akropolis.bench`` measures random games/s.
"""

from game.rules.akropolis.actions import Take
from game.rules.akropolis.rules import AkropolisRules
from game.rules.akropolis.state import AkropolisState

RULES = AkropolisRules()

__all__ = ["RULES", "AkropolisRules", "AkropolisState", "Take"]
