"""The measured strength of each level: from the ladder's rungs to the strength file."""

from __future__ import annotations

import argparse
import math

from ai import level_strength
from ai.level_strength import Rung, rung, rungs_from_ladder
from ai.tools import ladder_cli
from game import rules
from game.engine.tomlfile import read_toml
from tests.ai.nim_game import NIM

LADDER = {
    "game": "akropolis",
    "players": 2,
    "pairs": [
        {"a": "random", "b": "beginner", "games": 60, "a_win_rate": 0.2,
         "rung": {"lower": "random", "upper": "beginner"}},
        {"a": "greedy", "b": "beginner", "games": 60, "a_win_rate": 0.6,
         "rung": {"lower": "greedy", "upper": "beginner"}},
        {"a": "hard", "b": "normal", "games": 60, "a_win_rate": 0.9,
         "rung": {"lower": "normal", "upper": "hard"}},
        {"a": "random", "b": "hard", "games": 8, "a_win_rate": 0.0},
    ],
}


def test_the_rungs_become_each_levels_win_rate_against_the_one_below() -> None:
    assert rungs_from_ladder(LADDER) == {
        "beginner": {"below": "random", "wins": 0.8, "games": 60},
        "hard": {"below": "normal", "wins": 0.9, "games": 60},
    }


def test_the_table_size_falls_back_to_two_players() -> None:
    table = {"akropolis": {"2": {"hard": {"below": "normal", "wins": 0.9, "games": 60}},
                           "3": {"hard": {"below": "normal", "wins": 0.75, "games": 20}}}}
    assert rung("akropolis", 3, "hard", table) == Rung("hard", "normal", 0.75, 20, 3)
    assert rung("akropolis", 4, "hard", table) == Rung("hard", "normal", 0.9, 60, 2)
    assert rung("akropolis", 2, "custom", table) is None
    assert rung("capital", 2, "hard", table) is None


def test_damaged_entries_are_ignored() -> None:
    for bad in ({"below": "normal", "wins": math.nan, "games": 60},
                {"below": "normal", "wins": 1.5, "games": 60},
                {"below": "normal", "wins": True, "games": 60},
                {"below": 3, "wins": 0.5, "games": 60},
                {"below": "normal", "wins": 0.5, "games": 0},
                "hard"):
        assert rung("akropolis", 2, "hard", {"akropolis": {"2": {"hard": bad}}}) is None
    assert rung("akropolis", 2, "hard", {"akropolis": {"2": []}}) is None
    assert rung("akropolis", 2, "hard", {"akropolis": 7}) is None


def test_every_shipped_rung_reads() -> None:
    for game, sizes in level_strength.shipped().items():
        for size, levels in sizes.items():
            for level in levels:
                assert rung(game, int(size), level) is not None, (game, size, level)


def test_the_ladder_writes_the_file_and_keeps_other_tables(tmp_path, capsys) -> None:
    out = tmp_path / "strength.toml"
    out.write_text('[capital.2.hard]\nbelow = "normal"\nwins = 0.8\ngames = 60\n')
    rules.register(NIM)
    try:
        parser = argparse.ArgumentParser()
        ladder_cli.add_arguments(parser)
        argv = ["--game", "nim", "--bots", "random,beginner,easy", "--games", "2", "--jobs",
                "1", "--quiet", "--strength", str(out)]
        assert ladder_cli.run(parser.parse_args(argv)) == 0
        table = read_toml(out)
        assert table["capital"]["2"]["hard"]["wins"] == 0.8
        assert set(table["nim"]["2"]) == {"beginner", "easy"}
        assert table["nim"]["2"]["easy"]["below"] == "beginner"
        assert table["nim"]["2"]["easy"]["games"] == 2

        out.write_text("nim = 3\n")
        assert ladder_cli.run(parser.parse_args(argv)) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and str(out) in err[0]
        out.write_text("[[[")
        assert ladder_cli.run(parser.parse_args(argv)) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and str(out) in err[0]
    finally:
        rules.unregister(NIM.name)
