"""The cells of each scoring region (rules/capital/regions.py) on a hand-built district."""

from __future__ import annotations

from game.rules.capital.content import COM, CUL, IND, PARK, RES
from game.rules.capital.district import district_income
from game.rules.capital.regions import (
    best_parks,
    cells_of,
    earning_commerce,
    regions,
    residential_near_industry,
    tile_cells,
)
from tests.rules.capital.helpers import district

# Rotation 0, quarters clockwise from NW. Cells of the tile at (x, y): (2x..2x+1, 2y..2y+1).
#   (0, 0) start  P P / R R      (1, 0) I-01 all park      (0, 1) I-03 all commerce
#   (1, 1) III-08 I1 R / R I2    (-1, 1) I-05 all park     (-1, 0) Royal Baths Park
CITY = district(
    ((0, 0), "start"),
    ((1, 0), "I-01"),
    ((0, 1), "I-03"),
    ((1, 1), "III-08"),
    ((-1, 1), "I-05"),
    ((-1, 0), "royal_baths_park"),
)
BIG_PARK = {(0, 0), (1, 0), (2, 0), (3, 0), (3, 1), (2, 1)}
SMALL_PARK = {(-2, 2), (-1, 2), (-1, 3), (-2, 3)}
HOMES_WEST = {(0, 1), (1, 1)}
HOMES_EAST = {(3, 2), (3, 3)}
SHOPS = {(0, 2), (1, 2), (1, 3), (0, 3)}
FACTORY = {(2, 2), (2, 3)}


def test_regions_in_order_with_cells_values_and_neighbours():
    found = regions(CITY)
    assert [(r.kind, r.cells, r.value) for r in found] == [
        (5, tile_cells([(-1, 0)]), 0),  # whole tiles first
        (PARK, SMALL_PARK, 0),  # then by first cell
        (PARK, BIG_PARK, 0),
        (RES, HOMES_WEST, 0),
        (COM, SHOPS, 0),
        (IND, FACTORY, 3),  # I1 + I2
        (RES, HOMES_EAST, 0),
    ]
    assert found[2].adjacent == {0, 3, 5, 6}  # the big park: baths, both homes, factory
    assert found[5].adjacent == {2, 4, 6}


def test_scored_cells_of_each_income_step():
    found = regions(CITY)
    # the big park touches 2 residential regions, the small one none
    assert best_parks(found) == BIG_PARK
    assert best_parks(found, 2) == BIG_PARK | SMALL_PARK
    assert earning_commerce(found) == SHOPS
    assert residential_near_industry(found) == HOMES_EAST
    assert cells_of(found, IND) == FACTORY
    assert cells_of(found, CUL) == set()


def test_the_lit_cells_agree_with_the_engine_income():
    income = district_income(CITY)
    assert income["park"] == 2 + 0  # Royal Baths Park: the two best parks
    assert income["commerce"] == 1
    assert income["industry"] == 3
    assert income["residential_penalty"] == -1


def test_tile_cells_are_the_four_quarters_of_each_position():
    assert tile_cells([(1, -1)]) == {(2, -2), (3, -2), (3, -1), (2, -1)}
    assert tile_cells([]) == set()
