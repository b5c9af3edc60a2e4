"""Akropolis pieces for the search.

Everything but the order of the face-down stacks is public (rules E4), and the
history texts name only public moves, so the tree is reused between moves.
"""

from __future__ import annotations

from typing import Any

from ai.fast import compiled_hook
from game.engine.contract import GameState
from game.engine.rng import GameRNG

PUBLIC_HISTORY = True


def random_action(state: GameState, rng: GameRNG) -> Any:
    """A uniform random legal action; the engine's own sampler when it has one."""
    sampler = getattr(state, "random_action", None)
    if sampler is not None:
        return sampler(rng)
    actions = state.legal_actions()
    return actions[rng.randrange(len(actions))]


def margin_scale(state: GameState) -> float:
    """Akropolis totals end around 60-120 in two-player games: 10 points is a clear lead."""
    return 10.0


#: the fast path of ai/rollout.py (None: the engine's own Python rollout is used)
rollout = compiled_hook("akropolis", "compiled_rollout")

#: the search's root ordering in one call (None: clone + apply + scores per action)
move_gains = compiled_hook("akropolis", "compiled_move_gains")

#: a whole search iteration on the compiled state (None: on the engine's states)
world_form, world, code_text, determinize_world = (
    compiled_hook("akropolis", "compiled_world") or (None, None, None, None))
