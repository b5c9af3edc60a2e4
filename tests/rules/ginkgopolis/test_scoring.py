"""Final scoring (§8.2, §10): the §13 worked example, every card 10-20, every tie-break."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.tomlfile import read_toml
from game.rules.ginkgopolis import RULES

ROOT = Path(__file__).resolve().parents[3]
FIXTURE = ROOT / "tests" / "fixtures" / "ginkgopolis" / "worked_example.toml"


def score(buildings, *seats, players=None):
    """Score a position given as (x, y, top, height, owner or None) and seat tables."""
    data = {
        "game": "ginkgopolis",
        "players": players or len(seats),
        "buildings": [
            {"x": x, "y": y, "top": top, "height": h, **({} if o is None else {"owner": o})}
            for x, y, top, h, o in buildings
        ],
        "seat": [dict(s) for s in seats],
    }
    return RULES.score_position(data)


def test_worked_example_file_scores_as_section_13():
    result = RULES.score_position(read_toml(FIXTURE))
    assert result["seats"] == [
        {"sp": 14, "cards": 13, "districts": 8, "new_hand": 2, "total": 37},
        {"sp": 11, "cards": 16, "districts": 16, "new_hand": 0, "total": 43},
        {"sp": 16, "cards": 16, "districts": 7, "new_hand": 4, "total": 43},
    ]
    assert result["winners"] == [1, 2]


def test_worked_example_through_the_cli():
    out = subprocess.run(
        [sys.executable, "-m", "game", "score", str(FIXTURE), "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    result = json.loads(out.stdout)
    assert [s["total"] for s in result["seats"]] == [37, 43, 43]
    assert result["winners"] == [1, 2]


# ------------------------------------------------------------------ districts


def districts(buildings, seats=2):
    result = score(buildings, *[{} for _ in range(seats)])
    return [s["districts"] for s in result["seats"]]


def test_single_building_is_never_a_district():
    assert districts([(0, 0, "R5", 3, 0), (2, 0, "R6", 1, 1)]) == [0, 0]


def test_diagonal_buildings_do_not_connect():
    assert districts([(0, 0, "R5", 3, 0), (1, 1, "R6", 1, 1)]) == [0, 0]


def test_sole_contender_scores_double():
    assert districts([(0, 0, "R5", 2, 0), (1, 0, "R6", 1, 0)]) == [6, 0]


def test_unowned_buildings_connect_but_hold_nothing():
    # R5 (seat 0) - R1 (unowned) - R6 (seat 1): one district of 3 buildings
    assert districts([(0, 0, "R5", 2, 0), (1, 0, "R1", 1, None), (2, 0, "R6", 1, 1)]) == [3, 1]


def test_district_without_contenders_scores_nothing():
    assert districts([(0, 0, "R1", 1, None), (1, 0, "R2", 1, None)]) == [0, 0]


def test_first_takes_the_total_and_second_its_own():
    assert districts([(0, 0, "Y5", 3, 0), (1, 0, "Y6", 1, 1), (2, 0, "Y7", 1, 2)], 3) == [5, 1, 1]


def test_tie_for_first_broken_by_own_tallest_building():
    # both hold 3; seat 1's tallest is 3 high, seat 0's only 2
    buildings = [(0, 0, "B5", 2, 0), (1, 0, "B6", 1, 0), (2, 0, "B4", 3, 1)]
    assert districts(buildings) == [3, 6]


def test_tie_on_height_broken_by_highest_number_at_that_height():
    # both hold 2 in one building of height 2: B9 beats B8
    buildings = [(0, 0, "B8", 2, 0), (1, 0, "B9", 2, 1)]
    assert districts(buildings) == [2, 4]


def test_number_tie_break_looks_only_at_the_greatest_height():
    # seat 0: heights 2 (B4) and 1 (B20); seat 1: height 2 (B5) and 1 (B1). Equal R, equal
    # tallest; at height 2 B5 > B4, although seat 0 owns the highest number overall.
    buildings = [(0, 0, "B4", 2, 0), (1, 0, "B20", 1, 0), (2, 0, "B5", 2, 1), (3, 0, "B1", 1, 1)]
    assert districts(buildings) == [3, 6]


def test_tallest_tie_break_ignores_buildings_of_untied_players():
    # seat 2 has the tallest building but fewer resources: it plays no part in the tie
    buildings = [
        (0, 0, "R4", 1, 0),
        (1, 0, "R5", 1, 0),
        (2, 0, "R6", 2, 1),
        (3, 0, "R7", 1, 2),
    ]
    # seats 0 and 1 tie at 2; seat 1's tallest (2) beats seat 0's (1)
    assert districts(buildings, 3) == [2, 5, 0]


def test_every_tied_second_scores_its_own_and_third_scores_nothing():
    buildings = [
        (0, 0, "Y4", 3, 0),
        (1, 0, "Y5", 1, 1),
        (2, 0, "Y6", 1, 2),
        (3, 0, "Y8", 1, 3),
        (4, 0, "Y9", 1, 3),
    ]
    # seat 0 first with 3 (total 7); seat 3 second with 2; seats 1 and 2 (1 each) nothing
    assert districts(buildings, 4) == [7, 0, 0, 2]


def test_loser_of_first_place_tie_scores_as_second():
    buildings = [(0, 0, "R4", 2, 0), (1, 0, "R5", 2, 1), (2, 0, "R6", 1, 2)]
    # seats 0 and 1 tie at 2, R5 > R4 so seat 1 first (total 5); seat 0 second (2)
    assert districts(buildings, 3) == [2, 5, 0]


def test_two_tied_seconds_after_a_lost_tie():
    buildings = [
        (0, 0, "R4", 2, 0),
        (1, 0, "R5", 2, 1),
        (2, 0, "R6", 2, 2),
    ]
    # three-way tie at 2, all height 2: R6 wins; seats 0 and 1 each score 2
    assert districts(buildings, 3) == [2, 2, 6]


# ------------------------------------------------------------------ cards 10-20


def cards_points(buildings, area, seats=2, extra_areas=()):
    tables = [{"area": area}] + [{"area": list(a)} for a in extra_areas]
    tables += [{} for _ in range(seats - len(tables))]
    return score(buildings, *tables)["seats"][0]["cards"]


OWNED = [
    (0, 0, "R4", 1, 0),
    (2, 0, "R5", 1, 0),
    (4, 0, "Y4", 1, 0),
    (6, 0, "B4", 1, 0),
    (8, 0, "B5", 2, 0),
    (10, 0, "B6", 1, 0),
    (12, 0, "R7", 3, 1),
    (14, 0, "Y5", 1, None),
]


@pytest.mark.parametrize(
    ("card_id", "expected"),
    [
        # seat 0 owns red R4, R5; yellow Y4; blue B4, B5, B6
        ("R10", 2),
        ("Y10", 1),
        ("B10", 3),  # same colour
        ("R11", 1),
        ("Y11", 2),
        ("B11", 2),  # red->yellow, yellow->red, blue->red
        ("R12", 3),
        ("Y12", 3),
        ("B12", 1),  # red->blue, yellow->blue, blue->yellow
    ],
)
def test_cards_10_11_12_count_owned_buildings_of_the_mapped_colour(card_id, expected):
    assert cards_points(OWNED, [card_id]) == expected


def test_cards_10_to_12_ignore_unowned_and_others_buildings():
    # Y5 is unowned and R7 belongs to seat 1
    assert cards_points(OWNED, ["Y10"]) == 1
    assert cards_points([(0, 0, "R7", 3, 1)], ["R10"]) == 0


def test_card_13_two_points_per_district_of_mapped_colour_won():
    buildings = [
        (0, 0, "R4", 2, 0),
        (1, 0, "R5", 1, 1),  # red district: seat 0 first
        (0, 2, "R6", 1, 0),
        (1, 2, "R7", 1, 0),  # red district: seat 0 sole contender
        (0, 4, "Y4", 1, 0),
        (1, 4, "Y5", 1, 0),  # yellow district
        (0, 6, "R8", 1, 0),
        (1, 6, "R9", 2, 1),  # red district: seat 1 first
    ]
    assert cards_points(buildings, ["R13"]) == 4
    assert cards_points(buildings, ["Y13"]) == 2
    assert cards_points(buildings, ["B13"]) == 0


def test_card_13_does_not_count_a_lost_first_place_tie():
    buildings = [(0, 0, "B4", 2, 0), (1, 0, "B5", 2, 1)]  # tie at 2, B5 wins
    assert cards_points(buildings, ["B13"]) == 0
    assert score(buildings, {}, {"area": ["B13"]})["seats"][1]["cards"] == 2


def test_card_14_one_point_per_owned_building_of_height_1_or_2():
    buildings = [(0, 0, "R4", 1, 0), (2, 0, "Y4", 2, 0), (4, 0, "B4", 3, 0), (6, 0, "B5", 1, 1)]
    assert cards_points(buildings, ["Y14"]) == 2


def test_card_15_three_points_per_owned_building_of_height_3_or_more():
    buildings = [(0, 0, "R4", 3, 0), (2, 0, "Y4", 5, 0), (4, 0, "B4", 2, 0), (6, 0, "B5", 4, 1)]
    assert cards_points(buildings, ["R15"]) == 6


AREA = ["C7", "C14", "C9", "C21", "R1", "Y4", "B7", "B2", "Y3", "R13"]
# Exploit: C7, C14, R1, Y4, B7 (5); Urbanize: C9, B2 (2); Construct: C21, Y3 (2); R13 none


@pytest.mark.parametrize(("card_id", "expected"), [("R16", 10), ("Y17", 4), ("B18", 4)])
def test_cards_16_17_18_two_points_per_area_card_with_the_icon(card_id, expected):
    assert cards_points([], [*AREA, card_id]) == expected


def test_two_cards_16_each_score_in_full():
    assert cards_points([], [*AREA, "R16", "B16"]) == 20


@pytest.mark.parametrize(("card_id", "expected"), [("R19", 6), ("Y19", 8), ("B19", 8)])
def test_card_19_two_points_per_area_card_of_its_colour_itself_included(card_id, expected):
    # red: C7, R1 (+ R19); yellow: C14, Y4, Y3 (+ Y19); blue: C9, B7, B2 (+ B19)
    area = ["C7", "C14", "C9", "R1", "Y4", "B7", "B2", "Y3"]
    assert cards_points([], [*area, card_id]) == expected


def test_card_20_is_nine_points():
    assert cards_points([], ["B20"]) == 9
    assert cards_points([], ["R20", "Y20"]) == 18


def test_cards_1_to_9_score_nothing_at_the_end():
    assert cards_points(OWNED, ["R1", "Y2", "B3", "R6", "Y7", "B8", "R9", "Y8", "B9"]) == 0


def test_new_hand_tokens_and_sp_add_up():
    result = score([], {"sp": 5, "new_hand": 2}, {"sp": 7})
    assert result["seats"][0] == {"sp": 5, "cards": 0, "districts": 0, "new_hand": 4, "total": 9}
    assert result["winners"] == [0]
