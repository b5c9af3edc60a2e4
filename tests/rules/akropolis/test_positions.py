"""Position files (§10) and the worked examples of §11, through Rules and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.engine import PositionError
from game.engine.tomlfile import read_toml
from game.rules.akropolis import RULES
from game.rules.akropolis.position_file import parse_tile_code

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "akropolis"
ROOT = Path(__file__).resolve().parents[3]

# rules/akropolis.md §11.1-§11.6: every table row, `score --json` output as printed there
SCORES = {
    "houses_27.toml": {"total": 29, "house": 27, "market": 0, "barracks": 0, "temple": 0, "garden": 0, "stones": 2},  # noqa: E501
    "houses_27_variant.toml": {"total": 29, "house": 27, "market": 0, "barracks": 0, "temple": 0, "garden": 0, "stones": 2},  # noqa: E501
    "houses_tie.toml": {"total": 20, "house": 20, "market": 0, "barracks": 0, "temple": 0, "garden": 0, "stones": 0},  # noqa: E501
    "houses_tie_variant.toml": {"total": 40, "house": 40, "market": 0, "barracks": 0, "temple": 0, "garden": 0, "stones": 0},  # noqa: E501
    "markets.toml": {"total": 17, "house": 0, "market": 16, "barracks": 0, "temple": 0, "garden": 0, "stones": 1},  # noqa: E501
    "markets_variant.toml": {"total": 29, "house": 0, "market": 28, "barracks": 0, "temple": 0, "garden": 0, "stones": 1},  # noqa: E501
    "barracks.toml": {"total": 8, "house": 0, "market": 0, "barracks": 8, "temple": 0, "garden": 0, "stones": 0},  # noqa: E501
    "barracks_variant.toml": {"total": 14, "house": 0, "market": 0, "barracks": 14, "temple": 0, "garden": 0, "stones": 0},  # noqa: E501
    "barracks_outside.toml": {"total": 6, "house": 0, "market": 0, "barracks": 6, "temple": 0, "garden": 0, "stones": 0},  # noqa: E501
    "barracks_variant_outside.toml": {"total": 8, "house": 0, "market": 0, "barracks": 8, "temple": 0, "garden": 0, "stones": 0},  # noqa: E501
    "temples.toml": {"total": 6, "house": 0, "market": 0, "barracks": 0, "temple": 6, "garden": 0, "stones": 0},  # noqa: E501
    "temples_variant.toml": {"total": 10, "house": 0, "market": 0, "barracks": 0, "temple": 10, "garden": 0, "stones": 0},  # noqa: E501
    "gardens.toml": {"total": 12, "house": 0, "market": 0, "barracks": 0, "temple": 0, "garden": 12, "stones": 0},  # noqa: E501
    "gardens_variant.toml": {"total": 15, "house": 0, "market": 0, "barracks": 0, "temple": 0, "garden": 15, "stones": 0},  # noqa: E501
    "gardens_variant_enclosed.toml": {"total": 21, "house": 0, "market": 0, "barracks": 0, "temple": 0, "garden": 21, "stones": 0},  # noqa: E501
    "gardens_enclosed.toml": {"total": 12, "house": 0, "market": 0, "barracks": 0, "temple": 0, "garden": 12, "stones": 0},  # noqa: E501
}

M1_FIRST = [[-3, 0, 1, "house"], [-2, -1, 1, "barracks"], [-2, 0, 1, "temple"]]
M1_LAST = [[3, -1, 1, "house"], [2, 0, 1, "barracks"], [2, -1, 1, "temple"]]
M2_LEVEL2 = [
    [[0, 0, 2, "house"], [1, -1, 2, "barracks"], [1, 0, 2, "temple"]],
    [[0, 0, 2, "house"], [1, 0, 2, "barracks"], [0, 1, 2, "temple"]],
    [[0, 1, 2, "house"], [0, 0, 2, "barracks"], [1, 0, 2, "temple"]],
    [[0, 1, 2, "house"], [1, 0, 2, "barracks"], [1, 1, 2, "temple"]],
    [[1, -1, 2, "house"], [1, 0, 2, "barracks"], [0, 0, 2, "temple"]],
    [[1, 0, 2, "house"], [0, 0, 2, "barracks"], [1, -1, 2, "temple"]],
    [[1, 0, 2, "house"], [0, 1, 2, "barracks"], [0, 0, 2, "temple"]],
    [[1, 0, 2, "house"], [1, 1, 2, "barracks"], [0, 1, 2, "temple"]],
    [[1, 1, 2, "house"], [0, 1, 2, "barracks"], [1, 0, 2, "temple"]],
]


def _load(name: str) -> dict:
    return read_toml(FIXTURES / name)


def _as_set(placements: list) -> set:
    return {tuple(tuple(h) for h in p) for p in placements}


@pytest.mark.parametrize("name", sorted(SCORES))
def test_worked_example_scores(name):
    result = RULES.score_position(_load(name))
    assert result == SCORES[name]
    assert list(result) == ["total", "house", "market", "barracks", "temple", "garden", "stones"]


def test_score_cli_json_many_files_in_order(capsys):
    names = sorted(SCORES)
    status = main(["score", *(str(FIXTURES / n) for n in names), "--json"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    assert [json.loads(line) for line in lines] == [SCORES[n] for n in names]
    # exactly the R10.4 key order in the printed text
    assert lines[names.index("houses_27.toml")] == (
        '{"total": 29, "house": 27, "market": 0, "barracks": 0, "temple": 0, '
        '"garden": 0, "stones": 2}'
    )


def test_score_cli_readable_breakdown(capsys):
    path = str(FIXTURES / "houses_27.toml")
    assert main(["score", path]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == path
    assert "  house: value 9 × 3 stars = 27" in lines
    assert "  market: value 1 × 0 stars = 0" in lines
    assert "  total: 29" in lines and "  stones: 2" in lines


def test_moves_cli_readable(capsys):
    assert main(["moves", str(FIXTURES / "moves_m1.toml")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "  90 results" in lines
    assert '  [[-3, 0, 1, "house"], [-2, -1, 1, "barracks"], [-2, 0, 1, "temple"]]' in lines


def test_moves_m1_starting_city():
    result = RULES.position_moves(_load("moves_m1.toml"))
    assert len(result) == 90
    assert all(h[2] == 1 for p in result for h in p)
    assert result[0] == M1_FIRST
    assert result[-1] == M1_LAST
    assert result == sorted(result)


def test_moves_m2_upper_level():
    result = RULES.position_moves(_load("moves_m2.toml"))
    assert len(result) == 111
    level2 = [p for p in result if p[0][2] == 2]
    assert len(level2) == 9 and len(result) - len(level2) == 102
    assert level2 == M2_LEVEL2
    # the triangle lying on tile 19 alone is excluded (R5.2)
    assert not any({(h[0], h[1]) for h in p} == {(1, 0), (2, 0), (1, 1)} for p in level2)


def test_moves_m3_only_ground():
    result = RULES.position_moves(_load("moves_m3.toml"))
    assert len(result) == 102
    assert all(h[2] == 1 for p in result for h in p)


def test_moves_tile_override_and_codes():
    data = _load("moves_m1.toml")
    by_code = RULES.position_moves(data, tile="hbt")
    by_names = RULES.position_moves(data, tile="house,barracks,temple")
    assert by_code == by_names == RULES.position_moves(data)
    other = RULES.position_moves(data, tile="qhh")
    assert len(other) == 90 and other[0][0][3] == "quarry"


def test_tile_codes_are_case_sensitive():
    assert parse_tile_code("HBT") == (5, 7, 8)  # three plazas
    assert parse_tile_code("hbt") == (0, 2, 3)
    assert parse_tile_code("quarry,house,house") == parse_tile_code("qhh") == (10, 0, 0)


@pytest.mark.parametrize("code", ["HXT", "Q", "hb", "hbtt", "house,barracks", "house,x,temple", ""])
def test_bad_tile_codes(code):
    with pytest.raises(PositionError, match="--tile"):
        parse_tile_code(code)


def test_moves_dedupes_only_identical_kind_tiles():
    data = _load("moves_m1.toml")
    same = RULES.position_moves(data, tile="hhh")
    assert len(same) == 30  # one per triangle: its 3 rotations give the same hexes
    assert len({frozenset((h[0], h[1]) for h in p) for p in same}) == 30
    assert all(p[0] == min(p) for p in same)  # the form that sorts first is kept
    two_equal = RULES.position_moves(data, tile="qhh")
    assert len(two_equal) == 90  # two equal kinds still give 3 distinct placements


def test_moves_cli_json(capsys):
    status = main(["moves", str(FIXTURES / "moves_m2.toml"), "--json"])
    out = capsys.readouterr().out.splitlines()
    assert status == 0 and len(out) == 1
    placements = json.loads(out[0])
    assert len(placements) == 111
    assert _as_set(M2_LEVEL2) <= _as_set(placements)


def test_moves_ignore_score_only_fields():
    data = _load("moves_m1.toml")
    data = {**data, "stones": 0, "variants": ["garden"], "options": {"lake": "enclosed-area"}}
    assert len(RULES.position_moves(data)) == 90


def test_score_ignores_tile_ids_and_tile_key():
    plain = _load("moves_m2.toml")
    stripped = {
        "game": "akropolis",
        "hexes": [{k: v for k, v in h.items() if k != "tile"} for h in plain["hexes"]],
    }
    assert RULES.score_position(plain) == RULES.score_position(stripped)


def test_position_with_unconnected_island_moves_on_top():
    """R5.2: an upper placement needs no adjacency; score does not check connectivity."""
    data = {
        "game": "akropolis",
        "tile": ["house", "market", "temple"],
        "hexes": [
            {"q": 0, "r": 0, "level": 1, "kind": "house-plaza", "tile": 0},
            {"q": 10, "r": 0, "level": 3, "kind": "quarry", "tile": 100},
            {"q": 11, "r": 0, "level": 3, "kind": "quarry", "tile": 101},
            {"q": 10, "r": 1, "level": 3, "kind": "house", "tile": 101},
        ],
    }
    result = RULES.position_moves(data)
    upper = [p for p in result if p[0][2] == 4]
    assert len(upper) == 3
    assert {(h[0], h[1]) for h in upper[0]} == {(10, 0), (11, 0), (10, 1)}


# ------------------------------------------------------------ bad position files

BAD = {
    "unknown_top_key.toml": "stone: unknown key",
    "unknown_hex_key.toml": 'hexes[1]: unknown key "height"',
    "unknown_kind.toml": 'hexes[3]: unknown kind "hous"',
    "level_string.toml": "hexes[0]: level must be an integer from 1 to 100",
    "level_zero.toml": "hexes[0]: level must be an integer from 1 to 100",
    "q_float.toml": "hexes[0]: q must be an integer",
    "missing_level.toml": 'hexes[0]: missing key "level"',
    "duplicate_space.toml": "hexes[2]: duplicate space (1, 0), also hexes[1]",
    "duplicate_variant.toml": 'variants[2]: duplicate variant "house"',
    "unknown_variant.toml": 'variants[0]: unknown variant "hose"',
    "variants_string.toml": "variants: must be a list",
    "negative_stones.toml": "stones: must be an integer from 0 to 10000",
    "stones_bool.toml": "stones: must be an integer from 0 to 10000",
    "empty_hexes.toml": "hexes: must be a non-empty array",
    "missing_hexes.toml": "hexes: required",
    "unknown_option.toml": "options.barracks: unknown key",
    "bad_option_value.toml": 'options.lake: unknown value "pond"',
    "tile_on_some.toml": "hexes[2]: tile missing, but given on hexes[0]",
    "tile0_wrong_kind.toml": "hexes[1]: tile 0 (the starting tile) has quarry at (1, -1)",
    "tile0_wrong_space.toml": "hexes[1]: tile 0 (the starting tile) has no hex at (1, 0)",
    "tile0_level2.toml": "hexes[0]: tile 0 (the starting tile) lies at level 1",
    "tile_four_hexes.toml": "hexes[5]: tile 100 has more than 3 hexes",
    "tile_levels_differ.toml": "hexes[3]: the hexes of tile 100 are on different levels",
    "tile_not_adjacent.toml": "hexes[3]: the hexes of tile 100 at (1, 0) and (3, 0) are not",
    "tile_wrong_kind.toml": "hexes[3]: tile 19 (quarry, house, house) cannot show a garden",
    "tile_mirrored.toml": "hexes[4]: tile 3 is mirrored",
    "tile_list_bad.toml": 'tile[1]: unknown kind "hose"',
    "not_toml.toml": "TOML syntax error",
    "wrong_game.toml": 'game: unknown game "akropolis2"',
    "far_away.toml": "hexes[0]: q = 5000 is out of range",
}
BAD_MOVES = {
    "moves_no_tile.toml": "tile: required for moves",
    "moves_no_tile_ids.toml": 'hexes[0]: "tile" is required on every hex for moves',
}


def test_every_bad_fixture_is_listed():
    on_disk = {p.name for p in (FIXTURES / "bad").glob("*.toml")}
    assert on_disk == set(BAD) | set(BAD_MOVES)


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_file_one_line_error_json(name, capsys):
    path = str(FIXTURES / "bad" / name)
    good = str(FIXTURES / "markets.toml")
    status = main(["score", path, good, "--json"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 2
    assert len(lines) == 2
    error = json.loads(lines[0])
    assert set(error) == {"file", "error"} and error["file"] == path
    assert error["error"].startswith(f"{path}: ")
    assert BAD[name] in error["error"]
    assert "\n" not in error["error"]
    assert json.loads(lines[1]) == SCORES["markets.toml"]  # the other file still runs


@pytest.mark.parametrize("name", sorted(BAD_MOVES))
def test_bad_moves_file(name, capsys):
    path = str(FIXTURES / "bad" / name)
    assert main(["moves", path, "--json"]) == 2
    error = json.loads(capsys.readouterr().out)
    assert BAD_MOVES[name] in error["error"]
    # the same file is fine for score, which needs neither tile ids nor a tile
    assert main(["score", path, "--json"]) == 0


def test_bad_file_plain_mode_stderr_one_line(capsys):
    path = str(FIXTURES / "bad" / "unknown_kind.toml")
    assert main(["score", path]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f'{path}: hexes[3]: unknown kind "hous"\n'


def test_bad_file_subprocess_exit_status_and_no_traceback():
    path = FIXTURES / "bad" / "duplicate_space.toml"
    proc = subprocess.run(
        [sys.executable, "-m", "game", "score", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.strip().splitlines() == [
        f"{path}: hexes[2]: duplicate space (1, 0), also hexes[1]"
    ]
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"game": "akropolis", "hexes": [1]}, "hexes[0]: must be a table"),
        ({"game": "akropolis", "hexes": "x"}, "hexes: must be a non-empty array"),
        ({"game": "akropolis", "options": 3, "hexes": [{}]}, "options: must be a table"),
        (
            {"game": "akropolis", "hexes": [{"q": 0, "r": 0, "level": 1, "kind": 5}]},
            "hexes[0]: kind must be a kind name",
        ),
        (
            {"game": "akropolis", "hexes": [{"q": 0, "r": 0, "level": 1, "kind": "house", "tile": -1}]},  # noqa: E501
            "hexes[0]: tile must be an integer from 0 to 10000",
        ),
        ({"game": "akropolis", "tile": "qhh", "hexes": [{}]}, "tile: must be a list of 3"),
        ({"hexes": []}, "game: required"),
    ],
)
def test_bad_data_messages(data, message):
    with pytest.raises(PositionError) as err:
        RULES.score_position(data)
    assert message in str(err.value)
