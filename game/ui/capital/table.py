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

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import pygame

from game.rules.capital import tables as T
from game.rules.capital.actions import (
    A_BUILD,
    A_DISCARD,
    A_ECON,
    A_EXCHANGE,
    A_MILESTONE,
    A_PICK,
    A_SHRINK,
    A_WAR,
    CapitalAction,
)
from game.rules.capital.phases import PICK
from game.rules.capital.state import CapitalState
from game.ui.capital import (
    art,
    dialogs,
    effect_texts,
    income,
    layout,
    side,
    strip,
    tips,
    view,
    view_model,
)
from game.ui.capital.layers import Layers
from game.ui.capital.layout import GRID, HAND, MAX_CELL, SIDE, VIEW
from game.ui.capital.look import Look
from game.ui.capital.particles import Debris, Purse, Token
from game.ui.capital.view_model import Pos
from game.ui.kit import keys, motion, text, theme, tooltip
from game.ui.kit.person import does, people, possessive
from game.ui.kit.physics import Bounce
from game.ui.kit.picture_cache import PictureCache
from game.ui.kit.widgets import Button
from game.ui.table.board import Board
from game.ui.table.board_host import BoardHost
from game.ui.table.board_menu import BoardMenu
from game.ui.table.flight import Flight, arc_rect
from game.ui.table.view_cycle import next_seat, seat_at, steps_view


@dataclass
class Event:
    """A queued show-piece: a war collapse, a banner or an income beat."""

    kind: str  # "war", "banner", "beat", "reveal"
    seat: int = 0
    positions: tuple = ()
    label: str = ""
    duration: float = 1.0
    beat: income.Beat | None = None
    stacks: dict | None = None
    era: int = 0
    time: float = 0.0
    started: bool = False
    applied: bool = False


class CapitalBoard(Board):
    """See the module docstring."""

    @property
    def state(self) -> CapitalState:
        """The live state: a Capital game's."""
        return cast(CapitalState, self.host.session.state)

    def __init__(self, host: BoardHost) -> None:
        super().__init__(host)
        self.time = 0.0
        self.view_seat = 0
        self.human: int | None = None
        self.selected: int | None = None
        self.rotation = 0
        self.hover: Pos | None = None
        self.locked: Pos | None = None
        self.targets: dict[Pos, Any] = {}
        self.discard_action: Any = None
        self.dialog: dialogs.Dialog | None = None
        self.flight: Flight | None = None
        self.bounce: tuple[int, Pos, Bounce] | None = None
        self.debris: list[Debris] = []
        self.tokens: list[Token] = []
        self.events: list[Event] = []
        self.lit: set[tuple[int, int]] = set()
        self.log: list[income.Beat] = []
        self.hint_action: Any = None
        self.hand_drawn_for: int | None = None
        self.tip = tooltip.BoardTip()
        self.pressed: tuple[int, int] | None = None
        self.hurry = False
        self.cell = 80
        self.origin = (GRID.x, GRID.y)
        self._preview: dict[tuple, Any] = {}  # previews, totals and places, by key
        self.thumbs: PictureCache[pygame.Surface] = PictureCache()
        self.layers = Layers()
        self.version = 0
        self._refresh()
        self.display_vp = list(self.vp)
        self.display_coins = list(self.coins)
        self._layout()
        self.fit()

    # -- engine hooks ------------------------------------------------------------------
    #: what came to light after a move, for "why not undo" (undo_hint)
    reveal_words = "the picks were shown together or new hands were dealt"

    def _layout(self) -> None:
        n = self.state.num_players
        gap = 6
        self.panel_h = int(min(150, (SIDE.h - 52 - 230 - gap * (n - 1)) / n))
        self.panels = [pygame.Rect(SIDE.x, SIDE.y + i * (self.panel_h + gap), SIDE.w,
                                   self.panel_h) for i in range(n)]
        self.purses = []
        for i, rect in enumerate(self.panels):
            purse = Purse(pygame.Rect(rect.x + 14, rect.bottom - 36, 84, 28), seed=i)
            purse.set_count(self.display_coins[i], instant=True)
            self.purses.append(purse)
        by = SIDE.bottom - 46
        self.menu = BoardMenu(self.host, SIDE.x, by, keyboard=False)  # Tab shows a district
        self.discard_button = Button((HAND.x + 8, HAND.bottom - 40, 190, 36), "Discard (D)",
                                     self.discard, 22)
        # above the help line at the grid's foot (it once covered it)
        self.confirm_button = Button((GRID.centerx - 90, GRID.bottom - 68, 180, 38),
                                     "Confirm (Enter)", self.confirm, 22)

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
        self._preview.clear()

    def sync(self) -> None:
        """State changed (action, undo, load): drop the held tile, refresh."""
        self._refresh()
        if len(self.purses) != self.state.num_players:
            self._layout()
        self.selected = None
        self.locked = None
        self.hover = None
        self.targets = {}
        self.discard_action = None
        self.dialog = None
        self.hint_action = None
        self.human = None
        if not self.events:
            self._settle_display()
        seat = self.state.current_player
        if seat is not None and self.host.session.seats[seat].is_ai and not self.events:
            self.set_view(seat)
        self.fit()

    def _settle_display(self) -> None:
        self.display_vp = list(self.vp)
        self.display_coins = list(self.coins)
        for purse, coins in zip(self.purses, self.display_coins, strict=True):
            purse.set_count(coins)

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
        self.cell = int(max(30, min(MAX_CELL, (GRID.w - 10) / cols, (GRID.h - 50) / rows)))
        w, h = cols * self.cell, rows * self.cell
        self.origin = (GRID.centerx - w // 2 - x0 * self.cell,
                       GRID.y + (GRID.h - 50 - h) // 2 - y0 * self.cell)
        self.bounds = (x0, y0, x1, y1)

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

    def pick_slot(self, seat: int) -> pygame.Rect:
        """Where a seat's pick lies on its panel."""
        return layout.pick_slot(self.panels[seat])

    def milestone_rect(self, slot: int) -> pygame.Rect:
        """Rectangle of milestone slot ``slot`` in the strip."""
        return layout.milestone_rect(slot)

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
        self._submit(action)

    def discard(self) -> None:
        """Discard the picked tile for coins."""
        if self.discard_action is not None and self.human is not None:
            self._submit(self.discard_action)

    def _submit(self, action: Any) -> None:
        self.host.submit(action)

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
        if kind == A_PICK:
            start = self.pick_slot(seat).move(0, -70 if seat else 70)
            self.flight = Flight(-1, start, self.pick_slot(seat),
                                 self.app.anim(0.3 * speed), on_done)
        elif kind == A_BUILD:
            self.set_view(seat)
            code = action[1] * 4 + action[4]
            self.flight = Flight(code, self.pick_slot(seat), self.cell_rect((action[2], action[3])),
                                 self.app.anim(0.6 * speed), on_done)
        elif kind == A_DISCARD:
            self.flight = Flight(action[1] * 4, self.pick_slot(seat), self.purses[seat].rect,
                                 self.app.anim(0.45 * speed), on_done)
        elif kind == A_MILESTONE:
            self.set_view(seat)
            slot = self.state.era - 1
            self.flight = Flight(T.MILESTONE_TILE[self.state.faces[slot]] * 4,
                                 self.milestone_rect(slot), self.cell_rect((action[1], action[2])),
                                 self.app.anim(0.9 * speed), on_done)
        elif kind == A_WAR:
            self.set_view(seat)
            self.locked = (action[1], action[2])
            self.flight = Flight(-2, self.cell_rect(self.locked), self.cell_rect(self.locked),
                                 self.app.anim(0.45 * speed), on_done)
        else:
            on_done()

    def landed(self, seat: int, action: Any, before: Any) -> None:
        """An action was applied: queue its show-pieces (collapses, reveals, income)."""
        state = self.state
        volume = 0.35 if self.host.attract else 1.0
        kind = action[0]
        self.locked = None
        if kind in (A_BUILD, A_MILESTONE):
            pos = (action[2], action[3]) if kind == A_BUILD else (action[1], action[2])
            if seat == self.view_seat:
                self.bounce = (seat, pos, Bounce(drop=50.0))
            self.app.sound.play("place", volume)
        elif kind in (A_DISCARD, A_ECON, A_EXCHANGE):
            self.app.sound.play("stone", volume)
        names = [s.name for s in self.host.session.seats]
        who = people(names, self.host.session.humans)
        if kind == A_MILESTONE:
            face = before.faces[before.era - 1]
            _winner, why = view_model.milestone_reason(
                view_model.districts(before), list(before.coins), list(before.vp), face, names)
            metric = effect_texts.MILESTONES[view_model.milestone_id(face)][0]
            self.events.append(Event("award", seat, label=(
                f"{who[seat].does('win', 'wins')} {view_model.name(T.MILESTONE_TILE[face])} - "
                f"{metric}: {why}"),
                duration=1.8))
        for s in range(state.num_players):
            gone = tuple(sorted(set(before.dist[s]) - set(state.dist[s])))
            if gone:
                self.events.append(Event("war", s, gone, duration=1.3,
                                         label=self._removed_label(before, s, gone, action),
                                         stacks={p: before.dist[s][p] for p in gone}))
        if before.phase == PICK and state.phase != PICK and before.era == state.era \
                and before.rnd == state.rnd:
            self.events.append(Event("reveal", duration=0.9, label="Picks revealed together"))
        self._milestone_news(before, names)
        beats = income.beats(before, state)
        if beats:
            roman = view_model.ROMAN[before.era - 1]
            self.events.append(Event("banner", label=f"Income of era {roman}", duration=0.9,
                                     era=before.era))
            for beat in beats:
                self.events.append(Event("beat", beat.seat, beat=beat, duration=0.8,
                                         era=before.era))
        if state.era != before.era:
            self.events.append(Event("banner", label=(
                f"Era {view_model.ROMAN[state.era - 1]}: 4 new tiles each, hands pass "
                f"{view_model.direction(state.era)}"), duration=1.4))
        if self.events:
            vp, coins = income.totals(beats, state.num_players)
            self.display_vp = [a - b for a, b in zip(self.vp, vp, strict=True)]
            self.display_coins = [a - b for a, b in zip(self.coins, coins, strict=True)]
            for purse, c in zip(self.purses, self.display_coins, strict=True):
                purse.set_count(c)
        else:
            self._settle_display()

    def _removed_label(self, before: Any, seat: int, gone: tuple, action: Any) -> str:
        name = self.host.session.seats[seat].name
        names = []
        for pos in gone:
            tile = before.dist[seat][pos][-1] >> 2
            label = view_model.name(tile)
            names.append(label if " " in label else f"tile {label}")
        count = " and ".join(names) if len(gone) <= 2 else f"{len(gone)} stacks"
        if action[0] == A_SHRINK or before.phase == 2 or before.era not in (3, 4):
            return f"{possessive(name)} district shrinks: {count} leave the game"
        war = "First World War" if before.era == 3 else "Second World War"
        return f"{war}: {does(name, 'lose')} {count}"

    def _milestone_news(self, before: Any, names: list[str]) -> None:
        """Announce an unawarded milestone (an award is announced by its placement)."""
        state = self.state
        era = before.era
        if era > 5 or view_model.income_done(before, era, 0) \
                or not view_model.income_done(state, era, 0):
            return
        face = before.faces[era - 1]
        if before.phase == 4 or any(ms.owner is not None and ms.slot == era - 1
                                    for ms in view_model.milestone_slots(state)):
            return
        _winner, why = view_model.milestone_reason(view_model.districts(state), list(before.coins),
                                              list(before.vp), face, names)
        self.events.append(Event("banner", label=(
            f"Nobody wins {view_model.name(T.MILESTONE_TILE[face])}: {why}"), duration=1.8))

    def banner(self) -> str:
        """The caption of the show-piece running now (or the last one, briefly)."""
        if self.events and self.events[0].started and self.events[0].kind != "beat":
            return self.events[0].label
        return ""

    def shown_era(self) -> view_model.EraInfo:
        """The era banner: the era whose income is being shown, else the state's."""
        for event in self.events:
            if event.kind == "beat" and event.era:
                return view_model.EraInfo(event.era, 4, "income", view_model.direction(event.era))
        return self.era

    def outlook(self, seat: int) -> tuple[int, int]:
        """(VP, coins) the automatic income would give ``seat`` now (cached)."""
        key = ("outlook", seat, self.version)
        if key not in self._preview:
            self._preview[key] = view_model.income(self.dists[seat])
        return self._preview[key]

    def milestone_now(self) -> tuple[int | None, str]:
        """Who would win this era's milestone now, and why (cached)."""
        key = ("milestone", self.version)
        if key not in self._preview:
            names = [s.name for s in self.host.session.seats]
            face = self.state.faces[self.state.era - 1]
            self._preview[key] = view_model.milestone_reason(self.dists, self.coins, self.vp, face,
                                                        names)
        return self._preview[key]

    def totals(self, seat: int) -> dict:
        """The engine's breakdown totals of ``seat`` (cached per state version)."""
        key = ("totals", seat, self.version)
        if key not in self._preview:
            self._preview[key] = self.state.breakdown(seat)["total"]
        return self._preview[key]

    def last_place(self, seat: int | None = None) -> Pos | None:
        """Where a seat (default: the viewed one) last placed a tile (cached)."""
        seat = self.view_seat if seat is None else seat
        key = ("last", seat, self.version)
        if key not in self._preview:
            self._preview[key] = view.last_place(self.state, seat, self.dists[seat])
        return self._preview[key]

    def busy(self) -> bool:
        return self.flight is not None or bool(self.events)

    # -- animation ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        for purse in self.purses:
            purse.update(dt)
        if self.bounce is not None:
            self.bounce[2].update(dt * max(0.5, self.app.options.animation_speed))
            if self.bounce[2].done():
                self.bounce = None
        for piece in self.debris:
            piece.update(dt * max(0.5, self.app.options.animation_speed))
        self.debris = [d for d in self.debris if not d.done()]
        for token in self.tokens:
            token.update(dt)
        self.tokens = [t for t in self.tokens if not t.done()]
        flight = self.flight
        if flight is not None and flight.advance(dt):
            self.flight = None
            flight.land()
        self._run_events(dt)
        self.tip.update(dt, self.focus_point(), self.app.mouse, self.tooltip_at)
        self.menu.update(dt)
        if self.dialog is not None:
            self.dialog.widgets.update(dt)

    def _run_events(self, dt: float) -> None:
        if not self.events:
            self.hurry = False
            return
        if self.hurry:
            dt *= 6
        event = self.events[0]
        if not event.started:
            event.started = True
            self._start_event(event)
        event.time += dt
        if event.kind == "beat" and not event.applied and event.time >= self.app.anim(0.45):
            event.applied = True
            self._apply_beat(event.beat)
        if event.time >= self.app.anim(event.duration):
            self.events.pop(0)
            self.lit = set()
            if not self.events:
                self.log = []
                self._settle_display()
                self.host.track.set_scores(self.state.scores())
                seat = self.state.current_player
                if seat is not None and self.human is None:
                    self.set_view(seat)
                elif self.human is not None:
                    self.set_view(self.human)
        elif self.events and any(e.kind == "beat" for e in self.events):
            self.host.track.set_scores(self.display_vp)

    def _start_event(self, event: Event) -> None:
        if event.kind == "war":
            self.set_view(event.seat)
            for i, pos in enumerate(event.positions):
                stack = (event.stacks or {}).get(pos, ())
                colours = _stack_colours(stack)
                if motion.reduced():
                    continue
                self.debris.append(Debris(self.cell_rect(pos), colours, len(stack), seed=i + 7))
            self.app.sound.play("place")
        elif event.kind in ("banner", "award"):
            if event.kind == "award":
                self.set_view(event.seat)
            self.app.sound.play("turn", 0.5)
        elif event.kind == "reveal":
            self.app.sound.play("rotate")
        elif event.kind == "beat" and event.beat is not None:
            beat = event.beat
            if beat.seat != self.view_seat:
                self.set_view(beat.seat)
            if not self.log or self.log[-1].seat != beat.seat:
                self.log = []
            self.log.append(beat)
            self.lit = set(beat.cells)
            self._launch_tokens(beat)

    def pending_stacks(self, seat: int) -> dict:
        """Removed stacks of ``seat`` whose collapse has not been shown yet (still drawn)."""
        out: dict = {}
        for event in self.events:
            if event.kind == "war" and event.seat == seat and not event.started:
                out.update(event.stacks or {})
        return out

    def _launch_tokens(self, beat: income.Beat) -> None:
        if motion.reduced():  # no tokens flying to the track and the purse
            if beat.vp:
                self.app.sound.play("turn", 0.4)
            return
        cells = beat.cells or {(0, 0)}
        half = self.cell / 2
        cx = sum(self.origin[0] + (c[0] + 0.5) * half for c in cells) / len(cells)
        cy = sum(self.origin[1] + (c[1] + 0.5) * half for c in cells) / len(cells)
        track = self.host.track
        target = track.point(track.shown[beat.seat] + beat.vp)
        duration = self.app.anim(0.5)
        for i in range(min(abs(beat.vp), 8)):
            kind = "vp" if beat.vp > 0 else "minus"
            self.tokens.append(Token((cx, cy), target, kind, i * 0.04, duration))
        purse = self.purses[beat.seat].rect
        for i in range(min(max(beat.coins, 0), 8)):
            self.tokens.append(Token((cx, cy), purse.midtop, "coin", i * 0.04, duration))
        if beat.vp:
            self.app.sound.play("turn", 0.4)

    def _apply_beat(self, beat: income.Beat | None) -> None:
        if beat is None:
            return
        self.display_vp[beat.seat] += beat.vp
        self.display_coins[beat.seat] += beat.coins
        self.purses[beat.seat].set_count(self.display_coins[beat.seat])
        self.host.track.set_scores(self.display_vp)
        if beat.coins:
            self.app.sound.play("stone", 0.6)

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.tip.handle(event):
            return True
        if self.menu.handle(event):
            return True
        if self.events and not self.host.attract and (
                event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
                or event.type == pygame.MOUSEBUTTONUP and VIEW.collidepoint(event.pos)):
            self.hurry = True  # hurry the show along (income, wars, banners)
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
            self._motion(event.pos)
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

    def _motion(self, point: tuple[int, int]) -> None:
        self.hover = self.pos_at(point)

    # -- previews ----------------------------------------------------------------------------
    def preview(self, pos: Pos) -> tuple[int, str, tuple[int, int], tuple[int, int]] | None:
        """(cost, how, income now, income with the held tile) of building at ``pos``."""
        tile = self.held_tile()
        if tile is None or self.human is None:
            return None
        code = tile * 4 + self.rotation % 4 if not view_model.is_whole(tile) else tile * 4
        key = (pos, code, self.version)
        if key not in self._preview:
            d = self.dists[self.human]
            cost, how = view_model.build_cost(d, tile, pos)
            self._preview[key] = (cost, how, view_model.income(d),
                                  view_model.income(view_model.with_tile(d, pos, code)))
        return self._preview[key]

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
            purses=[purse.rect for purse in self.purses], vp=self.display_vp,
            coins=self.display_coins)
        tip = tips.tip_at(pos, hover)
        return None if tip is None else f"{tip[0]}\n{tip[1]}"

    def look(self) -> Look:
        """What the painters draw this frame (see game.ui.capital.look)."""
        human = self.human
        pos = self.locked or self.hover
        state = self.state
        outlooks = {seat: self.outlook(seat) for seat in (human, self.view_seat)
                    if seat is not None}
        lead = self.milestone_now() if state.era <= 5 and not state.is_terminal() else None
        return Look(
            state=state, seats=self.host.session.seats, attract=self.host.attract,
            thinking=self.host.thinking_progress(), mouse=self.app.mouse, anim=self.app.anim,
            time=self.time, version=self.version, view_seat=self.view_seat, cell=self.cell,
            origin=self.origin, bounds=self.bounds, dists=self.dists,
            pending=self.pending_stacks(self.view_seat), bounce=self.bounce,
            last=self.last_place(), lit=self.lit, human=human, kind=self.kind,
            targets=self.targets, locked=self.locked, hover=self.hover, selected=self.selected,
            rotation=self.rotation, held=self.held_tile(),
            preview_here=self.preview(pos) if pos in self.targets else None,
            hint_action=self.hint_action, drops=getattr(self.dialog, "drops", None),
            busy=self.busy(), viewer=self.viewer(), my_hand=self.my_hand(), vp=self.vp,
            coins=self.coins, display_vp=self.display_vp, display_coins=self.display_coins,
            picks=self.picks, picks_up=self.picks_up, hand_sizes=self.hand_sizes,
            slots=self.slots, era=self.shown_era(), events=self.events, log=self.log,
            hurry=self.hurry, banner=self.banner(), flight=self.flight, outlooks=outlooks,
            milestone_lead=lead, totals_viewed=self.totals(self.view_seat),
            last_places=[self.last_place(seat) for seat in range(state.num_players)],
            panels=self.panels, purses=self.purses, layers=self.layers, thumbs=self.thumbs,
            discard_button=self.discard_button, confirm_button=self.confirm_button)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look()
        view.draw_view(look, surface)
        self.hand_drawn_for = strip.draw_strip(look, surface)
        side.draw_side(look, surface)
        self.menu.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        for piece in self.debris:
            piece.draw(surface)
        for token in self.tokens:
            token.draw(surface)
        if self.flight is not None:
            f = self.flight  # what flies: a tile code, -1 a face-down card, -2 a war mark
            r = arc_rect(f, 70)
            if f.what == -1:
                surface.blit(art.back(r.w), r)
            elif f.what == -2:
                pulse = 0.5 + 0.5 * math.sin(self.time * 14)
                pygame.draw.rect(surface, theme.shade(theme.DANGER, 0.7 + 0.5 * pulse), r, 5)
            else:
                surface.blit(art.tile(f.what, max(8, r.w)), r)
        if self.dialog is not None and self.human is not None and not self.busy():
            self.dialog.draw(surface)
        view.draw_banner(surface, self.banner(), not self.hurry and not self.host.attract)
        self.tip.draw(surface)
        if self.host.attract:
            return
        if self.hint_text:
            text.draw_lines(surface, self.hint_text, text.reading(22), theme.GOLD,
                            (VIEW.x + 12, VIEW.y + 40),
                            560, shadow=True)


def _stack_colours(stack: tuple) -> list[tuple[int, int, int]]:
    """Colours of a stack's top tile, for its debris."""
    if not stack:
        return [(120, 120, 120)]
    code = stack[-1]
    quarters = view_model.quarters(code)
    if not quarters:
        return [art.PUBLIC_FILL if view_model.is_public(code >> 2) else art.MILESTONE_FILL]
    return [art.COLOURS[q >> 2] for q in quarters]
