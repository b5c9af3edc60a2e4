"""Cosmetic physics with pymunk: bounces, stones settling in trays, confetti.

Nothing here reads or writes game state: it only moves pretty things around.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

STEP = 1.0 / 120.0


class Bounce:
    """A falling weight on a springy floor: ``offset`` is the height above rest (px)."""

    RADIUS = 10.0
    FLOOR = 20.0
    FLOOR_RADIUS = 4.0
    REST = FLOOR - FLOOR_RADIUS - RADIUS

    def __init__(self, drop: float = 90.0, elasticity: float = 0.45) -> None:
        self.space = pymunk.Space()
        self.space.gravity = (0, 2400)
        self.body = pymunk.Body(1, float("inf"))
        self.body.position = (0, self.REST - drop)
        shape = pymunk.Circle(self.body, self.RADIUS)
        shape.elasticity = elasticity
        floor = pymunk.Segment(self.space.static_body, (-100, self.FLOOR), (100, self.FLOOR),
                               self.FLOOR_RADIUS)
        floor.elasticity = 1.0
        self.space.add(self.body, shape, floor)
        self._left = 0.0
        self.time = 0.0

    @property
    def offset(self) -> float:
        """How far above its resting place the thing is drawn (>= 0)."""
        return max(0.0, self.REST - self.body.position.y)

    def done(self) -> bool:
        """True once it has come to rest."""
        return self.time > 0.2 and self.offset < 0.5 and abs(self.body.velocity.y) < 30

    def update(self, dt: float) -> None:
        """Advance with fixed sub-steps."""
        self.time += dt
        self._left += min(dt, 0.1)
        while self._left >= STEP:
            self.space.step(STEP)
            self._left -= STEP
        if self.done():
            self.body.velocity = (0, 0)


class StoneTray:
    """A small box whose stones fall in, bounce and settle; count follows the player's stones."""

    RADIUS = 6

    def __init__(self, rect: pygame.Rect, seed: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.space = pymunk.Space()
        self.space.gravity = (0, 900)
        self.space.damping = 0.8
        self.rng = random.Random(seed)
        w, h = self.rect.size
        walls = [((0, 0), (0, h)), ((0, h), (w, h)), ((w, h), (w, 0))]
        for a, b in walls:
            seg = pymunk.Segment(self.space.static_body, a, b, 2)
            seg.elasticity = 0.4
            seg.friction = 0.9
            self.space.add(seg)
        self.stones: list[pymunk.Circle] = []
        self._left = 0.0

    def set_count(self, count: int, instant: bool = False) -> None:
        """Add or remove stones until ``count`` are in the tray (max 40 shown)."""
        count = min(count, 40)
        while len(self.stones) > count:
            shape = self.stones.pop()
            self.space.remove(shape.body, shape)
        while len(self.stones) < count:
            body = pymunk.Body(1, pymunk.moment_for_circle(1, 0, self.RADIUS))
            w, h = self.rect.size
            if instant:
                i = len(self.stones)
                per_row = max(1, int(w // (2 * self.RADIUS + 1)))
                body.position = (self.RADIUS + 1 + (i % per_row) * (2 * self.RADIUS + 1),
                                 h - self.RADIUS - 1 - (i // per_row) * (2 * self.RADIUS))
            else:
                body.position = (self.rng.uniform(self.RADIUS + 2, w - self.RADIUS - 2),
                                 -self.rng.uniform(10, 40))
            shape = pymunk.Circle(body, self.RADIUS)
            shape.elasticity = 0.5
            shape.friction = 0.7
            self.space.add(body, shape)
            self.stones.append(shape)

    def update(self, dt: float) -> None:
        """Advance with fixed sub-steps."""
        self._left += min(dt, 0.1)
        while self._left >= STEP:
            self.space.step(STEP)
            self._left -= STEP

    def draw(self, surface: pygame.Surface) -> None:
        """The tray and its stones."""
        pygame.draw.rect(surface, (30, 30, 36), self.rect, border_radius=4)
        pygame.draw.rect(surface, (110, 110, 120), self.rect, 1, border_radius=4)
        for shape in self.stones:
            x, y = shape.body.position
            if y < -self.RADIUS:
                continue
            pos = (self.rect.x + x, self.rect.y + y)
            pygame.draw.circle(surface, (150, 150, 158), pos, self.RADIUS)
            pygame.draw.circle(surface, (205, 205, 212), (pos[0] - 2, pos[1] - 2), 2)
            pygame.draw.circle(surface, (70, 70, 78), pos, self.RADIUS, 1)


class Confetti:
    """Falling, spinning paper pieces (the end-of-game celebration)."""

    def __init__(self, area: pygame.Rect, colours: list[tuple[int, int, int]], seed: int = 0,
                 count: int = 120) -> None:
        self.area = pygame.Rect(area)
        self.space = pymunk.Space()
        self.space.gravity = (0, 260)
        self.space.damping = 0.55
        self.rng = random.Random(seed)
        self.pieces: list[tuple[pymunk.Body, tuple[int, int, int], float]] = []
        self.colours = colours or [(255, 200, 80)]
        self._left = 0.0
        self.burst(count)

    def burst(self, count: int) -> None:
        """Throw ``count`` more pieces from the top."""
        for _ in range(count):
            body = pymunk.Body(0.1, 0.5)
            body.position = (self.rng.uniform(self.area.left, self.area.right),
                             self.area.top - self.rng.uniform(0, 260))
            body.velocity = (self.rng.uniform(-90, 90), self.rng.uniform(-40, 120))
            body.angular_velocity = self.rng.uniform(-9, 9)
            self.space.add(body)
            colour = self.rng.choice(self.colours)
            self.pieces.append((body, colour, self.rng.uniform(4, 8)))

    def update(self, dt: float) -> None:
        """Advance; pieces that fell out of the area are dropped."""
        self._left += min(dt, 0.1)
        while self._left >= STEP * 2:
            self.space.step(STEP * 2)
            self._left -= STEP * 2
        keep = []
        for piece in self.pieces:
            body = piece[0]
            body.velocity = (body.velocity.x + math.sin(body.angle) * 4, body.velocity.y)
            if body.position.y > self.area.bottom + 20:
                self.space.remove(body)
            else:
                keep.append(piece)
        self.pieces = keep

    def draw(self, surface: pygame.Surface) -> None:
        """Each piece as a small rotated quad."""
        for body, colour, size in self.pieces:
            x, y = body.position
            a = body.angle
            dx, dy = math.cos(a) * size, math.sin(a) * size * 0.5
            squash = abs(math.cos(a * 1.7))
            ex, ey = -math.sin(a) * size * 0.4 * squash, math.cos(a) * size * 0.4 * squash
            points = [(x - dx - ex, y - dy - ey), (x + dx - ex, y + dy - ey),
                      (x + dx + ex, y + dy + ey), (x - dx + ex, y - dy + ey)]
            pygame.draw.polygon(surface, colour, points)
