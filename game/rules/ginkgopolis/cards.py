"""The card piles (§7): drawing, refilling the draw pile, and what seats know of hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def draw_card(s: GinkgoState) -> int:
    """§7.2: the top card of the draw pile, refilling first if needed; -1 if none."""
    if not s.draw:
        refill(s)
        if not s.draw:
            return -1
    return s.draw.pop()


def draw_into(s: GinkgoState, seat: int) -> None:
    """One card into the seat's hand (none when no card is left anywhere)."""
    card = draw_card(s)
    if card >= 0:
        s.hand[seat].append(card)


def refill(s: GinkgoState) -> None:
    """§7.2: the marked buildings' cards join the discard pile, which becomes the draw pile
    (in a 2-3 player game 7 cards stay out as the new discard pile)."""
    city = s.city
    for pos in s.marked:
        s.discard.append(city[pos][0])
    s.marked = []
    pile = s.discard
    s.discard = []
    s.rng.shuffle(pile)
    if not s.solo and s.n <= 3 and len(pile) > 7:
        s.discard = pile[-7:]
        del pile[-7:]
    s.draw = pile


def forget(s: GinkgoState, card: int) -> None:
    """A revealed card leaves every knowledge set (§12.3)."""
    for row in s.known:
        for known in row:
            if card in known:
                known.remove(card)
