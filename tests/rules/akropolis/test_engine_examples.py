"""The worked examples of rules/akropolis.md, played or scored through the full engine."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction
from game.rules.akropolis import RULES, Take
from game.rules.akropolis.position_file import read_position
from game.rules.akropolis.tiles import KIND_BY_CODE
from tests.rules.akropolis.helpers import (
    load_fixture,
    placements_of,
    rigged,
    state_from_position,
)
from tests.rules.akropolis.test_positions import M1_FIRST, M1_LAST, M2_LEVEL2, SCORES

HBT = tuple(KIND_BY_CODE[c] for c in "hbt")


def _moves_set(name: str) -> set[tuple]:
    return {tuple(tuple(h) for h in p) for p in RULES.position_moves(load_fixture(name))}


@pytest.mark.parametrize(
    ("rot", "legal"), [(0, True), (1, True), (2, False), (3, False), (4, False), (5, False)]
)
def test_r2_8_tile_19_at_1_0(rot, legal):
    state = rigged(2, [19, 1, 2, 3])
    assert state.is_legal(Take(0, 1, 0, rot)) is legal
    if legal:
        state.apply(Take(0, 1, 0, rot))
        expected = {0: [(1, 0), (2, 0), (1, 1)], 1: [(1, 0), (2, -1), (2, 0)]}[rot]
        cols = state.columns(0)
        assert [cols[s][-1][1] for s in expected] == ["quarry", "house", "house"]
        assert all(cols[s] == [(19, cols[s][0][1])] for s in expected)
    else:
        with pytest.raises(IllegalAction, match="overhang|touch"):
            state.apply(Take(0, 1, 0, rot))


def test_m1_m2_m3_played_through_the_engine():
    state = rigged(2, [19, 3, 7, 5])
    # M1: the starting city alone
    m1 = placements_of(state, HBT)
    assert m1 == _moves_set("moves_m1.toml")
    assert len(m1) == 90
    assert min(m1) == tuple(map(tuple, M1_FIRST)) and max(m1) == tuple(map(tuple, M1_LAST))

    # M2: tile 19 at A = (1, 0), k = 0
    state.apply(Take(0, 1, 0, 0))
    state.apply(RULES.parse_action(state, str(state.legal_actions()[0])))  # seat 1
    assert state.current == 0 and state.site == [7, 5]
    m2 = placements_of(state, HBT)
    assert m2 == _moves_set("moves_m2.toml")
    assert len(m2) == 111
    assert sorted(p for p in m2 if p[0][2] == 2) == [tuple(map(tuple, p)) for p in M2_LEVEL2]

    # M3: tile 7 (gqq) on level 2 at A = (0, 1), k = 1 covers two quarries: +2 stones
    before = state.stones[0]
    state.apply(RULES.parse_action(state, "take 0 at 0,1 rot 1"))
    assert state.stones[0] == before + 2
    state.apply(state.legal_actions()[0])  # seat 1, after the refill
    m3 = placements_of(state, HBT)
    assert m3 == _moves_set("moves_m3.toml")
    assert len(m3) == 102 and all(p[0][2] == 1 for p in m3)
    # the engine's city shows exactly the M3 position file's top hexes
    pos = read_position(load_fixture("moves_m3.toml"))
    assert state.top[0] == pos.top and state.hgt[0] == pos.hgt and state.toptile[0] == pos.toptile


@pytest.mark.parametrize("name", sorted(SCORES))
def test_scoring_examples_through_the_engine(name):
    state = state_from_position(load_fixture(name))
    expected = SCORES[name]
    detail = state.breakdown(0)
    assert detail["total"] == expected["total"] == state.scores()[0]
    assert detail["stones"] == expected["stones"]
    for colour in ("house", "market", "barracks", "temple", "garden"):
        part = detail[colour]
        assert part["points"] == expected[colour]
        assert part["points"] == part["value"] * part["stars"]


def test_breakdown_values_and_stars_of_the_house_example():
    detail = state_from_position(load_fixture("houses_27.toml")).breakdown(0)
    assert detail["house"] == {"value": 9, "stars": 3, "points": 27}
    assert detail["market"] == {"value": 1, "stars": 0, "points": 0}  # qualifies, no plaza
    assert detail["garden"] == {"value": 1, "stars": 0, "points": 0}
    assert list(detail) == ["total", "house", "market", "barracks", "temple", "garden", "stones"]


def test_breakdown_of_the_barracks_example_with_each_option():
    data = load_fixture("barracks.toml")
    assert state_from_position(data).breakdown(0)["barracks"] == {
        "value": 4, "stars": 2, "points": 8,
    }  # fmt: skip
    data["options"] = {"barracks_edge": "outside"}
    data["variants"] = ["barracks"]
    assert state_from_position(data).breakdown(0)["barracks"] == {
        "value": 4, "stars": 2, "points": 8,
    }  # fmt: skip
    data["options"] = {}
    assert state_from_position(data).breakdown(0)["barracks"]["value"] == 7
