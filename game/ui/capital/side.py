"""The seat panels (VP, purse, pick, district thumbnail) and the reminder box."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.i18n import _
from game.ui.capital import art, layout
from game.ui.capital.look import Look
from game.ui.kit import backdrop, text, theme
from game.ui.table import seat_panel
from game.ui.table.level_words import level_label


def draw_side(b: Look, surface: pygame.Surface) -> None:
    """One panel per seat (VP, purse, pick, hand size, district) and the reminder box."""
    state = b.state
    seats = b.seats
    thinking = b.thinking
    viewer = b.viewer
    reveal = next((e for e in b.events if e.kind == "reveal" and e.started), None)
    for i, rect in enumerate(b.panels):
        slot = b.pick_slot(i)
        flying = b.flight is not None and b.flight.start == slot
        key = ("panel", i, b.version, tuple(b.display_vp), b.display_coins[i],
               state.current_player, b.view_seat, viewer, flying, rect.size)
        if reveal is not None:
            _paint_panel(b, surface, i, viewer)
        else:
            def paint(target: pygame.Surface, i: int = i) -> None:
                _paint_panel(b, target, i, viewer)

            b.layers.draw(surface, key, rect, paint)
        b.purses[i].draw(surface)
        if thinking is not None and thinking[0] == i:
            bar = pygame.Rect(rect.x + 148, rect.y + 8, 46, 6)
            seat_panel.thinking_bar(surface, bar, theme.seat_colour(seats[i].colour), thinking[1])
    m = layout
    top = b.panels[-1].bottom + 8
    box = pygame.Rect(m.SIDE.x, top, m.SIDE.w, m.SIDE.bottom - 54 - top)
    era = b.era  # the era the strip and the info panel show (income lags)
    b.layers.draw(surface, ("scorebox", era.era, era.passing, box.size), box,
                  lambda target: _draw_score_box(b, target, box))


def _paint_panel(b: Look, surface: pygame.Surface, i: int, viewer: int | None) -> None:
    """The parts of seat ``i``'s panel that change only with the state."""
    state = b.state
    seat = b.seats[i]
    rect = b.panels[i]
    seat_panel.frame(surface, rect, theme.seat_colour(seat.colour), i == b.view_seat,
                     i == state.current_player)
    compact = rect.h < 130
    room = rect.w - 32 - (80 if seat.is_ai and compact else 0)
    # shortened with "…" when too wide; the panel's tip gives the whole name
    name = text.draw(surface, text.fit(seat.name, 26, room, bold=True), 26, theme.TEXT,
                     (rect.x + 16, rect.y + 6), bold=True)
    if seat.is_ai:
        at = (name.right + 6, name.y + 6) if compact else (rect.x + 16, rect.y + 28)
        # Translators: an AI player's level on its panel ({level}: the level's name)
        text.draw(surface, _("AI {level}").format(level=level_label(seat.level)), 16,
                  theme.TEXT_DIM, at)
    vp = b.display_vp[i]
    vy = rect.y + (44 if compact else 58)
    art.star(surface, rect.x + 26, vy, 13)
    r = text.draw(surface, f"{vp}", 32, theme.GOLD, (rect.x + 44, vy), "midleft", True)
    if seat_panel.leads(b.display_vp, i):
        seat_panel.crown(surface, 18, midleft=(r.right + 4, r.centery))
    purse = b.purses[i]
    label = text.draw(surface, f"{b.display_coins[i]}", 24, theme.GOLD,
                      (purse.rect.right + 6, purse.rect.centery), "midleft", True)
    art.coin(surface, label.right + 9, purse.rect.centery, 7)
    slot = b.pick_slot(i)
    _draw_pick(b, surface, i, slot, viewer)
    count = b.hand_sizes[i]
    if count:
        # Translators: how many tiles a player holds, under the pick on the panel
        text.draw(surface, _("hand {n}").format(n=count), 16, theme.TEXT_DIM,
                  (slot.centerx, slot.bottom + 3), "midtop")
    image = thumb(b, i, (rect.w - 214, rect.h - 12))
    surface.blit(image, (rect.x + 206, rect.y + 6))


def thumb(b: Look, seat: int, box: tuple[int, int]) -> pygame.Surface:
    """A small picture of a seat's district (cached per state version)."""
    return b.thumbs.get(seat, (b.version, box), lambda: thumbnail(
        b.dists[seat], box, b.last_places[seat]))


def _draw_pick(b: Look, surface: pygame.Surface, seat: int, slot: pygame.Rect,
               viewer: int | None) -> None:
    tile = b.picks[seat]
    flying = b.flight is not None and b.flight.start == slot
    pygame.draw.rect(surface, (14, 22, 36), slot.inflate(4, 4), border_radius=6)
    if tile < 0 or flying:
        # Translators: the empty place for a player's pick on the panel
        text.draw(surface, _("pick"), 14, theme.TEXT_DIM, slot.center, "center")
        return
    reveal = next((e for e in b.events if e.kind == "reveal"), None)
    face_up = b.picks_up or seat == viewer
    if reveal is not None and reveal.started and b.picks_up:
        # the flip: shrink the back, grow the face (all picks at the same moment)
        t = min(1.0, reveal.time / max(1e-6, b.anim(reveal.duration) * 0.6))
        squash = abs(math.cos(math.pi * t))
        image = art.back(slot.w) if t < 0.5 else art.tile(tile * 4, slot.w)
        w = max(1, int(slot.w * squash))
        surface.blit(pygame.transform.smoothscale(image, (w, slot.h)),
                     (slot.centerx - w // 2, slot.y))
        return
    if reveal is not None and not reveal.started and seat != viewer:
        face_up = False
    surface.blit(art.tile(tile * 4, slot.w) if face_up else art.back(slot.w), slot)


def _draw_score_box(b: Look, surface: pygame.Surface, box: pygame.Rect) -> None:
    """The era legend: the heading, the quarter types' colours and the scoring rules
    (compact in a tutorial, where the coach's panel stands below it)."""
    backdrop.panel(surface, box, 225)
    heading = _heading(b.era)
    head = text.draw(surface, heading, 22, theme.TEXT, (box.x + 14, box.y + 8), bold=True)
    lines = [
        (0, _("Park: best park, by residential regions")),
        (2, _("Commerce: 1 coin per residential touching")),
        (3, _("Culture: star values as VP")),
        (4, _("Industry: coins; -1 VP per residential by it")),
        (None, _("Transport: 2 VP per group if 2+ groups")),
    ]
    if b.coach_lane:
        _compact_legend(surface, box, head, lines)
        return
    y = box.y + 34
    types = list(zip(art.COLOURS, art.TYPE_NAMES, strict=True))
    for k, (colour, label) in enumerate(types):
        cx = box.x + 14 + (k % 3) * 116
        cy = y + (k // 3) * 26
        rect = pygame.Rect(cx, cy, 22, 22)
        pygame.draw.rect(surface, colour, rect)
        art.icon(surface, k, rect.centerx, rect.centery, 8)
        text.draw(surface, _(label), 18, theme.TEXT, (rect.right + 5, rect.centery), "midleft")
    y += 58
    for _kind, line in lines:
        if y > box.bottom - 20:
            break
        text.draw(surface, line, 18, theme.TEXT_DIM, (box.x + 14, y))
        y += 19


def _heading(era: Any) -> str:
    """The era legend's heading."""
    return (_("Era {era} - hands pass left") if era.passing == "left"
            else _("Era {era} - hands pass right")).format(era=era.era)


def compact_legend_height(era: Any, width: int) -> int:
    """How far below its top the compact era legend ``width`` wide ends its words."""
    head_w, head_h = text.measure(_heading(era), 22, True)
    need = 18 + 5 + text.measure(_(art.TYPE_NAMES[1]), 18)[0]
    own_row = 14 + head_w + 16 + need > width - 14
    return 8 + head_h + 8 + (22 if own_row else 0) + 5 * 21


def _chip(surface: pygame.Surface, kind: int, x: int, cy: int, size: int = 18) -> pygame.Rect:
    """A quarter type's colour with its icon, ``size`` wide, its left at ``x``."""
    rect = pygame.Rect(x, cy - size // 2, size, size)
    pygame.draw.rect(surface, art.COLOURS[kind], rect)
    art.icon(surface, kind, rect.centerx, rect.centery, size * 0.36)
    return rect


def _compact_legend(surface: pygame.Surface, box: pygame.Rect, head: pygame.Rect,
                    lines: list[tuple[int | None, str]]) -> None:
    """The era legend in fewer rows: each scoring rule after its quarter type's colour,
    the residential colour (no rule of its own) right of the heading, where it fits
    (else in a row of its own)."""
    residential = _(art.TYPE_NAMES[1])
    y = head.bottom + 8
    need = 18 + 5 + text.measure(residential, 18)[0]
    if head.right + 16 + need <= box.right - 14:
        at = (box.right - 14 - need, head.centery)
    else:
        at, y = (box.x + 14, y + 10), y + 22
    chip = _chip(surface, 1, at[0], at[1])
    text.draw(surface, residential, 18, theme.TEXT, (chip.right + 5, chip.centery), "midleft")
    for kind, line in lines:
        if y > box.bottom - 20:
            break
        if kind is not None:
            _chip(surface, kind, box.x + 14, y + 10)
        text.draw(surface, line, 18, theme.TEXT_DIM, (box.x + 14 + 18 + 6, y + 10), "midleft")
        y += 21


def thumbnail(district: dict, box: tuple[int, int],
              last: tuple[int, int] | None = None) -> pygame.Surface:
    """A seat's district scaled into ``box``; the ``last`` placed tile outlined in gold."""
    out = pygame.Surface(box, pygame.SRCALPHA)
    xs = [p[0] for p in district]
    ys = [p[1] for p in district]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    size = int(max(6, min(box[0] / max(cols, 3), box[1] / max(rows, 3), 40)))
    w, h = cols * size, rows * size
    ox = (box[0] - w) // 2 - min(xs) * size
    oy = (box[1] - h) // 2 - min(ys) * size
    for (x, y), st in district.items():
        out.blit(art.tile(st[-1], size), (ox + x * size, oy + y * size))
        if len(st) > 1:
            pygame.draw.circle(out, (255, 255, 255), (ox + x * size + 4, oy + y * size + 4), 3)
    if last is not None and last in district:
        mark = pygame.Rect(ox + last[0] * size, oy + last[1] * size, size, size)
        pygame.draw.rect(out, (0, 0, 0), mark, 4)
        pygame.draw.rect(out, (250, 250, 250), mark.inflate(-2, -2), 2)
    return out
