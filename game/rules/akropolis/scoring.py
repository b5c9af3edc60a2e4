"""Scoring of one city (§7-§9), shared by live scores, final scores and position files.

A city is given as two dicts on packed space keys (geometry.py): ``top`` (key ->
kind int of the top hex) and ``hgt`` (key -> column height = level of the top hex).
Empty spaces are simply absent.
"""

from __future__ import annotations

from game.rules.akropolis.geometry import DIRS, HALF, K, unkey
from game.rules.akropolis.geometry import key as pack
from game.rules.akropolis.tiles import (
    BARRACKS,
    GARDEN,
    HOUSE,
    MARKET,
    MARKET_PLAZA,
    PLAZA_STARS,
    QUARRY,
    TEMPLE,
    TYPE_NAMES,
)

VARIANT_NAMES = TYPE_NAMES  # R8.1: one switch per district type, same names
BARRACKS_EDGE_VALUES = ("any", "outside")
LAKE_VALUES = ("single-space", "enclosed-area")

D0, D1, D2, D3, D4, D5 = DIRS


def outside_spaces(hgt: dict[int, int]) -> set[int]:
    """Empty spaces inside the box of R7.2 that are outside (flood fill from its border).

    Spaces beyond the box are outside too, but no rule asks about them: every empty
    space next to a built one lies inside the box.
    """
    qs = []
    rs = []
    for k in hgt:
        q, r = unkey(k)
        qs.append(q)
        rs.append(r)
    qmin, qmax, rmin, rmax = min(qs) - 1, max(qs) + 1, min(rs) - 1, max(rs) + 1
    seen: set[int] = set()
    stack: list[int] = []
    for q in range(qmin, qmax + 1):
        for r in (rmin, rmax):
            k = pack(q, r)
            if k not in hgt and k not in seen:
                seen.add(k)
                stack.append(k)
    for r in range(rmin, rmax + 1):
        for q in (qmin, qmax):
            k = pack(q, r)
            if k not in hgt and k not in seen:
                seen.add(k)
                stack.append(k)
    while stack:
        k = stack.pop()
        for d in DIRS:
            n = k + d
            if n in seen or n in hgt:
                continue
            q, r = unkey(n)
            if qmin <= q <= qmax and rmin <= r <= rmax:
                seen.add(n)
                stack.append(n)
    return seen


def hole_spaces(hgt: dict[int, int]) -> set[int]:
    """Every hole (R7.2): empty spaces from which no chain of empty spaces leads away.

    Same answer as the complement of :func:`outside_spaces` among empty spaces, but it
    searches only from the city's empty neighbours and stops a search as soon as it
    leaves the built bounding box or meets a space already known to be outside.
    """
    qmin = rmin = 1 << 30
    qmax = rmax = -(1 << 30)
    for k in hgt:
        q = (k + HALF) // K
        r = k - q * K
        if q < qmin:
            qmin = q
        if q > qmax:
            qmax = q
        if r < rmin:
            rmin = r
        if r > rmax:
            rmax = r
    outside: set[int] = set()
    holes: set[int] = set()
    for k in hgt:
        for d in DIRS:
            start = k + d
            if start in hgt or start in outside or start in holes:
                continue
            seen = {start}
            stack = [start]
            escaped = False
            while stack and not escaped:
                x = stack.pop()
                q = (x + HALF) // K
                r = x - q * K
                if q < qmin or q > qmax or r < rmin or r > rmax:
                    escaped = True
                    break
                for e in DIRS:
                    y = x + e
                    if y in hgt or y in seen:
                        continue
                    if y in outside:
                        escaped = True
                        break
                    seen.add(y)
                    stack.append(y)
            if escaped:
                outside |= seen
            else:
                holes |= seen
    return holes


def evaluate(
    top: dict[int, int],
    hgt: dict[int, int],
    variants: frozenset[str] = frozenset(),
    barracks_outside: bool = False,
    lake_area: bool = False,
) -> tuple[list[int], list[int]]:
    """Per type (house, market, barracks, temple, garden): values V (variants applied)
    and stars S. Points are ``V * S`` (R7.5).
    """
    stars = [0, 0, 0, 0, 0]
    values = [0, 0, 0, 0, 0]
    houses: list[int] = []
    v_market = "market" in variants
    v_barracks = "barracks" in variants
    v_temple = "temple" in variants
    v_garden = "garden" in variants
    holes: set[int] | None = None
    if barracks_outside or (v_garden and lake_area):
        holes = hole_spaces(hgt)
    get = top.get
    for k, kind in top.items():
        if kind == QUARRY:
            continue
        if kind >= 5:
            t = kind - 5
            stars[t] += PLAZA_STARS[t]
        elif kind == HOUSE:
            houses.append(k)
        elif kind == MARKET:
            # R7.7: no market neighbour; R8.1 market variant: a market-plaza neighbour
            ns = (get(k + D0), get(k + D1), get(k + D2), get(k + D3), get(k + D4), get(k + D5))
            if MARKET in ns:
                continue
            level = hgt[k]
            values[MARKET] += 2 * level if v_market and MARKET_PLAZA in ns else level
        elif kind == BARRACKS:
            # R7.8 / R9.1: empty adjacent spaces (holes too, unless "outside")
            empty = 0
            if barracks_outside:
                assert holes is not None
                for d in DIRS:
                    n = k + d
                    if n not in top and n not in holes:
                        empty += 1
            else:
                for d in DIRS:
                    if k + d not in top:
                        empty += 1
            if empty:
                level = hgt[k]
                values[BARRACKS] += 2 * level if v_barracks and empty >= 3 else level
        elif kind == TEMPLE:
            # R7.9: all six adjacent spaces built; variant: level >= 2
            if (
                k + D0 in top
                and k + D1 in top
                and k + D2 in top
                and k + D3 in top
                and k + D4 in top
                and k + D5 in top
            ):
                level = hgt[k]
                values[TEMPLE] += 2 * level if v_temple and level >= 2 else level
        else:  # garden, R7.10; variant: next to a lake (R7.2 / R9.2)
            level = hgt[k]
            if v_garden and _next_to_lake(k, top, holes if lake_area else None):
                level *= 2
            values[GARDEN] += level
    if houses:
        values[HOUSE] = _house_value(houses, top, hgt, "house" in variants)
    return values, stars


def _next_to_lake(k: int, top: dict[int, int], holes: set[int] | None) -> bool:
    """A neighbouring empty space is a lake: any hole (``holes`` given) or a single space."""
    for d in DIRS:
        n = k + d
        if n in top:
            continue
        if holes is not None:
            if n in holes:
                return True
        elif all(n + e in top for e in DIRS):
            return True
    return False


def _house_value(houses: list[int], top: dict[int, int], hgt: dict[int, int], variant: bool) -> int:
    """R7.6: the largest group (ties: highest value) scores its summed levels; R8.1 doubling."""
    best = (0, 0)
    left = set(houses)
    while left:
        start = left.pop()
        size = 1
        value = hgt[start]
        stack = [start]
        while stack:
            k = stack.pop()
            for d in DIRS:
                n = k + d
                if n in left:
                    left.discard(n)
                    size += 1
                    value += hgt[n]
                    stack.append(n)
        if (size, value) > best:
            best = (size, value)
    value = best[1]
    return 2 * value if variant and value >= 10 else value


def total(values: list[int], stars: list[int], stones: int) -> int:
    """R7.12: the five types' points plus stones."""
    return (
        values[0] * stars[0]
        + values[1] * stars[1]
        + values[2] * stars[2]
        + values[3] * stars[3]
        + values[4] * stars[4]
        + stones
    )


def flat_breakdown(values: list[int], stars: list[int], stones: int) -> dict[str, int]:
    """The R10.4 object: total, the five types' points, stones (integers, in order)."""
    out = {"total": total(values, stars, stones)}
    for t, name in enumerate(TYPE_NAMES):
        out[name] = values[t] * stars[t]
    out["stones"] = stones
    return out


def detailed_breakdown(values: list[int], stars: list[int], stones: int) -> dict[str, object]:
    """Same keys as :func:`flat_breakdown`; each type is ``{value, stars, points}``."""
    out: dict[str, object] = {"total": total(values, stars, stones)}
    for t, name in enumerate(TYPE_NAMES):
        out[name] = {"value": values[t], "stars": stars[t], "points": values[t] * stars[t]}
    out["stones"] = stones
    return out
