"""The AI does not cheat on the real games.

For a position, ``state.determinize(seat, rng)`` builds another full state that the
seat to move cannot tell apart from it (same public and private information, the
hidden parts resampled). ``ai.choose_action`` and ``ai.analyse`` with the same seed
must give the same answer for both.
"""

from __future__ import annotations

import pytest

import ai
from ai.levels import get_level
from game import rules
from game.engine import GameRNG

SHIPPED = [name for name in rules.names() if name in ("akropolis", "capital", "ginkgopolis")]


def _positions(game: str, players: int):
    """Positions along random games, a few moves apart."""
    game_rules = rules.get(game)
    for seed in (1, 2):
        state = game_rules.new_game(players=players, seed=seed)
        chooser = GameRNG(seed * 31 + players)
        step = 0
        while state.current_player is not None and step < 60:
            if step % 9 == 4:
                yield state.clone()
            actions = state.legal_actions()
            state.apply(actions[chooser.randrange(len(actions))])
            step += 1


@pytest.mark.parametrize("game", SHIPPED)
@pytest.mark.parametrize("players", [2, 3])
def test_same_information_same_action(game, players):
    if players not in rules.get(game).player_counts:
        pytest.skip(f"{game} has no {players}-player game")
    level = get_level("normal").replace(name="fair", iterations=12, time_ms=0, worlds=0)
    rng = GameRNG(99)
    compared = differing = 0
    for state in _positions(game, players):
        me = state.current_player
        if len(state.legal_actions()) < 2:
            continue
        twin = state.determinize(me, rng)
        differing += twin.to_dict() != state.to_dict()
        seed = compared + 5
        assert str(ai.choose_action(twin, level, seed)) == str(ai.choose_action(state, level, seed))
        assert [c.text for c in ai.analyse(twin, level, seed)] == [
            c.text for c in ai.analyse(state, level, seed)
        ]
        assert str(ai.choose_action(twin, "greedy", seed)) == str(
            ai.choose_action(state, "greedy", seed)
        )
        compared += 1
    assert compared >= 3
    assert differing >= 1, "no position had hidden information to resample"


@pytest.mark.parametrize("game", SHIPPED)
@pytest.mark.parametrize("path", ["compiled world", "engine"])
def test_same_information_same_search_on_each_path(game, path):
    """The search on the compiled world (descent and rollouts in C) and the pure-Python
    search each build the same tree for two states the seat cannot tell apart."""
    from ai.mcts import Search

    level = get_level("normal").for_game(game).replace(
        name="fair", iterations=40, time_ms=0, worlds=0, games={})
    compiled = path == "compiled world"
    rng = GameRNG(7)
    compared = 0
    for state in _positions(game, 2):
        me = state.current_player
        if len(state.legal_actions()) < 2:
            continue
        twin = state.determinize(me, rng)
        seed = compared + 11
        searches = [Search(s, level, seed, compiled=compiled) for s in (state, twin)]
        if compiled and not searches[0].compiled_world:
            pytest.skip("the compiled extension is not active")
        for search in searches:
            search.run()
            assert search.compiled_world == compiled  # no fallback
        a, b = ([(text, node.visits, node.rsum) for text, node in s.ranked()] for s in searches)
        assert a == b
        compared += 1
    assert compared >= 3
