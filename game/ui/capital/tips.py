"""Hover tips: whole tiles with their effects, quartered tiles with their quarters."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.i18n import _, ngettext
from game.rules.capital import tables as T
from game.ui.capital import art, effect_texts, layout, view_model
from game.ui.capital.move_words import coins_words
from game.ui.capital.view_model import MilestoneSlot, Pos
from game.ui.kit.lists import and_list
from game.ui.kit.person import person


@dataclass(frozen=True)
class Hover:
    """What the tips read of the table (the board gathers it for the mouse position)."""

    names: Sequence[str]
    slots: Sequence[MilestoneSlot]
    #: the viewed district, and the position of it under the mouse (None: off the grid)
    district: dict
    cell: Pos | None
    #: a human is choosing a place in the district (the district's tips keep quiet)
    placing: bool
    #: the hand that may be shown (empty: none)
    hand: Sequence[int]
    panels: Sequence[pygame.Rect]
    purses: Sequence[pygame.Rect]
    #: VP and coins as the panels show them now
    vp: Sequence[int]
    coins: Sequence[int]


def _status(ms: MilestoneSlot, names: Sequence[str]) -> str:
    """What became of a milestone, in words ("won by Ada")."""
    if ms.owner is not None:
        who = names[ms.owner]
        if ms.status == "lost":
            return _("won by {name}, since covered or destroyed").format(name=who)
        return _("won by {name}").format(name=who)
    if ms.status == "upcoming":
        return _("awarded after era {era}").format(era=ms.slot + 1)
    return {"now": _("awarded this era"), "unawarded": _("nobody won it"),
            "placed": _("placed"), "lost": _("lost")}[ms.status]


def tip_at(point: tuple[int, int], hover: Hover) -> tuple[str, str] | None:
    """(title, text) of what is under the mouse, or None."""
    for ms in hover.slots:
        if layout.milestone_rect(ms.slot).collidepoint(point):
            ident = T.TILE_ID[ms.tile]
            # Translators: a milestone's tip: {effect} what it does, {status} what became
            # of it ("won by Ada", "awarded after era 3")
            return view_model.name(ms.tile), _("{effect} ({status})").format(
                effect=effect_texts.describe(ident), status=_status(ms, hover.names))
    pos = hover.cell
    if pos is not None and pos in hover.district and not hover.placing:
        st = hover.district[pos]
        tile = st[-1] >> 2
        body = effect_texts.describe(T.TILE_ID[tile]) or describe_quarters(st[-1])
        if len(st) > 1:
            # Translators: a rebuilt stack's tip: {tile} says what its top tile is,
            # {n} how many tiles it holds
            body = _("{tile} - rebuilt, {n} tiles high").format(tile=body, n=len(st))
        return view_model.name(tile), body
    for i, tile in enumerate(hover.hand):
        if layout.card_rect(i).collidepoint(point):
            body = effect_texts.describe(T.TILE_ID[tile]) or describe_quarters(tile * 4)
            # Translators: {tile} says what the tile is or does
            return view_model.name(tile), _("A tile in your hand: {tile}").format(tile=body)
    return _panel_tip(point, hover)


def _panel_tip(point: tuple[int, int], hover: Hover) -> tuple[str, str] | None:
    """Tips for the players' panels: the score star, the purse, the pick."""
    for i, rect in enumerate(hover.panels):
        if not rect.collidepoint(point):
            continue
        name = hover.names[i]
        if i < len(hover.purses) and hover.purses[i].inflate(40, 6).collidepoint(point):
            count = hover.coins[i]
            said = person(name).say(
                ngettext("You have {n} coin.", "You have {n} coins.", count),
                ngettext("{name} has {n} coin.", "{name} has {n} coins.", count), n=count)
            return _("Coins"), _("{coins} Tiles cost coins to build; commerce and industry "
                                 "pay coins at each income.").format(coins=said)
        if layout.pick_slot(rect).collidepoint(point):
            return _("Pick"), _("The tile picked this round; picks stay face down until "
                                "everyone has chosen, then all turn over together.")
        return name, _("{vp} VP (victory points). The crown marks the leader. Click the "
                       "panel to look at this district.").format(vp=hover.vp[i])
    return None


def describe_quarters(code: int) -> str:
    """'quarters: 2 park, residential and culture (2 VP); transport symbol; cost 2 coins'
    for a tile (what it holds, without compass words; "2 industry (1 coin each)"), in the
    player's language."""
    counts: dict[tuple[int, int], int] = {}
    for q in view_model.quarters(code):
        kind, value = divmod(q, 4)
        counts[(kind, value)] = counts.get((kind, value), 0) + 1
    listed = and_list([_counted(kind, value, n) for (kind, value), n in counts.items()])
    cost = coins_words(T.COST[code >> 2])
    # Translators: what a tile holds: {quarters} lists its quarters ("2 park and
    # culture (2 VP)"), {cost} its printed cost ("2 coins")
    if T.TRANSPORT[code >> 2]:
        return _("quarters: {quarters}; transport symbol; cost {cost}").format(
            quarters=listed, cost=cost)
    return _("quarters: {quarters}; cost {cost}").format(quarters=listed, cost=cost)


def _counted(kind: int, value: int, n: int) -> str:
    """'park', '2 park', 'culture (2 VP)', '2 industry (1 coin each)'."""
    label = _(art.TYPE_NAMES[kind])
    # Translators: quarters of one type on a tile: {kind} is the type ("park"), {count}
    # how many there are, {n} the VP or coins printed on each
    if not value:
        return label if n == 1 else _("{count} {kind}").format(count=n, kind=label)
    if kind == 3:
        if n == 1:
            return _("{kind} ({n} VP)").format(kind=label, n=value)
        return _("{count} {kind} ({n} VP each)").format(count=n, kind=label, n=value)
    if n == 1:
        return ngettext("{kind} ({n} coin)", "{kind} ({n} coins)", value).format(
            kind=label, n=value)
    return ngettext("{count} {kind} ({n} coin each)", "{count} {kind} ({n} coins each)",
                    value).format(count=n, kind=label, n=value)
