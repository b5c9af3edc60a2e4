"""The review screen: background review with progress, the result kept on disk, the
graph and key moments clickable, Back stops the worker; and the buttons that open it."""

from __future__ import annotations

import random

import pygame
import pytest

from ai import review_store
from game.engine.record import SeatEntry, new_record
from game.ui.play.moments import Moments
from tests.engine.record_play import play_randomly
from tests.ui.conftest import non_trivial


@pytest.fixture
def quick(tmp_path, monkeypatch):
    """A custom level "quick" (few iterations) in the test's own settings file."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.toml").write_text(
        '[ai.quick]\nbase = "normal"\niterations = 6\ntime_ms = 0\n', encoding="utf-8")
    monkeypatch.setenv("POLIS_HOME", str(home))
    return "quick"


def _moments(game="akropolis", length=14, seed=4):
    seats = [SeatEntry("You", "human", "orange"), SeatEntry("Ada", "ai:hard", "sky")]
    record = new_record(game, seats, seed, {})
    play_randomly(record, random.Random(seed), length=length)
    return Moments.of_record(record)


def test_review_runs_in_the_background_and_is_kept(harness, quick):
    moments = _moments()
    scene = harness.app.router.push("review", moments=moments, level=quick)
    assert scene.review is None and scene.job is not None
    harness.frames(2)
    assert non_trivial(harness.app.canvas)          # the progress page
    assert harness.until(lambda: scene.review is not None or bool(scene.error),
                         max_frames=20000, real_sleep=0.005)
    assert not scene.error
    assert scene.review.complete and scene.review.game == "akropolis"
    harness.frames(2)
    assert review_store.load(scene.text, quick, 0) is not None
    again = harness.app.router.push("review", moments=moments, level=quick)
    assert again.review is not None and again.job is None     # instant the second time
    assert again.review.to_data() == scene.review.to_data()


def test_clicks_show_the_moment(harness, quick):
    moments = _moments(length=16)
    scene = harness.app.router.push("review", moments=moments, level=quick)
    assert harness.until(lambda: scene.review is not None, max_frames=20000,
                         real_sleep=0.005)
    harness.frames(2)
    point = next(rect for rect, _move in scene.graph.points)
    harness.click(point.center)
    top = harness.top
    assert top.name == "replay" and top.number == scene.selected - 1
    harness.key(pygame.K_ESCAPE)
    assert harness.top is scene
    if scene.moment_rects:
        rect, (decision, sentence) = scene.moment_rects[0]
        assert sentence.endswith(".")
        harness.click(rect.center)
        assert harness.top.name == "replay" and harness.top.number == decision.move - 1


def test_leaving_stops_the_worker(harness, quick):
    scene = harness.app.router.push("review", moments=_moments(length=30), level=quick)
    process = scene.job.process
    harness.key(pygame.K_ESCAPE)
    assert harness.top is not scene
    assert process.wait(timeout=300) is not None  # a guard against a hang only


def test_summary_words_name_you_and_count_in_words():
    from ai.review import Review, SeatReview
    from game.ui.play import review_graph

    counts = {k: 0 for k in ("best", "excellent", "good", "inaccuracy", "mistake",
                             "blunder", "forced", "tie")}
    counts.update(best=3, mistake=1, blunder=2)
    review = Review("akropolis", 2, "hard", 0,
                    [SeatReview(0, "Zoe", 81.4, counts, -12.0, True),
                     SeatReview(1, "Ada", None, dict(counts), 2.0, False)], [], [])
    lines = review_graph.summary_lines(review, ["Zoe", "Ada"], viewer=0)
    assert lines == ["You: 81% accuracy. 3 best moves, 1 mistake, 2 blunders. "
                     "The draws went against you (-12 points of win chance)."]
    review.seats[1] = SeatReview(1, "Ada", None, dict(counts, best=1), 6.0, True)
    review.seats[0] = SeatReview(0, "Zoe", 70.0, dict(counts, inaccuracy=1), 3.0, True)
    assert review_graph.summary_lines(review, ["Zoe", "Ada"], viewer=None) == [
        "Zoe: 70% accuracy. 3 best moves, 1 inaccuracy, 1 mistake, 2 blunders. "
        "The draws were about even for Zoe.",
        "Ada: no decision to rate. 1 best move, 1 mistake, 2 blunders. "
        "The draws helped Ada (+6 points of win chance)."]


def test_a_key_moment_says_what_it_cost_and_the_better_move():
    from ai.review import Decision
    from game.ui.play import review_graph

    def decision(judgement, win_best, win_played, points_best, points_played):
        return Decision(move=12, seat=0, played="a", best="b", win_before=win_best,
                        win_played=win_played, win_best=win_best, points_played=points_played,
                        points_best=points_best, loss=0.0, points_loss=0.0, value_loss=0.0,
                        judgement=judgement, choices=3)

    assert review_graph.moment_cost(decision("inaccuracy", 60.0, 50.0, 8.0, 2.0)) == (
        "Move 12, an inaccuracy: it cost about 6 points and 10% chance to win.")
    assert review_graph.moment_cost(decision("blunder", 100.0, 100.0, 8.0, -9.0)) == (
        "Move 12, a blunder: it cost about 17 points.")
    assert review_graph.moment_cost(decision("mistake", 60.0, 40.0, 1.0, 1.2)) == (
        "Move 12, a mistake: it cost 20% chance to win.")
    assert review_graph.moment_cost(decision("good", 50.0, 49.8, 1.0, 0.9)) == (
        "Move 12, a good move: it cost a little.")
    assert review_graph.moment_better("You took the first tile.") == (
        "Better: You took the first tile.")
    assert review_graph.moment_better("") == "Another move would have been better."


def test_results_and_replays_offer_a_review(harness):
    from game.ui.scenes.replay import ReplayScene

    moments = _moments(length=6)
    plain = ReplayScene(harness.app, moments)
    assert plain.review_button is None
    offered = ReplayScene(harness.app, moments, reviewable=True)
    assert offered.review_button is not None and offered.review_button.label == "Review"
    plain.close()
    offered.close()


def _reviewed_scene(h, game, players=2):
    """The review screen of a random game with a human seat, its review made here."""
    from ai.review import review_record
    from tests.ai.test_review import quick_level

    seats = [SeatEntry("You", "human", "orange")] + [
        SeatEntry(name, "ai:hard", colour)
        for name, colour in (("Ada", "sky"), ("Basil", "green"), ("Cleo", "yellow"))
    ][:players - 1]
    record = new_record(game, seats, 9, {})
    state = play_randomly(record, random.Random(9))
    record.finished(state)
    moments = Moments.of_record(record)
    scene = h.app.router.push("review", moments=moments, level="quick", start_job=False)
    scene.finish(review_record(record, level=quick_level(16), seed=0))
    return scene


@pytest.mark.parametrize("percent", [100, 150], ids=lambda p: f"text{p}")
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "players"), [("akropolis", 2), ("capital", 4),
                                               ("ginkgopolis", 3)])
def test_the_review_screen_fits(harness, quick, game, players, size, percent):
    """No words overlap or leave their panel; shortened words have a tip; the key
    moments are there (three at the usual text size)."""
    from tests.ui.layout import problems, record_frame
    from tests.ui.test_layout import cut_without_a_tip

    h = harness
    h.app.options.text_size = percent
    h.app.apply_options()
    h.app.screen = pygame.display.set_mode(size)
    scene = _reviewed_scene(h, game, players)
    h.frames(3)
    marks = record_frame(h)
    assert problems(marks) == []
    assert cut_without_a_tip(scene, marks) == []
    assert scene.moment_rects, "the key moments are shown"
    if percent == 100:
        assert len(scene.moment_rects) == len(scene.key_moments()) == 3
    assert all(rect.bottom <= 646 for rect, _ in scene.moment_rects)


@pytest.mark.parametrize("percent", [100, 150], ids=lambda p: f"text{p}")
@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_the_tutor_question_fits(harness, game, percent):
    from game.ui.play.session import GameSession, Seat
    from game.ui.scenes.play import PlayScene
    from tests.ui.layout import problems, record_frame

    h = harness
    h.app.options.text_size = percent
    h.app.apply_options()
    table = [Seat("You", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new(game, table, 2, {}, autosave=False))
    h.app.push(play)
    assert h.until(lambda: play.human_seat == 0, 600)
    h.app.router.push("tutor", play=play)
    h.frames(3)
    assert problems(record_frame(h)) == []


def test_a_moment_on_the_board_has_that_seats_controls(harness, quick):
    """Capital: at a build decision the board knows where that seat could build (it once
    said "You cannot afford to build this tile anywhere" beside a legal build)."""
    h = harness
    scene = _reviewed_scene(h, "capital")
    decision = next(d for d in scene.review.decisions
                    if any(str(a).startswith("build ")
                           for a in scene.moments.states[d.move - 1].legal_actions()))
    scene.show_moment(decision.move, decision, "Better: build it.")
    board = h.top.still.board
    assert board.human == decision.seat and board.targets
    assert board.hint_text == "Better: build it."


@pytest.mark.parametrize("game", ["akropolis", "capital"])
def test_every_word_of_the_review_goes_through_the_catalogue(harness, quick, game):
    """With a made-up catalogue that marks every word, each line of words on the review
    screen (title, graph, legend, summaries, key moments, Back) shows the mark; and the
    progress page's words too."""
    from game.engine import i18n
    from game.ui.scenes.review import STOPPED
    from tests.ui.layout import record_frame
    from tests.ui.marked_words import EveryWordMarked
    from tests.ui.scenes.test_arcade_words import NOT_WORDS

    h = harness
    i18n._catalogues["zh-Hant"] = EveryWordMarked()
    try:
        i18n.set_language("zh-Hant")
        scene = _reviewed_scene(h, game, 3)
        h.frames(3)
        assert scene.key_moments(), "the key moments are shown"
        texts = [m.label for m in record_frame(h) if m.kind == "text"]
        unmarked = [t for t in texts if "中·" not in t and t not in ("Ada", "Basil")
                    and not NOT_WORDS.match(t)]
        assert unmarked == []
        assert any(t.startswith("中·Move") for t in texts)  # a key moment, translated
        progress = h.app.router.push("review", moments=scene.moments, level="not-kept",
                                     start_job=False)
        h.frames(3)
        assert progress.review is None  # the progress page
        texts = [m.label for m in record_frame(h) if m.kind == "text"]
        assert texts and all("中·" in t for t in texts if not NOT_WORDS.match(t))
        progress.error = i18n._(STOPPED).format(reason="x")
        h.frames(2)
        assert any("中·The" in m.label for m in record_frame(h) if m.kind == "text")
    finally:
        i18n.set_language("en")
        i18n._catalogues.pop("zh-Hant", None)

