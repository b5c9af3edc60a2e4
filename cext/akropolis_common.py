"""Akropolis array form shared by the compiled playout, its twin and the glue.

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
    """Bit mask of the variant names (R8.1)."""
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
