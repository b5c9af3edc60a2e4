"""Quarter regions of a district for *highlighting* only (scores come from the engine).

Cells are quarter coordinates (R1.8): the tile at (x, y) has cells (2x..2x+1, 2y..2y+1).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.capital import tables as T
from game.rules.capital.scoring import PARK_VP
from game.ui.capital.model import District, Pos

Cell = tuple[int, int]
OFFSETS = ((0, 0), (1, 0), (1, 1), (0, 1))  # NW, NE, SE, SW


@dataclass
class Region:
    """A region: its type (0–4 quarters, 5 whole tile), cells and adjacent regions."""

    kind: int
    cells: set[Cell]
    value: int = 0
    adjacent: set[int] = field(default_factory=set)


def cell_types(district: District) -> dict[Cell, int]:
    """Quarter cell -> type (5 for a whole tile's cells)."""
    out: dict[Cell, int] = {}
    for (x, y), st in district.items():
        face = T.FACE[st[-1]]
        for i, (dx, dy) in enumerate(OFFSETS):
            out[(2 * x + dx, 2 * y + dy)] = face[1][i] if face[0] == 0 else 5 * 4
    return out


def regions(district: District) -> list[Region]:
    """Every region (whole tiles each their own) with adjacency."""
    codes = cell_types(district)
    owner: dict[Cell, int] = {}
    out: list[Region] = []
    for (x, y), st in sorted(district.items()):
        if T.FACE[st[-1]][0] != 0:
            cells = {(2 * x + dx, 2 * y + dy) for dx, dy in OFFSETS}
            for c in cells:
                owner[c] = len(out)
            out.append(Region(5, cells))
    for cell in sorted(codes):
        if cell in owner:
            continue
        kind = codes[cell] >> 2
        index = len(out)
        region = Region(kind, set())
        todo = [cell]
        owner[cell] = index
        while todo:
            c = todo.pop()
            region.cells.add(c)
            region.value += codes[c] & 3
            for nb in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1)):
                if nb in codes and nb not in owner and codes[nb] >> 2 == kind:
                    owner[nb] = index
                    todo.append(nb)
        out.append(region)
    for c, r in owner.items():
        for nb in ((c[0] + 1, c[1]), (c[0], c[1] + 1)):
            o = owner.get(nb)
            if o is not None and o != r:
                out[r].adjacent.add(o)
                out[o].adjacent.add(r)
    return out


def cells_of(found: list[Region], kind: int) -> set[Cell]:
    """All cells of regions of one type."""
    return {c for r in found if r.kind == kind for c in r.cells}


def best_parks(found: list[Region], count: int = 1) -> set[Cell]:
    """Cells of the ``count`` best-scoring park regions (step 1)."""
    parks = [r for r in found if r.kind == 0]
    scored = sorted(parks, key=lambda r: -PARK_VP[min(10, _touching(found, r, 1))])
    return {c for r in scored[:count] for c in r.cells}


def earning_commerce(found: list[Region]) -> set[Cell]:
    """Cells of commerce regions that touch residential regions (step 2)."""
    return {c for r in found if r.kind == 2 and _touching(found, r, 1) for c in r.cells}


def residential_near_industry(found: list[Region]) -> set[Cell]:
    """Cells of residential regions adjacent to industry (the step 4 penalty)."""
    return {c for r in found if r.kind == 1 and _touching(found, r, 4) for c in r.cells}


def tile_cells(positions: list[Pos] | set[Pos]) -> set[Cell]:
    """The four cells of each position."""
    return {(2 * x + dx, 2 * y + dy) for x, y in positions for dx, dy in OFFSETS}


def _touching(found: list[Region], region: Region, kind: int) -> int:
    return sum(1 for o in region.adjacent if found[o].kind == kind)
