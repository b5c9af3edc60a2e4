"""Moves in plain words, for the move log and replays (one describer per game).

A game's view (``game.ui.table.game_view.GameView``) offers ``describe_move(before, seat,
action, after, who, viewer)`` (a sentence without ids, coordinates or internal keys),
``starts_round(before, after)`` and ``round_label(state, number)``, usually from
``game.ui.<name>.move_words``; this module holds what they share: how to name a
player (``Person``, from ``game.ui.kit.person``, re-exported here) and the points a
move earned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import rules
from game.ui.kit.person import Person, people, possessive
from game.ui.table.game_view import view_of

__all__ = ["Person", "people", "possessive"]

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def ordinal(index: int) -> str:
    """0 -> 'first'."""
    return ORDINALS[index] if 0 <= index < len(ORDINALS) else f"number {index + 1}"


def plural(count: int, word: str, many: str | None = None) -> str:
    """'1 stone', '2 stones'."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def signed(count: int, word: str, many: str | None = None) -> str:
    """'+1 coin', '-2 coins', '+0 coins'."""
    return f"{count:+d} {word if abs(count) == 1 else (many or word + 's')}"


def listing(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def gained(before: Any, after: Any, seat: int) -> str:
    """': +6' (points the move earned ``seat``), ': -1', or '' when the score did not move."""
    try:
        delta = after.scores()[seat] - before.scores()[seat]
    except (IndexError, AttributeError):
        return ""
    return f": {delta:+d}" if delta else ""


def explained(before: Any, after: Any, seat: int,
              parts: dict[str, int] | None) -> str:
    """': +4 (3 from houses, 1 from stones)': the points the move earned ``seat`` and where
    they came from (``parts``: change per scoring category); only ': +4' when the parts do
    not add up to the score change, '' when the score did not move."""
    total = gained(before, after, seat)
    if not total or not parts:
        return total
    shown = {name: value for name, value in parts.items() if value}
    try:
        delta = after.scores()[seat] - before.scores()[seat]
    except (IndexError, AttributeError):
        return total
    if sum(shown.values()) != delta:
        return total
    words = ", ".join(f"{value} from {name}" for name, value in shown.items())
    return f"{total} ({words})"


#: past tense (as the log says it) -> the order a hint gives
_PRESENT = {"took": "take", "placed": "place", "built": "build", "picked": "pick",
            "sold": "sell", "won": "win", "chose": "choose", "threw": "throw",
            "moved": "move", "gave": "give", "finished": "finish", "kept": "keep",
            "did": "do", "bought": "buy", "lost": "lose", "made": "make"}


def imperative(sentence: str) -> str:
    """"You took the first tile ..." -> "take the first tile ..." (for hints)."""
    if not sentence.startswith("You "):
        return sentence
    verb, _, rest = sentence[4:].partition(" ")
    return f"{_PRESENT.get(verb, verb)} {rest}".strip()


def describe(game: str, before: Any, seat: int, action: Any, after: Any,
             who: list[Person], viewer: int | None = None) -> str:
    """One move in plain words; ``viewer`` may see their own hidden choices."""
    describer = view_of(game).describe_move
    if describer is not None:
        try:
            return str(describer(before, seat, action, after, who, viewer))
        except Exception:  # noqa: BLE001 - a log line must never stop the game
            pass
    return f"{who[seat].subject} made a move{gained(before, after, seat)}"


def hint_words(game: str, state: Any, seat: int, action: Any, who: list[Person]) -> str:
    """A hinted move for ``seat`` in words, from what the seat knows: the game's own
    ``describe_hint`` (never past a reveal), else the move log's sentence as an order."""
    view = view_of(game)
    try:
        if view.describe_hint is not None:
            return str(view.describe_hint(state, seat, action, who))
        after = state.clone()
        after.apply(action)
    except Exception:  # noqa: BLE001 - a stale hint: say so rather than fail
        return "the move shown on the board"
    return imperative(describe(game, state, seat, action, after, who, seat))


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
    return f"Round {number}"


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
