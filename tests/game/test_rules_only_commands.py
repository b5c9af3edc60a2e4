"""The commands that need only the rules (score, moves, replay) never load pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

PROBE = """
import sys
from game.cli import main
status = main(sys.argv[1:])
assert "pygame" not in sys.modules, "pygame was imported"
sys.exit(status)
"""


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True,
                          text=True, timeout=120)


def test_score_and_moves_run_without_pygame():
    score = _run("score", str(FIXTURES / "akropolis" / "houses_27.toml"),
                 str(FIXTURES / "capital" / "worked_example.toml"))
    assert score.returncode == 0, score.stderr
    assert "total" in score.stdout
    moves = _run("moves", "--json", str(FIXTURES / "akropolis" / "moves_m1.toml"))
    assert moves.returncode == 0, moves.stderr


def test_replay_runs_without_pygame(tmp_path):
    import random

    from game.engine.record import SeatEntry, new_record, write_record
    from tests.engine.record_play import play_randomly

    record = new_record("ginkgopolis", [SeatEntry("A", "human", "sky"),
                                        SeatEntry("B", "ai:easy", "rose")], 5, {})
    play_randomly(record, random.Random(2), 12)
    path = tmp_path / "game.toml"
    write_record(path, record)
    replay = _run("replay", str(path))
    assert replay.returncode == 0, replay.stderr


def test_the_probe_sees_pygame_when_it_is_imported():
    """The check above can fail: the play command's modules do import pygame."""
    probe = subprocess.run(
        [sys.executable, "-c", "import sys, game.ui.kit.text; assert 'pygame' not in sys.modules"],
        capture_output=True, text=True, timeout=120)
    assert probe.returncode != 0
