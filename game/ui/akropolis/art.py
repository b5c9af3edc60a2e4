"""Akropolis hex art: district colours, icons, colour-blind patterns, stars, prisms.

Every top face is drawn once per (kind, size, level, patterns) and cached.
"""

from __future__ import annotations

import math

import pygame

from game.ui.akropolis import geo
from game.ui.kit import text, theme

KIND_COLOURS: dict[str, tuple[int, int, int]] = {
    "house": (66, 120, 206),
    "market": (226, 184, 48),
    "barracks": (204, 68, 58),
    "temple": (146, 88, 192),
    "garden": (74, 164, 84),
    "quarry": (148, 144, 136),
}
STARS = {"house": 1, "market": 2, "barracks": 2, "temple": 2, "garden": 3}
_faces: dict[tuple, pygame.Surface] = {}


def base_type(kind: str) -> str:
    """'market-plaza' -> 'market'; districts and quarry unchanged."""
    return kind.split("-")[0]


def is_plaza(kind: str) -> bool:
    """True for the five plaza kinds."""
    return kind.endswith("-plaza")


def colour(kind: str) -> tuple[int, int, int]:
    """The colour of a kind (plazas share their district's colour)."""
    return KIND_COLOURS[base_type(kind)]


def level_factor(level: int) -> float:
    """Higher levels are drawn lighter so heights read at a glance."""
    return (0.90, 1.0, 1.12, 1.22, 1.30)[max(0, min(4, level - 1))]


def wall_colours(kind: str, level: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(left-front, right-front) wall colours."""
    base = theme.shade(colour(kind), level_factor(level))
    return theme.shade(base, 0.66), theme.shade(base, 0.48)


# -- icons ---------------------------------------------------------------------------
def _icon(surf: pygame.Surface, kind: str, cx: float, cy: float, u: float,
          ink: tuple[int, int, int]) -> None:
    """Draw the type icon centred at (cx, cy) with unit ``u`` (about the icon's half-size)."""
    t = base_type(kind)
    w = max(1, int(u / 5))
    if t == "house":
        body = pygame.Rect(0, 0, u * 1.1, u * 0.75)
        body.midtop = (cx, cy - u * 0.1)
        pygame.draw.rect(surf, ink, body, w)
        pygame.draw.polygon(surf, ink, [(cx - u * 0.8, cy - u * 0.05), (cx, cy - u * 0.75),
                                        (cx + u * 0.8, cy - u * 0.05)])
        door = pygame.Rect(0, 0, u * 0.3, u * 0.4)
        door.midbottom = body.midbottom
        pygame.draw.rect(surf, ink, door)
    elif t == "market":
        top = cy - u * 0.55
        pygame.draw.polygon(surf, ink, [(cx - u, top + u * 0.35), (cx - u * 0.7, top),
                                        (cx + u * 0.7, top), (cx + u, top + u * 0.35)])
        for i in range(4):
            x = cx - u + (i + 0.5) * u / 2
            pygame.draw.circle(surf, ink, (x, top + u * 0.38), u * 0.22)
        pygame.draw.line(surf, ink, (cx - u * 0.8, top + u * 0.4), (cx - u * 0.8, cy + u * 0.6), w)
        pygame.draw.line(surf, ink, (cx + u * 0.8, top + u * 0.4), (cx + u * 0.8, cy + u * 0.6), w)
        pygame.draw.line(surf, ink, (cx - u * 0.9, cy + u * 0.3), (cx + u * 0.9, cy + u * 0.3), w)
    elif t == "barracks":
        shield = [(cx - u * 0.7, cy - u * 0.6), (cx + u * 0.7, cy - u * 0.6),
                  (cx + u * 0.6, cy + u * 0.1), (cx, cy + u * 0.7), (cx - u * 0.6, cy + u * 0.1)]
        pygame.draw.polygon(surf, ink, shield, w)
        pygame.draw.line(surf, ink, (cx - u * 0.35, cy - u * 0.3), (cx + u * 0.35, cy + u * 0.3), w)
        pygame.draw.line(surf, ink, (cx + u * 0.35, cy - u * 0.3), (cx - u * 0.35, cy + u * 0.3), w)
    elif t == "temple":
        pygame.draw.polygon(surf, ink, [(cx - u * 0.9, cy - u * 0.35), (cx, cy - u * 0.8),
                                        (cx + u * 0.9, cy - u * 0.35)])
        for i in range(3):
            x = cx - u * 0.55 + i * u * 0.55
            pygame.draw.line(surf, ink, (x, cy - u * 0.3), (x, cy + u * 0.45), max(1, w + 1))
        pygame.draw.line(surf, ink, (cx - u * 0.9, cy + u * 0.55), (cx + u * 0.9, cy + u * 0.55),
                         max(1, w + 1))
    elif t == "garden":
        pygame.draw.line(surf, ink, (cx, cy + u * 0.7), (cx, cy), max(1, w + 1))
        pygame.draw.circle(surf, ink, (cx, cy - u * 0.25), u * 0.5)
        pygame.draw.circle(surf, ink, (cx - u * 0.4, cy - u * 0.05), u * 0.32)
        pygame.draw.circle(surf, ink, (cx + u * 0.4, cy - u * 0.05), u * 0.32)
    elif t == "quarry":
        rocks = [
            [(cx - u * 0.9, cy + u * 0.4), (cx - u * 0.6, cy - u * 0.2), (cx - u * 0.1, cy),
             (cx - u * 0.2, cy + u * 0.45)],
            [(cx, cy + u * 0.45), (cx + u * 0.15, cy - u * 0.35), (cx + u * 0.7, cy - u * 0.15),
             (cx + u * 0.85, cy + u * 0.4)],
            [(cx - u * 0.5, cy - u * 0.3), (cx - u * 0.2, cy - u * 0.75),
             (cx + u * 0.2, cy - u * 0.5), (cx, cy - u * 0.2)],
        ]
        for rock in rocks:
            pygame.draw.polygon(surf, theme.shade(ink, 1.6), rock)
            pygame.draw.polygon(surf, ink, rock, 1)


def star(surf: pygame.Surface, cx: float, cy: float, r: float,
         fill: tuple[int, int, int] = theme.GOLD) -> None:
    """A five-pointed star."""
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rad = r if i % 2 == 0 else r * 0.45
        points.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(surf, fill, points)
    pygame.draw.polygon(surf, (90, 60, 10), points, 1)


def _pattern(size: tuple[int, int], kind: str, ink: tuple[int, int, int, int]) -> pygame.Surface:
    """A colour-blind pattern tile for a type (transparent background)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    t = base_type(kind)
    step = max(5, w // 7)
    if t == "house":
        for y in range(0, h, step):
            pygame.draw.line(surf, ink, (0, y), (w, y), 1)
    elif t == "market":
        for y in range(step // 2, h, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, w, step):
                pygame.draw.circle(surf, ink, (x, y), 1)
    elif t == "barracks":
        for x in range(-h, w, step):
            pygame.draw.line(surf, ink, (x, 0), (x + h, h), 1)
    elif t == "temple":
        for x in range(0, w, step):
            pygame.draw.line(surf, ink, (x, 0), (x, h), 1)
    elif t == "garden":
        for x in range(-h, w, step):
            pygame.draw.line(surf, ink, (x, 0), (x + h, h), 1)
            pygame.draw.line(surf, ink, (x + h, 0), (x, h), 1)
    return surf


def face(kind: str, size: int, level: int, patterns: bool) -> pygame.Surface:
    """The top face of a hex (cached); its centre is the surface centre."""
    key = (kind, size, min(level, 5), patterns)
    surf = _faces.get(key)
    if surf is not None:
        return surf
    w = int(2 * size + 4)
    h = int(2 * size * geo.SQUASH + 4)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    base = theme.shade(colour(kind), level_factor(level))
    poly = geo.corners(cx, cy, size)
    pygame.draw.polygon(surf, base, poly)
    ink = theme.shade(base, 0.45)
    if patterns and base_type(kind) != "quarry":
        pat = _pattern((w, h), kind, (*theme.shade(base, 0.7), 255))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), geo.corners(cx, cy, size * 0.96))
        pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(pat, (0, 0))
    u = size * 0.42
    if is_plaza(kind):
        inner = geo.corners(cx, cy, size * 0.8)
        pygame.draw.polygon(surf, theme.shade(base, 1.35), inner)
        pygame.draw.polygon(surf, (255, 255, 255), inner, max(1, size // 14))
        n = STARS[base_type(kind)]
        r = size * 0.17
        for i in range(n):
            sx = cx + (i - (n - 1) / 2) * r * 2.2
            star(surf, sx, cy - size * 0.42, r)
        _icon(surf, kind, cx, cy + size * 0.12, u * 0.8, ink)
    else:
        _icon(surf, kind, cx, cy, u, ink)
    pygame.draw.polygon(surf, theme.shade(base, 0.35), poly, max(1, size // 16))
    if level >= 2 and size >= 9:
        # the level as a small numbered badge on the face's left corner
        r = max(4, size * 0.22)
        bx, by = cx - size * 0.62, cy + size * 0.12
        pygame.draw.circle(surf, (250, 248, 240), (bx, by), r)
        pygame.draw.circle(surf, (30, 30, 40), (bx, by), r, 1)
        label = text.render(str(level), max(9, int(r * 2.0)), (20, 20, 30), True)
        surf.blit(label, label.get_rect(center=(bx, by + 1)))
    _faces[key] = surf
    return surf


_prisms: dict[tuple, tuple[pygame.Surface, tuple[float, float]]] = {}


def prism(surf: pygame.Surface, kind: str, cx: float, cy: float, size: float, level: int,
          patterns: bool) -> None:
    """One hex of a tower: its two front walls and its top face (one cached sprite).

    (cx, cy) is the ground centre; the face is drawn ``level`` lifts up and the
    walls go down one lift.
    """
    isize = int(size)
    key = (kind, isize, min(level, 5), patterns)
    found = _prisms.get(key)
    if found is None:
        lift = geo.lift(isize)
        w = int(2 * isize + 6)
        h = int(2 * isize * geo.SQUASH + lift + 6)
        sprite = pygame.Surface((w, h), pygame.SRCALPHA)
        anchor = (w / 2, isize * geo.SQUASH + 3)
        _draw_prism(sprite, kind, anchor[0], anchor[1], isize, level, patterns, lift)
        if len(_prisms) > 2000:
            _prisms.clear()
        found = _prisms[key] = (sprite, anchor)
    sprite, anchor = found
    top = cy - level * geo.lift(size)
    surf.blit(sprite, (round(cx - anchor[0]), round(top - anchor[1])))


def _draw_prism(surf: pygame.Surface, kind: str, cx: float, top: float, size: int, level: int,
                patterns: bool, wall: float) -> None:
    """Walls and face of one hex with its face centred at (cx, top)."""
    c = geo.corners(cx, top, size)
    left, right = wall_colours(kind, level)
    edge = (20, 20, 26)
    # corners: 0 lower-right, 1 bottom, 2 lower-left
    right_wall = [c[5], c[0], c[1], (c[1][0], c[1][1] + wall), (c[0][0], c[0][1] + wall),
                  (c[5][0], c[5][1] + wall)]
    left_wall = [c[1], c[2], c[3], (c[3][0], c[3][1] + wall), (c[2][0], c[2][1] + wall),
                 (c[1][0], c[1][1] + wall)]
    pygame.draw.polygon(surf, right, right_wall)
    pygame.draw.polygon(surf, left, left_wall)
    pygame.draw.lines(surf, edge, False, [(c[0][0], c[0][1] + wall), (c[1][0], c[1][1] + wall),
                                          (c[2][0], c[2][1] + wall)], 1)
    pygame.draw.line(surf, edge, c[1], (c[1][0], c[1][1] + wall), 1)
    image = face(kind, size, level, patterns)
    surf.blit(image, image.get_rect(center=(cx, top)))
