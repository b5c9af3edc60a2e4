"""Game-agnostic engine: the contract, errors, RNG, registry, records and config."""

from game.engine.contract import Action, GameState, Rules, parse_action_text
from game.engine.errors import IllegalAction, PositionError, UserFileError
from game.engine.rng import GameRNG

__all__ = [
    "Action",
    "GameRNG",
    "GameState",
    "IllegalAction",
    "PositionError",
    "Rules",
    "UserFileError",
    "parse_action_text",
]
