"""Ginkgopolis fast path: an engine state in the compact form, and the fast rollout."""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from cext import load
from cext.ginkgopolis_common import (
    POLICY_CODE,
    decode_move,
    tables,
)
from cext.protocols import GinkgopolisPlayout, GinkgopolisWorld, RolloutPolicy
from game.engine.rng import GameRNG
from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.data import load as load_content
from game.rules.ginkgopolis.phases import DRAFT, RETURN
from game.rules.ginkgopolis.state import GinkgoState

if TYPE_CHECKING:
    from ai.policies import Policy

playout_module = load("ginkgopolis_playout")  # None without the extension
COMPILED = playout_module is not None
TABLES: list[int] = tables(load_content())
TABLES_ARRAY = array("i", TABLES)  # converted once: the playouts take it as it is


def _form(module: GinkgopolisPlayout, state: GinkgoState) -> array[int]:
    """The compact form by ``module``'s converter (an array('i'))."""
    return module.form_of(state, state.rng.state)


def to_form(state: GinkgoState) -> list[int]:
    """The compact int form of a state (layout: cext/ginkgopolis_common.py), by the
    compiled converter (ImportError without the extension)."""
    from cext.ginkgopolis_playout import form_of

    return list(form_of(state, state.rng.state))


def to_action(code: int) -> A.Act:
    """The engine action of an encoded playout move."""
    kind, a, b = decode_move(code)
    if kind == A.TOKEN:
        return A.token_act(a, b)
    return A.Act((kind, a, b))


def _seats(state: GinkgoState, scores: list[int]) -> list[int]:
    """The playout's table scores as ``state.scores()`` gives them (solo: yours only)."""
    return scores[:1] if state.solo else scores


def playout_with(module: GinkgopolisPlayout, state: GinkgoState, policy: RolloutPolicy,
                 seed: int) -> list[int]:
    """Final scores (as ``state.scores()``) of a playout run by ``module``: bench."""
    scores = module.rollout_scores(
        state, state.rng.state, TABLES_ARRAY, POLICY_CODE[policy.kind],
        float(policy.epsilon), int(policy.sample), int(policy.depth), seed)
    return _seats(state, scores)


def playout(state: GinkgoState, policy: RolloutPolicy,
            seed: int) -> tuple[list[int], list[A.Act]]:
    """(final scores as ``state.scores()``, moves played) of a fast playout of ``state``."""
    assert playout_module is not None, "the compiled playout is not active"
    scores, codes = playout_module.playout(
        _form(playout_module, state), TABLES_ARRAY, POLICY_CODE[policy.kind],
        float(policy.epsilon),
        int(policy.sample), int(policy.depth), seed)
    return _seats(state, scores), [to_action(code) for code in codes]


def rollout_with(module: GinkgopolisPlayout
                 ) -> Callable[[GinkgoState, Policy, GameRNG], Sequence[float]]:
    """The rollout hook running a given playout module (the compiled one)."""

    def rollout(state: GinkgoState, policy: Policy, rng: GameRNG) -> Sequence[float]:
        """The AI's rollout hook (ai/rollout.py): scores of a fast playout.

        Draws one number from ``rng`` as the playout's seed. ``policy.depth`` > 0 stops
        the playout after that many moves (the scores at that point). A state beyond
        the playout's fixed capacities (e.g. a position file with a hand of 17 cards:
        ValueError, or a hand growing past 16 during the playout: RuntimeError) is
        played by the engine's Python rollout instead.
        """
        seed = rng.next_u64()
        try:
            scores = module.rollout_scores(
                state, state.rng.state, TABLES_ARRAY, POLICY_CODE[policy.kind],
                float(policy.epsilon), int(policy.sample), int(policy.depth), seed)
        except (ValueError, RuntimeError):  # beyond a capacity, at the start or later
            from ai.rollout import python_rollout

            return python_rollout(state, policy, rng)
        return _seats(state, scores)

    return rollout


#: the rollout hook on the compiled playout (None without the extension)
rollout = rollout_with(playout_module) if playout_module is not None else None


def compiled_rollout() -> Any:
    """:func:`rollout` when the compiled playout is active, else None (the AI keeps the
    engine's Python rollout)."""
    return rollout


def determinize_plan(state: GinkgoState, seat: int) -> array | None:
    """What ``World.determinize`` needs to redo ``state.determinize(seat, rng)`` (§12.4
    steps 1-3, game/rules/ginkgopolis/determinize.py): the sorted card pool, per other
    seat its card count, face-down choice (with a tile or not) and the cards ``seat``
    knows it holds, the sorted tile pool, per other seat its tile count and pending
    return, the removed and supply sizes. None in solo and in the draft (the engine's
    determinize then runs)."""
    if state.solo or state.phase == DRAFT:
        return None
    others = [s for s in range(state.n) if s != seat]
    hidden = {s for s in others if state.choice[s]}
    known = state.known[seat]
    cards_of: dict[int, list[int]] = {}
    pool = list(state.draw)
    for s in others:
        mine = list(state.hand[s])
        if s in hidden:
            mine.append(state.choice[s][0])
        cards_of[s] = mine
        pool.extend(mine)
    exclude = {c for s in others for c in known[s]}
    pool = sorted(c for c in pool if c not in exclude)
    plan = [len(pool), *pool, len(others)]
    for s in others:
        with_tile = s in hidden and state.choice[s][1] >= 0
        plan += [s, len(cards_of[s]), int(s in hidden), int(with_tile), len(known[s]),
                 *known[s]]
    tile_pool = list(state.supply_tiles) + list(state.removed_tiles)
    order = state.order()
    per = []
    for s in others:
        tiles = list(state.tiles[s])
        if s in hidden and state.choice[s][1] >= 0:
            tiles.append(state.choice[s][1])
        tile_pool.extend(tiles)
        tile_pool.extend(state.returning[s])
        pending = state.phase == RETURN and order.index(s) <= state.idx
        per += [len(tiles) + len(state.returning[s]), int(pending), len(state.returning[s])]
    tile_pool.sort()
    plan += [len(tile_pool), *tile_pool, *per, len(state.removed_tiles),
             len(state.supply_tiles)]
    return array("i", plan)


class GinkgopolisWorlds:
    """The compiled world of Ginkgopolis (``GameHooks.world``): made for the true state
    a search decides, it makes the search's Worlds (cext.ginkgopolis_playout.World: the
    legal moves and moves by code, and the rollout, of one search iteration)."""

    #: a playout is won by its top scores (ai.world.Worlds.playout_winners)
    playout_winners = False

    def __init__(self, state: GinkgoState) -> None:
        """``state``: the true state (its compact form and each seat's
        :func:`determinize_plan` are made on first use)."""
        self.state = state
        self._form: array[int] | None = None
        self._plans: dict[int, array | None] = {}

    @staticmethod
    def from_state(state: GinkgoState) -> GinkgopolisWorld:
        """A World at ``state`` (a determinized state). ValueError for a state beyond
        the compiled game's capacities."""
        assert playout_module is not None, "the compiled playout is not active"
        return playout_module.World(playout_module.form_of(state, state.rng.state),
                                    TABLES_ARRAY)

    def determinize(self, seat: int, rng: GameRNG) -> GinkgopolisWorld:
        """``state.determinize(seat, rng)`` as a World made from the true state's form
        and ``seat``'s plan: the same draws from ``rng`` and the same world (tested). In
        solo, in the draft, or when every attempt at the face-down choices fails, the
        engine's determinize runs from the same draws."""
        assert playout_module is not None, "the compiled playout is not active"
        state = self.state
        if self._form is None:
            self._form = playout_module.form_of(state, state.rng.state)
        world = playout_module.World(self._form, TABLES_ARRAY)
        if seat not in self._plans:
            self._plans[seat] = determinize_plan(state, seat)
        plan = self._plans[seat]
        word = rng.state
        if plan is not None:
            new = world.determinize(plan, word)
            if new is not None:
                rng.state = new
                return world
        rng.state = word
        return self.from_state(state.determinize(seat, rng))

    @staticmethod
    def text(world: GinkgopolisWorld | None, code: int) -> str:
        """The engine's action text of a move code (the same in every World)."""
        return str(to_action(code))


def compiled_world() -> type[GinkgopolisWorlds] | None:
    """:class:`GinkgopolisWorlds` when the compiled playout is active, else None (the
    search then runs on the engine's states)."""
    return GinkgopolisWorlds if COMPILED else None
