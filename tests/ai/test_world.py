"""The engine's states as the search's World (ai/world.py): keys are action texts."""

from __future__ import annotations

import pytest

from ai.policies import Policy
from ai.rollout import python_rollout
from ai.world import EngineWorld, EngineWorlds
from game import rules
from game.engine import GameRNG
from tests.ai.nim_game import NimState


def _world(state) -> EngineWorld:
    return EngineWorlds(state, python_rollout).from_state(state)


def test_keys_are_the_action_texts_in_the_engines_order() -> None:
    state = rules.get("capital").new_game(3, seed=4)
    world = _world(state.clone())
    assert world.legal() == [str(action) for action in state.legal_actions()]
    assert world.current == state.current_player


def test_apply_by_key_moves_the_state() -> None:
    state = rules.get("akropolis").new_game(2, seed=2)
    world = _world(state.clone())
    key = world.legal()[3]
    world.apply(key)
    state.apply_text(key)
    assert world.state.history == state.history
    assert list(world.scores()) == list(state.scores())
    assert world.legal() == [str(action) for action in state.legal_actions()]


def test_a_key_is_checked_against_the_position_it_is_played_in() -> None:
    world = _world(NimState(pile=3))
    assert world.legal() == ["take 1", "take 2"]
    world.apply("take 2")  # pile 1: "take 2" was legal a move ago, not now
    with pytest.raises(ValueError):
        world.apply("take 2")
    with pytest.raises(ValueError):
        world.apply("take 7")
    world.apply("take 1")  # legal() was not asked for: apply lists the moves itself
    assert world.current == -1
    assert world.winners() == world.state.winners()


def test_a_copy_moves_on_its_own() -> None:
    world = _world(NimState(pile=5))
    twin = world.copy()
    twin.apply("take 2")
    assert world.state.pile == 5 and twin.state.pile == 3
    assert world.legal() == ["take 1", "take 2"]


def test_play_out_is_the_searchs_rollout_on_the_state() -> None:
    state = rules.get("ginkgopolis").new_game(2, seed=6)
    policy = Policy("random")
    world = _world(state.clone())
    scores = world.play_out(policy, GameRNG(3))
    assert list(scores) == list(python_rollout(state.clone(), policy, GameRNG(3)))
    assert world.current == -1  # the rollout played the world's own state to the end


def test_worlds_determinize_with_the_engines_draws() -> None:
    state = rules.get("ginkgopolis").new_game(3, seed=8)
    worlds = EngineWorlds(state, python_rollout)
    mine, theirs = GameRNG(11), GameRNG(11)
    world = worlds.determinize(0, mine)
    expected = state.determinize(0, theirs)
    assert mine == theirs
    assert world.state.to_dict() == expected.to_dict()
    assert worlds.text(world, "pass") == "pass"
    assert worlds.playout_winners
