"""Ginkgopolis fast path: an engine state in the compact form, and the fast rollout.

The playouts start after the character draft: during the draft the rollout hook hands
the state to the engine's own Python rollout (ai.rollout.python_rollout).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cext import load
from cext.ginkgopolis_common import (
    DRAFT,
    H_CUR,
    H_FIRST,
    H_HAL_FAILED,
    H_IDX,
    H_N,
    H_PEND,
    H_PHASE,
    H_RETURN_DONE,
    H_RNG,
    H_SOLO,
    HEADER,
    POLICY_CODE,
    decode_move,
    tables,
)
from game.engine.rng import GameRNG
from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.data import load as load_content
from game.rules.ginkgopolis.state import GinkgoState

playout_module, COMPILED = load("ginkgopolis_playout", "cext.ginkgopolis_playout_py")
TABLES: list[int] = tables(load_content())


def _rng_state(rng: GameRNG) -> int:
    return int(rng.to_dict()["splitmix64"], 16)


def to_form(state: GinkgoState) -> list[int]:
    """The compact int form of a state after the draft (layout: cext/ginkgopolis_common.py)."""
    if state.phase == DRAFT:
        raise ValueError("the playout starts after the character draft")
    n = state.n
    form = [0] * HEADER
    form[H_N] = n
    form[H_SOLO] = int(state.solo)
    form[H_PHASE] = state.phase
    form[H_IDX] = state.idx
    form[H_FIRST] = state.first
    form[H_CUR] = state.cur
    form[H_RETURN_DONE] = int(state.return_done)
    form[H_HAL_FAILED] = int(state.hal_failed)
    pending = list(state.pending) + [0] * (5 - len(state.pending))
    form[H_PEND:H_PEND + 5] = pending
    s = _rng_state(state.rng)
    form[H_RNG:H_RNG + 4] = [(s >> (16 * k)) & 0xFFFF for k in range(4)]
    form.append(len(state.city))
    for (x, y), (top, height, owner) in state.city.items():
        form += (x, y, top, height, owner)
    form.append(len(state.marked))
    for x, y in state.marked:
        form += (x, y)
    tokens = state.tokens
    for letter in range(12):
        pos = tokens.get(letter)
        # a token still on the new building of a pending token move is in no space
        form += (0, 0, 0) if pos is None or pos in state.city else (1, pos[0], pos[1])
    for pile in (state.supply_tiles, state.draw, state.discard):
        form.append(len(pile))
        form += pile
    for seat in range(n):
        form += (state.pool[seat], state.res[seat], state.sp[seat], state.newhand[seat])
        for items in (state.tiles[seat], state.hand[seat], state.choice[seat],
                      state.chars[seat], state.cards[seat], state.returning[seat]):
            form.append(len(items))
            form += items
    return form


def to_action(code: int) -> A.Act:
    """The engine action of an encoded playout move."""
    kind, a, b = decode_move(code)
    if kind == A.TOKEN:
        return A.token_act(a, b)
    return A.Act((kind, a, b))


def _seats(state: GinkgoState, scores: list[int]) -> list[int]:
    """The playout's table scores as ``state.scores()`` gives them (solo: yours only)."""
    return scores[:1] if state.solo else scores


def playout_with(module: Any, state: GinkgoState, policy: Any, seed: int) -> list[int]:
    """Final scores (as ``state.scores()``) of a playout run by ``module``: bench."""
    scores, _ = module.playout(
        to_form(state), TABLES, POLICY_CODE[policy.kind], float(policy.epsilon),
        int(policy.sample), int(policy.depth), seed)
    return _seats(state, scores)


def playout(state: GinkgoState, policy: Any, seed: int) -> tuple[list[int], list[A.Act]]:
    """(final scores as ``state.scores()``, moves played) of a fast playout of ``state``."""
    scores, codes = playout_module.playout(
        to_form(state), TABLES, POLICY_CODE[policy.kind], float(policy.epsilon),
        int(policy.sample), int(policy.depth), seed)
    return _seats(state, scores), [to_action(code) for code in codes]


def rollout_with(module: Any) -> Callable[[GinkgoState, Any, GameRNG], list[int]]:
    """The rollout hook running a given playout module (compiled or twin)."""

    def rollout(state: GinkgoState, policy: Any, rng: GameRNG) -> list[int]:
        """The AI's rollout hook (ai/rollout.py): scores of a fast playout.

        Draws one number from ``rng`` as the playout's seed. In the draft the engine's
        Python rollout plays instead. ``policy.depth`` > 0 stops after that many moves.
        """
        if state.phase == DRAFT:
            from ai.rollout import python_rollout

            return python_rollout(state, policy, rng)
        return playout_with(module, state, policy, rng.next_u64())

    return rollout


#: the rollout hook on the active playout module (compiled, or the twin)
rollout = rollout_with(playout_module)


def compiled_rollout() -> Any:
    """:func:`rollout` when the compiled playout is active, else None (the AI keeps the
    engine's Python rollout; the twin exists to prove the compiled playout right)."""
    return rollout if COMPILED else None
