"""rules/capital.md §8: the worked example and every extra value it lists."""

from __future__ import annotations

import pytest

from game.rules.capital import RULES
from tests.rules.capital.helpers import worked_example


def test_worked_example_scores_26_vp_and_12_coins():
    result = RULES.score_position(worked_example())
    assert (result["vp"], result["coins"]) == (26, 12)
    assert result["park"] == 7
    assert result["commerce"] == 5
    assert result["culture"] == 7
    assert result["industry"] == 7
    assert result["residential_penalty"] == -1
    assert result["transport"] == 4
    assert result["buildings"] == {
        "school_of_economics": {"vp": 3, "coins": 0},
        "skaryszewski_park": {"vp": 3, "coins": 0},
        "steelworks": {"vp": 3, "coins": 0},
    }
    assert result["milestones"] == {}
    assert result["exchanges"] == {"vp": 0, "coins": 0}


def test_worked_example_region_counts():
    regions = RULES.score_position(worked_example())["regions"]
    assert regions == {
        "total": 23,  # 6 R + 4 C + 4 U + 3 P + 3 I + 3 public buildings
        "park": 3,
        "residential": 6,
        "commerce": 4,
        "culture": 4,
        "industry": 3,
        "public": 3,
        "transport_tiles": 2,
        "rebuilt": 0,
    }


def test_school_of_economics_split_is_the_seats_choice():
    for coins in range(4):
        result = RULES.score_position({**worked_example(), "economics_coins": coins})
        assert result["buildings"]["school_of_economics"] == {"vp": 3 - coins, "coins": coins}
        assert (result["vp"], result["coins"]) == (26 - coins, 12 + coins)


def test_royal_baths_park_makes_the_park_step_8():
    result = RULES.score_position(worked_example("royal_baths_park"))
    assert result["park"] == 7 + 1


def test_marywil_doubles_d_for_2_more_coins():
    result = RULES.score_position(worked_example("marywil"))
    assert result["commerce"] == 5 + 2


@pytest.mark.parametrize(
    ("building", "vp", "coins"),
    [
        ("fountain_park", 3, 0),  # A covers (0,0), (1,0), (2,0)
        ("telephone_company", 3, 0),  # R5, R4 and H touch public buildings
        ("automobile_factory", 1, 0),  # park B touches industry
        ("city_center", 2, 0),  # (0,0) at the edge, (2,1) surrounded
        ("wilanow", 6, 0),
        ("golden_terraces", 4, 0),
        ("copernicus_science_center", 4, 0),
        ("national_stadium", 6, 0),
        ("rising_museum", 6, 0),
        ("collegium_nobilium", 0, 4),
        ("university_library", 3, 0),
    ],
)
def test_extra_values_of_the_worked_example(building, vp, coins):
    result = RULES.score_position(worked_example(building))
    assert result["buildings"][building] == {"vp": vp, "coins": coins}


def test_total_regions_is_the_saxon_and_wilanow_palace_metric():
    from game.rules.capital.content import MILESTONE_INDEX
    from game.rules.capital.position_file import parse_district
    from game.rules.capital.scoring import Analysis, milestone_metric

    an = Analysis(parse_district(worked_example()))
    assert milestone_metric(MILESTONE_INDEX["saxon_palace"], an) == 23
    assert milestone_metric(MILESTONE_INDEX["wilanow_palace"], an) == 23


def test_worked_example_through_the_cli(capsys):
    import json

    from game.cli import main
    from tests.rules.capital.helpers import FIXTURES

    assert main(["score", str(FIXTURES / "worked_example.toml"), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["vp"], result["coins"]) == (26, 12)
