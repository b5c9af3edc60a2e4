"""Thresholds, accuracy and luck of the game review (ai/review_judge.py)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ai import review_judge as judge


@pytest.mark.parametrize(("loss", "expected"), [
    (0.0, "excellent"), (1.99, "excellent"), (2.0, "good"), (4.99, "good"),
    (5.0, "inaccuracy"), (9.99, "inaccuracy"), (10.0, "mistake"), (14.99, "mistake"),
    (15.0, "blunder"), (80.0, "blunder"),
])
def test_thresholds_follow_lichess(loss, expected):
    assert judge.judge(loss, played_is_best=False) == expected


def test_the_best_move_is_best_whatever_the_noise():
    assert judge.judge(0.0, played_is_best=True) == "best"


def test_near_tie_needs_close_best_two_and_a_close_move():
    assert judge.is_tie([60.0, 59.5], 0.5)
    assert not judge.is_tie([60.0, 59.5], 3.0)      # played something worse
    assert not judge.is_tie([60.0, 55.0], 0.0)      # the best stood out
    assert not judge.is_tie([60.0], 0.0)            # one candidate only


def test_move_accuracy_is_lichess_formula():
    assert judge.move_accuracy(0.0) == 100.0
    assert judge.move_accuracy(10.0) == pytest.approx(
        103.1668100711649 * math.exp(-0.4354415386753951) - 3.166924740191411 + 1)
    assert judge.move_accuracy(100.0) == 0.0


@given(st.floats(0.0, 100.0), st.floats(0.0, 100.0))
def test_move_accuracy_falls_with_the_loss(a, b):
    low, high = sorted((a, b))
    assert 0.0 <= judge.move_accuracy(high) <= judge.move_accuracy(low) <= 100.0


def test_game_accuracy_is_100_minus_the_accuracy_lost_per_decision():
    assert judge.game_accuracy([]) is None
    assert judge.game_accuracy([0.0, 0.0]) == 100.0
    lost = 100.0 - judge.move_accuracy(30.0)
    assert judge.game_accuracy([0.0, 30.0]) == pytest.approx(100.0 - lost / 2)
    assert judge.game_accuracy([0.0, 30.0]) < judge.game_accuracy([0.0, 5.0])
    # spread over the game's decisions per seat, not the seat's own count
    assert judge.game_accuracy([30.0], per_seat=4.0) == pytest.approx(100.0 - lost / 4)
    assert judge.game_accuracy([100.0, 100.0], per_seat=1.0) == 0.0       # never below 0


def test_small_extra_decisions_do_not_dilute_the_accuracy():
    """Two seats lose the same over a game; one also made ten more decisions that
    cost nearly nothing (tokens placed, tiles returned). With the game's count per seat
    they rate the same; a plain mean over each seat's own decisions would rate the one
    with the extra small decisions higher."""
    costly = [12.0, 20.0, 6.0]
    padded = costly + [0.0] * 10
    per_seat = (len(costly) + len(padded)) / 2
    assert judge.game_accuracy(costly, per_seat) == pytest.approx(
        judge.game_accuracy(padded, per_seat))
    assert judge.game_accuracy(padded) > judge.game_accuracy(costly) + 20


@given(st.lists(st.floats(0.0, 100.0), min_size=1, max_size=40), st.floats(0.5, 60.0))
def test_game_accuracy_stays_in_range_and_falls_with_any_loss(losses, per_seat):
    value = judge.game_accuracy(losses, per_seat)
    assert value is not None and 0.0 <= value <= 100.0
    worse = judge.game_accuracy([*losses[:-1], losses[-1] + 10.0], per_seat)
    assert worse is not None and worse <= value


def test_luck_is_the_swing_at_a_chance_event_less_the_analyses_disagreement():
    # 2 players. After seat 0's move (50) seat 1 sees 40 for itself, so 60 for seat 0:
    # +10 with no chance event between, the analyses' disagreement (so is the last step:
    # 75 - 79 = -4). Seat 1 moves (38 for itself) and a stack is turned over: seat 0
    # then sees 80, so 20 for seat 1: -18 in seat 1's eyes, less the mean disagreement.
    rows = [(0, 50.0, 50.0, False), (1, 40.0, 38.0, True), (0, 80.0, 79.0, False),
            (1, 25.0, 25.0, False)]
    swings, totals = judge.chance_luck(2, rows, [100.0, 0.0])
    calm = ((100 - 40) - 50 + (100 - 25) - 79) / 2
    expected = ((100 - 80) - 38) - calm
    assert expected == pytest.approx(-21.0)
    assert swings == [0.0, pytest.approx(expected), 0.0, 0.0]
    assert totals == [pytest.approx(-expected), pytest.approx(expected)]


def test_luck_at_the_end_and_of_a_solo_game():
    rows = [(0, 40.0, 40.0, True), (0, 20.0, 20.0, False), (0, 30.0, 30.0, True)]
    swings, totals = judge.chance_luck(1, rows, [0.0])
    calm = 30.0 - 20.0                                       # the one step without chance
    assert swings == [pytest.approx(20 - 40 - calm), 0.0, pytest.approx(0 - 30 - calm)]
    assert totals == [pytest.approx(sum(swings))]


def test_at_a_larger_table_only_a_seats_own_next_analysis_measures_its_luck():
    rows = [(0, 50.0, 50.0, True), (1, 30.0, 30.0, True), (1, 45.0, 45.0, False),
            (2, 20.0, 20.0, True)]
    swings, totals = judge.chance_luck(3, rows, None)
    assert swings == [0.0, pytest.approx(15.0), 0.0, 0.0]
    assert totals == [None, pytest.approx(15.0), None]


@given(st.lists(st.tuples(st.integers(0, 1), st.floats(0, 100), st.floats(0, 100),
                          st.booleans()), max_size=30))
def test_two_player_luck_is_zero_sum(rows):
    swings, totals = judge.chance_luck(2, rows, [100.0, 0.0])
    assert len(swings) == len(rows)
    if totals[0] is not None:
        assert totals[0] == pytest.approx(-totals[1], abs=1e-6)
    else:
        assert totals[1] is None and not any(swings)


def test_judged_loss_counts_points_when_the_win_chance_cannot_tell():
    # a decided game: no win chance to lose, but 13 Akropolis points (a tenth of a
    # typical winning score) are a mistake
    assert judge.judged_loss(0.0, 13.0, "akropolis") == pytest.approx(10.0)
    assert judge.judge(judge.judged_loss(0.0, 13.0, "akropolis"), False) == "mistake"
    assert judge.judged_loss(10.0, 0.0, "capital") == pytest.approx(5.0)
    # fewer points for a surer win is no loss
    assert judge.judged_loss(-4.0, 1.0, "akropolis") == 0.0
    assert judge.judged_loss(0.0, 1.0, "no such game") == pytest.approx(1.0)
