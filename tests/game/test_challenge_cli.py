"""``polis challenge check``: bad command lines and files are refused in one line
(exit 2); a check plays the tries and reports the share of tries per star."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from tests.fuzz.support import assert_one_line
from tests.rules.test_challenges import good_text


@pytest.fixture
def challenge_file(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(good_text(), encoding="utf-8")
    return path


@pytest.mark.parametrize("argv", [
    ["--tries", "0"], ["--tries", "99999"], ["--levels", "godlike"], ["--levels", ","],
    ["--only", "nothing-like-it"], ["--json", "/nonexistent-folder/x.json"],
])
def test_bad_arguments_are_one_line_and_exit_2(challenge_file, capsys, argv):
    assert main(["challenge", "check", str(challenge_file), *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("polis challenge: ")
    assert_one_line(err[:-1])


def test_a_damaged_file_is_one_line_naming_it(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text(good_text().replace("players = 2", "players = 0"), encoding="utf-8")
    assert main(["challenge", "check", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{bad}: challenge[1].players" in err


def test_a_check_plays_the_tries_and_writes_the_table(challenge_file, tmp_path, capsys):
    out = tmp_path / "par.json"
    code = main(["challenge", "check", str(challenge_file), "--tries", "2", "--levels",
                 "random,beginner", "--json", str(out), "--quiet"])
    assert code == 0  # no level with a bar was asked for
    text = capsys.readouterr().out
    assert "akro-test" in text and "1 challenges, 4 tries" in text
    data = json.loads(out.read_text())
    assert [r["level"] for r in data["results"]] == ["random", "beginner"]
    for row in data["results"]:
        assert row["tries"] == 2 and len(row["at_least"]) == 4
        assert row["at_least"][0] == 2 and row["at_least"] == sorted(row["at_least"],
                                                                     reverse=True)


def test_the_same_tries_give_the_same_par(challenge_file, tmp_path):
    runs = []
    for name in ("a.json", "b.json"):
        main(["challenge", "check", str(challenge_file), "--tries", "2", "--levels", "beginner",
              "--json", str(tmp_path / name), "--quiet"])
        runs.append(json.loads((tmp_path / name).read_text())["results"])
    assert runs[0] == runs[1]


def test_a_sample_of_the_shipped_campaign_meets_the_normal_bar(tmp_path):
    """CI's sample of `make challenges`: each game's first challenge, 4 tries of normal."""
    from ai.tools.challenge_check import par
    from game.ui.play import challenge_files

    found = challenge_files.campaign()
    firsts = [next(c for c in found if c.game == game)
              for game in ("akropolis", "capital", "ginkgopolis")]
    for challenge in firsts:
        result = par(challenge, "normal", 4)
        assert result.passes, (challenge.key, result.at_least)
