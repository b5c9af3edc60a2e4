"""rules/capital.md §9: every public building's effect, one test each."""

from __future__ import annotations

from game.rules.capital import tables as T
from game.rules.capital.phases import INCOME, RESOLVE, WAR
from tests.rules.capital.helpers import at, district, game, score, tile_with_cost

START = ((0, 0), "start")


def q(x, y, *quarters, transport=False, height=1):
    return {"x": x, "y": y, "quarters": list(quarters), "transport": transport, "height": height}


def pub(x, y, building, height=1):
    return {"x": x, "y": y, "public": building, "height": height}


def building(result, name):
    return result["buildings"][name]


def resolve(tile_id, dist, coins=30, players=2):
    s = game(players)
    picks = [T.TILE_INDEX[tile_id]] + [T.TILE_INDEX["I-01"]] * (players - 1)
    dists = [dict(dist)] + [district(START) for _ in range(players - 1)]
    return at(s, phase=RESOLVE, turn=0, picks=picks, dist=dists, coins=[coins] * players)


def war(era, dist):
    s = game(2)
    return at(s, era=era, rnd=4, phase=WAR, turn=0, war_owed=-1, dist=[dict(dist), district(START)])


def income(dist, coins=0, vp=0):
    """Seat 0 at the start of its income (steps 1–7 run, then step 8's choices)."""
    s = game(2)
    return at(
        s,
        era=2,
        rnd=4,
        phase=INCOME,
        turn=0,
        stage=0,
        dist=[dict(dist), district(START)],
        coins=[coins, 0],
        vp=[vp, 0],
    )


# -- era I ------------------------------------------------------------------------


def test_sigismunds_column_discard_earns_5_instead_of_3():
    s = resolve("I-02", district(START, ((1, 0), "sigismunds_column")), coins=0)
    s.apply_text("discard I-02")
    assert s.coins[0] == 5
    s = resolve("I-02", district(START), coins=0)
    s.apply_text("discard I-02")
    assert s.coins[0] == 3


def test_arsenal_one_removal_fewer_and_never_removed():
    row = district(START, ((1, 0), "arsenal"), ((2, 0), "I-01"), ((3, 0), "I-02"))
    s = war(3, row)  # First World War: 1 - 1 = 0 removals
    assert len(s.dist[0]) == 4
    s = war(4, row)  # Second World War: 2 - 1 = 1 removal
    options = sorted(str(a) for a in s.legal_actions())
    assert options == ["war 0,0", "war 3,0"]  # (1,0) is the Arsenal, (2,0) a cut
    s.apply_text("war 0,0")
    assert len(s.dist[0]) == 3
    assert s.current_player == 1 or s.phase != WAR


def test_marywil_doubles_the_best_commerce_region():
    stacks = [q(0, 0, "R", "C", "R", "R"), q(1, 0, "C", "R", "C", "P")]
    assert score(stacks)["commerce"] == 3  # {C(1,0),C(2,0)} 2 + C(3,1) 1
    assert score([*stacks, pub(0, 1, "marywil")])["commerce"] == 3 + 2


def test_old_town_counts_regions_with_a_rebuilt_stack_once():
    stacks = [
        q(0, 0, "R", "R", "R", "R", height=2),
        q(1, 0, "R", "R", "R", "R", height=3),  # same region: still 1
        q(1, 1, "P", "P", "P", "P"),
        pub(0, 1, "old_town"),
    ]
    assert building(score(stacks), "old_town") == {"vp": 1, "coins": 0}
    stacks[3] = pub(0, 1, "old_town", height=2)  # a whole tile is a region of its own
    stacks[2] = q(1, 1, "P", "P", "P", "P", height=2)
    assert building(score(stacks), "old_town") == {"vp": 3, "coins": 0}


# -- era II -----------------------------------------------------------------------


def test_wilanow_one_vp_per_residential_region():
    stacks = [q(0, 0, "R", "P", "R", "P"), pub(1, 0, "wilanow")]
    assert building(score(stacks), "wilanow") == {"vp": 2, "coins": 0}


def test_collegium_nobilium_one_coin_per_culture_region():
    stacks = [q(0, 0, "U1", "P", "U2", "P"), pub(1, 0, "collegium_nobilium")]
    result = score(stacks)
    assert building(result, "collegium_nobilium") == {"vp": 0, "coins": 2}
    assert result["culture"] == 3


def test_jablonowski_palace_two_vp_per_rebuild_including_covering_itself():
    dist = district(START, ((1, 0), "jablonowski_palace"))
    s = resolve("I-02", dist)
    s.apply_text("build I-02 at 0,0 r0")  # rebuild the start tile
    assert s.vp[0] == 2
    s = resolve("I-02", dist)
    s.apply_text("build I-02 at 1,0 r0")  # covers the palace: still +2, then inactive
    assert s.vp[0] == 2
    assert s.breakdown(0)["total"]["rebuild_bonus"] == 2
    s = resolve("I-02", district(START, ((1, 0), "I-01")))
    s.apply_text("build I-02 at 1,0 r0")
    assert s.vp[0] == 0
    s = resolve("I-02", dist)
    s.apply_text("build I-02 at 0,1 r0")  # empty position: no bonus
    assert s.vp[0] == 0


def test_holy_trinity_church_two_vp():
    assert building(
        score([q(0, 0, "P", "P", "R", "R"), pub(1, 0, "holy_trinity_church")]),
        "holy_trinity_church",
    ) == {"vp": 2, "coins": 0}


def test_royal_baths_park_scores_the_two_best_parks():
    stacks = [q(0, 0, "P", "P", "R", "R"), q(1, 0, "R", "R", "P", "P")]
    assert score(stacks)["park"] == 2
    assert score([*stacks, pub(0, 1, "royal_baths_park")])["park"] == 4


# -- era III ----------------------------------------------------------------------


def test_warsaw_vienna_railway_exchange():
    dist = district(START, ((1, 0), "warsaw_vienna_railway"))
    s = income(dist, coins=10, vp=5)
    coins, vp = s.coins[0], s.vp[0]
    assert sorted(str(a) for a in s.legal_actions()) == [
        "exchange warsaw_vienna_railway buy",
        "exchange warsaw_vienna_railway pass",
        "exchange warsaw_vienna_railway sell",
    ]
    s.apply_text("exchange warsaw_vienna_railway buy")
    assert (s.coins[0], s.vp[0]) == (coins - 4, vp + 2)
    assert s.breakdown(0)["eras"][1]["exchanges"] == {"vp": 2, "coins": -4}
    s = income(dist, coins=0, vp=5)
    coins, vp = s.coins[0], s.vp[0]
    s.apply_text("exchange warsaw_vienna_railway sell")
    assert (s.coins[0], s.vp[0]) == (coins + 6, vp - 2)


def test_university_of_technology_discounts_industry_tiles_on_empty_positions():
    industry = tile_with_cost(6, industry=True)
    plain = tile_with_cost(6, industry=False)
    dist = district(START, ((1, 0), "university_of_technology"))
    for tile, pos, cost in ((industry, "0,1", 4), (plain, "0,1", 6), (industry, "0,0", 5)):
        s = resolve(tile, dist, coins=30)
        s.apply_text(f"build {tile} at {pos} r0")
        assert 30 - s.coins[0] == cost, (tile, pos)


def test_school_of_economics_split_is_an_action():
    dist = district(START, ((1, 0), "school_of_economics"), ((0, 1), "holy_trinity_church"))
    s = income(dist)
    assert [str(a) for a in s.legal_actions()] == [
        "economics 0c 2vp",
        "economics 1c 1vp",
        "economics 2c 0vp",
    ]
    coins, vp = s.coins[0], s.vp[0]
    s.apply_text("economics 1c 1vp")
    assert (s.coins[0], s.vp[0]) == (coins + 1, vp + 1)
    assert s.breakdown(0)["eras"][1]["buildings"]["school_of_economics"] == {"vp": 1, "coins": 1}


def test_telephone_company_residential_regions_touching_public_buildings():
    stacks = [
        q(0, 0, "P", "P", "R", "R"),
        pub(0, 1, "telephone_company"),
        q(1, 0, "R", "R", "P", "P"),
    ]
    assert building(score(stacks), "telephone_company") == {"vp": 1, "coins": 0}


# -- era IV -----------------------------------------------------------------------


def test_skaryszewski_park_longest_straight_park_line_in_tiles():
    stacks = [
        q(0, 0, "P", "P", "P", "P"),
        q(1, 0, "P", "P", "R", "R"),
        q(2, 0, "P", "P", "C", "C"),
        pub(0, 1, "skaryszewski_park"),
    ]
    assert building(score(stacks), "skaryszewski_park") == {"vp": 3, "coins": 0}
    no_park = [q(0, 0, "R", "R", "R", "R"), pub(0, 1, "skaryszewski_park")]
    assert building(score(no_park), "skaryszewski_park") == {"vp": 0, "coins": 0}


def test_prudential_allows_4x4_and_itself_is_checked_at_4x4():
    rows = [((x, y), "I-01") for x in range(4) for y in range(3) if (x, y) != (0, 0)]
    full = district(START, *rows)  # 4 wide, 3 tall: the normal limit is reached
    s = resolve("prudential", full)
    assert "build prudential at 0,3 r0" in {str(a) for a in s.legal_actions()}
    s = resolve("I-02", full)
    assert not any(str(a).endswith("at 0,3 r0") for a in s.legal_actions())
    with_prudential = district(START, *rows[:-1], ((3, 2), "prudential"))
    s = resolve("I-02", with_prudential)
    assert "build I-02 at 0,3 r0" in {str(a) for a in s.legal_actions()}


def test_losing_prudential_by_a_rebuild_shrinks_around_the_placement():
    rows = [((x, y), "I-01") for x in range(4) for y in range(3) if (x, y) != (0, 0)]
    dist = district(START, *rows, ((0, 3), "prudential"))
    s = resolve("I-02", dist)
    s.apply_text("build I-02 at 0,3 r0")
    assert s.current_player == 0
    options = [str(a) for a in s.legal_actions()]
    assert all(text.startswith("shrink drop") for text in options)
    assert all("0,3" not in text for text in options)  # the group keeps the placement
    assert "shrink drop 0,0 1,0 2,0 3,0" in options  # keep the 4×3 window of rows 1–3
    s.apply_text("shrink drop 0,0 1,0 2,0 3,0")
    assert set(s.dist[0]) == {(x, y) for x in range(4) for y in (1, 2)} | {(0, 3)}


def test_losing_prudential_in_war_shrinks_after_the_removals():
    rows = [((x, y), "I-01") for x in range(4) for y in range(3) if (x, y) != (0, 0)]
    dist = district(START, *rows, ((2, 3), "I-01"), ((3, 3), "prudential"))
    s = war(3, dist)
    s.apply_text("war 3,3")
    assert s.current_player == 0  # now the shrink, with no placement to keep
    options = [str(a) for a in s.legal_actions()]
    assert options and all(text.startswith("shrink drop") for text in options)
    assert "shrink drop 2,3" in options
    assert "shrink drop 0,0 1,0 2,0 3,0" in options
    s.apply_text("shrink drop 2,3")
    assert len(s.dist[0]) == 12


def test_okecie_airport_exchange():
    dist = district(START, ((1, 0), "okecie_airport"))
    s = income(dist, coins=6, vp=3)
    coins, vp = s.coins[0], s.vp[0]
    s.apply_text("exchange okecie_airport buy")
    assert (s.coins[0], s.vp[0]) == (coins - 6, vp + 3)
    s = income(dist, coins=0, vp=3)
    coins, vp = s.coins[0], s.vp[0]
    s.apply_text("exchange okecie_airport sell")
    assert (s.coins[0], s.vp[0]) == (coins + 9, vp - 3)


def test_rising_museum_two_vp_per_industry_region():
    stacks = [q(0, 0, "I1", "P", "I2", "P"), pub(1, 0, "rising_museum")]
    assert building(score(stacks), "rising_museum") == {"vp": 4, "coins": 0}


# -- era V ------------------------------------------------------------------------


def test_central_department_store_three_off_on_empty_positions_only():
    six = tile_with_cost(6, industry=False)
    two = tile_with_cost(2)
    dist = district(START, ((1, 0), "central_department_store"))
    for tile, pos, cost in ((six, "0,1", 3), (two, "0,1", 0), (six, "0,0", 5)):
        s = resolve(tile, dist, coins=30)
        s.apply_text(f"build {tile} at {pos} r0")
        assert 30 - s.coins[0] == cost, (tile, pos)
    s = resolve("central_department_store", district(START))  # never discounts itself
    s.apply_text("build central_department_store at 1,0 r0")
    assert 30 - s.coins[0] == 6


def test_automobile_factory_parks_and_culture_touching_industry():
    stacks = [q(0, 0, "P", "I1", "U1", "R"), pub(1, 0, "automobile_factory")]
    assert building(score(stacks), "automobile_factory") == {"vp": 2, "coins": 0}


def test_steelworks_one_vp_per_industry_region():
    stacks = [q(0, 0, "I1", "P", "I2", "P"), pub(1, 0, "steelworks")]
    assert building(score(stacks), "steelworks") == {"vp": 2, "coins": 0}


def test_city_center_two_vp_per_transport_tile_at_the_edge():
    stacks = [
        q(x, y, "C", "C", "C", "C", transport=(x, y) in ((1, 1), (0, 0)))
        for x in range(3)
        for y in range(3)
        if (x, y) != (2, 2)
    ]
    stacks.append(pub(2, 2, "city_center"))
    assert building(score(stacks), "city_center") == {"vp": 2, "coins": 0}


def test_main_railway_station_exchange_and_forced_pass():
    dist = district(START, ((1, 0), "main_railway_station"))
    s = income(dist, coins=8, vp=0)
    assert sorted(str(a) for a in s.legal_actions()) == [
        "exchange main_railway_station buy",
        "exchange main_railway_station pass",
    ]
    coins, vp = s.coins[0], s.vp[0]
    s.apply_text("exchange main_railway_station buy")
    assert (s.coins[0], s.vp[0]) == (coins - 8, vp + 4)
    s = income(dist, coins=0, vp=4)
    coins, vp = s.coins[0], s.vp[0]
    s.apply_text("exchange main_railway_station sell")
    assert (s.coins[0], s.vp[0]) == (coins + 12, vp - 4)
    s = income(dist, coins=0, vp=0)  # can pay neither way: forced pass, in history
    assert (0, "exchange main_railway_station pass") in s.history


# -- era VI -----------------------------------------------------------------------


def test_university_library_one_vp_per_public_building():
    stacks = [
        q(0, 0, "P", "P", "R", "R"),
        pub(1, 0, "university_library"),
        pub(0, 1, "holy_trinity_church"),
    ]
    assert building(score(stacks), "university_library") == {"vp": 2, "coins": 0}


def test_golden_terraces_one_vp_per_commerce_region():
    stacks = [q(0, 0, "C", "R", "C", "R"), pub(1, 0, "golden_terraces")]
    assert building(score(stacks), "golden_terraces") == {"vp": 2, "coins": 0}


def test_copernicus_science_center_one_vp_per_culture_region():
    stacks = [q(0, 0, "U1", "R", "U3", "R"), pub(1, 0, "copernicus_science_center")]
    assert building(score(stacks), "copernicus_science_center") == {"vp": 2, "coins": 0}


def test_national_stadium_two_vp_per_park_region():
    stacks = [q(0, 0, "P", "R", "P", "R"), pub(1, 0, "national_stadium")]
    assert building(score(stacks), "national_stadium") == {"vp": 4, "coins": 0}


def test_fountain_park_tiles_of_the_largest_park_region():
    stacks = [
        q(0, 0, "P", "P", "R", "R"),
        q(1, 0, "P", "R", "R", "R"),
        q(0, 1, "R", "R", "P", "P"),
        pub(1, 1, "fountain_park"),
    ]
    assert building(score(stacks), "fountain_park") == {"vp": 2, "coins": 0}
    assert building(
        score([q(0, 0, "R", "R", "R", "R"), pub(1, 0, "fountain_park")]), "fountain_park"
    ) == {"vp": 0, "coins": 0}
