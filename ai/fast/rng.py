"""The search's random numbers: GameRNG with the compiled shuffle when it is active.

Determinizations shuffle the hidden cards and tiles on every search iteration; the
compiled shuffle (cext/rng.pyx) makes the same draws as ``GameRNG.shuffle``.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any

from cext import load
from game.engine.rng import GameRNG

_shuffle_module = load("rng")
COMPILED = _shuffle_module is not None


class FastRNG(GameRNG):
    """A GameRNG (same sequence) whose list shuffles run compiled (when built)."""

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates in place, the same draws as :meth:`GameRNG.shuffle`."""
        if type(items) is list and _shuffle_module is not None:
            self._state = _shuffle_module.shuffle(self._state, items)
        else:
            super().shuffle(items)


def search_rng(seed: int, compiled: bool = True) -> GameRNG:
    """The search's generator: a FastRNG when asked for and the extension is active."""
    return FastRNG(seed) if compiled and COMPILED else GameRNG(seed)
