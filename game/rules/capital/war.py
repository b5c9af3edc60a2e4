"""Wars at the end of eras III and IV (R6.2): each seat in turn removes its stacks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.capital import tables as T
from game.rules.capital.actions import A_WAR, CapitalAction
from game.rules.capital.build import enter_shrink
from game.rules.capital.district import (
    Pos,
    fits,
    legal_removals,
    removal_pairs_first,
    tops,
)
from game.rules.capital.geometry import neighbours
from game.rules.capital.milestone import start_milestone
from game.rules.capital.phases import WAR

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState


def war_step(s: CapitalState) -> list[CapitalAction] | None:
    """One automatic step of the war phase; the removals when the seat at ``turn`` decides.

    ``war_owed`` is the seat's remaining removals (-1: not started), ``war_prev`` the
    position of its first removal of a pair, ``war_prud`` whether its Prudential was
    active when its war began (R5.7).
    """
    if s.turn >= s.n:
        start_milestone(s)
        return None
    d = s.dist[s.turn]
    if s.war_owed < 0:
        top_tiles = tops(d)
        owed = (1 if s.era == 3 else 2) - (T.T_ARSENAL in top_tiles)
        s.war_owed = owed
        s.war_prev = None
        s.war_prud = T.T_PRUDENTIAL in top_tiles
    if s.war_owed > 0:
        options = war_options(s)
        if not options and s.war_owed == 2 and s.war_prev is None:
            s.war_owed = 1  # R6.2: no pair exists, one-stack rule
            options = war_options(s)
        if options:
            return [CapitalAction((A_WAR, x, y)) for x, y in options]
    end_war_seat(s)
    return None


def war_options(s: CapitalState) -> list[Pos]:
    """The positions the seat at ``turn`` may remove next (R6.2)."""
    d = s.dist[s.turn]
    if s.war_owed == 2 and s.war_prev is None:
        return removal_pairs_first(d)
    options = legal_removals(d)
    if s.war_prev is not None:
        near = set(neighbours(s.war_prev))
        options = [p for p in options if p not in near]
    return options


def remove(s: CapitalState, seat: int, pos: Pos) -> None:
    """R6.2: remove the stack at ``pos``."""
    del s.dist[seat][pos]
    s.war_owed -= 1
    s.war_prev = pos
    if s.war_owed == 0:
        end_war_seat(s)


def end_war_seat(s: CapitalState) -> None:
    """The seat's war is over: a lost Prudential may call for a shrink (R5.7)."""
    seat = s.turn
    d = s.dist[seat]
    s.war_owed = -1
    s.war_prev = None
    if s.war_prud and T.T_PRUDENTIAL not in tops(d) and not fits(d, False):
        s.war_prud = False
        enter_shrink(s, None, WAR)
        return
    s.war_prud = False
    s.turn += 1
