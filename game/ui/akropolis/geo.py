"""Screen projection of the hex plane (pointy-top, R2.3), with tower height.

Screen y grows downward, so d_0 … d_5 run counter-clockwise as R2.3 requires. The
plane is squashed vertically and each level lifts a hex by ``lift`` pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SQUASH = 0.74
LIFT = 0.55  # of the hex size, per level
SQRT3 = math.sqrt(3.0)
#: pointy-top corner angles (degrees), clockwise on screen from lower-right
_ANGLES = [math.radians(30 + 60 * i) for i in range(6)]
UNIT = [(math.cos(a), math.sin(a) * SQUASH) for a in _ANGLES]


def centre(q: float, r: float, size: float) -> tuple[float, float]:
    """Ground-level centre of space (q, r) relative to the origin hex."""
    return size * SQRT3 * (q + r / 2.0), size * 1.5 * r * SQUASH


def lift(size: float) -> float:
    """Pixels per level."""
    return size * LIFT


def corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a top face centred at (cx, cy).

    Index 0 is lower-right, 1 bottom, 2 lower-left, 3 upper-left, 4 top, 5 upper-right.
    """
    return [(cx + size * ux, cy + size * uy) for ux, uy in UNIT]


def space_at(x: float, y: float, size: float) -> tuple[int, int]:
    """The ground space under a point (relative to the origin hex centre)."""
    fy = y / SQUASH
    r = fy / (1.5 * size)
    q = x / (SQRT3 * size) - r / 2.0
    return hex_round(q, r)


def hex_round(q: float, r: float) -> tuple[int, int]:
    """Nearest hex to fractional axial coordinates."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def inside(point: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    """Point-in-convex-polygon test."""
    x, y = point
    sign = 0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if cross != 0:
            s = 1 if cross > 0 else -1
            if sign and s != sign:
                return False
            sign = s
    return True


@dataclass(frozen=True)
class CityFrame:
    """Where the viewed city sits on screen: its origin hex's ground centre and hex size."""

    ox: float
    oy: float
    size: float

    def top_centre(self, space: tuple[int, int], level: int) -> tuple[float, float]:
        """Screen centre of the top face of ``space`` at ``level``."""
        x, y = centre(space[0], space[1], self.size)
        return self.ox + x, self.oy + y - level * lift(self.size)
