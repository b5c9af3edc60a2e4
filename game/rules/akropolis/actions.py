"""The Akropolis action (E1): take site tile ``site``, place it at ``(q, r)`` rotated ``rot``."""

from __future__ import annotations

import re
from typing import NamedTuple

from game.rules.akropolis.geometry import HALF, TRI_PLACEMENTS, K, unkey

_TEXT = re.compile(r"^\s*take\s+(\d+)\s+at\s+(-?\d+)\s*,\s*(-?\d+)\s+rot\s+(\d+)\s*$")


class Take(NamedTuple):
    """Take the tile at site position ``site`` (cost ``site`` stones) and place it with
    hex 1 on ``(q, r)`` and rotation ``rot`` (R2.7). A plain 4-tuple, so it is cheap,
    hashable and equal to ``(site, q, r, rot)``; ``str()`` is the E1 text form.
    """

    site: int
    q: int
    r: int
    rot: int

    def __str__(self) -> str:
        return f"take {self.site} at {self.q},{self.r} rot {self.rot}"


def parse_take(text: str) -> Take | None:
    """``take <i> at <q>,<r> rot <k>`` (extra spaces tolerated) -> Take, or None."""
    m = _TEXT.match(text)
    if m is None:
        return None
    i, q, r, rot = (int(g) for g in m.groups())
    if rot > 5 or abs(q) >= HALF or abs(r) >= HALF:
        return None
    return Take(i, q, r, rot)


#: (8 * triangle + site position) -> the triangle's 3 actions for that site position
_CACHE: dict[int, tuple[Take, Take, Take]] = {}


def triangle_actions(t: int, i: int) -> tuple[Take, Take, Take]:
    """The three actions that put site tile ``i`` on triangle ``t`` (memoised)."""
    found = _CACHE.get(8 * t + i)
    if found is None:
        s = t >> 1
        made = []
        for da, rot in TRI_PLACEMENTS[t & 1]:
            q, r = unkey(s + da)
            made.append(Take(i, q, r, rot))
        found = (made[0], made[1], made[2])
        _CACHE[8 * t + i] = found
    return found


def anchor_key(action: Take) -> int:
    """The packed key of the action's anchor space."""
    return action[1] * K + action[2]
