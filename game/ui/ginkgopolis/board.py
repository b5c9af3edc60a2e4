"""The Ginkgopolis play view: the shared city, the viewer's hand and screen, seat panels.

Input: click a hand card (or 1-4), then optionally a tile behind your screen (or T to
cycle through the tiles that fit); the preview says exactly what would happen. Enter or
"Play" confirms, N spends a New Hand token, Esc clears the selection. Token moves: click
a highlighted space. D shows or hides the district majorities; clicking a seat panel
shows that seat's area.

Hands are private: only the viewer's own hand, tiles and face-down choice are drawn
(the single human against AIs, or in pass-and-play the player the scene handed to).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.rules.ginkgopolis import actions as A
from game.ui import backdrop, text, theme
from game.ui.board import Board
from game.ui.ginkgopolis import anim, art, city, faces, model, panels, strip
from game.ui.ginkgopolis.anim import Floater, Pulse, RevealQueue
from game.ui.physics import Bounce
from game.ui.widgets import Button, WidgetGroup

VIEW = pygame.Rect(33, 51, 836, 482)
HAL_COLOUR = (150, 152, 164)
HINT_COLOUR = (120, 255, 255)
AI_PAUSE = 0.35


class GinkgopolisBoard(Board):
    """See the module docstring."""

    private_info = True
    track_rect = pygame.Rect(4, 22, 894, 540)

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.geo = city.Geometry(VIEW.copy())
        self.time = 0.0
        self.version = 0
        self.districts_on = True
        self.human: int | None = None
        self.sel_card: int | None = None
        self.sel_tile: int | None = None
        self.sel_char: int | None = None
        self.detail_seat: int | None = None
        self.hint_action: Any = None
        self.pressed_at: tuple[int, int] | None = None
        self.queue = RevealQueue()
        self.floaters: list[Floater] = []
        self.pulses: list[Pulse] = []
        self.bounce: Bounce | None = None
        self.ai_wait: list[Any] | None = None  # [seconds left, on_done, seat, action]
        self._image: pygame.Surface | None = None
        self._image_key: tuple = ()
        self._layers: dict[str, tuple[tuple, pygame.Surface]] = {}
        self._warm = False
        self._preview_key: tuple = ()
        self._preview: model.Preview | None = None
        self.widgets = WidgetGroup()
        self.actions = WidgetGroup()
        self._refresh()
        self._fit()
        self._build_side_buttons()

    # -- the engine hooks ---------------------------------------------------------------
    @staticmethod
    def reveals(before: Any, after: Any) -> bool:
        """Cards drawn, choices or tiles revealed: undo must not cross it."""
        return model.reveals_hidden(before, after)

    def _refresh(self) -> None:
        """Read everything drawn from the state once per change (not per frame)."""
        state = self.state
        self.table = model.table(state)
        self.infos = model.seat_infos(state)
        self.scores = model.table_scores(state)
        self.district_info = model.district_list(self.table.city)
        seat = state.current_player
        self.legal = list(state.legal_actions()) if seat is not None else []
        self.legal_set = set(self.legal)
        self.rects = panels.layout(len(self.infos))
        self.version += 1

    def _fit(self) -> None:
        t = self.table
        spaces = city.spaces_of(t.city, t.tokens)
        spaces += [(a[1], a[2]) for a in self.legal if a[0] == A.TOKEN]
        self.geo.fit(spaces, city.tallest(t.city))

    def sync(self) -> None:
        """State changed: drop the selection, re-read the state."""
        self._refresh()
        self._fit()
        self.sel_card = self.sel_tile = self.sel_char = None
        self.hint_action = None
        self.human = None
        self._rebuild_actions()
        if not self._warm:
            self._warm = True
            self._prewarm()

    def _prewarm(self) -> None:
        """Render every card face and the first frame once, outside the timed frames."""
        state = self.state
        for card in range(72):
            faces.card(state, card, strip.CARD_W, strip.CARD_H)
            faces.card(state, card, 96, 138)
        for char in range(27):
            faces.character(state, char, strip.CARD_W, strip.CARD_H)
        for tile in range(60):
            art.tile_chip(tile, strip.TILE)
            art.tile_chip(tile, strip.TILE, dim=True)
            art.tile_chip(tile, 20)
        scratch = pygame.Surface(theme.LOGICAL_SIZE)
        self.draw(scratch)
        self.draw_over(scratch)

    def human_turn(self, seat: int) -> None:
        self.human = seat
        self._rebuild_actions()

    def results_scene(self) -> type:
        """The results scene (solo adds Hal's column); used by the play scene's hook."""
        from game.ui.ginkgopolis.results import results_scene

        return results_scene(self.scene.session)

    def viewer(self) -> int | None:
        """Whose private things may be drawn now (None: nobody's).

        With one human at the table, always theirs; in pass-and-play, only the player
        the play scene has handed the turn to (after the hand-off screen).
        """
        if self.scene.attract:
            return None
        humans = self.scene.session.humans
        if len(humans) == 1:
            return humans[0]
        if self.human is not None and self.human == self.scene.human_seat:
            return self.human
        return None

    def deciding(self) -> int | None:
        """The human who must decide now (and may use the controls)."""
        seat = self.state.current_player
        if self.human is None or seat != self.human or self.busy():
            return None
        return seat

    # -- names and colours ----------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat's name (Hal in solo)."""
        if model.is_solo(self.state) and seat == model.HAL:
            return "Hal"
        return self.scene.session.seats[seat].name

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """A seat's colour (grey for Hal)."""
        if model.is_solo(self.state) and seat == model.HAL:
            return HAL_COLOUR
        return theme.seat_colour(self.scene.session.seats[seat].colour)

    def colours(self) -> list[tuple[int, int, int]]:
        """Colours of every seat held, for the resources in the city."""
        return [self.seat_colour(s) for s in range(len(self.infos))]

    # -- actions -------------------------------------------------------------------------
    def mode(self) -> str:
        """What the state asks for: draft, choose, take, token, return or over."""
        state = self.state
        ph = model.phase(state)
        if ph == model.DRAFT:
            return "draft"
        if ph == model.CHOOSE:
            return "choose"
        if ph == model.RETURN:
            return "return"
        if ph == model.RESOLVE:
            p = model.pending(state)
            if p is not None:
                return "take" if p[0] == model.P_TAKE else "token"
        return "over"

    def play_action(self, card: int, tile: int | None) -> Any:
        """The engine action for a card alone or with a tile."""
        return A.PLAY_ACTS[card][(tile if tile is not None else -1) + 1]

    def submit(self, action: Any) -> bool:
        """Send an action to the play scene (with a sound)."""
        if self.deciding() is None:
            return False
        if action not in self.legal_set:
            self.app.sound.play("error")
            return False
        self.app.sound.play("click")
        return self.scene.submit(action)

    def usable_tiles(self, seat: int, card: int | None) -> set[int]:
        """Tiles that may go with ``card`` (all of them with no card selected)."""
        tiles = model.screen_tiles(self.state, seat)
        if card is None:
            return set(tiles)
        return {t for t in tiles if self.play_action(card, t) in self.legal_set}

    def current_preview(self) -> model.Preview | None:
        """The preview of the selected card (+ tile), cached per state version."""
        seat = self.deciding()
        if seat is None or self.sel_card is None or self.mode() != "choose":
            return None
        tile = -1 if self.sel_tile is None else self.sel_tile
        key = (self.version, self.sel_card, tile)
        if key != self._preview_key:
            self._preview = model.preview(self.state, seat, self.sel_card, tile)
            self._preview_key = key
        return self._preview

    def select_card(self, card: int | None) -> None:
        """Pick a hand card (again: put it back)."""
        if card is not None and card == self.sel_card:
            card = None
        self.sel_card = card
        if card is not None and self.sel_tile is not None:
            seat = self.deciding()
            if seat is not None and self.sel_tile not in self.usable_tiles(seat, card):
                self.sel_tile = None
        self.app.sound.play("click")
        self._rebuild_actions()

    def select_tile(self, tile: int | None) -> None:
        """Add a tile to the choice (again: take it off)."""
        if tile is not None and tile == self.sel_tile:
            tile = None
        self.sel_tile = tile
        self.app.sound.play("rotate")
        self._rebuild_actions()

    def cycle_tile(self) -> None:
        """T: the next tile that fits the selected card (then none)."""
        seat = self.deciding()
        if seat is None or self.sel_card is None:
            return
        usable = sorted(self.usable_tiles(seat, self.sel_card))
        options: list[int | None] = [None, *usable]
        index = options.index(self.sel_tile) if self.sel_tile in options else 0
        self.sel_tile = options[(index + 1) % len(options)]
        self.app.sound.play("rotate")
        self._rebuild_actions()

    def confirm(self) -> None:
        """Enter: play the selected card (+ tile), or keep the selected character."""
        mode = self.mode()
        if mode == "choose" and self.sel_card is not None:
            preview = self.current_preview()
            if preview is not None and not preview.legal:
                self.scene.say(preview.reason)
                self.app.sound.play("error")
                return
            self.submit(self.play_action(self.sel_card, self.sel_tile))
        elif mode == "draft" and self.sel_char is not None:
            self.submit(A.PICK_ACTS[self.sel_char])
        elif mode == "return":
            self.submit(A.RETURN_DONE_ACT)

    def cancel(self) -> bool:
        """Esc: close the area view, or clear the selection; False when nothing to clear."""
        if self.detail_seat is not None:
            self.detail_seat = None
            return True
        if self.sel_tile is not None:
            self.sel_tile = None
        elif self.sel_card is not None or self.sel_char is not None:
            self.sel_card = self.sel_char = None
        else:
            return False
        self._rebuild_actions()
        return True

    def _build_side_buttons(self) -> None:
        by = panels.SIDE.bottom - 44
        x = panels.SIDE.x
        self.widgets = WidgetGroup([
            Button((x + 6, by, 112, 40), "Hint (H)", self.scene.request_hint, 22),
            Button((x + 127, by, 112, 40), "Undo (U)", self.scene.undo, 22),
            Button((x + 248, by, 112, 40), "Menu (Esc)", self._menu, 22),
        ])

    def _menu(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.scene))

    def _rebuild_actions(self) -> None:
        """The strip's buttons for what the deciding human may do now."""
        group = WidgetGroup()
        self.actions = group
        seat = self.deciding()
        if seat is None:
            return
        x, w = strip.BUTTONS_X, 148
        top = strip.STRIP.y + 14
        mode = self.mode()

        def add(row: int, label: str, on_click: Callable[[], Any], enabled: bool = True) -> None:
            button = Button((x, top + row * 44, w, 38), label, on_click, 21)
            button.enabled = enabled
            group.add(button)

        if mode == "choose":
            preview = self.current_preview()
            ok = preview is not None and preview.legal
            label = "Play (Enter)"
            if preview is not None:
                label = {"exploit": "Exploit", "urbanize": "Urbanize",
                         "construct": "Construct"}[preview.kind] + " (Enter)"
            add(0, label, self.confirm, ok)
            if A.NEWHAND_ACT in self.legal_set:
                count = self.infos[seat].newhand
                add(1, f"New Hand (N) x{count}", lambda: self.submit(A.NEWHAND_ACT))
            if self.sel_card is not None:
                add(2, "Clear (Esc)", self.cancel)
        elif mode == "take":
            add(0, "Resource (R)", lambda: self.submit(A.TAKE_ACTS[0]))
            add(1, "Tile (T)", lambda: self.submit(A.TAKE_ACTS[1]))
        elif mode == "draft":
            add(0, "Keep (Enter)", self.confirm, self.sel_char is not None)
        elif mode == "return":
            add(0, "Done (Enter)", self.confirm)

    # -- animation --------------------------------------------------------------------------
    def play_move(self, seat: int, action: Any, on_done: Callable[[], None]) -> None:
        """An AI's move: a short pause showing what it does (never its hidden card)."""
        kind = action[0]
        if kind == A.TOKEN:
            self.pulses.append(Pulse((action[1], action[2]), duration=self.app.anim(0.6)))
        seconds = self.app.anim(AI_PAUSE if kind != A.PICK else 0.2)
        if self.scene.attract:
            seconds *= 0.6
        self.ai_wait = [seconds, on_done, seat, action]

    def landed(self, seat: int, action: Any, before: Any) -> None:
        """An action was applied: queue the reveals it caused, float the gains."""
        state = self.state
        steps = model.reveals_of(before, state, seat, action)
        volume = 0.4 if self.scene.attract else 1.0
        kind = action[0]
        if kind == A.TOKEN:
            self.pulses.append(Pulse((action[1], action[2]), duration=self.app.anim(0.9)))
        if steps:
            self.queue = RevealQueue.start(model.table(before), steps,
                                           self.app.anim(anim.REVEAL_SECONDS))
            self.app.sound.play("turn", volume)
        elif kind == A.PLAY:
            self.app.sound.play("place", 0.5 * volume)
        elif kind == A.NEWHAND:
            self.floaters.append(self._panel_floater(seat, "New Hand!", theme.ACCENT))
        self._pending_deltas = model.deltas(before, state)
        if not steps:
            self._float_deltas()

    def _panel_floater(self, seat: int, label: str, colour: tuple[int, int, int]) -> Floater:
        rect = self.rects[seat] if seat < len(self.rects) else self.rects[-1]
        x, y = rect.x + 200, rect.bottom - 18
        # a newer text of the same panel replaces the older one
        self.floaters = [f for f in self.floaters if abs(f.x - x) >= 1 or abs(f.y - y) > 60]
        return Floater(label, colour, x, y)

    def _float_deltas(self) -> None:
        for seat, (res, tiles, sp) in enumerate(getattr(self, "_pending_deltas", [])):
            if res or tiles or sp:
                colour = theme.OK if res + tiles + sp >= 0 else theme.DANGER
                self.floaters.append(self._panel_floater(seat, model.net_text(res, tiles, sp),
                                                         colour))
        self._pending_deltas = []

    def busy(self) -> bool:
        return self.queue.active() or self.ai_wait is not None

    def update(self, dt: float) -> None:
        self.time += dt
        if self.ai_wait is not None:
            self.ai_wait[0] -= dt
            if self.ai_wait[0] <= 0:
                on_done = self.ai_wait[1]
                self.ai_wait = None
                on_done()
        if self.queue.active():
            was_dropping = self.queue.dropping()
            done = self.queue.update(dt)
            if not was_dropping and self.queue.dropping():
                step = self.queue.current
                if step is not None and step.after is not None:
                    self.bounce = Bounce(drop=70.0)
                    self.app.sound.play("place", 0.4 if self.scene.attract else 1.0)
            if done is not None:
                self._step_done(done)
                if not self.queue.active():
                    self._float_deltas()
                    self._rebuild_actions()
        if self.bounce is not None:
            self.bounce.update(dt * max(0.5, self.app.options.animation_speed))
            if self.bounce.done():
                self.bounce = None
        for f in self.floaters:
            f.time += dt
        self.floaters = [f for f in self.floaters if f.time < f.duration]
        for p in self.pulses:
            p.time += dt
        self.pulses = [p for p in self.pulses if p.time < p.duration]
        self.widgets.update(dt)
        self.actions.update(dt)

    def _step_done(self, step: model.Reveal) -> None:
        self.bounce = None
        if step.pos is not None:
            self.pulses.append(Pulse(step.pos, duration=self.app.anim(0.7)))

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.scene.attract:
            return False
        if self.widgets.handle(event) or self.actions.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        # act on the release (after a press seen here): a press that commits a move must
        # not leave its release to dismiss the hand-off screen that the move brings up
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed_at = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed_at is None:
                return False
            self.pressed_at = None
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.cancel()
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.cancel()
        if key == pygame.K_d:
            self.districts_on = not self.districts_on
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        seat = self.deciding()
        if seat is None:
            return False
        mode = self.mode()
        if pygame.K_1 <= key <= pygame.K_9:
            index = key - pygame.K_1
            if mode == "draft":
                chars = model.draft_hand(self.state, seat)
                if index < len(chars):
                    self.sel_char = None if self.sel_char == chars[index] else chars[index]
                    self._rebuild_actions()
            elif mode == "choose":
                cards = model.hand(self.state, seat)
                if index < len(cards):
                    self.select_card(cards[index])
            return True
        if mode == "choose" and key == pygame.K_t:
            self.cycle_tile()
            return True
        if mode == "choose" and key == pygame.K_n:
            self.submit(A.NEWHAND_ACT)
            return True
        if mode == "take" and key in (pygame.K_r, pygame.K_t):
            self.submit(A.TAKE_ACTS[key == pygame.K_t])
            return True
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        if self.detail_seat is not None:
            self.detail_seat = None
            return True
        for seat, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                self.detail_seat = seat
                return True
        seat = self.deciding()
        if seat is None:
            return False
        mode = self.mode()
        if mode == "token" and VIEW.collidepoint(pos):
            spaces = self.token_spaces()
            hit = self.geo.hit(pos, {}, spaces)
            if hit in spaces:
                self.submit(A.token_act(*hit))
            return True
        if not strip.STRIP.collidepoint(pos):
            return False
        if mode == "draft":
            chars = model.draft_hand(self.state, seat)
            i = strip.hit_card(len(chars), pos)
            if i is not None:
                if self.sel_char == chars[i]:
                    self.submit(A.PICK_ACTS[chars[i]])
                else:
                    self.sel_char = chars[i]
                    self.app.sound.play("click")
                    self._rebuild_actions()
            return True
        if mode == "choose":
            cards = model.hand(self.state, seat)
            i = strip.hit_card(len(cards), pos)
            if i is not None:
                self.select_card(cards[i])
                return True
        tiles = model.screen_tiles(self.state, seat)
        j = strip.hit_tile(len(tiles), pos)
        if j is not None:
            if mode == "choose":
                if tiles[j] in self.usable_tiles(seat, self.sel_card):
                    self.select_tile(tiles[j])
                else:
                    reason = model.illegal_reason(self.state, seat, self.sel_card, tiles[j])
                    self.scene.say(reason or "That tile does not fit this card")
                    self.app.sound.play("error")
            elif mode == "return":
                self.submit(A.RETURN_ACTS[tiles[j]])
        return True

    def token_spaces(self) -> list[model.Pos]:
        """Where the pending token may go."""
        return [(a[1], a[2]) for a in self.legal if a[0] == A.TOKEN]

    def show_hint(self, action: Any, text_: str) -> None:
        self.hint_text = text_
        self.hint_action = action
        if action is None or self.deciding() is None:
            return
        if action[0] == A.PLAY:
            self.sel_card = action[1]
            self.sel_tile = action[2] if action[2] >= 0 else None
        elif action[0] == A.PICK:
            self.sel_char = action[1]
        self._rebuild_actions()

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._draw_view(surface)
        self._draw_strip(surface)
        self._draw_side(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        self._draw_reveal_card(surface)
        for f in self.floaters:
            t = f.time / f.duration
            alpha = 255 if t < 0.6 else int(255 * (1 - (t - 0.6) / 0.4))
            label = text.render(f.text, 26, f.colour, True)
            shadow = text.render(f.text, 26, (0, 0, 0), True)
            label.set_alpha(alpha)
            shadow.set_alpha(alpha)
            rect = label.get_rect(center=(f.x, f.y - 30 * t))
            back = pygame.Surface(rect.inflate(12, 4).size, pygame.SRCALPHA)
            back.fill((10, 16, 26, min(200, alpha)))
            surface.blit(back, rect.inflate(12, 4))
            surface.blit(shadow, rect.move(2, 2))
            surface.blit(label, rect)
        if self.detail_seat is not None:
            self._draw_detail(surface, self.detail_seat)
        elif not self.scene.attract:
            self._draw_tooltip(surface)

    def _shown(self) -> tuple[model.City, set[model.Pos], dict[model.Pos, int], int]:
        """The city to draw: the live one, or the snapshot while reveals play out."""
        if self.queue.active():
            q = self.queue
            return q.city, q.marked, q.tokens, q.version
        t = self.table
        return t.city, t.marked, t.tokens, -1

    def _city_image(self) -> pygame.Surface:
        shown_city, marked, tokens, qv = self._shown()
        hide: frozenset[model.Pos] = frozenset()
        step = self.queue.current
        if (step is not None and step.pos is not None and step.after is not None
                and self.queue.dropping()):
            hide = frozenset([step.pos])  # the new building is drawn falling instead
        letters = self.app.options.colourblind
        key = (self.version, qv, id(self.queue), hide, round(self.geo.cw, 2),
               tuple(self.colours()), self.districts_on, letters)
        if self._image is None or key != self._image_key:
            rims = []
            if self.districts_on:
                colours = self.colours()
                for d in model.district_list(shown_city):
                    if d.first < 0:
                        continue
                    lead = colours[d.first] if d.first >= 0 else (190, 190, 190)
                    rims.append((d.spaces, lead))
            self._image = city.render(self.geo, shown_city, marked, tokens, self.colours(),
                                      hide, rims, letters, self._image)
            self._image_key = key
        return self._image

    def _draw_view(self, surface: pygame.Surface) -> None:
        surface.blit(self._city_image(), VIEW, VIEW)
        surface.set_clip(VIEW)
        shown_city = self._shown()[0]
        self._draw_step(surface, shown_city)
        if self.districts_on and not self.queue.active():
            self._draw_districts(surface)
        self._draw_targets(surface, shown_city)
        for p in self.pulses:
            building = shown_city.get(p.pos)
            roof = self.geo.roof(p.pos, building[1] if building else 0)
            t = p.time / p.duration
            grow = int(6 + 14 * t)
            colour = theme.shade(theme.GOLD, 1.0 + 0.3 * (1 - t))
            pygame.draw.rect(surface, colour, roof.inflate(grow, grow), max(1, int(4 * (1 - t))),
                             border_radius=6)
        surface.set_clip(None)
        self._draw_caption(surface)
        preview = self.current_preview()
        if preview is not None:
            self._draw_preview(surface, preview)

    def _draw_step(self, surface: pygame.Surface, shown_city: model.City) -> None:
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

    def _draw_targets(self, surface: pygame.Surface, shown_city: model.City) -> None:
        """Legal token spaces; the selected card's building, token and producers."""
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        if self.deciding() is not None and self.mode() == "token":
            for pos in self.token_spaces():
                cell = self.geo.cell(pos).inflate(-6, -6)
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
        for pos in preview.producers:
            roof = self.geo.roof(pos, shown_city[pos][1])
            pygame.draw.rect(surface, (160, 255, 190), roof.inflate(4, 4), 2, border_radius=5)
        if preview.target is not None:
            building = shown_city.get(preview.target)
            height = building[1] if building else 0
            roof = self.geo.roof(preview.target, height)
            if preview.kind != "exploit" and self.sel_tile is not None:
                ghost = (self.sel_tile, height + 1, self.deciding() or 0)
                layer = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
                city.draw_building(layer, self.geo, preview.target, ghost, True, self.colours(),
                                   8 + 4 * pulse)
                layer.set_alpha(200)
                surface.blit(layer, (0, 0))
                roof = self.geo.roof(preview.target, height + 1).move(0, -int(8 + 4 * pulse))
            pygame.draw.rect(surface, theme.GOLD, roof.inflate(8, 8), 3, border_radius=6)

    def _draw_districts(self, surface: pygame.Surface) -> None:
        """A legend of the live district standings: what each contender would score now."""
        shown_city = self.table.city
        colours = self.colours()
        rows = [d for d in self.district_info if d.points]
        if not rows:
            return
        rows.sort(key=lambda d: (d.colour, -len(d.spaces)))
        box = pygame.Rect(VIEW.x + 8, VIEW.y + 70, 150, 26 + 22 * len(rows))
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        layer.fill((12, 20, 28, 190))
        surface.blit(layer, box)
        text.draw(surface, "districts now", 18, theme.TEXT_DIM, (box.x + 8, box.y + 5))
        y = box.y + 24
        for d in rows:
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
        del shown_city

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
            verb = {"exploit": "exploits", "urbanize": "urbanizes", "construct": "constructs",
                    "nothing": "cannot build"}[step.kind]
            return f"{self.seat_name(step.seat)} {verb}", ""
        if mode == "draft":
            title = f"Character draft: pick {state.draft_round + 1} of 3"
            todo = "click a character twice (or 1-4, Enter) to keep it"
        elif mode == "choose":
            title = "Choose a card" if deciding is not None else f"{who} is choosing"
            todo = ("click a card (1-4), add a tile from your screen (T) to urbanize or "
                    "construct, Enter plays")
        elif mode == "take":
            title = f"{who}: take 1 resource or 1 tile"
            todo = "R for a resource, T for a tile"
        elif mode == "token":
            p = model.pending(state)
            letter = model.letter_text(model.letter_of(p[2])) if p else "?"
            owner = self.seat_name(p[1]) if p else who
            title = f"Where does token {letter} go? ({owner}'s building)"
            todo = "click a highlighted space"
        elif mode == "return":
            title = "Tile return step: the tile supply is empty"
            todo = "click tiles to return them (+1 SP each), then Done"
        else:
            title, todo = "", ""
        return title, todo if deciding is not None else ""

    def _draw_caption(self, surface: pygame.Surface) -> None:
        if self.scene.attract:
            return
        title, todo = self._caption()
        text.draw(surface, title, 28, theme.TEXT, (VIEW.x + 14, VIEW.y + 10), bold=True,
                  shadow=True)
        if todo and self.current_preview() is None:
            text.draw(surface, todo, 20, theme.TEXT, (VIEW.x + 14, VIEW.y + 38), shadow=True)
        right_y = VIEW.y + 12
        if model.is_solo(self.state):
            you, hal = self.scores[0], self.scores[1]
            text.draw(surface, f"You {you} : {hal} Hal", 28, theme.GOLD,
                      (VIEW.right - 14, right_y), "topright", True, True)
            right_y += 30
        if self.hint_text:
            text.draw(surface, self.hint_text, 22, theme.GOLD, (VIEW.right - 14, right_y),
                      "topright", shadow=True)

    def _draw_preview(self, surface: pygame.Surface, preview: model.Preview) -> None:
        lines = preview.lines
        box = pygame.Rect(0, 0, 520, 56 + 20 * len(lines))
        box.bottomleft = (VIEW.x + 8, VIEW.bottom - 8)
        if preview.target is not None:  # keep the target building in sight
            roof = self.geo.roof(preview.target, 1)
            if roof.centery > VIEW.centery:
                box.top = VIEW.y + 40
            if roof.centerx < VIEW.centerx:
                box.right = VIEW.right - 8
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
            net = model.net_text(preview.res, preview.tiles, preview.sp)
            if preview.either and preview.alt is not None:
                net = f"taking the resource {net}; the tile {model.net_text(*preview.alt)}"
            text.draw(surface, f"Net: {net}", 21, theme.OK, (box.x + 12, y + 2), bold=True)
        else:
            text.draw(surface, f"Not allowed: {preview.reason}", 20, theme.DANGER,
                      (box.x + 12, y + 2), bold=True)

    def _layer(self, name: str, key: tuple, area: pygame.Rect,
               paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """An opaque screen-sized layer painted over the backdrop, redrawn when ``key``
        changes; blit ``area`` of it."""
        cached = self._layers.get(name)
        if cached is None or cached[0] != key:
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
                humans = self.scene.session.humans
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
            chars = model.draft_hand(state, seat)
            strip.draw_frame(surface, f"{name}'s draft hand", "kept so far")
            legal = set(chars) if deciding == seat else set()
            strip.draw_cards(surface, state, chars, self.sel_char, legal, None, characters=True)
            for i, char in enumerate(model.draft_picks(state, seat)):
                face = faces.character(state, char, strip.CARD_W, strip.CARD_H)
                surface.blit(face, (strip.TILES_X + i * (strip.CARD_W + 8), strip.STRIP.y + 24))
            return
        cards = model.hand(state, seat)
        tiles = model.screen_tiles(state, seat)
        chosen = model.phase(state) == model.CHOOSE and bool(state.choice[seat])
        title = f"{name}'s hand" + (" (pass pile)" if chosen else "")
        strip.draw_frame(surface, title, f"behind your screen: {len(tiles)} tiles")
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
            strip.draw_aside(surface, model.returning(state, seat))

    def _draw_side(self, surface: pygame.Surface) -> None:
        viewer = self.viewer()
        current = self.state.current_player
        key = (self.version, viewer, current, self.districts_on)
        area = panels.SIDE.inflate(4, 4)
        surface.blit(self._layer("side", key, area, lambda layer: self._paint_side(layer, viewer)),
                     area, area)
        thinking = self.scene.thinking_progress()
        if thinking is not None and thinking[0] < len(self.rects):
            seat = thinking[0]
            panels.draw_thinking(surface, self.rects[seat], self.seat_colour(seat), thinking[1])
        if not self.scene.attract:
            self.widgets.draw(surface)

    def _paint_side(self, surface: pygame.Surface, viewer: int | None) -> None:
        state = self.state
        seats = self.scene.session.seats
        best = max(self.scores)
        current = state.current_player
        for i, rect in enumerate(self.rects):
            info = self.infos[i]
            hal = info.hal
            tag = "automa" if hal else (f"AI {seats[i].level}" if seats[i].is_ai else "")
            own = list(state.choice[i]) if viewer == i and info.has_choice else None
            leader = self.scores[i] == best and self.scores.count(best) < len(self.scores)
            panels.draw_panel(surface, state, rect, info, self.seat_name(i), tag,
                              self.seat_colour(i), self.scores[i], leader,
                              i == current and not hal, None, own)
            if i == viewer:
                pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=14)
        top = self.rects[-1].bottom + 6
        panels.draw_info(surface, self.table, top, self.districts_on)

    def _draw_reveal_card(self, surface: pygame.Surface) -> None:
        """The card being revealed, flying from its seat's panel to above the city."""
        step = self.queue.current
        if step is None:
            return
        f = self.queue.fraction
        rect = self.rects[step.seat] if step.seat < len(self.rects) else self.rects[-1]
        start = (rect.x + 40, rect.centery)
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
        label = f"{self.seat_name(step.seat)}: {step.kind}"
        text.draw(surface, label, 24, self.seat_colour(step.seat), (x, y + h // 2 + 8),
                  "midtop", True, True)

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
            letter = model.letter_text(t.tokens[spot])
            return [f"Token {letter}", f"urbanize here with card {letter} and a tile"]
        tile, height, owner = building
        colour = ("red: resources", "yellow: SP", "blue: tiles")[tile // 20]
        lines = [f"{model.card_text(tile)}  height {height}  ({colour})"]
        if owner >= 0:
            lines.append(f"{self.seat_name(owner)}'s: {height} resource"
                         f"{'s' if height != 1 else ''} on it")
        else:
            lines.append("nobody's yet")
        if spot in t.marked:
            lines.append("construction site: its card waits in the reserve")
        return lines

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        lines = self.tooltip(self.app.mouse)
        if not lines:
            return
        width = max(text.render(line, 20, theme.TEXT).get_width() for line in lines) + 20
        box = pygame.Rect(0, 0, width, 10 + 20 * len(lines))
        box.bottomleft = (self.app.mouse[0] + 16, self.app.mouse[1] - 8)
        box.clamp_ip(VIEW)
        backdrop.panel(surface, box, 240)
        for i, line in enumerate(lines):
            text.draw(surface, line, 20, theme.GOLD if i == 0 else theme.TEXT,
                      (box.x + 10, box.y + 6 + 20 * i))

    def _draw_detail(self, surface: pygame.Surface, seat: int) -> None:
        """A seat's area with every card's rule (click anywhere to close)."""
        state = self.state
        info = self.infos[seat]
        box = VIEW.inflate(-30, -30)
        backdrop.panel(surface, box, 245)
        text.draw(surface, f"{self.seat_name(seat)}'s area", 30, self.seat_colour(seat),
                  (box.x + 16, box.y + 10), bold=True)
        bd = model.table_breakdowns(state)[seat]
        parts = "  ".join(f"{k} {v}" for k, v in bd.items())
        text.draw(surface, f"score now {sum(bd.values())}: {parts}", 22, theme.GOLD,
                  (box.right - 16, box.y + 14), "topright")
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
