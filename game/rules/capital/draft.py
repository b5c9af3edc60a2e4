"""The draft (R4): dealing an era's packets, picking, and which seat holds which packet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.capital import tables as T
from game.rules.capital.phases import HAND, PICK

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState


def start_era(s: CapitalState) -> None:
    """R2.2, R2.3, R4.1: shuffle the era's stack (lazily, now) and deal the packets."""
    tiles = list(T.ERA_TILES[s.era])
    s.rng.shuffle(tiles)
    n = s.n
    s.packets = [sorted(tiles[HAND * p : HAND * p + HAND]) for p in range(n)]
    s.undealt = tuple(sorted(tiles[HAND * n :]))
    s.picks = [-1] * n
    s.rnd = 0
    s.phase = PICK
    s.turn = 0


def packet_at(s: CapitalState, seat: int, rnd: int) -> int:
    """The packet ``seat`` holds in round ``rnd`` of the current era (R4.6)."""
    if s.era % 2:
        return (seat - rnd) % s.n
    return (seat + rnd) % s.n


def held_packets(s: CapitalState, seat: int) -> list[int]:
    """R12.5: the packets ``seat`` has held this era (it knows their contents)."""
    if s.rnd >= HAND:
        return list(range(s.n))
    return sorted({packet_at(s, seat, j) for j in range(s.rnd + 1)})


def holder(s: CapitalState, packet: int) -> int:
    """The seat holding ``packet`` in the current round."""
    if s.era % 2:
        return (packet + s.rnd) % s.n
    return (packet - s.rnd) % s.n


def pick(s: CapitalState, seat: int, tile: int) -> None:
    """R4.3: ``seat`` takes ``tile`` face down from the packet it holds."""
    s.packets[packet_at(s, seat, s.rnd)].remove(tile)
    s.picks[seat] = tile
    s.turn += 1
