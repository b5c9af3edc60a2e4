"""Drawing the city view of the Ginkgopolis board: buildings, the reveal in progress, legal
targets, the district legend, the caption, the choice preview and tooltips.

A mixin of :class:`game.ui.ginkgopolis.table.GinkgopolisBoard` (it reads the board's
fields); nothing here changes the game.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import anim, art, city, outcome, view_model
from game.ui.kit import backdrop, text, theme
from game.ui.kit.corners import clearest
from game.ui.kit.person import does, person, possessive
from game.ui.kit.picture_cache import PictureCache

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState
    from game.ui.kit.physics import Bounce

VIEW = pygame.Rect(33, 51, 836, 482)
HINT_COLOUR = (120, 255, 255)
#: the city's highlight colours, as the legend names them
LEGEND = (
    (theme.GOLD, "where your card plays"),
    ((160, 255, 190), "neighbours that produce for you"),
    ((246, 220, 160), "? where the token may move"),
    (HINT_COLOUR, "the hint"),
    ((230, 230, 230), "a player's last building (their colour)"),
)


class CityView:
    """The part of the board drawn inside the score track."""

    geo: city.Geometry
    table: view_model.Table
    queue: Any
    host: Any
    app: Any
    pictures: PictureCache[pygame.Surface]
    # what it reads of GinkgopolisBoard (game/ui/ginkgopolis/table.py)
    state: GinkgoState
    time: float
    scores: list[int]
    district_info: list[view_model.District]
    districts_on: bool
    city_key: tuple
    sel_tile: int | None
    hint_action: Any
    hint_text: str
    bounce: Bounce | None
    pulses: list[anim.Pulse]
    mode: Callable[[], str]
    deciding: Callable[[], int | None]
    seat_name: Callable[[int], str]
    seat_colour: Callable[[int], tuple[int, int, int]]
    colours: Callable[[], list[tuple[int, int, int]]]
    token_spaces: Callable[[], list[view_model.Pos]]
    current_preview: Callable[[], outcome.Preview | None]

    def _shown(self) -> tuple[view_model.City, set[view_model.Pos], dict[view_model.Pos, int], int]:
        """The city to draw: the live one, or the snapshot while reveals play out."""
        if self.queue.active():
            q = self.queue
            return q.city, q.marked, q.tokens, q.version
        t = self.table
        return t.city, t.marked, t.tokens, -1

    def _city_image(self) -> pygame.Surface:
        shown_city, marked, tokens, qv = self._shown()
        hide: frozenset[view_model.Pos] = frozenset()
        step = self.queue.current
        if (step is not None and step.pos is not None and step.after is not None
                and self.queue.dropping()):
            hide = frozenset([step.pos])  # the new building is drawn falling instead
        letters = self.app.options.colourblind
        live = self.city_key if qv < 0 else None
        geometry = (round(self.geo.cw, 2), round(self.geo.ox, 1), round(self.geo.oy, 1))
        key = (live, qv, id(self.queue), hide, geometry, tuple(self.colours()),
               self.districts_on, letters)

        def render() -> pygame.Surface:
            rims = []
            if self.districts_on:
                colours = self.colours()
                for d in view_model.district_list(shown_city):
                    if d.first < 0:
                        continue
                    lead = colours[d.first] if d.first >= 0 else (190, 190, 190)
                    rims.append((d.spaces, lead))
            self.heavy_frame = True
            return city.render(self.geo, shown_city, marked, tokens, self.colours(), hide, rims,
                               letters, self.pictures.kept("city"))

        return self.pictures.get("city", key, render)

    def _draw_view(self, surface: pygame.Surface) -> None:
        surface.blit(self._city_image(), VIEW, VIEW)
        surface.set_clip(VIEW)
        shown_city = self._shown()[0]
        self._draw_step(surface, shown_city)
        if self.districts_on and not self.queue.active() and self.current_preview() is None:
            self._draw_districts(surface)
        self._draw_targets(surface, shown_city)
        if not self.queue.active():
            self._draw_last_builds(surface, shown_city)
        for p in self.pulses:
            building = shown_city.get(p.pos)
            roof = self.geo.roof(p.pos, building[1] if building else 0)
            t = p.time / p.duration
            grow = int(6 + 14 * t)
            colour = theme.shade(theme.GOLD, 1.0 + 0.3 * (1 - t))
            pygame.draw.rect(surface, colour, roof.inflate(grow, grow), max(1, int(4 * (1 - t))),
                             border_radius=6)
        surface.set_clip(None)
        self.reading = []
        self._draw_caption(surface)
        preview = self.current_preview()
        if preview is not None:
            box = self._draw_preview(surface, preview)
            self.reading.append(box)
            self.reading.append(self._draw_legend(surface, box))

    def _draw_last_builds(self, surface: pygame.Surface, shown_city: view_model.City) -> None:
        """Each player's last building, outlined in their colour until they play again."""
        key = (len(self.state.history), id(self.state))
        if getattr(self, "_last_key", None) != key:
            self._last_key = key
            self._last_builds = view_model.last_builds(self.state)
        for seat, pos in self._last_builds.items():
            building = shown_city.get(pos)
            if building is None:
                continue
            roof = self.geo.roof(pos, building[1]).inflate(6, 6)
            pygame.draw.rect(surface, (0, 0, 0), roof.move(1, 2), 4, border_radius=6)
            pygame.draw.rect(surface, self.seat_colour(seat), roof, 3, border_radius=6)

    def _draw_step(self, surface: pygame.Surface, shown_city: view_model.City) -> None:
        """The building of the reveal being shown drops into place."""
        step = self.queue.current
        if step is None or step.pos is None:
            return
        if step.after is not None and self.queue.dropping():
            f = (self.queue.fraction - anim.CARD_PART) / (1 - anim.CARD_PART)
            offset = self.bounce.offset if self.bounce is not None else 70 * (1 - f) ** 2
            city.draw_building(surface, self.geo, step.pos, step.after, True, self.colours(),
                               offset)
        elif step.after is None and step.kind == "exploit":
            building = shown_city.get(step.pos)
            if building is not None:
                roof = self.geo.roof(step.pos, building[1])
                glow = int(120 + 120 * math.sin(self.time * 10))
                pygame.draw.rect(surface, (255, 255, glow), roof.inflate(8, 8), 3,
                                 border_radius=6)

    def _draw_targets(self, surface: pygame.Surface, shown_city: view_model.City) -> None:
        """Legal token spaces; the selected card's building, token and producers."""
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        #: the places you may play on now (the boxes drawn over the city keep clear)
        self.places: list[pygame.Rect] = []
        if self.deciding() is not None and self.mode() == "token":
            for pos in self.token_spaces():
                cell = self.geo.cell(pos).inflate(-6, -6)
                self.places.append(cell)
                text.mark_place(surface, cell)
                layer = pygame.Surface(cell.size, pygame.SRCALPHA)
                layer.fill((120, 230, 160, int(60 + 60 * pulse)))
                surface.blit(layer, cell)
                hinted = self.hint_action is not None and tuple(self.hint_action) == (
                    A.TOKEN, pos[0], pos[1])
                pygame.draw.rect(surface, HINT_COLOUR if hinted else (160, 255, 190), cell, 3,
                                 border_radius=6)
        preview = self.current_preview()
        if preview is None:
            return
        r = max(8, int(self.geo.ch * 0.3))
        for pos in preview.token_spaces:  # where the token may go next
            gx, gy = self.geo.ground(pos)
            spot = pygame.Rect(0, 0, 2 * r, 2 * r)
            spot.center = (round(gx), round(gy))
            self.places.append(spot)
            text.mark_place(surface, spot)
            pygame.draw.circle(surface, (246, 220, 160), (gx, gy), r, 2)
            text.draw(surface, "?", int(r * 1.3), (246, 220, 160), (gx, gy), "center", True)
        for pos in preview.producers:
            roof = self.geo.roof(pos, shown_city[pos][1])
            pygame.draw.rect(surface, (160, 255, 190), roof.inflate(4, 4), 2, border_radius=5)
        if preview.target is not None:
            building = shown_city.get(preview.target)
            height = building[1] if building else 0
            roof = self.geo.roof(preview.target, height)
            if preview.kind != "exploit" and self.sel_tile is not None:
                ghost = (self.sel_tile, height + 1, self.deciding() or 0)
                area = self.geo.cell(preview.target).union(
                    self.geo.roof(preview.target, height + 3)).inflate(24, 24)
                layer = pygame.Surface(area.size, pygame.SRCALPHA)
                local = city.Geometry(area, self.geo.cw, self.geo.ox - area.x,
                                      self.geo.oy - area.y)
                city.draw_building(layer, local, preview.target, ghost, True, self.colours(),
                                   8 + 4 * pulse)
                layer.set_alpha(200)
                surface.blit(layer, area)
                roof = self.geo.roof(preview.target, height + 1).move(0, -int(8 + 4 * pulse))
            pygame.draw.rect(surface, theme.GOLD, roof.inflate(8, 8), 3, border_radius=6)
            self.places.append(roof.inflate(8, 8))
            text.mark_place(surface, roof.inflate(8, 8))

    def districts_box(self) -> pygame.Rect | None:
        """Where the 'districts now' legend goes (None when it has no rows)."""
        rows = [d for d in self.district_info if d.points]
        if not rows:
            return None
        return pygame.Rect(VIEW.x + 8, VIEW.y + 70, 150, 26 + 22 * len(rows))

    def _draw_districts(self, surface: pygame.Surface) -> None:
        """A legend of the live district standings: what each contender would score now."""
        shown_city = self.table.city
        colours = self.colours()
        box = self.districts_box()
        if box is None:
            return
        rows = [d for d in self.district_info if d.points]
        rows.sort(key=lambda d: (d.colour, -len(d.spaces)))
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        layer.fill((12, 20, 28, 190))
        surface.blit(layer, box)
        text.draw(surface, "districts now", 18, theme.TEXT_DIM, (box.x + 8, box.y + 5))
        y = box.y + 24
        mouse = self.app.mouse
        for d in rows:
            row = pygame.Rect(box.x + 2, y, box.w - 4, 22)
            if row.collidepoint(mouse):  # hovering a row outlines its district
                pygame.draw.rect(surface, theme.TEXT, row, 1, border_radius=4)
                for pos in d.spaces:
                    roof = self.geo.roof(pos, shown_city[pos][1])
                    pygame.draw.rect(surface, (255, 255, 255), roof.inflate(6, 6), 3,
                                     border_radius=6)
            swatch = pygame.Rect(box.x + 8, y + 3, 22, 15)
            pygame.draw.rect(surface, art.COLOURS[d.colour], swatch, border_radius=3)
            text.draw(surface, str(len(d.spaces)), 16, art.COLOUR_INK[d.colour], swatch.center,
                      "center", True)
            standings = sorted(d.points.items(), key=lambda kv: (kv[0] != d.first, -kv[1]))
            x = swatch.right + 12
            for seat, pts in standings[:3]:
                pygame.draw.circle(surface, colours[seat], (x, y + 10), 5)
                text.draw(surface, str(pts), 18, theme.GOLD if seat == d.first else theme.TEXT,
                          (x + 7, y + 10), "midleft", seat == d.first)
                x += 36
            y += 22

    def _caption(self) -> tuple[str, str]:
        """(what is happening, what the deciding human can do)."""
        state = self.state
        seat = state.current_player
        mode = self.mode()
        deciding = self.deciding()
        if seat is None:
            return "Game over", ""
        who = self.seat_name(seat)
        step = self.queue.current
        if step is not None:
            verb = {"exploit": "exploit", "urbanize": "urbanize", "construct": "construct",
                    "nothing": "cannot build"}[step.kind]
            return does(self.seat_name(step.seat), verb), ""
        if mode == "draft":
            title = f"Character draft: pick {state.draft_round + 1} of 3"
            todo = "click a character twice (or 1-4, Enter) to keep it"
        elif mode == "choose":
            title = "Choose a card" if deciding is not None else f"{person(who).is_} choosing"
            todo = ("click a card (1-4), add a tile from your screen (T) to urbanize or "
                    "construct, Enter plays")
        elif mode == "take":
            title = f"{who}: take 1 resource or 1 tile"
            todo = "1 for a resource, 2 for a tile"
        elif mode == "token":
            p = view_model.pending(state)
            letter = view_model.letter_text(view_model.letter_of(p[2])) if p else "?"
            owner = self.seat_name(p[1]) if p else who
            title = f"Where does token {letter} go? ({possessive(owner)} building)"
            todo = "click a highlighted space"
        elif mode == "return":
            title = "Tile return step: the tile supply is empty"
            todo = "click tiles to return them (+1 point each), then Done"
        else:
            title, todo = "", ""
        return title, todo if deciding is not None else ""

    def _draw_caption(self, surface: pygame.Surface) -> None:
        if self.host.attract:
            return
        title, todo = self._caption()
        self.reading.append(text.draw(surface, title, 28, theme.TEXT, (VIEW.x + 14, VIEW.y + 10),
                                      bold=True, shadow=True))
        right_y = VIEW.y + 44  # below the move log's tab
        if todo and self.current_preview() is None:
            size = text.reading_fit(todo, 20, VIEW.w - 60)  # clear of the track's mermaids
            r = text.draw(surface, todo, size, theme.TEXT, (VIEW.x + 14, VIEW.y + 38),
                          shadow=True)
            self.reading.append(r)
            right_y = max(right_y, r.bottom + 4)  # the hint goes under the line, never on it
        if view_model.is_solo(self.state):
            you, hal = self.scores[0], self.scores[1]
            text.draw(surface, f"You {you} : {hal} Hal", 28, theme.GOLD,
                      (VIEW.right - 14, right_y), "topright", True, True)
            right_y += 30
        self.caption_bottom = right_y
        if self.hint_text:  # on its own backing: the city's marks must not show through
            size = text.reading(22)
            lines = text.wrap(self.hint_text, size, 620)[:3]
            width = max(text.measure(line, size)[0] for line in lines)
            step = text.font(size).get_linesize()
            back = pygame.Rect(0, right_y - 4, width + 16, (step + 1) * len(lines) + 10)
            back.right = VIEW.right - 6
            backdrop.panel(surface, back, 255)
            self.reading.append(back)
            self.caption_bottom = text.draw_lines(surface, self.hint_text, size, theme.GOLD,
                                                  (VIEW.right - 14, right_y), 620, "topright")

    def _draw_legend(self, surface: pygame.Surface, avoid: pygame.Rect) -> pygame.Rect:
        """What the highlights in the city mean, in the corner the preview leaves free;
        its panel."""
        box = pygame.Rect(0, 0, 262, 14 + 21 * len(LEGEND))
        top = max(VIEW.y + 44, getattr(self, "caption_bottom", 0) + 6)
        box = clearest(box, [("topright", (VIEW.right - 8, top)),
                              ("bottomright", (VIEW.right - 8, VIEW.bottom - 8)),
                              ("bottomleft", (VIEW.x + 8, VIEW.bottom - 8)),
                              ("topleft", (VIEW.x + 8, top))],
                        [avoid], getattr(self, "places", []))
        backdrop.panel(surface, box, 235)
        y = box.y + 7
        for colour, words in LEGEND:
            swatch = pygame.Rect(box.x + 12, y + 2, 16, 14)
            pygame.draw.rect(surface, colour, swatch, 2, border_radius=3)
            text.draw(surface, words, 18, theme.TEXT, (swatch.right + 8, y))
            y += 21
        return box

    def _draw_preview(self, surface: pygame.Surface, preview: outcome.Preview) -> pygame.Rect:
        """The outcome of the selected choice, as if it resolved now; its panel."""
        lines = preview.lines
        box = pygame.Rect(0, 0, 520, 56 + 20 * len(lines))
        top = max(VIEW.y + 40, getattr(self, "caption_bottom", 0) + 4)
        # in the corner that hides none of the places you may play (the target included)
        box = clearest(box, [("bottomleft", (VIEW.x + 8, VIEW.bottom - 8)),
                              ("bottomright", (VIEW.right - 8, VIEW.bottom - 8)),
                              ("topleft", (VIEW.x + 8, top)),
                              ("topright", (VIEW.right - 8, top))],
                        [], getattr(self, "places", []))
        backdrop.panel(surface, box, 235)
        title = {"exploit": "Exploit", "urbanize": "Urbanize", "construct": "Construct"}[
            preview.kind]
        text.draw(surface, f"{title} - if it resolved now:", 22, theme.GOLD,
                  (box.x + 12, box.y + 8), bold=True)
        y = box.y + 30
        for line in lines:
            text.draw(surface, line, 19, theme.TEXT, (box.x + 16, y))
            y += 20
        if preview.legal:
            net = outcome.net_text(preview.res, preview.tiles, preview.sp)
            if preview.either and preview.alt is not None:
                net = f"taking the resource {net}; the tile {outcome.net_text(*preview.alt)}"
            text.draw(surface, f"Net: {net}", 21, theme.OK, (box.x + 12, y + 2), bold=True)
        else:
            text.draw(surface, f"Not allowed: {preview.reason}", 20, theme.DANGER,
                      (box.x + 12, y + 2), bold=True)
        return box

    def tooltip(self, pos: tuple[int, int]) -> list[str]:
        """What the mouse is over in the city: a building or a token (empty: nothing)."""
        if not VIEW.collidepoint(pos) or self.queue.active():
            return []
        t = self.table
        spot = self.geo.hit(pos, t.city, list(t.tokens))
        if spot is None:
            return []
        building = t.city.get(spot)
        if building is None:
            letter = view_model.letter_text(t.tokens[spot])
            return [f"Token {letter}", f"urbanize here with card {letter} and a tile"]
        tile, height, owner = building
        colour = ("red: resources", "yellow: points", "blue: tiles")[tile // 20]
        lines = [f"{view_model.card_words(tile).capitalize()}  height {height}  ({colour})"]
        if owner >= 0:
            lines.append(f"{possessive(self.seat_name(owner))}: {height} resource"
                         f"{'s' if height != 1 else ''} on it")
        else:
            lines.append("nobody's yet")
        if spot in t.marked:
            lines.append("construction site: its card waits in the reserve")
        for d in self.district_info:
            if spot in d.spaces:
                colour_name = ("red", "yellow", "blue")[d.colour]
                if d.first >= 0:
                    lead = (f"{does(self.seat_name(d.first), 'lead')} "
                            f"({d.points.get(d.first, 0)} pts now)")
                else:
                    lead = "nobody owns a building in it"
                lines.append(f"{colour_name} district of {len(d.spaces)}: {lead}")
        return lines
