"""Capital's final breakdown in VP categories for the results screen (from ``breakdown``)."""

from __future__ import annotations

from typing import Any

from game.engine.i18n import N_


def results_breakdown(state: Any, seat: int) -> dict[str, int]:
    """Every VP source of the game for ``seat`` (they add up to its final VP), plus 'total'.

    Built from the engine's ``breakdown(seat)["total"]``: park, culture, the residential
    penalty, transport, milestones, public buildings, exchanges, the rebuild bonus, the
    Palace of Culture penalty and the final conversion of coins. The keys are English
    words marked for the catalogue (the results screen translates them).
    """
    bd = state.breakdown(seat)
    total = bd["total"]
    # the categories are English messages: the results screen shows them with ``_``
    out = {
        N_("park"): total["park"],
        N_("culture"): total["culture"],
        # Translators: a results category: the VP lost for homes beside industry
        N_("industry penalty"): total["residential_penalty"],
        N_("transport"): total["transport"],
        N_("milestones"): sum(e["vp"] for e in total["milestones"].values()),
        N_("buildings"): sum(e["vp"] for e in total["buildings"].values()),
        N_("exchanges"): total["exchanges"]["vp"],
        # Translators: a results category: the VP of rebuilds with the Jablonowski Palace
        N_("rebuilds"): total["rebuild_bonus"],
        # Translators: a results category: the VP lost to the Palace of Culture and Science
        N_("palace penalty"): total["palace_of_culture_penalty"],
        # Translators: a results category: the VP the coins left at the end became
        N_("final coins"): total["final_conversion"],
    }
    out["total"] = bd["vp"]
    return out
