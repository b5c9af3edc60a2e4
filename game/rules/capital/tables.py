"""Flat, int-indexed tables built once from the loaded tile set (content.py).

Tile indices: 0 is the start tile, 1–96 the era tiles (quartered then public, in
file order) and 97–106 the milestone faces in §10 order. A placed tile is stored
as ``code = tile * 4 + rotation``. Everything a hot path needs is a tuple lookup.
"""

from __future__ import annotations

from game.rules.capital.content import (
    IND,
    MILESTONE_IDS,
    PUBLIC,
    PUBLIC_INDEX,
    QUARTERED,
)
from game.rules.capital.tile_file import load_tile_set

TILESET = load_tile_set()

_ALL = (TILESET.start, *TILESET.tiles, *TILESET.milestones)

TILE_ID: tuple[str, ...] = tuple(t.id for t in _ALL)
TILE_INDEX: dict[str, int] = {tid: i for i, tid in enumerate(TILE_ID)}
COST: tuple[int, ...] = tuple(t.cost for t in _ALL)
KIND: tuple[int, ...] = tuple(t.kind for t in _ALL)
ERA: tuple[int, ...] = tuple(t.era for t in _ALL)
EFFECT: tuple[int, ...] = tuple(t.effect for t in _ALL)
TRANSPORT: tuple[bool, ...] = tuple(t.transport for t in _ALL)
#: R1.10: a quartered tile with at least one industry quarter.
INDUSTRY: tuple[bool, ...] = tuple(
    t.kind == QUARTERED and any(q >> 2 == IND for q in t.quarters) for t in _ALL
)


def rotate(quarters: tuple[int, ...], r: int) -> tuple[int, ...]:
    """R1.8: rotation r moves list index i to index (i + r) mod 4."""
    return tuple(quarters[(j - r) % 4] for j in range(4))


def _faces():
    faces = []
    for t in _ALL:
        for r in range(4):
            quarters = rotate(t.quarters, r) if t.kind == QUARTERED else ()
            faces.append((t.kind, quarters, t.transport, t.effect))
    return tuple(faces)


#: FACE[code]: the scoring view of a placed tile (see scoring.py).
FACE = _faces()


def _rotations() -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = []
    for t in _ALL:
        if t.kind != QUARTERED:
            out.append((0,))
            continue
        seen: dict[tuple, int] = {}
        for r in range(4):
            seen.setdefault(rotate(t.quarters, r), r)
        out.append(tuple(sorted(seen.values())))
    return tuple(out)


#: R12.2: the distinct rotations of each tile, each under its lowest r.
ROTATIONS: tuple[tuple[int, ...], ...] = _rotations()

ERA_TILES: tuple[tuple[int, ...], ...] = ((),) + tuple(
    tuple(i for i, t in enumerate(_ALL) if t.kind != 2 and t.era == era and i)
    for era in range(1, 7)
)
MILESTONE_TILE: tuple[int, ...] = tuple(TILE_INDEX[mid] for mid in MILESTONE_IDS)
PUBLIC_TILE: dict[str, int] = {pid: TILE_INDEX[pid] for pid in PUBLIC_INDEX}

T_START = 0
T_SIGISMUND = PUBLIC_TILE["sigismunds_column"]
T_ARSENAL = PUBLIC_TILE["arsenal"]
T_JABLONOWSKI = PUBLIC_TILE["jablonowski_palace"]
T_PRUDENTIAL = PUBLIC_TILE["prudential"]
T_STORE = PUBLIC_TILE["central_department_store"]
T_TECH = PUBLIC_TILE["university_of_technology"]
T_SCHOOL = PUBLIC_TILE["school_of_economics"]

#: R6.4 step 8b–8d: tile -> (coins paid, VP gained) for buy, (VP paid, coins gained) for sell.
EXCHANGES: tuple[tuple[int, int, int, int, int], ...] = (
    (PUBLIC_TILE["warsaw_vienna_railway"], 4, 2, 2, 6),
    (PUBLIC_TILE["okecie_airport"], 6, 3, 3, 9),
    (PUBLIC_TILE["main_railway_station"], 8, 4, 4, 12),
)
assert all(KIND[t] == PUBLIC for t, *_ in EXCHANGES)
