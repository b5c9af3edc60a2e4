"""Test helper: fill a game record with random legal actions, as a game would."""

from __future__ import annotations

import random
from typing import Any

from game.engine.record import GameRecord


def play_randomly(record: GameRecord, rng: random.Random, length: int | None = None,
                  think: bool = False) -> Any:
    """Append random legal actions to ``record`` until the game ends (or it holds
    ``length`` actions); the state reached. ``think`` adds a random think time or none."""
    state = record.replay()
    while not state.is_terminal() and (length is None or len(record.actions) < length):
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.add(seat, str(action), rng.choice([None, rng.randrange(5000)]) if think else None)
    return state
