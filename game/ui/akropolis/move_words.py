"""Akropolis moves in plain words: "Ada took the second tile for 1 stone and built ..."."""

from __future__ import annotations

from typing import Any

from game.ui.akropolis import view_model
from game.ui.kit.person import Person
from game.ui.play.move_words import explained, listing, ordinal, plural

#: the scoring categories as the log names them
_NAMES = {"house": "houses", "market": "markets", "barracks": "barracks",
          "temple": "temples", "garden": "gardens", "stones": "stones"}


def _parts(before: Any, after: Any, seat: int) -> dict[str, int]:
    """Points per scoring category that the move changed for ``seat``."""
    old, new = before.breakdown(seat), after.breakdown(seat)
    return {name: view_model.points(new, key) - view_model.points(old, key)
            for key, name in _NAMES.items()}


def _kinds(kinds: tuple[str, str, str]) -> str:
    """'market, house and 2 quarries' (plazas named as such)."""
    counts: dict[str, int] = {}
    for kind in kinds:
        name = kind.replace("-", " ")
        counts[name] = counts.get(name, 0) + 1
    words = []
    for name, count in counts.items():
        if count == 1:
            words.append(name)
        else:
            words.append(plural(count, name, name[:-1] + "ies" if name.endswith("y") else None))
    return listing(words)


def describe(before: Any, seat: int, action: Any, after: Any, who: list[Person],
             viewer: int | None = None) -> str:
    """The tile taken (which one, its cost), what it holds and how high it went:
    "Ada took the second tile (1 stone): temple, quarry and house, 2 high: +4"."""
    move = view_model.describe(before, seat, action)
    cost = "free" if move.cost == 0 else plural(move.cost, "stone")
    where = "on the ground" if move.level <= 1 else f"{move.level} high"
    back = view_model.stones(after)[seat] - view_model.stones(before)[seat] + move.cost
    stones = f", {plural(back, 'stone')} from quarries" if back > 0 else ""
    return (f"{who[seat].subject} took the {ordinal(move.cost)} tile ({cost}): "
            f"{_kinds(move.kinds)}, {where}{stones}"
            f"{explained(before, after, seat, _parts(before, after, seat))}")


def starts_round(before: Any, after: Any) -> bool:
    """A new round begins when the site is refilled."""
    return bool(after.round_number() != before.round_number())
