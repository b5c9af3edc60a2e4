"""Your average accuracy per game and AI level, from the reviews kept on disk
(``ai.review_store``): what the setup screen adds to your results against a level."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ai import review_store

if TYPE_CHECKING:
    from ai.review import Review

#: the level a one-seat game counts under (as the history's statistics say)
SOLO = "solo"


@dataclass(frozen=True)
class Accuracy:
    """The reviewed games of one game against one level, and your average accuracy."""

    games: int
    average: float


def your_accuracy(review: Review) -> float | None:
    """The mean accuracy of the human seats of a review (None: no human seat was
    judged, or the review does not say which seats were human)."""
    if any(seat.level is None for seat in review.seats):
        return None
    mine = [seat.accuracy for seat in review.seats
            if seat.level == "" and seat.reviewed and seat.accuracy is not None]
    return sum(mine) / len(mine) if mine else None


def opponents(review: Review) -> list[str]:
    """The AI levels a review counts under (``solo`` for a one-seat game)."""
    levels = sorted({seat.level for seat in review.seats if seat.level})
    return levels or ([SOLO] if review.players == 1 else [])


def averages(reviews: Iterable[Review], level: str, seed: int
             ) -> dict[tuple[str, str], Accuracy]:
    """(game, AI level) -> your average accuracy over the complete ``reviews`` made at
    ``level`` and ``seed`` (the review screen's: one review per game)."""
    sums: dict[tuple[str, str], list[float]] = {}
    for review in reviews:
        if not review.complete or review.level != level or review.seed != seed:
            continue
        accuracy = your_accuracy(review)
        if accuracy is None:
            continue
        for against in opponents(review):
            sums.setdefault((review.game, against), []).append(accuracy)
    return {key: Accuracy(len(values), round(sum(values) / len(values), 1))
            for key, values in sums.items()}


def kept_averages(level: str, seed: int) -> dict[tuple[str, str], Accuracy]:
    """:func:`averages` over the reviews kept on disk."""
    return averages(review_store.kept(), level, seed)
