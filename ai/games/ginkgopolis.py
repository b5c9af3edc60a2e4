"""Ginkgopolis pieces for the search (the compiled fast rollout), and what the bench compares.

Hands, draw pile and tile supply are hidden, so the history is not public and the
tree is not reused between moves.
"""

from __future__ import annotations

from typing import Any

from ai.fast import boards
from ai.fast import ginkgopolis as fast
from ai.games import BenchSettings, GameHooks
from game.rules.ginkgopolis.scoring import districts, rank_district

#: the fast path of ai/rollout.py (None: the engine's own Python rollout is used)
rollout = fast.compiled_rollout()

#: a whole search iteration on the compiled world (None: on the engine's states)
world = fast.compiled_world()

HOOKS = GameHooks(
    name="ginkgopolis",
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
