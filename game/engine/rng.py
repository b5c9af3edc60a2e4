"""A small seeded random number generator whose whole state is one TOML-safe value.

SplitMix64: one 64-bit word of state, good statistical quality for games, and the
same integer arithmetic is easy to mirror bit for bit in Cython.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def splitmix64_next(state: int) -> tuple[int, int]:
    """Advance a SplitMix64 state; return (new_state, 64-bit output)."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class GameRNG:
    """Deterministic RNG for game states: same seed, same sequence, everywhere."""

    __slots__ = ("_state",)

    def __init__(self, seed: int = 0) -> None:
        self._state = int(seed) & _MASK

    def next_u64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self._state, out = splitmix64_next(self._state)
        return out

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n) (multiply-shift; n must be positive)."""
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        return (self.next_u64() * n) >> 64

    def random(self) -> float:
        """Uniform float in [0, 1)."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly chosen element of a non-empty sequence."""
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place (same draws as ``randrange(i + 1)`` each step).

        SplitMix64 is inlined here: determinize shuffles on every MCTS iteration,
        and the method calls cost more than the arithmetic.
        """
        state = self._state
        for i in range(len(items) - 1, 0, -1):
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self._state = state

    def spawn(self) -> GameRNG:
        """A new independent generator seeded from this one."""
        return GameRNG(self.next_u64())

    def clone(self) -> GameRNG:
        """An independent copy with the same state."""
        return GameRNG(self._state)

    @property
    def state(self) -> int:
        """The 64-bit SplitMix64 word (what the compiled playouts continue from)."""
        return self._state

    @state.setter
    def state(self, word: int) -> None:
        """Continue from the word a compiled SplitMix64 reached (the same sequence)."""
        self._state = int(word) & _MASK

    def to_dict(self) -> dict[str, str]:
        """TOML-safe state (hex string: TOML integers are signed 64-bit)."""
        return {"splitmix64": f"{self._state:016x}"}

    @classmethod
    def from_dict(cls, data: dict[str, str]) -> GameRNG:
        """Rebuild a generator from :meth:`to_dict` output."""
        rng = cls()
        rng._state = int(data["splitmix64"], 16) & _MASK
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameRNG) and other._state == self._state

    def __repr__(self) -> str:
        return f"GameRNG(state=0x{self._state:016x})"
