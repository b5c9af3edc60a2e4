"""Ginkgopolis pieces for the search (the compiled fast rollout), and what the bench compares.

Hands, draw pile and tile supply are hidden, so the history is not public and the
tree is not reused between moves.
"""

from __future__ import annotations

from typing import Any

from ai.fast import boards
from ai.fast import ginkgopolis as fast
from ai.games import BenchSettings, GameHooks
from game.engine.rng import GameRNG
from game.rules.ginkgopolis.phases import CHOOSE
from game.rules.ginkgopolis.scoring import districts, rank_district

#: the fast path of ai/rollout.py (None: the engine's own Python rollout is used)
rollout = fast.compiled_rollout()

#: a whole search iteration on the compiled world (None: on the engine's states)
world = fast.compiled_world()

#: a guard on greedy's settling: a round is far shorter (the cap is never reached in play)
SETTLE_STEPS = 400


def greedy_settle(world: Any, seat: int, rng: GameRNG) -> None:
    """Play ``world`` on at random until ``seat`` is about to choose its next card, or
    the game is over: a card chosen face down scores nothing until the round resolves,
    after the others have chosen (§4), and a pick's gifts come at the draft's end.

    Without it, greedy saw no gain on most of its card choices and chose them at
    random (docs/review.md, "Do the levels rate in order?").
    """
    for _step in range(SETTLE_STEPS):
        if world.cur < 0 or (world.phase == CHOOSE and world.cur == seat
                             and not world.choice[seat]):
            return
        actions = world.legal_actions()
        world.apply(actions[rng.randrange(len(actions))])


HOOKS = GameHooks(
    name="ginkgopolis",
    greedy_settle=greedy_settle,
    rollout=rollout,
    world=world,
)


def region_score(state: Any, seat: int) -> Any:
    """The engine's districts of the shared city and their ranking: what the compiled
    scorer replaces."""
    return [rank_district(state.city, group) for group in districts(state.city)]


BENCH = BenchSettings(
    name="ginkgopolis",
    playout_with=fast.playout_with,
    playout_module="ginkgopolis_playout",
    region_score=region_score,
    region_board=boards.ginkgopolis_board,
    region_kernel=lambda regions: regions.ginkgo_districts,
    shared_board=True,
)
