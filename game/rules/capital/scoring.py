"""Region analysis and the automatic income steps of rules/capital.md §6.3 (steps 1–7).

Everything here works on a *view* of one district: ``{(x, y): (face, height)}``
where ``face = (kind, quarters, transport, effect)``:

- ``kind``: QUARTERED, PUBLIC or MILESTONE (content.py);
- ``quarters``: four quarter codes ``type * 4 + value`` clockwise from NW *as the
  tile lies* (rotation applied), or ``()`` for a whole tile;
- ``transport``: bool;
- ``effect``: index into PUBLIC_IDS / MILESTONE_IDS for whole tiles, else -1.

Both the engine (tops of its stacks) and position files (POSITIONS.md) build views,
so one implementation scores both.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.capital.content import (
    COM,
    CUL,
    IND,
    MILESTONE,
    MILESTONE_REGION,
    PARK,
    PUBLIC,
    PUBLIC_INDEX,
    PUBLIC_REGION,
    RES,
)
from game.rules.capital.effects import (
    INCOME_BUILDINGS,
    MILESTONE_NAMES,
    building_income,
    milestone_income,
)
from game.rules.capital.geometry import OFF, STRIDE, components

#: R6.4 step 1: VP of a park by the number of distinct adjacent residential regions.
PARK_VP = (0, 1, 2, 4, 5, 7, 9, 12, 15, 18, 22)

B_MARYWIL = PUBLIC_INDEX["marywil"]
B_ROYAL_BATHS = PUBLIC_INDEX["royal_baths_park"]


class Analysis:
    """Regions of one district (R1.9) and the counts of R1.10.

    ``rtype[r]`` is 0–4 for quarter regions, 5 for a public building, 6 for a
    milestone; ``rval[r]`` the sum of printed values; ``rtiles[r]`` the set of
    positions the region covers; ``adj[r]`` the set of adjacent regions;
    ``whole[pos]`` the region of a whole tile; ``counts[t]`` regions per type;
    ``cells`` the quarter code of every packed quartered cell and ``reg`` the region
    of every packed cell (whole tiles included).
    """

    __slots__ = ("view", "rtype", "rval", "rtiles", "adj", "whole", "counts", "cells", "reg")

    def __init__(self, view: dict) -> None:
        self.view = view
        rtype: list[int] = []
        rval: list[int] = []
        rtiles: list[set] = []
        whole: dict = {}
        reg: dict[int, int] = {}
        cell_q: dict[int, int] = {}
        cell_pos: dict[int, tuple[int, int]] = {}
        for pos, (face, _h) in view.items():
            x, y = pos
            k = (2 * x + OFF) * STRIDE + 2 * y + OFF
            keys = (k, k + STRIDE, k + STRIDE + 1, k + 1)  # NW, NE, SE, SW
            if face[0]:
                r = len(rtype)
                rtype.append(PUBLIC_REGION if face[0] == PUBLIC else MILESTONE_REGION)
                rval.append(0)
                rtiles.append({pos})
                whole[pos] = r
                for kk in keys:
                    reg[kk] = r
            else:
                q = face[1]
                for i in range(4):
                    cell_q[keys[i]] = q[i]
                    cell_pos[keys[i]] = pos
        for k, q in cell_q.items():
            if k in reg:
                continue
            t = q >> 2
            r = len(rtype)
            reg[k] = r
            todo = [k]
            val = 0
            tiles = set()
            while todo:
                c = todo.pop()
                val += cell_q[c] & 3
                tiles.add(cell_pos[c])
                for nb in (c + 1, c - 1, c + STRIDE, c - STRIDE):
                    nq = cell_q.get(nb)
                    if nq is not None and nq >> 2 == t and nb not in reg:
                        reg[nb] = r
                        todo.append(nb)
            rtype.append(t)
            rval.append(val)
            rtiles.append(tiles)
        adj: list[set] = [set() for _ in rtype]
        for k, r in reg.items():
            for nb in (k + 1, k + STRIDE):
                r2 = reg.get(nb)
                if r2 is not None and r2 != r:
                    adj[r].add(r2)
                    adj[r2].add(r)
        counts = [0] * 7
        for t in rtype:
            counts[t] += 1
        self.rtype = rtype
        self.rval = rval
        self.rtiles = rtiles
        self.adj = adj
        self.whole = whole
        self.counts = counts
        self.cells = cell_q
        self.reg = reg

    # -- R1.10 counts ------------------------------------------------------------

    def total_regions(self) -> int:
        return len(self.rtype)

    def rebuilt_stacks(self) -> int:
        return sum(1 for _f, h in self.view.values() if h >= 2)

    def transport_tiles(self) -> int:
        return sum(1 for f, _h in self.view.values() if f[2])

    def touching(self, r: int, t: int) -> int:
        """Number of distinct regions of type ``t`` adjacent to region ``r``."""
        rtype = self.rtype
        return sum(1 for o in self.adj[r] if rtype[o] == t)

    def regions_touching(self, t: int, other: int) -> int:
        """Regions of type ``t`` adjacent to at least one region of type ``other``."""
        rtype = self.rtype
        return sum(
            1
            for r, tr in enumerate(rtype)
            if tr == t and any(rtype[o] == other for o in self.adj[r])
        )

    def region_counts(self) -> dict[str, int]:
        """The ``regions`` object of POSITIONS.md."""
        c = self.counts
        return {
            "total": self.total_regions(),
            "park": c[PARK],
            "residential": c[RES],
            "commerce": c[COM],
            "culture": c[CUL],
            "industry": c[IND],
            "public": c[PUBLIC_REGION],
            "transport_tiles": self.transport_tiles(),
            "rebuilt": self.rebuilt_stacks(),
        }


def park_scores(an: Analysis) -> list[int]:
    """Every park region's step-1 value, best first."""
    return sorted(
        (PARK_VP[min(an.touching(r, RES), 10)] for r, t in enumerate(an.rtype) if t == PARK),
        reverse=True,
    )


def commerce_scores(an: Analysis) -> list[int]:
    """Every commerce region's step-2 coins."""
    return [an.touching(r, RES) for r, t in enumerate(an.rtype) if t == COM]


def transport_groups(view: dict) -> int:
    """Groups of orthogonally touching transport tiles (step 5)."""
    return len(components(pos for pos, (f, _h) in view.items() if f[2]))


def active_publics(view: dict) -> list[int]:
    """Indices of the active public buildings (tops of stacks)."""
    return [f[3] for f, _h in view.values() if f[0] == PUBLIC]


def milestone_metric(m: int, an: Analysis) -> int:
    """The award metric of milestone face ``m`` (§10) for one district."""
    name = MILESTONE_NAMES[m]
    c = an.counts
    if name in ("saxon_palace", "wilanow_palace"):
        return an.total_regions()
    return {
        "namiestnikowski_palace": lambda: c[PUBLIC_REGION],
        "grand_theater": lambda: c[CUL],
        "water_filters": lambda: c[PARK],
        "wilson_square": lambda: c[RES],
        "wz_route": an.rebuilt_stacks,
        "palace_of_culture": lambda: c[IND],
        "metro": an.transport_tiles,
        "europa_market": lambda: c[COM],
    }[name]()


def income_sum(income: Mapping[str, Any]) -> tuple[int, int]:
    """(VP, coins) in all of an :func:`auto_income` result."""
    vp = (income["park"] + income["culture"] + income["residential_penalty"]
          + income["transport"])
    coins = income["commerce"] + income["industry"]
    for _index, entry_vp, entry_coins in income["milestones"] + income["buildings"]:
        vp += entry_vp
        coins += entry_coins
    return vp, coins


#: §10: True for the "fewest" faces.
MILESTONE_FEWEST = tuple(name == "saxon_palace" for name in MILESTONE_NAMES.values())


def auto_income(view: dict, an: Analysis | None = None) -> dict[str, Any]:
    """Steps 1–7 of R6.4 for one district.

    Returns ``{"park", "commerce", "culture", "industry", "residential_penalty",
    "transport", "milestones": [(index, vp, coins)], "buildings": [(index, vp, coins)]}``
    where park, culture, residential_penalty and transport are VP and commerce and
    industry coins. Buildings lists every active building with an income effect.
    """
    if an is None:
        an = Analysis(view)
    publics = active_publics(view)
    pub_set = set(publics)
    rtype = an.rtype
    rval = an.rval

    parks = park_scores(an)
    park = sum(parks[:2]) if B_ROYAL_BATHS in pub_set else sum(parks[:1])
    shops = commerce_scores(an)
    commerce = sum(shops)
    if B_MARYWIL in pub_set and shops:
        commerce += max(shops)
    culture = sum(v for t, v in zip(rtype, rval, strict=True) if t == CUL)
    industry = sum(v for t, v in zip(rtype, rval, strict=True) if t == IND)
    penalty = -an.regions_touching(RES, IND)
    groups = transport_groups(view)
    transport = 2 * groups if groups >= 2 else 0

    milestones = []
    for pos, (f, _h) in view.items():
        if f[0] == MILESTONE:
            vp, coins = milestone_income(f[3], pos, an)
            milestones.append((f[3], vp, coins))
    milestones.sort()
    buildings = []
    for b in sorted(publics):
        if b in INCOME_BUILDINGS:
            vp, coins = building_income(b, an, len(publics))
            buildings.append((b, vp, coins))
    return {
        "park": park,
        "commerce": commerce,
        "culture": culture,
        "industry": industry,
        "residential_penalty": penalty,
        "transport": transport,
        "milestones": milestones,
        "buildings": buildings,
    }
