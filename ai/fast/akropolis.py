"""Akropolis fast path: an engine state in the compact form, and the fast rollout."""

from __future__ import annotations

from array import array
from collections.abc import Callable
from typing import Any

from cext import load
from cext.akropolis_common import POLICY_CODE, decode_move
from cext.protocols import AkropolisPlayout, AkropolisWorld, RolloutPolicy
from game.engine.rng import GameRNG
from game.rules.akropolis.actions import Take
from game.rules.akropolis.geometry import K
from game.rules.akropolis.state import AkropolisState
from game.rules.akropolis.tiles import TILES

playout_module = load("akropolis_playout")  # None without the extension
COMPILED = playout_module is not None
TILE_KINDS: list[int] = [0, 0, 0] + [k for kinds in TILES.kinds[1:] for k in kinds]
TILE_KINDS_ARRAY = array("i", TILE_KINDS)  # converted once: the playouts take it as it is
assert K == 4096, "the compiled form_of unpacks the engine's space keys with K = 4096"


def _form(state: AkropolisState) -> array[int]:
    """The compact form by the compiled converter (an array('i'))."""
    assert playout_module is not None, "the compiled playout is not active"
    return playout_module.form_of(state)


def to_form(state: AkropolisState) -> list[int]:
    """The compact int form of a state (layout: cext/akropolis_common.py), by the
    compiled converter (ImportError without the extension).

    The playouts reject (ValueError) a city reaching beyond their grid, which no
    real game does.
    """
    from cext.akropolis_playout import form_of

    return list(form_of(state))


def playout(state: AkropolisState, policy: RolloutPolicy,
            seed: int) -> tuple[list[int], list[Take]]:
    """(final scores, moves played) of a fast playout of ``state`` (not changed)."""
    assert playout_module is not None, "the compiled playout is not active"
    scores, codes = playout_module.playout(
        _form(state), TILE_KINDS_ARRAY, POLICY_CODE[policy.kind], float(policy.epsilon),
        int(policy.sample), int(policy.depth), seed)
    return scores, [Take(*decode_move(code)) for code in codes]


def rollout_with(
        module: AkropolisPlayout) -> Callable[[AkropolisState, RolloutPolicy, GameRNG], list[int]]:
    """The rollout hook running a given playout module (the compiled one)."""

    def rollout(state: AkropolisState, policy: RolloutPolicy, rng: GameRNG) -> list[int]:
        """The AI's rollout hook (ai/rollout.py): final scores of a fast playout.

        Draws one number from ``rng`` as the playout's seed. With ``policy.depth`` > 0
        the playout stops after that many moves and returns the scores at that point.
        """
        scores, _ = module.playout(
            module.form_of(state), TILE_KINDS_ARRAY, POLICY_CODE[policy.kind],
            float(policy.epsilon),
            int(policy.sample), int(policy.depth), rng.next_u64())
        return scores

    return rollout


#: the rollout hook on the compiled playout (None without the extension)
rollout = rollout_with(playout_module) if playout_module is not None else None


def playout_with(module: AkropolisPlayout, state: AkropolisState, policy: RolloutPolicy,
                 seed: int) -> list[int]:
    """The rollout hook's work with a given playout module: bench."""
    scores, _ = module.playout(
        module.form_of(state), TILE_KINDS_ARRAY, POLICY_CODE[policy.kind],
        float(policy.epsilon),
        int(policy.sample), int(policy.depth), seed)
    return scores


def compiled_rollout() -> Any:
    """:func:`rollout` when the compiled playout is active, else None.

    Without the extension the AI keeps the engine's own Python rollout
    (ai.rollout.python_rollout); tests/cext check the compiled playout against it.
    """
    return rollout


def move_gains(state: AkropolisState) -> dict[Take, int]:
    """The mover's immediate score gain of every legal action (equal to the engine's
    clone + apply + scores), computed at once by the compiled ``move_scores``."""
    assert playout_module is not None, "the compiled playout is not active"
    form = _form(state)
    codes = playout_module.legal_moves(form)
    after = playout_module.move_scores(form, TILE_KINDS_ARRAY)
    before = state.scores()[state.current]
    return {Take(*decode_move(code)): score - before
            for code, score in zip(codes, after, strict=True)}


def compiled_move_gains() -> Any:
    """:func:`move_gains` when the compiled playout is active, else None (the search
    then orders its root by the engine's clone + apply + scores, the same numbers)."""
    return move_gains if COMPILED else None


class AkropolisWorlds:
    """The compiled world of Akropolis (``GameHooks.world``): made for the true state a
    search decides, it makes the search's Worlds (cext.akropolis_playout.World: the
    legal moves and moves by code, and the rollout, of one search iteration)."""

    #: a playout is won by its top scores (ai.world.Worlds.playout_winners)
    playout_winners = False

    def __init__(self, state: AkropolisState) -> None:
        """``state``: the true state (its compact form is made on first use)."""
        self.state = state
        self._form: array[int] | None = None

    @staticmethod
    def from_state(state: AkropolisState) -> AkropolisWorld:
        """A World at ``state`` (a determinized state)."""
        assert playout_module is not None, "the compiled playout is not active"
        return playout_module.World(_form(state), TILE_KINDS_ARRAY)

    def determinize(self, seat: int, rng: GameRNG) -> AkropolisWorld:
        """``state.determinize(seat, rng)`` as a World made from the true state's form:
        the same draws from ``rng``, the same world (E5: only the stacks' order is
        hidden)."""
        assert playout_module is not None, "the compiled playout is not active"
        if self._form is None:
            self._form = _form(self.state)
        world = playout_module.World(self._form, TILE_KINDS_ARRAY)
        rng.state = world.determinize(rng.state)
        return world

    @staticmethod
    def text(world: AkropolisWorld | None, code: int) -> str:
        """The engine's action text of a move code (the same in every World)."""
        return str(Take(*decode_move(code)))


def compiled_world() -> type[AkropolisWorlds] | None:
    """:class:`AkropolisWorlds` when the compiled playout is active, else None (the
    search then runs on the engine's states)."""
    return AkropolisWorlds if COMPILED else None
