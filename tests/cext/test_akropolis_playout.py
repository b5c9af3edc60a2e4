"""Akropolis playout, compiled, against the rules engine: scores of forms, legal moves,
greedy's score after each move, and every playout's moves replayed through the engine
(legal, same final scores) on thousands of random and greedy states."""

from __future__ import annotations

import pytest

from ai.fast import akropolis as fast
from ai.policies import Policy
from cext.akropolis_common import POLICY_CODE, decode_move
from game import rules
from game.engine.rng import GameRNG
from game.rules.akropolis import Take
from tests.cext.conftest import compiled_or_skip, python_runs_during

compiled = compiled_or_skip("akropolis_playout")

VARIANTS = ("house", "market", "barracks", "temple", "garden")


def random_options(rng: GameRNG, players: int) -> dict:
    """Random variants and rules options (long game for 2-3 players now and then)."""
    return {
        "variants": [v for v in VARIANTS if rng.randrange(2)],
        "long_game": players < 4 and rng.randrange(4) == 0,
        "barracks_edge": ("any", "outside")[rng.randrange(2)],
        "lake": ("single-space", "enclosed-area")[rng.randrange(2)],
    }


def random_state(seed: int):
    """A determinized state at a random point of a random game."""
    rng = GameRNG(seed)
    players = 2 + rng.randrange(3)
    options = random_options(rng, players)
    state = rules.get("akropolis").new_game(players, seed=seed, options=options)
    for _ in range(rng.randrange(60)):
        if state.is_terminal():
            break
        state.apply(state.random_action(rng))
    return state.determinize(0, rng)


def test_form_holds_the_state() -> None:
    """The compiled converter's form, read back field by field, is the engine state:
    header, stones, site, stacks and every city's top hexes (tested here against the
    state itself; the scores, moves and playouts below check its use)."""
    from cext.akropolis_common import (
        CELL_INTS,
        H_BOUTSIDE,
        H_CURRENT,
        H_LAKE,
        H_NSTACKS,
        H_PLAYERS,
        H_SITE,
        H_SITELEN,
        H_STACKSIZE,
        H_STONES,
        H_VARIANTS,
        HEADER,
        variant_mask,
    )
    from game.rules.akropolis.geometry import unkey

    for seed in range(300):
        state = random_state(50000 + seed)
        form = fast.to_form(state)
        n = state.players
        assert form[H_PLAYERS] == n and form[H_CURRENT] == state.current
        assert form[H_VARIANTS] == variant_mask(state.opts.variants)
        assert form[H_BOUTSIDE] == int(state.opts.barracks_outside)
        assert form[H_LAKE] == int(state.opts.lake_area)
        assert form[H_STONES:H_STONES + n] == list(state.stones)
        assert form[H_SITE:H_SITE + form[H_SITELEN]] == list(state.site)
        size = form[H_STACKSIZE]
        at = HEADER + form[H_NSTACKS] * size
        assert [form[HEADER + i * size:HEADER + (i + 1) * size]
                for i in range(form[H_NSTACKS])] == [list(s) for s in state.stacks]
        for seat in range(n):
            count = form[at]
            cells = [form[at + 1 + CELL_INTS * j:at + 1 + CELL_INTS * (j + 1)]
                     for j in range(count)]
            at += 1 + CELL_INTS * count
            expected = {unkey(k): [h, state.top[seat][k], state.toptile[seat][k]]
                        for k, h in state.hgt[seat].items()}
            assert {(q, r): rest for q, r, *rest in cells} == expected
            assert len(cells) == len(expected)
        assert at == len(form)


def replay(state, codes: list[int]):
    """Apply the moves to a copy through the engine (apply raises if one is illegal)."""
    world = state.clone()
    for code in codes:
        world.apply(Take(*decode_move(code)))
    return world


def test_forms_score_like_the_engine() -> None:
    for seed in range(2000):
        state = random_state(seed)
        assert compiled.score_form(fast.to_form(state)) == state.scores()


def test_barracks_any_counts_holes() -> None:
    """R9.1 "any": a barracks next to a hole only still scores, whatever the lake option."""
    # a ring of quarries around the hole (0, 0), a barracks at (1, 0) touching only the
    # hole and built spaces, a barracks-plaza (2 stars) and a garden-plaza elsewhere
    ring = [(1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    hexes = [(q, r, 1, 11) for q, r in ring] + [(1, 0, 1, 3)]
    hexes += [(q, r, 1, 11) for q, r in [(2, -1), (2, -2), (1, -2), (2, 0), (1, 1), (0, 2)]]
    hexes += [(3, -1, 1, 8), (3, 0, 1, 10)]
    from cext.akropolis_common import city_window

    regions = compiled_or_skip("regions")
    w, h, kind, level, _, _ = city_window(hexes)
    nbr = regions.grid_neighbours(w, h, True)
    for lake in (False, True):
        out = regions.akropolis_city(w, h, kind, level, nbr, 16, False, lake, 0)
        assert out[3] == 2  # barracks value 1 x 2 stars
        out = regions.akropolis_city(w, h, kind, level, nbr, 16, True, lake, 0)
        assert out[3] == 0


def test_legal_moves_are_the_engines() -> None:
    for seed in range(2000):
        state = random_state(1000 + seed)
        if state.is_terminal():
            continue
        mine = compiled.legal_moves(fast.to_form(state))
        assert len(set(mine)) == len(mine)
        assert {Take(*decode_move(c)) for c in mine} == set(state.legal_actions())


def test_random_playouts_replay_through_the_engine() -> None:
    """2000 seeded random states: the moves replay legally to the same final scores."""
    for seed in range(2000):
        state = random_state(5000 + seed)
        result = compiled.playout(fast.to_form(state), fast.TILE_KINDS, 0, 0.0, 6, 0, seed)
        world = replay(state, result[1])
        assert world.is_terminal()
        assert world.scores() == result[0]


@pytest.mark.parametrize("policy", ["greedy", "epsilon_greedy"])
def test_greedy_playouts_replay_through_the_engine(policy: str) -> None:
    """Greedy policies: 1000 states cut after 8 moves, 20 full games, per policy."""
    code = POLICY_CODE[policy]
    for seed in range(1020):
        state = random_state(9000 + seed)
        depth = 8 if seed < 1000 else 0
        sample = 1 + seed % 8
        form = fast.to_form(state)
        result = compiled.playout(form, fast.TILE_KINDS, code, 0.3, sample, depth, seed)
        world = replay(state, result[1])
        if depth == 0 or len(result[1]) < depth:
            assert world.is_terminal()
        assert world.scores() == result[0]


def test_greedy_takes_the_best_of_the_sample() -> None:
    """With a sample larger than the move list, greedy plays a move of maximal gain."""
    for seed in range(20):
        state = random_state(300 + seed)
        if state.is_terminal():
            continue
        result = compiled.playout(fast.to_form(state), fast.TILE_KINDS, 1, 0.0, 100000, 1,
                                  seed)
        seat = state.current_player
        before = state.scores()[seat]
        gains = {}
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            gains[action] = child.scores()[seat] - before
        assert gains[Take(*decode_move(result[1][0]))] == max(gains.values())


def test_rollout_hook() -> None:
    """The hook leaves the state alone, draws one number, and is reproducible."""
    state = random_state(77)
    before = state.to_dict()
    rng = GameRNG(5)
    scores = fast.rollout(state, Policy("epsilon_greedy", 0.3), rng)
    assert state.to_dict() == before
    check = GameRNG(5)
    check.next_u64()
    assert rng == check
    assert fast.rollout(state, Policy("epsilon_greedy", 0.3), GameRNG(5)) == scores
    assert len(scores) == state.num_players


def test_move_scores_are_the_engines() -> None:
    """Greedy's score after every legal move (hex-by-hex update or full rescoring, by
    options) equals the engine's score after that move."""
    checked = 0
    for seed in range(60):
        state = random_state(20000 + seed)
        if state.is_terminal():
            continue
        form = fast.to_form(state)
        mine = compiled.move_scores(form, fast.TILE_KINDS)
        seat = state.current_player
        moves = compiled.legal_moves(form)
        for code, score in list(zip(moves, mine, strict=True))[:: 1 + len(moves) // 40]:
            child = state.clone()
            child.apply(Take(*decode_move(code)))
            assert child.scores()[seat] == score
            checked += 1
    assert checked > 500


def test_compiled_playout_releases_the_gil() -> None:
    """While one thread is inside a long compiled playout, another runs Python code."""
    options = {"long_game": True, "variants": ["garden"]}  # garden: full rescoring
    form = fast.to_form(rules.get("akropolis").new_game(2, seed=3, options=options))
    # greedy over every legal move, a whole long game: one long call into C
    assert python_runs_during(
        lambda: compiled.playout(form, fast.TILE_KINDS, 1, 0.0, 1_000_000, 0, 1))


def test_cities_beyond_the_grid_are_refused() -> None:
    """The playout refuses a city reaching past |q|, |r| = 61 (no real game does)."""
    form = fast.to_form(random_state(3))
    form[-5] = 62  # the q of the last hex of the last city
    with pytest.raises(ValueError):
        compiled.playout(form, fast.TILE_KINDS, 0, 0.0, 6, 0, 1)


def test_compiled_refuses_damaged_forms() -> None:
    """The compiled playout checks its input instead of reading past it."""
    form = fast.to_form(random_state(4))
    damaged = [form[:10], form[:-3], form[:20] + [99] + form[21:]]
    wrong_site = list(form)
    wrong_site[12] = 0  # tile id 0 in the site
    damaged.append(wrong_site)
    for bad in damaged:
        with pytest.raises(ValueError):
            compiled.playout(bad, fast.TILE_KINDS, 0, 0.0, 6, 0, 1)
    with pytest.raises(ValueError):
        compiled.playout(form, fast.TILE_KINDS[:-1], 0, 0.0, 6, 0, 1)


def test_move_gains_are_the_engines_immediate_gains() -> None:
    """ai.fast.akropolis.move_gains (the search's root ordering) = clone+apply+score,
    for every legal action."""
    from ai.policies import immediate_gain

    for seed in range(12):
        state = random_state(40000 + seed)
        if state.is_terminal():
            continue
        seat = state.current_player
        before = state.scores()[seat]
        gains = fast.move_gains(state)
        actions = state.legal_actions()
        assert set(gains) == set(actions)
        for action in actions[::3]:
            assert gains[action] == immediate_gain(state, action, seat, before)
