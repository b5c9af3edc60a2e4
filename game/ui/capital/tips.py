"""Hover tips: whole tiles with their effects, quartered tiles with their quarters."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.capital import tables as T
from game.ui import tooltip
from game.ui.capital import art, effect_texts, view_model
from game.ui.move_words import Person

if TYPE_CHECKING:
    from game.ui.capital.table import CapitalBoard


def tip_at(b: CapitalBoard, point: tuple[int, int]) -> tuple[str, str] | None:
    """(title, text) of what is under the mouse, or None."""
    if b.dialog is not None and b.human is not None:
        return None
    for ms in b.slots:
        if b.milestone_rect(ms.slot).collidepoint(point):
            ident = T.TILE_ID[ms.tile]
            status = {"upcoming": f"awarded after era {view_model.ROMAN[ms.slot]}",
                      "now": "awarded this era", "unawarded": "nobody won it",
                      "placed": "placed", "lost": "lost"}[ms.status]
            if ms.owner is not None:
                who = b.host.session.seats[ms.owner].name
                status = f"won by {who}" + (", since covered or destroyed"
                                            if ms.status == "lost" else "")
            return view_model.name(ms.tile), f"{effect_texts.describe(ident)} ({status})"
    pos = b.pos_at(point)
    placing = b.human is not None and b.kind in ("build", "war", "milestone")
    if pos is not None and pos in b.dists[b.view_seat] and not placing:
        st = b.dists[b.view_seat][pos]
        tile = st[-1] >> 2
        body = effect_texts.describe(T.TILE_ID[tile]) or describe_quarters(st[-1])
        if len(st) > 1:
            body += f" - rebuilt, {len(st)} tiles high"
        title = view_model.name(tile)
        return (f"Tile {title}" if " " not in title else title), body
    for i, tile in enumerate(b.my_hand()):
        if b.card_rect(i).collidepoint(point):
            body = effect_texts.describe(T.TILE_ID[tile]) or describe_quarters(tile * 4)
            return view_model.name(tile), f"A tile in your hand: {body}"
    return _panel_tip(b, point)


def _panel_tip(b: CapitalBoard, point: tuple[int, int]) -> tuple[str, str] | None:
    """Tips for the players' panels: the score star, the purse, the pick."""
    seats = b.host.session.seats
    for i, rect in enumerate(b.panels):
        if not rect.collidepoint(point):
            continue
        name = seats[i].name
        if i < len(b.purses) and b.purses[i].rect.inflate(40, 6).collidepoint(point):
            has = Person(name, name.strip().lower() == "you").has
            return "Coins", (f"{has} {b.display_coins[i]} coins. Tiles cost coins to "
                             "build; commerce and industry pay coins at each income.")
        if b.pick_slot(i).collidepoint(point):
            return "Pick", ("The tile picked this round; picks stay face down until "
                            "everyone has chosen, then all turn over together.")
        return name, (f"{b.display_vp[i]} VP (victory points). The crown marks the leader. "
                      "Click the panel to look at this district.")
    return None


def describe_quarters(code: int) -> str:
    """'quarters: 2 park, residential, culture 2 (VP); transport symbol; cost 2' for a tile
    (what it holds, without compass words)."""
    parts = []
    for q in view_model.quarters(code):
        kind, value = divmod(q, 4)
        label = art.TYPE_NAMES[kind]
        if value:
            label += f" {value} ({'VP' if kind == 3 else 'coins'})"
        parts.append(label)
    counts: dict[str, int] = {}
    for label in parts:
        counts[label] = counts.get(label, 0) + 1
    out = ", ".join(label if n == 1 else f"{n} {label}" for label, n in counts.items())
    out = "quarters: " + out
    if T.TRANSPORT[code >> 2]:
        out += "; transport symbol"
    return out + f"; cost {T.COST[code >> 2]}"


def draw_tip(b: CapitalBoard, surface: pygame.Surface) -> None:
    """The hover tip near the mouse (the shared tooltip)."""
    tooltip.draw_tip(surface, b.hover_tip, b.tip_at)
