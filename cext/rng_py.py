"""Twin of cext/rng.pyx: GameRNG.shuffle on a bare SplitMix64 word."""

from __future__ import annotations

from typing import Any

from game.engine.rng import GameRNG

COMPILED = False


def shuffle(state: int, items: list[Any]) -> int:
    """Shuffle ``items`` in place from SplitMix64 word ``state``; the new word."""
    rng = GameRNG(state)
    rng.shuffle(items)
    return rng.state
