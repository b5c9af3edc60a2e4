"""Hal, the solo opponent (§11): his turn in the resolution."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.ginkgopolis.construct import construct
from game.rules.ginkgopolis.data import LETTER_BASE
from game.rules.ginkgopolis.phases import HAL
from game.rules.ginkgopolis.urbanize import urbanize

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def hal_turn(s: GinkgoState) -> None:
    """§11 round step 3: Hal always builds with the top tile of the supply."""
    card = s.choice[HAL][0]
    s.choice[HAL] = []  # revealed
    if s.supply_tiles:
        if card >= LETTER_BASE:
            ok = s.pool[HAL] >= 1
        else:
            _, height, owner = s.city[s.where[card]]
            ok = s.pool[HAL] + (height if owner == HAL else 0) >= height + 1
        if ok:
            tile = s.supply_tiles.pop()
            if card >= LETTER_BASE:
                urbanize(s, HAL, card, tile)
            else:
                construct(s, HAL, card, tile)
            return
        s.hal_failed = True
    s.discard.append(card)
