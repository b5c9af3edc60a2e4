"""Par for the arcade's challenges: each one played with AI levels in your seat.

Every try plays the challenge's own deal and start from the same position; only the
bots' seeds change from try to try (and the tries are the same on every run). A
challenge passes when ``hard`` earns three stars in at least 30% of its tries and
``normal`` earns at least one star in at least half of them (docs/challenges.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ai import bots
from ai.tools.arena import mix
from game.rules import challenges
from game.rules.challenges import Challenge

#: the most moves an attempt may take before it is called broken
MAX_MOVES = 5000
#: level in your seat -> (stars wanted, share of tries that must reach them)
BARS: dict[str, tuple[int, float]] = {"hard": (3, 0.30), "normal": (1, 0.50)}


@dataclass(frozen=True)
class Attempt:
    """One try: the stars it earned and your final score."""

    stars: int
    score: int
    moves: int


def attempt(challenge: Challenge, level: str, try_index: int) -> Attempt:
    """Play ``challenge`` once with ``level`` in your seat (try ``try_index``)."""
    state = challenges.start_state(challenge)
    players = [bots.Bot(name) for name in challenge.seats(you_as=level)]
    your_turns = moves = 0
    base = mix(challenge.seed, try_index, len(challenge.key), *challenge.key.encode())
    while not challenges.attempt_over(challenge, state, your_turns):
        if moves >= MAX_MOVES:
            raise RuntimeError(f"{challenge.key}: no end after {MAX_MOVES} moves")
        seat = state.current_player
        if seat is None:
            break
        state.apply(players[seat].choose(state, mix(base, seat, moves)))
        if seat == challenge.you:
            your_turns += 1
        moves += 1
    return Attempt(challenges.stars_earned(challenge, state),
                   state.scores()[challenge.you], moves)


@dataclass(frozen=True)
class Par:
    """How often each number of stars was reached by one level over its tries."""

    key: str
    level: str
    tries: int
    at_least: tuple[int, ...]  # at_least[k]: tries with k or more stars (k = 0..3)
    mean_score: float

    def share(self, stars: int) -> float:
        """The share of tries that reached ``stars`` or more."""
        return self.at_least[stars] / self.tries if self.tries else 0.0

    @property
    def passes(self) -> bool:
        """Does the level meet its bar (BARS), if it has one?"""
        if self.level not in BARS:
            return True
        stars, share = BARS[self.level]
        return self.share(stars) >= share


def par(challenge: Challenge, level: str, tries: int,
        on_try: Callable[[], None] | None = None) -> Par:
    """Play ``tries`` attempts at ``level`` and count the stars."""
    results = []
    for index in range(tries):
        results.append(attempt(challenge, level, index))
        if on_try is not None:
            on_try()
    at_least = tuple(sum(1 for r in results if r.stars >= k) for k in range(4))
    mean = sum(r.score for r in results) / tries if tries else 0.0
    return Par(challenge.key, level, tries, at_least, round(mean, 1))


def check(found: Sequence[Challenge], levels: Sequence[str], tries: int,
          on_try: Callable[[], None] | None = None) -> list[Par]:
    """Par of every challenge at every level, in order."""
    return [par(challenge, level, tries, on_try) for challenge in found for level in levels]
