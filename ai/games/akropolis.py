"""Akropolis pieces for the search, and what the bench compares.

Everything but the order of the face-down stacks is public (rules E4), and the
history texts name only public moves, so the tree is reused between moves.
"""

from __future__ import annotations

from typing import Any

from ai.fast import akropolis as fast
from ai.fast import boards
from ai.games import BenchSettings, GameHooks
from game.engine.contract import GameState
from game.engine.rng import GameRNG
from game.rules.akropolis.scoring import evaluate


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
rollout = fast.compiled_rollout()

#: the search's root ordering in one call (None: clone + apply + scores per action)
move_gains = fast.compiled_move_gains()

#: a whole search iteration on the compiled world (None: on the engine's states)
world = fast.compiled_world()

HOOKS = GameHooks(
    name="akropolis",
    margin_scale=margin_scale,
    rollout=rollout,
    move_gains=move_gains,
    random_action=random_action,
    public_history=True,
    world=world,
)


def region_score(state: Any, seat: int) -> Any:
    """The engine's own scoring of one city (R7-R9): what the compiled scorer replaces."""
    opts = state.opts
    return evaluate(state.top[seat], state.hgt[seat], opts.variant_set,
                    opts.barracks_outside, opts.lake_area)


BENCH = BenchSettings(
    name="akropolis",
    playout_with=fast.playout_with,
    playout_module="akropolis_playout",
    region_score=region_score,
    region_board=boards.akropolis_board,
    region_kernel=lambda regions: regions.akropolis_city,
)
