"""Rollout policies: random, greedy by immediate score gain, epsilon-greedy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ai.games import GameHooks
from game.engine.contract import GameState
from game.engine.rng import GameRNG


@dataclass(frozen=True)
class Policy:
    """How a rollout picks moves, and where it stops.

    ``kind``: "random", "greedy" or "epsilon_greedy" (random with probability
    ``epsilon``, greedy otherwise). A greedy step looks at ``sample`` legal actions
    chosen at random (all of them when there are fewer) and takes the one with the
    best immediate score gain for the mover. ``depth`` > 0 stops the rollout after
    that many actions and estimates the final scores with the game's heuristic.
    """

    kind: str = "random"
    epsilon: float = 0.0
    sample: int = 6
    depth: int = 0

    def choose(self, state: GameState, rng: GameRNG, hooks: GameHooks) -> Any:
        """The action this policy plays in ``state``."""
        pick = hooks.random_action
        if self.kind == "random" or (
            self.kind == "epsilon_greedy" and rng.random() < self.epsilon
        ):
            if pick is not None:
                return pick(state, rng)
            actions = state.legal_actions()
            return actions[rng.randrange(len(actions))]
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return greedy_choice(state, actions, rng, hooks, self.sample)


def sample_actions(actions: list[Any], rng: GameRNG, count: int) -> list[Any]:
    """Up to ``count`` distinct actions chosen at random (partial Fisher-Yates)."""
    if len(actions) <= count:
        return list(actions)
    pool = list(actions)
    n = len(pool)
    for i in range(count):
        j = i + rng.randrange(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:count]


def immediate_gain(state: GameState, action: Any, seat: int, before: int) -> float:
    """Score gain of ``seat`` when ``action`` is played in a copy of ``state``."""
    child = state.clone()
    child.apply(action)
    return child.scores()[seat] - before


def greedy_choice(
    state: GameState, actions: list[Any], rng: GameRNG, hooks: GameHooks, sample: int
) -> Any:
    """The best action by immediate score gain among ``sample`` random candidates.

    Ties go to the first candidate in the (random) sample order.
    """
    candidates = sample_actions(actions, rng, sample)
    seat = state.current_player
    assert seat is not None, "greedy_choice needs a seat to move"
    if hooks.prior_is_gain and hooks.action_prior is not None:
        prior = hooks.action_prior
        gains = [prior(state, action) for action in candidates]
    else:
        before = state.scores()[seat]
        gains = [immediate_gain(state, action, seat, before) for action in candidates]
    best = 0
    for index in range(1, len(gains)):
        if gains[index] > gains[best]:
            best = index
    return candidates[best]


def make_policy(kind: str, epsilon: float, sample: int, depth: int) -> Policy:
    """A Policy, checking the kind."""
    if kind not in ("random", "greedy", "epsilon_greedy"):
        raise ValueError(f"unknown rollout policy '{kind}'")
    return Policy(kind=kind, epsilon=epsilon, sample=sample, depth=depth)
