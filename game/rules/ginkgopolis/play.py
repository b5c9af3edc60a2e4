"""Choosing what to play (§4.1): the legal plays, a new hand, the face-down choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.cards import draw_into
from game.rules.ginkgopolis.data import LETTER_BASE
from game.rules.ginkgopolis.phases import RESOLVE
from game.rules.ginkgopolis.rounds import next_chooser, run_resolve

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def play_choices(s: GinkgoState, seat: int, hand: list[int] | None = None) -> list[A.Act]:
    """Every legal ``play`` of ``seat`` (§4.1) with its hand (or ``hand``) and tiles."""
    res = s.res[seat]
    sp = s.sp[seat]
    tiles = sorted(s.tiles[seat])
    acts = []
    city, where = s.city, s.where
    for card in sorted(s.hand[seat] if hand is None else hand):
        row = A.PLAY_ACTS[card]
        acts.append(row[0])
        if card >= LETTER_BASE:
            if res >= 1:
                acts.extend(row[t + 1] for t in tiles)
            continue
        _, h, owner = city[where[card]]
        budget = res + (h if owner == seat else 0) - h - 1
        if budget < 0:
            continue
        colour = card // 20
        number = card % 20
        for t in tiles:
            if (t // 20 != colour and budget < 1) or number - t % 20 > sp:
                continue
            acts.append(row[t + 1])
    return acts


def new_hand(s: GinkgoState, seat: int) -> None:
    """§4.1 step 1."""
    s.newhand[seat] -= 1
    for row in s.known:
        row[seat] = []
    s.discard.extend(s.hand[seat])
    s.hand[seat] = []
    for _ in range(4):
        draw_into(s, seat)


def choose(s: GinkgoState, seat: int, card: int, tile: int) -> None:
    """§4.1 step 2: the card (and tile) go face down; the next seat chooses."""
    s.hand[seat].remove(card)
    if tile >= 0:
        s.tiles[seat].remove(tile)
    s.choice[seat] = [card, tile]
    if s.solo:
        s.discard.extend(s.hand[0])
        s.hand[0] = []
        s.phase = RESOLVE
        s.idx = 0
        run_resolve(s)
        return
    s.idx += 1
    next_chooser(s)
