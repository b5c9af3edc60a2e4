"""The tutor ("warn me before a mistake"): is a chosen move worse than a blunder?

It reads only the search's analysis of the position before the move (ranked
candidates from the seat's own information set, as ``ai.analyse`` or the hint's
thinker gives them) and the same judged loss and blunder threshold as the review
(ai/review_judge.py, docs/review.md). It never says which move is better.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ai import review_judge as judge
from game.engine.contract import normalize_action_text

#: the level that checks a move (quick enough to answer before the player waits long)
LEVEL = "normal"


def costly(candidates: Sequence[Any], played: str, game: str) -> bool:
    """True when ``played`` loses at least the blunder threshold against the search's
    best move. A move the search did not try is not called costly (no false alarm)."""
    if len(candidates) < 2:
        return False
    wanted = normalize_action_text(played)
    best = candidates[0]
    mine = next((c for c in candidates if normalize_action_text(c.text) == wanted), None)
    if mine is None or mine is best:
        return False
    loss = judge.judged_loss(100.0 * (best.win_probability - mine.win_probability),
                             best.expected_margin - mine.expected_margin, game)
    return loss >= judge.MISTAKE
