"""Akropolis moves in plain words: "Ada took the second tile for 1 stone and built ..."."""

from __future__ import annotations

from typing import Any

from game.ui.akropolis import model
from game.ui.move_words import Person, gained, listing, ordinal, plural


def _kinds(kinds: tuple[str, str, str]) -> str:
    """'a market, a house and 2 quarries' (plazas named as such)."""
    counts: dict[str, int] = {}
    for kind in kinds:
        name = kind.replace("-", " ")
        counts[name] = counts.get(name, 0) + 1
    words = []
    for name, count in counts.items():
        if count == 1:
            words.append(("an " if name[0] in "aeiou" else "a ") + name)
        else:
            words.append(plural(count, name, name[:-1] + "ies" if name.endswith("y") else None))
    return listing(words)


def describe(before: Any, seat: int, action: Any, after: Any, who: list[Person],
             viewer: int | None = None) -> str:
    """The tile taken (which one, its cost), what it holds and how high it went."""
    move = model.describe(before, seat, action)
    cost = "for free" if move.cost == 0 else f"for {plural(move.cost, 'stone')}"
    if move.level <= 1:
        built = f"placed {_kinds(move.kinds)} on the ground"
    else:
        built = f"built a {move.level}-high tower with {_kinds(move.kinds)}"
    back = model.stones(after)[seat] - model.stones(before)[seat] + move.cost
    stones = f", getting {plural(back, 'stone')} from covered quarries" if back > 0 else ""
    return (f"{who[seat].subject} took the {ordinal(move.cost)} tile {cost} and {built}"
            f"{stones}{gained(before, after, seat)}")


def starts_round(before: Any, after: Any) -> bool:
    """A new round begins when the site is refilled."""
    return bool(after.round_number() != before.round_number())
