"""Ginkgopolis playout: twin = rules engine (same moves as the AI's policies playing the
engine, legal replays, same scores), and compiled = twin (identical scores and moves).

Without the compiled module the compiled-vs-twin parts skip and the twin is still
checked against the engine.
"""

from __future__ import annotations

import importlib

import pytest

from ai.fast import ginkgopolis as fast
from ai.games import hooks_for
from ai.policies import Policy
from cext import ginkgopolis_playout_py as twin
from cext.ginkgopolis_common import HEADER, POLICY_CODE
from game import rules
from game.engine.rng import GameRNG
from game.rules.ginkgopolis.state import DRAFT
from tests.cext.conftest import python_runs_during

TABLES = fast.TABLES


def compiled_module():
    """The compiled playout, or None when the extension is not built."""
    try:
        return importlib.import_module("cext.ginkgopolis_playout")
    except ImportError:
        return None


def random_states(seed: int, count: int) -> list:
    """Up to ``count`` determinized states (each for the seat to decide) at random
    points of one random game (fewer when the game ends first); one game in four starts
    in the character draft, the others just after it."""
    rng = GameRNG(seed)
    players = 1 + rng.randrange(5)
    options = {"characters": "beginner"} if rng.randrange(2) else {}
    state = rules.get("ginkgopolis").new_game(players, seed=seed, options=options)
    out = []
    if state.phase == DRAFT and seed % 4 == 0:
        for _ in range(rng.randrange(3 * players)):
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        out.append(state.determinize(state.current_player, rng))
    while state.phase == DRAFT:
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    while len(out) < count:
        for _ in range(rng.randrange(90)):
            if state.is_terminal():
                return out
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        if state.is_terminal():
            return out
        out.append(state.determinize(state.current_player, rng))
    return out


def states(first: int, count: int) -> list:
    """``count`` non-final random states, with a seed each, from games ``first``, ..."""
    out = []
    game = first
    while len(out) < count:
        for state in random_states(game, 4):
            out.append((first + len(out), state))
        game += 1
    return out[:count]


def replay(state, codes: list[int]):
    """Apply the moves to a copy through the engine (apply raises if one is illegal)."""
    world = state.clone()
    for code in codes:
        world.apply(fast.to_action(code))
    return world


def engine_playout(state, policy: Policy, seed: int) -> list:
    """The moves the AI's policy plays on the engine with the playout's seed."""
    world = state.clone()
    rng = GameRNG(seed)
    hooks = hooks_for(world)
    moves = []
    while not world.is_terminal() and (policy.depth == 0 or len(moves) < policy.depth):
        action = policy.choose(world, rng, hooks)
        moves.append(action)
        world.apply(action)
    return moves


def test_forms_score_and_move_like_the_engine() -> None:
    """Scores, legal moves (same order) and greedy's scores after each move."""
    compiled = compiled_module()
    for _seed, state in states(0, 120):
        form = fast.to_form(state)
        assert twin.score_form(form, TABLES) == state.table_scores()
        moves = twin.legal_moves(form, TABLES)
        assert [fast.to_action(c) for c in moves] == state.legal_actions()
        after = twin.move_scores(form, TABLES)
        seat = state.current_player
        expected = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            expected.append(child.table_scores()[seat])
        assert after == expected
        if compiled is not None:
            assert list(compiled.form_of(state, state.rng.state)) == form
            assert compiled.score_form(form, TABLES) == state.table_scores()
            assert compiled.legal_moves(form, TABLES) == moves
            assert compiled.indexed_moves(form, TABLES) == moves
            assert compiled.move_scores(form, TABLES) == after


def test_random_playouts_replay_through_the_engine() -> None:
    """300 random states: the twin plays the engine's random moves; replay = same scores."""
    policy = Policy(kind="random")
    for seed, state in states(1000, 300):
        form = fast.to_form(state)
        scores, codes = twin.playout(form, TABLES, 0, 0.0, 6, 0, seed)
        world = replay(state, codes)
        assert world.is_terminal()
        assert world.table_scores() == scores
        if seed % 3 == 0:
            assert [fast.to_action(c) for c in codes] == engine_playout(state, policy, seed)


def test_random_playouts_compiled_equals_twin() -> None:
    """2000 random states: identical forms (compiled and Python converters), scores and
    move sequences."""
    compiled = compiled_module()
    if compiled is None:
        pytest.skip("cext.ginkgopolis_playout is not built")
    for seed, state in states(3000, 2000):
        form = fast.to_form(state)
        assert list(compiled.form_of(state, state.rng.state)) == form
        result = twin.playout(form, TABLES, 0, 0.0, 6, 0, seed)
        assert compiled.playout(form, TABLES, 0, 0.0, 6, 0, seed) == result
        word = state.rng.state
        assert compiled.rollout_scores(state, word, TABLES, 0, 0.0, 6, 0, seed) == result[0]
        if seed % 20 == 0:
            assert twin.rollout_scores(state, word, TABLES, 0, 0.0, 6, 0, seed) == result[0]


def test_compiled_playouts_replay_through_the_engine() -> None:
    """1000 more states, all policies: every compiled playout replays legally with the
    same final scores (the compiled module alone, without the twin)."""
    compiled = compiled_module()
    if compiled is None:
        pytest.skip("cext.ginkgopolis_playout is not built")
    for seed, state in states(20000, 1000):
        code = seed % 3
        scores, codes = compiled.playout(fast.to_form(state), TABLES, code, 0.25, 3, 0, seed)
        world = replay(state, codes)
        assert world.is_terminal()
        assert world.table_scores() == scores


@pytest.mark.parametrize("kind", ["greedy", "epsilon_greedy"])
def test_greedy_playouts_are_the_policy_on_the_engine(kind: str) -> None:
    """40 states per policy: the twin's moves are those of ai.policies.Policy playing the
    engine (same seed), full games and cut ones; the compiled playout is the twin's."""
    compiled = compiled_module()
    for seed, state in states(9000 + 100 * len(kind), 40):
        depth = 0 if seed % 2 else 12
        policy = Policy(kind=kind, epsilon=0.3, sample=1 + seed % 6, depth=depth)
        form = fast.to_form(state)
        args = (form, TABLES, POLICY_CODE[kind], 0.3, policy.sample, depth, seed)
        scores, codes = twin.playout(*args)
        assert [fast.to_action(c) for c in codes] == engine_playout(state, policy, seed)
        world = replay(state, codes)
        assert world.table_scores() == scores
        if depth == 0 or len(codes) < depth:
            assert world.is_terminal()
        else:
            assert len(codes) == depth
        if compiled is not None:
            assert compiled.playout(*args) == (scores, codes)


def test_greedy_compiled_equals_twin_many() -> None:
    """200 more states, greedy policies with a small sample: compiled = twin."""
    compiled = compiled_module()
    if compiled is None:
        pytest.skip("cext.ginkgopolis_playout is not built")
    for seed, state in states(40000, 200):
        code = 1 + seed % 2
        args = (fast.to_form(state), TABLES, code, 0.5, 2, 0, seed)
        assert compiled.playout(*args) == twin.playout(*args)


def test_rollout_hook() -> None:
    """The hook returns state.scores() of a playout (solo: yours only), also from the
    draft; the state is not changed."""
    policy = Policy(kind="random")
    for seed, state in states(60000, 20):
        before = state.to_dict()
        out = fast.rollout(state, policy, GameRNG(seed))
        assert state.to_dict() == before
        assert len(out) == state.num_players
        scores, _ = fast.playout(state, policy, GameRNG(seed).next_u64())
        assert out == scores
    draft = rules.get("ginkgopolis").new_game(3, seed=5)
    assert draft.phase == DRAFT
    out = fast.rollout(draft, policy, GameRNG(1))
    assert out == fast.playout(draft, policy, GameRNG(1).next_u64())[0]
    assert len(out) == 3


def test_rollout_hook_falls_back_beyond_capacity() -> None:
    """A hand beyond the playout's 16 cards: the engine's Python rollout plays instead."""
    _, state = states(71000, 1)[0]
    data = state.to_dict()
    seat = state.current_player
    while len(data["hand"][seat]) < 17:
        pile = "draw" if data["draw"] else "discard"
        data["hand"][seat].append(data[pile].pop())
    big = rules.get("ginkgopolis").from_dict(data)
    with pytest.raises(ValueError):
        twin.playout(fast.to_form(big), TABLES, 0, 0.0, 6, 0, 1)
    out = fast.rollout(big, Policy(kind="random"), GameRNG(3))
    assert len(out) == big.num_players


@pytest.mark.parametrize("module_name", ["twin", "compiled"])
def test_damaged_forms_are_refused(module_name: str) -> None:
    module = twin if module_name == "twin" else compiled_module()
    if module is None:
        pytest.skip("cext.ginkgopolis_playout is not built")
    _, state = states(70000, 1)[0]
    form = fast.to_form(state)
    for bad in (form[:HEADER], form[:-1], form + [0], [9] + form[1:]):
        with pytest.raises(ValueError):
            module.playout(bad, TABLES, 0, 0.0, 6, 0, 1)
    city = list(form)
    city[HEADER + 1] = 80  # a building beyond the grid
    with pytest.raises(ValueError):
        module.score_form(city, TABLES)
    with pytest.raises(ValueError):
        module.score_form(form, TABLES[:-1])
    with pytest.raises(ValueError):
        module.playout(form, TABLES, 3, 0.0, 6, 0, 1)


def test_finished_games_score_like_the_engine() -> None:
    """A finished game: no move, the engine's scores (both implementations)."""
    compiled = compiled_module()
    engine = rules.get("ginkgopolis")
    for seed in range(12):
        state = engine.new_game(1 + seed % 5, seed=seed)
        rng = GameRNG(seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        form = fast.to_form(state)
        for module in (twin, compiled) if compiled is not None else (twin,):
            assert module.playout(form, TABLES, 0, 0.0, 6, 0, seed) == (
                state.table_scores(), [])
        assert fast.rollout(state, Policy(kind="random"), GameRNG(1)) == state.scores()


def test_compiled_playout_releases_the_gil() -> None:
    """While one thread is inside a compiled playout, another runs Python code.

    One greedy 5-player game takes a few milliseconds, so the worker plays 60 of them
    and the main thread must be seen running inside one of the calls."""
    compiled = compiled_module()
    if compiled is None:
        pytest.skip("cext.ginkgopolis_playout is not built")
    form = fast.to_form(rules.get("ginkgopolis").new_game(5, seed=3))
    seeds = iter(range(10**6))
    # greedy over every legal move, a whole 5-player game: one call into C
    assert python_runs_during(
        lambda: compiled.playout(form, TABLES, 1, 0.0, 1_000_000, 0, next(seeds)), calls=60)


def test_solo_construct_on_hals_building_like_the_engine() -> None:
    """Issue 21: you build on Hal's height-2 building (the test_solo position); one-move
    playouts (Hal's turn included) end with the engine's scores, Hal's 2 SP included."""
    from tests.rules.ginkgopolis.helpers import give_hand, give_tiles
    from tests.rules.ginkgopolis.test_solo import HAL, solo

    state = solo(extra=[(4, 4, "B5", 2, HAL)], hal_card="R1", top="Y9")
    give_hand(state, 0, "B5", "Y1", "B1")
    give_tiles(state, 0, "B7")
    target = rules.get("ginkgopolis").parse_action(state, "play B5 + B7")
    form = fast.to_form(state)
    compiled = compiled_module()
    seen = 0
    for seed in range(60):
        for module in (twin, compiled) if compiled is not None else (twin,):
            scores, codes = module.playout(form, TABLES, 0, 0.0, 6, 1, seed)
            world = replay(state, codes)
            assert world.table_scores() == scores
            if fast.to_action(codes[0]) == target:
                assert world.sp[HAL] == state.sp[HAL] + 2
                seen += 1
    assert seen > 0
