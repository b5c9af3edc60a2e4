"""Resolving a pick (R4.5, R5): discard or build, and the shrink a rebuild may force (R5.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.capital import tables as T
from game.rules.capital.actions import A_BUILD, A_DISCARD, A_SHRINK, CapitalAction
from game.rules.capital.district import (
    Pos,
    empty_cost,
    fits,
    frontier,
    rebuild_cost,
    shrink_options,
    tops,
)
from game.rules.capital.income import start_income
from game.rules.capital.phases import RESOLVE, SHRINK, WAR
from game.rules.capital.records import R_REBUILD, REC_SIZE

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState


def build_options(s: CapitalState, seat: int, tile: int) -> list[CapitalAction]:
    """R4.5, R5.1–R5.5, R12.2: discard plus every affordable placement."""
    acts = [CapitalAction((A_DISCARD, tile))]
    d = s.dist[seat]
    coins = s.coins[seat]
    top_tiles = tops(d)
    rots = T.ROTATIONS[tile]
    if empty_cost(tile, top_tiles) <= coins:
        big = T.T_PRUDENTIAL in top_tiles or tile == T.T_PRUDENTIAL
        for x, y in frontier(d, big):
            for r in rots:
                acts.append(CapitalAction((A_BUILD, tile, x, y, r)))
    for pos in sorted(d):
        if rebuild_cost(tile, d[pos][-1]) <= coins:
            x, y = pos
            for r in rots:
                acts.append(CapitalAction((A_BUILD, tile, x, y, r)))
    return acts


def discard(s: CapitalState, seat: int) -> None:
    """R4.5: the pick goes back to the box for 3 coins (5 with Sigismund's Column)."""
    gain = 5 if T.T_SIGISMUND in tops(s.dist[seat]) else 3
    s.coins[seat] += gain
    s.picks[seat] = -1
    s.turn += 1


def build(s: CapitalState, seat: int, tile: int, pos: Pos, rotation: int) -> None:
    """R5: pay for and place the pick; a rebuild may call for a shrink (R5.7)."""
    s.picks[seat] = -1
    d = s.dist[seat]
    if pos in d:
        s.coins[seat] -= rebuild_cost(tile, d[pos][-1])
    else:
        s.coins[seat] -= empty_cost(tile, tops(d))
    if place(s, seat, pos, tile * 4 + rotation):
        enter_shrink(s, pos, RESOLVE)
    else:
        s.turn += 1


def place(s: CapitalState, seat: int, pos: Pos, code: int) -> bool:
    """Put a tile or milestone at ``pos``; True when R5.7 now asks for a shrink."""
    d = s.dist[seat]
    old = d.get(pos)
    if old is None:
        d[pos] = (code,)
        return False
    top_tiles = tops(d)
    d[pos] = old + (code,)
    if T.T_JABLONOWSKI in top_tiles:  # R5.6, active before this rebuild
        s.vp[seat] += 2
        s.rec[seat][(s.era - 1) * REC_SIZE + R_REBUILD] += 2
    return old[-1] >> 2 == T.T_PRUDENTIAL and not fits(d, False)


def enter_shrink(s: CapitalState, anchor: Pos | None, ret: int) -> None:
    """R5.7: the seat at ``turn`` must shrink; then the game goes on at phase ``ret``."""
    s.phase = SHRINK
    s.shrink_anchor = anchor
    s.shrink_ret = ret


def shrink_actions(s: CapitalState, seat: int) -> list[CapitalAction]:
    """R5.7: one action per distinct set of stacks to drop."""
    return [
        CapitalAction((A_SHRINK, drop)) for drop in shrink_options(s.dist[seat], s.shrink_anchor)
    ]


def shrink(s: CapitalState, seat: int, drop: tuple[Pos, ...]) -> None:
    """R5.7: drop the stacks, then return to the phase that asked for the shrink."""
    d = s.dist[seat]
    for pos in drop:
        del d[pos]
    ret = s.shrink_ret
    if ret == RESOLVE:
        s.phase = RESOLVE
        s.turn += 1
    elif ret == WAR:
        s.phase = WAR
        s.turn += 1
        s.war_owed = -1
    else:
        start_income(s)
