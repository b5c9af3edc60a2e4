"""Elo fitting: known strengths are recovered, ties count half, intervals cover the truth."""

from __future__ import annotations

import random

import pytest

from ai.tools.elo import expected_score, fit_elo, fit_strengths, win_matrix


def test_a_76_percent_win_rate_is_about_plus_200_elo() -> None:
    results = [("b", "a", 1.0)] * 76 + [("b", "a", 0.0)] * 24
    ratings = fit_elo(["a", "b"], results, anchor="a")
    # 76/100 plus one virtual tie: 76.5/101 -> 400*log10(76.5/24.5) = 197.8
    assert ratings["b"].elo == pytest.approx(197.8, abs=0.5)
    assert ratings["a"].elo == 0.0
    assert ratings["b"].low < 197.8 < ratings["b"].high
    assert 100 < ratings["b"].high - ratings["b"].low < 250


def test_ties_count_half() -> None:
    w = win_matrix(["a", "b"], [("a", "b", 0.5), ("a", "b", 1.0)])
    assert w == [[0.0, 1.5], [0.5, 0.0]]


def test_unbeaten_bot_stays_finite() -> None:
    ratings = fit_elo(["x", "y"], [("y", "x", 1.0)] * 30, anchor="x")
    assert 400 < ratings["y"].elo < 1000


def test_recovers_a_ladder_of_three_from_simulated_games() -> None:
    truth = {"r": 0.0, "m": 150.0, "s": 400.0}
    rng = random.Random(5)
    results = []
    for a, b in (("r", "m"), ("r", "s"), ("m", "s")):
        p = expected_score(truth[a], truth[b])
        results += [(a, b, 1.0 if rng.random() < p else 0.0) for _ in range(400)]
    ratings = fit_elo(list(truth), results, anchor="r")
    for name, elo in truth.items():
        assert ratings[name].low <= elo <= ratings[name].high, (name, ratings[name])
    assert ratings["r"].elo < ratings["m"].elo < ratings["s"].elo


def test_strengths_are_transitive_through_a_common_opponent() -> None:
    # a and c never meet; both 50% against b -> equal strengths
    w = win_matrix(["a", "b", "c"], [("a", "b", 1.0), ("a", "b", 0.0),
                                     ("c", "b", 1.0), ("c", "b", 0.0)])
    g = fit_strengths(w)
    assert g[0] == pytest.approx(g[2]) == pytest.approx(g[1])
