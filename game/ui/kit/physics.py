"""Cosmetic physics with pymunk: bounces, stones settling in trays, confetti.

Nothing here reads or writes game state: it only moves pretty things around.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

from game.ui.kit import motion

STEP = 1.0 / 120.0


class Stepped:
    """A pymunk space advanced in fixed sub-steps of ``step`` seconds, whatever the
    frame time (capped at 0.1 s a frame, so a stall does not explode the scene)."""

    def __init__(self, step: float = STEP) -> None:
        self.space = pymunk.Space()
        self.step = step
        self._left = 0.0

    def update(self, dt: float) -> None:
        """Advance with fixed sub-steps."""
        self._left += min(dt, 0.1)
        while self._left >= self.step:
            self.space.step(self.step)
            self._left -= self.step


class Bounce(Stepped):
    """A falling weight on a springy floor: ``offset`` is the height above rest (px)."""

    RADIUS = 10.0
    FLOOR = 20.0
    FLOOR_RADIUS = 4.0
    REST = FLOOR - FLOOR_RADIUS - RADIUS

    def __init__(self, drop: float = 90.0, elasticity: float = 0.45) -> None:
        super().__init__()
        self.space.gravity = (0, 2400)
        self.body = pymunk.Body(1, float("inf"))
        self.body.position = (0, self.REST - drop)
        shape = pymunk.Circle(self.body, self.RADIUS)
        shape.elasticity = elasticity
        floor = pymunk.Segment(self.space.static_body, (-100, self.FLOOR), (100, self.FLOOR),
                               self.FLOOR_RADIUS)
        floor.elasticity = 1.0
        self.space.add(self.body, shape, floor)
        self.time = 0.0

    @property
    def offset(self) -> float:
        """How far above its resting place the thing is drawn (>= 0)."""
        if motion.reduced():
            return 0.0
        return max(0.0, self.REST - self.body.position.y)

    def done(self) -> bool:
        """True once it has come to rest (at once with reduced motion)."""
        if motion.reduced():
            return True
        return self.time > 0.2 and self.offset < 0.5 and abs(self.body.velocity.y) < 30

    def update(self, dt: float) -> None:
        """Advance with fixed sub-steps."""
        self.time += dt
        super().update(dt)
        if self.done():
            self.body.velocity = (0, 0)


class FallingPile(Stepped):
    """A box that round things fall into, bounce in and settle (stones, coins); the
    number shown follows a count. Subclasses set the look and feel and draw it."""

    RADIUS = 6
    MAX_SHOWN = 40
    DAMPING = 0.8
    WALL_ELASTICITY = 0.4
    ELASTICITY = 0.5
    FRICTION = 0.7
    #: side margin of the instant (settled) layout and of where new pieces fall in
    INSET = 1
    #: extra space between settled pieces in a row
    GAP = 1
    #: new pieces fall from this high above the box (px range)
    DROP = (10.0, 40.0)
    #: sideways and downward speed range of new pieces (px/s)
    TOSS = (0.0, 0.0)

    def __init__(self, rect: pygame.Rect, seed: int = 0) -> None:
        super().__init__()
        self.rect = pygame.Rect(rect)
        self.space.gravity = (0, 900)
        self.space.damping = self.DAMPING
        self.rng = random.Random(seed)
        for a, b in self.walls(*self.rect.size):
            seg = pymunk.Segment(self.space.static_body, a, b, 2)
            seg.elasticity = self.WALL_ELASTICITY
            seg.friction = 0.9
            self.space.add(seg)
        self.pieces: list[pymunk.Circle] = []

    def walls(self, w: int, h: int) -> list[tuple[tuple[float, float], tuple[float, float]]]:
        """The box's sides in its own coordinates (default: an open-top box)."""
        return [((0, 0), (0, h)), ((0, h), (w, h)), ((w, h), (w, 0))]

    def set_count(self, count: int, instant: bool = False) -> None:
        """Add (falling in, or already settled if ``instant``) or remove pieces until
        ``count`` are shown (at most ``MAX_SHOWN``)."""
        count = max(0, min(count, self.MAX_SHOWN))
        instant = instant or motion.reduced()
        while len(self.pieces) > count:
            shape = self.pieces.pop()
            assert shape.body is not None, "every piece is made on its own body"
            self.space.remove(shape.body, shape)
        w, h = self.rect.size
        r = self.RADIUS
        pitch = 2 * r + self.GAP
        while len(self.pieces) < count:
            body = pymunk.Body(1, pymunk.moment_for_circle(1, 0, r))
            i = len(self.pieces)
            if instant:
                per_row = max(1, int((w - 2 * self.INSET) // pitch))
                body.position = (self.INSET + r + (i % per_row) * pitch,
                                 h - r - 1 - (i // per_row) * 2 * r)
            else:
                body.position = (self.rng.uniform(r + self.INSET + 1, w - r - self.INSET - 1),
                                 -self.rng.uniform(*self.DROP))
                side, down = self.TOSS
                if side or down:
                    body.velocity = (self.rng.uniform(-side, side), self.rng.uniform(0, down))
            shape = pymunk.Circle(body, r)
            shape.elasticity = self.ELASTICITY
            shape.friction = self.FRICTION
            self.space.add(body, shape)
            self.pieces.append(shape)


class StoneTray(FallingPile):
    """A small box whose stones fall in, bounce and settle; count follows the player's stones."""

    def draw(self, surface: pygame.Surface) -> None:
        """The tray and its stones."""
        pygame.draw.rect(surface, (30, 30, 36), self.rect, border_radius=4)
        pygame.draw.rect(surface, (110, 110, 120), self.rect, 1, border_radius=4)
        for shape in self.pieces:
            assert shape.body is not None, "every piece is made on its own body"
            x, y = shape.body.position
            if y < -self.RADIUS:
                continue
            pos = (self.rect.x + x, self.rect.y + y)
            pygame.draw.circle(surface, (150, 150, 158), pos, self.RADIUS)
            pygame.draw.circle(surface, (205, 205, 212), (pos[0] - 2, pos[1] - 2), 2)
            pygame.draw.circle(surface, (70, 70, 78), pos, self.RADIUS, 1)


class Confetti(Stepped):
    """Falling, spinning paper pieces (the end-of-game celebration)."""

    def __init__(self, area: pygame.Rect, colours: list[tuple[int, int, int]], seed: int = 0,
                 count: int = 120) -> None:
        super().__init__(step=2 * STEP)
        self.area = pygame.Rect(area)
        self.space.gravity = (0, 260)
        self.space.damping = 0.55
        self.rng = random.Random(seed)
        self.pieces: list[tuple[pymunk.Body, tuple[int, int, int], float]] = []
        self.colours = colours or [(255, 200, 80)]
        self.burst(count)

    def burst(self, count: int) -> None:
        """Throw ``count`` more pieces from the top (none with reduced motion)."""
        if motion.reduced():
            return
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
        super().update(dt)
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
