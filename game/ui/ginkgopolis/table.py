"""The Ginkgopolis play view: the shared city, the viewer's hand and screen, seat panels.

Input: click a hand card (or 1-4), then optionally a tile behind your screen (or T to
cycle through the tiles that fit); the preview says exactly what would happen. Enter or
"Play" confirms, N (twice) spends a New Hand token, Esc clears the selection. Token
moves: click a highlighted space. D shows or hides the district majorities (hover a
legend row to outline its district); hovering the city explains a building or token;
clicking a seat panel shows that seat's area. Clicks act on release, so the release of
a committing click never reaches the hand-off screen that the move brings up.

Hands are private: only the viewer's own hand, tiles and face-down choice are drawn
(the single human against AIs, or in pass-and-play the player the scene handed to).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import pygame

from game.engine import i18n
from game.engine.i18n import N_, _
from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import (
    city,
    cityview,
    outcome,
    panels,
    strip,
    tableview,
    tips,
    view_model,
)
from game.ui.ginkgopolis.animation import Animations
from game.ui.ginkgopolis.cityview import VIEW
from game.ui.ginkgopolis.look import Look, Shown
from game.ui.kit import corners, theme, tooltip
from game.ui.kit.picture_cache import PictureCache
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import coach
from game.ui.table.board import Board
from game.ui.table.board_host import BoardHost
from game.ui.table.board_menu import BoardMenu, KeyButton
from game.ui.table.view_cycle import seat_at

HAL_COLOUR = (150, 152, 164)


class GinkgopolisBoard(Board):
    """See the module docstring."""

    def __init__(self, host: BoardHost) -> None:
        super().__init__(host)
        self.geo = city.Geometry(VIEW.copy())
        self.version = 0
        self.districts_on = True
        self.human: int | None = None
        self.sel_card: int | None = None
        self.sel_tile: int | None = None
        self.sel_char: int | None = None
        self.detail_seat: int | None = None
        self.tip = tooltip.BoardTip()
        self.hint_action: Any = None
        self.pressed_at: tuple[int, int] | None = None
        self.newhand_armed = False
        #: what moves on the table (reveals, pauses, bounces, floating gains)
        self.animation = Animations(host)
        #: the rendered city ("city"), redrawn into the kept surface when it changes
        self.pictures: PictureCache[pygame.Surface] = PictureCache()
        self.layers = tableview.Layers()
        self._warm = False
        self.city_key: tuple = ()
        self._preview_key: tuple = ()
        self._preview: outcome.Preview | None = None
        self._look: Look | None = None
        self.actions = WidgetGroup()
        self._refresh()
        self._fit()
        self.menu = BoardMenu(self.host, panels.SIDE.x, panels.SIDE.bottom - 44)

    # -- the engine hooks ---------------------------------------------------------------
    #: what came to light after a move, for "why not undo" (undo_hint)
    reveal_words = N_("the cards everyone chose were shown")

    def _refresh(self) -> None:
        """Read everything drawn from the state once per change (not per frame)."""
        state = self.state
        self.table = view_model.table(state)
        self.infos = view_model.seat_infos(state)
        self.scores = view_model.table_scores(state)
        self.district_info = view_model.district_list(self.table.city)
        seat = state.current_player
        # the engine's actions are Acts (tuples); the contract says Hashable
        self.legal = cast(list[A.Act], list(state.legal_actions()) if seat is not None else [])
        self.legal_set = set(self.legal)
        #: the cards the player to move may play
        self.playable = {a[1] for a in self.legal if a[0] == A.PLAY}
        self.rects = panels.layout(len(self.infos))
        self.animation.panels = self.rects
        self.last_builds = view_model.last_builds(state)
        t = self.table
        #: what the live city image depends on (most actions leave the city alone)
        self.city_key = (tuple(sorted(t.city.items())), tuple(sorted(t.tokens.items())),
                         tuple(sorted(t.marked)))
        self.version += 1

    def _fit(self) -> None:
        t = self.table
        spaces = city.spaces_of(t.city, t.tokens)
        spaces += [(a[1], a[2]) for a in self.legal if a[0] == A.TOKEN]
        self.geo.fit(spaces, city.tallest(t.city), self._coach_lane())

    def _coach_lane(self) -> int:
        """In a tutorial whose step's panel is too tall for the side column under the
        piles (large text): the width of a lane at the view's right for a narrow panel
        (0: none)."""
        room = coach.SIDE.bottom - (self.rects[-1].bottom + 6 + panels.INFO_H)
        if self.coach_room(coach.SIDE.w, this_step=True) <= room:
            return 0
        return VIEW.right - (coach.VIEW.right - coach.NARROW - corners.GAP)

    def relayout(self) -> None:
        """The coach's lane changed: fit the city again."""
        self._fit()

    def sync(self) -> None:
        """State changed: drop the selection, re-read the state."""
        self._refresh()
        self._fit()
        self.sel_card = self.sel_tile = self.sel_char = None
        self.hint_action = None
        self.human = None
        self.newhand_armed = False
        self._rebuild_actions()
        if not self._warm:
            self._warm = True
            self._prewarm()

    def _prewarm(self) -> None:
        """Render every card face and the first frame once, outside the timed frames."""
        tableview.prewarm(self.state)
        scratch = pygame.Surface(theme.LOGICAL_SIZE)
        self.draw(scratch)
        self.draw_over(scratch)

    def human_turn(self, seat: int) -> None:
        self.human = seat
        self._rebuild_actions()

    def results_scene(self) -> Callable[[Any, Any], Any]:
        """What makes the results scene (solo adds Hal's column), called with the app and
        the session; the play scene's hook."""
        from game.ui.ginkgopolis.results import results_scene

        return results_scene(self.host.session)

    def viewer(self) -> int | None:
        """Whose private things may be drawn now (None: nobody's).

        With one human at the table, always theirs; in pass-and-play, only the player
        the play scene has handed the turn to (after the hand-off screen).
        """
        if self.host.attract:
            return None
        humans = self.host.session.humans
        if len(humans) == 1:
            return humans[0]
        if self.human is not None and self.human == self.host.human_seat:
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
        if view_model.is_solo(self.state) and seat == view_model.HAL:
            return "Hal"
        return self.host.session.seats[seat].name

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """A seat's colour (grey for Hal)."""
        if view_model.is_solo(self.state) and seat == view_model.HAL:
            return HAL_COLOUR
        return theme.seat_colour(self.host.session.seats[seat].colour)

    def colours(self) -> list[tuple[int, int, int]]:
        """Colours of every seat held, for the resources in the city."""
        return [self.seat_colour(s) for s in range(len(self.infos))]

    def names(self) -> list[str]:
        """Names of every seat held (Hal in solo)."""
        return [self.seat_name(s) for s in range(len(self.infos))]

    # -- actions -------------------------------------------------------------------------
    def mode(self) -> str:
        """What the state asks for: draft, choose, take, token, return or over."""
        state = self.state
        ph = view_model.phase(state)
        if ph == view_model.DRAFT:
            return "draft"
        if ph == view_model.CHOOSE:
            return "choose"
        if ph == view_model.RETURN:
            return "return"
        if ph == view_model.RESOLVE:
            p = view_model.pending(state)
            if p is not None:
                return "take" if p[0] == view_model.P_TAKE else "token"
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
        return self.host.submit(action)

    def usable_tiles(self, seat: int, card: int | None) -> set[int]:
        """Tiles that may go with ``card`` (all of them with no card selected)."""
        tiles = view_model.screen_tiles(self.state, seat)
        if card is None:
            return set(tiles)
        return {t for t in tiles if self.play_action(card, t) in self.legal_set}

    def current_preview(self) -> outcome.Preview | None:
        """The preview of the selected card (+ tile), cached per state version."""
        seat = self.deciding()
        if seat is None or self.sel_card is None or self.mode() != "choose":
            return None
        tile = -1 if self.sel_tile is None else self.sel_tile
        key = (self.version, self.sel_card, tile, i18n.language())  # words in it
        if key != self._preview_key:
            self._preview = outcome.preview(self.state, seat, self.sel_card, tile)
            self._preview_key = key
        return self._preview

    def select_card(self, card: int | None) -> None:
        """Pick a hand card (again: put it back)."""
        if card is not None and card == self.sel_card:
            card = None
        self.sel_card = card
        self.newhand_armed = False
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

    def new_hand(self) -> None:
        """N / the button: asks once (a token left unused is worth 2 points), then plays."""
        if not self.newhand_armed:
            self.newhand_armed = True
            self.app.sound.play("click")
            self._rebuild_actions()
            return
        self.newhand_armed = False
        self.submit(A.NEWHAND_ACT)

    def confirm(self) -> None:
        """Enter: play the selected card (+ tile), or keep the selected character."""
        mode = self.mode()
        if mode == "choose" and self.sel_card is not None:
            preview = self.current_preview()
            if preview is not None and not preview.legal:
                self.host.say(preview.reason)
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

        def add(row: int, label: str | Callable[[], str], on_click: Callable[[], Any],
                enabled: bool = True) -> None:
            """A button; ``label``: the English message (the button translates it), or
            what says its words (with a value in them) each time they are drawn."""
            rect = (x, top + row * 44, w, 38)
            button = (Button(rect, label, on_click, 21) if isinstance(label, str)
                      else KeyButton(rect, label, on_click, 21))
            button.enabled = enabled
            group.add(button)

        if mode == "choose":
            preview = self.current_preview()
            ok = preview is not None and preview.legal
            label = N_("Play (Enter)")
            if preview is not None:
                label = {"exploit": N_("Exploit (Enter)"), "urbanize": N_("Urbanize (Enter)"),
                         "construct": N_("Construct (Enter)")}[preview.kind]
            add(0, label, self.confirm, ok)
            if A.NEWHAND_ACT in self.legal_set:
                count = self.infos[seat].newhand
                if self.newhand_armed:
                    # Translators: a button: spending a New Hand token costs 2 points at the
                    # end (N is its key)
                    add(1, N_("Sure? -2 pts (N)"), self.new_hand)
                else:
                    # Translators: a button: {count} is how many New Hand tokens you have
                    add(1, lambda: _("New Hand (N) x{count}").format(count=count),
                        self.new_hand)
            if self.sel_card is not None:
                add(2, N_("Clear (Esc)"), self.cancel)
        elif mode == "take":
            # digits, as for the cards: no letter here can clash with a rebound key
            add(0, N_("Resource (1)"), lambda: self.submit(A.TAKE_ACTS[0]))
            add(1, N_("Tile (2)"), lambda: self.submit(A.TAKE_ACTS[1]))
        elif mode == "draft":
            add(0, N_("Keep (Enter)"), self.confirm, self.sel_char is not None)
        elif mode == "return":
            add(0, N_("Done (Enter)"), self.confirm)

    # -- animation --------------------------------------------------------------------------
    def play_move(self, seat: int, action: Any, on_done: Callable[[], None]) -> None:
        """An AI's move: a short pause showing what it does (never its hidden card)."""
        self.animation.play_move(action, on_done)

    def landed(self, seat: int, action: Any, before: Any) -> None:
        """An action was applied: queue the reveals it caused, float the gains."""
        self.animation.landed(seat, action, before, self.state)

    def busy(self) -> bool:
        return self.animation.busy()

    def focus_point(self) -> tuple[int, int] | None:
        """The keyboard's selection on screen (the chosen card), for the ? key."""
        seat = self.viewer()
        if seat is None:
            return None
        cards = (view_model.draft_hand(self.state, seat) if self.mode() == "draft"
                 else view_model.hand(self.state, seat))
        chosen = self.sel_char if self.mode() == "draft" else self.sel_card
        if chosen not in cards:
            return None
        return strip.card_rects(len(cards))[cards.index(chosen)].center

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """What is under ``pos`` in plain words ("title\nexplanation"), or None."""
        if self.detail_seat is not None:
            return None
        legend = None  # the districts legend, when it is shown
        revealing = self.animation.reveals.active()
        if self.districts_on and not revealing and self.current_preview() is None:
            legend = cityview.districts_box(self.district_info)
        names = self.names()
        lines = [] if revealing else tips.city_lines(pos, self.table, self.geo,
                                                     self.district_info, names)
        return tips.tooltip_at(pos, self.state, legend, lines, self.viewer(),
                               self.mode(), self.rects, self.infos, names)

    def update(self, dt: float) -> None:
        self.animation.tick(dt)
        self.tip.update(dt, self.focus_point(), self.app.mouse, self.tooltip_at)
        if self.animation.update(dt):  # the reveals are over: the controls come back
            self._rebuild_actions()
        self.menu.update(dt)
        self.actions.update(dt)

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.host.attract:
            return False
        if self.tip.handle(event):
            return True
        if self.menu.handle(event) or self.actions.handle(event):
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
                chars = view_model.draft_hand(self.state, seat)
                if index < len(chars):
                    self.sel_char = None if self.sel_char == chars[index] else chars[index]
                    self._rebuild_actions()
            elif mode == "choose":
                cards = view_model.hand(self.state, seat)
                if index < len(cards):
                    self.select_card(cards[index])
            elif mode == "take" and index < len(A.TAKE_ACTS):
                self.submit(A.TAKE_ACTS[index])
            return True
        if mode == "choose" and key == pygame.K_t:
            self.cycle_tile()
            return True
        if mode == "choose" and key == pygame.K_n:
            self.new_hand()
            return True
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        if self.detail_seat is not None:
            self.detail_seat = None
            return True
        shown = seat_at(self.rects, pos)
        if shown is not None:
            self.detail_seat = shown
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
            chars = view_model.draft_hand(self.state, seat)
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
            cards = view_model.hand(self.state, seat)
            i = strip.hit_card(len(cards), pos)
            if i is not None:
                self.select_card(cards[i])
                return True
        tiles = view_model.screen_tiles(self.state, seat)
        j = strip.hit_tile(len(tiles), pos)
        if j is not None:
            if mode == "choose":
                if tiles[j] in self.usable_tiles(seat, self.sel_card):
                    self.select_tile(tiles[j])
                elif self.sel_card is not None:
                    reason = outcome.illegal_reason(self.state, seat, self.sel_card, tiles[j])
                    self.host.say(reason or _("That tile does not fit this card"))
                    self.app.sound.play("error")
            elif mode == "return":
                self.submit(A.RETURN_ACTS[tiles[j]])
        return True

    def token_spaces(self) -> list[view_model.Pos]:
        """Where the pending token may go."""
        return [(a[1], a[2]) for a in self.legal if a[0] == A.TOKEN]

    def own_choice(self) -> bool:
        """A card, tile or character of your own selected other than the hint's (the
        hint selects its own; Enter then plays your choice)."""
        chosen = (self.sel_card, self.sel_tile, self.sel_char)
        if chosen == (None, None, None):
            return False
        action = self.hint_action
        if action is not None and action[0] == A.PLAY:
            return chosen != (action[1], action[2] if action[2] >= 0 else None, None)
        if action is not None and action[0] == A.PICK:
            return chosen != (None, None, action[1])
        return True

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
    def look(self) -> Look:
        """What the painters draw this frame (see game.ui.ginkgopolis.look)."""
        animation = self.animation
        reveals = animation.reveals
        revealing = reveals.active()
        if revealing:
            shown = Shown(reveals.city, reveals.marked, reveals.tokens, reveals.version)
        else:
            t = self.table
            shown = Shown(t.city, t.marked, t.tokens, -1)
        deciding = self.deciding()
        mode = self.mode()
        usable: set[int] = set()
        if deciding is not None and mode == "choose":
            usable = self.usable_tiles(deciding, self.sel_card)
        return Look(
            state=self.state, seats=self.host.session.seats, attract=self.host.attract,
            humans=len(self.host.session.humans), thinking=self.host.thinking_progress(),
            mouse=self.app.mouse, time=animation.time, version=self.version,
            letters=self.app.options.colourblind, names=self.names(), colours=self.colours(),
            infos=self.infos, scores=self.scores, rects=self.rects, viewer=self.viewer(),
            deciding=deciding, mode=mode, geo=self.geo, table=self.table,
            district_info=self.district_info, districts_on=self.districts_on,
            city_key=self.city_key, last_builds=self.last_builds, shown=shown,
            step=reveals.current, fraction=reveals.fraction, dropping=reveals.dropping(),
            revealing=revealing, reveal_serial=animation.serial,
            bounce=animation.bounce.offset if animation.bounce is not None else None,
            pulses=animation.pulses, floaters=animation.floaters, sel_card=self.sel_card,
            sel_tile=self.sel_tile, sel_char=self.sel_char, hint_action=self.hint_action,
            hint_text=self.hint_text, preview=self.current_preview(),
            token_spaces=self.token_spaces(), playable=self.playable, usable=usable,
            detail_seat=self.detail_seat, pictures=self.pictures, layers=self.layers,
            actions=self.actions)

    def draw(self, surface: pygame.Surface) -> None:
        look = self._look = self.look()
        drawn = cityview.draw_view(look, surface)
        self.reading = drawn.reading
        tableview.draw_strip(look, surface)
        tableview.draw_side(look, surface, drawn.heavy)
        self.menu.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        look, self._look = self._look or self.look(), None  # the frame's, drawn just now
        tableview.draw_over(look, surface)
        if look.detail_seat is None and not look.attract:
            self.tip.draw(surface)
