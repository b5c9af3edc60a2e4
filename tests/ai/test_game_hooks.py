"""The AI hooks of a game come from its descriptor's ``ai`` loader."""

from __future__ import annotations

import pytest

from ai.fast import akropolis as fast_akropolis
from ai.games import GameHooks, akropolis, bench_of, capital, ginkgopolis, hooks_for, hooks_of
from game.engine import registry
from game.engine.descriptor import GameDescriptor
from tests.engine.toy_game import TOY


def test_the_shipped_games_hooks_are_their_modules_hooks():
    assert hooks_of("akropolis") is akropolis.HOOKS
    assert hooks_of("capital") is capital.HOOKS
    assert hooks_of("ginkgopolis") is ginkgopolis.HOOKS
    assert akropolis.HOOKS.public_history and not ginkgopolis.HOOKS.public_history
    assert capital.HOOKS.evaluate is capital.evaluate
    assert (akropolis.HOOKS.rollout is not None) == fast_akropolis.COMPILED
    state = registry.get("capital").new_game(players=2, seed=1)
    assert hooks_for(state) is capital.HOOKS


def test_a_game_without_hooks_gets_none_and_a_new_registration_its_new_hooks():
    registry.register(TOY)
    try:
        state = TOY.new_game(players=2, seed=1)
        assert hooks_for(state) == GameHooks(name="toy")
        margin = GameHooks(name="toy", margin_scale=lambda s: 5.0)
        registry.register(GameDescriptor(name="toy", rules=lambda: TOY, ai=lambda: margin))
        assert hooks_for(state) is margin
        registry.register(GameDescriptor(name="toy", rules=lambda: TOY, ai=lambda: "hooks"))
        with pytest.raises(TypeError, match="not GameHooks"):
            hooks_for(state)
    finally:
        registry.unregister("toy")
    assert hooks_of("toy") == GameHooks(name="toy")


def test_the_bench_settings_come_from_the_descriptor():
    from game.engine.conformance import random_playout

    try:
        from cext import regions
    except ImportError:  # not built: the kernels cannot be looked at
        regions = None

    for name, module in (("akropolis", akropolis), ("capital", capital),
                         ("ginkgopolis", ginkgopolis)):
        settings = bench_of(name)
        assert settings is module.BENCH and settings.name == name
        assert settings.shared_board == (name == "ginkgopolis")
        state = random_playout(registry.get(name), 2, {}, 3, check=False)
        assert settings.region_score(state, 0) == settings.region_score(state.clone(), 0)
        board = settings.region_board(state, 0)
        if regions is not None:
            assert settings.region_kernel(regions)(*board) is not None
    registry.register(TOY)
    try:
        assert bench_of("toy") is None
    finally:
        registry.unregister("toy")
    assert bench_of("no_such_game") is None
