"""Ginkgopolis position files through the CLI: good files, and clear one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main

ROOT = Path(__file__).resolve().parents[3]
FIXTURE = ROOT / "tests" / "fixtures" / "ginkgopolis" / "worked_example.toml"

HEAD = 'game = "ginkgopolis"\nplayers = 2\n'
SEATS = "[[seat]]\nsp = 1\n[[seat]]\nsp = 2\n"

BAD = [
    ('game = "ginkgopolis"\n' + SEATS, "players: required"),
    ('game = "ginkgopolis"\nplayers = 6\n' + SEATS, "players: 6 is out of range 1..5"),
    ('game = "ginkgopolis"\nplayers = "two"\n' + SEATS, "players: expected an integer"),
    (HEAD + "colour = 1\n" + SEATS, "colour: unknown key"),
    (HEAD + "[[seat]]\nsp = 1\n", "seat: 1 [[seat]] tables, expected 2"),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "X2", height = 1 }]\n' + SEATS,
        'buildings[0].top: unknown tile id "X2"',
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "R21", height = 1 }]\n' + SEATS,
        'buildings[0].top: unknown tile id "R21"',
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "A", height = 1 }]\n' + SEATS,
        'buildings[0].top: unknown tile id "A"',
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "R2", height = 0 }]\n' + SEATS,
        "buildings[0].height: 0 is out of range 1..60",
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "R2" }]\n' + SEATS,
        "buildings[0]: height: required",
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "R2", height = 1, owner = 2 }]\n' + SEATS,
        "buildings[0].owner: 2 is out of range 0..1",
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "R2", height = 1, roof = 1 }]\n' + SEATS,
        "buildings[0].roof: unknown key",
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "R2", height = 1 },'
        ' { x = 0, y = 0, top = "R3", height = 1 }]\n' + SEATS,
        "buildings[1]: a second building at (0, 0)",
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "R2", height = 1 },'
        ' { x = 1, y = 0, top = "R2", height = 1 }]\n' + SEATS,
        'buildings[1].top: tile "R2" is already a top tile',
    ),
    (
        HEAD + 'buildings = [{ x = 0.5, y = 0, top = "R2", height = 1 }]\n' + SEATS,
        "buildings[0].x: expected an integer",
    ),
    (
        HEAD + 'buildings = [{ x = 0, y = 0, top = "R2", height = 1 }]\n'
        '[[seat]]\narea = ["R2"]\n[[seat]]\n',
        'seat[0].area[0]: "R2" is a top tile in the city',
    ),
    (
        HEAD + '[[seat]]\narea = ["C3", "C3"]\n[[seat]]\n',
        'seat[0].area[1]: "C3" is already in seat[0].area',
    ),
    (
        HEAD + '[[seat]]\narea = ["B7"]\n[[seat]]\narea = ["B7"]\n',
        'seat[1].area[0]: "B7" is already in seat[0].area',
    ),
    (HEAD + '[[seat]]\narea = ["C28"]\n[[seat]]\n', 'seat[0].area[0]: unknown card id "C28"'),
    (HEAD + '[[seat]]\narea = ["A"]\n[[seat]]\n', 'seat[0].area[0]: unknown card id "A"'),
    (HEAD + "[[seat]]\nsp = -1\n[[seat]]\n", "seat[0].sp: -1 is out of range 0..1000000"),
    (HEAD + "[[seat]]\nnew_hand = 3\n[[seat]]\n", "seat[0].new_hand: 3 is out of range 0..2"),
    (HEAD + "[[seat]]\nnew_hand = true\n[[seat]]\n", "seat[0].new_hand: expected an integer"),
    (HEAD + "[[seat]]\nhand = []\n[[seat]]\n", "seat[0].hand: unknown key"),
    (
        'game = "ginkgopolis"\nplayers = 1\n[[seat]]\nnew_hand = 1\n[[seat]]\n',
        "seat[0].new_hand: 1 is out of range 0..0",
    ),
    ('game = "ginkgopolis"\nplayers = 1\n[[seat]]\n', "seat: 1 [[seat]] tables, expected 2"),
]


@pytest.mark.parametrize(("text", "message"), BAD)
def test_bad_position_file_gives_one_clear_line(tmp_path, capsys, text, message):
    path = tmp_path / "pos.toml"
    path.write_text(text)
    assert main(["score", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{path}: {message}")
    assert "Traceback" not in captured.err


def test_json_mode_reports_every_file_in_order(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(HEAD + 'buildings = [{ x = 0, y = 0, top = "Q1", height = 1 }]\n' + SEATS)
    result = subprocess.run(
        [sys.executable, "-m", "game", "score", "--json", str(bad), str(FIXTURE)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert result.returncode == 2
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert first == {
        "file": str(bad),
        "error": f'{bad}: buildings[0].top: unknown tile id "Q1" (R1..B20)',
    }
    assert [s["total"] for s in second["seats"]] == [37, 43, 43]


def test_readable_output_lists_every_seat(capsys):
    assert main(["score", str(FIXTURE)]) == 0
    out = capsys.readouterr().out
    assert "total: 37" in out and "winners: [1, 2]" in out


def test_minimal_file_defaults(tmp_path, capsys):
    path = tmp_path / "pos.toml"
    path.write_text(HEAD + "[[seat]]\n[[seat]]\n")
    assert main(["score", "--json", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["seats"][0] == {"sp": 0, "cards": 0, "districts": 0, "new_hand": 0, "total": 0}
    assert result["winners"] == [0, 1]
