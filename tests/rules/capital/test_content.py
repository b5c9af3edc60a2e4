"""rules/capital.md §9–§11: the shipped tile files, and the loader's R11.2 checks."""

from __future__ import annotations

import copy
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from game.rules.capital.content import MILESTONES_FILE, TILES_FILE
from game.rules.capital.tile_file import TileSetError, load_tile_set, parse_milestones, parse_tiles

# §9 as printed: id, era, cost.
SECTION_9 = [
    ("sigismunds_column", 1, 2), ("arsenal", 1, 2), ("marywil", 1, 3), ("old_town", 1, 3),
    ("wilanow", 2, 4), ("collegium_nobilium", 2, 3), ("jablonowski_palace", 2, 3),
    ("holy_trinity_church", 2, 3), ("royal_baths_park", 2, 4),
    ("warsaw_vienna_railway", 3, 4), ("university_of_technology", 3, 4),
    ("school_of_economics", 3, 5), ("telephone_company", 3, 5),
    ("skaryszewski_park", 4, 5), ("prudential", 4, 5), ("okecie_airport", 4, 5),
    ("rising_museum", 4, 6),
    ("central_department_store", 5, 6), ("automobile_factory", 5, 6), ("steelworks", 5, 6),
    ("city_center", 5, 6), ("main_railway_station", 5, 7),
    ("university_library", 6, 7), ("golden_terraces", 6, 7),
    ("copernicus_science_center", 6, 7), ("national_stadium", 6, 8), ("fountain_park", 6, 7),
]  # fmt: skip
# §10 as printed: id, name, slot.
SECTION_10 = [
    ("saxon_palace", "Saxon Palace", 1), ("wilanow_palace", "Wilanów Palace", 1),
    ("namiestnikowski_palace", "Namiestnikowski Palace", 2),
    ("grand_theater", "Grand Theater", 2),
    ("water_filters", "Water Filters", 3), ("wilson_square", "Wilson Square", 3),
    ("wz_route", "W-Z Route", 4), ("palace_of_culture", "Palace of Culture and Science", 4),
    ("metro", "Metro", 5), ("europa_market", "EUROPA Market", 5),
]  # fmt: skip
DESIGN = {  # era: quartered, cost range, n-type counts, transport, U/I values
    1: (12, (1, 3), (6, 5, 1, 0), 3, (1, 1)),
    2: (11, (2, 4), (4, 5, 2, 0), 3, (1, 2)),
    3: (12, (3, 5), (3, 5, 3, 1), 3, (1, 2)),
    4: (12, (4, 6), (2, 4, 4, 2), 3, (1, 3)),
    5: (11, (4, 7), (1, 3, 4, 3), 3, (2, 3)),
    6: (11, (5, 8), (0, 3, 4, 4), 3, (2, 3)),
}


def raw(path: Path) -> dict:
    with open(path, "rb") as fh:
        return tomllib.load(fh)


# -- the shipped files ------------------------------------------------------------


def test_shipped_files_pass_validation():
    tile_set = load_tile_set()
    assert len(tile_set.tiles) == 96
    assert len(tile_set.milestones) == 10


def test_shipped_public_buildings_match_section_9():
    tile_set = load_tile_set()
    publics = [(t.id, t.era, t.cost) for t in tile_set.tiles if t.kind == 1]
    assert publics == SECTION_9
    assert Counter(era for _, era, _ in SECTION_9) == {1: 4, 2: 5, 3: 4, 4: 4, 5: 5, 6: 5}


def test_shipped_milestones_match_section_10():
    faces = [(t.id, t.name, t.era) for t in load_tile_set().milestones]
    assert faces == SECTION_10


def test_shipped_tiles_match_the_design_table_of_section_11():
    tile_set = load_tile_set()
    assert tile_set.start.cost == 1
    assert [q >> 2 for q in tile_set.start.quarters] == [0, 0, 1, 1]  # P P R R
    means = []
    for era, (count, (lo, hi), kinds, transport, (vlo, vhi)) in DESIGN.items():
        tiles = [t for t in tile_set.tiles if t.era == era and t.kind == 0]
        assert len(tiles) == count
        assert len(tiles) + sum(1 for _, e, _ in SECTION_9 if e == era) == 16
        assert all(lo <= t.cost <= hi for t in tiles)
        n_types = Counter(len({q >> 2 for q in t.quarters}) for t in tiles)
        assert tuple(n_types[k] for k in (1, 2, 3, 4)) == kinds
        assert sum(t.transport for t in tiles) == transport
        values = [q & 3 for t in tiles for q in t.quarters if q >> 2 in (3, 4)]
        assert values and all(vlo <= v <= vhi for v in values)
        quarters = Counter(q >> 2 for t in tiles for q in t.quarters)
        n = 4 * count
        for kind, (blo, bhi) in {
            1: (25, 35),
            0: (15, 25),
            2: (15, 25),
            3: (10, 20),
            4: (10, 20),
        }.items():
            assert blo * n <= 100 * quarters[kind] <= bhi * n, (era, kind)
        means.append(sum(t.cost for t in tiles) / count)
    assert means == sorted(set(means))


def test_shipped_files_begin_with_a_schema_comment():
    for path in (TILES_FILE, MILESTONES_FILE):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("#")
    assert "[[tile]]" in TILES_FILE.read_text(encoding="utf-8").split("\n[start]")[0]


# -- the loader's checks (R11.2) --------------------------------------------------


def _tiles_error(mutate) -> str:
    data = copy.deepcopy(raw(TILES_FILE))
    mutate(data)
    with pytest.raises(TileSetError) as info:
        parse_tiles(data, TILES_FILE)
    message = str(info.value)
    assert message.startswith("levels/capital/tiles.toml: ")
    assert "\n" not in message
    return message


def _tile(data, tid):
    return next(t for t in data["tile"] if t["id"] == tid)


def test_rule_1_unknown_quarter_code():
    msg = _tiles_error(lambda d: _tile(d, "II-03")["quarters"].__setitem__(0, "X2"))
    assert "tile II-03" in msg and '"X2"' in msg and "R11.2.1" in msg


def test_rule_1_value_on_a_park_quarter():
    msg = _tiles_error(lambda d: _tile(d, "I-01")["quarters"].__setitem__(0, "P1"))
    assert "tile I-01" in msg and "R11.2.1" in msg


def test_rule_1_unknown_key_wrong_type_and_duplicate_id():
    assert "R11.2.1" in _tiles_error(lambda d: _tile(d, "I-01").__setitem__("colour", "red"))
    assert "cost must be an integer" in _tiles_error(
        lambda d: _tile(d, "I-01").__setitem__("cost", "2")
    )
    msg = _tiles_error(lambda d: _tile(d, "I-02").__setitem__("id", "I-01"))
    assert "duplicate id" in msg and "tile I-01" in msg


def test_rule_1_transport_only_on_quartered_tiles():
    msg = _tiles_error(lambda d: d["public"][0].__setitem__("transport", True))
    assert "public sigismunds_column" in msg and "transport" in msg and "R11.2.1" in msg


def test_rule_2_era_size_and_section_9_eras_and_costs():
    msg = _tiles_error(lambda d: d["tile"].pop(0))
    assert "era I" in msg and "R11.2.2" in msg
    msg = _tiles_error(lambda d: d["public"][1].__setitem__("cost", 3))
    assert "public arsenal" in msg and "R11.2.2" in msg
    msg = _tiles_error(lambda d: d["public"].pop())
    assert "fountain_park" in msg and "R11.2.2" in msg


def test_rule_3_milestones_pairs():
    data = copy.deepcopy(raw(MILESTONES_FILE))
    data["milestone"][0]["slot"] = 2
    with pytest.raises(TileSetError, match=r"milestone saxon_palace.*R11\.2\.3"):
        parse_milestones(data, MILESTONES_FILE)
    data = copy.deepcopy(raw(MILESTONES_FILE))
    data["milestone"].pop()
    with pytest.raises(TileSetError, match=r"europa_market.*missing.*R11\.2\.3"):
        parse_milestones(data, MILESTONES_FILE)


def test_rule_4_design_table():
    msg = _tiles_error(lambda d: _tile(d, "I-01").__setitem__("cost", 4))
    assert "tile I-01" in msg and "R11.2.4" in msg
    msg = _tiles_error(lambda d: _tile(d, "I-01").__setitem__("transport", True))
    assert "era I" in msg and "transport" in msg and "R11.2.4" in msg
    msg = _tiles_error(lambda d: _tile(d, "I-01").__setitem__("quarters", ["P", "P", "R", "R"]))
    assert "era I" in msg and "R11.2.4" in msg  # now 5 one-type tiles


def test_rule_5_per_tile_limits():
    def three_culture(d):
        t = _tile(d, "IV-12")
        t["quarters"] = ["U1", "U1", "U1", "R"]

    assert "R11.2.5" in _tiles_error(three_culture)


def test_rule_5_single_type_must_be_p_r_or_c():
    def all_industry(d):
        t = next(t for t in d["tile"] if t["era"] == 1 and len(set(t["quarters"])) == 1)
        t["quarters"] = ["I1", "I1", "I1", "I1"]

    assert "R11.2.5" in _tiles_error(all_industry)


def test_rule_6_type_shares():
    # a one-type commerce tile becomes residential: C falls below 15 %, R rises above 35 %
    msg = _tiles_error(lambda d: _tile(d, "I-03").__setitem__("quarters", ["R"] * 4))
    assert "R11.2.6" in msg and "era I" in msg


def test_rule_7_few_duplicates():
    def triplicate(d):
        # I-10 and I-11 share a layout (with transport); I-12 becomes a third copy,
        # and I-09 takes a third type so the design table still holds.
        assert _tile(d, "I-10")["quarters"] == ["I1", "I1", "U1", "U1"]
        _tile(d, "I-12")["quarters"] = ["U1", "U1", "I1", "I1"]
        _tile(d, "I-09")["quarters"] = ["U1", "R", "C", "U1"]

    msg = _tiles_error(triplicate)
    assert "R11.2.7" in msg and "tile I-12" in msg


def test_rule_8_rising_cost():
    def cheap_era_6(d):
        for t in d["tile"]:
            if t["era"] == 6:
                t["cost"] = 5

    msg = _tiles_error(cheap_era_6)
    assert "R11.2.8" in msg and "era VI" in msg


def test_a_broken_file_is_a_one_line_error(tmp_path):
    bad = tmp_path / "tiles.toml"
    bad.write_text("[start\ncost = 1\n", encoding="utf-8")
    with pytest.raises(TileSetError) as info:
        load_tile_set(bad, MILESTONES_FILE)
    assert "TOML syntax error" in str(info.value)
    with pytest.raises(TileSetError, match="no such file"):
        load_tile_set(tmp_path / "missing.toml", MILESTONES_FILE)
