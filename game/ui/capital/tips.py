"""Hover tips: whole tiles with their effects, quartered tiles with their quarters."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.capital import tables as T
from game.ui import text, theme
from game.ui.capital import art, effects, model

if TYPE_CHECKING:
    from game.ui.capital.board import CapitalBoard


def tip_at(b: CapitalBoard, point: tuple[int, int]) -> tuple[str, str] | None:
    """(title, text) of what is under the mouse, or None."""
    if b.dialog is not None and b.human is not None:
        return None
    for ms in b.slots:
        if b.milestone_rect(ms.slot).collidepoint(point):
            ident = T.TILE_ID[ms.tile]
            status = {"upcoming": f"awarded after era {model.ROMAN[ms.slot]}",
                      "now": "awarded this era", "unawarded": "nobody won it",
                      "placed": "placed", "lost": "lost"}[ms.status]
            if ms.owner is not None:
                who = b.scene.session.seats[ms.owner].name
                status = f"won by {who}" + (", since covered or destroyed"
                                            if ms.status == "lost" else "")
            return model.name(ms.tile), f"{effects.describe(ident)} ({status})"
    pos = b.pos_at(point)
    placing = b.human is not None and b.kind in ("build", "war", "milestone")
    if pos is not None and pos in b.dists[b.view_seat] and not placing:
        st = b.dists[b.view_seat][pos]
        tile = st[-1] >> 2
        body = effects.describe(T.TILE_ID[tile]) or describe_quarters(st[-1])
        if len(st) > 1:
            body += f" - rebuilt, {len(st)} tiles high"
        title = model.name(tile)
        return (f"Tile {title}" if " " not in title else title), body
    return None  # hand tiles are described in the info panel, not over the hand


def describe_quarters(code: int) -> str:
    """'quarters: 2 park, residential, culture 2 (VP); transport symbol; cost 2' for a tile
    (what it holds, without compass words)."""
    parts = []
    for q in model.quarters(code):
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
    """The hover tip near the mouse."""
    tip = b.hover_tip
    if tip is None:
        return
    title, body = tip
    lines = text.wrap(body, 20, 300)
    w = 320
    h = 30 + 18 * len(lines)
    mx, my = b.app.mouse
    box = pygame.Rect(mx + 16, my + 16, w, h)
    box.clamp_ip(pygame.Rect(0, 0, 1280, 720))
    if box.collidepoint(mx, my):
        box.bottom = my - 8
    pygame.draw.rect(surface, (16, 22, 34), box, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=8)
    text.draw(surface, title, 22, theme.GOLD, (box.x + 10, box.y + 6), bold=True)
    for i, line in enumerate(lines):
        text.draw(surface, line, 20, theme.TEXT, (box.x + 10, box.y + 28 + i * 18))
