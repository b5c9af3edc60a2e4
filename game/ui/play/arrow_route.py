"""Where the coach's arrow runs: from its panel to the element it points at, along a
path that crosses no words on screen (Basil's score, a legend's labels).

Pure geometry over rectangles: the panel, the element and the words' boxes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

Point = tuple[float, float]
#: how far from the element the arrow stops, and the shortest arrow worth drawing
GAP = 4
SHORTEST = 24
#: room kept around words (the arrow is 9 px wide)
CLEARANCE = 7


def _ends(target: pygame.Rect) -> list[Point]:
    """Points just outside each side of the element (a quarter, half, three quarters)."""
    out: list[Point] = []
    for f in (0.5, 0.25, 0.75):
        x = target.left + target.w * f
        y = target.top + target.h * f
        out += [(x, target.top - GAP), (x, target.bottom + GAP),
                (target.left - GAP, y), (target.right + GAP, y)]
    return out


def _start(box: pygame.Rect, end: Point) -> Point:
    """The point of the panel's edge nearest to ``end`` (kept off its round corners)."""
    x = max(box.left + 16, min(box.right - 16, end[0]))
    y = max(box.top + 16, min(box.bottom - 16, end[1]))
    if box.left < end[0] < box.right:  # above or below the panel
        return x, (box.top if end[1] < box.top else box.bottom)
    return (box.left if end[0] < box.left else box.right), y


def crossings(start: Point, end: Point, words: Sequence[pygame.Rect]) -> int:
    """How many word boxes the segment passes through."""
    return sum(1 for r in words if r.inflate(2 * CLEARANCE, 2 * CLEARANCE).clipline(start, end))


def route(box: pygame.Rect, target: pygame.Rect, words: Sequence[pygame.Rect],
          screen: pygame.Rect) -> tuple[Point, Point] | None:
    """The shortest arrow from the panel ``box`` to ``target`` crossing none of ``words``
    (the element's own words and the panel's do not count); None when there is none (the
    element's outline then shows it alone)."""
    if target.contains(box) or box.contains(target):
        return None
    others = [r for r in words if not target.contains(r) and not box.colliderect(r)]
    inner = target.inflate(-2, -2)
    best: tuple[float, tuple[Point, Point]] | None = None
    for end in _ends(target):
        if not screen.collidepoint(end) or box.collidepoint(end):
            continue
        start = _start(box, end)
        length = math.hypot(end[0] - start[0], end[1] - start[1])
        if length < SHORTEST or inner.clipline(start, end):
            continue
        if box.inflate(-4, -4).clipline(start, end) or crossings(start, end, others):
            continue
        if best is None or length < best[0]:
            best = (length, (start, end))
    return None if best is None else best[1]
