"""The games Polis Arcade ships, registered in this one place (docs/adding-a-game.md).

Each game's descriptor is ``GAME`` in ``game/games/<name>.py``; adding a game adds its
line to ``SHIPPED``. ``game/__init__.py`` imports this module, so every entry point
(the command line, the AI's worker process, the tests) knows the shipped games.
"""

from __future__ import annotations

from game.engine import registry
from game.engine.descriptor import GameDescriptor
from game.games import akropolis, capital, ginkgopolis

SHIPPED: tuple[GameDescriptor, ...] = (
    akropolis.GAME,
    capital.GAME,
    ginkgopolis.GAME,
)

for _game in SHIPPED:
    registry.register(_game)
