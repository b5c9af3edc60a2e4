"""Your average accuracy per game and level, from the kept reviews; the kept reviews
are read newest first, and a damaged, oversized or odd file is left out."""

from __future__ import annotations

import json
import os

import pytest

from ai import review_stats, review_store
from ai.review import Review, SeatReview

COUNTS = {"best": 3, "good": 1, "inaccuracy": 0, "mistake": 0, "blunder": 0}


def review(game: str, seats: list[tuple[str | None, float | None]], level: str = "hard",
           seed: int = 0, complete: bool = True) -> Review:
    """A review whose seats have (AI level or "" for a human, accuracy)."""
    rows = [SeatReview(i, f"P{i}", accuracy, dict(COUNTS), 0.0, True, seat_level)
            for i, (seat_level, accuracy) in enumerate(seats)]
    return Review(game, len(seats), level, seed, rows, [], [], complete=complete)


def test_averages_per_game_and_opponent_level():
    found = review_stats.averages([
        review("akropolis", [("", 80.0), ("hard", 95.0)]),
        review("akropolis", [("", 70.0), ("hard", 99.0)]),
        review("akropolis", [("", 60.0), ("easy", 99.0)]),
        review("capital", [("", 50.0), ("", 90.0), ("normal", 10.0)]),  # two of you: mean
        review("ginkgopolis", [("", 64.0)]),                             # solo
    ], "hard", 0)
    assert found[("akropolis", "hard")] == review_stats.Accuracy(2, 75.0)
    assert found[("akropolis", "easy")] == review_stats.Accuracy(1, 60.0)
    assert found[("capital", "normal")] == review_stats.Accuracy(1, 70.0)
    assert found[("ginkgopolis", "solo")] == review_stats.Accuracy(1, 64.0)
    assert len(found) == 4


def test_only_whole_reviews_at_the_screens_level_and_seed_count():
    found = review_stats.averages([
        review("akropolis", [("", 80.0), ("hard", 95.0)]),
        review("akropolis", [("", 10.0), ("hard", 95.0)], level="normal"),
        review("akropolis", [("", 10.0), ("hard", 95.0)], seed=3),
        review("akropolis", [("", 10.0), ("hard", 95.0)], complete=False),
        review("akropolis", [(None, 10.0), (None, 95.0)]),   # kept before levels were noted
        review("akropolis", [("", None), ("hard", 95.0)]),   # nothing of yours was judged
        review("akropolis", [("easy", 50.0), ("hard", 95.0)]),  # an AI-only game
    ], "hard", 0)
    assert found == {("akropolis", "hard"): review_stats.Accuracy(1, 80.0)}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POLIS_HOME", str(tmp_path / "home"))
    review_store.folder().mkdir(parents=True)
    return review_store.folder()


def test_kept_reviews_newest_first_and_odd_files_left_out(home):
    for i, accuracy in enumerate([50.0, 60.0, 70.0]):
        path = home / f"r{i}.json"
        path.write_text(json.dumps(review("akropolis", [("", accuracy), ("hard", 1.0)])
                                   .to_data()))
        os.utime(path, (1000 + i, 1000 + i))
    (home / "damaged.json").write_text("{not json")
    (home / "table.json").write_text(json.dumps({"game": "akropolis"}))
    (home / "list.json").write_text("[1, 2]")
    bad_level = review("akropolis", [("", 1.0), ("hard", 1.0)]).to_data()
    bad_level["seats"][0]["level"] = 7
    (home / "level.json").write_text(json.dumps(bad_level))
    for name in ("damaged", "table", "list", "level"):
        os.utime(home / f"{name}.json", (500, 500))  # older: the newest files are reviews
    (home / "big.json").write_bytes(b" " * (review_store.MAX_BYTES + 1))
    (home / "link.json").symlink_to(home / "r0.json")
    (home / "folder.json").mkdir()
    os.mkfifo(home / "pipe.json")
    kept = list(review_store.kept())
    assert [r.seats[0].accuracy for r in kept] == [70.0, 60.0, 50.0]
    assert [r.seats[0].accuracy for r in review_store.kept(most=2)] == [70.0, 60.0]
    assert review_stats.kept_averages("hard", 0) == {
        ("akropolis", "hard"): review_stats.Accuracy(3, 60.0)}


def test_no_reviews_folder_no_averages(tmp_path, monkeypatch):
    monkeypatch.setenv("POLIS_HOME", str(tmp_path / "nowhere"))
    assert review_stats.kept_averages("hard", 0) == {}


def test_a_kept_review_notes_each_seats_level():
    from ai.review import review_record
    from tests.ai.test_review import make_record, quick_level

    record = make_record("akropolis", 2, length=6)
    made = review_record(record, level=quick_level(8), seed=0)
    assert [s.level for s in made.seats] == ["", "hard"]
    again = Review.from_data(json.loads(json.dumps(made.to_data())))
    assert [s.level for s in again.seats] == ["", "hard"]
