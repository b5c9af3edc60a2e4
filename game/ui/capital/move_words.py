"""Capital moves in plain words: "Ada built the Saxon Palace for 3 coins: +2"."""

from __future__ import annotations

from typing import Any

from game.rules.capital.actions import (
    A_BUILD,
    A_DISCARD,
    A_ECON,
    A_EXCHANGE,
    A_MILESTONE,
    A_PICK,
    A_SHRINK,
    A_WAR,
)
from game.ui.capital import view_model
from game.ui.capital.results import results_breakdown
from game.ui.kit.person import Person
from game.ui.play.move_words import explained, plural


def tile_words(tile: int) -> str:
    """'the Saxon Palace' or 'a park and residential tile' (never an id)."""
    if view_model.is_whole(tile):
        return "the " + view_model.name(tile)
    words = view_model.name(tile).lower()
    return ("an " if words[0] in "aeiou" else "a ") + words


def _coins(before: Any, after: Any, seat: int) -> int:
    return int(after.coins[seat] - before.coins[seat])


def _paid(before: Any, after: Any, seat: int) -> str:
    cost = -_coins(before, after, seat)
    return " for free" if cost <= 0 else f" for {plural(cost, 'coin')}"


def _parts(before: Any, after: Any, seat: int) -> dict[str, int]:
    """VP per category (as the results name them) that the move changed for ``seat``."""
    old, new = results_breakdown(before, seat), results_breakdown(after, seat)
    return {key: new[key] - old[key] for key in new if key != "total"}


def describe(before: Any, seat: int, action: Any, after: Any, who: list[Person],
             viewer: int | None = None) -> str:
    """Picks stay secret (except to their owner) until everyone has picked."""
    me = who[seat]
    kind = action[0]
    points = explained(before, after, seat, _parts(before, after, seat))
    if kind == A_PICK:
        if viewer == seat:
            return f"{me.subject} picked {tile_words(action[1])}"
        return f"{me.subject} picked a tile (shown when everyone has picked)"
    if kind == A_DISCARD:
        coins = _coins(before, after, seat)
        return f"{me.subject} sold {tile_words(action[1])} for {plural(coins, 'coin')}{points}"
    if kind == A_BUILD:
        _, tile, x, y, _r = action
        where = " on top of an older tile" if (x, y) in before.dist[seat] else ""
        return f"{me.subject} built {tile_words(tile)}{where}{_paid(before, after, seat)}{points}"
    if kind == A_SHRINK:
        count = len(action[1])
        return (f"{me.possessive} district was too big: {plural(count, 'stack')} taken away"
                f"{points}")
    if kind == A_WAR:
        return f"War: {me.subject} lost a stack of tiles{points}"
    if kind == A_MILESTONE:
        stack = after.dist[seat].get((action[1], action[2]))
        name = tile_words(stack[-1] >> 2) if stack else "a milestone"
        return f"{me.subject} won {name} and put it in {me.own} district{points}"
    if kind == A_ECON:
        _, coins, total = action
        return (f"{me.subject} took {plural(coins, 'coin')} and {plural(total - coins, 'point')}"
                f" from the School of Economics")
    if kind == A_EXCHANGE:
        _, tile, mode = action
        place = tile_words(tile)
        if mode == 0:
            return f"{me.subject} did not trade at {place}"
        verb = "bought points" if mode == 1 else "sold points"
        return f"{me.subject} {verb} at {place}{points}"
    return f"{me.subject} made a move{points}"


def round_label(state: Any, number: int) -> str:
    """'Era II, round 1', or 'Era III, end of the era' (war, milestone, income)."""
    info = view_model.era_info(state)
    if state.rnd >= 4:
        return f"Era {info.roman}, end of the era"
    return f"Era {info.roman}, round {info.rnd}"


def starts_round(before: Any, after: Any) -> bool:
    """Rounds within eras (and the era's end) start new rounds."""
    return bool((after.era, after.rnd) != (before.era, before.rnd))
