"""Capital pieces for the search, and what the bench compares.

Victory points move only in the income phases, so a playout cut off mid-era is
scored by VP plus the coins' worth at the final conversion (1 VP per 5 coins, R7.1).
The presets play Capital's playouts to the end (random playouts are cheap there);
this heuristic serves custom levels with ``rollout_depth`` > 0. The ``greedy``
baseline adds the income the district would be paid if the era ended now: with VP
alone it saw no gain in any building.
"""

from __future__ import annotations

from typing import Any

from ai.fast import boards
from ai.fast import capital as fast
from ai.games import BenchSettings, GameHooks
from game.engine.contract import GameState
from game.rules.capital.district import district_view, income_totals
from game.rules.capital.income import income_paid
from game.rules.capital.scoring import Analysis, commerce_scores, park_scores

COINS_PER_VP = 5.0


def evaluate(state: GameState) -> list[float]:
    """Estimated final VP of every seat: VP + coins / 5 (the compiled playout's cut-off
    score is its twin)."""
    estimates = []
    for seat in range(state.num_players):
        sheet = state.breakdown(seat)
        estimates.append(float(sheet["vp"]) + sheet["coins"] / COINS_PER_VP)
    return estimates


def greedy_value(state: Any) -> list[float]:
    """Every seat's VP + coins / 5 with its district's income of this era (R6.4 steps
    1–7) counted while it is still to be paid."""
    values = []
    for seat in range(state.num_players):
        vp, coins = state.vp[seat], state.coins[seat]
        if not income_paid(state, state.era, seat):
            income_vp, income_coins = income_totals(state.dist[seat])
            vp += income_vp
            coins += income_coins
        values.append(vp + coins / COINS_PER_VP)
    return values


#: the fast path of ai/rollout.py (None: the engine's own Python rollout is used)
rollout = fast.compiled_rollout()

#: a whole search iteration on the compiled world (None: on the engine's states)
world = fast.compiled_world()

HOOKS = GameHooks(
    name="capital",
    evaluate=evaluate,
    greedy_value=greedy_value,
    rollout=rollout,
    world=world,
)


def region_score(state: Any, seat: int) -> Any:
    """The engine's district analysis with park and commerce scores: what the compiled
    scorer replaces."""
    analysis = Analysis(district_view(state.dist[seat]))
    return park_scores(analysis), commerce_scores(analysis)


BENCH = BenchSettings(
    name="capital",
    playout_with=fast.playout_with,
    playout_module="capital_playout",
    region_score=region_score,
    region_board=boards.capital_board,
    region_kernel=lambda regions: regions.capital_quarters,
)
