"""rules/capital.md §10 and R6.3: every milestone face's effect, metric and award."""

from __future__ import annotations

import pytest

from game.rules.capital import tables as T
from game.rules.capital.content import MILESTONE_INDEX
from game.rules.capital.phases import WAR
from game.rules.capital.position_file import parse_district
from game.rules.capital.scoring import Analysis, milestone_metric
from tests.rules.capital.helpers import at, district, game, score

START = ((0, 0), "start")


def q(x, y, *quarters, transport=False, height=1):
    return {"x": x, "y": y, "quarters": list(quarters), "transport": transport, "height": height}


def ms(x, y, face):
    return {"x": x, "y": y, "milestone": face}


def pub(x, y, building):
    return {"x": x, "y": y, "public": building}


def effect(stacks, face):
    return score(stacks)["milestones"][face]


# -- effects ----------------------------------------------------------------------


def test_saxon_palace_two_coins():
    assert effect([q(0, 0, "P", "P", "R", "R"), ms(1, 0, "saxon_palace")], "saxon_palace") == {
        "vp": 0,
        "coins": 2,
    }


def test_wilanow_palace_two_coins():
    stacks = [q(0, 0, "P", "P", "R", "R"), ms(1, 0, "wilanow_palace")]
    assert effect(stacks, "wilanow_palace") == {"vp": 0, "coins": 2}


def test_namiestnikowski_palace_public_buildings_on_neighbouring_positions():
    stacks = [
        ms(1, 1, "namiestnikowski_palace"),
        pub(1, 0, "holy_trinity_church"),
        pub(0, 1, "wilanow"),
        pub(2, 1, "steelworks"),
        q(1, 2, "P", "P", "R", "R"),
        pub(0, 0, "golden_terraces"),  # diagonal: not a neighbour
    ]
    assert effect(stacks, "namiestnikowski_palace") == {"vp": 3, "coins": 0}


def test_grand_theater_culture_regions_adjacent_to_the_tile():
    stacks = [
        ms(1, 0, "grand_theater"),
        q(0, 0, "P", "U1", "U1", "P"),
        q(2, 0, "U1", "P", "P", "U2"),
        q(1, 1, "U1", "U2", "P", "P"),
        q(0, 1, "U1", "P", "P", "P"),  # not adjacent to the milestone
    ]
    assert effect(stacks, "grand_theater") == {"vp": 3, "coins": 0}


def test_a_region_touching_the_tile_on_two_sides_counts_once():
    stacks = [
        ms(1, 0, "grand_theater"),
        q(0, 0, "P", "U1", "U1", "P"),
        q(0, 1, "P", "U1", "P", "P"),
        q(1, 1, "U1", "P", "P", "P"),
    ]
    assert effect(stacks, "grand_theater") == {"vp": 1, "coins": 0}


def test_water_filters_vp_and_coin_per_adjacent_park_region():
    stacks = [
        ms(1, 0, "water_filters"),
        q(0, 0, "R", "P", "P", "R"),
        q(2, 0, "P", "R", "R", "R"),
        q(1, 1, "R", "R", "R", "R"),
    ]
    assert effect(stacks, "water_filters") == {"vp": 2, "coins": 2}


def test_wilson_square_residential_regions_adjacent():
    stacks = [
        ms(1, 0, "wilson_square"),
        q(0, 0, "P", "R", "R", "P"),
        q(2, 0, "R", "P", "P", "R"),
        q(1, 1, "P", "P", "P", "P"),
    ]
    assert effect(stacks, "wilson_square") == {"vp": 2, "coins": 0}


def test_wz_route_vp_and_coin_per_rebuilt_neighbour():
    stacks = [
        ms(1, 0, "wz_route"),
        q(0, 0, "P", "P", "R", "R", height=2),
        q(2, 0, "P", "P", "R", "R", height=3),
        q(1, 1, "P", "P", "R", "R"),
        q(0, 1, "P", "P", "R", "R", height=2),  # diagonal
    ]
    assert effect(stacks, "wz_route") == {"vp": 2, "coins": 2}


def test_palace_of_culture_vp_per_industry_region():
    stacks = [ms(1, 0, "palace_of_culture"), q(0, 0, "I1", "P", "I2", "P")]
    assert effect(stacks, "palace_of_culture") == {"vp": 2, "coins": 0}


def test_metro_vp_per_transport_tile_on_neighbouring_positions():
    stacks = [
        ms(1, 1, "metro"),
        q(1, 0, "C", "C", "C", "C", transport=True),
        q(2, 1, "C", "C", "C", "C", transport=True),
        q(0, 1, "C", "C", "C", "C"),
        q(0, 0, "C", "C", "C", "C", transport=True),  # diagonal
    ]
    assert effect(stacks, "metro") == {"vp": 2, "coins": 0}


def test_europa_market_fifteen_coins():
    stacks = [q(0, 0, "P", "P", "R", "R"), ms(1, 0, "europa_market")]
    assert effect(stacks, "europa_market") == {"vp": 0, "coins": 15}


def test_milestones_are_regions_of_their_own_but_not_public_buildings():
    stacks = [ms(1, 0, "metro"), ms(2, 0, "wz_route"), q(0, 0, "P", "P", "R", "R")]
    regions = score(stacks)["regions"]
    assert regions["total"] == 4 and regions["public"] == 0


# -- metrics (R6.3) ---------------------------------------------------------------

METRIC_DISTRICT = [
    q(0, 0, "P", "R", "P", "R", transport=True),  # 2 P, 2 R
    q(1, 0, "C", "U1", "I1", "C", height=2),  # one C region: (2,0) and (2,1)
    pub(0, 1, "holy_trinity_church"),
    ms(1, 1, "metro"),
]


@pytest.mark.parametrize(
    ("face", "value"),
    [
        ("saxon_palace", 9),  # 2 P + 2 R + 1 C + 1 U + 1 I + public + milestone
        ("wilanow_palace", 9),
        ("namiestnikowski_palace", 1),
        ("grand_theater", 1),
        ("water_filters", 2),
        ("wilson_square", 2),
        ("wz_route", 1),
        ("palace_of_culture", 1),
        ("metro", 1),
        ("europa_market", 1),
    ],
)
def test_award_metric(face, value):
    an = Analysis(parse_district({"stacks": METRIC_DISTRICT}))
    assert milestone_metric(MILESTONE_INDEX[face], an) == value


def _award(face, dists, coins=None, vp=None):
    s = game(len(dists))
    s.era = (MILESTONE_INDEX[face] // 2) + 1
    faces = list(s.faces)
    faces[s.era - 1] = MILESTONE_INDEX[face]
    s.faces = faces
    s.dist = dists
    s.coins = coins or [0] * len(dists)
    s.vp = vp or [0] * len(dists)
    return s.milestone_winner()


def test_most_needs_at_least_one():
    plain = district(START)
    assert _award("namiestnikowski_palace", [plain, dict(plain)]) is None
    with_public = district(START, ((1, 0), "holy_trinity_church"))
    assert _award("namiestnikowski_palace", [plain, with_public]) == 1


def test_fewest_total_regions_wins_saxon_palace():
    bigger = district(START, ((1, 0), "holy_trinity_church"))
    assert _award("saxon_palace", [bigger, district(START)]) == 1
    assert _award("wilanow_palace", [bigger, district(START)]) == 0


def test_tie_breaks_on_coins_then_vp():
    a, b = district(START), district(START)
    assert _award("wilanow_palace", [a, b], coins=[3, 2]) == 1
    assert _award("wilanow_palace", [a, b], coins=[2, 2], vp=[0, 5]) == 0
    assert _award("wilanow_palace", [a, b], coins=[2, 2], vp=[5, 5]) is None


def _milestone_phase(face, dists):
    """A state whose construction of the era just ended, so R6.3 runs next."""
    s = game(len(dists))
    era = MILESTONE_INDEX[face] // 2 + 1
    faces = list(s.faces)
    faces[era - 1] = MILESTONE_INDEX[face]
    s.faces = faces
    # past the last war seat (or no war this era): R6.3 comes next
    return at(s, era=era, rnd=4, phase=WAR, turn=len(dists), dist=dists, coins=[0] * len(dists))


def test_winner_places_the_milestone_free_on_empty_or_on_top():
    winner = district(START, ((1, 0), "holy_trinity_church"))
    s = _milestone_phase("namiestnikowski_palace", [district(START), winner])
    assert s.current_player == 1
    options = {str(a) for a in s.legal_actions()}
    assert {"milestone 0,0", "milestone 1,0", "milestone 2,0", "milestone -1,0"} <= options
    s.apply_text("milestone 0,1")
    assert s.dist[1][(0, 1)] == (T.MILESTONE_TILE[MILESTONE_INDEX["namiestnikowski_palace"]] * 4,)
    assert s.coins[1] >= 0


def test_milestone_on_top_is_a_rebuild_for_jablonowski():
    winner = district(START, ((1, 0), "jablonowski_palace"), ((0, 1), "holy_trinity_church"))
    s = _milestone_phase("namiestnikowski_palace", [district(START), winner])
    before = s.vp[1]
    s.apply_text("milestone 0,0")
    assert len(s.dist[1][(0, 0)]) == 2
    assert s.breakdown(1)["eras"][1]["rebuild_bonus"] == 2
    assert s.vp[1] >= before + 2


def test_palace_of_culture_costs_every_other_seat_a_vp_per_commerce_region():
    industrial = district(START, ((1, 0), "I-01"))
    industrial[(1, 0)] = (T.TILE_INDEX["IV-08"] * 4,)  # an industry tile
    shops = district(START)
    shops[(1, 0)] = (T.TILE_INDEX["I-03"] * 4,)  # all commerce: 1 region
    s = _milestone_phase("palace_of_culture", [shops, industrial])
    assert s.current_player == 1
    s.apply_text("milestone 2,0")
    era = s.breakdown(0)["eras"][3]
    assert era["palace_of_culture_penalty"] == -1
    assert s.breakdown(1)["eras"][3]["palace_of_culture_penalty"] == 0
