"""The setup screen's statistics: your results against each level at the table and,
once your games have been reviewed, your average accuracy there; the lines fit."""

from __future__ import annotations

from ai import review_store
from ai.review import Review, SeatReview
from game.ui.scenes.setup import SetupScene
from tests.ui.layout import problems, record_frame
from tests.ui.test_records_ui import finished_session

COUNTS = {"best": 3, "good": 1, "inaccuracy": 1, "mistake": 0, "blunder": 0}


def keep_review(name: str, game: str, accuracy: float, against: str) -> None:
    review = Review(game, 2, review_store.LEVEL, review_store.SEED,
                    [SeatReview(0, "You", accuracy, dict(COUNTS), 0.0, True, ""),
                     SeatReview(1, "Ada", 90.0, dict(COUNTS), 0.0, False, against)], [], [])
    review_store.save(name, review_store.LEVEL, review_store.SEED, review)


def test_setup_adds_your_average_accuracy_against_the_level(harness):
    h = harness
    finished_session("akropolis", 2, seed=5, autosave=True).finish()
    keep_review("one", "akropolis", 81.0, "easy")
    keep_review("two", "akropolis", 70.0, "easy")
    keep_review("three", "akropolis", 10.0, "hard")   # another level: not in this line
    keep_review("four", "capital", 10.0, "easy")      # another game
    setup = SetupScene(h.app, "akropolis")
    setup.seats[1].level = "easy"
    h.app.push(setup)
    h.frames(5)
    lines = setup.stats_lines()
    assert len(lines) == 1
    assert lines[0].startswith("You v easy, Akropolis: ")
    assert lines[0].endswith(", accuracy 75.5% in 2 reviews)"), lines
    assert problems(record_frame(h)) == []


def test_no_review_no_accuracy_words():
    from game.ui.scenes.setup import stats_line

    assert "accuracy" not in stats_line("capital", "hard")
    assert "accuracy" not in stats_line("capital", "hard", None)


def test_three_levels_with_their_accuracy_fit(harness):
    """Three AI levels at a four-player table, each with results and reviews: the
    three wrapped lines stay apart and inside the screen."""
    from game.ui.play.session import GameSession, Seat

    h = harness
    seats = [Seat("You", "orange", "human")] + [
        Seat(name, colour, "ai", level) for name, colour, level in
        (("Ada", "sky", "easy"), ("Basil", "green", "normal"), ("Cleo", "yellow", "hard"))]
    session = GameSession.new("capital", seats, 7, {}, autosave=True)
    import random

    rng = random.Random(7)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    session.finish()
    for level in ("easy", "normal", "hard"):
        keep_review(f"r-{level}", "capital", 66.0, level)
    setup = SetupScene(h.app, "capital")
    h.app.push(setup)
    h.frames(3)
    setup.players = 4
    for seat, new in zip(setup.seats, seats, strict=False):
        seat.kind, seat.level = new.kind, new.level
    setup._build()
    h.frames(3)
    lines = setup.stats_lines()
    assert len(lines) == 3
    assert all(line.endswith(", accuracy 66% in 1 review)") for line in lines), lines
    assert problems(record_frame(h)) == []
