"""What a seat gains (§5, §6.5) and the spaces next to a building."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.ginkgopolis.data import BLUE, RED, YELLOW
from game.rules.ginkgopolis.steps import Bonus, Gain

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState

Pos = tuple[int, int]


def adjacent(pos: Pos) -> tuple[Pos, ...]:
    """The 4 orthogonal neighbours of a space."""
    x, y = pos
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def empties(s: GinkgoState, pos: Pos) -> list[Pos]:
    """The spaces next to ``pos`` with neither a building nor a token."""
    city, token_at = s.city, s.token_at
    return [p for p in adjacent(pos) if p not in city and p not in token_at]


def gain_resources(s: GinkgoState, seat: int, count: int) -> int:
    """Up to ``count`` resources from the seat's colour in the supply; how many came."""
    got = min(count, s.pool[seat])
    s.pool[seat] -= got
    s.res[seat] += got
    return got


def gain_tiles(s: GinkgoState, seat: int, count: int) -> int:
    """Up to ``count`` tiles from the top of the supply; how many came."""
    supply = s.supply_tiles
    mine = s.tiles[seat]
    got = min(count, len(supply))
    for _ in range(got):
        mine.append(supply.pop())
    return got


def gain(s: GinkgoState, seat: int, colour: int, count: int) -> int:
    """§5: ``count`` items of ``colour`` (red resources, yellow SP, blue tiles); how many
    came (fewer than asked when the supply runs out)."""
    if colour == RED:
        return gain_resources(s, seat, count)
    if colour == YELLOW:
        s.sp[seat] += count
        return count
    return gain_tiles(s, seat, count)


def bonus(s: GinkgoState, seat: int, icon: int) -> None:
    """§6.5: every card in the area with ``icon`` gives its bonus once."""
    content = s.content
    gains = [0, 0, 0]
    for ch in s.chars[seat]:
        if content.char_icon[ch] == icon:
            gains[content.char_colour[ch]] += 1
    card_icon = content.card_icon
    for card in s.cards[seat]:
        if card_icon[card] == icon:
            gains[card // 20] += 1
            gains[YELLOW] += content.number_bonus_sp[card % 20 + 1]
    if s.steps is None:
        if gains[RED]:
            gain_resources(s, seat, gains[RED])
        if gains[BLUE]:
            gain_tiles(s, seat, gains[BLUE])
        s.sp[seat] += gains[YELLOW]
        return
    chars = [ch for ch in s.chars[seat] if content.char_icon[ch] == icon]
    cards = [c for c in s.cards[seat] if card_icon[c] == icon]
    if chars or cards:
        got = [Gain(colour, gains[colour], gain(s, seat, colour, gains[colour]))
               for colour in (RED, BLUE, YELLOW) if gains[colour]]
        s.steps.append(Bonus(icon, chars, cards, got))
