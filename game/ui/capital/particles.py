"""Cosmetic physics for Capital: a coin purse that fills with falling coins, and war debris.

Nothing here reads or writes game state: it only moves pretty things around.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

from game.ui.capital import art
from game.ui.kit.physics import FallingPile, Stepped

MAX_COINS = 30


class Purse(FallingPile):
    """A pouch whose coins rain in and settle (pymunk); shows up to ``MAX_COINS`` coins."""

    RADIUS = 5
    MAX_SHOWN = MAX_COINS
    DAMPING = 0.75
    WALL_ELASTICITY = 0.3
    ELASTICITY = 0.45
    FRICTION = 0.6
    INSET = 6
    GAP = 0
    DROP = (8.0, 50.0)
    TOSS = (30.0, 60.0)

    def walls(self, w: int, h: int) -> list[tuple[tuple[float, float], tuple[float, float]]]:
        """A pouch: sides that lean out above the rim, so falling coins land inside."""
        return [((0, -60), (4, h)), ((4, h), (w - 4, h)), ((w - 4, h), (w, -60))]

    def draw(self, surface: pygame.Surface) -> None:
        """The pouch and its coins."""
        r = self.rect
        pygame.draw.rect(surface, (70, 44, 28), r, border_bottom_left_radius=10,
                         border_bottom_right_radius=10)
        pygame.draw.rect(surface, (150, 104, 60), r, 2, border_bottom_left_radius=10,
                         border_bottom_right_radius=10)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(0, 120).move(0, -60).clip(surface.get_rect()))
        for shape in self.pieces:
            assert shape.body is not None, "every piece is made on its own body"
            x, y = shape.body.position
            art.coin(surface, r.x + x, r.y + y, self.RADIUS)
        surface.set_clip(clip)


class Debris(Stepped):
    """A stack collapsing: pieces of its tile fly apart, tumble and fade."""

    def __init__(self, rect: pygame.Rect, colours: list[tuple[int, int, int]], height: int,
                 seed: int = 0) -> None:
        super().__init__()
        self.space.gravity = (0, 1100)
        self.rng = random.Random(seed)
        self.pieces: list[tuple[pymunk.Body, pymunk.Poly, tuple[int, int, int]]] = []
        self.time = 0.0
        self.life = 1.3
        floor_y = rect.bottom + 14
        floor = pymunk.Segment(self.space.static_body, (rect.x - 200, floor_y),
                               (rect.right + 200, floor_y), 3)
        floor.elasticity = 0.35
        floor.friction = 0.8
        self.space.add(floor)
        grid = 4
        cell = rect.w / grid
        for gy in range(grid):
            for gx in range(grid):
                quarter = (gx >= grid // 2) + 2 * (gy >= grid // 2)
                colour = colours[[0, 1, 3, 2][quarter] % len(colours)]
                size = cell * self.rng.uniform(0.45, 0.8)
                body = pymunk.Body(1, pymunk.moment_for_box(1, (size, size)))
                body.position = (rect.x + (gx + 0.5) * cell, rect.y + (gy + 0.5) * cell)
                cx, cy = rect.center
                dx, dy = body.position.x - cx, body.position.y - cy
                push = self.rng.uniform(160, 320) * (1 + 0.15 * height)
                norm = max(1.0, math.hypot(dx, dy))
                body.velocity = (dx / norm * push, dy / norm * push - self.rng.uniform(200, 420))
                body.angular_velocity = self.rng.uniform(-10, 10)
                shape = pymunk.Poly.create_box(body, (size, size))
                shape.elasticity = 0.3
                shape.friction = 0.7
                self.space.add(body, shape)
                self.pieces.append((body, shape, colour))
        self.dust = [(rect.centerx + self.rng.uniform(-rect.w / 2, rect.w / 2),
                      rect.bottom + self.rng.uniform(-10, 6), self.rng.uniform(6, 16))
                     for _ in range(14)]

    def done(self) -> bool:
        """True once it has faded out."""
        return self.time >= self.life

    def update(self, dt: float) -> None:
        """Advance with fixed sub-steps."""
        self.time += dt
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Tumbling pieces and a dust cloud, fading out."""
        fade = max(0.0, 1.0 - self.time / self.life)
        grow = 1.0 + 2.0 * self.time
        for x, y, r in self.dust:
            rad = r * grow
            layer = pygame.Surface((int(2 * rad) + 2, int(2 * rad) + 2), pygame.SRCALPHA)
            pygame.draw.circle(layer, (150, 140, 128, int(110 * fade)), (rad + 1, rad + 1), rad)
            surface.blit(layer, (x - rad, y - rad - 20 * self.time))
        for body, shape, colour in self.pieces:
            pts = [body.local_to_world(v) for v in shape.get_vertices()]
            col = tuple(int(c * (0.5 + 0.5 * fade)) for c in colour)
            pygame.draw.polygon(surface, col, pts)
            pygame.draw.polygon(surface, (20, 20, 24), pts, 1)


class Token:
    """A VP star or coin flying along an arc from ``start`` to ``end`` (screen coordinates)."""

    def __init__(self, start: tuple[float, float], end: tuple[float, float], kind: str,
                 delay: float, duration: float) -> None:
        self.start = start
        self.end = end
        self.kind = kind
        self.time = -delay
        self.duration = duration

    def done(self) -> bool:
        """Arrived."""
        return self.time >= self.duration

    def update(self, dt: float) -> None:
        """Move on."""
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """The token at its place on the arc."""
        if self.time < 0 or self.done():
            return
        t = self.time / self.duration
        ease = t * t * (3 - 2 * t)
        x = self.start[0] + (self.end[0] - self.start[0]) * ease
        y = self.start[1] + (self.end[1] - self.start[1]) * ease - math.sin(math.pi * t) * 90
        if self.kind == "vp":
            art.star(surface, x, y, 11)
        elif self.kind == "minus":
            art.star(surface, x, y, 11, fill=(230, 90, 80))
        else:
            art.coin(surface, x, y, 8)
