"""A score-over-time chart: one line per player, rounds along the bottom."""

from __future__ import annotations

import pygame

from game.engine.i18n import N_, _
from game.ui.kit import text, theme

#: the x axis's name when the caller gives none (English; translated when drawn)
# Translators: the name of the score chart's x axis
ROUNDS = N_("rounds")


def nice_step(top: int, lines: int = 4) -> int:
    """A round step for the value axis (1, 2, 5, 10, 20, 50, ...)."""
    raw = max(1, top) / lines
    step = 1
    while True:
        for factor in (1, 2, 5):
            if step * factor >= raw:
                return step * factor
        step *= 10


def draw(surface: pygame.Surface, box: pygame.Rect, timeline: list[list[int]],
         ticks: list[tuple[int, str]], colours: list[tuple[int, int, int]],
         progress: float = 1.0, axis: str = ROUNDS) -> None:
    """Draw ``timeline`` (scores after each move, index 0 the deal) into ``box``.

    ``ticks`` are (move count where a round began, label) for the x axis, named ``axis``
    (the English words, translated here);
    ``progress`` (0..1) draws the lines growing from the left.
    """
    if len(timeline) < 2 or not timeline[0]:
        text.draw(surface, _("No moves were played"), 22, theme.TEXT_DIM, box.center, "center")
        return
    seats = min(len(timeline[0]), len(colours))
    low = min(0, min(min(row[:seats]) for row in timeline))
    high = max(1, max(max(row[:seats]) for row in timeline))
    step = nice_step(high - low)
    high = (high // step + 1) * step
    plot = pygame.Rect(box.x + 44, box.y + 10, box.w - 60, box.h - 46)
    moves = len(timeline) - 1

    def at(index: int, value: int) -> tuple[int, int]:
        x = plot.x + plot.w * index / max(1, moves)
        y = plot.bottom - plot.h * (value - low) / max(1, high - low)
        return round(x), round(y)

    value = low - low % step if low % step else low
    while value <= high:
        y = at(0, value)[1]
        pygame.draw.line(surface, (44, 66, 96), (plot.x, y), (plot.right, y))
        text.draw(surface, str(value), 17, theme.TEXT_DIM, (plot.x - 6, y), "midright")
        value += step
    labelled = [label for _start, label in ticks if label]
    every = max(1, len(labelled) // 14 + 1)
    shown_labels = 0
    for start, label in ticks:
        x = at(start, 0)[0]
        strong = bool(label) and len(labelled) < len(ticks)
        pygame.draw.line(surface, (84, 116, 156) if strong else (52, 78, 110), (x, plot.y),
                         (x, plot.bottom))
        if label:
            if shown_labels % every == 0:
                text.draw(surface, label, 17, theme.TEXT_DIM, (x + 3, plot.bottom + 4))
            shown_labels += 1
    text.draw(surface, _(axis), 18, theme.TEXT_DIM, (plot.right, plot.bottom + 20), "topright")
    pygame.draw.line(surface, theme.TEXT_DIM, plot.bottomleft, plot.bottomright, 2)
    shown = max(1, round(moves * max(0.0, min(1.0, progress))))
    for seat in range(seats):
        points = [at(i, timeline[i][seat]) for i in range(shown + 1)]
        if len(points) >= 2:
            pygame.draw.lines(surface, (0, 0, 0), False, [(x, y + 2) for x, y in points], 4)
            pygame.draw.lines(surface, colours[seat], False, points, 3)
        x, y = points[-1]
        pygame.draw.circle(surface, colours[seat], (x, y), 5)
