"""Akropolis fast path: an engine state in the compact form, and the fast rollout."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cext import load
from cext.akropolis_common import (
    H_BOUTSIDE,
    H_CURRENT,
    H_LAKE,
    H_NSTACKS,
    H_PLAYERS,
    H_SITE,
    H_SITELEN,
    H_STACKSIZE,
    H_STONES,
    H_VARIANTS,
    HEADER,
    POLICY_CODE,
    decode_move,
    variant_mask,
)
from game.engine.rng import GameRNG
from game.rules.akropolis.actions import Take
from game.rules.akropolis.geometry import HALF, K
from game.rules.akropolis.state import AkropolisState
from game.rules.akropolis.tiles import TILES

playout_module = load("akropolis_playout")  # None without the extension
COMPILED = playout_module is not None
TILE_KINDS: list[int] = [0, 0, 0] + [k for kinds in TILES.kinds[1:] for k in kinds]
assert K == 4096, "to_form unpacks the engine's space keys with K = 4096"


def to_form(state: AkropolisState) -> list[int]:
    """The compact int form of a state (layout: cext/akropolis_common.py).

    The playouts reject (ValueError) a city reaching beyond their grid, which no
    real game does.
    """
    players = state.players
    opts = state.opts
    stacks = state.stacks
    size = len(stacks[0]) if stacks else 0
    site = state.site
    if len(site) > 8 or any(len(stack) != size for stack in stacks):
        raise ValueError("site too long or stacks of unequal sizes")
    form = [0] * HEADER
    form[H_PLAYERS] = players
    form[H_CURRENT] = state.current
    form[H_VARIANTS] = variant_mask(opts.variants)
    form[H_BOUTSIDE] = int(opts.barracks_outside)
    form[H_LAKE] = int(opts.lake_area)
    form[H_SITELEN] = len(site)
    form[H_NSTACKS] = len(stacks)
    form[H_STACKSIZE] = size
    form[H_STONES:H_STONES + players] = state.stones
    form[H_SITE:H_SITE + len(site)] = site
    for stack in stacks:
        form += stack
    for seat in range(players):
        hgt = state.hgt[seat]
        top = state.top[seat]
        toptile = state.toptile[seat]
        form.append(len(hgt))
        for k, h in hgt.items():
            q = (k + HALF) >> 12  # geometry.unkey, inlined: key = q * 4096 + r
            form += (q, k - (q << 12), h, top[k], toptile[k])
    return form


def playout(state: AkropolisState, policy: Any, seed: int) -> tuple[list[int], list[Take]]:
    """(final scores, moves played) of a fast playout of ``state`` (not changed)."""
    scores, codes = playout_module.playout(
        to_form(state), TILE_KINDS, POLICY_CODE[policy.kind], float(policy.epsilon),
        int(policy.sample), int(policy.depth), seed)
    return scores, [Take(*decode_move(code)) for code in codes]


def rollout_with(module: Any) -> Callable[[AkropolisState, Any, GameRNG], list[int]]:
    """The rollout hook running a given playout module (the compiled one)."""

    def rollout(state: AkropolisState, policy: Any, rng: GameRNG) -> list[int]:
        """The AI's rollout hook (ai/rollout.py): final scores of a fast playout.

        Draws one number from ``rng`` as the playout's seed. With ``policy.depth`` > 0
        the playout stops after that many moves and returns the scores at that point.
        """
        scores, _ = module.playout(
            to_form(state), TILE_KINDS, POLICY_CODE[policy.kind], float(policy.epsilon),
            int(policy.sample), int(policy.depth), rng.next_u64())
        return scores

    return rollout


#: the rollout hook on the compiled playout (None without the extension)
rollout = rollout_with(playout_module) if COMPILED else None


def playout_with(module: Any, state: AkropolisState, policy: Any, seed: int) -> list[int]:
    """The rollout hook's work with a given playout module: bench."""
    scores, _ = module.playout(
        to_form(state), TILE_KINDS, POLICY_CODE[policy.kind], float(policy.epsilon),
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
    form = to_form(state)
    codes = playout_module.legal_moves(form)
    after = playout_module.move_scores(form, TILE_KINDS)
    before = state.scores()[state.current]
    return {Take(*decode_move(code)): score - before
            for code, score in zip(codes, after, strict=True)}


def compiled_move_gains() -> Any:
    """:func:`move_gains` when the compiled playout is active, else None (the search
    then orders its root by the engine's clone + apply + scores, the same numbers)."""
    return move_gains if COMPILED else None


def world_form(state: AkropolisState) -> list[int]:
    """The compact form a search's World starts from (see :func:`world`)."""
    return to_form(state)


def world(form: list[int]) -> Any:
    """A fresh compiled World (cext.akropolis_playout.World) at ``form``: the descent's
    legal moves and moves by code, and the rollout, of one search iteration."""
    return playout_module.World(form, TILE_KINDS)


def code_text(world: Any, code: int) -> str:
    """The engine's action text of a move code (the same in every World)."""
    return str(Take(*decode_move(code)))


def determinize_world(world: Any, state: AkropolisState, seat: int, rng: GameRNG) -> Any:
    """``state.determinize(seat, rng)`` on a World just made from the state's form (and
    returned): the same draws from ``rng``, the same world (E5: only the stacks' order
    is hidden)."""
    rng.state = world.determinize(rng.state)
    return world


def compiled_world() -> tuple[Any, Any, Any, Any] | None:
    """(world_form, world, code_text, determinize_world) when the compiled playout is
    active, else None."""
    return (world_form, world, code_text, determinize_world) if COMPILED else None
