"""Building controlled Ginkgopolis positions for tests (through the real state fields)."""

from __future__ import annotations

from game.rules.ginkgopolis import RULES
from game.rules.ginkgopolis.data import parse_card, parse_tile
from game.rules.ginkgopolis.phases import CHOOSE
from game.rules.ginkgopolis.start import START_SPACES
from game.rules.ginkgopolis.state import GinkgoState

#: a fixed starting city: numbers 1-3 in the order of START_SPACES
START = ("R1", "Y1", "B1", "Y2", "B2", "R2", "R3", "Y3", "B3")


def card(text: str) -> int:
    value = parse_card(text)
    assert value is not None, text
    return value


def tile(text: str) -> int:
    value = parse_tile(text)
    assert value is not None, text
    return value


def cards(*texts: str) -> list[int]:
    return [card(t) for t in texts]


def table(players: int = 2, seed: int = 0) -> GinkgoState:
    """A beginner game at the start of a Choose phase, seat 0 first, with empty areas,
    empty screens, 0 SP and the starting city laid out as START."""
    s = RULES.new_game(players, seed, {"characters": "beginner"})
    n = s.n
    for seat in range(n):
        s.supply_tiles.extend(s.tiles[seat])
        s.tiles[seat] = []
        s.pool[seat] += s.res[seat]
        s.res[seat] = 0
        s.sp[seat] = 0
        s.chars[seat] = []
        s.cards[seat] = []
    set_city(s, [(x, y, t, 1, -1) for (x, y), t in zip(START_SPACES, START, strict=True)])
    s.first = 0
    s.phase = CHOOSE
    s.idx = 0
    s.cur = 0
    s._legal = None
    return s


def set_city(s: GinkgoState, buildings: list[tuple[int, int, str, int, int]]) -> None:
    """Replace the city: (x, y, top id, height, owner or -1). Tiles leave the supply;
    building cards whose tile is no longer a top tile leave the piles and hands."""
    s.city = {}
    s.where = {}
    for x, y, top, height, owner in buildings:
        t = tile(top) if isinstance(top, str) else top
        s.city[(x, y)] = (t, height, owner)
        s.where[t] = (x, y)
        _take_tile(s, t)
        if owner >= 0:
            s.pool[owner] -= height
    s.marked = []
    for pile in [s.draw, s.discard, *s.hand]:
        pile[:] = [c for c in pile if c >= 60 or c in s.where]
    s._legal = None


def _take_tile(s: GinkgoState, t: int) -> None:
    for pile in [s.supply_tiles, s.removed_tiles, *s.tiles]:
        if t in pile:
            pile.remove(t)


def give_hand(s: GinkgoState, seat: int, *texts: str) -> None:
    """Set a hand; the cards leave the draw and discard piles and other hands."""
    wanted = cards(*texts)
    old = s.hand[seat]
    s.hand[seat] = []
    for c in wanted:
        for pile in [s.draw, s.discard, *s.hand]:
            if c in pile:
                pile.remove(c)
    s.draw.extend(c for c in old if c not in wanted)
    s.hand[seat] = wanted
    s._legal = None


def give_tiles(s: GinkgoState, seat: int, *texts: str) -> None:
    """Put tiles behind a screen, taken from the supply (or wherever they are)."""
    for t in texts:
        value = tile(t)
        _take_tile(s, value)
        s.tiles[seat].append(value)
    s._legal = None


def set_res(s: GinkgoState, seat: int, res: int) -> None:
    """Resources behind a screen (the rest of the colour in the general supply)."""
    total = s.pool[seat] + s.res[seat]
    s.res[seat] = res
    s.pool[seat] = total - res
    s._legal = None


def legal(s: GinkgoState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def play(s: GinkgoState, *texts: str) -> None:
    """Apply action texts in order."""
    for text in texts:
        s.apply(RULES.parse_action(s, text))
