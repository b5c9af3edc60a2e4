"""Capital fast path: an engine state in the compact form, and the fast rollout."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cext import load
from cext.capital_common import (
    DIST_SIZE,
    FORM_SIZE,
    MAXS,
    POLICY_CODE,
    S_COINS,
    S_DIST,
    S_ERA,
    S_FACES,
    S_N,
    S_PACK,
    S_PACKN,
    S_PHASE,
    S_PICKS,
    S_RND,
    S_SAX,
    S_SAY,
    S_SHASANCH,
    S_SRET,
    S_STAGE,
    S_TURN,
    S_VP,
    S_WHASPREV,
    S_WOWED,
    S_WPRUD,
    S_WPX,
    S_WPY,
    SIZE,
    decode_moves,
)
from game.engine.rng import GameRNG
from game.rules.capital.state import CapitalAction, CapitalState

playout_module, COMPILED = load("capital_playout", "cext.capital_playout_py")


def to_form(state: CapitalState) -> list[int]:
    """The compact int form of a state (layout: cext/capital_common.py)."""
    n = state.n
    form = [0] * FORM_SIZE
    form[S_N] = n
    form[S_ERA] = state.era
    form[S_RND] = state.rnd
    form[S_PHASE] = state.phase
    form[S_TURN] = state.turn
    form[S_STAGE] = state.stage
    form[S_WOWED] = state.war_owed
    if state.war_prev is not None:
        form[S_WHASPREV] = 1
        form[S_WPX], form[S_WPY] = state.war_prev
    form[S_WPRUD] = int(state.war_prud)
    if state.shrink_anchor is not None:
        form[S_SHASANCH] = 1
        form[S_SAX], form[S_SAY] = state.shrink_anchor
    form[S_SRET] = state.shrink_ret
    form[S_FACES:S_FACES + 5] = state.faces
    for q in range(4):
        form[S_PICKS + q] = -1
        for k in range(4):
            form[S_PACK + 4 * q + k] = -1
    for q in range(n):
        form[S_COINS + q] = state.coins[q]
        form[S_VP + q] = state.vp[q]
        form[S_PICKS + q] = state.picks[q]
    for p, packet in enumerate(state.packets):
        if len(packet) > 4:
            raise ValueError("packet of more than 4 tiles")
        form[S_PACKN + p] = len(packet)
        for k, tile in enumerate(sorted(packet)):
            form[S_PACK + 4 * p + k] = tile
    for q in range(n):
        d = state.dist[q]
        if len(d) > MAXS:
            raise ValueError("district of more than 16 stacks")
        b = S_DIST + q * DIST_SIZE
        form[b] = len(d)
        for i, (x, y) in enumerate(sorted(d)):
            stack = d[(x, y)]
            form[b + 1 + 4 * i:b + 5 + 4 * i] = (x, y, stack[-1], len(stack))
    rng = state.rng.to_dict()
    word = int(rng["splitmix64"], 16)
    form[SIZE] = word & 0xFFFFFFFF
    form[SIZE + 1] = word >> 32
    return form


def _run(module: Any, state: CapitalState, policy: Any, seed: int) -> tuple[list, list[int]]:
    return module.playout(to_form(state), POLICY_CODE[policy.kind], float(policy.epsilon),
                          int(policy.sample), int(policy.depth), seed)


def playout(state: CapitalState, policy: Any, seed: int) -> tuple[list, list[CapitalAction]]:
    """(final scores, moves played) of a fast playout of ``state`` (not changed)."""
    scores, stream = _run(playout_module, state, policy, seed)
    return scores, decode_moves(stream)


def rollout_with(module: Any) -> Callable[[CapitalState, Any, GameRNG], list]:
    """The rollout hook running a given playout module (compiled or twin)."""

    def rollout(state: CapitalState, policy: Any, rng: GameRNG) -> list:
        """The AI's rollout hook (ai/rollout.py): final scores of a fast playout.

        Draws one number from ``rng`` as the playout's seed. With ``policy.depth`` > 0
        the playout stops after that many decisions and returns VP + coins / 5.
        """
        return _run(module, state, policy, rng.next_u64())[0]

    return rollout


#: the rollout hook on the active playout module (compiled, or the twin)
rollout = rollout_with(playout_module)


def playout_with(module: Any, state: CapitalState, policy: Any, seed: int) -> list:
    """The rollout hook's work with a given playout module (compiled or twin): bench."""
    return _run(module, state, policy, seed)[0]


def compiled_rollout() -> Any:
    """:func:`rollout` when the compiled playout is active, else None (the engine's own
    Python rollout then runs)."""
    return rollout if COMPILED else None
