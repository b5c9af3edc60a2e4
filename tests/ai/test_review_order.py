"""ai.review_order: the level-ordering check over arena records (pairs at a 2-player
table, all levels at a larger one), kept reviews read back, accuracies recomputed."""

from __future__ import annotations

import json

from ai import review, review_order
from game.engine.record import SeatEntry, new_record, write_record
from tests.ai.test_review import quick_level
from tests.engine.record_play import play_randomly


def test_in_order_and_pairs():
    order = ["random", "greedy", "hard"]
    assert review_order.in_order({"random": 60.0, "greedy": 70.0, "hard": 90.0}, order)
    assert not review_order.in_order({"random": 75.0, "greedy": 70.0, "hard": 90.0}, order)
    assert review_order.in_order({"greedy": 70.0, "hard": 90.0}, order)   # a 2-player pair
    assert review_order.in_order({"hard": 90.0}, order) is None
    assert review_order.in_order({"random": None, "hard": 90.0}, order) is None
    assert review_order.pairs_in_order({"random": 75.0, "greedy": 70.0, "hard": 90.0},
                                       order) == {"random<greedy": False,
                                                  "random<hard": True, "greedy<hard": True}


def _records(folder, count=2):
    import random

    folder.mkdir()
    for i in range(count):
        seats = [SeatEntry("R", "ai:random", "red"), SeatEntry("G", "ai:greedy", "sky")]
        if i % 2:
            seats.reverse()
        record = new_record("akropolis", seats, 40 + i, {})
        state = play_randomly(record, random.Random(i))
        record.finished(state)
        write_record(folder / f"akropolis-{i:04d}.toml", record)


def test_a_folder_is_reviewed_kept_and_read_back(tmp_path, monkeypatch, capsys):
    _records(tmp_path / "rec")
    keep = tmp_path / "kept"
    monkeypatch.setattr(review_order, "review_record", _quick(review_order.review_record))
    rows = review_order.review_folder([tmp_path / "rec"], "quick", 0,
                                      ["random", "greedy", "hard"], keep)
    assert len(rows) == 2 and len(list(keep.glob("*.json"))) == 2
    assert all(set(row["accuracy"]) == {"random", "greedy"} for row in rows)
    assert all(set(row["pairs"]) == {"random<greedy"} for row in rows)

    def never(*_args, **_kwargs):
        raise AssertionError("a kept review was made again")

    monkeypatch.setattr(review_order, "review_record", never)
    again = review_order.review_folder([tmp_path / "rec"], "quick", 0,
                                       ["random", "greedy", "hard"], keep)
    assert [row["accuracy"] for row in again] == [row["accuracy"] for row in rows]
    table = review_order.summary(again)
    assert list(table) == ["akropolis 2p greedy-random"]
    figures = table["akropolis 2p greedy-random"]
    assert figures["records"] == 2 and figures["pairs"]["random<greedy"]["games"] == 2


def _quick(real):
    def review_quickly(record, seats, level, seed):
        made = real(record, seats=seats, level=quick_level(8), seed=seed)
        made.level = level
        return made
    return review_quickly


def test_a_kept_review_of_an_earlier_method_gets_todays_accuracy(tmp_path):
    from tests.ai.test_review import make_record

    made = review.review_record(make_record("capital", 2, seed=4, length=20, humans=2),
                                level=quick_level(), seed=1)
    data = made.to_data()
    data["accuracy_method"] = 1
    for seat in data["seats"]:
        seat["accuracy"] = 12.5              # what the old formula might have said
    read = review.Review.from_data(json.loads(json.dumps(data)))
    assert [s.accuracy for s in read.seats] == review.seat_accuracies(made)
    assert [s.accuracy for s in read.seats] == [s.accuracy for s in made.seats]
    data.pop("accuracy_method")             # kept before the method was noted: the same
    assert [s.accuracy for s in review.Review.from_data(data).seats] == [
        s.accuracy for s in made.seats]


def test_a_kept_review_of_this_method_is_read_as_kept():
    from ai.review import Review, SeatReview

    kept = Review("akropolis", 1, "hard", 0, [SeatReview(0, "You", 80.0, {}, 0.0, True)],
                  [], [])
    data = kept.to_data()
    assert data["accuracy_method"] == review.ACCURACY_METHOD
    assert Review.from_data(data).seats[0].accuracy == 80.0


def test_worker_processes_give_the_same_rows(tmp_path):
    _records(tmp_path / "rec", count=2)
    order = ["random", "greedy", "hard"]
    alone = review_order.review_folder([tmp_path / "rec"], "beginner", 3, order)
    together = review_order.review_folder([tmp_path / "rec"], "beginner", 3, order,
                                          jobs=2)
    for row in (*alone, *together):
        row.pop("seconds")
    assert together == alone and len(alone) == 2
