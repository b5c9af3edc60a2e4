"""The shared city on screen: square spaces seen from the front, buildings as stacked floors.

Each building shows its floors on the front face, the top tile (colour and number)
on the roof, the owner's resources standing on the roof and, while its card is
still in the reserve, a construction-site marker. Urbanization tokens lie on the
empty spaces around the edge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.ginkgopolis import art
from game.ui.ginkgopolis.view_model import City, Pos, letter_text
from game.ui.kit import text, theme

GROUND = (40, 70, 62)
GROUND_EDGE = (62, 98, 86)
SHADOW = (20, 36, 32)
BACKGROUND = (24, 48, 46)
#: one floor's height as a share of the cell width
FLOOR = 0.17


def mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    """``a`` blended over ``b`` with weight ``t``."""
    return (round(a[0] * t + b[0] * (1 - t)), round(a[1] * t + b[1] * (1 - t)),
            round(a[2] * t + b[2] * (1 - t)))


@dataclass
class Geometry:
    """Where spaces go on screen: cell width, depth, floor lift and the origin."""

    rect: pygame.Rect
    cw: float = 60.0
    ox: float = 0.0
    oy: float = 0.0

    @property
    def ch(self) -> float:
        """Depth of a space on screen (the board is seen at a slant)."""
        return self.cw * 0.78

    @property
    def lift(self) -> float:
        """Height of one floor on screen (tall enough to count the floors)."""
        return self.cw * FLOOR

    def fit(self, spaces: list[Pos], tallest: int, lane: int = 0) -> None:
        """Zoom and centre so every space plus a margin fits the rectangle (but for a
        ``lane`` that many pixels wide at its right, left empty)."""
        if not spaces:
            spaces = [(0, 0)]
        x0 = min(p[0] for p in spaces)
        x1 = max(p[0] for p in spaces)
        y0 = min(p[1] for p in spaces)
        y1 = max(p[1] for p in spaces)
        cols, rows = x1 - x0 + 1.6, y1 - y0 + 1.4
        by_w = (self.rect.w - lane - 20) / cols
        by_h = (self.rect.h - 50) / (rows * 0.78 + tallest * FLOOR + 0.1)
        self.cw = max(22.0, min(104.0, by_w, by_h))
        mid_x = (x0 + x1) / 2
        mid_y = (y0 + y1) / 2
        self.ox = self.rect.x + (self.rect.w - lane) / 2 - mid_x * self.cw
        self.oy = self.rect.centery + 16 + mid_y * self.ch + tallest * self.lift * 0.5

    def ground(self, pos: Pos) -> tuple[float, float]:
        """Screen centre of a space on the ground."""
        return self.ox + pos[0] * self.cw, self.oy - pos[1] * self.ch

    def roof(self, pos: Pos, height: int) -> pygame.Rect:
        """The roof (top face) of a building of ``height`` floors (the ground for 0)."""
        gx, gy = self.ground(pos)
        w, d = self.cw * 0.84, self.ch * 0.8
        return pygame.Rect(round(gx - w / 2), round(gy - d / 2 - height * self.lift), round(w),
                           round(d))

    def cell(self, pos: Pos) -> pygame.Rect:
        """The whole space on the ground."""
        gx, gy = self.ground(pos)
        return pygame.Rect(round(gx - self.cw / 2), round(gy - self.ch / 2), round(self.cw),
                           round(self.ch))

    def hit(self, point: tuple[int, int], city: City, spaces: list[Pos]) -> Pos | None:
        """The space under a screen point: roofs first (front-most wins), then the ground."""
        best = None
        for pos, (_, height, _) in city.items():
            roof = self.roof(pos, height)
            body = roof.union(self.cell(pos))
            if body.collidepoint(point) and (best is None or pos[1] < best[1]):
                best = pos
        if best is not None:
            return best
        for pos in spaces:
            if self.cell(pos).collidepoint(point):
                return pos
        return None


def draw_order(city: City) -> list[Pos]:
    """Back rows (high y) first, then left to right."""
    return sorted(city, key=lambda p: (-p[1], p[0]))


def draw_building(surface: pygame.Surface, geo: Geometry, pos: Pos,
                  building: tuple[int, int, int], marked: bool,
                  colours: list[tuple[int, int, int]], offset: float = 0.0,
                  letters: bool = False) -> None:
    """One building as a stack of tiles: floors on the front, roof with number, resources
    standing on it in the owner's colour, and the construction-site marker."""
    tile, height, owner = building
    up = round(offset)
    ground = geo.roof(pos, 0)
    if up <= 2:  # a falling building casts no shadow until it lands
        shadow = ground.move(round(geo.cw * 0.05 + height * 2), round(geo.ch * 0.06 + height))
        pygame.draw.rect(surface, SHADOW, shadow, border_radius=5)
    roof = geo.roof(pos, height).move(0, -up)
    cell = ground.move(0, -up)  # a falling building keeps its shape
    base = art.colour_of(tile)
    front = pygame.Rect(roof.x, roof.bottom - 4, roof.w, cell.bottom - roof.bottom + 4)
    # each floor a slab of its own, like the Akropolis towers: lit top edge, dark seam
    for k in range(height):
        bottom = round(front.bottom - k * geo.lift)
        top = round(front.bottom - (k + 1) * geo.lift) if k < height - 1 else front.y
        slab = pygame.Rect(front.x, top, front.w, max(2, bottom - top))
        pygame.draw.rect(surface, theme.shade(base, 0.6 if k % 2 else 0.5), slab,
                         border_radius=2)
        pygame.draw.line(surface, theme.shade(base, 0.85), (slab.x + 2, slab.y + 1),
                         (slab.right - 3, slab.y + 1), 1)
        pygame.draw.line(surface, theme.shade(base, 0.25), (slab.x + 1, slab.bottom - 1),
                         (slab.right - 2, slab.bottom - 1), 2)
    pygame.draw.rect(surface, theme.shade(base, 0.3), front, 1, border_radius=3)
    pygame.draw.rect(surface, base, roof, border_radius=4)
    pygame.draw.rect(surface, theme.shade(base, 1.3), roof, 2, border_radius=4)
    ink = art.COLOUR_INK[tile // 20]
    number_size = max(16, int(roof.h * 0.62))
    label = ("RYB"[tile // 20] if letters else "") + str(tile % 20 + 1)
    text.draw(surface, label, number_size, ink, (roof.x + 6, roof.centery + 2), "midleft", True)
    if 0 <= owner < len(colours):
        size = max(7, int(geo.cw * 0.15))
        shown = min(height, 3)
        x = roof.right - 4 - shown * (size - 1) - (size if marked else 0)
        for i in range(shown):
            surface.blit(art.cube(colours[owner], size), (x + i * (size - 1), roof.y + 4))
        if height > shown:
            text.draw(surface, f"{height}", max(12, size + 2), (255, 255, 255),
                      (x - 2, roof.y + 3), "topright", shadow=True)
    if marked:
        m = art.marker(max(10, int(geo.cw * 0.2)))
        surface.blit(m, m.get_rect(topright=(roof.right + 3, roof.y - 3)))


def render(geo: Geometry, city: City, marked: set[Pos], tokens: dict[Pos, int],
           colours: list[tuple[int, int, int]],
           hide: frozenset[Pos] = frozenset(),
           rims: Sequence[tuple[Sequence[Pos], tuple[int, int, int]]] = (),
           letters: bool = False, target: pygame.Surface | None = None) -> pygame.Surface:
    """The whole city on an opaque surface the size of the screen; only ``geo.rect`` is
    painted (blit that area: cheap, no alpha). ``rims`` outlines groups of spaces on the
    ground (district leaders' colours).
    """
    surf = target
    if surf is None:
        surf = pygame.Surface(theme.LOGICAL_SIZE)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
    surf.fill(BACKGROUND, geo.rect)
    surf.set_clip(geo.rect)
    spaces = set(city) | set(tokens)
    near = set()
    for x, y in spaces:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                near.add((x + dx, y + dy))
    for pos in sorted(near, key=lambda p: (-p[1], p[0])):
        cell = geo.cell(pos).inflate(-2, -2)
        if pos not in spaces and not geo.rect.contains(cell):
            continue  # an empty space of the ring around the city, cut by the frame
        text.mark_cell(surf, cell)
        pygame.draw.rect(surf, GROUND if pos in spaces else (32, 58, 52), cell, border_radius=4)
        pygame.draw.rect(surf, GROUND_EDGE, cell, 1, border_radius=4)
        if pos in city:
            text.mark_piece(surf, cell.clip(geo.rect), "tile")  # the coach keeps off it
    for group, colour in rims:
        members = set(group)
        for pos in group:
            cell = geo.cell(pos)
            layer = cell.inflate(-2, -2)
            pygame.draw.rect(surf, mix(colour, GROUND, 0.35), layer, border_radius=4)
            x, y = pos
            w = max(3, int(geo.cw * 0.09))
            if (x - 1, y) not in members:
                pygame.draw.line(surf, colour, layer.topleft, layer.bottomleft, w)
            if (x + 1, y) not in members:
                pygame.draw.line(surf, colour, layer.topright, layer.bottomright, w)
            if (x, y + 1) not in members:
                pygame.draw.line(surf, colour, layer.topleft, layer.topright, w)
            if (x, y - 1) not in members:
                pygame.draw.line(surf, colour, layer.bottomleft, layer.bottomright, w)
    r = max(8, int(geo.ch * 0.3))
    for pos, letter in tokens.items():
        gx, gy = geo.ground(pos)
        disc = art.token(letter_text(letter), r)
        at = surf.blit(disc, disc.get_rect(center=(gx, gy)))
        text.mark_piece(surf, at.clip(geo.rect), "token")  # notices keep off it
    for pos in draw_order(city):
        if pos in hide:
            continue
        draw_building(surf, geo, pos, city[pos], pos in marked, colours, 0.0, letters)
    surf.set_clip(None)
    return surf


def spaces_of(city: City, tokens: dict[Pos, int]) -> list[Pos]:
    """Every space the view must show (buildings and tokens)."""
    return sorted(set(city) | set(tokens))


def tallest(city: City) -> int:
    """The tallest building's height (1 for an empty city)."""
    return max((h for _, h, _ in city.values()), default=1)
