"""Where the coach's arrow runs: from its panel to the element it points at, along a
path that crosses no words on screen (Basil's score, a legend's labels, the words
painted in pictures): straight when it can, else with one bend.

Pure geometry over rectangles: the panel, the element and the words' boxes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

import pygame

Point = tuple[float, float]
#: how far from the element the arrow stops, and the shortest arrow worth drawing
GAP = 4
SHORTEST = 24
#: room kept around words (the arrow is 9 px wide)
CLEARANCE = 7
#: a bent arrow: its last leg (with the head) is at least this long; corners tried
#: every STEP pixels
LAST_LEG = 26
STEP = 4


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


def _clear(start: Point, end: Point, box: pygame.Rect, inner: pygame.Rect,
           others: Sequence[pygame.Rect]) -> bool:
    """Does the segment keep out of the panel, the element and every word?"""
    return not (inner.clipline(start, end) or box.inflate(-4, -4).clipline(start, end)
                or crossings(start, end, others))


def _length(path: Sequence[Point]) -> float:
    return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in pairwise(path))


def _bends(end: Point, target: pygame.Rect, screen: pygame.Rect) -> list[Point]:
    """Corners for a path with one bend: the last leg goes straight into ``end`` (down
    or up onto a top or bottom side, sideways onto a left or right side)."""
    if end[1] < target.top or end[1] > target.bottom:  # on the top or the bottom side
        away = -1 if end[1] < target.top else 1
        return [(end[0], end[1] + away * d) for d in range(LAST_LEG, screen.h, STEP)
                if screen.top + 8 <= end[1] + away * d <= screen.bottom - 8]
    away = -1 if end[0] < target.left else 1
    return [(end[0] + away * d, end[1]) for d in range(LAST_LEG, screen.w, STEP)
            if screen.left + 8 <= end[0] + away * d <= screen.right - 8]


def route(box: pygame.Rect, target: pygame.Rect, words: Sequence[pygame.Rect],
          screen: pygame.Rect) -> tuple[Point, ...] | None:
    """The arrow's points, from the panel ``box`` to ``target``: the shortest straight
    one crossing none of ``words`` (the element's own words and the panel's do not
    count), else the shortest with one bend; None when there is none (the element's
    outline then shows it alone)."""
    if target.contains(box) or box.contains(target):
        return None
    others = [r for r in words if not target.contains(r) and not box.colliderect(r)]
    inner = target.inflate(-2, -2)
    ends = [e for e in _ends(target) if screen.collidepoint(e) and not box.collidepoint(e)]
    best: tuple[float, tuple[Point, ...]] | None = None
    for end in ends:
        start = _start(box, end)
        length = math.hypot(end[0] - start[0], end[1] - start[1])
        if length < SHORTEST or not _clear(start, end, box, inner, others):
            continue
        if best is None or length < best[0]:
            best = (length, (start, end))
    if best is not None:
        return best[1]
    for end in ends:  # around the words: one bend
        for corner in _bends(end, target, screen):
            if box.inflate(8, 8).collidepoint(corner):
                break
            if not _clear(corner, end, box, inner, others):
                break  # the last leg only gets longer (and still crosses)
            start = _start(box, corner)
            path = (start, corner, end)
            length = _length(path)
            if best is not None and length >= best[0]:
                continue
            if (math.hypot(corner[0] - start[0], corner[1] - start[1]) >= SHORTEST / 2
                    and _clear(start, corner, box, inner, others)):
                best = (length, path)
    return None if best is None else best[1]
