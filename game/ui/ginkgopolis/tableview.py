"""Drawing the Ginkgopolis board outside the city: the viewer's strip, the seat panels,
the card being revealed and a seat's area.

A mixin of :class:`game.ui.ginkgopolis.table.GinkgopolisBoard`. The strip is the only
place where private things are drawn, and only for ``viewer()``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import anim, art, faces, panels, results, strip, view_model
from game.ui.ginkgopolis.cityview import VIEW
from game.ui.kit import backdrop, text, theme
from game.ui.kit.person import possessive
from game.ui.play.move_words import plural
from game.ui.table import seat_panel

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState
    from game.ui.kit.widgets import WidgetGroup
    from game.ui.table.board_menu import BoardMenu


class TableView:
    """Panels, strip and pop-ups; layers are cached per state version."""

    host: Any
    app: Any
    _layers: dict[str, tuple[tuple, pygame.Surface]]
    # what it reads of GinkgopolisBoard (game/ui/ginkgopolis/table.py)
    state: GinkgoState
    table: view_model.Table
    infos: list[view_model.SeatInfo]
    rects: list[pygame.Rect]
    scores: list[int]
    legal: list[Any]
    version: int
    heavy_frame: bool
    districts_on: bool
    sel_card: int | None
    sel_tile: int | None
    sel_char: int | None
    hint_action: Any
    queue: anim.RevealQueue
    actions: WidgetGroup
    menu: BoardMenu
    mode: Callable[[], str]
    viewer: Callable[[], int | None]
    deciding: Callable[[], int | None]
    seat_name: Callable[[int], str]
    seat_colour: Callable[[int], tuple[int, int, int]]
    usable_tiles: Callable[[int, int | None], set[int]]

    def _layer(self, name: str, key: tuple, area: pygame.Rect,
               paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """An opaque screen-sized layer painted over the backdrop, redrawn when ``key``
        changes; blit ``area`` of it."""
        cached = self._layers.get(name)
        if cached is None or cached[0] != key or text.recording():
            layer = cached[1] if cached is not None else None
            if layer is None:
                layer = pygame.Surface(theme.LOGICAL_SIZE)
                if pygame.display.get_surface() is not None:
                    layer = layer.convert()
            layer.blit(backdrop.backdrop(), area, area)
            layer.set_clip(area)
            paint(layer)
            layer.set_clip(None)
            cached = (key, layer)
            self._layers[name] = cached
        return cached[1]

    def _draw_strip(self, surface: pygame.Surface) -> None:
        seat = self.viewer()
        key = (self.version, seat, self.deciding(), self.sel_card, self.sel_tile, self.sel_char,
               self.hint_action, self.app.options.colourblind)

        def paint(layer: pygame.Surface) -> None:
            if seat is None:
                strip.draw_frame(layer, "", "")
                humans = self.host.session.humans
                note = ("Hands are hidden until the hand-off" if len(humans) > 1
                        else "Every hand is private")
                text.draw(layer, note, 24, theme.TEXT_DIM, strip.STRIP.center, "center")
            else:
                self.draw_private(layer, seat)

        area = strip.STRIP.inflate(4, 4)
        surface.blit(self._layer("strip", key, area, paint), area, area)
        if seat is not None:
            self.actions.draw(surface)

    def draw_private(self, surface: pygame.Surface, seat: int) -> None:
        """The viewer's own hand and screen (the only place private things are drawn)."""
        state = self.state
        deciding = self.deciding()
        mode = self.mode()
        name = self.seat_name(seat)
        hinted_card = hinted_tile = None
        if self.hint_action is not None and self.hint_action[0] == A.PLAY:
            hinted_card = self.hint_action[1]
            hinted_tile = self.hint_action[2]
        if mode == "draft":
            chars = view_model.draft_hand(state, seat)
            strip.draw_frame(surface, f"{possessive(name)} draft hand",
                             "kept so far (gift: R resources, P points, T tiles)")
            legal = set(chars) if deciding == seat else set()
            strip.draw_cards(surface, state, chars, self.sel_char, legal, None, characters=True)
            for i, char in enumerate(view_model.draft_picks(state, seat)):
                face = faces.character(state, char, strip.CARD_W, strip.CARD_H)
                surface.blit(face, (strip.TILES_X + i * (strip.CARD_W + 8), strip.STRIP.y + 24))
            return
        cards = view_model.hand(state, seat)
        tiles = view_model.screen_tiles(state, seat)
        chosen = view_model.phase(state) == view_model.CHOOSE and bool(state.choice[seat])
        title = f"{possessive(name)} hand" + (" (pass pile)" if chosen else "")
        res, sp = state.res[seat], state.sp[seat]
        strip.draw_frame(surface, title, f"behind your screen: {plural(res, 'resource')}, "
                         f"{plural(len(tiles), 'tile')}  -  {plural(sp, 'point')}")
        legal_cards = {a[1] for a in self.legal if a[0] == A.PLAY} if deciding == seat else set(
            cards)
        strip.draw_cards(surface, state, cards, self.sel_card, legal_cards, hinted_card)
        if deciding == seat and mode == "choose":
            usable = self.usable_tiles(seat, self.sel_card)
        elif deciding == seat and mode == "return":
            usable = set(tiles)
        else:
            usable = set(tiles) if mode != "return" else set()
        strip.draw_tiles(surface, tiles, self.sel_tile, usable, hinted_tile,
                         self.app.options.colourblind)
        if mode == "return":
            strip.draw_aside(surface, view_model.returning(state, seat))

    def _draw_side(self, surface: pygame.Surface) -> None:
        viewer = self.viewer()
        current = self.state.current_player
        key = (self.version, viewer, current, self.districts_on)
        area = panels.SIDE.inflate(4, 4)
        cached = self._layers.get("side")
        if (cached is not None and cached[0] != key and self.heavy_frame
                and not text.recording()
                and cached[0][1] == viewer):
            # the city was re-rendered this frame: the panels catch up next frame (the
            # same viewer's panels, so nothing private can show for a frame too long)
            surface.blit(cached[1], area, area)
        else:
            layer = self._layer("side", key, area, lambda layer: self._paint_side(layer, viewer))
            surface.blit(layer, area, area)
        thinking = self.host.thinking_progress()
        if thinking is not None and thinking[0] < len(self.rects):
            seat = thinking[0]
            panels.draw_thinking(surface, self.rects[seat], self.seat_colour(seat), thinking[1])
        self.menu.draw(surface)

    def _paint_side(self, surface: pygame.Surface, viewer: int | None) -> None:
        state = self.state
        seats = self.host.session.seats
        current = state.current_player
        for i, rect in enumerate(self.rects):
            info = self.infos[i]
            hal = info.hal
            tag = "automa" if hal else (f"AI {seats[i].level}" if seats[i].is_ai else "")
            own = list(state.choice[i]) if viewer == i and info.has_choice else None
            leader = seat_panel.leads(self.scores, i)
            panels.draw_panel(surface, state, rect, info, self.seat_name(i), tag,
                              self.seat_colour(i), self.scores[i], leader,
                              i == current and not hal, None, own)
            if i == viewer:
                seat_panel.outline_viewed(surface, rect)
        top = self.rects[-1].bottom + 6
        panels.draw_info(surface, self.table, top, self.districts_on)

    def _draw_reveal_card(self, surface: pygame.Surface) -> None:
        """The card being revealed, flying from its seat's panel to above the city."""
        step = self.queue.current
        if step is None:
            return
        f = self.queue.fraction
        rect = self.rects[step.seat] if step.seat < len(self.rects) else self.rects[-1]
        start = (rect.x - 56, rect.centery)  # from the panel's edge: never over its words
        end = (VIEW.right - 120, VIEW.y + 110)
        t = min(1.0, f / anim.CARD_PART)
        ease = t * t * (3 - 2 * t)
        x = start[0] + (end[0] - start[0]) * ease
        y = start[1] + (end[1] - start[1]) * ease
        w, h = 96, 138
        if t < 0.5:
            face = art.card_back(w, h)
            squash = 1 - 2 * t if t > 0.3 else 1.0
        else:
            face = faces.card(self.state, step.card, w, h)
            squash = min(1.0, (t - 0.5) * 5)
        width = max(2, int(w * squash))
        image = pygame.transform.smoothscale(face, (width, h)) if width != w else face
        surface.blit(image, image.get_rect(center=(x, y)))
        if step.tile >= 0 and t >= 0.5:
            chip = art.tile_chip(step.tile, 40)
            surface.blit(chip, chip.get_rect(center=(x + w // 2 + 8, y + h // 2 - 10)))
        if t < 1.0:
            return  # the caption once the card has left the panels
        label = f"{self.seat_name(step.seat)}: {step.kind}"
        text.draw(surface, label, 24, self.seat_colour(step.seat), (x, y + h // 2 + 8),
                  "midtop", True, True)

    def _draw_detail(self, surface: pygame.Surface, seat: int) -> None:
        """A seat's area with every card's rule (click anywhere to close)."""
        state = self.state
        info = self.infos[seat]
        box = VIEW.inflate(-30, -30)
        backdrop.panel(surface, box, 255)
        title = text.draw(surface, f"{possessive(self.seat_name(seat))} area", 30,
                          self.seat_colour(seat), (box.x + 16, box.y + 10), bold=True)
        bd = results.labelled(view_model.table_breakdowns(state)[seat])
        parts = ", ".join(f"{k} {v}" for k, v in bd.items())
        text.draw_lines(surface, f"score now {sum(bd.values())}: {parts}", 20, theme.GOLD,
                        (box.right - 16, box.y + 8), box.right - title.right - 40, "topright",
                        most=2)
        w, h = 92, 132
        x, y = box.x + 16, box.y + 50
        for char in info.chars:
            surface.blit(faces.character(state, char, w, h), (x, y))
            x += w + 8
        if not info.chars and not info.cards:
            text.draw(surface, "no cards yet", 24, theme.TEXT_DIM, (x, y))
        for card in sorted(info.cards):
            if x + w > box.right - 10:
                x = box.x + 16
                y += h + 8
            if y + h > box.bottom:
                break
            surface.blit(faces.card(state, card, w, h), (x, y))
            x += w + 8
        text.draw(surface, "click anywhere to close", 20, theme.TEXT_DIM,
                  (box.centerx, box.bottom - 8), "midbottom")
