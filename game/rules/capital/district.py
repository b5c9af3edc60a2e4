"""Queries on one district: size limit, costs, where to build, remove or shrink (R5, R6.2).

A district is ``{(x, y): stack}`` where a stack is a tuple of codes ``tile * 4 +
rotation``, bottom first; ``stack[-1]`` is the top tile.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.rules.capital import tables as T
from game.rules.capital.geometry import components, connected, neighbours
from game.rules.capital.scoring import Analysis, auto_income, income_sum

Pos = tuple[int, int]
District = dict[Pos, tuple[int, ...]]


def fits(positions: Iterable[Pos], big: bool) -> bool:
    """R1.12: does a set of positions respect the size limit (4×4 when ``big``)?"""
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    return box_fits(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, big)


def box_fits(w: int, h: int, big: bool) -> bool:
    """R1.12 for a W×H bounding box (4×4 when ``big``, else 4×3 either way)."""
    if big:
        return w <= 4 and h <= 4
    return (w <= 4 and h <= 3) or (w <= 3 and h <= 4)


def district_view(d: District) -> dict[Pos, tuple[Any, int]]:
    """The scoring view of a district (scoring.py): pos -> (face, height)."""
    face = T.FACE
    return {pos: (face[st[-1]], len(st)) for pos, st in d.items()}


#: per district (tops and heights): its Analysis and, once asked for, its income. The
#: same districts are analysed again and again: every era and in every world of the
#: AI's searches. Entries are shared, so callers only read them.
_MEMO: dict[tuple, list[Any]] = {}
_MEMO_SIZE = 2048


def _memo_entry(d: District) -> list[Any]:
    key = tuple([(pos, st[-1], len(st)) for pos, st in d.items()])
    entry = _MEMO.get(key)
    if entry is None:
        if len(_MEMO) >= _MEMO_SIZE:
            _MEMO.clear()
        view = district_view(d)
        entry = _MEMO[key] = [view, Analysis(view), None]
    return entry


def district_analysis(d: District) -> Analysis:
    """The region analysis of a district (memoized; read only)."""
    return _memo_entry(d)[1]


def district_income(d: District) -> dict[str, Any]:
    """R6.4 steps 1–7 of a district: scoring.auto_income (memoized; read only)."""
    entry = _memo_entry(d)
    if entry[2] is None:
        entry[2] = auto_income(entry[0], entry[1])
    return entry[2]


def income_totals(d: District) -> tuple[int, int]:
    """(VP, coins) that R6.4 steps 1–7 would pay this district now."""
    return income_sum(district_income(d))


def tops(d: District) -> set[int]:
    """Tile indices of the top tiles, i.e. every active building and milestone."""
    return {st[-1] >> 2 for st in d.values()}


def empty_cost(tile: int, top_tiles: set[int]) -> int:
    """R5.4: cost on an empty position with the discounts active before placing."""
    cost = T.COST[tile]
    if T.T_STORE in top_tiles:
        cost -= 3
    if T.INDUSTRY[tile] and T.T_TECH in top_tiles:
        cost -= 2
    return cost if cost > 0 else 0


def rebuild_cost(tile: int, covered_code: int) -> int:
    """R5.4: max(0, new cost − covered top's cost); no discount, no refund."""
    cost = T.COST[tile] - T.COST[covered_code >> 2]
    return cost if cost > 0 else 0


def frontier(d: District, big: bool) -> list[Pos]:
    """R5.1: empty positions next to the district that keep the size limit, sorted."""
    xs = [p[0] for p in d]
    ys = [p[1] for p in d]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    out = set()
    for pos in d:
        for nb in neighbours(pos):
            if nb in d or nb in out:
                continue
            x, y = nb
            w = (x1 if x1 > x else x) - (x0 if x0 < x else x) + 1
            h = (y1 if y1 > y else y) - (y0 if y0 < y else y) + 1
            if box_fits(w, h, big):
                out.add(nb)
    return sorted(out)


def legal_removals(d: District) -> list[Pos]:
    """R6.2: positions whose removal leaves the district non-empty and connected."""
    if len(d) < 2:
        return []
    out = []
    for pos, st in d.items():
        if st[-1] >> 2 == T.T_ARSENAL:
            continue
        rest = [p for p in d if p != pos]
        if connected(rest):
            out.append(pos)
    out.sort()
    return out


def removal_pairs_first(d: District) -> list[Pos]:
    """R6.2, owing 2: first removals that belong to some legal non-neighbouring pair."""
    out = []
    for pos in legal_removals(d):
        rest = [p for p in d if p != pos]
        near = neighbours(pos)
        for q in rest:
            if q in near or d[q][-1] >> 2 == T.T_ARSENAL:
                continue
            if connected([p for p in rest if p != q]):
                out.append(pos)
                break
    return out


def shrink_options(d: District, anchor: Pos | None) -> list[tuple[Pos, ...]]:
    """R5.7: the distinct sets of dropped stacks (window + connected group), sorted."""
    xs = [p[0] for p in d]
    ys = [p[1] for p in d]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    everything = set(d)
    drops = set()
    for w, h in ((3, 4), (4, 3)):
        for ox in range(x0 - w + 1, x1 + 1):
            for oy in range(y0 - h + 1, y1 + 1):
                inside = [p for p in d if ox <= p[0] < ox + w and oy <= p[1] < oy + h]
                for group in components(inside):
                    if anchor is None or anchor in group:
                        drops.add(tuple(sorted(everything - group)))
    drops.discard(())
    return sorted(drops)
