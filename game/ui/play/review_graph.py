"""What the review screen draws: the win-chance graph with the judged decisions marked,
and each seat's summary and key moments in a player's words (no ids, no coordinates).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit import text, theme
from game.ui.play import move_words

#: marker colours of the judgements shown on the graph (the others get no marker)
MARKS = {"inaccuracy": (236, 200, 90), "mistake": (236, 140, 60), "blunder": (222, 72, 72)}
WORDS = {"best": "best", "excellent": "excellent", "good": "good",
         "inaccuracy": "inaccuracy", "mistake": "mistake", "blunder": "blunder"}
PLURALS = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}


def counted(kind: str, count: int) -> str:
    """'1 mistake', '2 mistakes', '3 best'."""
    word = PLURALS.get(kind, WORDS[kind]) if count != 1 else WORDS[kind]
    return f"{count} {word}"


def person(names: list[str], seat: int, viewer: int | None) -> str:
    """'You' for the viewer, else the seat's name."""
    return "You" if seat == viewer else names[seat]


def summary_lines(review: Any, names: list[str], viewer: int | None) -> list[str]:
    """One line per reviewed seat: accuracy, counts and luck, in plain words."""
    lines = []
    for seat in review.seats:
        if not seat.reviewed:
            continue
        who = person(names, seat.seat, viewer)
        counts = ", ".join(counted(k, seat.counts[k]) for k in WORDS if seat.counts.get(k))
        accuracy = ("no decision to rate" if seat.accuracy is None
                    else f"{seat.accuracy:.0f}% accuracy")
        luck = seat.luck
        if abs(luck) < 5:
            lucky = "the draws were even"
        elif luck > 0:
            lucky = f"the draws helped ({luck:+.0f} points of win chance)"
        else:
            lucky = f"the draws went against {'you' if who == 'You' else who} ({luck:+.0f})"
        lines.append(f"{who}: {accuracy}; {counts or 'nothing rated'}; {lucky}")
    return lines


def better_words(game: str, state: Any, seat: int, best: str, who: list[Any],
                 viewer: int | None) -> str:
    """The better move in the move log's words ('' when it cannot be said)."""
    try:
        from game import rules

        action = rules.get(game).parse_action(state, best)
        after = state.clone()
        after.apply(action)
        return move_words.describe(game, state, seat, action, after, who, viewer)
    except Exception:  # noqa: BLE001 - no sentence rather than no review
        return ""


def moment_sentence(decision: Any, better: str) -> str:
    """One plain sentence about a costly decision."""
    points = decision.points_best - decision.points_played
    win = decision.win_best - decision.win_played
    gains = []
    if points >= 0.5:
        gains.append(f"about {points:.0f} more points")
    if win >= 1:
        gains.append(f"{win:.0f}% more chance to win")
    gain = " and ".join(gains) or "a little more"
    if better:
        return f"Better: {better.rstrip('.')} — {gain}."
    return f"Another move would have given {gain}."


class Graph:
    """The win-chance graph of every seat over the whole game, in ``rect``."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.points: list[tuple[pygame.Rect, int]] = []  # marker rect -> move number

    def x_of(self, move: int, total: int) -> int:
        """Screen x of the moment after ``move`` moves."""
        return self.rect.x + int(self.rect.w * move / max(1, total))

    def y_of(self, win: float) -> int:
        """Screen y of a win chance in percent."""
        return self.rect.bottom - int(self.rect.h * max(0.0, min(100.0, win)) / 100.0)

    def draw(self, surface: pygame.Surface, review: Any, colours: list[tuple[int, int, int]],
             total: int, selected: int | None = None) -> None:
        """Lines per seat, markers at the reviewed seats' costly decisions."""
        r = self.rect
        pygame.draw.rect(surface, (20, 32, 52), r, border_radius=6)
        for pct in (0, 50, 100):
            y = self.y_of(pct)
            pygame.draw.line(surface, (60, 80, 110), (r.x, y), (r.right, y), 1)
            text.draw(surface, f"{pct}%", 16, theme.TEXT_DIM, (r.x - 6, y), "midright")
        self.points = []
        reviewed = {s.seat for s in review.seats if s.reviewed}
        for seat in range(review.players):
            line = [(self.x_of(m, total), self.y_of(w)) for m, w in review.graph(seat)]
            if len(line) >= 2:
                pygame.draw.lines(surface, colours[seat % len(colours)], False, line, 3)
        for d in review.decisions:
            x, y = self.x_of(d.move - 1, total), self.y_of(d.win_before)
            hit = pygame.Rect(x - 7, y - 7, 14, 14)
            self.points.append((hit, d.move))
            colour = MARKS.get(d.judgement) if d.seat in reviewed else None
            if colour is not None:
                pygame.draw.circle(surface, colour, (x, y), 6)
                pygame.draw.circle(surface, (20, 20, 20), (x, y), 6, 1)
            if selected == d.move:
                pygame.draw.circle(surface, theme.TEXT, (x, y), 9, 2)

    def move_at(self, pos: tuple[int, int]) -> int | None:
        """The decision whose point is under ``pos`` (the nearest in x inside the graph)."""
        for hit, move in self.points:
            if hit.collidepoint(pos):
                return move
        if not self.rect.collidepoint(pos) or not self.points:
            return None
        return min(self.points, key=lambda item: abs(item[0].centerx - pos[0]))[1]
