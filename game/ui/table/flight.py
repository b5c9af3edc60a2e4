"""Something travelling across the board for a while (an AI's tile flying to its place),
then landing (its move is applied). What flies and how it is drawn is the game's."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.kit import motion


@dataclass
class Flight:
    """``what`` travels from ``start`` to ``end`` in ``duration`` seconds, then
    ``on_done`` runs (start and end are whatever the game draws between: points, rects)."""

    what: Any
    start: Any
    end: Any
    duration: float
    on_done: Callable[[], None] | None = None
    time: float = 0.0

    def __post_init__(self) -> None:
        if motion.reduced():  # no flights: it is already there
            self.time = self.duration

    def fraction(self) -> float:
        """How far along, 0 to 1."""
        return min(1.0, self.time / max(1e-6, self.duration))

    def eased(self) -> float:
        """The fraction eased in and out (slow start, slow landing)."""
        t = self.fraction()
        return t * t * (3 - 2 * t)

    def rise(self, height: float) -> float:
        """How high above the straight line it is now (an arc peaking at ``height``)."""
        return math.sin(math.pi * self.fraction()) * height

    def advance(self, dt: float) -> bool:
        """Move on by ``dt`` seconds; True once it has arrived (then call :meth:`land`)."""
        self.time += dt
        return self.time >= self.duration

    def land(self) -> None:
        """Run what the arrival does."""
        if self.on_done is not None:
            self.on_done()


def arc_rect(flight: Flight, height: float) -> pygame.Rect:
    """Where a square flying between the rects ``start`` and ``end`` is now (its size
    changes from one to the other on the way; it arcs ``height`` pixels up)."""
    start, end = flight.start, flight.end
    t, e = flight.fraction(), flight.eased()
    w = start.w + (end.w - start.w) * e
    x = start.centerx + (end.centerx - start.centerx) * e
    y = start.centery + (end.centery - start.centery) * e
    y -= math.sin(math.pi * t) * height
    r = pygame.Rect(0, 0, int(w), int(w))
    r.center = (int(x), int(y))
    return r
