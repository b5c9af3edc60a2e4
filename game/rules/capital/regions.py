"""Which quarter cells the income steps of R6.4 score: the regions of a district by cell.

Cells are quarter coordinates (R1.8): the tile at (x, y) has cells (2x..2x+1,
2y..2y+1). The regions are those of the scoring :class:`~.scoring.Analysis`; this
module only says which cells each one covers, for the screens that light them up.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.rules.capital.content import COM, IND, PARK, RES
from game.rules.capital.district import District, Pos, district_analysis
from game.rules.capital.geometry import OFF, STRIDE
from game.rules.capital.scoring import PARK_VP

Cell = tuple[int, int]
OFFSETS = ((0, 0), (1, 0), (1, 1), (0, 1))  # NW, NE, SE, SW


@dataclass
class Region:
    """A region: its type (0–4 quarters, 5 public building, 6 milestone), its cells, the
    sum of its printed values and the indices of the regions next to it."""

    kind: int
    cells: set[Cell]
    value: int = 0
    adjacent: set[int] = field(default_factory=set)


def regions(district: District) -> list[Region]:
    """Every region of a district with its cells and neighbours: whole tiles first (by
    position), then quarter regions by their first cell."""
    an = district_analysis(district)
    cells: list[set[Cell]] = [set() for _ in an.rtype]
    for key, r in an.reg.items():
        cells[r].add((key // STRIDE - OFF, key % STRIDE - OFF))
    order = sorted(range(len(cells)), key=lambda r: (an.rtype[r] < 5, min(cells[r])))
    index = {r: i for i, r in enumerate(order)}
    return [
        Region(an.rtype[r], cells[r], an.rval[r], {index[o] for o in an.adj[r]}) for r in order
    ]


def cells_of(found: list[Region], kind: int) -> set[Cell]:
    """All cells of regions of one type."""
    return {c for r in found if r.kind == kind for c in r.cells}


def best_parks(found: list[Region], count: int = 1) -> set[Cell]:
    """Cells of the ``count`` best-scoring park regions (step 1; two with Royal Baths Park);
    between parks worth the same, the one listed first."""
    parks = [r for r in found if r.kind == PARK]
    scored = sorted(parks, key=lambda r: -PARK_VP[min(10, _touching(found, r, RES))])
    return {c for r in scored[:count] for c in r.cells}


def earning_commerce(found: list[Region]) -> set[Cell]:
    """Cells of commerce regions that touch residential regions (step 2)."""
    return {c for r in found if r.kind == COM and _touching(found, r, RES) for c in r.cells}


def residential_near_industry(found: list[Region]) -> set[Cell]:
    """Cells of residential regions adjacent to industry (the step 4 penalty)."""
    return {c for r in found if r.kind == RES and _touching(found, r, IND) for c in r.cells}


def tile_cells(positions: Iterable[Pos]) -> set[Cell]:
    """The four cells of each position."""
    return {(2 * x + dx, 2 * y + dy) for x, y in positions for dx, dy in OFFSETS}


def _touching(found: list[Region], region: Region, kind: int) -> int:
    return sum(1 for o in region.adjacent if found[o].kind == kind)
