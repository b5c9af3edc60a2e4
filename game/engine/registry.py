"""Which games exist: one :class:`GameDescriptor` per game, registered by name.

The shipped games are registered by ``game.games`` (imported by ``game/__init__.py``,
so every entry point has them); tests register their own games through the same
:func:`register`. ``get(name)`` loads a game's rules on first use.
"""

from __future__ import annotations

import sys

from game.engine.contract import GameState, Rules
from game.engine.descriptor import GameDescriptor

_games: dict[str, GameDescriptor] = {}
_rules: dict[str, Rules] = {}
_state_games: dict[type, str | None] = {}


def register(game: GameDescriptor | Rules) -> None:
    """Add a game (a bare :class:`Rules` is a game known by its rules alone)."""
    if isinstance(game, Rules):
        game = GameDescriptor.of_rules(game)
    unregister(game.name)
    _games[game.name] = game


def unregister(name: str) -> None:
    """Remove a game added by :func:`register` (nothing when it is not there)."""
    _games.pop(name, None)
    _rules.pop(name, None)
    _state_games.clear()


def names() -> list[str]:
    """Names of every registered game, in the order they were registered."""
    return list(_games)


def find(name: str) -> GameDescriptor | None:
    """The descriptor of a game, None when no game has that name."""
    return _games.get(name)


def descriptor(name: str) -> GameDescriptor:
    """The descriptor of a game; ValueError listing the known names otherwise."""
    game = _games.get(name)
    if game is None:
        raise ValueError(f"unknown game '{name}' (known: {', '.join(names()) or 'none'})")
    return game


def get(name: str) -> Rules:
    """The Rules object of a game; ValueError listing the known names otherwise."""
    if name not in _rules:
        _rules[name] = descriptor(name).rules()
    return _rules[name]


def _package(rules: Rules) -> str:
    """The package (or, for a one-module game, the module) the rules are defined in."""
    module_name = type(rules).__module__
    module = sys.modules.get(module_name)
    if module is not None and hasattr(module, "__path__"):
        return module_name
    return module_name.rpartition(".")[0] or module_name


def game_of(state: GameState) -> str | None:
    """The name of the registered game whose rules made ``state`` (None: no such game).

    A state belongs to the game whose Rules class lives in the state's own module,
    else in the closest package around it.
    """
    kind = type(state)
    if kind in _state_games:
        return _state_games[kind]
    module = kind.__module__
    best: tuple[int, str] | None = None
    for name in names():
        rules = get(name)
        if type(rules).__module__ == module:
            best = (len(module) + 1, name)
            break
        package = _package(rules)
        if module.startswith(package + ".") and (best is None or len(package) > best[0]):
            best = (len(package), name)
    _state_games[kind] = best[1] if best else None
    return _state_games[kind]
