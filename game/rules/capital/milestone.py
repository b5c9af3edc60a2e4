"""The milestone of an era (R6.3): who wins it and where it goes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.capital import tables as T
from game.rules.capital.actions import A_MILESTONE, CapitalAction
from game.rules.capital.build import enter_shrink, place
from game.rules.capital.content import COM, MILESTONE_INDEX
from game.rules.capital.district import Pos, district_analysis, frontier, tops
from game.rules.capital.income import start_income
from game.rules.capital.phases import MILESTONE_PHASE
from game.rules.capital.records import R_POC, REC_SIZE
from game.rules.capital.scoring import MILESTONE_FEWEST, milestone_metric

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState

M_PALACE_OF_CULTURE = MILESTONE_INDEX["palace_of_culture"]


def start_milestone(s: CapitalState) -> None:
    """R6.3: award this era's milestone, or go straight to income."""
    if s.era > 5:
        start_income(s)
        return
    winner = milestone_winner(s)
    if winner is None:
        start_income(s)
        return
    s.phase = MILESTONE_PHASE
    s.turn = winner


def milestone_winner(s: CapitalState) -> int | None:
    """R6.3: the seat that wins this era's milestone, or None."""
    m = s.faces[s.era - 1]
    values = [milestone_metric(m, district_analysis(d)) for d in s.dist]
    if MILESTONE_FEWEST[m]:
        best = min(values)
    else:
        best = max(values)
        if best < 1:
            return None
    seats = [seat for seat in range(s.n) if values[seat] == best]
    for resource in (s.coins, s.vp):
        if len(seats) > 1:
            low = min(resource[seat] for seat in seats)
            seats = [seat for seat in seats if resource[seat] == low]
    return seats[0] if len(seats) == 1 else None


def milestone_actions(s: CapitalState, seat: int) -> list[CapitalAction]:
    """Every place for the milestone: empty positions in reach, then every stack."""
    d = s.dist[seat]
    big = T.T_PRUDENTIAL in tops(d)
    spots = frontier(d, big) + sorted(d)
    return [CapitalAction((A_MILESTONE, x, y)) for x, y in spots]


def place_milestone(s: CapitalState, seat: int, pos: Pos) -> None:
    """Put this era's milestone at ``pos`` (a rebuild may call for a shrink, R5.7)."""
    m = s.faces[s.era - 1]
    if m == M_PALACE_OF_CULTURE:
        _palace_of_culture_penalty(s, seat)
    if place(s, seat, pos, T.MILESTONE_TILE[m] * 4):
        enter_shrink(s, pos, MILESTONE_PHASE)
    else:
        start_income(s)


def _palace_of_culture_penalty(s: CapitalState, winner: int) -> None:
    """§10: on placement every other seat loses 1 VP per commerce region."""
    base = (s.era - 1) * REC_SIZE
    for seat in range(s.n):
        if seat == winner:
            continue
        loss = district_analysis(s.dist[seat]).counts[COM]
        s.vp[seat] -= loss
        s.rec[seat][base + R_POC] -= loss
