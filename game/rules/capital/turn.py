"""Turn flow: the phase machine between decisions, the actions of a decision, and dispatch.

After every action the state runs its automatic steps and forced decisions until a
real decision (R12.3); the actions of that decision are cached on the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.capital.actions import (
    A_BUILD,
    A_DISCARD,
    A_ECON,
    A_MILESTONE,
    A_PICK,
    A_SHRINK,
    A_WAR,
    CapitalAction,
)
from game.rules.capital.build import build, build_options, discard, shrink, shrink_actions
from game.rules.capital.draft import packet_at, pick
from game.rules.capital.income import economics, exchange, income_actions, income_step
from game.rules.capital.milestone import milestone_actions, place_milestone, start_milestone
from game.rules.capital.phases import (
    END,
    HAND,
    INCOME,
    MILESTONE_PHASE,
    PICK,
    RESOLVE,
    SHRINK,
    WAR,
)
from game.rules.capital.war import remove, war_options, war_step

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState


def advance(s: CapitalState) -> None:
    """Run automatic steps and forced decisions until a real decision (R12.3)."""
    while True:
        acts = settle(s)
        if acts is None:
            acts = actions_now(s)
        if len(acts) == 1 and s.phase != END:
            perform(s, acts[0])
            continue
        s._cache = acts
        return


def settle(s: CapitalState) -> list[CapitalAction] | None:
    """Move through automatic transitions until the state is at a decision.

    Returns the decision's actions when it had to compute them anyway (wars).
    """
    n = s.n
    while True:
        phase = s.phase
        if phase == PICK:
            if s.turn < n:
                return None
            s.phase = RESOLVE  # R4.4: reveal
            s.turn = 0
        elif phase == RESOLVE:
            if s.turn < n:
                return None
            _end_round(s)
        elif phase == WAR:
            acts = war_step(s)
            if acts is not None:
                return acts
        elif phase == INCOME:
            if income_step(s):
                return None
        else:  # SHRINK, MILESTONE_PHASE, END
            return None


def _end_round(s: CapitalState) -> None:
    """R4.6: pass the packets (the holder follows from era and round); after the last
    round, the war (eras III and IV) or the milestone."""
    s.rnd += 1
    s.picks = [-1] * s.n
    s.turn = 0
    if s.rnd < HAND:
        s.phase = PICK
    elif s.era in (3, 4):
        s.phase = WAR
        s.war_owed = -1
    else:
        start_milestone(s)


def actions_now(s: CapitalState) -> list[CapitalAction]:
    """The actions of the current decision (pure)."""
    phase = s.phase
    seat = s.turn
    if phase == PICK:
        return [CapitalAction((A_PICK, t)) for t in s.packets[packet_at(s, seat, s.rnd)]]
    if phase == RESOLVE:
        return build_options(s, seat, s.picks[seat])
    if phase == WAR:
        return [CapitalAction((A_WAR, x, y)) for x, y in war_options(s)]
    if phase == MILESTONE_PHASE:
        return milestone_actions(s, seat)
    if phase == SHRINK:
        return shrink_actions(s, seat)
    if phase == INCOME:
        return income_actions(s, seat)
    return []


def perform(s: CapitalState, a: CapitalAction) -> None:
    """Play one legal action of the seat at ``turn`` and record it in the history."""
    seat = s.turn
    s.history.append((seat, str(a)))
    kind = a[0]
    if kind == A_PICK:
        pick(s, seat, a[1])
    elif kind == A_DISCARD:
        discard(s, seat)
    elif kind == A_BUILD:
        build(s, seat, a[1], (a[2], a[3]), a[4])
    elif kind == A_SHRINK:
        shrink(s, seat, a[1])
    elif kind == A_WAR:
        remove(s, seat, (a[1], a[2]))
    elif kind == A_MILESTONE:
        place_milestone(s, seat, (a[1], a[2]))
    elif kind == A_ECON:
        economics(s, seat, a[1], a[2])
    else:  # A_EXCHANGE
        exchange(s, seat, a[2])
