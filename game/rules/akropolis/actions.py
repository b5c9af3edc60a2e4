"""The Akropolis action (E1): take site tile ``site``, place it at ``(q, r)`` rotated ``rot``."""

from __future__ import annotations

import re
from typing import NamedTuple

from game.rules.akropolis.geometry import HALF, TRI_PLACEMENTS, K, unkey

#: ASCII digits only, and few of them: ``int()`` must never see "١" or 5,000 digits
_TEXT = re.compile(
    r"\s*take\s+([0-9]{1,3})\s+at\s+(-?[0-9]{1,6})\s*,\s*(-?[0-9]{1,6})\s+rot\s+([0-9]{1,3})\s*"
)


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
    m = _TEXT.fullmatch(text) if isinstance(text, str) else None
    if m is None:
        return None
    i, q, r, rot = (int(g) for g in m.groups())
    if rot > 5 or abs(q) >= HALF or abs(r) >= HALF:
        return None
    return Take(i, q, r, rot)


class _SiteCache(dict):
    """triangle id -> its 3 actions for one site position, made on first use."""

    def __init__(self, site: int) -> None:
        super().__init__()
        self.site = site

    def __missing__(self, t: int) -> tuple[Take, Take, Take]:
        s = t >> 1
        made = []
        for da, rot in TRI_PLACEMENTS[t & 1]:
            q, r = unkey(s + da)
            made.append(Take(self.site, q, r, rot))
        found = (made[0], made[1], made[2])
        self[t] = found
        return found


#: ``SITE_CACHES[i][t]``: the three actions that put site tile ``i`` on triangle ``t``
#: (the site never holds more than 6 tiles; 8 leaves room)
SITE_CACHES: tuple[_SiteCache, ...] = tuple(_SiteCache(i) for i in range(8))


def triangle_actions(t: int, i: int) -> tuple[Take, Take, Take]:
    """The three actions that put site tile ``i`` on triangle ``t`` (memoised)."""
    return SITE_CACHES[i][t]


def anchor_key(action: Take) -> int:
    """The packed key of the action's anchor space."""
    return action[1] * K + action[2]
