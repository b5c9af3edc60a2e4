"""The seat panels down the right side: score, screen counts, area, face-down choice."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.i18n import _, ngettext
from game.ui.ginkgopolis import art, faces, view_model
from game.ui.kit import backdrop, text, theme
from game.ui.table import seat_panel

SIDE = pygame.Rect(906, 8, 366, 704)
INFO_H = 58
BUTTONS_H = 50


def layout(count: int) -> list[pygame.Rect]:
    """One rectangle per seat held (Hal included in solo)."""
    gap = 6
    room = SIDE.h - INFO_H - BUTTONS_H - 8
    h = int(min(150, (room - gap * (count - 1)) / count))
    return [pygame.Rect(SIDE.x, SIDE.y + i * (h + gap), SIDE.w, h) for i in range(count)]


def draw_counts(surface: pygame.Surface, info: view_model.SeatInfo, x: int, y: int,
                size: int = 20) -> int:
    """Resources (with the supply left), tiles, SP and New Hand tokens in a row; the end x."""
    items = [("R", f"{info.res}"), ("T", str(info.tiles)), ("P", str(info.sp))]
    if info.hal:
        items = [("R", f"{info.pool}"), ("P", str(info.sp))]
    for kind, value in items:
        surface.blit(art.item_icon(kind, size), (x, y))
        r = text.draw(surface, value, size + 4, theme.TEXT, (x + size + 3, y + size // 2),
                      "midleft", True)
        x = r.right + 10
    if not info.hal:
        # Translators: a seat panel: {n} resources left in your supply
        r = text.draw(surface, _("supply {n}").format(n=info.pool), size - 2, theme.TEXT_DIM,
                      (x, y + size // 2), "midleft")
        x = r.right + 8
        for k in range(info.newhand):
            surface.blit(art.item_icon("N", size - 2), (x + k * (size - 1), y + 1))
        x += info.newhand * (size - 1)
    return x


def draw_area(surface: pygame.Surface, state: Any, info: view_model.SeatInfo,
              box: pygame.Rect) -> None:
    """Characters then building cards of an area, as small chips (wrapping rows)."""
    size = 20
    x, y = box.x, box.y
    for char in info.chars:
        surface.blit(faces.char_chip(state, char, size), (x, y))
        x += size + 3
    if info.chars:
        x += 6
    for card in sorted(info.cards):
        if x + size > box.right:
            x = box.x
            y += size + 3
            if y + size > box.bottom + 2:
                text.draw(surface, "...", 18, theme.TEXT_DIM, (box.right - 14, y - size))
                return
        surface.blit(art.tile_chip(card, size), (x, y))
        x += size + 2


def draw_panel(surface: pygame.Surface, state: Any, rect: pygame.Rect, info: view_model.SeatInfo,
               name: str, tag: str, colour: tuple[int, int, int], score: int, leader: bool,
               current: bool, thinking: float | None, own_choice: list[int] | None) -> None:
    """One seat's panel. ``own_choice`` is the face-down choice when the viewer owns it."""
    seat_panel.frame(surface, rect, colour, current=current)
    r = text.draw(surface, name, 26, theme.TEXT, (rect.x + 16, rect.y + 7), bold=True)
    if info.first:
        art.leaf(surface, r.right + 14, r.centery - 2, 9, art.LEAF)
        # Translators: beside a seat's name: the first player this round
        text.draw(surface, _("1st"), 16, theme.GOLD, (r.right + 24, r.y + 4))
    if tag:
        text.draw(surface, tag, 16, theme.TEXT_DIM, (rect.x + 16, rect.y + 29))
    s = text.draw(surface, str(score), 36, theme.GOLD, (rect.x + 250, rect.y + 8), "topright",
                  True)
    if leader:
        seat_panel.crown(surface, 18, midright=(s.left - 4, s.centery))
    row_y = rect.y + 46 if rect.h >= 100 else rect.y + 34
    draw_counts(surface, info, rect.x + 16, row_y, 18)
    area = pygame.Rect(rect.x + 16, row_y + 26, rect.w - 112, rect.bottom - row_y - 30)
    if area.h >= 18:
        draw_area(surface, state, info, area)
    slot = pygame.Rect(rect.right - 90, rect.y + 10, 40, 56)
    if info.has_choice:
        if own_choice:
            surface.blit(faces.card(state, own_choice[0], 40, 56), slot)
        else:
            surface.blit(art.card_back(40, 56), slot)
        if info.choice_has_tile:
            if own_choice and own_choice[1] >= 0:
                chip = art.tile_chip(own_choice[1], 26)
            else:
                chip = art.tile_back(26)
            surface.blit(chip, (slot.right + 4, slot.bottom - 26))
        # Translators: under a face-down card on a seat panel ({name}: Hal, the automa)
        label = _("chosen") if not info.hal else _("{name}'s card").format(name="Hal")
        text.draw(surface, label, 15, theme.TEXT_DIM, (slot.centerx + 14, slot.bottom + 2),
                  "midtop")
    elif not info.hal and info.hand_size:
        text.draw(surface, ngettext("{n} card", "{n} cards", info.hand_size).format(
            n=info.hand_size), 16, theme.TEXT_DIM,
                  (rect.right - 12, rect.y + 12), "topright")
    if thinking is not None:
        draw_thinking(surface, rect, colour, thinking)


def draw_thinking(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
                  progress: float) -> None:
    """The AI's progress bar at the bottom right of its panel."""
    bar = pygame.Rect(rect.right - 96, rect.bottom - 16, 84, 7)
    seat_panel.thinking_bar(surface, bar, colour, progress, (15, 14))


def draw_info(surface: pygame.Surface, table: view_model.Table, top: int,
              districts_on: bool) -> None:
    """Piles and supplies under the panels."""
    box = pygame.Rect(SIDE.x, top, SIDE.w, INFO_H - 6)
    backdrop.panel(surface, box, 215)
    x = box.x + 12
    y = box.y + 6
    surface.blit(art.card_back(20, 28), (x, y))
    # Translators: under the seat panels: cards left in the draw pile
    r = text.draw(surface, _("draw {n}").format(n=table.draw), 20, theme.TEXT, (x + 26, y + 2))
    # Translators: under the seat panels: cards in the discard pile
    r = text.draw(surface, _("discard {n}").format(n=len(table.discard)), 20, theme.TEXT,
                  (r.right + 12, y + 2))
    surface.blit(art.tile_back(22), (r.right + 12, y + 2))
    # Translators: under the seat panels: tiles left in the supply
    r = text.draw(surface, _("tiles {n}").format(n=table.supply), 20, theme.TEXT,
                  (r.right + 38, y + 2))
    # Translators: under the seat panels: building cards waiting in the reserve
    text.draw(surface, ngettext("reserve {n} card", "reserve {n} cards", table.reserve).format(
        n=table.reserve), 18, theme.TEXT_DIM, (x + 26, y + 24))
    label = _("districts shown (D)") if districts_on else _("districts hidden (D)")
    text.draw(surface, label, 18, theme.TEXT_DIM, (box.right - 12, y + 24), "topright")
