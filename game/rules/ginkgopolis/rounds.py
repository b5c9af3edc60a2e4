"""The round (§4, §11): choosing in turn order, resolving, the tile return, the end.

Each step runs into the next until a seat has to decide: the choosers in turn order,
then the resolution of every choice, then the end of the round (the tile return step
of §4.3 when the supply ran out) and the next round or the end of the game (§9.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.ginkgopolis.cards import draw_card, draw_into, forget
from game.rules.ginkgopolis.construct import construct
from game.rules.ginkgopolis.data import LETTER_BASE
from game.rules.ginkgopolis.exploit import exploit
from game.rules.ginkgopolis.phases import CHOOSE, HAL, OVER, RESOLVE, RETURN
from game.rules.ginkgopolis.solo import hal_turn
from game.rules.ginkgopolis.urbanize import urbanize

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def next_chooser(s: GinkgoState) -> None:
    """The next seat in turn order with cards to choose from, else resolve."""
    order = s.order()
    while s.idx < s.n:
        seat = order[s.idx]
        if s.hand[seat]:
            s.cur = seat
            return
        s.idx += 1
    s.phase = RESOLVE
    s.idx = 0
    run_resolve(s)


def run_resolve(s: GinkgoState) -> None:
    """Resolve the choices in turn order until a decision is needed (§4.2)."""
    order = [0, HAL] if s.solo else s.order()
    while s.idx < len(order):
        seat = order[s.idx]
        if s.choice[seat]:
            if s.solo and seat == HAL:
                hal_turn(s)
            else:
                resolve(s, seat)
            if s.pending:
                s.cur = 0 if s.solo else s.pending[1]
                return
        s.idx += 1
    if s.solo:
        end_solo_round(s)
    else:
        end_round(s)


def resolve(s: GinkgoState, seat: int) -> None:
    """Reveal the seat's choice and carry it out: exploit, urbanize or construct (§6)."""
    card, tile = s.choice[seat]
    s.choice[seat] = []  # revealed; a pending decision keeps the card in ``pending``
    forget(s, card)
    if tile < 0:
        exploit(s, seat, card)
    elif card >= LETTER_BASE:
        urbanize(s, seat, card, tile)
    else:
        construct(s, seat, card, tile)


def end_round(s: GinkgoState) -> None:
    """§4.3: the tile return step once the supply is empty, then the next round."""
    if not s.supply_tiles and not s.return_done:
        s.phase = RETURN
        s.idx = 0
        s.cur = s.first
        return
    after_return(s)


def return_next(s: GinkgoState) -> None:
    """A seat is done returning tiles; after the last, the returned tiles are the supply."""
    s.idx += 1
    if s.idx < s.n:
        s.cur = s.order()[s.idx]
        return
    back = []
    for seat in s.order():
        s.sp[seat] += len(s.returning[seat])
        back.extend(s.returning[seat])
        s.returning[seat] = []
    back.sort()
    s.rng.shuffle(back)
    s.supply_tiles = back
    s.return_done = True
    after_return(s)


def game_ends(s: GinkgoState) -> bool:
    """§9.2 (§11 in solo), checked at the end of a round."""
    if s.solo:
        return not s.supply_tiles or s.pool[0] + s.res[0] == 0 or s.pool[HAL] == 0 or s.hal_failed
    if not s.supply_tiles and s.return_done:
        return True
    return any(s.pool[seat] + s.res[seat] == 0 for seat in range(s.n))


def finish(s: GinkgoState) -> None:
    """The game is over: nobody decides any more."""
    s.phase = OVER
    s.cur = -1


def after_return(s: GinkgoState) -> None:
    """§4.4: hands pass on, the first-player card moves, everyone draws; a new round."""
    if game_ends(s):
        finish(s)
        return
    n = s.n
    old = s.hand
    s.hand = [old[(seat - 1) % n] for seat in range(n)]
    known = s.known
    new: list[list[list[int]]] = [[[] for _ in range(n)] for _ in range(n)]
    for o in range(n):
        for seat in range(n):
            target = (seat + 1) % n
            if target == o:
                continue
            new[o][target] = list(old[o]) if seat == o else known[o][seat]
    s.known = new
    s.first = (s.first + 1) % n
    for seat in s.order():
        draw_into(s, seat)
    if not any(s.hand):
        finish(s)  # no card left anywhere: only an engine guard, see §7.2
        return
    s.phase = CHOOSE
    s.idx = 0
    next_chooser(s)


def start_solo_round(s: GinkgoState) -> None:
    """§11 round step 1: you draw 3 cards, then Hal is dealt one face down."""
    for _ in range(3):
        draw_into(s, 0)
    card = draw_card(s)
    s.choice[HAL] = [card, -1] if card >= 0 else []
    s.phase = CHOOSE
    s.idx = 0
    if not s.hand[0] and not s.choice[HAL]:
        finish(s)  # no card left anywhere: only an engine guard, see §7.2
    elif s.hand[0]:
        s.cur = 0
    else:
        s.phase = RESOLVE
        run_resolve(s)


def end_solo_round(s: GinkgoState) -> None:
    """§11: the game ends or the next solo round starts."""
    if game_ends(s):
        finish(s)
        return
    start_solo_round(s)
