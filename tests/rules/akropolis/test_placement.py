"""Placement rules (§5) through the engine, plus the incremental legal-set bookkeeping."""

from __future__ import annotations

import pytest

from game.engine import GameRNG, IllegalAction
from game.rules.akropolis import RULES, Take
from game.rules.akropolis.geometry import DIRECTIONS, key, placement_spaces, tri_spaces, unkey
from game.rules.akropolis.placement import legal_triangles
from game.rules.akropolis.scoring import outside_spaces
from game.rules.akropolis.tiles import KIND_BY_CODE, KIND_CODES, START_HEXES
from tests.rules.akropolis.helpers import rigged

START = {(dq, dr): [(0, KIND_CODES[kind])] for dq, dr, kind in START_HEXES}


def _city(spec: dict[tuple[int, int], list[tuple[int, str]]]) -> dict:
    """(q, r) -> [(tile, code letter), ...] bottom to top -> columns for set_city."""
    return {key(q, r): tuple((t, KIND_BY_CODE[c]) for t, c in col) for (q, r), col in spec.items()}


def _state(spec):
    state = rigged(2, [1, 2, 3, 4], stones=[5, 5])
    state.set_city(0, _city({**START, **spec}))
    return state


def _take(*spaces: tuple[int, int]) -> Take:
    """The placement with hex 1 on the first space that covers exactly these spaces."""
    anchor = key(*spaces[0])
    wanted = {key(*s) for s in spaces}
    for rot in range(6):
        if set(placement_spaces(anchor, rot)) == wanted:
            return Take(0, *spaces[0], rot)
    raise AssertionError(f"{spaces} is not a triangle")


TILE_100 = {(1, 0): [(100, "h")], (2, 0): [(100, "h")], (1, 1): [(100, "m")]}


def test_ground_needs_adjacency():
    state = _state({})
    assert state.is_legal(_take((1, 0), (2, 0), (1, 1)))  # touches (0, 0), (1, -1), (0, 1)
    assert not state.is_legal(_take((2, 0), (3, 0), (2, 1)))  # one space too far
    assert not state.is_legal(_take((5, 0), (6, 0), (5, 1)))
    with pytest.raises(IllegalAction, match="would not touch your city"):
        state.apply(_take((5, 0), (6, 0), (5, 1)))


def test_ground_adjacent_via_any_level():
    """R5.1: adjacency to a built space of any height counts."""
    state = _state({(1, 0): [(100, "h"), (101, "q"), (102, "t")]})
    assert state.hgt[0][key(1, 0)] == 3
    assert state.is_legal(_take((2, 0), (3, 0), (2, 1)))  # next to the tower at (1, 0)


def test_mixed_empty_and_built_is_an_overhang():
    state = _state(TILE_100)
    take = _take((1, 0), (2, 0), (2, -1))  # (2, -1) is empty
    assert not state.is_legal(take)
    with pytest.raises(IllegalAction, match="overhang"):
        state.apply(take)
    assert state.stones == [5, 5] and state.site == [1, 2, 3, 4]  # unchanged


def test_upper_needs_the_same_height():
    spec = {**TILE_100, (1, 0): [(100, "h"), (101, "q")]}
    state = _state(spec)
    take = _take((0, 0), (1, -1), (1, 0))  # heights 1, 1, 2: a step
    assert not state.is_legal(take)
    with pytest.raises(IllegalAction, match="lie flat"):
        state.apply(take)
    same = _state(TILE_100)
    assert same.is_legal(_take((0, 0), (1, -1), (1, 0)))


def test_upper_needs_two_different_tiles():
    state = _state(TILE_100)
    take = _take((1, 0), (2, 0), (1, 1))  # all on tile 100
    assert not state.is_legal(take)
    with pytest.raises(IllegalAction, match="single tile"):
        state.apply(take)


def test_starting_tile_counts_as_one_tile():
    """A triangle on tile 0 and another tile is legal; none lies on tile 0 alone."""
    state = _state(TILE_100)
    assert state.is_legal(_take((0, 0), (1, 0), (0, 1)))  # tiles 0, 100, 0
    start_keys = {key(dq, dr) for dq, dr, _ in START_HEXES}
    for t in legal_triangles(state.hgt[0], state.toptile[0]):
        assert not set(tri_spaces(t)) <= start_keys


def test_upper_placement_level_stones_and_columns():
    state = _state(TILE_100)
    state.site = [23, 1, 2, 3]  # tile 23: temple-plaza, quarry, quarry
    state.apply(_take((0, 0), (1, -1), (1, 0)))  # covers house-plaza, quarry, house
    assert state.stones[0] == 5 + 1  # one quarry covered (R4.5)
    cols = state.columns(0)
    assert cols[(0, 0)] == [(0, "house-plaza"), (23, "temple-plaza")]
    assert cols[(1, -1)] == [(0, "quarry"), (23, "quarry")]
    assert cols[(1, 0)] == [(100, "house"), (23, "quarry")]
    assert {state.hgt[0][key(*s)] for s in ((0, 0), (1, -1), (1, 0))} == {2}


def test_upper_placement_needs_no_adjacency():
    """R5.2: an island of two tiles, far from the city, still takes a tile on top."""
    island = {(10, 0): [(100, "q"), (103, "q")], (11, 0): [(101, "h"), (103, "h")],
              (10, 1): [(102, "t"), (104, "t")]}  # fmt: skip
    state = _state(island)
    assert state.is_legal(_take((10, 0), (11, 0), (10, 1)))
    assert not state.is_legal(_take((13, 0), (14, 0), (13, 1)))  # ground there needs adjacency
    assert state.is_legal(_take((12, 0), (13, 0), (12, 1)))  # next to the island: fine


def test_filling_a_hole_is_allowed():
    """R5.1: an enclosed 3-space area can be filled at level 1."""
    hole = [(1, 0), (2, 0), (1, 1)]
    ring = {(x + dq, y + dr) for x, y in hole for dq, dr in DIRECTIONS} - set(hole)
    spec = {s: [(100 + i, "q")] for i, s in enumerate(sorted(ring)) if s not in START}
    state = _state(spec)
    hgt = state.hgt[0]
    holes = {key(*s) for s in hole}
    assert holes.isdisjoint(outside_spaces(hgt)) and holes.isdisjoint(hgt)
    take = _take(*hole)
    assert state.is_legal(take)
    state.apply(take)
    assert all(state.hgt[0][key(*s)] == 1 for s in hole)


def test_any_kinds_may_be_covered():
    """Plazas, districts and quarries may all be covered (R5.2)."""
    spec = {(1, 0): [(100, "G")], (0, 1): [(101, "q")]}
    state = _state(spec)
    assert state.is_legal(_take((0, 0), (1, 0), (0, 1)))  # house-plaza, garden-plaza, quarry


def _rule_check(hgt: dict[int, int], toptile: dict[int, int], spaces: tuple[int, ...]) -> bool:
    """§5 written out directly, independent of the triangle bookkeeping."""
    heights = [hgt.get(s, 0) for s in spaces]
    if all(h == 0 for h in heights):
        return any(s + d in hgt for s in spaces for d in (key(dq, dr) for dq, dr in DIRECTIONS))
    if any(h == 0 for h in heights) or len(set(heights)) > 1:
        return False
    return len({toptile[s] for s in spaces}) >= 2


def _brute_force_actions(state) -> set[tuple[int, int, int]]:
    seat = state.current
    hgt, toptile = state.hgt[seat], state.toptile[seat]
    qs = [unkey(k)[0] for k in hgt]
    rs = [unkey(k)[1] for k in hgt]
    out = set()
    for q in range(min(qs) - 3, max(qs) + 4):
        for r in range(min(rs) - 3, max(rs) + 4):
            for rot in range(6):
                if _rule_check(hgt, toptile, placement_spaces(key(q, r), rot)):
                    out.add((q, r, rot))
    return out


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {}), (4, {}), (2, {"long_game": True}), (3, {"long_game": True})],
)
def test_legal_actions_match_the_rules_throughout_random_games(players, options):
    state = RULES.new_game(players, seed=17 + players, options=options)
    chooser = GameRNG(99)
    step = 0
    while not state.is_terminal():
        seat = state.current
        actions = state.legal_actions()
        placements = {(a.q, a.r, a.rot) for a in actions if a.site == 0}
        assert len(placements) * min(state.stones[seat] + 1, len(state.site)) == len(actions)
        if step % 4 == 0:
            assert placements == _brute_force_actions(state)
        for s in range(players):  # the incremental sets equal a fresh computation
            assert state.legal[s] == legal_triangles(state.hgt[s], state.toptile[s])
        # prefer upper placements now and then, so stacking is exercised
        upper = [a for a in actions if key(a.q, a.r) in state.hgt[seat]]
        pool = upper if upper and step % 2 else actions
        state.apply(chooser.choice(pool))
        step += 1
    assert max(max(h.values()) for h in state.hgt) >= 2


def test_hole_search_agrees_with_the_box_flood_fill_of_r7_2():
    """scoring.hole_spaces (fast) == empty spaces of the R7.2 box not reached from its border."""
    from game.rules.akropolis.scoring import hole_spaces

    rng = GameRNG(2024)
    with_holes = 0
    for trial in range(300):
        size = 3 + trial % 6
        hgt = {
            key(q, r): 1
            for q in range(size)
            for r in range(size)
            if rng.random() < 0.45 + 0.05 * (trial % 5)
        }
        if not hgt:
            continue
        outside = outside_spaces(hgt)
        qs = [unkey(k)[0] for k in hgt]
        rs = [unkey(k)[1] for k in hgt]
        box = {
            key(q, r)
            for q in range(min(qs) - 1, max(qs) + 2)
            for r in range(min(rs) - 1, max(rs) + 2)
        }
        holes = hole_spaces(hgt)
        assert holes == box - outside - set(hgt)
        with_holes += bool(holes)
    assert with_holes > 50  # the comparison is not vacuous


def test_apply_lays_the_tile_on_the_placement_spaces_of_r2_7():
    state = RULES.new_game(3, seed=9)
    rng = GameRNG(9)
    for _ in range(30):
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        i, q, r, rot = action
        tile = state.site[i]
        heights = dict(state.hgt[seat])
        state.apply(action)
        spaces = placement_spaces(key(q, r), rot)
        raised = {s for s, h in state.hgt[seat].items() if h != heights.get(s, 0)}
        assert raised == set(spaces)
        assert [state.toptile[seat][s] for s in spaces] == [tile] * 3
