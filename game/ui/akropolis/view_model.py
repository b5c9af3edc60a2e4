"""What the Akropolis view reads from a state, in one place (the rest never pokes inside)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.akropolis import geometry
from game.rules.akropolis.tiles import KIND_NAMES, TILES

Space = tuple[int, int]
#: R2.2 directions (dq, dr), k = 0..5, counter-clockwise on screen (the rules' table)
DIRECTIONS: tuple[Space, ...] = geometry.DIRECTIONS
TYPES = ("house", "market", "barracks", "temple", "garden")


def placement_spaces(q: int, r: int, rot: int) -> tuple[Space, Space, Space]:
    """The spaces of hexes 1, 2 and 3 of a placement as ``(q, r)``: the rules' R2.7
    (``geometry.placement_spaces``) on packed keys, unpacked."""
    one, two, three = geometry.placement_spaces(geometry.key(q, r), rot % 6)
    return geometry.unkey(one), geometry.unkey(two), geometry.unkey(three)


def tile_kinds(tile_id: int) -> tuple[str, str, str]:
    """Kind names of a tile's hexes 1, 2, 3."""
    kinds = TILES.kinds[tile_id]
    return KIND_NAMES[kinds[0]], KIND_NAMES[kinds[1]], KIND_NAMES[kinds[2]]


@dataclass(frozen=True)
class Move:
    """One placed tile: who, which tile, where (spaces with their kinds) and at what level."""

    seat: int
    tile: int
    cost: int
    spaces: tuple[Space, Space, Space]
    kinds: tuple[str, str, str]
    level: int


def city(state: Any, seat: int) -> dict[Space, list[tuple[int, str]]]:
    """(q, r) -> column bottom to top as (tile id, kind)."""
    return state.columns(seat)


def site(state: Any) -> list[int]:
    """Tile ids of the construction site, position 0 first."""
    return list(state.site)


def stones(state: Any) -> list[int]:
    """Each seat's stones."""
    return list(state.stones)


def stacks_left(state: Any) -> int:
    """How many stacks are still face down."""
    return len(state.stacks)


def round_info(state: Any) -> tuple[int, int]:
    """(current round, rounds in this game)."""
    now = state.round_number()
    return now, now + len(state.stacks)


def describe(state: Any, seat: int, action: Any) -> Move:
    """What ``action`` (about to be played by ``seat`` in ``state``) places, and where."""
    i, q, r, rot = action
    tile = state.site[i]
    spaces = placement_spaces(q, r, rot)
    columns = state.columns(seat)
    level = len(columns.get(spaces[0], [])) + 1
    return Move(seat, tile, i, spaces, tile_kinds(tile), level)


def last_moves(state: Any) -> dict[int, tuple[Space, Space, Space]]:
    """Per seat, the spaces of the last tile it placed."""
    out: dict[int, tuple[Space, Space, Space]] = {}
    for seat, action in state.moves:
        _, q, r, rot = action
        out[seat] = placement_spaces(q, r, rot)
    return out


def last_seat(state: Any) -> int | None:
    """Seat of the most recent move."""
    return state.moves[-1][0] if state.moves else None


def points(breakdown: dict, category: str) -> int:
    """Points of a breakdown category (types are dicts with 'points')."""
    value = breakdown.get(category, 0)
    if isinstance(value, dict):
        return int(value.get("points", 0))
    return int(value)


Columns = dict[Space, list[tuple[int, str]]]


@dataclass(frozen=True)
class Table:
    """What the Akropolis view draws of a state, read once per change (not per frame)."""

    cities: list[Columns]
    scores: list[int]
    breakdowns: list[dict]
    stones: list[int]
    site: list[int]
    #: each seat's last placed spaces
    lasts: dict[int, tuple[Space, Space, Space]]
    last_seat: int | None
    #: (current round, rounds in this game)
    rounds: tuple[int, int]
    stacks: int
    current: int | None
    #: counts the changes (caches key on it)
    version: int
    #: which state object it was read from (an undo or a load swaps it)
    source: int

    def affordable(self, i: int) -> bool:
        """Can the seat to move pay for site position ``i``?"""
        return self.current is not None and i <= self.stones[self.current]


def read_table(state: Any, version: int) -> Table:
    """The :class:`Table` of ``state`` (``version``: the caller's change counter)."""
    n = state.num_players
    return Table(
        cities=[city(state, seat) for seat in range(n)], scores=state.scores(),
        breakdowns=[state.breakdown(seat) for seat in range(n)], stones=stones(state),
        site=site(state), lasts=last_moves(state), last_seat=last_seat(state),
        rounds=round_info(state), stacks=stacks_left(state), current=state.current_player,
        version=version, source=id(state))


@dataclass
class Candidate:
    """A legal placement of the held tile, with its centroid (unit size, origin at 0,0)."""

    action: Any
    spaces: tuple[Space, Space, Space]
    level: int
    x: float
    y: float
