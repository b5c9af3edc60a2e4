"""Hex geometry of §2 on packed integer keys, and triangles of three spaces.

A space ``(q, r)`` is packed into one int ``key = q * K + r`` with ``K = 4096``;
this is linear, so the neighbour in direction k is ``key + DIRS[k]``. It is exact
for ``|q|, |r| < K // 2`` (a real city stays within about ±62; position files are
limited to ±1000).

A *triangle* is a set of three pairwise adjacent spaces. Each one has exactly one id
``t = 2 * s + o`` with ``o`` in {0, 1}:

- ``o = 0``: the spaces ``s``, ``s + d0``, ``s + d1``;
- ``o = 1``: the spaces ``s``, ``s + d0``, ``s + d5``.

A placement (R2.7) is an anchor ``A`` plus a rotation ``k``: hex 1 on ``A``, hex 2
on ``A + d_k``, hex 3 on ``A + d_(k-1)``. Every triangle takes a tile in exactly
three placements, one per space receiving hex 1 (:data:`TRI_PLACEMENTS`).
"""

from __future__ import annotations

K = 4096
HALF = K // 2

#: R2.2 directions as (dq, dr), k = 0..5, counter-clockwise on screen
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
#: the same directions as key offsets
DIRS: tuple[int, ...] = tuple(dq * K + dr for dq, dr in DIRECTIONS)


def key(q: int, r: int) -> int:
    """Pack a space into its key."""
    return q * K + r


def unkey(k: int) -> tuple[int, int]:
    """Unpack a key into ``(q, r)``."""
    q = (k + HALF) // K
    return q, k - q * K


def neighbours(k: int) -> list[int]:
    """The 6 adjacent spaces, in direction order."""
    return [k + d for d in DIRS]


#: key offsets of the three spaces of a triangle relative to its ``s``, per orientation
TRI_SPACES: tuple[tuple[int, int, int], ...] = ((0, DIRS[0], DIRS[1]), (0, DIRS[0], DIRS[5]))


def tri_spaces(t: int) -> tuple[int, int, int]:
    """The three space keys of triangle ``t``."""
    s = t >> 1
    a, b, c = TRI_SPACES[t & 1]
    return s + a, s + b, s + c


def placement_spaces(anchor: int, rot: int) -> tuple[int, int, int]:
    """Keys receiving hex 1, hex 2 and hex 3 of a placement (R2.7)."""
    return anchor, anchor + DIRS[rot], anchor + DIRS[(rot + 5) % 6]


def _tri_of_spaces(spaces: set[int]) -> int:
    for s in spaces:
        for o, (_, b, c) in enumerate(TRI_SPACES):
            if {s, s + b, s + c} == spaces:
                return 2 * s + o
    raise AssertionError("not a triangle")


def _build_tables() -> tuple[tuple[int, ...], tuple[tuple[tuple[int, int], ...], ...]]:
    # (anchor, rot) -> triangle id, as an offset from 2 * anchor (translation invariant)
    tri_of_rot = tuple(_tri_of_spaces(set(placement_spaces(0, rot))) for rot in range(6))
    # triangle -> its three placements as (anchor offset from s, rot), sorted
    per_orient: list[tuple[tuple[int, int], ...]] = []
    for o in range(2):
        found = []
        for ds in TRI_SPACES[o]:
            for rot in range(6):
                if 2 * ds + tri_of_rot[rot] == o:
                    found.append((ds, rot))
        assert len(found) == 3
        per_orient.append(tuple(sorted(found)))
    return tri_of_rot, tuple(per_orient)


#: ``tri = 2 * anchor + TRI_OF_ROT[rot]`` is the triangle a placement covers
#: (both sides are linear in the key, so the offset does not depend on the anchor)
#: ``TRI_PLACEMENTS[o]``: the 3 placements of a triangle with orientation o, as
#: ``(anchor - s, rot)``, sorted
TRI_OF_ROT, TRI_PLACEMENTS = _build_tables()


def placement_tri(anchor: int, rot: int) -> int:
    """The triangle covered by a placement."""
    return 2 * anchor + TRI_OF_ROT[rot]


def _tris_containing_origin() -> tuple[int, ...]:
    """Triangle ids (as offsets from ``2 * key``) of the 6 triangles containing a space."""
    out = []
    for s in (0, *(-b for b in DIRS)):
        for o in range(2):
            if 0 in {s + x for x in TRI_SPACES[o]}:
                out.append(2 * s + o)
    result = tuple(sorted(set(out)))
    assert len(result) == 6
    return result


#: ``2 * key + off`` for off in CONTAINING: the 6 triangles that contain the space ``key``
CONTAINING: tuple[int, ...] = _tris_containing_origin()


def _ring(o: int) -> tuple[int, ...]:
    spaces = set(TRI_SPACES[o])
    ring = {x + d for x in spaces for d in DIRS} - spaces
    assert len(ring) == 9
    return tuple(sorted(ring))


#: key offsets (from ``s``) of the 9 spaces around a triangle, per orientation
TRI_RING: tuple[tuple[int, ...], ...] = (_ring(0), _ring(1))


def _update_sets(o: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Triangles to recheck after a tile lands on triangle ``o`` (id offsets from it).

    ``own``: triangles sharing a space with it; ``near``: triangles that do not, but
    contain a space next to it (the only ones that can newly become ground-legal).
    """
    spaces = set(TRI_SPACES[o])
    own = {2 * x + c - o for x in spaces for c in CONTAINING}
    near = {2 * x + c - o for x in TRI_RING[o] for c in CONTAINING} - own
    return tuple(sorted(own)), tuple(sorted(near))


_U0, _U1 = _update_sets(0), _update_sets(1)
#: per orientation of the placed triangle: triangle id offsets to recheck (see above)
OWN_TRIS: tuple[tuple[int, ...], ...] = (_U0[0], _U1[0])
NEAR_TRIS: tuple[tuple[int, ...], ...] = (_U0[1], _U1[1])


def _with_spaces(o: int, offsets: tuple[int, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """(triangle id offset, then its three spaces as key offsets from the placed ``s``)."""
    out = []
    for off in offsets:
        t = o + off  # the triangle id if the placed triangle had s = 0
        a, b, c = tri_spaces(t)
        out.append((off, a, b, c))
    return tuple(out)


#: OWN_TRIS / NEAR_TRIS with the spaces of each triangle spelled out (hot loop of
#: placement.update_after_placement)
OWN_SPACES = (_with_spaces(0, OWN_TRIS[0]), _with_spaces(1, OWN_TRIS[1]))
NEAR_SPACES = (_with_spaces(0, NEAR_TRIS[0]), _with_spaces(1, NEAR_TRIS[1]))
