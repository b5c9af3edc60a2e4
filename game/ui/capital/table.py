"""The Capital play view: districts of quartered tiles, the draft hand, wars and income.

Input: pick a hand tile (click or 1-4, click again or Enter to pick); build by moving
over the district (R / wheel rotates), click to choose a place, click again or Enter
to build; D discards. Wars and milestones: click a marked place, click again or Enter.
Dialogs (economics, exchanges, shrinking) take clicks or their keys. Tab shows the
next district, a click on a player's panel shows theirs.

Privacy (pass-and-play): a hand is drawn only for the one human at the table, or,
with several humans, for the human deciding now (after the play scene's hand-off).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import pygame

from game.engine.i18n import N_
from game.rules.capital import tables as T
from game.rules.capital.actions import (
    A_BUILD,
    A_DISCARD,
    A_MILESTONE,
    A_PICK,
    A_WAR,
    CapitalAction,
)
from game.rules.capital.state import CapitalState
from game.ui.capital import dialogs, layout, side, strip, tips, view, view_model
from game.ui.capital.animation import Animations
from game.ui.capital.layers import Layers
from game.ui.capital.layout import GRID, HAND, MAX_CELL, SIDE, VIEW
from game.ui.capital.look import Look
from game.ui.capital.view_model import Pos
from game.ui.kit import corners, keys, tooltip
from game.ui.kit.picture_cache import PictureCache
from game.ui.kit.widgets import Button
from game.ui.play import coach
from game.ui.table.board import Board
from game.ui.table.board_host import BoardHost
from game.ui.table.board_menu import BoardMenu
from game.ui.table.flight import Flight
from game.ui.table.view_cycle import next_seat, seat_at, steps_view


class CapitalBoard(Board):
    """See the module docstring."""

    @property
    def state(self) -> CapitalState:
        """The live state: a Capital game's."""
        return cast(CapitalState, self.host.session.state)

    def __init__(self, host: BoardHost) -> None:
        super().__init__(host)
        self.view_seat = 0
        self.human: int | None = None
        self.selected: int | None = None
        self.rotation = 0
        self.hover: Pos | None = None
        self.locked: Pos | None = None
        self.targets: dict[Pos, Any] = {}
        self.discard_action: Any = None
        self.dialog: dialogs.Dialog | None = None
        #: what moves on the table (flights, wars, income shows, coins, debris)
        self.animation = Animations(host, self.set_view, self.cell_rect, self._shows_over)
        self.hint_action: Any = None
        self.hand_drawn_for: int | None = None
        self.tip = tooltip.BoardTip()
        self.pressed: tuple[int, int] | None = None
        self.cell = 80
        self.origin = (GRID.x, GRID.y)
        self.thumbs: PictureCache[pygame.Surface] = PictureCache()
        self.layers = Layers()
        self.version = 0
        self._look: Look | None = None
        self._refresh()
        self.animation.settle(self.vp, self.coins)
        self._layout()
        self.fit()

    # -- engine hooks ------------------------------------------------------------------
    #: what came to light after a move, for "why not undo" (undo_hint)
    reveal_words = N_("the picks were shown together or new hands were dealt")

    def _layout(self) -> None:
        n = self.state.num_players
        gap = 6
        self.panel_h = int(min(150, (SIDE.h - 52 - 230 - gap * (n - 1)) / n))
        self.panels = [pygame.Rect(SIDE.x, SIDE.y + i * (self.panel_h + gap), SIDE.w,
                                   self.panel_h) for i in range(n)]
        self.animation.layout(self.panels)
        by = SIDE.bottom - 46
        self.menu = BoardMenu(self.host, SIDE.x, by, keyboard=False)  # Tab shows a district
        self.discard_button = Button((HAND.x + 8, HAND.bottom - 40, 190, 36), N_("Discard (D)"),
                                     self.discard, 22)
        # above the help line at the grid's foot (it once covered it)
        self.confirm_button = Button((GRID.centerx - 90, GRID.bottom - 68, 180, 38),
                                     N_("Confirm (Enter)"), self.confirm, 22)

    def _refresh(self) -> None:
        """Read what is drawn from the state, once per change."""
        state = self.state
        self.dists = view_model.districts(state)
        self.vp = list(state.vp)
        self.coins = list(state.coins)
        self.picks, self.picks_up = view_model.picks(state)
        self.hand_sizes = view_model.hand_sizes(state)
        self.era = view_model.era_info(state)
        self.kind = view_model.decision(state)
        self.slots = view_model.milestone_slots(state)
        self.version += 1
        #: what the table works out from this state (previews, outlooks, totals)
        self.figures = view_model.Figures(state, self.dists)

    def sync(self) -> None:
        """State changed (action, undo, load): drop the held tile, refresh."""
        self._refresh()
        if len(self.animation.purses) != self.state.num_players:
            self._layout()
        self.selected = None
        self.locked = None
        self.hover = None
        self.targets = {}
        self.discard_action = None
        self.dialog = None
        self.hint_action = None
        self.human = None
        showing = bool(self.animation.events)
        if not showing:
            self.animation.settle(self.vp, self.coins)
        seat = self.state.current_player
        if seat is not None and self.host.session.seats[seat].is_ai and not showing:
            self.set_view(seat)
        self.fit()

    def human_turn(self, seat: int) -> None:
        """A human decides now: set up the controls of this decision."""
        self.human = seat
        self.set_view(seat)
        # the engine's actions are CapitalActions; the contract says Hashable
        actions = cast(list[CapitalAction], self.state.legal_actions())
        self.targets = {}
        kind = self.kind
        if kind == "build":
            for a in actions:
                if a[0] == A_DISCARD:
                    self.discard_action = a
                elif a[0] == A_BUILD:
                    self.targets.setdefault((a[2], a[3]), {})[a[4]] = a
        elif kind in ("war", "milestone"):
            self.targets = {(a[1], a[2]): a for a in actions}
        elif kind in ("economics", "exchange", "shrink"):
            self.dialog = dialogs.make(kind, actions, self.host.submit, self.coins[seat],
                                       self.vp[seat])
        self.fit()

    def set_view(self, seat: int) -> None:
        """Show a seat's district in the main view."""
        if seat != self.view_seat:
            self.view_seat = seat
            self.locked = None
            self.fit()

    def viewer(self) -> int | None:
        """Whose hand may be drawn now (see the module docstring)."""
        humans = self.host.session.humans
        if self.host.attract or not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        seat = self.state.current_player
        if self.human is not None and self.human == seat and self.host.human_seat == seat:
            return seat
        return None

    # -- geometry ------------------------------------------------------------------------
    def fit(self) -> None:
        """Cell size and origin so the viewed district plus a ring of places fits GRID."""
        d = self.dists[self.view_seat]
        xs = [p[0] for p in d] + [p[0] for p in self.targets if isinstance(p, tuple)]
        ys = [p[1] for p in d] + [p[1] for p in self.targets if isinstance(p, tuple)]
        x0, x1 = min(xs) - 1, max(xs) + 1
        y0, y1 = min(ys) - 1, max(ys) + 1
        cols, rows = x1 - x0 + 1, y1 - y0 + 1
        room = GRID.h - 50  # above the caption line; in a tutorial, above the coach's lane
        lane = self._coach_lane()
        if lane:
            room = min(room, coach.VIEW.bottom - coach.CAPTION - lane - corners.GAP - GRID.y)
        self.cell = int(max(30, min(MAX_CELL, (GRID.w - 10) / cols, room / rows)))
        w, h = cols * self.cell, rows * self.cell
        self.origin = (GRID.centerx - w // 2 - x0 * self.cell,
                       GRID.y + (room - h) // 2 - y0 * self.cell)
        self.bounds = (x0, y0, x1, y1)

    def _coach_lane(self) -> int:
        """In a tutorial whose step's panel is too tall for the side column under the
        era legend (large text): the height of a lane under the district for the tallest
        panel as wide as the grid (0: none)."""
        if not self.coach_lane:
            return 0
        top = self.panels[-1].bottom + 8 + side.compact_legend_height(self.era, SIDE.w)
        room = coach.SIDE.bottom - top - corners.GAP
        if self.coach_room(coach.SIDE.w, this_step=True) <= room:
            return 0
        return self.coach_room(coach.VIEW_W)

    def relayout(self) -> None:
        """The coach's lane changed: fit the district again."""
        self.fit()

    def cell_rect(self, pos: Pos) -> pygame.Rect:
        """Screen rectangle of a district position in the main view."""
        return layout.cell_rect(self.origin, self.cell, pos)

    def pos_at(self, point: tuple[int, int]) -> Pos | None:
        """The district position under a screen point (None outside the grid)."""
        if not GRID.collidepoint(point):
            return None
        return ((point[0] - self.origin[0]) // self.cell, (point[1] - self.origin[1]) // self.cell)

    def card_rect(self, i: int) -> pygame.Rect:
        """Rectangle of hand tile ``i``."""
        return layout.card_rect(i)

    # -- decisions -------------------------------------------------------------------------
    def my_hand(self) -> list[int]:
        """The hand of the viewer (empty when no hand may be shown)."""
        seat = self.viewer()
        return view_model.hand(self.state, seat) if seat is not None else []

    def held_tile(self) -> int | None:
        """The tile the human is building (their revealed pick)."""
        if self.kind != "build" or self.human is None:
            return None
        tile = self.picks[self.human]
        return tile if tile >= 0 else None

    def select(self, i: int | None) -> None:
        """Choose a hand tile to pick (a second choice of the same tile picks it)."""
        if self.kind != "pick" or self.human is None:
            return
        hand = self.my_hand()
        if i is None or i >= len(hand):
            self.selected = None
            return
        if self.selected == i:
            self.confirm()
            return
        self.selected = i
        self.app.sound.play("click")

    def rotate(self, delta: int) -> None:
        """Turn the held tile a quarter."""
        tile = self.held_tile()
        if tile is None or view_model.is_whole(tile):
            return
        self.rotation = (self.rotation + delta) % 4
        self.app.sound.play("rotate")

    def current_action(self) -> Any:
        """The action the current selection would play, or None."""
        if self.kind == "pick" and self.selected is not None:
            hand = self.my_hand()
            if self.selected < len(hand):
                return (A_PICK, hand[self.selected])
            return None
        pos = self.locked
        if pos is None or pos not in self.targets:
            return None
        if self.kind == "build":
            tile = self.held_tile()
            if tile is None:
                return None
            rots = self.targets[pos]
            return rots.get(view_model.canonical_rotation(tile, self.rotation))
        return self.targets[pos]

    def choose(self, pos: Pos) -> None:
        """A click on the grid: lock there, or confirm when already locked there."""
        if pos not in self.targets:
            return
        if self.locked == pos:
            self.confirm()
            return
        self.locked = pos
        self.app.sound.play("click")

    def confirm(self) -> None:
        """Play the current selection."""
        action = self.current_action()
        if action is None:
            return
        self.host.submit(action)

    def discard(self) -> None:
        """Discard the picked tile for coins."""
        if self.discard_action is not None and self.human is not None:
            self.host.submit(self.discard_action)

    def cancel(self) -> bool:
        """Unlock or drop the selection; False when there was nothing to cancel."""
        if self.locked is not None:
            self.locked = None
            return True
        if self.selected is not None:
            self.selected = None
            return True
        return False

    # -- AI moves and landing effects --------------------------------------------------
    def play_move(self, seat: int, action: Any, on_done: Callable[[], None]) -> None:
        """Animate an AI's move, then apply it."""
        kind = action[0]
        speed = 0.6 if self.host.attract else 1.0
        fly = self.animation.fly
        pick = layout.pick_slot(self.panels[seat])  # where the seat's pick lies
        if kind == A_PICK:
            start = pick.move(0, -70 if seat else 70)
            fly(Flight(-1, start, pick, self.app.anim(0.3 * speed), on_done))
        elif kind == A_BUILD:
            self.set_view(seat)
            code = action[1] * 4 + action[4]
            fly(Flight(code, pick, self.cell_rect((action[2], action[3])),
                       self.app.anim(0.6 * speed), on_done))
        elif kind == A_DISCARD:
            fly(Flight(action[1] * 4, pick, self.animation.purses[seat].rect,
                       self.app.anim(0.45 * speed), on_done))
        elif kind == A_MILESTONE:
            self.set_view(seat)
            slot = self.state.era - 1
            fly(Flight(T.MILESTONE_TILE[self.state.faces[slot]] * 4, layout.milestone_rect(slot),
                       self.cell_rect((action[1], action[2])), self.app.anim(0.9 * speed),
                       on_done))
        elif kind == A_WAR:
            self.set_view(seat)
            self.locked = (action[1], action[2])
            fly(Flight(-2, self.cell_rect(self.locked), self.cell_rect(self.locked),
                       self.app.anim(0.45 * speed), on_done))
        else:
            on_done()

    def landed(self, seat: int, action: Any, before: Any) -> None:
        """An action was applied: queue its show-pieces (collapses, reveals, income)."""
        self.locked = None
        names = [s.name for s in self.host.session.seats]
        self.animation.landed(seat, action, before, self.state, self.view_seat, names,
                              self.host.session.humans)

    def _shows_over(self) -> None:
        """The last show-piece has played: the scores as they are, the view back."""
        self.animation.settle(self.vp, self.coins)
        self.host.track.set_scores(self.state.scores())
        seat = self.state.current_player
        if seat is not None and self.human is None:
            self.set_view(seat)
        elif self.human is not None:
            self.set_view(self.human)

    def busy(self) -> bool:
        return self.animation.busy()

    def update(self, dt: float) -> None:
        self.animation.tick(dt)
        self.animation.update(dt)
        self.tip.update(dt, self.focus_point(), self.app.mouse, self.tooltip_at)
        self.menu.update(dt)
        if self.dialog is not None:
            self.dialog.widgets.update(dt)

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.tip.handle(event):
            return True
        if self.menu.handle(event):
            return True
        if self.animation.events and not self.host.attract and (
                event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
                or event.type == pygame.MOUSEBUTTONUP and VIEW.collidepoint(event.pos)):
            self.animation.hurry = True  # hurry the show along (income, wars, banners)
            return True
        if self.dialog is not None and self.human is not None and not self.busy() \
                and self.dialog.handle(event):
            return True
        if self.discard_action is not None and self.discard_button.handle(event):
            return True
        if self.locked is not None and self.confirm_button.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.held_tile() is not None:
                self.rotate(1 if event.y > 0 else -1)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            # act on release, like the buttons: a click that ends a turn must not leave
            # its release to the hand-off screen that follows
            self.pressed = event.pos if event.button == 1 else None
            return event.button == 3 and self.cancel()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            return pressed is not None and self._press(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.pos_at(event.pos)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.cancel()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.kind in ("build", "war", "milestone") and self.locked is None \
                    and self.hover in self.targets:
                self.locked = self.hover
                return True
            self.confirm()
            return True
        if key == keys.code("rotate"):
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key == pygame.K_d:
            self.discard()
            return True
        if pygame.K_1 <= key <= pygame.K_4:
            self.select(key - pygame.K_1)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.targets and self.human is not None:
            order = sorted(self.targets)
            at = order.index(self.locked) if self.locked in order else -1
            step = 1 if key == pygame.K_RIGHT else -1
            self.locked = order[(at + step) % len(order)] if at >= 0 else order[0]
            self.set_view(self.human)
            return True
        if steps_view(event):
            self.set_view(next_seat(self.view_seat, self.state.num_players))
            return True
        return False

    def _press(self, event: pygame.event.Event) -> bool:
        """A left click (on release)."""
        pos = event.pos
        if self.kind == "pick" and self.human is not None:
            for i in range(len(self.my_hand())):
                if self.card_rect(i).collidepoint(pos):
                    self.select(i)
                    return True
        seat = seat_at(self.panels, pos)
        if seat is not None:
            self.set_view(seat)
            return True
        cell = self.pos_at(pos)
        if cell is not None and self.human is not None and self.view_seat == self.human \
                and cell in self.targets:
            self.choose(cell)
            return True
        return False

    # -- previews ----------------------------------------------------------------------------
    def preview(self, pos: Pos) -> tuple[int, str, tuple[int, int], tuple[int, int]] | None:
        """(cost, how, income now, income with the held tile) of building at ``pos``."""
        tile = self.held_tile()
        if tile is None or self.human is None:
            return None
        code = tile * 4 + self.rotation % 4 if not view_model.is_whole(tile) else tile * 4
        return self.figures.build(self.human, tile, code, pos)

    def show_hint(self, action: Any, text_: str) -> None:
        """Mark the AI's suggestion."""
        self.hint_text = text_
        self.hint_action = action
        if action is None or self.human is None:
            return
        if action[0] == A_BUILD:
            self.rotation = action[4]
        if action[0] == A_PICK:
            hand = self.my_hand()
            if action[1] in hand:
                self.selected = hand.index(action[1])
        if self.dialog is not None:
            self.dialog.hint(action)

    def _hint_place(self) -> Pos | None:
        """The district position the hint builds on (build, war, milestone), or None."""
        action = self.hint_action
        if action is None:
            return None
        if action[0] == A_BUILD:
            return (action[2], action[3])
        if action[0] in (A_WAR, A_MILESTONE):
            return (action[1], action[2])
        return None

    def own_choice(self) -> bool:
        """A choice of your own other than the hint: another tile selected in the hand,
        another place held, or a dialog open."""
        action = self.hint_action
        if action is None or self.dialog is not None:
            return True
        if self.kind == "pick":
            hand = self.my_hand()
            return self.selected is not None and (
                self.selected >= len(hand) or (A_PICK, hand[self.selected]) != tuple(action))
        return self.locked is not None and self.locked != self._hint_place()

    def hint_hit(self, pos: tuple[int, int]) -> bool:
        """Is ``pos`` on the hint's ghost: its place in your district, or the hinted tile
        in your hand?"""
        action = self.hint_action
        if action is None or self.human is None:
            return False
        place = self._hint_place()
        if place is not None:
            return self.view_seat == self.human and self.pos_at(pos) == place
        if action[0] == A_PICK and self.kind == "pick":
            hand = self.my_hand()
            return action[1] in hand and self.card_rect(hand.index(action[1])).collidepoint(pos)
        return False

    # -- drawing -----------------------------------------------------------------------------
    def focus_point(self) -> tuple[int, int] | None:
        """The keyboard's selection on screen (the chosen hand tile), for the ? key."""
        if self.selected is None or self.selected >= len(self.my_hand()):
            return None
        return self.card_rect(self.selected).center

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """What is under ``pos`` in plain words ("title\nexplanation"), or None."""
        if self.dialog is not None and self.human is not None:
            return None
        placing = self.human is not None and self.kind in ("build", "war", "milestone")
        hover = tips.Hover(
            names=[seat.name for seat in self.host.session.seats], slots=self.slots,
            district=self.dists[self.view_seat], cell=self.pos_at(pos), placing=placing,
            hand=self.my_hand(), panels=self.panels,
            purses=[purse.rect for purse in self.animation.purses],
            vp=self.animation.display_vp, coins=self.animation.display_coins)
        tip = tips.tip_at(pos, hover)
        return None if tip is None else f"{tip[0]}\n{tip[1]}"

    def look(self) -> Look:
        """What the painters draw this frame (see game.ui.capital.look)."""
        human = self.human
        pos = self.locked or self.hover
        state = self.state
        shows = self.animation
        figures = self.figures
        outlooks = {seat: figures.outlook(seat) for seat in (human, self.view_seat)
                    if seat is not None}
        lead = None
        if state.era <= 5 and not state.is_terminal():
            lead = figures.milestone_now([s.name for s in self.host.session.seats])
        return Look(
            state=state, seats=self.host.session.seats, attract=self.host.attract,
            thinking=self.host.thinking_progress(), mouse=self.app.mouse, anim=self.app.anim,
            time=shows.time, version=self.version, view_seat=self.view_seat, cell=self.cell,
            origin=self.origin, bounds=self.bounds, dists=self.dists,
            pending=shows.pending_stacks(self.view_seat), bounce=shows.bounce,
            last=figures.last_place(self.view_seat), lit=shows.lit, human=human,
            kind=self.kind, targets=self.targets, locked=self.locked, hover=self.hover,
            selected=self.selected, rotation=self.rotation, held=self.held_tile(),
            preview_here=self.preview(pos) if pos in self.targets else None,
            hint_action=self.hint_action, hint_text=self.hint_text,
            drops=getattr(self.dialog, "drops", None), dialog=self.dialog, busy=self.busy(),
            viewer=self.viewer(), my_hand=self.my_hand(), vp=self.vp, coins=self.coins,
            display_vp=shows.display_vp, display_coins=shows.display_coins, picks=self.picks,
            picks_up=self.picks_up, hand_sizes=self.hand_sizes, slots=self.slots,
            era=shows.shown_era(self.era), events=shows.events, log=shows.log,
            hurry=shows.hurry, banner=shows.banner(), flight=shows.flight,
            debris=shows.debris, tokens=shows.tokens, outlooks=outlooks, milestone_lead=lead,
            totals_viewed=figures.totals(self.view_seat),
            last_places=[figures.last_place(seat) for seat in range(state.num_players)],
            panels=self.panels, purses=shows.purses, layers=self.layers, thumbs=self.thumbs,
            discard_button=self.discard_button, confirm_button=self.confirm_button,
            coach_lane=self.coach_lane)

    def draw(self, surface: pygame.Surface) -> None:
        look = self._look = self.look()
        view.draw_view(look, surface)
        self.hand_drawn_for = strip.draw_strip(look, surface)
        side.draw_side(look, surface)
        self.menu.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        look, self._look = self._look or self.look(), None  # the frame's, drawn just now
        view.draw_over(look, surface)
        self.tip.draw(surface)
        if not look.attract:
            view.draw_hint_words(look, surface)
