"""What the review screen draws: the win-chance graph with the judged decisions marked,
and each seat's summary and key moments in a player's words (no ids, no coordinates).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.i18n import N_, _, comma, ngettext
from game.ui.kit import text, theme
from game.ui.kit.person import Person, you_name
from game.ui.play import move_words

#: marker colours of the judgements shown on the graph (the others get no marker)
MARKS = {"inaccuracy": (236, 200, 90), "mistake": (236, 140, 60), "blunder": (222, 72, 72)}
#: the legend's word for each marker (English; :func:`mark_word` says it translated)
MARK_WORDS = {
    # Translators: the review graph's legend: a marker for a small error
    "inaccuracy": N_("inaccuracy"),
    # Translators: the review graph's legend: a marker for an error
    "mistake": N_("mistake"),
    # Translators: the review graph's legend: a marker for a big error
    "blunder": N_("blunder"),
}
#: the judgements counted in a seat's summary, in this order
COUNTED_KINDS = ("best", "excellent", "good", "inaccuracy", "mistake", "blunder")
#: a costly decision named in a sentence (key moments are judged at least "good")
JUDGEMENT_NAMES = {
    # Translators: {judgement} in "Move {move}, {judgement}: it cost ..." (the review)
    "good": N_("a good move"),
    # Translators: {judgement} in "Move {move}, {judgement}: it cost ..." (the review)
    "inaccuracy": N_("an inaccuracy"),
    # Translators: {judgement} in "Move {move}, {judgement}: it cost ..." (the review)
    "mistake": N_("a mistake"),
    # Translators: {judgement} in "Move {move}, {judgement}: it cost ..." (the review)
    "blunder": N_("a blunder"),
    # Translators: {judgement} in "Move {move}, {judgement}: it cost ..." (the review)
    "excellent": N_("an excellent move"),
    # Translators: {judgement} in "Move {move}, {judgement}: it cost ..." (the review)
    "best": N_("the best move"),
}
#: the luck (win-chance points) below which the draws are called even
EVEN_LUCK = 5.0


def mark_word(kind: str) -> str:
    """The legend's word for a marker, in the player's language."""
    return _(MARK_WORDS[kind])


def counted(kind: str, count: int) -> str:
    """'1 mistake', '2 mistakes', '3 best moves' (in the player's language)."""
    if kind == "best":
        words = ngettext("{count} best move", "{count} best moves", count)
    elif kind == "excellent":
        words = ngettext("{count} excellent move", "{count} excellent moves", count)
    elif kind == "good":
        words = ngettext("{count} good move", "{count} good moves", count)
    elif kind == "inaccuracy":
        words = ngettext("{count} inaccuracy", "{count} inaccuracies", count)
    elif kind == "mistake":
        words = ngettext("{count} mistake", "{count} mistakes", count)
    elif kind == "blunder":
        words = ngettext("{count} blunder", "{count} blunders", count)
    else:
        raise KeyError(kind)
    return words.format(count=count)


def person(names: list[str], seat: int, viewer: int | None) -> str:
    """'You' for the viewer, else the seat's name (the graph's legend)."""
    return you_name() if seat == viewer else names[seat]


def _accuracy(who: Person, accuracy: float | None) -> str:
    if accuracy is None:
        return who.say(_("You: no decision to rate."), _("{name}: no decision to rate."))
    # Translators: a seat's accuracy in the review, "You: 81% accuracy."
    return who.say(_("You: {accuracy}% accuracy."), _("{name}: {accuracy}% accuracy."),
                   accuracy=f"{accuracy:.0f}")


def _luck(who: Person, luck: float | None) -> str:
    if luck is None:
        return who.say(_("Your luck with the draws could not be measured at this table."),
                       _("{name}'s luck with the draws could not be measured at this table."))
    if abs(luck) < EVEN_LUCK:
        return who.say(_("The draws were about even for you."),
                       _("The draws were about even for {name}."))
    if luck > 0:
        # Translators: {luck} is a number of points of win chance (out of 100)
        return who.say(_("The draws helped you (+{luck} points of win chance)."),
                       _("The draws helped {name} (+{luck} points of win chance)."),
                       luck=f"{luck:.0f}")
    # Translators: {luck} is a number of points of win chance (out of 100)
    return who.say(_("The draws went against you (-{luck} points of win chance)."),
                   _("The draws went against {name} (-{luck} points of win chance)."),
                   luck=f"{-luck:.0f}")


def seat_summary(seat: Any, names: list[str], viewer: int | None) -> str:
    """One reviewed seat in whole sentences: accuracy, counts and luck."""
    who = Person(names[seat.seat], seat.seat == viewer)
    said = [_accuracy(who, seat.accuracy)]
    counts = [counted(k, seat.counts[k]) for k in COUNTED_KINDS if seat.counts.get(k)]
    if counts:
        # Translators: the counts of a seat's judged moves as a sentence, {counts} a list
        # ("3 best moves, 1 mistake, 2 blunders")
        said.append(_("{counts}.").format(counts=comma().join(counts)))
    said.append(_luck(who, seat.luck))
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
    words = JUDGEMENT_NAMES.get(decision.judgement)
    named = _(words) if words else decision.judgement
    if points >= 1 and chance >= 1:
        # Translators: a key moment of the review; {judgement} is "a blunder", "a mistake"
        # ..., {points} points of the final score, {chance} per cent of win chance
        template = _("Move {move}, {judgement}: it cost about {points} points and {chance}% "
                     "chance to win.")
    elif points >= 1:
        # Translators: a key moment of the review; {judgement} is "a blunder", "a mistake"
        template = _("Move {move}, {judgement}: it cost about {points} points.")
    elif chance >= 1:
        # Translators: a key moment of the review; {judgement} is "a blunder", "a mistake"
        template = _("Move {move}, {judgement}: it cost {chance}% chance to win.")
    else:
        # Translators: a key moment of the review; {judgement} is "a blunder", "a mistake"
        template = _("Move {move}, {judgement}: it cost a little.")
    return template.format(move=decision.move, judgement=named, points=points, chance=chance)


def moment_better(better: str) -> str:
    """The better move, in one sentence (``better``: the hint's words, translated)."""
    if not better:
        return _("Another move would have been better.")
    # Translators: a key moment's better move; {move} is a whole sentence of the hint
    # ("You took the first tile"), without its full stop
    return _("Better: {move}.").format(move=better.rstrip(".。"))


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
            text.draw(surface, _("{percent}%").format(percent=pct), 16, theme.TEXT_DIM,
                      (r.x - 6, y), "midright")
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
