"""Akropolis array form shared by the compiled playout and the glue (ai/fast/akropolis.py).

Kind codes follow R1.1: 0 empty, 1-5 districts, 6-10 plazas, 11 quarry.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

KIND_NAMES: tuple[str, ...] = (
    "", "house", "market", "barracks", "temple", "garden",
    "house-plaza", "market-plaza", "barracks-plaza", "temple-plaza", "garden-plaza", "quarry",
)
KIND_CODE: dict[str, int] = {name: code for code, name in enumerate(KIND_NAMES) if name}
LETTER_CODE: dict[str, int] = {
    "h": 1, "m": 2, "b": 3, "t": 4, "g": 5, "H": 6, "M": 7, "B": 8, "T": 9, "G": 10, "q": 11,
}
VARIANT_BITS: dict[str, int] = {
    "house": 1, "market": 2, "barracks": 4, "temple": 8, "garden": 16,
}
BREAKDOWN_KEYS = ("total", "house", "market", "barracks", "temple", "garden", "stones")


def variant_mask(variants: Iterable[str]) -> int:
    """Bit mask of the variant names (R8.1).

    Not a rule: variant names as bits (the variants are scored in scorers.pxd)
    """
    mask = 0
    for name in variants:
        mask |= VARIANT_BITS[name]
    return mask


def city_window(
    hexes: Sequence[tuple[int, int, int, int]],
) -> tuple[int, int, list[int], list[int], int, int]:
    """(w, h, kind, level, q0, r0): the R7.2 box (built area plus a ring) as flat arrays.

    ``hexes`` are (q, r, level, kind code) top hexes; cell (q, r) sits at index
    (r - r0) * w + (q - q0).

    Not a rule: the R7.2 box as flat arrays (layout)
    """
    qs = [h[0] for h in hexes]
    rs = [h[1] for h in hexes]
    q0, r0 = min(qs) - 1, min(rs) - 1
    w, h = max(qs) - q0 + 2, max(rs) - r0 + 2
    kind = [0] * (w * h)
    level = [0] * (w * h)
    for q, r, lev, code in hexes:
        i = (r - r0) * w + (q - q0)
        kind[i] = code
        level[i] = lev
    return w, h, kind, level, q0, r0


# ---- the playout's grid and its triangle tables -----------------------------------
#
# A city lives on a G x G grid, cell (q, r) at index (r + OFF) * G + (q + OFF). A real
# city stays within |q|, |r| <= 61 (1 + 2 per tile, 30 tiles at most), so every cell a
# rule looks at (up to 3 steps beyond a built one) is on the grid. Triangles and
# placements follow the engine's geometry (R2.7), with G in place of its key stride:
# triangle t = 2 * s + o covers s, s + D0 and s + D1 (o = 0) or s + D5 (o = 1).

G = 136
OFF = 68
MAX_COORD = 61
DQR: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
D: tuple[int, ...] = tuple(dr * G + dq for dq, dr in DQR)
TRI_CELLS: tuple[tuple[int, int, int], ...] = ((0, D[0], D[1]), (0, D[0], D[5]))


def cell_of(q: int, r: int) -> int:
    """Grid index of space (q, r).

    Not a rule: grid layout
    """
    return (r + OFF) * G + (q + OFF)


def qr_of(cell: int) -> tuple[int, int]:
    """Space (q, r) of a grid index.

    Not a rule: grid layout
    """
    return cell % G - OFF, cell // G - OFF


def _placement_cells(anchor: int, rot: int) -> tuple[int, int, int]:
    """Twin: game.rules.akropolis.geometry.placement_spaces (R2.7)"""
    return anchor, anchor + D[rot], anchor + D[(rot + 5) % 6]


def _tri_id(cells: set[int]) -> int:
    """Twin: game.rules.akropolis.geometry.placement_tri (R2.7)"""
    for s in cells:
        for o in (0, 1):
            if {s + x for x in TRI_CELLS[o]} == cells:
                return 2 * s + o
    raise AssertionError("not a triangle")


#: triangle of the placement (anchor, rot) is 2 * anchor + TRI_OF_ROT[rot]
TRI_OF_ROT: tuple[int, ...] = tuple(_tri_id(set(_placement_cells(0, rot))) for rot in range(6))
#: the 3 placements of a triangle of orientation o, as (anchor - s, rot)
PLACEMENTS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(sorted((x, rot) for x in TRI_CELLS[o] for rot in range(6)
                 if 2 * x + TRI_OF_ROT[rot] == o))
    for o in (0, 1)
)
#: the 9 cells around a triangle of orientation o (offsets from s)
RING: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({x + d for x in TRI_CELLS[o] for d in D} - set(TRI_CELLS[o])))
    for o in (0, 1)
)
#: triangle ids (offsets from 2 * cell) of the 6 triangles containing a cell
CONTAINING: tuple[int, ...] = tuple(sorted({
    2 * s + o for s in (0, *(-d for d in D)) for o in (0, 1) if 0 in {s + x for x in TRI_CELLS[o]}
}))
#: after a tile lands on triangle p (orientation o): triangles sharing a cell (OWN)
#: and triangles next to it (NEAR), as offsets from p
OWN: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({2 * x + c - o for x in TRI_CELLS[o] for c in CONTAINING})) for o in (0, 1)
)
NEAR: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({2 * x + c - o for x in RING[o] for c in CONTAINING} - set(OWN[o])))
    for o in (0, 1)
)



def _affected(rot: int) -> tuple[int, ...]:
    """Not a rule: the cells whose values a placement can change (incremental scoring)"""
    cells = (0, D[rot], D[(rot + 5) % 6])
    out: list[int] = []
    for c in cells:
        for y in (c, *(c + d for d in D)):
            if y not in out:
                out.append(y)
    return tuple(out)


#: the 12 cells whose hex-by-hex value a placement (anchor, rot) can change: its three
#: cells and their neighbours, as offsets from the anchor, in a fixed order
AFFECTED: tuple[tuple[int, ...], ...] = tuple(_affected(rot) for rot in range(6))

# ---- the compact state form (a flat int list) ----------------------------------------
H_PLAYERS, H_CURRENT, H_VARIANTS, H_BOUTSIDE, H_LAKE = 0, 1, 2, 3, 4
H_SITELEN, H_NSTACKS, H_STACKSIZE, H_STONES, H_SITE = 5, 6, 7, 8, 12
HEADER = 20
CELL_INTS = 5  # q, r, height, kind (engine code 0-10), tile id of the top hex
POLICY_CODE: dict[str, int] = {"random": 0, "greedy": 1, "epsilon_greedy": 2}


def encode_move(site: int, q: int, r: int, rot: int) -> int:
    """One int for a move (i, q, r, k).

    Not a rule: the move code
    """
    return ((site * 256 + q + 128) * 256 + r + 128) * 8 + rot


def decode_move(code: int) -> tuple[int, int, int, int]:
    """(i, q, r, k) of :func:`encode_move`.

    Not a rule: the move code
    """
    rot = code % 8
    code //= 8
    r = code % 256 - 128
    code //= 256
    return code // 256, code % 256 - 128, r, rot
