"""The search on the compiled world (descent and rollouts in C, only the tree in
Python) against the search on the engine's states."""

from __future__ import annotations

import pytest

from ai.levels import get_level
from ai.mcts import Search
from game import rules
from game.engine import GameRNG
from tests.cext.conftest import compiled_or_skip

compiled_or_skip("regions")  # the whole module needs the extension

GAMES = ("akropolis", "capital", "ginkgopolis")


def positions(game: str, count: int):
    """States along random 2-3 player games, a few moves apart (not finished)."""
    engine = rules.get(game)
    found = []
    seed = 0
    while len(found) < count:
        state = engine.new_game(2 + seed % 2, seed=seed)
        rng = GameRNG(seed)
        for _ in range(rng.randrange(50)):
            if state.is_terminal():
                break
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            found.append(state)
        seed += 1
    return found


def _level(game: str, **changes):
    level = get_level("normal").for_game(game)
    return level.replace(**{"name": "t", "iterations": 60, "time_ms": 0, "games": {},
                            **changes})


@pytest.mark.parametrize("game", GAMES)
def test_the_compiled_world_is_used(game: str) -> None:
    state = positions(game, 1)[0]
    search = Search(state, _level(game), seed=1)
    assert search.compiled_world
    assert Search(state, _level(game), seed=1, world=False).compiled_world is False
    assert Search(state, _level(game), seed=1, compiled=False).compiled_world is False


@pytest.mark.parametrize("game", ["capital", "ginkgopolis"])
@pytest.mark.parametrize("worlds", [0, 5])
def test_same_tree_as_the_engine_descent(game: str, worlds: int) -> None:
    """Capital and Ginkgopolis list their compiled moves in the engine's order, and the
    World's rollout is the rollout hook's: from the same seed both searches build the
    same tree, move for move."""
    level = _level(game, worlds=worlds)
    for index, state in enumerate(positions(game, 8)):
        fast = Search(state, level, seed=index)
        slow = Search(state, level, seed=index, world=False)
        fast.run()
        slow.run()
        assert fast.compiled_world  # no fallback to the engine happened
        assert [(t, n.visits, n.rsum) for t, n in fast.ranked()] == [
            (t, n.visits, n.rsum) for t, n in slow.ranked()]
        assert str(fast.choose()) == str(slow.choose())


def test_akropolis_searches_alike() -> None:
    """Akropolis lists its compiled moves in another order, so the random expansions
    differ; both searches still weigh the same root moves and answer a legal move."""
    level = _level("akropolis", widening=0.0)  # every root move is tried
    for index, state in enumerate(positions("akropolis", 4)):
        fast = Search(state, level.replace(iterations=len(state.legal_actions())), seed=index)
        slow = Search(state, level.replace(iterations=len(state.legal_actions())), seed=index,
                      world=False)
        fast.run()
        slow.run()
        assert fast.compiled_world
        assert {t for t, _ in fast.ranked()} == {t for t, _ in slow.ranked()} == {
            str(a) for a in state.legal_actions()}
        assert fast.choose() in state.legal_actions()


def test_positions_beyond_the_compiled_capacities_fall_back() -> None:
    """A Ginkgopolis hand of 17 cards (a position file may hold one) is beyond the
    compiled game: the whole search runs on the engine instead."""
    state = positions("ginkgopolis", 1)[0]
    data = state.to_dict()
    seat = state.current_player
    while len(data["hand"][seat]) < 17:
        pile = "draw" if data["draw"] else "discard"
        data["hand"][seat].append(data[pile].pop())
    big = rules.get("ginkgopolis").from_dict(data)
    search = Search(big, _level("ginkgopolis"), seed=2)
    search.run()
    assert not search.compiled_world
    assert search.iterations == 60
    assert search.choose() in big.legal_actions()


def test_tree_reuse_on_the_compiled_world() -> None:
    """Akropolis re-roots its compiled tree at the position reached (codes matched by
    their texts) when the opponent plays the reply the search explored most."""
    reused = 0
    for index, state in enumerate(positions("akropolis", 8)):
        if state.num_players != 2:
            continue
        search = Search(state, _level("akropolis", iterations=200), seed=index)
        search.run()
        action = search.choose()
        reply_node = search.children_by_text(search.root)[str(action)]
        if not reply_node.children:
            continue
        replies = search.children_by_text(reply_node)
        reply = max(replies.items(), key=lambda kv: kv[1].visits)[0]
        state = state.clone()
        state.apply(action)
        state.apply_text(reply)
        if state.current_player != search.observer:
            continue
        assert search.advance(state)
        visits = search.root.visits
        assert visits == replies[reply].visits
        search.run()
        assert search.root.visits == visits + 200
        assert search.choose() in state.legal_actions()
        reused += 1
    assert reused >= 2


@pytest.mark.parametrize("game", GAMES)
def test_a_fixed_set_of_worlds_is_reused_in_every_game(game: str) -> None:
    """worlds = 2 keeps two sampled Worlds and copies one per iteration (Akropolis' World
    copies by replaying its moves on its form; the others copy their C struct)."""
    state = positions(game, 1)[0]
    search = Search(state, _level(game, worlds=2, iterations=12), seed=3)
    search.run()
    assert search.iterations == 12 and len(search._kept) == 2
    assert search.choose() in state.legal_actions()
