"""The breakdown record of each seat (R12.7): one flat int block per era, and its report.

A seat's record is a list of ``6 * REC_SIZE`` ints, one block per era; the ``R_*``
slots below, milestones and buildings as (vp, coins) pairs and a mask of which
ones scored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.capital.content import MILESTONE_IDS, PUBLIC_IDS
from game.rules.capital.phases import END

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState

R_PARK, R_COMMERCE, R_CULTURE, R_INDUSTRY, R_PENALTY, R_TRANSPORT = range(6)
R_EXCH_VP, R_EXCH_COINS, R_REBUILD, R_POC, R_FINAL, R_MS_MASK, R_B_MASK = range(6, 13)
R_MS = 13  # + 2 * milestone (vp), + 2 * milestone + 1 (coins)
R_B = R_MS + 2 * len(MILESTONE_IDS)  # + 2 * building (vp, coins)
REC_SIZE = R_B + 2 * len(PUBLIC_IDS)


def breakdown(s: CapitalState, seat: int) -> dict[str, Any]:
    """R12.7: per era (income phase) and in total, every scoring category.

    ``{"vp", "coins", "total": {...}, "eras": [{"era": 1, ...}, ...]}``; each
    block has park, commerce (coins), culture, industry (coins),
    residential_penalty, transport, milestones {id: {vp, coins}}, buildings
    {id: {vp, coins}}, exchanges {vp, coins}, rebuild_bonus,
    palace_of_culture_penalty and final_conversion.
    """
    rec = s.rec[seat]
    eras = []
    last = s.era if s.phase != END else 6
    for era in range(1, last + 1):
        block = rec[(era - 1) * REC_SIZE : era * REC_SIZE]
        eras.append({"era": era, **_block(block)})
    total = [sum(rec[e * REC_SIZE + i] for e in range(6)) for i in range(REC_SIZE)]
    total[R_MS_MASK] = 0
    total[R_B_MASK] = 0
    for e in range(6):
        total[R_MS_MASK] |= rec[e * REC_SIZE + R_MS_MASK]
        total[R_B_MASK] |= rec[e * REC_SIZE + R_B_MASK]
    return {
        "vp": s.vp[seat],
        "coins": s.coins[seat],
        "total": _block(total),
        "eras": eras,
    }


def _block(block: list[int]) -> dict[str, Any]:
    milestones = {
        MILESTONE_IDS[m]: {"vp": block[R_MS + 2 * m], "coins": block[R_MS + 2 * m + 1]}
        for m in range(len(MILESTONE_IDS))
        if block[R_MS_MASK] >> m & 1
    }
    buildings = {
        PUBLIC_IDS[b]: {"vp": block[R_B + 2 * b], "coins": block[R_B + 2 * b + 1]}
        for b in range(len(PUBLIC_IDS))
        if block[R_B_MASK] >> b & 1
    }
    return {
        "park": block[R_PARK],
        "commerce": block[R_COMMERCE],
        "culture": block[R_CULTURE],
        "industry": block[R_INDUSTRY],
        "residential_penalty": block[R_PENALTY],
        "transport": block[R_TRANSPORT],
        "milestones": milestones,
        "buildings": buildings,
        "exchanges": {"vp": block[R_EXCH_VP], "coins": block[R_EXCH_COINS]},
        "rebuild_bonus": block[R_REBUILD],
        "palace_of_culture_penalty": block[R_POC],
        "final_conversion": block[R_FINAL],
    }
