"""Constructing (§6.4): a tile built as a new floor on the building of its card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.ginkgopolis.data import CONSTRUCT
from game.rules.ginkgopolis.gains import bonus
from game.rules.ginkgopolis.phases import HAL
from game.rules.ginkgopolis.steps import Built

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def cost(card: int, tile: int, height: int) -> tuple[int, bool, int]:
    """§6.4's price of building ``tile`` on the ``height``-floor building of ``card``:
    (resources for the floors, whether the colour changes (one resource more, returned
    to the supply), the points a lower number costs)."""
    return height + 1, tile // 20 != card // 20, max(0, card % 20 - tile % 20)


def construct(s: GinkgoState, seat: int, card: int, tile: int) -> None:
    """§6.4 (Hal: §11)."""
    hal = s.solo and seat == HAL
    pos = s.where.pop(card)
    _, height, owner = s.city[pos]
    if owner >= 0:
        if s.solo and owner == HAL:
            s.pool[HAL] += height
        else:
            s.res[owner] += height
        if owner != seat:  # §6.4 step 1; in solo also Hal when you build on him
            s.sp[owner] += height
    s.city[pos] = (tile, height + 1, seat)
    s.where[tile] = pos
    floors, change, drop = cost(card, tile, height)
    if hal:
        s.sp[HAL] = max(0, s.sp[HAL] - drop)
        s.pool[HAL] -= floors
    else:
        if change:
            s.res[seat] -= 1
            s.pool[seat] += 1
        s.sp[seat] -= drop
        s.res[seat] -= floors
    if s.steps is not None:
        s.steps.append(Built(pos, height, owner, change, drop))
    s.marked.append(pos)
    if not hal:
        bonus(s, seat, CONSTRUCT)
    s.cards[seat].append(card)
