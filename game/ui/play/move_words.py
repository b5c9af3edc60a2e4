"""Moves in plain words, for the move log and replays (one describer per game).

A game's view (``game.ui.table.game_view.GameView``) offers ``describe_move(before, seat,
action, after, who, viewer)`` (a sentence without ids, coordinates or internal keys),
``starts_round(before, after)`` and ``round_label(state, number)``, usually from
``game.ui.<name>.move_words``; this module holds what they share: how to name a
player (``Person``, from ``game.ui.kit.person``, re-exported here) and the points a
move earned.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import rules
from game.engine.i18n import _, language, pgettext
from game.ui.kit.lists import and_list as listing
from game.ui.kit.lists import comma
from game.ui.kit.person import Person, people
from game.ui.table.game_view import view_of

#: ``listing`` ("a, b and c") and ``comma`` live in game.ui.kit.lists, re-exported here
__all__ = ["Person", "comma", "listing", "people"]

#: how many ordinals have words (the rest are "number 9", ...)
ORDINALS = 8


def ordinal(index: int) -> str:
    """0 -> 'first', in the player's language ("the first tile")."""
    if 0 <= index < ORDINALS:
        # Translators: ordinals, as in "the first tile" (a game's sentence fills them in)
        return (pgettext("ordinal", "first"), pgettext("ordinal", "second"),
                pgettext("ordinal", "third"), pgettext("ordinal", "fourth"),
                pgettext("ordinal", "fifth"), pgettext("ordinal", "sixth"),
                pgettext("ordinal", "seventh"), pgettext("ordinal", "eighth"))[index]
    # Translators: an ordinal past the eighth, as in "the number 9 tile"
    return _("number {n}").format(n=index + 1)


def _delta(before: Any, after: Any, seat: int) -> int:
    """The points the move earned ``seat`` (0 when the scores cannot be read)."""
    try:
        return int(after.scores()[seat] - before.scores()[seat])
    except (IndexError, AttributeError):
        return 0


def points_said(before: Any, after: Any, seat: int,
                parts: dict[str, int] | None = None) -> str:
    """'+4 (3 from houses, 1 from stones)': the points the move earned ``seat`` and where
    they came from (``parts``: change per scoring category, its name already translated);
    only '+4' when the parts do not add up to the score change, '' when it did not move."""
    delta = _delta(before, after, seat)
    if not delta:
        return ""
    total = f"{delta:+d}"
    shown = {name: value for name, value in (parts or {}).items() if value}
    if not shown or sum(shown.values()) != delta:
        return total
    # Translators: where points came from: "3 from houses" ({category}: a scoring category)
    words = comma().join(_("{points} from {category}").format(points=value, category=name)
                         for name, value in shown.items())
    # Translators: the points a move earned and where they came from: "+4 (3 from houses)"
    return _("{points} ({parts})").format(points=total, parts=words)


def with_points(sentence: str, before: Any, after: Any, seat: int,
                parts: dict[str, int] | None = None) -> str:
    """A move's sentence with the points it earned ``seat`` after it ("You took the
    first tile: +4 (3 from houses, 1 from stones)"); the sentence alone when the score
    did not move."""
    points = points_said(before, after, seat, parts)
    if not points:
        return sentence
    # Translators: {move} is a move in words ("You built a tile"), {points} what it
    # earned ("+4 (3 from houses, 1 from stones)")
    return _("{move}: {points}").format(move=sentence, points=points)


def scored(before: Any, after: Any, seats: int) -> list[int]:
    """The seats (of the first ``seats``) whose score the move changed."""
    return [seat for seat in range(seats) if _delta(before, after, seat)]


def each_seat(who: list[Person], points: Callable[[int], str]) -> str:
    """What a move did to every seat's score, in seat order: 'You +4 (3 from houses);
    Basil +1 (1 from stones)' (``points(seat)`` says one seat's change, '' to leave the
    seat out); '' when no seat is said."""
    said = []
    for seat, person in enumerate(who):
        change = points(seat)
        if change:
            # Translators: a seat's score change: {points} is "+4 (3 from districts)"
            said.append(person.say(_("You {points}"), _("{name} {points}"), points=change))
    # Translators: between the score changes of several players ("You +4; Basil +1")
    return pgettext("list", "; ").join(said)


def with_scores(sentence: str, before: Any, after: Any, seat: int, who: list[Person],
                parts: Callable[[int], dict[str, int]]) -> str:
    """A move's sentence with every score it changed: as :func:`with_points` when only
    the mover's score moved ("You built a tile: +4 (4 from park)"); when it changed other
    seats' scores too (an income paid to everyone), each seat whose score moved, named,
    with its change and where it came from ("You won the Saxon Palace. You +7 (5 from
    park, 2 from culture); Ada +1 (1 from culture)"). ``parts(seat)``: the change per
    scoring category of ``seat``, its names translated."""
    if not [other for other in scored(before, after, len(who)) if other != seat]:
        return with_points(sentence, before, after, seat, parts(seat))
    scores = each_seat(who, lambda one: points_said(before, after, one, parts(one)))
    # Translators: {move} is a move in words ("You built a tile"), {scores} what it did
    # to the scores of every player it changed ("You +7 (5 from park); Ada +1 (1 from
    # culture)")
    return _("{move}. {scores}").format(move=sentence, scores=scores)


#: past tense (as the log says it) -> the order a hint gives
_PRESENT = {"took": "take", "placed": "place", "built": "build", "picked": "pick",
            "sold": "sell", "won": "win", "chose": "choose", "threw": "throw",
            "moved": "move", "gave": "give", "finished": "finish", "kept": "keep",
            "did": "do", "bought": "buy", "lost": "lose", "made": "make"}


def imperative(sentence: str) -> str:
    """"You took the first tile ..." -> "take the first tile ..." (for hints; English
    only: other sentences come back unchanged)."""
    if not sentence.startswith("You "):
        return sentence
    verb, _sep, rest = sentence[4:].partition(" ")
    return f"{_PRESENT.get(verb, verb)} {rest}".strip()


def as_hint(sentence: str) -> str:
    """A move the log would say "You took the first tile" as a hint's words: the order
    ("take the first tile") in English, else the sentence named as the move shown."""
    if language() == "en":
        return imperative(sentence)
    # Translators: a hint, when the game has no words of its own for it: {move} says
    # the move as the move log would once you played it ("You took the first tile")
    return _("the move shown on the board ({move})").format(move=sentence)


def describe(game: str, before: Any, seat: int, action: Any, after: Any,
             who: list[Person], viewer: int | None = None) -> str:
    """One move in plain words; ``viewer`` may see their own hidden choices."""
    describer = view_of(game).describe_move
    if describer is not None:
        try:
            return str(describer(before, seat, action, after, who, viewer))
        except Exception:  # noqa: BLE001 - a log line must never stop the game
            pass
    made = who[seat].say(_("You made a move"), _("{name} made a move"))
    return with_points(made, before, after, seat)


def hint_words(game: str, state: Any, seat: int, action: Any, who: list[Person]) -> str:
    """A hinted move for ``seat`` in words, from what the seat knows: the game's own
    ``describe_hint`` (never past a reveal), else the move log's sentence as an order
    (:func:`as_hint`)."""
    view = view_of(game)
    try:
        if view.describe_hint is not None:
            return str(view.describe_hint(state, seat, action, who))
        after = state.clone()
        after.apply(action)
    except Exception:  # noqa: BLE001 - a stale hint: say so rather than fail
        return _("the move shown on the board")
    return as_hint(describe(game, state, seat, action, after, who, seat))


def starts_round(game: str, before: Any, after: Any) -> bool:
    """Did this move start a new round (for grouping and highlighting the log)?"""
    starts = view_of(game).starts_round
    if starts is None:
        return False
    try:
        return bool(starts(before, after))
    except Exception:  # noqa: BLE001
        return False


@dataclass
class Move:
    """One logged move: its number (1-based), seat, round (1-based) and sentence; the
    round's name when the game has its own ("Era II, round 3")."""

    number: int
    seat: int
    round: int
    text: str
    round_name: str = ""


def round_name(game: str, state: Any, number: int) -> str:
    """The name of the round ``state`` is in: the game's own, else "Round <number>"."""
    namer = view_of(game).round_label
    if namer is not None:
        try:
            return str(namer(state, number))
        except Exception:  # noqa: BLE001
            pass
    return _("Round {number}").format(number=number)


def log_moves(game: str, states: list[Any], moves: list[tuple[int, str]], who: list[Person],
              viewer: int | None = None) -> list[Move]:
    """Every move in words: ``moves[i]`` (seat, action text) led from ``states[i]`` to
    ``states[i + 1]``."""
    out: list[Move] = []
    rnd = 1
    rule = rules.get(game)
    for i in range(1, min(len(states), len(moves) + 1)):
        before, after = states[i - 1], states[i]
        seat, text = moves[i - 1]
        try:
            action = rule.parse_action(before, text)
        except Exception:  # noqa: BLE001 - the moves and states disagree: stop here
            break
        if i > 1 and starts_round(game, states[i - 2], before):
            rnd += 1
        out.append(Move(i, seat, rnd, describe(game, before, seat, action, after, who, viewer),
                        round_name(game, before, rnd)))
    return out
