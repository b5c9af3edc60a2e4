"""The tutor's question: only for a move that loses a blunder's worth, never a guess."""

from __future__ import annotations

from ai.mcts import Candidate
from ai.review_tutor import costly


def _c(text, win, margin):
    return Candidate(text, text, 0.5, win, margin)


def test_a_blunder_is_costly_and_a_small_loss_is_not():
    best = _c("a", 0.60, 10.0)
    assert costly([best, _c("b", 0.30, -5.0)], "b", "akropolis")        # 15 + 11.5
    assert not costly([best, _c("b", 0.55, 8.0)], "b", "akropolis")     # 2.5 + 1.5
    assert not costly([best, _c("b", 0.30, -5.0)], "a", "akropolis")    # the best itself


def test_an_unknown_or_lone_move_is_never_called_costly():
    best = _c("a", 0.9, 20.0)
    assert not costly([best, _c("b", 0.1, -20.0)], "c", "capital")
    assert not costly([best], "a", "capital")
    assert not costly([], "a", "capital")
