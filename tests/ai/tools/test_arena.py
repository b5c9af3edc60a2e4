"""The arena: seat rotation, statistics, the CLI table and its JSON."""

from __future__ import annotations

import argparse
import json

import pytest

from ai.tools import arena, arena_cli
from game import rules
from tests.ai.nim_game import NIM
from tests.engine.toy_game import TOY


@pytest.fixture
def fixture_games():
    rules.register(TOY)
    rules.register(NIM)
    yield
    rules.unregister(TOY.name)
    rules.unregister(NIM.name)


def test_seats_rotate_so_each_bot_plays_each_seat_equally():
    seen = [arena.seating(["a", "b", "c"], 3, i) for i in range(6)]
    for seat in range(3):
        assert sorted(s[seat] for s in seen) == ["a", "a", "b", "b", "c", "c"]
    assert arena.seating(["a", "b"], 4, 1) == ["b", "a", "b", "a"]


def test_each_rotation_of_a_deal_uses_the_same_game_seed():
    jobs = arena.schedule("toy", 2, ["x", "y"], 4, seed=3)
    assert jobs[0][3] == jobs[1][3] != jobs[2][3] == jobs[3][3]
    assert jobs[0][2] == ["x", "y"] and jobs[1][2] == ["y", "x"]


def test_wilson_interval():
    lo, hi = arena.wilson(15, 20)
    assert lo == pytest.approx(0.5313, abs=1e-3) and hi == pytest.approx(0.8881, abs=1e-3)
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_summary_counts_shared_wins_fractionally():
    records = [
        arena.GameRecord(0, ["a", "b", "c"], [5, 5, 1], [0, 1], [[1.0], [2.0], [3.0]], 0.1),
        arena.GameRecord(1, ["b", "c", "a"], [9, 2, 3], [0], [[4.0], [5.0], [6.0, 8.0]], 0.1),
    ]
    data = arena.report("toy", 3, records)
    assert data["bots"]["a"]["wins"] == 0.5
    assert data["bots"]["b"]["wins"] == 1.5
    assert data["bots"]["b"]["win_rate"] == 0.75
    assert data["bots"]["a"]["mean_margin"] == pytest.approx((0 + -6) / 2)
    assert data["bots"]["a"]["think_ms_mean"] == pytest.approx(5.0)
    assert data["bots"]["a"]["think_ms_p95"] == 8.0


def _args(**values):
    parser = argparse.ArgumentParser()
    arena_cli.add_arguments(parser)
    argv = []
    for key, value in values.items():
        argv += [f"--{key}", str(value)]
    return parser.parse_args(argv + ["--quiet"])


@pytest.mark.parametrize("jobs", [1, 2])
def test_cli_plays_prints_the_table_and_writes_json(
    fixture_games, tiny_levels, tmp_path, capsys, jobs
):
    out = tmp_path / "r.json"
    code = arena_cli.run(
        _args(game="nim", players=2, seats="tiny,random", games=6, jobs=jobs, seed=4, json=out)
    )
    assert code == 0
    data = json.loads(out.read_text())
    assert data["game"] == "nim" and data["players"] == 2 and data["games"] == 6
    tiny, rnd = data["bots"]["tiny"], data["bots"]["random"]
    assert set(tiny) == {
        "games", "wins", "win_rate", "ci95", "mean_score", "mean_margin",
        "think_ms_mean", "think_ms_p95",
    }
    assert tiny["games"] == rnd["games"] == 6
    assert tiny["wins"] + rnd["wins"] == pytest.approx(6)
    assert tiny["wins"] >= 5  # search wins Nim against random play
    assert tiny["ci95"][0] <= tiny["win_rate"] <= tiny["ci95"][1]
    table = capsys.readouterr().out
    assert "tiny" in table and "random" in table and "95% CI" in table


def test_cli_rejects_unknown_bots_and_player_counts(fixture_games, capsys):
    assert arena_cli.run(_args(game="toy", players=2, seats="hard,wizard", games=2)) == 2
    assert "wizard" in capsys.readouterr().err
    assert arena_cli.run(_args(game="toy", players=5, seats="hard", games=2)) == 2
    assert arena_cli.run(_args(game="chess", players=2, seats="hard", games=2)) == 2


def test_progress_bar_shows_eta(capsys):
    import io

    stream = io.StringIO()
    bar = arena.ProgressBar(4, stream=stream)
    bar.update(1)
    bar.update(4)
    text = stream.getvalue()
    assert "1/4 games" in text and "ETA" in text and text.endswith("\n")


def test_records_are_written_for_every_game_and_replay(fixture_games, tiny_levels, tmp_path,
                                                       capsys):
    from game.engine.record import load_record

    folder = tmp_path / "records"
    code = arena_cli.run(_args(game="toy", players=2, seats="random,greedy", games=4, seed=2,
                               records=folder))
    assert code == 0
    files = sorted(folder.iterdir())
    assert len(files) == 4
    for path in files:
        record = load_record(path)
        assert record.game == "toy" and record.final_scores is not None
        assert [s.player for s in record.seats] in (["ai:random", "ai:greedy"],
                                                    ["ai:greedy", "ai:random"])
        assert all(a.think_ms is not None for a in record.actions)


def test_output_paths_are_checked_before_playing(fixture_games, tmp_path, capsys, monkeypatch):
    played = []
    monkeypatch.setattr(arena, "run_games", lambda *a, **k: played.append(1) or [])
    blocker = tmp_path / "file"
    blocker.write_text("x")
    for key, value in (("records", blocker), ("json", tmp_path / "no" / "r.json"),
                       ("json", tmp_path), ("records", tmp_path / "no" / "dir")):
        assert arena_cli.run(_args(game="toy", players=2, seats="random", games=2,
                                   **{key: value})) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"--{key}" in err
    assert played == []


def test_iterations_only_turns_the_time_caps_off_but_keeps_a_time_only_budget() -> None:
    from ai import bots
    from ai.levels import get_level

    hard = get_level("hard")
    assert hard.time_ms > 0 and hard.iterations > 0
    capped = hard.replace(games={"akropolis": {"time_ms": 700},
                                 "capital": {"iterations": 0, "time_ms": 250}})
    plain = bots._without_time_caps(capped)
    assert plain.time_ms == 0
    assert plain.for_game("akropolis").time_ms == 0
    assert plain.for_game("ginkgopolis").time_ms == 0
    assert plain.for_game("capital").time_ms == 250  # nothing else would stop it
    assert plain.for_game("akropolis").iterations == capped.for_game("akropolis").iterations

    bots.set_iterations_only(True)
    try:
        assert bots.Bot("hard").level.time_ms == 0
    finally:
        bots.set_iterations_only(False)
    assert bots.Bot("hard").level.time_ms == hard.time_ms


def _cli(*argv):
    parser = argparse.ArgumentParser()
    arena_cli.add_arguments(parser)
    return arena_cli.run(parser.parse_args([*map(str, argv), "--quiet"]))


def test_records_are_not_overwritten_unless_told(fixture_games, tiny_levels, tmp_path, capsys,
                                                 monkeypatch):
    folder = tmp_path / "records"
    base = ("--game", "toy", "--players", 2, "--seats", "random,greedy", "--games", 2,
            "--seed", 2, "--records", folder)
    assert _cli(*base) == 0
    first = sorted(folder.iterdir())
    mine = first[0]
    mine.write_text("my own notes, not a record\n")
    capsys.readouterr()
    played = []
    real = arena.run_games
    monkeypatch.setattr(arena, "run_games", lambda *a, **k: played.append(1) or real(*a, **k))
    assert _cli(*base) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert f"--records: {str(folder)!r} already holds {mine.name!r} (and 1 more)" in err
    assert "--overwrite" in err and played == []
    assert mine.read_text() == "my own notes, not a record\n"
    assert _cli(*base, "--overwrite") == 0
    assert sorted(folder.iterdir()) == first and "my own notes" not in mine.read_text()


def test_refusals_name_the_folder_that_is_at_fault(fixture_games, tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("x")
    cases = [(("--records", tmp_path / "no" / "dir"), f"the folder {str(tmp_path / 'no')!r} "
                                                      "does not exist"),
             (("--records", blocker / "dir"), f"{str(blocker)!r} is not a folder"),
             (("--json", tmp_path / "no" / "r.json"), f"the folder {str(tmp_path / 'no')!r} "
                                                     "does not exist")]
    for option, words in cases:
        assert _cli("--game", "toy", "--players", 2, "--seats", "random", "--games", 2,
                    *option) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and words in err, err


def test_a_folder_name_with_a_newline_stays_on_one_line(fixture_games, tiny_levels, tmp_path,
                                                        capsys):
    folder = tmp_path / "rec\nords"
    base = ("--game", "toy", "--players", 2, "--seats", "random,greedy", "--games", 2,
            "--records", folder)
    assert _cli(*base) == 0
    capsys.readouterr()
    assert _cli(*base) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "rec\\nords" in err
