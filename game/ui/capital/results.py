"""Capital's final breakdown in VP categories for the results screen (from ``breakdown``)."""

from __future__ import annotations

from typing import Any


def results_breakdown(state: Any, seat: int) -> dict[str, int]:
    """Every VP source of the game for ``seat`` (they add up to its final VP), plus 'total'.

    Built from the engine's ``breakdown(seat)["total"]``: park, culture, the residential
    penalty, transport, milestones, public buildings, exchanges, the rebuild bonus, the
    Palace of Culture penalty and the final conversion of coins.
    """
    bd = state.breakdown(seat)
    total = bd["total"]
    out = {
        "park": total["park"],
        "culture": total["culture"],
        "industry penalty": total["residential_penalty"],
        "transport": total["transport"],
        "milestones": sum(e["vp"] for e in total["milestones"].values()),
        "buildings": sum(e["vp"] for e in total["buildings"].values()),
        "exchanges": total["exchanges"]["vp"],
        "rebuilds": total["rebuild_bonus"],
        "palace penalty": total["palace_of_culture_penalty"],
        "final coins": total["final_conversion"],
    }
    out["total"] = bd["vp"]
    return out
