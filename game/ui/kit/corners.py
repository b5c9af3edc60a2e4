"""Where a box goes so that it covers nothing that matters: one rule for every view's
preview and legend boxes."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

#: a corner of a box (a pygame.Rect attribute such as "topleft") and where it goes
Corner = tuple[str, tuple[int, int]]


def clearest(box: pygame.Rect, corners: Sequence[Corner], never: Sequence[pygame.Rect],
             places: Sequence[pygame.Rect]) -> pygame.Rect:
    """``box`` put at the first of ``corners`` that touches none of ``never`` and hides
    none of ``places`` (e.g. the legal places); else where it touches and hides fewest."""
    best: tuple[tuple[int, int], pygame.Rect] | None = None
    for corner, at in corners:
        placed = pygame.Rect(box)
        setattr(placed, corner, at)
        score = (sum(placed.colliderect(r) for r in never),
                 sum(placed.colliderect(r) for r in places))
        if score == (0, 0):
            return placed
        if best is None or score < best[0]:
            best = (score, placed)
    if best is None:
        raise ValueError("clearest() needs at least one corner")
    return best[1]


#: the gap a box keeps from the words it moves off
GAP = 3


def stops(words: Sequence[pygame.Rect], height: int) -> set[int]:
    """The tops a box ``height`` tall may take to end just clear of one of ``words``
    (below or above it) or to hold it whole (its edge just past the word's)."""
    out: set[int] = set()
    for r in words:
        out |= {r.bottom + GAP, r.top - GAP - height, r.top - GAP, r.bottom + GAP - height}
    return out
