"""Akropolis side panels and construction site, painted into one cached picture.

The painters take plain data: the frame's :class:`~game.ui.akropolis.look.Look`, or the
view-model's :class:`Table`, the seats, the panel rectangles and the human's choices
(:class:`SiteChoice`), never the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.i18n import _, ngettext
from game.ui.akropolis import art, city, geo, view_model
from game.ui.akropolis.layout import SIDE, SITE, SITE_HEX, site_slot
from game.ui.akropolis.look import Look
from game.ui.akropolis.view_model import Table
from game.ui.akropolis.words import CATEGORIES, said
from game.ui.kit import backdrop, text, theme
from game.ui.kit.person import person
from game.ui.kit.picture_cache import PictureCache
from game.ui.table import seat_panel
from game.ui.table.level_words import level_label


@dataclass(frozen=True)
class SiteChoice:
    """The human's dealings with the construction site, as its painter needs them."""

    #: the site position in hand (None: nothing held) and its rotation
    selected: int | None
    rotation: int
    #: the site position the hint suggests, and the one flying to a city now
    hinted: int | None
    flying: int | None
    human: int | None
    colourblind: bool


class Composite:
    """The scene's background with the side panels and the site painted on it.

    Opaque and cached: each part is repainted in place (background restored under it
    first) only when what it shows changes.
    """

    def __init__(self) -> None:
        self._image: pygame.Surface | None = None
        self._from: pygame.Surface | None = None
        self._keys: dict[str, tuple] = {}

    def image(self, background: pygame.Surface,
              parts: Sequence[tuple[str, pygame.Rect, tuple,
                                    Callable[[pygame.Surface], None]]]) -> pygame.Surface:
        """The picture, each of ``parts`` (name, area, key, paint) up to date."""
        if self._image is None or self._from is not background:
            self._image = background.copy()
            self._from = background
            self._keys = {}
        image = self._image
        for name, area, key, paint in parts:
            if self._keys.get(name) != key or text.recording():
                image.blit(background, area.topleft, area=area)
                image.set_clip(area)
                paint(image)
                image.set_clip(None)
                self._keys[name] = key
        return image


def _composite(look: Look) -> pygame.Surface:
    """The side panels and the site of ``look`` on the background (see Composite)."""
    table = look.table
    parts = (
        ("side", SIDE, (look.version, look.view_seat, table.current, look.colourblind),
         lambda target: paint_side(target, table, look.seats, look.panels, look.view_seat,
                                   look.pictures, look.colourblind)),
        ("site", SITE, (look.version, look.selected,
                        look.rotation if look.selected is not None else 0, look.hint_action,
                        look.flying, look.human, look.colourblind),
         lambda target: paint_site(target, table, _site_choice(look))),
    )
    return look.composite.image(look.background, parts)


def _site_choice(look: Look) -> SiteChoice:
    hinted = look.hint_action[0] if look.hint_action is not None else None
    return SiteChoice(look.selected, look.rotation, hinted, look.flying, look.human,
                      look.colourblind)


def draw_site(look: Look, surface: pygame.Surface) -> None:
    """The construction site under the city."""
    surface.blit(_composite(look), SITE.topleft, area=SITE)


def draw_side(look: Look, surface: pygame.Surface) -> None:
    """The players' panels with their stone trays and the AI's thinking bar, and the
    score breakdown under them."""
    surface.blit(_composite(look), SIDE.topleft, area=SIDE)
    thinking = look.thinking
    for i, rect in enumerate(look.panels):
        look.trays[i].draw(surface)
        if thinking is not None and thinking[0] == i:
            colour = theme.seat_colour(look.seats[i].colour)
            bar = pygame.Rect(rect.x + 140, rect.bottom - 24, 62, 8)
            seat_panel.thinking_bar(surface, bar, colour, thinking[1], (16, 16))


def paint_site(surface: pygame.Surface, table: Table, choice: SiteChoice) -> None:
    """The construction site: each tile with its cost and whether it is affordable."""
    backdrop.panel(surface, SITE, 230)
    # Translators: the heading of the construction site, in a narrow column: each line
    # of the message is drawn on a line of its own (one line is fine)
    heading = _("Construction\nsite").split("\n")
    for k, line in enumerate(heading[:2]):
        text.draw(surface, line, 24, theme.TEXT, (SITE.x + 14, SITE.y + 14 + 24 * k), bold=True)
    left = table.stacks
    text.draw(surface, ngettext("{n} stack left", "{n} stacks left", left).format(n=left), 20,
              theme.TEXT_DIM, (SITE.x + 14, SITE.y + 70))
    seat = table.current
    if seat is not None:
        # Translators: the stones of the player to move, under the site's heading
        said_stones = _("stones: {stones}").format(stones=table.stones[seat])
        text.draw(surface, said_stones, 20, theme.TEXT_DIM, (SITE.x + 14, SITE.y + 94))
    for i, tile in enumerate(table.site):
        slot = site_slot(i, len(table.site))
        if i == choice.selected:
            slot = slot.move(0, -6)
        can = seat is not None and table.affordable(i)
        pygame.draw.rect(surface, (18, 30, 50), slot, border_radius=10)
        text.mark_panel(surface, slot)  # the cost line and its stones must stay on the card
        edge = theme.GOLD if i == choice.selected else theme.PANEL_EDGE
        if choice.hinted == i:
            edge = (120, 255, 255)
        pygame.draw.rect(surface, edge, slot, 3 if i == choice.selected else 1, border_radius=10)
        if i != choice.flying:
            rot = choice.rotation if i == choice.selected else 0
            site_tile(surface, tile, rot, (slot.centerx, slot.y + 52), choice.colourblind)
        # Translators: on a site tile: what it costs in stones (dots follow, one a stone)
        label = _("free") if i == 0 else _("cost {cost}").format(cost=i)
        label_w = text.measure(label, 22, True)[0]
        dots_w = 9 * i + 3 if i else 0
        left = slot.centerx - (label_w + dots_w) // 2
        r = text.draw(surface, label, 22, theme.TEXT if can else theme.TEXT_DIM,
                      (left, slot.bottom - 10), "bottomleft", True)
        for s in range(i):
            pygame.draw.circle(surface, (150, 150, 158), (r.right + 8 + s * 9, r.centery), 4)
        if i:
            text.mark_picture(surface, pygame.Rect(r.right + 4, r.centery - 4, dots_w, 8),
                              "stone dots")
        if not can and choice.human is not None:
            shade = pygame.Surface(slot.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            surface.blit(shade, slot)
            # Translators: on a site tile you cannot afford: the stones it costs
            text.draw(surface, _("need {cost}").format(cost=i), 20, theme.DANGER,
                      (slot.centerx, slot.y + 14), "midtop", True)
        text.draw(surface, str(i + 1), 18, theme.TEXT_DIM, (slot.x + 8, slot.y + 6))


def site_tile(surface: pygame.Surface, tile: int, rot: int, at: tuple[float, float],
              colourblind: bool, size: float = SITE_HEX) -> None:
    """A site tile drawn flat at ``at`` in rotation ``rot``."""
    spaces = view_model.placement_spaces(0, 0, rot)
    kinds = view_model.tile_kinds(tile)
    pts = [geo.centre(q, r, size) for q, r in spaces]
    mx = sum(p[0] for p in pts) / 3
    my = sum(p[1] for p in pts) / 3
    order = sorted(range(3), key=lambda j: (spaces[j][1], spaces[j][0]))
    for j in order:
        x, y = pts[j]
        art.prism(surface, kinds[j], at[0] + x - mx, at[1] + y - my + geo.lift(size), size, 1,
                  colourblind)


def paint_side(surface: pygame.Surface, table: Table, seats: Sequence[Any],
               panels: Sequence[pygame.Rect], viewed: int, pictures: PictureCache,
               colourblind: bool) -> None:
    """The players' panels (name, score, stones, city thumbnail) and the score breakdown
    of the ``viewed`` seat; ``seats`` are the session's (name, colour, AI level)."""
    scores = table.scores
    stones = table.stones
    for i, rect in enumerate(panels):
        seat = seats[i]
        seat_panel.frame(surface, rect, theme.seat_colour(seat.colour), i == viewed,
                         i == table.current)
        # Translators: under an AI seat's name: {level} is its level ("easy", "hard", ...)
        tag = "" if not seat.is_ai else _("AI {level}").format(level=level_label(seat.level))
        text.draw(surface, seat.name, 28, theme.TEXT, (rect.x + 18, rect.y + 8), bold=True)
        if tag:
            text.draw(surface, tag, 18, theme.TEXT_DIM, (rect.x + 18, rect.y + 34))
        r = text.draw(surface, str(scores[i]), 40, theme.GOLD, (rect.x + 196, rect.y + 8),
                      "topright", True)
        if seat_panel.leads(scores, i):
            seat_panel.crown(surface, 20, midright=(r.left - 4, r.centery))
        # Translators: in a player's panel, over the tray of their stones
        text.draw(surface, _("stones {stones}").format(stones=stones[i]), 18, theme.TEXT_DIM,
                  (rect.x + 14, rect.bottom - 52))
        image = thumb(pictures, table, i, (rect.w - 220, rect.h - 14))
        surface.blit(image, (rect.x + 212, rect.y + 7))
    draw_breakdown(surface, table, panels, viewed, seats[viewed].name, colourblind)


def thumb(pictures: PictureCache, table: Table, seat: int,
          box: tuple[int, int]) -> pygame.Surface:
    """A seat's city thumbnail, cached until that city changes.

    Every placement adds three hexes, so the hex count identifies the city's version
    (an undo or a new game changes it too).
    """
    columns = table.cities[seat]
    last = tuple(table.lasts.get(seat, ()))
    key = (sum(len(col) for col in columns.values()), len(columns), box, table.source, last)
    mark = theme.GOLD if seat == table.last_seat else (245, 245, 245)
    return pictures.get(("thumb", seat), key, lambda: city.thumbnail(
        columns, box, marked=last, mark=mark))


def breakdown_box(panels: Sequence[pygame.Rect]) -> pygame.Rect:
    """The score-now panel under the players' panels."""
    top = panels[-1].bottom + 10
    return pygame.Rect(SIDE.x, top, SIDE.w, SIDE.bottom - 54 - top)


def breakdown_rows(panels: Sequence[pygame.Rect]) -> list[tuple[str, pygame.Rect]]:
    """(category, row rectangle) of the score-now panel: the five types, then stones."""
    box = breakdown_box(panels)
    rows = [*view_model.TYPES, "stones"]
    row_h = max(20, min(30, (box.h - 64) // len(rows)))
    return [(name, pygame.Rect(box.x + 8, box.y + 34 + k * row_h, box.w - 16, row_h))
            for k, name in enumerate(rows)]


def draw_breakdown(surface: pygame.Surface, table: Table, panels: Sequence[pygame.Rect],
                   seat: int, name: str, colourblind: bool) -> None:
    """``seat``'s score now: value x stars = points per type, stones, total."""
    box = breakdown_box(panels)
    backdrop.panel(surface, box, 225)
    bd = table.breakdowns[seat]
    title = person(name).say(_("Your score now"), _("{name}'s score now"))
    text.draw(surface, title, 22, theme.TEXT, (box.x + 14, box.y + 8), bold=True)
    # Translators: the heading of the column of "3 x 2" in the score-now panel
    text.draw(surface, _("value x stars"), 18, theme.TEXT_DIM, (box.right - 14, box.y + 10),
              "topright")
    rows = list(view_model.TYPES)
    row_h = max(20, min(30, (box.h - 64) // (len(rows) + 1)))
    y = box.y + 34
    for t in rows:
        entry = bd.get(t, {})
        value = entry.get("value", 0) if isinstance(entry, dict) else 0
        stars = entry.get("stars", 0) if isinstance(entry, dict) else 0
        pts = view_model.points(bd, t)
        chip = art.face(t, 11, 1, colourblind)
        surface.blit(chip, chip.get_rect(center=(box.x + 24, y + row_h // 2)))
        text.draw(surface, said(CATEGORIES, t), 22, theme.TEXT, (box.x + 42, y + row_h // 2),
                  "midleft")
        # Translators: a district type's value times the stars of its plazas ("3 x 2")
        product = _("{value} x {stars}").format(value=value, stars=stars)
        text.draw(surface, product, 20, theme.TEXT_DIM, (box.x + 250, y + row_h // 2),
                  "midright")
        text.draw(surface, str(pts), 24, theme.TEXT, (box.right - 16, y + row_h // 2),
                  "midright", True)
        y += row_h
    text.draw(surface, said(CATEGORIES, "stones"), 22, theme.TEXT, (box.x + 42, y + row_h // 2),
              "midleft")
    pygame.draw.circle(surface, (150, 150, 158), (box.x + 24, y + row_h // 2), 6)
    text.draw(surface, str(view_model.points(bd, "stones")), 24, theme.TEXT,
              (box.right - 16, y + row_h // 2), "midright", True)
    y += row_h
    pygame.draw.line(surface, theme.PANEL_EDGE, (box.x + 12, y + 2), (box.right - 12, y + 2))
    text.draw(surface, said(CATEGORIES, "total"), 24, theme.GOLD, (box.x + 42, y + 6),
              bold=True)
    text.draw(surface, str(view_model.points(bd, "total")), 28, theme.GOLD,
              (box.right - 16, y + 4), "topright", True)
