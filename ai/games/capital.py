"""Capital pieces for the search.

Victory points move only in the income phases, so a playout cut off mid-era is
scored by VP plus the coins' worth at the final conversion (1 VP per 5 coins, R7.1).
The presets play Capital's playouts to the end (random playouts are cheap there);
this heuristic serves custom levels with ``rollout_depth`` > 0.
"""

from __future__ import annotations

from typing import Any

from game.engine.contract import GameState

COINS_PER_VP = 5.0


def evaluate(state: GameState) -> list[float]:
    """Estimated final VP of every seat: VP + coins / 5."""
    estimates = []
    for seat in range(state.num_players):
        sheet = state.breakdown(seat)
        estimates.append(float(sheet["vp"]) + sheet["coins"] / COINS_PER_VP)
    return estimates


def _compiled_rollout() -> Any:
    """The Cython playout (ai.fast.capital) when the extension is active, else None."""
    try:
        from ai.fast.capital import compiled_rollout
    except ImportError:
        return None
    return compiled_rollout()


#: the fast path of ai/rollout.py (None: the engine's own Python rollout is used)
rollout = _compiled_rollout()
