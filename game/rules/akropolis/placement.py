"""Placement legality (§5) on triangles, from scratch and incrementally.

Legality does not depend on the tile's kinds, so a city's legal placements are a
set of triangle ids (geometry.py); each legal triangle takes any tile in its three
placements. A triangle is legal when its three spaces are

- all empty, and one of the 9 spaces around it is built (R5.1, ground); or
- all built, at the same height, with top hexes from at least 2 tiles (R5.2, upper).

``hgt`` maps space key -> column height and ``toptile`` key -> tile id of the top
hex (0 = starting tile); empty spaces are absent.
"""

from __future__ import annotations

from game.rules.akropolis.geometry import CONTAINING, DIRS, NEAR_SPACES, OWN_SPACES, TRI_RING

_D0, _D1, _D5 = DIRS[0], DIRS[1], DIRS[5]
_RING0, _RING1 = TRI_RING


def tri_legal(t: int, hgt: dict[int, int], toptile: dict[int, int]) -> bool:
    """Is triangle ``t`` a legal placement in this city (R5.1/R5.2)?"""
    a = t >> 1
    b = a + _D0
    c = a + (_D5 if t & 1 else _D1)
    ha = hgt.get(a, 0)
    hb = hgt.get(b, 0)
    hc = hgt.get(c, 0)
    if ha == 0:
        if hb or hc:
            return False  # mixed empty and built
        ring = _RING1 if t & 1 else _RING0
        return any(a + x in hgt for x in ring)
    if ha != hb or ha != hc:
        return False  # mixed, or a step / overhang
    ta = toptile[a]
    return ta != toptile[b] or ta != toptile[c]


def upper_legal(t: int, hgt: dict[int, int], toptile: dict[int, int]) -> bool:
    """R5.2 only: all built, same height, at least 2 tiles."""
    a = t >> 1
    b = a + _D0
    c = a + (_D5 if t & 1 else _D1)
    ha = hgt.get(a, 0)
    if not ha or hgt.get(b, 0) != ha or hgt.get(c, 0) != ha:
        return False
    ta = toptile[a]
    return ta != toptile[b] or ta != toptile[c]


def legal_triangles(hgt: dict[int, int], toptile: dict[int, int]) -> set[int]:
    """Every legal triangle of a city, computed from scratch."""
    candidates: set[int] = set()
    for k in hgt:
        for x in (k, k + DIRS[0], k + DIRS[1], k + DIRS[2], k + DIRS[3], k + DIRS[4], k + DIRS[5]):
            base = 2 * x
            for off in CONTAINING:
                candidates.add(base + off)
    return {t for t in candidates if tri_legal(t, hgt, toptile)}


def update_after_placement(
    legal: set[int], placed: int, hgt: dict[int, int], toptile: dict[int, int]
) -> None:
    """Bring ``legal`` up to date after a tile landed on triangle ``placed``.

    ``hgt``/``toptile`` must already include the new tile. Only triangles near the
    new tile can change: those sharing a space with it are rechecked under R5.2
    (they hold a built space, so they can no longer be ground placements); those
    next to it become ground placements when all their spaces are empty.
    """
    s = placed >> 1
    get = hgt.get
    add = legal.add
    discard = legal.discard
    for off, da, db, dc in OWN_SPACES[placed & 1]:
        a = s + da
        h = get(a, 0)
        if h:
            b = s + db
            c = s + dc
            if get(b, 0) == h and get(c, 0) == h:
                ta = toptile[a]
                if ta != toptile[b] or ta != toptile[c]:
                    add(placed + off)
                    continue
        discard(placed + off)
    for off, da, db, dc in NEAR_SPACES[placed & 1]:
        if s + da in hgt or s + db in hgt or s + dc in hgt:
            continue
        add(placed + off)
