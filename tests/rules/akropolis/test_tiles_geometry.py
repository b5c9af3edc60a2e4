"""The tile data (Appendix A/B) and the geometry of §2."""

from __future__ import annotations

import copy
import math
import tomllib

import pytest

from game.rules.akropolis import geometry as g
from game.rules.akropolis.tiles import TILES, TILES_PATH, TileDataError, load_tiles, parse_tiles

# Appendix A codes, ids 1..61, copied from the table
APPENDIX_A = [
    "hbt", "Mbq", "qhb", "Bhq", "Bqq", "Bht", "gqq", "qbm", "qtm", "qmb", "Gqh", "qmh",
    "Ghq", "qtb", "hgm", "Bmh", "Mhg", "Hmb", "qhh", "hgb", "Mth", "Mqq", "Tqq", "Gqq",
    "qmg", "mqq", "qbm", "Hqq", "Thq", "tqq", "Tqh", "Hgq", "Hqq", "Thb", "htm", "qmt",
    "Hqq", "hmb", "qth", "qbg", "qhh", "qhm", "Tqq", "hqq", "qmh", "Htm", "Ghb", "Bqh",
    "Mqq", "bqq", "Bqq", "Hqm", "Gmh", "Mqt", "qht", "Thm", "qgh", "qhh", "qbh", "qhb",
    "qhm",
]


def test_tile_file_matches_appendix_a():
    assert len(APPENDIX_A) == 61
    assert [TILES.code(i) for i in range(1, 62)] == APPENDIX_A
    assert TILES.min_players[1:] == (2,) * 37 + (3,) * 12 + (4,) * 12


def _raw():
    return tomllib.loads(TILES_PATH.read_text(encoding="utf-8"))


def test_loading_the_shipped_file_again_gives_the_same_tiles():
    assert load_tiles().kinds == TILES.kinds


def _swap_kind(data, index, old, new):
    hexes = data["tile"][index]["hexes"]
    hexes[hexes.index(old)] = new
    data["tile"][index]["code"] = "".join(
        {"house": "h", "market": "m", "barracks": "b", "temple": "t"}[h] for h in hexes
    )
    return data


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d["tile"].pop(), "60 tiles"),
        (lambda d: d.update(extra=1), "unknown key"),
        (lambda d: d["tile"][4].update(id=7), r"tile\[4\]: id must be 5"),
        (lambda d: d["tile"][0].update(hexes=["house", "barracks", "castle"]), "3 kind names"),
        (lambda d: d["tile"][0].update(code="hbm"), "does not match hexes"),
        (lambda d: d["tile"][0].update(min_players=5), "min_players"),
        (lambda d: _swap_kind(d, 0, "temple", "market"), "Appendix B"),
        (lambda d: d["tile"][40].update(min_players=2), "Appendix B"),
    ],
)
def test_damaged_tile_data_is_rejected(damage, message):
    data = copy.deepcopy(_raw())
    damage(data)
    with pytest.raises(TileDataError, match=message):
        parse_tiles(data, TILES_PATH)


def test_unreadable_tile_file(tmp_path):
    bad = tmp_path / "tiles.toml"
    bad.write_text("[[tile]\n", encoding="utf-8")
    with pytest.raises(TileDataError, match="TOML syntax error"):
        load_tiles(bad)
    with pytest.raises(TileDataError, match="cannot read"):
        load_tiles(tmp_path / "missing.toml")


def test_keys_round_trip():
    for q in range(-70, 71, 7):
        for r in range(-70, 71, 5):
            assert g.unkey(g.key(q, r)) == (q, r)
            for k, (dq, dr) in enumerate(g.DIRECTIONS):
                assert g.unkey(g.key(q, r) + g.DIRS[k]) == (q + dq, r + dr)


def test_direction_differences_are_directions():
    """R2.2: d_k - d_(k-1) = d_(k+1)."""
    for k in range(6):
        dq = g.DIRECTIONS[k][0] - g.DIRECTIONS[k - 1][0]
        dr = g.DIRECTIONS[k][1] - g.DIRECTIONS[k - 1][1]
        assert (dq, dr) == g.DIRECTIONS[(k + 1) % 6]


def _screen(space: int) -> tuple[float, float]:
    q, r = g.unkey(space)
    return math.sqrt(3) * (q + r / 2), 1.5 * r  # pointy-top, y down (R2.3)


@pytest.mark.parametrize("rot", range(6))
def test_placements_run_clockwise_and_are_adjacent(rot):
    """R2.7: hex 1 -> hex 2 -> hex 3 is clockwise on screen; all pairwise adjacent."""
    a, b, c = g.placement_spaces(g.key(1, 0), rot)
    for x, y in ((a, b), (b, c), (a, c)):
        assert y - x in g.DIRS or x - y in g.DIRS
    (x1, y1), (x2, y2), (x3, y3) = _screen(a), _screen(b), _screen(c)
    cross = (x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1)
    assert cross > 0  # with y growing downward, positive means clockwise


def test_every_placement_has_exactly_one_anchor_and_rotation():
    seen: dict[tuple[frozenset, int], tuple[int, int]] = {}
    for q in range(-3, 4):
        for r in range(-3, 4):
            for rot in range(6):
                anchor = g.key(q, r)
                spaces = g.placement_spaces(anchor, rot)
                ident = (frozenset(spaces), anchor)
                assert ident not in seen
                seen[ident] = (anchor, rot)
                t = g.placement_tri(anchor, rot)
                assert set(g.tri_spaces(t)) == set(spaces)
                assert (anchor - (t >> 1), rot) in g.TRI_PLACEMENTS[t & 1]


def test_six_triangles_contain_each_space():
    for space in (g.key(0, 0), g.key(-5, 9)):
        tris = [2 * space + off for off in g.CONTAINING]
        assert len(set(tris)) == 6
        assert all(space in g.tri_spaces(t) for t in tris)
