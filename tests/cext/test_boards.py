"""The region kernel on real engine boards agrees with each engine's own scorer."""

from __future__ import annotations

import pytest

from ai.fast.boards import akropolis_board, capital_board, ginkgopolis_board, score
from cext import regions_py
from game import rules
from game.engine.conformance import random_playout
from tests.cext.conftest import compiled_or_skip


@pytest.fixture(params=["twin", "compiled"])
def impl(request):
    """Each implementation of the kernel in turn."""
    if request.param == "twin":
        return regions_py
    return compiled_or_skip("regions")


def test_akropolis_boards(impl) -> None:
    for seed in range(40):
        state = random_playout(rules.get("akropolis"), 2 + seed % 3, {}, seed, check=False)
        for seat in range(state.num_players):
            out = score(impl, "akropolis", akropolis_board(state, seat))
            assert out[0] == state.scores()[seat]


def test_capital_boards(impl) -> None:
    from game.rules.capital.content import COM, CUL, IND, PARK, RES
    from game.rules.capital.scoring import Analysis, commerce_scores, park_scores
    from game.rules.capital.state import district_view

    for seed in range(40):
        state = random_playout(rules.get("capital"), 2 + seed % 3, {}, seed, check=False)
        for seat in range(state.num_players):
            an = Analysis(district_view(state.dist[seat]))
            out = score(impl, "capital", capital_board(state, seat))
            assert out[:5] == [an.counts[t] for t in (PARK, RES, COM, CUL, IND)]
            parks = park_scores(an) + [0, 0]
            assert out[5:7] == parks[:2]
            coins = commerce_scores(an)
            assert out[7:9] == [sum(coins), max(coins, default=0)]
            assert out[11] == an.regions_touching(RES, IND)
            assert out[12] == an.regions_touching(PARK, IND)
            assert out[13] == an.regions_touching(CUL, IND)
            values = [sum(an.rval[r] for r, t in enumerate(an.rtype) if t == kind)
                      for kind in (CUL, IND)]
            assert out[9:11] == values


def test_ginkgopolis_boards(impl) -> None:
    from game.rules.ginkgopolis.scoring import districts, rank_district

    for seed in range(40):
        state = random_playout(rules.get("ginkgopolis"), 2 + seed % 4, {}, seed, check=False)
        expected = [0] * state.num_players
        firsts = [0] * (3 * state.num_players)
        for group in districts(state.city):
            first, _held, points = rank_district(state.city, group)
            for seat, pts in points.items():
                expected[seat] += pts
            if first >= 0:
                firsts[first * 3 + state.city[group[0]][0] // 20] += 1
        assert score(impl, "ginkgopolis", ginkgopolis_board(state)) == (expected, firsts)
