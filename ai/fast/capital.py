"""Capital fast path: an engine state in the compact form, and the fast rollout.

``to_form(state)`` flattens a (determinized) CapitalState (layout:
cext/capital_common.py); the compiled playout (cext/capital_playout.pyx) plays it to
the end with the AI's rollout policies and returns the final VP. It also reads a
state directly (``playout_state``, tested equal to ``to_form``), which the hook uses.
Without the extension the AI keeps the engine's own Python rollout.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cext import load
from cext.capital_common import (
    DIST_SIZE,
    MAXP,
    MAXS,
    POLICY_CODE,
    SLOT,
    decode_moves,
)
from cext.protocols import CapitalPlayout, CapitalWorld, RolloutPolicy
from game.engine.rng import GameRNG
from game.rules.capital.actions import CapitalAction
from game.rules.capital.state import CapitalState

playout_module = load("capital_playout")  # None without the extension
COMPILED = playout_module is not None


_PAD4 = (-1, -1, -1, -1)
_EMPTY_DIST = [0] * DIST_SIZE


def to_form(state: CapitalState) -> list[int]:
    """The compact int form of a state (layout: cext/capital_common.py)."""
    n = state.n
    zeros = [0] * (MAXP - n)
    prev = state.war_prev
    anchor = state.shrink_anchor
    form = [n, state.era, state.rnd, state.phase, state.turn, state.stage, state.war_owed,
            0 if prev is None else 1, 0 if prev is None else prev[0],
            0 if prev is None else prev[1], int(state.war_prud),
            0 if anchor is None else 1, 0 if anchor is None else anchor[0],
            0 if anchor is None else anchor[1], state.shrink_ret]
    form += state.faces
    form += state.coins
    form += zeros
    form += state.vp
    form += zeros
    form += state.picks
    form += _PAD4[:MAXP - n]
    counts = []
    for packet in state.packets:
        if len(packet) > 4:
            raise ValueError("packet of more than 4 tiles")
        form += sorted(packet)
        form += _PAD4[:4 - len(packet)]
        counts.append(len(packet))
    for _ in range(MAXP - len(state.packets)):
        form += _PAD4
        counts.append(0)
    form += counts
    for d in state.dist:
        if len(d) > MAXS:
            raise ValueError("district of more than 16 stacks")
        form.append(len(d))
        for pos in sorted(d):
            stack = d[pos]
            form += (pos[0], pos[1], stack[-1], len(stack))
        form += _EMPTY_DIST[:SLOT * (MAXS - len(d))]
    for _ in range(MAXP - n):
        form += _EMPTY_DIST
    word = state.rng.state
    form.append(word & 0xFFFFFFFF)
    form.append(word >> 32)
    return form


def _run(module: CapitalPlayout, state: CapitalState, policy: RolloutPolicy, seed: int,
         record: bool = True) -> tuple[list[float], list[int]]:
    """A playout of ``state`` on ``module``, which reads the state itself
    (``playout_state``, the same form as :func:`to_form`)."""
    return module.playout_state(state, POLICY_CODE[policy.kind], float(policy.epsilon),
                                int(policy.sample), int(policy.depth), seed, record)


def playout(state: CapitalState, policy: RolloutPolicy,
            seed: int) -> tuple[list[float], list[CapitalAction]]:
    """(final scores, moves played) of a fast playout of ``state`` (not changed)."""
    assert playout_module is not None, "the compiled playout is not active"
    scores, stream = _run(playout_module, state, policy, seed)
    return scores, decode_moves(stream)


def rollout_with(
        module: CapitalPlayout) -> Callable[[CapitalState, RolloutPolicy, GameRNG], list[float]]:
    """The rollout hook running a given playout module (the compiled one)."""

    def rollout(state: CapitalState, policy: RolloutPolicy, rng: GameRNG) -> list[float]:
        """The AI's rollout hook (ai/rollout.py): final scores of a fast playout.

        Draws one number from ``rng`` as the playout's seed. With ``policy.depth`` > 0
        the playout stops after that many decisions and returns VP + coins / 5.
        """
        return _run(module, state, policy, rng.next_u64(), False)[0]

    return rollout


#: the rollout hook on the compiled playout (None without the extension)
rollout = rollout_with(playout_module) if playout_module is not None else None


def playout_with(module: CapitalPlayout, state: CapitalState, policy: RolloutPolicy,
                 seed: int) -> list[float]:
    """The rollout hook's work with a given playout module: bench."""
    return _run(module, state, policy, seed, False)[0]


def compiled_rollout() -> Any:
    """:func:`rollout` when the compiled playout is active, else None (the engine's own
    Python rollout then runs)."""
    return rollout


class CapitalWorlds:
    """The compiled world of Capital (``GameHooks.world``): made for the true state a
    search decides, it makes the search's Worlds (cext.capital_playout.World: the legal
    actions and actions by code, and the rollout, of one search iteration)."""

    #: a playout is won by its top scores (ai.world.Worlds.playout_winners)
    playout_winners = False

    def __init__(self, state: CapitalState) -> None:
        """``state``: the true state (its compact form is made on first use)."""
        self.state = state
        self._form: list[int] | None = None

    @staticmethod
    def from_state(state: CapitalState) -> CapitalWorld:
        """A World at ``state`` (a determinized state)."""
        assert playout_module is not None, "the compiled playout is not active"
        return playout_module.World(playout_module.form_of(state))

    def determinize(self, seat: int, rng: GameRNG) -> CapitalWorld:
        """``state.determinize(seat, rng)`` as a World made from the true state's form:
        the same draws from ``rng``, the same world (R12.6: the packets and face-down
        picks ``seat`` has not seen, and the game's RNG)."""
        assert playout_module is not None, "the compiled playout is not active"
        if self._form is None:
            self._form = playout_module.form_of(self.state)
        world = playout_module.World(self._form)
        rng.state = world.determinize(seat, self.state.undealt, rng.state)
        return world

    @staticmethod
    def text(world: CapitalWorld | None, code: int) -> str:
        """The engine's action text of a legal action code in ``world`` (a shrink's code
        names stacks of the district it is played in, so a world is needed)."""
        if world is None:
            raise ValueError("a Capital move code has a text only in its world")
        return world.text(code)


def compiled_world() -> type[CapitalWorlds] | None:
    """:class:`CapitalWorlds` when the compiled playout is active, else None (the
    search then runs on the engine's states)."""
    return CapitalWorlds if COMPILED else None
