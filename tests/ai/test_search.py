"""The ISMCTS search, the public API and the baselines on small fixture games."""

from __future__ import annotations

import math

import pytest

import ai
from ai.bots import Bot, greedy_action, random_action
from ai.games import hooks_for
from ai.levels import get_level
from ai.mcts import Search, reward_vector
from ai.policies import Policy, greedy_choice
from ai.rollout import python_rollout, rollout
from game.engine import GameRNG
from tests.ai.nim_game import NIM, NimState
from tests.engine.toy_game import TOY


def _level(**changes):
    settings = {"name": "test", "iterations": 60, "time_ms": 0, **changes}
    return get_level("normal").replace(**settings)


def test_reward_vector_blends_win_and_margin():
    rewards, wins, margins = reward_vector([30, 20, 10], [0], scale=10.0, win_weight=0.5)
    assert wins == [1.0, 0.0, 0.0]
    assert margins == [10.0, -10.0, -20.0]
    assert rewards[0] == pytest.approx(0.5 + 0.5 * (0.5 + 0.5 * math.tanh(1.0)))
    assert rewards[1] == pytest.approx(0.5 * (0.5 + 0.5 * math.tanh(-1.0)))
    assert rewards[0] > rewards[1] > rewards[2]


def test_shared_win_counts_one_over_k():
    rewards, wins, _ = reward_vector([5, 5, 1], [0, 1], scale=3.0, win_weight=1.0)
    assert wins == [0.5, 0.5, 0.0]
    assert rewards == [0.5, 0.5, 0.0]


def test_solo_reward_grows_with_score():
    low, _, _ = reward_vector([10], [], 5.0, 0.5)
    high, _, _ = reward_vector([20], [], 5.0, 0.5)
    assert high[0] > low[0]


def test_search_finds_the_winning_nim_move():
    # pile 4: taking 1 leaves 3, a lost position for the opponent; taking 2 loses
    state = NimState(pile=4)
    assert str(ai.choose_action(state, _level(), seed=1)) == "take 1"
    state = NimState(pile=5)
    assert str(ai.choose_action(state, _level(), seed=2)) == "take 2"


def test_analysis_ranks_the_winning_move_with_its_win_probability():
    candidates = ai.analyse(NimState(pile=7), _level(iterations=300), seed=3)
    assert [c.text for c in candidates][0] == "take 1"
    assert sum(c.visit_share for c in candidates) == pytest.approx(1.0)
    best = candidates[0]
    assert best.win_probability > 0.8
    assert best.expected_margin > 5
    assert candidates[1].win_probability < best.win_probability


def test_same_seed_same_action_and_the_state_is_untouched():
    state = TOY.new_game(3, seed=5)
    before = state.to_dict()
    first = ai.choose_action(state, _level(), seed=9)
    assert ai.choose_action(state, _level(), seed=9) == first
    assert first in state.legal_actions()
    assert state.to_dict() == before


def test_every_preset_returns_a_legal_action_quickly_on_the_toy(tiny_levels):
    state = TOY.new_game(2, seed=4)
    for name in ("beginner", "easy", tiny_levels):
        assert ai.choose_action(state, name, seed=1) in state.legal_actions()


def test_temperature_sampling_stays_legal_and_varies():
    state = NimState(pile=8)
    level = _level(temperature=5.0, iterations=30)
    picks = {str(ai.choose_action(state, level, seed=s)) for s in range(12)}
    assert picks == {"take 1", "take 2"}


def test_search_never_reads_the_true_hidden_state():
    """The toy's hidden hands/deck are resampled: the search only sees determinizations."""

    state = TOY.new_game(2, seed=8)
    search = Search(state, _level(iterations=20), seed=4)
    calls = []
    original = type(state).legal_actions

    def spying(self):
        calls.append(self is state)
        return original(self)

    type(state).legal_actions = spying
    try:
        search.run()
    finally:
        type(state).legal_actions = original
    assert calls and not any(calls)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_toy_ai_is_fair_same_information_same_action(players):
    """States that differ only in what the seat cannot see give the same action."""
    rng = GameRNG(77)
    differing = 0
    for game_seed in range(6):
        state = TOY.new_game(players, seed=game_seed)
        for _ in range(game_seed % 3):
            state.apply(state.legal_actions()[0])
        me = state.current_player
        twin = state.determinize(me, rng)
        differing += twin.to_dict() != state.to_dict()
        assert twin.hands[me] == state.hands[me]
        level = _level(iterations=30)
        assert str(ai.choose_action(twin, level, seed=5)) == str(
            ai.choose_action(state, level, seed=5)
        )
        assert [c.text for c in ai.analyse(twin, level, 6)] == [
            c.text for c in ai.analyse(state, level, 6)
        ]
        assert str(greedy_action(twin, 3)) == str(greedy_action(state, 3))
    if players > 1:
        assert differing > 0  # the test really compared different true states


def test_baselines_pick_legal_actions_and_greedy_takes_the_best_gain():
    state = TOY.new_game(2, seed=1)
    assert random_action(state, 1) in state.legal_actions()
    best = max(state.hands[state.current_player])
    assert str(greedy_action(state, 1)) == f"play {best}"
    assert str(ai.choose_action(state, "greedy", 2)) == f"play {best}"


def test_greedy_policy_with_a_full_sample_is_exact():
    state = TOY.new_game(2, seed=3)
    hooks = hooks_for(state)
    action = greedy_choice(state, state.legal_actions(), GameRNG(1), hooks, sample=10)
    assert action == f"play {max(state.hands[0])}"


def test_rollout_plays_to_the_end_or_cuts_off_with_the_heuristic():
    state = TOY.new_game(2, seed=3)
    world = state.clone()
    scores = python_rollout(world, Policy("epsilon_greedy", 0.5, 3, 0), GameRNG(2))
    assert world.is_terminal() and scores == world.scores()
    cut = state.clone()
    rollout(cut, Policy("random", 0.0, 1, 2), GameRNG(2))
    assert len(cut.history) == 2 and not cut.is_terminal()


def test_worlds_setting_limits_the_determinizations():
    state = TOY.new_game(2, seed=2)
    search = Search(state, _level(iterations=25, worlds=3), seed=1)
    search.run()
    assert len(search._kept) == 3
    assert search.iterations == 25


def test_time_budget_stops_the_search():
    state = NimState(pile=30)
    search = Search(state, _level(iterations=0, time_ms=50), seed=1)
    search.run()
    assert search.iterations > 0 and search.budget_spent(search.elapsed)


def test_bot_reuses_its_tree_when_history_is_public(monkeypatch):
    from ai import games

    monkeypatch.setitem(
        games._cache, "tests.ai.nim_game", games.GameHooks(name="nim", public_history=True)
    )
    state = NimState(pile=12)
    bot = Bot("normal")
    bot.level = _level(iterations=50, reuse_tree=True)
    state.apply(bot.choose(state, 1))
    state.apply(state.legal_actions()[0])
    old_root = bot._search.root
    bot.choose(state, 2)
    assert bot._search.root is not old_root
    assert bot._search.root.visits > 50  # statistics carried over from the last move


def test_game_over_is_an_error():
    state = NimState(pile=1)
    state.apply("take 1")
    with pytest.raises(ValueError):
        ai.choose_action(state)


def test_nim_fixture_is_a_valid_game():
    from game.engine.conformance import random_playout

    random_playout(NIM, 2, {}, 1)
