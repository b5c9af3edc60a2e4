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


def test_game_accuracy_mixes_mean_and_harmonic_mean():
    assert judge.game_accuracy([]) is None
    assert judge.game_accuracy([0.0, 0.0]) == 100.0
    values = [100.0, judge.move_accuracy(30.0)]
    mean = sum(values) / 2
    harmonic = 2 / (1 / 100.0 + 1 / max(1.0, values[1]))
    assert judge.game_accuracy([0.0, 30.0]) == pytest.approx((mean + harmonic) / 2)
    assert judge.game_accuracy([0.0, 30.0]) < judge.game_accuracy([0.0, 5.0])


def test_luck_is_the_swing_not_explained_by_the_other_seats_play():
    # seat 0 expects 50 after its move; seat 1 then loses 10 points (a gift of 10 to
    # seat 0); seat 0 next sees 70: 10 came from the gift, 10 from chance
    rows = [(0, 50.0, 50.0, 0.0), (1, 50.0, 40.0, 10.0), (0, 70.0, 70.0, 0.0)]
    swings = judge.luck_swings(2, rows, [100.0, 0.0])
    assert swings[:3] == [0.0, 0.0, pytest.approx(10.0)]
    # after the last decisions: seat 0 expected 70 and won (+30); seat 1 expected 40
    # after its move, lost, and no gift came its way (-40)
    assert swings[3:] == [pytest.approx(30.0), pytest.approx(-40.0)]


def test_luck_of_a_solo_game_is_the_whole_swing():
    rows = [(0, 40.0, 40.0, 0.0), (0, 20.0, 20.0, 0.0)]
    assert judge.luck_swings(1, rows, [0.0]) == [0.0, -20.0, -20.0]


def test_judged_loss_counts_points_when_the_win_chance_cannot_tell():
    # a decided game: no win chance to lose, but 13 Akropolis points (a tenth of a
    # typical winning score) are a mistake
    assert judge.judged_loss(0.0, 13.0, "akropolis") == pytest.approx(10.0)
    assert judge.judge(judge.judged_loss(0.0, 13.0, "akropolis"), False) == "mistake"
    assert judge.judged_loss(10.0, 0.0, "capital") == pytest.approx(5.0)
    # fewer points for a surer win is no loss
    assert judge.judged_loss(-4.0, 1.0, "akropolis") == 0.0
    assert judge.judged_loss(0.0, 1.0, "no such game") == pytest.approx(1.0)
