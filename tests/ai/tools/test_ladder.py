"""The ladder: round-robin schedule, pair results, resume, JSON form and the document."""

from __future__ import annotations

import argparse
import json

import pytest

from ai.tools import ladder, ladder_cli
from game import rules
from tests.ai.nim_game import NIM


@pytest.fixture
def nim():
    rules.register(NIM)
    yield
    rules.unregister(NIM.name)


def test_pair_score_uses_the_best_seat_of_each_bot() -> None:
    seats = ["a", "b", "a"]
    assert ladder.pair_score(seats, [3, 5, 9], [2], "a", "b") == 1.0
    assert ladder.pair_score(seats, [3, 9, 1], [1], "a", "b") == 0.0
    assert ladder.pair_score(["a", "b"], [4, 4], [0, 1], "a", "b") == 0.5


def test_every_pair_plays_its_games_with_both_bots_in_every_seat() -> None:
    plan = ladder.Plan("nim", 3, ("random", "greedy", "easy"), 6, 1)
    jobs = ladder.jobs_for(plan)
    assert len(jobs) == 3 * 6
    first_pair = [job for p, job in jobs if p == 0]
    for seat in range(3):
        assert {job[2][seat] for job in first_pair} == {"random", "greedy"}
    assert len({job[5] for _p, job in jobs}) == len(jobs)


def run_cli(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    ladder_cli.add_arguments(parser)
    return ladder_cli.run(parser.parse_args(argv))


def test_ladder_json_resume_and_document(nim, tmp_path, capsys) -> None:
    out = tmp_path / "ladder.json"
    doc = tmp_path / "levels.md"
    argv = ["--game", "nim", "--bots", "random,greedy,beginner", "--games", "4", "--jobs", "1",
            "--seed", "3", "--json", str(out), "--doc", str(doc), "--quiet"]
    assert run_cli(argv) == 0
    data = json.loads(out.read_text())
    assert data["game"] == "nim" and data["players"] == 2 and data["games_per_pair"] == 4
    assert set(data["elo"]) == {"random", "greedy", "beginner"}
    assert data["elo"]["random"]["elo"] == 0.0
    assert {(p["a"], p["b"]) for p in data["pairs"]} == {
        ("random", "greedy"), ("random", "beginner"), ("greedy", "beginner")}
    assert all(p["games"] == 4 for p in data["pairs"])
    assert "### Nim, 2 players" in doc.read_text()

    # drop two games as if interrupted: the resumed run plays exactly those again
    partial = dict(data)
    partial["results"] = {k: v for k, v in data["results"].items() if k not in ("0", "5")}
    out.write_text(json.dumps(partial))
    assert run_cli(argv) == 0
    again = json.loads(out.read_text())
    def outcomes(doc: dict) -> dict:  # think times differ between runs; the games must not
        return {k: (v["seats"], v["scores"], v["winners"], v["a_score"])
                for k, v in doc["results"].items()}

    assert outcomes(again) == outcomes(data)
    assert doc.read_text().count("### Nim, 2 players") == 1


def test_resume_refuses_another_plan(nim, tmp_path, capsys) -> None:
    out = tmp_path / "ladder.json"
    base = ["--game", "nim", "--bots", "random,greedy", "--games", "2", "--json", str(out),
            "--quiet", "--jobs", "1"]
    assert run_cli(base) == 0
    assert run_cli([*base[:5], "3", *base[6:]]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "games_per_pair" in err[0]


def test_bad_arguments_exit_2(nim, tmp_path, capsys) -> None:
    assert run_cli(["--game", "nim", "--bots", "greedy,easy"]) == 2
    assert run_cli(["--game", "nim", "--bots", "random,nobody"]) == 2


def test_rungs_are_each_level_against_the_next_and_the_baselines_against_the_lowest() -> None:
    plan = ladder.Plan("nim", 2, ("random", "greedy", "beginner", "easy", "normal"), 6, 1, 2)
    assert plan.rungs() == [("random", "beginner"), ("greedy", "beginner"),
                            ("beginner", "easy"), ("easy", "normal")]
    games = {pair: plan.games_for(pair) for pair in plan.pairs()}
    assert games[("random", "beginner")] == 6 and games[("easy", "normal")] == 6
    assert games[("random", "greedy")] == 2 and games[("beginner", "normal")] == 2
    jobs = ladder.jobs_for(plan)
    assert len(jobs) == 4 * 6 + 6 * 2 == plan.offsets()[-1]
    assert sorted(job[5] for _p, job in jobs) == list(range(len(jobs)))
    topped = ladder.Plan("nim", 2, plan.bots, 6, 1, 2, 4)
    assert topped.games_for(("easy", "normal")) == 4
    assert topped.games_for(("beginner", "easy")) == 6
    assert topped.games_for(("random", "easy")) == 2


def test_other_games_shows_in_the_json_and_the_table(nim, tmp_path) -> None:
    out = tmp_path / "ladder.json"
    argv = ["--game", "nim", "--bots", "random,greedy,beginner,easy", "--games", "4",
            "--other-games", "2", "--jobs", "1", "--json", str(out), "--quiet"]
    assert run_cli(argv) == 0
    data = json.loads(out.read_text())
    assert data["other_games"] == 2
    by_pair = {(p["a"], p["b"]): p for p in data["pairs"]}
    assert by_pair[("beginner", "easy")]["games"] == 4
    assert by_pair[("beginner", "easy")]["rung"] == {"lower": "beginner", "upper": "easy"}
    assert by_pair[("random", "greedy")]["games"] == 2 and "rung" not in by_pair[
        ("random", "greedy")]
    table = ladder.format_table(data)
    rate = 1 - by_pair[("beginner", "easy")]["a_win_rate"]
    assert f"| easy | beginner | 4 | {100 * rate:.0f}% |" in table
    assert "| random v easy | 2 |" in table


def test_the_rungs_are_played_first_taking_turns() -> None:
    plan = ladder.Plan("nim", 2, ("random", "beginner", "easy"), 3, 1, 2)
    order = [(plan.pairs()[p], job[5]) for p, job in ladder.play_order(plan)]
    assert [pair for pair, _ in order] == [
        ("random", "beginner"), ("beginner", "easy")] * 3 + [("random", "easy")] * 2
    assert sorted(index for _, index in order) == list(range(plan.offsets()[-1]))


def test_no_play_reports_a_stopped_run_without_playing(nim, tmp_path, capsys) -> None:
    out = tmp_path / "ladder.json"
    doc = tmp_path / "levels.md"
    argv = ["--game", "nim", "--bots", "random,beginner,easy", "--games", "4", "--jobs", "1",
            "--json", str(out), "--quiet"]
    assert run_cli(argv) == 0
    data = json.loads(out.read_text())
    data["results"] = {k: v for k, v in data["results"].items() if int(k) < 5}
    out.write_text(json.dumps(data))
    assert run_cli([*argv, "--no-play", "--doc", str(doc)]) == 0
    assert len(json.loads(out.read_text())["results"]) == 5  # nothing was played
    assert "Stopped early:** 5 of the 12 planned games" in doc.read_text()
    assert run_cli(["--game", "nim", "--bots", "random,easy", "--no-play", "--quiet"]) == 2
    assert "--no-play needs --json" in capsys.readouterr().err
