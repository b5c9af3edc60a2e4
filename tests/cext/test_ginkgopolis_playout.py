"""Ginkgopolis playout, compiled, against the rules engine: scores of forms, legal moves
(same order), greedy's score after each move, the same moves as the AI's policies
playing the engine with the same random numbers, and every playout replayed through
the engine (legal, same scores), on thousands of random and greedy states.
"""

from __future__ import annotations

import pytest

from ai.fast import ginkgopolis as fast
from ai.games import hooks_for
from ai.policies import Policy
from cext.ginkgopolis_common import HEADER, POLICY_CODE
from game import rules
from game.engine.rng import GameRNG
from game.rules.ginkgopolis.phases import DRAFT
from tests.cext.conftest import compiled_or_skip, python_runs_during

compiled = compiled_or_skip("ginkgopolis_playout")
TABLES = fast.TABLES


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
    """2000 states: scores, legal moves (same order, also by index) and, on 300 of them,
    greedy's score after each move."""
    for seed, state in states(0, 2000):
        form = fast.to_form(state)
        assert compiled.score_form(form, TABLES) == state.table_scores()
        moves = compiled.legal_moves(form, TABLES)
        assert [fast.to_action(c) for c in moves] == state.legal_actions()
        assert compiled.indexed_moves(form, TABLES) == moves
        if seed % 7:
            continue
        seat = state.current_player
        expected = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            expected.append(child.table_scores()[seat])
        assert compiled.move_scores(form, TABLES) == expected


def test_random_playouts_are_the_engines() -> None:
    """2000 random states: the moves of the engine's random policy with the playout's
    seed (one state in four), legal replays with the same scores, the rollout hook's
    scores."""
    policy = Policy(kind="random")
    for seed, state in states(3000, 2000):
        scores, codes = compiled.playout(fast.to_form(state), TABLES, 0, 0.0, 6, 0, seed)
        world = replay(state, codes)
        assert world.is_terminal()
        assert world.table_scores() == scores
        word = state.rng.state
        assert compiled.rollout_scores(state, word, TABLES, 0, 0.0, 6, 0, seed) == scores
        if seed % 4 == 0:
            assert [fast.to_action(c) for c in codes] == engine_playout(state, policy, seed)


def test_compiled_playouts_replay_through_the_engine() -> None:
    """1000 more states, all policies: every playout replays legally with the same final
    scores."""
    for seed, state in states(20000, 1000):
        code = seed % 3
        scores, codes = compiled.playout(fast.to_form(state), TABLES, code, 0.25, 3, 0, seed)
        world = replay(state, codes)
        assert world.is_terminal()
        assert world.table_scores() == scores


@pytest.mark.parametrize("kind", ["greedy", "epsilon_greedy"])
def test_greedy_playouts_are_the_policy_on_the_engine(kind: str) -> None:
    """100 states per policy: the moves are those of ai.policies.Policy playing the
    engine (same seed), full games and cut ones."""
    for seed, state in states(9000 + 100 * len(kind), 100):
        depth = 0 if seed % 2 else 12
        policy = Policy(kind=kind, epsilon=0.3, sample=1 + seed % 6, depth=depth)
        form = fast.to_form(state)
        args = (form, TABLES, POLICY_CODE[kind], 0.3, policy.sample, depth, seed)
        scores, codes = compiled.playout(*args)
        assert [fast.to_action(c) for c in codes] == engine_playout(state, policy, seed)
        world = replay(state, codes)
        assert world.table_scores() == scores
        if depth == 0 or len(codes) < depth:
            assert world.is_terminal()
        else:
            assert len(codes) == depth


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
        compiled.playout(fast.to_form(big), TABLES, 0, 0.0, 6, 0, 1)
    out = fast.rollout(big, Policy(kind="random"), GameRNG(3))
    assert len(out) == big.num_players


def test_damaged_forms_are_refused() -> None:
    module = compiled
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
    """A finished game: no move, the engine's scores."""
    engine = rules.get("ginkgopolis")
    for seed in range(12):
        state = engine.new_game(1 + seed % 5, seed=seed)
        rng = GameRNG(seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        form = fast.to_form(state)
        assert compiled.playout(form, TABLES, 0, 0.0, 6, 0, seed) == (
            state.table_scores(), [])
        assert fast.rollout(state, Policy(kind="random"), GameRNG(1)) == state.scores()


def test_compiled_playout_releases_the_gil() -> None:
    """While one thread is inside a compiled playout, another runs Python code.

    One greedy 5-player game takes a few milliseconds, so the worker plays 60 of them
    and the main thread must be seen running inside one of the calls."""
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
    seen = 0
    for seed in range(60):
        scores, codes = compiled.playout(form, TABLES, 0, 0.0, 6, 1, seed)
        world = replay(state, codes)
        assert world.table_scores() == scores
        if fast.to_action(codes[0]) == target:
            assert world.sp[HAL] == state.sp[HAL] + 2
            seen += 1
    assert seen > 0
