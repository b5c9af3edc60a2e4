"""Judging decisions of a game review: thresholds, accuracy and luck (plain arithmetic).

Win chances here are percentages (0 to 100). The thresholds, the accuracy formula and
their sources are written down in docs/review.md; tests/ai/test_review_judge.py checks
each boundary.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

#: a judged decision's loss in win-chance points below which it is called ...
EXCELLENT = 2.0
GOOD = 5.0          # lichess: an inaccuracy from 5 points (0.1 of its -1..1 scale)
INACCURACY = 10.0   # lichess: a mistake from 10 points (0.2)
MISTAKE = 15.0      # lichess: a blunder from 15 points (0.3)
#: the best two moves this close (win-chance points), and the move played among them:
#: a choice between equals, not judged
TIE = 1.0

#: a typical winning score of each game (the mean top score of 3-player arena records,
#: random, greedy and hard at the table, rounded); expected points are judged against it
TYPICAL_WIN = {"akropolis": 130.0, "capital": 120.0, "ginkgopolis": 65.0}
DEFAULT_TYPICAL_WIN = 100.0

JUDGED = ("best", "excellent", "good", "inaccuracy", "mistake", "blunder")
NOT_JUDGED = ("forced", "tie")
JUDGEMENTS = JUDGED + NOT_JUDGED


def judged_loss(win_loss: float, points_loss: float, game: str) -> float:
    """What a decision is judged on, in points of 100: half its win-chance loss plus its
    expected-points loss as a share of a typical winning score (losing a twentieth of
    it, some 6 points in Akropolis, is as much as 5 win-chance points); at least 0.

    The points keep counting when the game is decided (every move wins, or none does),
    where the win chance alone cannot tell a good move from a bad one.
    """
    typical = TYPICAL_WIN.get(game, DEFAULT_TYPICAL_WIN)
    return max(0.0, 0.5 * win_loss + 100.0 * points_loss / typical)


def judge(loss: float, played_is_best: bool) -> str:
    """The judgement of a decision that is neither forced nor a tie, from its loss."""
    if played_is_best or loss <= 0.0:
        return "best" if played_is_best else "excellent"
    if loss < EXCELLENT:
        return "excellent"
    if loss < GOOD:
        return "good"
    if loss < INACCURACY:
        return "inaccuracy"
    if loss < MISTAKE:
        return "mistake"
    return "blunder"


def is_tie(best_two: Sequence[float], loss: float) -> bool:
    """True when the best two moves are within :data:`TIE` of each other and the move
    played is within it of the best (the order between equals is the search's noise)."""
    return len(best_two) >= 2 and abs(best_two[0] - best_two[1]) < TIE and loss < TIE


def move_accuracy(loss: float) -> float:
    """One decision's accuracy (0 to 100) from its win-chance loss: lichess's formula
    ``103.1668 * exp(-0.04354 * loss) - 3.1669``, plus lichess's 1-point allowance for
    the engine's uncertainty, clamped to 0..100."""
    if loss <= 0.0:
        return 100.0
    raw = 103.1668100711649 * math.exp(-0.04354415386753951 * loss) - 3.166924740191411
    return min(100.0, max(0.0, raw + 1.0))


def game_accuracy(losses: Iterable[float], per_seat: float | None = None) -> float | None:
    """A seat's accuracy over its judged decisions: 100 minus the accuracy it lost
    (``100 - move_accuracy(loss)`` of each decision), spread over ``per_seat``
    decisions: the game's judged decisions divided by its seats (default: the seat's
    own count, a plain mean). None when nothing was judged.

    Every seat of a game is measured against the same count, so a seat does not rate
    higher for having made more small decisions (in Ginkgopolis a tile returned, a
    token placed: how many there are depends on the moves chosen) nor lower for having
    made fewer; see docs/review.md.
    """
    values = [move_accuracy(loss) for loss in losses]
    if not values:
        return None
    count = len(values) if per_seat is None or per_seat <= 0 else per_seat
    return max(0.0, 100.0 - sum(100.0 - value for value in values) / count)


def chance_luck(
    players: int,
    decisions: Sequence[tuple[int, float, float, bool]],
    outcome: Sequence[float] | None,
) -> tuple[list[float], list[float | None]]:
    """The luck of each analysed decision's seat at the chance event right after it, and
    each seat's total (None: no chance event of it could be measured).

    ``decisions`` are (seat, win before, win after the move played, a chance event
    follows) in game order: "follows" means that something hidden was shown (a stack
    turned over, cards drawn) between this decision and the next analysed one (or the
    end, when ``outcome`` gives each seat's result, 100 for a win). The swing at such an
    event is the mover's win chance at the next analysis (the next decision's win chance
    before, in the mover's eyes: its own when it decides again, 100 minus the other's in
    a 2-player game; the result at the end) less its win chance after its move. Two
    analyses with no chance event between them disagree a little too (a different
    seat's search, a different information set); the mean of those disagreements in
    this game, for the same kind of step (the same seat next, or the other), is taken
    off each swing. At a larger table the other seats' win chances are not known at a
    decision, so only a seat's swings before its own next decision are measured there.
    In a 2-player game one seat's luck is the other's bad luck.
    """
    count = len(decisions)
    steps: list[tuple[int, str, float, bool]] = []   # (index, kind, swing, chance)
    for i, (seat, _before, after, chance) in enumerate(decisions):
        if i + 1 < count:
            other, next_before = decisions[i + 1][0], decisions[i + 1][1]
            if other == seat:
                steps.append((i, "same", next_before - after, chance))
            elif players == 2:
                steps.append((i, "other", (100.0 - next_before) - after, chance))
        elif outcome and chance:
            steps.append((i, "same", outcome[seat] - after, True))
    calm: dict[str, list[float]] = {"same": [], "other": []}
    for _i, kind, swing, chance in steps:
        if not chance:
            calm[kind].append(swing)
    bias = {kind: sum(values) / len(values) if values else 0.0
            for kind, values in calm.items()}
    per_decision = [0.0] * count
    totals: list[float | None] = [None] * players
    for i, kind, swing, chance in steps:
        if not chance:
            continue
        seat = decisions[i][0]
        luck = swing - bias[kind]
        per_decision[i] = luck
        totals[seat] = (totals[seat] or 0.0) + luck
        if players == 2:
            totals[1 - seat] = (totals[1 - seat] or 0.0) - luck
    return per_decision, totals
