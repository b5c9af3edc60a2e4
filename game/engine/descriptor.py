"""One game's descriptor: everything the program knows about a game, in one object.

A descriptor names the game's rules, view, AI hooks (the compiled hooks among them),
bench settings and content. Each piece belongs to another layer (rules, UI, AI), so
the descriptor holds a *loader* for it: a function that imports the piece when first
asked. The engine never calls the view or AI loaders itself (it may not import those
layers); ``game.ui.table.game_view.view_of`` and ``ai.games.hooks_of`` do, and check what
they get. A command that needs only the rules (score, moves, replay) so never loads
pygame. docs/adding-a-game.md tells how a game gets its descriptor.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.contract import Rules


@dataclass(frozen=True)
class GameDescriptor:
    """A game: its name, one line about it, and a loader per layer's piece.

    - ``rules``: the game's :class:`Rules` object (``game/rules/<name>/``);
    - ``view``: a ``game.ui.table.game_view.GameView`` (``game/ui/<name>/``), None for the
      generic action-list board;
    - ``ai``: an ``ai.games.GameHooks`` (``ai/games/<name>.py``) whose compiled hooks
      come from ``ai/fast/<name>.py``; None for the plain search on the contract;
    - ``bench``: an ``ai.games.BenchSettings`` (``polis bench``), None when the game
      has no compiled fast path to measure;
    - ``data``: the game's folder under ``levels/`` (tiles, cards), if it has one;
    - ``tutorial``: its tutorial script under ``levels/tutorials/``, if it has one.
    """

    name: str
    rules: Callable[[], Rules]
    #: English, marked with ``N_``: shown translated (``_(blurb)``)
    blurb: str = ""
    view: Callable[[], Any] | None = None
    ai: Callable[[], Any] | None = None
    bench: Callable[[], Any] | None = None
    data: str | None = None
    tutorial: str | None = None

    @classmethod
    def of_rules(cls, rules: Rules) -> GameDescriptor:
        """A game known by its rules alone: generic board, plain search, no content."""
        return cls(name=rules.name, rules=lambda: rules)
