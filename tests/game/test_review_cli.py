"""``polis review``: the JSON shape, the text report, one-line errors, hostile records."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import given

from game.cli import main
from game.engine.record import SeatEntry, new_record, to_bytes, write_record
from tests.engine.record_play import play_randomly
from tests.fuzz.support import FUZZ, assert_one_line, hang_guard, hostile_document


@pytest.fixture(autouse=True)
def quick_level(tmp_path, monkeypatch):
    """A custom level "quick" (few iterations) in the test's own settings file."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.toml").write_text(
        '[ai.quick]\nbase = "normal"\niterations = 8\ntime_ms = 0\n', encoding="utf-8")
    monkeypatch.setenv("POLIS_HOME", str(home))


def _record(game="capital", players=2, length=12, seed=12):
    seats = [SeatEntry("Zoe", "human", "orange"),
             *(SeatEntry(f"Bot {i}", "ai:hard", "sky") for i in range(1, players))]
    record = new_record(game, seats, seed, {})
    play_randomly(record, random.Random(seed), length=length)
    return record


@pytest.fixture
def record_file(tmp_path):
    record = _record()
    path = tmp_path / "game.toml"
    write_record(path, record)
    return path, record


def test_json_shape(record_file, capsys):
    path, record = record_file
    assert main(["review", str(path), "--level", "quick", "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    data = json.loads(out)
    assert set(data) >= {"file", "game", "seats", "decisions", "seconds"}
    assert data["file"] == str(path) and data["game"] == "capital"
    assert [s["seat"] for s in data["seats"]] == [0]
    seat = data["seats"][0]
    assert set(seat) == {"seat", "name", "accuracy", "counts", "luck"} and seat["name"] == "Zoe"
    assert sum(seat["counts"].values()) == sum(1 for a in record.actions if a.seat == 0)
    for d in data["decisions"]:
        assert {"move", "seat", "played", "best", "win_before", "win_played", "win_best",
                "points_played", "points_best", "judgement"} <= set(d)


def test_seat_option_and_text_report(record_file, capsys):
    path, _record_ = record_file
    assert main(["review", str(path), "--level", "quick", "--seat", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Bot 1: accuracy" in out and "Zoe: accuracy" not in out
    assert "analysed at quick (seed 3)" in out


@pytest.mark.parametrize(("args", "error"), [
    (["--seat", "3"], "--seat: 3 is out of range 1..2"),
    (["--seat", "x"], "--seat: expected a whole number, got 'x'"),
    (["--level", "random"], "--level: unknown level 'random'"),
    (["--seed", "-1"], "--seed: -1 is out of range"),
    (["--jobs", "0"], "--jobs: 0 is out of range 1..64"),
])
def test_bad_options_are_one_line_with_exit_2(record_file, capsys, args, error):
    path, _record_ = record_file
    assert main(["review", str(path), "--json", *args]) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    data = json.loads(out)
    assert data["file"] == str(path) and data["error"].startswith(error)


def test_a_bad_record_is_one_line_with_exit_2(record_file, tmp_path, capsys):
    path, record = record_file
    bad = tmp_path / "bad.toml"
    bad.write_text(path.read_text().replace(f'text = "{record.actions[2].text}"',
                                            'text = "pick nothing"', 1))
    assert main(["review", str(bad), "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data == {"file": str(bad), "error": 'action 3 "pick nothing": not a legal move'}
    assert main(["review", str(tmp_path / "missing.toml")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "missing.toml" in err


def _seeds() -> list[str]:
    texts = []
    for game, players in (("akropolis", 2), ("capital", 3), ("ginkgopolis", 1)):
        texts.append(to_bytes(_record(game, players, length=6)).decode("utf-8"))
    return texts


def test_hostile_records_review_or_give_one_line(capsys):
    seeds = _seeds()

    @FUZZ
    @given(hostile_document(seeds))
    def run(text):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "game.toml"
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            with hang_guard():
                status = main(["review", str(path), "--level", "quick", "--json"])
            out = capsys.readouterr().out
            assert out.count("\n") == 1
            data = json.loads(out)
            if status == 2:
                assert set(data) == {"file", "error"}
                assert_one_line(data["error"])
            else:
                assert status == 0 and "decisions" in data

    run()


def test_the_report_speaks_the_players_language(record_file, capsys, monkeypatch):
    """The report's words go through the catalogue (a fake one marks them); the file,
    the seats' names and the moves as a record writes them stay as written."""
    from tests.game.fake_catalogue import fake_catalogue

    path, record = record_file
    assert main(["review", str(path), "--level", "quick"]) == 0
    english = capsys.readouterr().out.splitlines()
    assert english[0].startswith(f"{path}: capital, 2 players, analysed at quick (seed 0)")
    assert english[1].startswith("  move   1 ") and " — " in english[1]
    assert english[-1].startswith("Zoe: accuracy ") and "win-chance points" in english[-1]
    with fake_catalogue(monkeypatch):
        assert main(["review", str(path), "--level", "quick", "--lang", "zh-Hant"]) == 0
        lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"⟪{path}: capital, ⟪2 players⟫, analysed at quick")
    assert lines[1].startswith("  ⟪move   1 Zoe: " + record.actions[0].text + " — ⟪")
    assert len(lines) == len(english) and all(line.count("⟪") >= 2 for line in lines)
    assert lines[-1].startswith("⟪Zoe: accuracy ⟪") and "⟪, ⟫" in lines[-1]
