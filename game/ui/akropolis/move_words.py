"""Akropolis moves in plain words: "Ada took the second tile for 1 stone and built ..."."""

from __future__ import annotations

from typing import Any

from game.engine.i18n import _, ngettext
from game.ui.akropolis import view_model
from game.ui.akropolis.words import LOG_CATEGORIES, contents
from game.ui.kit.person import Person
from game.ui.play.move_words import ordinal, with_points


def _parts(before: Any, after: Any, seat: int) -> dict[str, int]:
    """Points per scoring category (named as the log says it) that the move changed for
    ``seat``."""
    old, new = before.breakdown(seat), after.breakdown(seat)
    return {_(name): view_model.points(new, key) - view_model.points(old, key)
            for key, name in LOG_CATEGORIES.items()}


def describe(before: Any, seat: int, action: Any, after: Any, who: list[Person],
             viewer: int | None = None) -> str:
    """The tile taken (which one, its cost), what it holds and how high it went:
    "Ada took the second tile (1 stone): temple, quarry and house, 2 high: +4"."""
    move = view_model.describe(before, seat, action)
    # Translators: what a tile cost, in "You took the second tile (1 stone): ..."
    cost = _("free") if move.cost == 0 else ngettext(
        "{n} stone", "{n} stones", move.cost).format(n=move.cost)
    # Translators: how high a tile went, in "You took the first tile (free): house,
    # quarry and market, 2 high": {level} is the level it reached (2 or more)
    where = _("{level} high").format(level=move.level) if move.level > 1 else _("on the ground")
    back = view_model.stones(after)[seat] - view_model.stones(before)[seat] + move.cost
    values = {"ordinal": ordinal(move.cost), "cost": cost, "kinds": contents(move.kinds),
              "where": where, "n": back}
    if back > 0:
        sentence = who[seat].say(
            # Translators: {ordinal} is "first", "second", ...; {cost} "free" or "2
            # stones"; {kinds} the tile's three hexes ("temple, quarry and house");
            # {where} "on the ground" or "2 high"; {n} the stones its quarries gave back
            ngettext("You took the {ordinal} tile ({cost}): {kinds}, {where}, "
                     "{n} stone from quarries",
                     "You took the {ordinal} tile ({cost}): {kinds}, {where}, "
                     "{n} stones from quarries", back),
            # Translators: as "You took the {ordinal} tile ..." for another player
            ngettext("{name} took the {ordinal} tile ({cost}): {kinds}, {where}, "
                     "{n} stone from quarries",
                     "{name} took the {ordinal} tile ({cost}): {kinds}, {where}, "
                     "{n} stones from quarries", back),
            **values)
    else:
        sentence = who[seat].say(
            # Translators: {ordinal} is "first", "second", ...; {cost} "free" or "2
            # stones"; {kinds} the tile's three hexes ("temple, quarry and house");
            # {where} "on the ground" or "2 high"
            _("You took the {ordinal} tile ({cost}): {kinds}, {where}"),
            # Translators: as "You took the {ordinal} tile ..." for another player
            _("{name} took the {ordinal} tile ({cost}): {kinds}, {where}"), **values)
    return with_points(sentence, before, after, seat, _parts(before, after, seat))


def starts_round(before: Any, after: Any) -> bool:
    """A new round begins when the site is refilled."""
    return bool(after.round_number() != before.round_number())
