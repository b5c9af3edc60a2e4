"""Turn flow: the legal actions of the seat to decide, and carrying out its action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.draft import pick
from game.rules.ginkgopolis.exploit import take
from game.rules.ginkgopolis.gains import empties
from game.rules.ginkgopolis.phases import CHOOSE, P_TAKE, RESOLVE, RETURN
from game.rules.ginkgopolis.play import choose, new_hand, play_choices
from game.rules.ginkgopolis.rounds import return_next, run_resolve
from game.rules.ginkgopolis.urbanize import move_token

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def compute_legal(s: GinkgoState) -> list[A.Act]:
    """The actions of the seat to decide (none once the game is over)."""
    seat = s.cur
    phase = s.phase
    if seat < 0:
        return []
    if phase == CHOOSE:
        acts = [A.NEWHAND_ACT] if s.newhand[seat] else []
        acts.extend(play_choices(s, seat))
        return acts
    if phase == RESOLVE:
        if s.pending[0] == P_TAKE:
            return list(A.TAKE_ACTS)
        return [A.token_act(x, y) for x, y in sorted(empties(s, s.pending_pos()))]
    if phase == RETURN:
        acts = [A.RETURN_ACTS[t] for t in sorted(s.tiles[seat])]
        acts.append(A.RETURN_DONE_ACT)
        return acts
    return [A.PICK_ACTS[c] for c in sorted(s.draft_hands[seat])]


def perform(s: GinkgoState, seat: int, kind: int, a: int, b: int) -> None:
    """Carry out a legal action ``(kind, a, b)`` of ``seat``, then run on to a decision."""
    if kind == A.PLAY:
        choose(s, seat, a, b)
    elif kind == A.NEWHAND:
        new_hand(s, seat)
    elif kind == A.TAKE:
        take(s, a)
        s.idx += 1
        run_resolve(s)
    elif kind == A.TOKEN:
        move_token(s, (a, b))
        s.idx += 1
        run_resolve(s)
    elif kind == A.RETURN:
        s.tiles[seat].remove(a)
        s.returning[seat].append(a)
    elif kind == A.RETURN_DONE:
        return_next(s)
    else:
        pick(s, seat, a)
