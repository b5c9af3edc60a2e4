"""The game review (ai/review.py): every game and player count, determinism, fairness,
re-searches before a judgement, progress and stopping."""

from __future__ import annotations

import random

import pytest

from ai import review_judge as judge
from ai.levels import get_level
from ai.review import analyse_decision, decision_seed, review_level, review_record
from game import rules
from game.engine import GameRNG
from game.engine.record import SeatEntry, new_record
from tests.engine.record_play import play_randomly

GAMES = ("akropolis", "capital", "ginkgopolis")


def quick_level(iterations: int = 24):
    """A small level by iterations, so that a whole review runs in test time."""
    return get_level("normal").replace(name="quick", iterations=iterations, time_ms=0,
                                       games={})


def make_record(game: str, players: int, seed: int = 3, length: int | None = None,
                humans: int = 1):
    seats = [SeatEntry(f"P{i}", "human" if i < humans else "ai:hard", "red")
             for i in range(players)]
    record = new_record(game, seats, seed, {})
    state = play_randomly(record, random.Random(seed), length=length)
    if state.is_terminal():
        record.finished(state)
    return record


def _cases():
    for game in GAMES:
        for players in rules.get(game).player_counts:
            yield game, players


@pytest.mark.parametrize(("game", "players"), list(_cases()))
def test_every_game_and_player_count(game, players):
    record = make_record(game, players, length=10)
    review = review_record(record, level=quick_level(), seed=1)
    data = review.to_json()
    assert data["game"] == game
    assert [s["seat"] for s in data["seats"]] == [0]         # the one human seat
    judged = data["decisions"]
    assert judged and all(d["seat"] == 0 for d in judged)
    for d in judged:
        assert set(d) >= {"move", "seat", "played", "best", "win_before", "win_played",
                          "win_best", "points_played", "points_best", "judgement"}
        assert d["judgement"] in judge.JUDGEMENTS
        assert 0.0 <= d["win_played"] <= 100.0 and d["loss"] >= 0.0
        assert record.actions[d["move"] - 1].text == d["played"]
    # the other seats were analysed too (the graph and the luck need them)
    assert {d.seat for d in review.decisions} == set(range(players)) or players == 1


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_all_seats_of_an_ai_only_record(game):
    players = 1 if game == "ginkgopolis" else 2
    record = make_record(game, players, seed=5, humans=0)
    review = review_record(record, level=quick_level(12), seed=2)
    assert [s.seat for s in review.seats if s.reviewed] == list(range(players))
    assert review.complete and len(review.outcome) == players
    for seat in review.seats:
        counted = sum(seat.counts.values())
        mine = sum(1 for a in record.actions if a.seat == seat.seat)
        assert counted == mine                     # every decision judged, forced or tie
        if any(seat.counts[j] for j in judge.JUDGED):
            assert seat.accuracy is not None and 0.0 <= seat.accuracy <= 100.0
    graph = review.graph(0)
    assert graph[-1] == (len(record.actions), review.outcome[0])


def test_same_record_level_and_seed_same_review_bit_for_bit():
    record = make_record("akropolis", 2, seed=8, length=14)
    first = review_record(record, level=quick_level(), seed=4).to_json()
    second = review_record(record, level=quick_level(), seed=4).to_json()
    first.pop("seconds")
    second.pop("seconds")
    assert first == second
    other = review_record(record, level=quick_level(), seed=5).to_json()
    other.pop("seconds")
    assert other != first


@pytest.mark.parametrize("game", GAMES)
def test_each_decision_reads_only_what_its_seat_knew(game):
    """Twins: every state of the record is replaced by another state its seat cannot
    tell apart (its hidden parts resampled); the reviews of that seat's decisions are
    the same, decision for decision."""
    players = 2 if game != "ginkgopolis" else 3
    record = make_record(game, players, seed=9, length=18)
    level = review_level(quick_level())
    rng = GameRNG(13)
    differing = compared = 0
    for index, state in enumerate(record.states()):
        if index >= len(record.actions):
            break
        seat = state.current_player
        twin = state.determinize(seat, rng)
        differing += twin.to_dict() != state.to_dict()
        played = record.actions[index].text
        real = analyse_decision(state, played, index + 1, level, 6)
        other = analyse_decision(twin, played, index + 1, level, 6)
        assert real == other
        compared += real is not None
    assert compared >= 5
    assert differing >= 1, "no state had hidden information to resample"


def test_a_move_called_worse_than_good_was_searched_again():
    record = make_record("capital", 2, seed=4, length=24, humans=2)
    review = review_record(record, level=quick_level(), seed=3)
    costly = [d for d in review.judged()
              if d.judgement in ("good", "inaccuracy", "mistake", "blunder")]
    assert costly, "random moves should lose something somewhere"
    assert all(d.researched for d in costly)
    assert all(d.win_before >= d.win_best - 1e-9 for d in costly)


def test_forced_and_tied_decisions_are_not_in_the_accuracy():
    record = make_record("akropolis", 2, seed=2, length=12, humans=2)
    review = review_record(record, level=quick_level(), seed=1)
    judged = [d for d in review.decisions if d.judgement in judge.JUDGED]
    for seat in review.seats:
        losses = [d.value_loss for d in judged if d.seat == seat.seat]
        assert seat.accuracy == judge.game_accuracy(losses, len(judged) / review.players)


def test_progress_and_stop():
    record = make_record("akropolis", 2, seed=1, length=10)
    seen = []
    review_record(record, level=quick_level(8), on_progress=lambda i, n: seen.append((i, n)))
    assert seen == [(i, 10) for i in range(1, 11)]
    stopped = review_record(record, level=quick_level(8), should_stop=lambda: True)
    assert not stopped.complete and stopped.decisions == [] and stopped.outcome == []


def test_decision_seeds_differ_by_move_and_seed():
    seeds = {decision_seed(seed, move) for seed in range(5) for move in range(1, 50)}
    assert len(seeds) == 5 * 49
    assert all(0 <= s < 1 << 63 for s in seeds)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("world", [True, False])
def test_a_re_search_tries_only_the_moves_asked_for(game, world):
    from ai.mcts import Search

    record = make_record(game, 2 if game != "ginkgopolis" else 3, seed=6, length=6)
    state = record.replay()
    texts = [str(a) for a in state.legal_actions()]
    wanted = frozenset(texts[-1:])
    search = Search(state, quick_level(), 3, world=world, only=wanted)
    search.run()
    assert [c.text for c in search.candidates()] == [texts[-1]]
    assert search.iterations == quick_level().iterations


def test_worker_processes_give_the_same_review(monkeypatch):
    import ai.review

    monkeypatch.setattr(ai.review, "POOL_FROM", 0)
    record = make_record("ginkgopolis", 2, seed=7, length=16)
    alone = review_record(record, level=quick_level(), seed=2).to_json()
    seen = []
    together = review_record(record, level=quick_level(), seed=2, jobs=2,
                             on_progress=lambda i, n: seen.append(i)).to_json()
    alone.pop("seconds")
    together.pop("seconds")
    assert together == alone
    assert seen == list(range(1, 17))
    few: list[int] = []
    stopped = review_record(record, level=quick_level(), jobs=2,
                            on_progress=lambda i, n: few.append(i),
                            should_stop=lambda: len(few) >= 5)
    assert not stopped.complete and few == [1, 2, 3, 4, 5]
    assert all(d.move <= 5 for d in stopped.decisions)


def _children(pid: int) -> set[int]:
    from pathlib import Path

    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


@pytest.mark.skipif(not __import__("os").path.isdir("/proc"), reason="reads /proc")
def test_a_cancelled_review_ends_its_worker_processes():
    import time

    from ai.review_worker import ReviewJob
    from game.engine.record import to_bytes

    # the waits below end when the event happens; HANG only stops a real hang (a busy
    # CI machine may take long to start the workers, never this long)
    hang = 600.0
    record = make_record("akropolis", 2, seed=3, humans=2)
    job = ReviewJob(to_bytes(record).decode("utf-8"), "hard", 0)
    pid = job.process.pid
    deadline = time.monotonic() + hang
    while not _children(pid) and time.monotonic() < deadline and job.process.poll() is None:
        time.sleep(0.05)
    helpers = _children(pid)
    assert helpers, "the review started its worker processes"
    job.cancel()
    assert job.process.wait(timeout=hang) is not None
    deadline = time.monotonic() + hang
    while any(__import__("os").path.exists(f"/proc/{c}") for c in helpers) \
            and time.monotonic() < deadline:
        time.sleep(0.05)
    left = [c for c in helpers if __import__("os").path.exists(f"/proc/{c}")]
    assert left == [], "the review's worker processes were left running"
