"""Drawing a whole city of stacking hex towers onto a cached surface."""

from __future__ import annotations

import pygame

from game.ui.akropolis import art, geo
from game.ui.akropolis.view_model import Space

Columns = dict[Space, list[tuple[int, str]]]


class CityImage:
    """A rendered city: the surface and where the origin hex's ground centre is on it."""

    def __init__(self, surface: pygame.Surface, origin: tuple[float, float]) -> None:
        self.surface = surface
        self.origin = origin


def extents(columns: Columns) -> tuple[float, float, float, float, int]:
    """Unit-size bounds (x0, y0, x1, y1) of the ground centres, and the tallest column."""
    xs, ys = [], []
    tallest = 1
    for (q, r), col in columns.items():
        x, y = geo.centre(q, r, 1.0)
        xs.append(x)
        ys.append(y)
        tallest = max(tallest, len(col))
    if not xs:
        return 0.0, 0.0, 0.0, 0.0, 1
    return min(xs), min(ys), max(xs), max(ys), tallest


def draw_order(columns: Columns) -> list[Space]:
    """Back to front: rows from the top of the screen down, left to right in a row."""
    return sorted(columns, key=lambda s: (s[1], s[0] + s[1] / 2.0))


def render(
    columns: Columns,
    size: float,
    patterns: bool,
    hide_tops: frozenset[Space] = frozenset(),
) -> CityImage:
    """Render every column (bottom level first, back rows first)."""
    x0, y0, x1, y1, tallest = extents(columns)
    lift = geo.lift(size)
    pad = size + 4
    width = int((x1 - x0) * size + 2 * pad)
    height = int((y1 - y0) * size + 2 * pad + tallest * lift)
    surf = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    ox = pad - x0 * size
    oy = pad + tallest * lift - y0 * size
    for space in draw_order(columns):
        column = columns[space]
        cx, cy = geo.centre(space[0], space[1], size)
        cx += ox
        cy += oy
        levels = len(column) - (1 if space in hide_tops else 0)
        # a soft shadow on the ground to seat the tower
        if levels:
            shadow = geo.corners(cx + size * 0.12, cy + lift * 0.3, size)
            pygame.draw.polygon(surf, (0, 0, 0, 60), shadow)
        for level in range(1, levels + 1):
            art.prism(surf, column[level - 1][1], cx, cy, size, level, patterns)
        if levels:
            _shade_face(surf, columns, space, levels, cx, cy - levels * lift, size, hide_tops)
    return CityImage(surf, (ox, oy))


#: neighbours that stand behind a face (west, north-west, north-east) and the corner
#: pair of the edge they share with it (pointy-top corners, see geo.corners)
_BEHIND = (((-1, 0), (2, 3)), ((0, -1), (3, 4)), ((1, -1), (4, 5)))
_shades: dict[tuple[int, int, int], tuple[pygame.Surface, tuple[float, float]]] = {}


def _toward(p: tuple[float, float], centre: tuple[float, float], t: float = 0.32
            ) -> tuple[float, float]:
    """A point ``t`` of the way from ``p`` to ``centre``."""
    return p[0] + (centre[0] - p[0]) * t, p[1] + (centre[1] - p[1]) * t


def _shade_face(surf: pygame.Surface, columns: Columns, space: Space, levels: int,
                cx: float, top: float, size: float, hide: frozenset[Space]) -> None:
    """Darken the part of a top face next to a taller column behind it (height cue)."""
    for (dq, dr), (a, b) in _BEHIND:
        other = (space[0] + dq, space[1] + dr)
        other_levels = len(columns.get(other, ())) - (1 if other in hide else 0)
        step = other_levels - levels
        if step <= 0:
            continue
        key = (int(size), a, min(step, 3))
        found = _shades.get(key)
        if found is None:
            s = int(size)
            w, h = 2 * s + 4, int(2 * s * geo.SQUASH) + 4
            image = pygame.Surface((w, h), pygame.SRCALPHA)
            corners = geo.corners(w / 2, h / 2, s)
            centre = (w / 2, h / 2)
            band = [corners[a], corners[b], _toward(corners[b], centre),
                    _toward(corners[a], centre)]
            pygame.draw.polygon(image, (0, 0, 20, 40 + 25 * min(step, 3)), band)
            found = _shades[key] = (image, (w / 2, h / 2))
        image, anchor = found
        surf.blit(image, (round(cx - anchor[0]), round(top - anchor[1])))


def thumbnail(columns: Columns, box: tuple[int, int], patterns: bool = False,
              marked: tuple[Space, ...] = (), mark: tuple[int, int, int] = (255, 255, 255),
              largest: float = 16.0) -> pygame.Surface:
    """A city scaled to fit ``box`` (for the side panels); the ``marked`` spaces (the
    owner's last tile) are outlined in ``mark``."""
    x0, y0, x1, y1, tallest = extents(columns)
    w = (x1 - x0) + 2.2
    h = (y1 - y0) + 2.0 + tallest * geo.LIFT
    size = max(3.0, min(box[0] / w, box[1] / h, largest))
    image = render(columns, size, patterns)
    lift = geo.lift(size)
    for space in marked:
        levels = len(columns.get(space, ()))
        cx, cy = geo.centre(space[0], space[1], size)
        cx += image.origin[0]
        cy += image.origin[1] - levels * lift
        pygame.draw.polygon(image.surface, mark, geo.corners(cx, cy, size * 0.95),
                            2 if size < 10 else 3)
    out = pygame.Surface(box, pygame.SRCALPHA)
    out.blit(image.surface, image.surface.get_rect(center=(box[0] // 2, box[1] // 2)))
    return out
