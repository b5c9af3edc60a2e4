"""Hover tips: whole tiles with their effects, quartered tiles with their quarters."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.rules.capital import tables as T
from game.ui.capital import art, effect_texts, layout, view_model
from game.ui.capital.view_model import MilestoneSlot, Pos
from game.ui.kit.person import person
from game.ui.play.move_words import plural


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


def tip_at(point: tuple[int, int], hover: Hover) -> tuple[str, str] | None:
    """(title, text) of what is under the mouse, or None."""
    for ms in hover.slots:
        if layout.milestone_rect(ms.slot).collidepoint(point):
            ident = T.TILE_ID[ms.tile]
            status = {"upcoming": f"awarded after era {view_model.ROMAN[ms.slot]}",
                      "now": "awarded this era", "unawarded": "nobody won it",
                      "placed": "placed", "lost": "lost"}[ms.status]
            if ms.owner is not None:
                who = hover.names[ms.owner]
                status = f"won by {who}" + (", since covered or destroyed"
                                            if ms.status == "lost" else "")
            return view_model.name(ms.tile), f"{effect_texts.describe(ident)} ({status})"
    pos = hover.cell
    if pos is not None and pos in hover.district and not hover.placing:
        st = hover.district[pos]
        tile = st[-1] >> 2
        body = effect_texts.describe(T.TILE_ID[tile]) or describe_quarters(st[-1])
        if len(st) > 1:
            body += f" - rebuilt, {len(st)} tiles high"
        title = view_model.name(tile)
        return (f"Tile {title}" if " " not in title else title), body
    for i, tile in enumerate(hover.hand):
        if layout.card_rect(i).collidepoint(point):
            body = effect_texts.describe(T.TILE_ID[tile]) or describe_quarters(tile * 4)
            return view_model.name(tile), f"A tile in your hand: {body}"
    return _panel_tip(point, hover)


def _panel_tip(point: tuple[int, int], hover: Hover) -> tuple[str, str] | None:
    """Tips for the players' panels: the score star, the purse, the pick."""
    for i, rect in enumerate(hover.panels):
        if not rect.collidepoint(point):
            continue
        name = hover.names[i]
        if i < len(hover.purses) and hover.purses[i].inflate(40, 6).collidepoint(point):
            has = person(name).has
            return "Coins", (f"{has} {plural(hover.coins[i], 'coin')}. Tiles cost coins to "
                             "build; commerce and industry pay coins at each income.")
        if layout.pick_slot(rect).collidepoint(point):
            return "Pick", ("The tile picked this round; picks stay face down until "
                            "everyone has chosen, then all turn over together.")
        return name, (f"{hover.vp[i]} VP (victory points). The crown marks the leader. "
                      "Click the panel to look at this district.")
    return None


def describe_quarters(code: int) -> str:
    """'quarters: 2 park, residential, culture (2 VP); transport symbol; cost 2 coins' for
    a tile (what it holds, without compass words; "2 industry (1 coin each)")."""
    parts = []
    for q in view_model.quarters(code):
        kind, value = divmod(q, 4)
        label = art.TYPE_NAMES[kind]
        if value:
            label += f" ({value} VP" if kind == 3 else f" ({plural(value, 'coin')}"
        parts.append(label)
    counts: dict[str, int] = {}
    for label in parts:
        counts[label] = counts.get(label, 0) + 1
    out = ", ".join(_counted(label, n) for label, n in counts.items())
    out = "quarters: " + out
    if T.TRANSPORT[code >> 2]:
        out += "; transport symbol"
    return out + f"; cost {plural(T.COST[code >> 2], 'coin')}"


def _counted(label: str, n: int) -> str:
    """'park', '2 park', 'culture (2 VP)', '2 industry (1 coin each)'."""
    valued = "(" in label
    if n == 1:
        return label + (")" if valued else "")
    return f"{n} {label}" + (" each)" if valued else "")

