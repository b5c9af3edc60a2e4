"""cext.rng (the compiled shuffle) = GameRNG.shuffle, and FastRNG uses it."""

from __future__ import annotations

from ai.fast.rng import COMPILED, FastRNG, search_rng
from game.engine.rng import GameRNG
from tests.cext.conftest import compiled_or_skip


def test_shuffle_makes_the_draws_of_gamerng() -> None:
    module = compiled_or_skip("rng")
    for size in (0, 1, 2, 3, 17, 60, 200):
        for seed in range(40):
            word = GameRNG(seed * 1000 + size).next_u64()
            mine = [f"x{i}" for i in range(size)]
            theirs = list(mine)
            reference = GameRNG(word)
            reference.shuffle(theirs)
            assert module.shuffle(word, mine) == reference.state
            assert mine == theirs


def test_fast_rng_is_a_gamerng_with_the_same_sequence() -> None:
    fast, plain = FastRNG(99), GameRNG(99)
    for size in (5, 40):
        a, b = list(range(size)), list(range(size))
        fast.shuffle(a)
        plain.shuffle(b)
        assert a == b
        t = bytearray(range(size))  # not a list: the Python shuffle
        u = bytearray(range(size))
        fast.shuffle(t)
        plain.shuffle(u)
        assert t == u
        assert fast.randrange(1000) == plain.randrange(1000)
    assert fast.state == plain.state


def test_search_rng_is_fast_only_when_compiled_and_asked() -> None:
    assert type(search_rng(1, compiled=False)) is GameRNG
    assert isinstance(search_rng(1), FastRNG) == COMPILED
