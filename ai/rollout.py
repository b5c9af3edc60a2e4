"""The rollout: play a determinized world on with a policy and return (estimated) scores.

``rollout(state, policy, rng) -> list[int]`` is the one interface a compiled fast
path replaces: a game module ``ai.games.<name>`` that defines ``rollout`` with the
same signature is used instead of :func:`python_rollout` (see ai/games/__init__.py).
"""

from __future__ import annotations

from ai.games import GameHooks, hooks_for
from ai.policies import Policy
from game.engine.contract import GameState
from game.engine.rng import GameRNG

MAX_ROLLOUT_STEPS = 100_000


def python_rollout(state: GameState, policy: Policy, rng: GameRNG) -> list[float]:
    """Play ``state`` (mutated) with ``policy`` to the end or to ``policy.depth`` actions.

    Returns the final scores, or the game's heuristic estimate of them when the
    rollout was cut off (``state.scores()`` for a game without a heuristic).
    """
    hooks = hooks_for(state)
    return _play(state, policy, rng, hooks)


def _play(state: GameState, policy: Policy, rng: GameRNG, hooks: GameHooks) -> list[float]:
    limit = policy.depth if policy.depth > 0 else MAX_ROLLOUT_STEPS
    steps = 0
    while state.current_player is not None:
        if steps >= limit:
            if hooks.evaluate is not None:
                return list(hooks.evaluate(state))
            return list(state.scores())
        state.apply(policy.choose(state, rng, hooks))
        steps += 1
    return list(state.scores())


def rollout(state: GameState, policy: Policy, rng: GameRNG) -> list[float]:
    """The game's fast rollout when it has one, else :func:`python_rollout`."""
    hooks = hooks_for(state)
    if hooks.rollout is not None:
        return list(hooks.rollout(state, policy, rng))
    return _play(state, policy, rng, hooks)
