"""Capital position files through ``python -m game score`` (POSITIONS.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from tests.rules.capital.helpers import FIXTURES

ROOT = Path(__file__).resolve().parents[3]
GOOD = '{ x = 0, y = 0, quarters = ["P", "P", "R", "R"] }'


def write(tmp_path: Path, name: str, body: str) -> str:
    path = tmp_path / name
    path.write_text('game = "capital"\n' + body, encoding="utf-8")
    return str(path)


BAD = [
    (
        "stacks = [\n  " + GOOD + ',\n  { x = 1, y = 0, quarters = ["P", "X2", "R", "R"] },\n]\n',
        'stacks[1]: unknown quarter code "X2"',
    ),
    ('stacks = [ { x = 0, y = 0, quarters = ["P1", "P", "R", "R"] } ]\n', '"P1"'),
    ("colour = 3\nstacks = [" + GOOD + "]\n", "colour: unknown key"),
    ("stacks = [" + GOOD + ', { x = 0, y = 0, public = "arsenal" }]\n', "stacks[1]: position 0,0"),
    ("stacks = [" + GOOD + ', { x = 2, y = 0, public = "arsenal" }]\n', "not orthogonally"),
    ("stacks = [" + GOOD + ', { x = 1, y = 0, public = "louvre" }]\n', "stacks[1].public"),
    (
        "stacks = [" + GOOD + ', { x = 1, y = 0, public = "arsenal" }, '
        '{ x = 2, y = 0, public = "arsenal" }]\n',
        'stacks[2].public: "arsenal" appears twice',
    ),
    (
        "stacks = [" + GOOD + ', { x = 1, y = 0, milestone = "metro" }, '
        '{ x = 2, y = 0, milestone = "europa_market" }]\n',
        "stacks[2].milestone",
    ),
    (
        'stacks = [ { x = 0, y = 0, quarters = ["P", "P", "R", "R"], public = "arsenal" } ]\n',
        "stacks[0]: give exactly one of",
    ),
    ('stacks = [ { x = 0, y = 0, public = "arsenal", transport = true } ]\n', "transport"),
    ('stacks = [ { x = 0, y = 0, quarters = ["P", "P", "R", "R"], height = 0 } ]\n', "height"),
    ('stacks = [ { x = 0, quarters = ["P", "P", "R", "R"] } ]\n', "stacks[0]: y is required"),
    ("stacks = []\n", "stacks: must be a non-empty list"),
    ("coins = -1\nstacks = [" + GOOD + "]\n", "coins: -1 is out of range"),
    ("economics_coins = 1\nstacks = [" + GOOD + "]\n", "economics_coins: needs an active"),
    (
        "economics_coins = 3\nstacks = [" + GOOD + ", { x = 1, y = 0, public = "
        '"school_of_economics" }]\n',
        "economics_coins: 3 is out of range 0..1",
    ),
    (
        'exchanges = { okecie_airport = "buy" }\nstacks = [' + GOOD + "]\n",
        "exchanges.okecie_airport: the district has no active okecie_airport",
    ),
    (
        'exchanges = { okecie_airport = "swap" }\nstacks = [' + GOOD + ", { x = 1, y = 0, "
        'public = "okecie_airport" }]\n',
        "exchanges.okecie_airport: must be",
    ),
    ('exchanges = { arsenal = "buy" }\nstacks = [' + GOOD + "]\n", "exchanges.arsenal"),
]


@pytest.mark.parametrize(("body", "expected"), BAD, ids=[e for _, e in BAD])
def test_bad_position_file_is_one_clear_line(tmp_path, capsys, body, expected):
    path = write(tmp_path, "pos.toml", body)
    assert main(["score", path]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert captured.out == ""
    assert "\n" not in err and "Traceback" not in err
    assert err.startswith(f"{path}: ")
    assert expected in err


def test_json_mode_gives_one_line_per_file_in_order(tmp_path, capsys):
    bad = write(tmp_path, "bad.toml", 'stacks = [ { x = 0, y = 0, quarters = ["X2"] } ]\n')
    good = str(FIXTURES / "worked_example.toml")
    assert main(["score", good, bad, good, "--json"]) == 2
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 3
    first, error, third = (json.loads(line) for line in lines)
    assert first["vp"] == 26 and third["coins"] == 12
    assert error["file"] == bad and "stacks[0]" in error["error"]


def test_exchanges_are_made_only_when_payable(tmp_path, capsys):
    body = (
        "coins = 2\nvp = 0\n"
        'exchanges = { warsaw_vienna_railway = "buy", main_railway_station = "sell" }\n'
        "stacks = [" + GOOD + ', { x = 1, y = 0, public = "warsaw_vienna_railway" }, '
        '{ x = 0, y = 1, public = "main_railway_station" }]\n'
    )
    path = write(tmp_path, "pos.toml", body)
    assert main(["score", path, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    # park 1 VP only: 2 coins cannot buy (4), 1 VP cannot sell (4)
    assert result["exchanges"] == {"vp": 0, "coins": 0}
    path = write(tmp_path, "pos2.toml", body.replace("coins = 2", "coins = 4"))
    assert main(["score", path, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["exchanges"] == {"vp": 2, "coins": -4}


def test_python_m_game_score_runs_as_a_process():
    proc = subprocess.run(
        [sys.executable, "-m", "game", "score", str(FIXTURES / "worked_example.toml"), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["vp"] == 26
