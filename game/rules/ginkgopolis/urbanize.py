"""Urbanizing (§6.2): a tile built on a letter token's space at the edge of the city."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.ginkgopolis.data import LETTER_BASE, URBANIZE
from game.rules.ginkgopolis.gains import Pos, adjacent, bonus, empties, gain
from game.rules.ginkgopolis.phases import HAL, P_TOKEN
from game.rules.ginkgopolis.steps import Gain, Produced

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def urbanize(s: GinkgoState, seat: int, card: int, tile: int) -> None:
    """§6.2 steps 1-3 (Hal: §11); the rest follows in :func:`finish_urbanize`."""
    letter = card - LETTER_BASE
    pos = s.tokens[letter]
    del s.token_at[pos]
    s.city[pos] = (tile, 1, seat)
    s.where[tile] = pos
    if s.solo and seat == HAL:
        s.pool[HAL] -= 1
    else:
        s.res[seat] -= 1
    s.marked.append(pos)
    spaces = empties(s, pos)
    if len(spaces) >= 2:
        s.pending = [P_TOKEN, seat, card, pos[0], pos[1]]
        return
    if spaces:
        s.tokens[letter] = spaces[0]
        s.token_at[spaces[0]] = letter
        finish_urbanize(s, seat, card, pos, False)
    else:
        del s.tokens[letter]
        finish_urbanize(s, seat, card, pos, True)


def move_token(s: GinkgoState, target: Pos) -> None:
    """The pending token move of an urbanization: the token goes to ``target``."""
    _, seat, card, x, y = s.pending
    s.pending = []
    letter = card - LETTER_BASE
    s.tokens[letter] = target
    s.token_at[target] = letter
    finish_urbanize(s, seat, card, (x, y), False)


def finish_urbanize(s: GinkgoState, seat: int, card: int, pos: Pos, left: bool) -> None:
    """§6.2 steps 4-6: neighbours produce (Hal: SP per floor), bonuses, the card."""
    city = s.city
    if s.solo and seat == HAL:
        s.sp[HAL] += sum(city[p][1] for p in adjacent(pos) if p in city)
    else:
        for p in adjacent(pos):
            building = city.get(p)
            if building is not None:
                got = gain(s, seat, building[0] // 20, building[1])
                if s.steps is not None:
                    s.steps.append(Produced(p, Gain(building[0] // 20, building[1], got)))
        bonus(s, seat, URBANIZE)
    if left:
        s.out_cards.append(card)
    else:
        s.discard.append(card)
