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
#: the legend's word for each marker
MARK_WORDS = {"inaccuracy": "inaccuracy", "mistake": "mistake", "blunder": "blunder"}
#: each judgement counted: (one, several), whole phrases with a {count} placeholder
COUNTS = {
    "best": ("{count} best move", "{count} best moves"),
    "excellent": ("{count} excellent move", "{count} excellent moves"),
    "good": ("{count} good move", "{count} good moves"),
    "inaccuracy": ("{count} inaccuracy", "{count} inaccuracies"),
    "mistake": ("{count} mistake", "{count} mistakes"),
    "blunder": ("{count} blunder", "{count} blunders"),
}
#: a costly decision named in a sentence (key moments are judged at least "good")
JUDGEMENT_NAMES = {"good": "a good move", "inaccuracy": "an inaccuracy",
                   "mistake": "a mistake", "blunder": "a blunder",
                   "excellent": "an excellent move", "best": "the best move"}
#: one reviewed seat's summary, whole sentences ("you": the viewer; "name": another seat)
ACCURACY = {"you": "You: {accuracy}% accuracy.", "name": "{name}: {accuracy}% accuracy."}
NO_ACCURACY = {"you": "You: no decision to rate.", "name": "{name}: no decision to rate."}
COUNTED = "{counts}."
LUCK_HELPED = {"you": "The draws helped you (+{luck} points of win chance).",
               "name": "The draws helped {name} (+{luck} points of win chance)."}
LUCK_AGAINST = {"you": "The draws went against you (-{luck} points of win chance).",
                "name": "The draws went against {name} (-{luck} points of win chance)."}
LUCK_EVEN = {"you": "The draws were about even for you.",
             "name": "The draws were about even for {name}."}
LUCK_UNMEASURED = {"you": "Your luck with the draws could not be measured at this table.",
                   "name": "{name}'s luck with the draws could not be measured at this table."}
#: a key moment: what it cost, and the better move
COST_BOTH = "Move {move}, {judgement}: it cost about {points} points and {chance}% chance to win."
COST_POINTS = "Move {move}, {judgement}: it cost about {points} points."
COST_CHANCE = "Move {move}, {judgement}: it cost {chance}% chance to win."
COST_LITTLE = "Move {move}, {judgement}: it cost a little."
BETTER = "Better: {move}."
BETTER_UNSAID = "Another move would have been better."
#: the luck (win-chance points) below which the draws are called even
EVEN_LUCK = 5.0


def counted(kind: str, count: int) -> str:
    """'1 mistake', '2 mistakes', '3 best moves'."""
    one, several = COUNTS[kind]
    return (one if count == 1 else several).format(count=count)


def person(names: list[str], seat: int, viewer: int | None) -> str:
    """'You' for the viewer, else the seat's name."""
    return "You" if seat == viewer else names[seat]


def seat_summary(seat: Any, names: list[str], viewer: int | None) -> str:
    """One reviewed seat in whole sentences: accuracy, counts and luck."""
    form = "you" if seat.seat == viewer else "name"
    name = names[seat.seat]
    if seat.accuracy is None:
        said = [NO_ACCURACY[form].format(name=name)]
    else:
        said = [ACCURACY[form].format(name=name, accuracy=f"{seat.accuracy:.0f}")]
    counts = [counted(k, seat.counts[k]) for k in COUNTS if seat.counts.get(k)]
    if counts:
        said.append(COUNTED.format(counts=", ".join(counts)))
    luck = seat.luck
    if luck is None:
        said.append(LUCK_UNMEASURED[form].format(name=name))
    elif abs(luck) < EVEN_LUCK:
        said.append(LUCK_EVEN[form].format(name=name))
    elif luck > 0:
        said.append(LUCK_HELPED[form].format(name=name, luck=f"{luck:.0f}"))
    else:
        said.append(LUCK_AGAINST[form].format(name=name, luck=f"{-luck:.0f}"))
    return " ".join(said)


def summary_lines(review: Any, names: list[str], viewer: int | None) -> list[str]:
    """One paragraph per reviewed seat: accuracy, counts and luck, in plain words."""
    return [seat_summary(seat, names, viewer) for seat in review.seats if seat.reviewed]


def better_words(game: str, state: Any, seat: int, best: str, who: list[Any]) -> str:
    """The better move as the hint says it ("take the first tile (free): ..."), from
    what the seat knew then: never past a reveal ('' when it cannot be said)."""
    try:
        from game import rules

        action = rules.get(game).parse_action(state, best)
        return move_words.hint_words(game, state, seat, action, who)
    except Exception:  # noqa: BLE001 - no sentence rather than no review
        return ""


def moment_cost(decision: Any) -> str:
    """What a costly decision cost, in one sentence."""
    points = round(decision.points_best - decision.points_played)
    chance = round(decision.win_best - decision.win_played)
    named = JUDGEMENT_NAMES.get(decision.judgement, decision.judgement)
    if points >= 1 and chance >= 1:
        template = COST_BOTH
    elif points >= 1:
        template = COST_POINTS
    elif chance >= 1:
        template = COST_CHANCE
    else:
        template = COST_LITTLE
    return template.format(move=decision.move, judgement=named, points=points, chance=chance)


def moment_better(better: str) -> str:
    """The better move, in one sentence."""
    return BETTER.format(move=better.rstrip(".")) if better else BETTER_UNSAID


def moment_sentence(decision: Any, better: str) -> str:
    """A costly decision in plain sentences: what it cost, then the better move."""
    return f"{moment_cost(decision)} {moment_better(better)}"


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
