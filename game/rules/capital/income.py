"""The income phase (R6.4) and the end of an era (R7.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.capital import tables as T
from game.rules.capital.actions import A_ECON, A_EXCHANGE, CapitalAction
from game.rules.capital.content import PUBLIC, PUBLIC_INDEX
from game.rules.capital.district import district_income, income_totals, tops
from game.rules.capital.draft import start_era
from game.rules.capital.phases import END, INCOME
from game.rules.capital.records import (
    R_B,
    R_B_MASK,
    R_COMMERCE,
    R_CULTURE,
    R_EXCH_COINS,
    R_EXCH_VP,
    R_FINAL,
    R_INDUSTRY,
    R_MS,
    R_MS_MASK,
    R_PARK,
    R_PENALTY,
    R_TRANSPORT,
    REC_SIZE,
)

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState

B_SCHOOL = PUBLIC_INDEX["school_of_economics"]


def start_income(s: CapitalState) -> None:
    """R6.4 begins with the first seat, at its automatic steps."""
    s.phase = INCOME
    s.turn = 0
    s.stage = 0


def income_step(s: CapitalState) -> bool:
    """One automatic step of the income phase; True when the seat at ``turn`` decides.

    ``stage`` of the seat: 0 automatic steps 1–7, 1 School of Economics, 2–4 the
    three exchanges, 5 done.
    """
    if s.turn >= s.n:
        end_era(s)
        return False
    seat = s.turn
    stage = s.stage
    if stage == 0:
        auto_income(s, seat)
        s.stage = 1
    elif stage == 1:
        if T.T_SCHOOL in tops(s.dist[seat]):
            return True
        s.stage = 2
    elif stage <= 4:
        if T.EXCHANGES[stage - 2][0] in tops(s.dist[seat]):
            return True
        s.stage += 1
    else:
        s.turn += 1
        s.stage = 0
    return False


def income_actions(s: CapitalState, seat: int) -> list[CapitalAction]:
    """The School of Economics split (stage 1) or one exchange (stages 2–4)."""
    if s.stage == 1:
        k = sum(1 for t in tops(s.dist[seat]) if T.KIND[t] == PUBLIC)
        return [CapitalAction((A_ECON, c, k)) for c in range(k + 1)]
    tile, buy_pay, _buy_gain, sell_pay, _sell_gain = T.EXCHANGES[s.stage - 2]
    acts = [CapitalAction((A_EXCHANGE, tile, 0))]
    if s.coins[seat] >= buy_pay:
        acts.append(CapitalAction((A_EXCHANGE, tile, 1)))
    if s.vp[seat] >= sell_pay:
        acts.append(CapitalAction((A_EXCHANGE, tile, 2)))
    return acts


def income_paid(s: CapitalState, era: int, seat: int) -> bool:
    """Has ``seat``'s automatic income (R6.4 steps 1–7) of ``era`` been paid in ``s``?"""
    if s.phase == END or s.era > era:
        return True
    if s.era < era or s.phase != INCOME:
        return False
    return s.turn > seat or (s.turn == seat and s.stage >= 1)


def auto_income(s: CapitalState, seat: int) -> None:
    """R6.4 steps 1–7 for one seat."""
    res = district_income(s.dist[seat])
    rec = s.rec[seat]
    base = (s.era - 1) * REC_SIZE
    vp, coins = income_totals(s.dist[seat])
    rec[base + R_PARK] += res["park"]
    rec[base + R_COMMERCE] += res["commerce"]
    rec[base + R_CULTURE] += res["culture"]
    rec[base + R_INDUSTRY] += res["industry"]
    rec[base + R_PENALTY] += res["residential_penalty"]
    rec[base + R_TRANSPORT] += res["transport"]
    for m, mv, mc in res["milestones"]:
        rec[base + R_MS + 2 * m] += mv
        rec[base + R_MS + 2 * m + 1] += mc
        rec[base + R_MS_MASK] |= 1 << m
    for b, bv, bc in res["buildings"]:
        rec[base + R_B + 2 * b] += bv
        rec[base + R_B + 2 * b + 1] += bc
        rec[base + R_B_MASK] |= 1 << b
    s.vp[seat] += vp
    s.coins[seat] += coins


def economics(s: CapitalState, seat: int, coins: int, k: int) -> None:
    """School of Economics: ``k`` public buildings split into ``coins`` coins, the rest VP."""
    s.coins[seat] += coins
    s.vp[seat] += k - coins
    base = (s.era - 1) * REC_SIZE
    rec = s.rec[seat]
    rec[base + R_B + 2 * B_SCHOOL] += k - coins
    rec[base + R_B + 2 * B_SCHOOL + 1] += coins
    rec[base + R_B_MASK] |= 1 << B_SCHOOL
    s.stage = 2


def exchange(s: CapitalState, seat: int, mode: int) -> None:
    """One exchange building of the current stage: 0 pass, 1 buy VP, 2 sell VP."""
    _t, buy_pay, buy_gain, sell_pay, sell_gain = T.EXCHANGES[s.stage - 2]
    dv = dc = 0
    if mode == 1:
        dc, dv = -buy_pay, buy_gain
    elif mode == 2:
        dv, dc = -sell_pay, sell_gain
    s.coins[seat] += dc
    s.vp[seat] += dv
    base = (s.era - 1) * REC_SIZE
    s.rec[seat][base + R_EXCH_VP] += dv
    s.rec[seat][base + R_EXCH_COINS] += dc
    s.stage += 1


def end_era(s: CapitalState) -> None:
    """The next era, or after era VI the final conversion of coins (R7.1) and the end."""
    if s.era < 6:
        s.era += 1
        start_era(s)
        return
    base = 5 * REC_SIZE
    for seat in range(s.n):  # R7.1
        gain, s.coins[seat] = divmod(s.coins[seat], 5)
        s.vp[seat] += gain
        s.rec[seat][base + R_FINAL] += gain
    s.phase = END
    s.turn = 0
