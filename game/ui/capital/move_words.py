"""Capital moves in plain words: "Ada built the Saxon Palace for 3 coins: +2"."""

from __future__ import annotations

from typing import Any

from game.engine.i18n import _, ngettext
from game.rules.capital import tables as T
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
from game.ui.play.move_words import scored, with_scores


def coins_words(count: int) -> str:
    """'1 coin', '3 coins' in the player's language."""
    return ngettext("{n} coin", "{n} coins", count).format(n=count)


def signed_coins(count: int) -> str:
    """'+1 coin', '-2 coins', '+0 coins' in the player's language."""
    return ngettext("{n:+d} coin", "{n:+d} coins", count).format(n=count)


def points_words(count: int) -> str:
    """'1 point', '3 points' in the player's language."""
    return ngettext("{n} point", "{n} points", count).format(n=count)


def tile_words(tile: int) -> str:
    """'the Saxon Palace' or 'a park and residential tile' (never an id), in the player's
    language: a tile as a sentence names it."""
    if view_model.is_whole(tile):
        # Translators: a public building or milestone named in a sentence ("You built
        # the Saxon Palace"); {building} is its name
        return _("the {building}").format(building=view_model.name(tile))
    if tile == T.T_START:
        return _("the start tile")
    kinds = view_model.kinds_of(tile)
    if not kinds:
        return _("a plain tile")
    # Translators: a tile named by its quarters' types in a sentence ("You sold a park
    # and residential tile"); {kinds} lists them. English says "an" before "industry".
    phrase = _("an {kinds} tile") if kinds[0] == 4 else _("a {kinds} tile")
    return phrase.format(kinds=view_model.kinds_words(tile))


def _coins(before: Any, after: Any, seat: int) -> int:
    return int(after.coins[seat] - before.coins[seat])


def _parts(before: Any, after: Any, seat: int) -> dict[str, int]:
    """VP per category (as the results name them, translated) that the move changed for
    ``seat``."""
    old, new = results_breakdown(before, seat), results_breakdown(after, seat)
    return {_(key): new[key] - old[key] for key in new if key != "total"}


def _build(me: Person, before: Any, after: Any, seat: int, action: Any) -> str:
    """'You built the Saxon Palace on top of an older tile for 3 coins'."""
    _kind, tile, x, y, _r = action
    cost = -_coins(before, after, seat)
    values = {"tile": tile_words(tile), "coins": coins_words(cost)}
    # Translators: {tile} names a tile ("a park tile", "the Saxon Palace"); {coins} is
    # what it cost ("3 coins")
    if (x, y) in before.dist[seat]:
        if cost <= 0:
            return me.say(_("You built {tile} on top of an older tile for free"),
                          _("{name} built {tile} on top of an older tile for free"), **values)
        return me.say(_("You built {tile} on top of an older tile for {coins}"),
                      _("{name} built {tile} on top of an older tile for {coins}"), **values)
    if cost <= 0:
        return me.say(_("You built {tile} for free"), _("{name} built {tile} for free"),
                      **values)
    return me.say(_("You built {tile} for {coins}"), _("{name} built {tile} for {coins}"),
                  **values)


def _sentence(before: Any, seat: int, action: Any, after: Any, me: Person,
              viewer: int | None) -> str:
    """The move in words, without the points it earned."""
    kind = action[0]
    if kind == A_PICK:
        if viewer == seat:
            # Translators: {tile} names a tile ("a park tile", "the Saxon Palace")
            return me.say(_("You picked {tile}"), _("{name} picked {tile}"),
                          tile=tile_words(action[1]))
        return me.say(_("You picked a tile (shown when everyone has picked)"),
                      _("{name} picked a tile (shown when everyone has picked)"))
    if kind == A_DISCARD:
        # Translators: {tile} names a tile ("a park tile"); {coins}: "3 coins"
        return me.say(_("You sold {tile} for {coins}"), _("{name} sold {tile} for {coins}"),
                      tile=tile_words(action[1]),
                      coins=coins_words(_coins(before, after, seat)))
    if kind == A_BUILD:
        return _build(me, before, after, seat, action)
    if kind == A_SHRINK:
        count = len(action[1])
        return me.say(
            ngettext("Your district was too big: {n} stack taken away",
                     "Your district was too big: {n} stacks taken away", count),
            ngettext("{name}'s district was too big: {n} stack taken away",
                     "{name}'s district was too big: {n} stacks taken away", count), n=count)
    if kind == A_WAR:
        return me.say(_("War: You lost a stack of tiles"), _("War: {name} lost a stack of tiles"))
    if kind == A_MILESTONE:
        stack = after.dist[seat].get((action[1], action[2]))
        if not stack:
            return me.say(_("You won a milestone and put it in your district"),
                          _("{name} won a milestone and put it in their district"))
        # Translators: {tile} names a milestone ("the Saxon Palace")
        return me.say(_("You won {tile} and put it in your district"),
                      _("{name} won {tile} and put it in their district"),
                      tile=tile_words(stack[-1] >> 2))
    if kind == A_ECON:
        _a, coins, total = action
        # Translators: {coins}: "2 coins", {points}: "1 point"
        return me.say(_("You took {coins} and {points} from the School of Economics"),
                      _("{name} took {coins} and {points} from the School of Economics"),
                      coins=coins_words(coins), points=points_words(total - coins))
    if kind == A_EXCHANGE:
        _a, tile, mode = action
        # Translators: {place} names an exchange building ("the Okęcie Airport")
        if mode == 0:
            return me.say(_("You did not trade at {place}"),
                          _("{name} did not trade at {place}"), place=tile_words(tile))
        if mode == 1:
            return me.say(_("You bought points at {place}"), _("{name} bought points at {place}"),
                          place=tile_words(tile))
        return me.say(_("You sold points at {place}"), _("{name} sold points at {place}"),
                      place=tile_words(tile))
    return me.say(_("You made a move"), _("{name} made a move"))


def describe(before: Any, seat: int, action: Any, after: Any, who: list[Person],
             viewer: int | None = None) -> str:
    """Picks stay secret (except to their owner) until everyone has picked. Every seat
    whose score the move changed is named with its change, explained (the era's income
    is paid to every seat after one seat's move)."""
    sentence = _sentence(before, seat, action, after, who[seat], viewer)
    if action[0] in (A_PICK, A_ECON) and scored(before, after, len(who)) in ([], [seat]):
        return sentence  # the points of these are told in the sentence
    return with_scores(sentence, before, after, seat, who,
                       lambda one: _parts(before, after, one))


def round_label(state: Any, number: int) -> str:
    """'Era 2, round 1', or 'Era 3, end of the era' (war, milestone, income)."""
    info = view_model.era_info(state)
    if state.rnd >= 4:
        return _("Era {era}, end of the era").format(era=info.era)
    return _("Era {era}, round {round}").format(era=info.era, round=info.rnd)


def starts_round(before: Any, after: Any) -> bool:
    """Rounds within eras (and the era's end) start new rounds."""
    return bool((after.era, after.rnd) != (before.era, before.rnd))
