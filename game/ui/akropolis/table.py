"""The Akropolis play view: cities of stacking hex towers, the construction site, panels.

Input: pick a site tile (click or 1-6), move over the city (the ghost snaps to the
nearest legal place), rotate (R / Shift+R / wheel), click to lock, click again or
Enter to confirm, right-click / Esc to cancel. Zoom with +/- or Ctrl+wheel (the
wheel alone while no tile is held), pan with right- or middle-drag or the arrows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import pygame

from game.engine.i18n import N_, ngettext
from game.rules.akropolis.actions import Take
from game.ui.akropolis import city, geo, panels, preview, tips, view_model, viewdraw
from game.ui.akropolis.animation import Animations
from game.ui.akropolis.layout import SIDE, VIEW, site_slot
from game.ui.akropolis.look import Look
from game.ui.akropolis.view_model import Candidate, Space
from game.ui.kit import corners, keys, tooltip
from game.ui.kit.picture_cache import PictureCache
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import coach
from game.ui.table.board import Board
from game.ui.table.board_host import BoardHost
from game.ui.table.board_menu import BoardMenu
from game.ui.table.view_cycle import next_seat, seat_at, steps_view

MIN_SIZE, MAX_SIZE = 12.0, 56.0


class AkropolisBoard(Board):
    """See the module docstring."""

    def __init__(self, host: BoardHost) -> None:
        super().__init__(host)
        self.view_seat = 0
        self.size = 30.0
        self.pan = [0.0, 0.0]
        self.user_view = False
        self.selected: int | None = None
        self.rotation = 0
        self.ghost: Candidate | None = None
        self.locked = False
        self.candidates: list[Candidate] = []
        self.human: int | None = None
        #: what moves on the table (flights, bounces, stones in the trays)
        self.animation = Animations(host)
        self.hint_action: Any = None
        #: (seat, size, pan) of the view when the hint was shown (held while it is)
        self._hint_view: tuple[int, float, tuple[float, ...]] | None = None
        self.tip = tooltip.BoardTip()
        self.drag_from: tuple[int, int] | None = None
        self.dragged = False
        #: the viewed city's image ("city") and each seat's thumbnail (("thumb", seat))
        self.pictures: PictureCache = PictureCache()
        self.composite = panels.Composite()
        self.version = 0
        self._gains: tuple[tuple, dict[str, int] | None] = ((), None)
        self._look: Look | None = None
        self._refresh()
        self._layout_panels()

    # -- the engine hooks -----------------------------------------------------------
    #: what came to light after a move, for "why not undo" (undo_hint)
    reveal_words = N_("a new stack was turned over on the construction site")

    def _layout_panels(self) -> None:
        n = self.state.num_players
        gap = 8
        self.panel_h = int(min(150, (452 - gap * (n - 1)) / n))
        self.panels = [pygame.Rect(SIDE.x, SIDE.y + i * (self.panel_h + gap), SIDE.w, self.panel_h)
                       for i in range(n)]
        self.animation.layout(self.panels, self.table.stones)
        by = SIDE.bottom - 46
        self.menu = BoardMenu(self.host, SIDE.x, by, keyboard=False)
        self.confirm_buttons = WidgetGroup([
            Button((VIEW.centerx - 150, VIEW.y + 8, 140, 36), N_("Place (Enter)"), self.confirm,
                   22),
            Button((VIEW.centerx + 10, VIEW.y + 8, 140, 36), N_("Cancel (Esc)"), self.cancel,
                   22),
        ], keyboard=False)

    def _refresh(self) -> None:
        """Read everything drawn from the state once per change (not per frame)."""
        self.version += 1
        self.table = view_model.read_table(self.state, self.version)

    def sync(self) -> None:
        """State changed: drop the held tile, refit the view, refresh trays."""
        state = self.state
        self._refresh()
        if self.animation.trays and len(self.animation.trays) != state.num_players:
            self._layout_panels()
        self.selected = None
        self.locked = False
        self.ghost = None
        self.candidates = []
        self.hint_action = None
        self.human = None
        self.animation.set_stones(view_model.stones(state))
        if not self.user_view:
            self.fit()

    def show_hint(self, action: Any, text: str) -> None:
        """Outline the suggested place and site tile; the text shows the win chance.
        The view of your city is held where it is while the hint is shown, so its
        ghost stays put when you take the tile."""
        self.hint_text = text
        self.hint_action = action
        self._hint_view = None
        if action is not None and self.human is not None and self.view_seat == self.human:
            self._hint_view = (self.human, self.size, tuple(self.pan))

    def own_choice(self) -> bool:
        """A tile of your own in hand (not the hinted one), or a place held."""
        if self.locked:
            return True
        hinted = self.hint_action[0] if self.hint_action is not None else None
        return self.selected is not None and self.selected != hinted

    def hint_hit(self, pos: tuple[int, int]) -> bool:
        """Is ``pos`` on one of the hinted place's hexes in your city?"""
        action = self.hint_action
        if action is None or self.human is None or self.view_seat != self.human:
            return False
        if not VIEW.collidepoint(pos):
            return False
        index, q, r, rot = action
        columns = self.table.cities[self.human]
        spaces = view_model.placement_spaces(q, r, rot)
        level = max(len(columns.get(space, [])) for space in spaces) + 1
        return any(geo.inside(pos, geo.corners(*self.top_centre(space, level), self.size))
                   for space in spaces)

    def human_turn(self, seat: int) -> None:
        self.human = seat
        self.set_view(seat)

    def set_view(self, seat: int) -> None:
        """Show a seat's city in the main view."""
        if seat != self.view_seat:
            self.view_seat = seat
            self.user_view = False
            self.fit()

    def fit(self) -> None:
        """Zoom and centre so the viewed city (plus a ring to build on) fits the view (in
        a tutorial at its top, leaving the coach a lane below as tall as the step's panel
        as wide as the view); back to the hint's view
        instead while a hint for this city is shown."""
        held = self._hint_view
        if self.hint_action is not None and held is not None and held[0] == self.view_seat:
            self.size, self.pan = held[1], list(held[2])
            return
        x0, y0, x1, y1, tallest = city.extents(self.table.cities[self.view_seat])
        w = (x1 - x0) + 2 * geo.SQRT3 * 1.4
        h = (y1 - y0) + 2 * 1.5 * geo.SQUASH * 1.4 + tallest * geo.LIFT
        room: float = VIEW.h - 40
        lane = self.coach_room(coach.VIEW.w, this_step=True)
        if lane:  # the city ends above a lane for the step's panel as wide as the view
            top = VIEW.centery - room / 2
            room = min(room, coach.VIEW.bottom - coach.CAPTION - corners.GAP - lane - top)
        self.size = max(MIN_SIZE, min(42.0, VIEW.w / w, room / h))
        lift = geo.lift(self.size)
        self.pan = [-(x0 + x1) / 2 * self.size, -(y0 + y1) / 2 * self.size + tallest * lift / 2]
        if self.coach_lane:  # at the view's top: the coach's panel fits below the city
            self.pan[1] -= max(0.0, VIEW.h - 40 - h * self.size) / 2

    def relayout(self) -> None:
        """The coach's lane changed (a tutorial began, its step changed): fit again."""
        if not self.user_view:
            self.fit()

    # -- geometry helpers ---------------------------------------------------------
    def origin(self) -> tuple[float, float]:
        """Screen position of the viewed city's origin hex (ground centre)."""
        return VIEW.centerx + self.pan[0], VIEW.centery + self.pan[1]

    def frame(self) -> geo.CityFrame:
        """Where the viewed city is on screen now (origin and hex size)."""
        ox, oy = self.origin()
        return geo.CityFrame(ox, oy, self.size)

    def top_centre(self, space: Space, level: int) -> tuple[float, float]:
        """Screen centre of a top face at ``level`` in the main view."""
        return self.frame().top_centre(space, level)

    def site_slot(self, i: int) -> pygame.Rect:
        """Rectangle of construction-site position ``i``."""
        return site_slot(i, len(self.table.site))

    def candidate_screen(self, cand: Candidate) -> tuple[float, float]:
        """Screen position of a candidate's centroid."""
        ox, oy = self.origin()
        return ox + cand.x * self.size, oy + cand.y * self.size

    # -- selection ----------------------------------------------------------------
    def affordable(self, i: int) -> bool:
        """Can the human to move pay for site position ``i``?"""
        return self.table.affordable(i)

    def select(self, i: int | None) -> None:
        """Take a site tile in hand (None puts it back)."""
        if i is not None and (self.human is None or i >= len(self.table.site)):
            return
        if i is not None and not self.affordable(i):
            self.host.say(ngettext("That tile costs {n} stone", "That tile costs {n} stones",
                                   i).format(n=i))
            self.app.sound.play("error")
            return
        self.selected = i
        self.locked = False
        self.ghost = None
        self.candidates = []
        if i is None:
            return
        human = self.human
        assert human is not None, "only a human selects a site tile"
        self.set_view(human)
        columns = self.table.cities[human]
        # the engine's actions are Takes (index, q, r, rotation); the contract says Hashable
        for action in cast(list[Take], self.state.legal_actions()):
            if action[0] != i:
                continue
            spaces = view_model.placement_spaces(action[1], action[2], action[3])
            level = len(columns.get(spaces[0], [])) + 1
            xs = [geo.centre(q, r, 1.0) for q, r in spaces]
            x = sum(p[0] for p in xs) / 3
            y = sum(p[1] for p in xs) / 3 - level * geo.LIFT
            self.candidates.append(Candidate(action, spaces, level, x, y))
        self.app.sound.play("click")
        self._snap(self.app.mouse)

    def _snap(self, mouse: tuple[int, int]) -> None:
        if self.selected is None or self.locked or not self.candidates:
            return
        ox, oy = self.origin()
        ux, uy = (mouse[0] - ox) / self.size, (mouse[1] - oy) / self.size
        same = [c for c in self.candidates if c.action[3] == self.rotation] or self.candidates
        best = min(same, key=lambda c: (c.x - ux) ** 2 + (c.y - uy) ** 2)
        self.ghost = best
        self.rotation = best.action[3]

    def step_place(self, delta: int) -> None:
        """Keyboard play: move the ghost to the next / previous legal place."""
        if not self.candidates:
            return
        order = sorted(self.candidates, key=lambda c: (round(c.y, 3), round(c.x, 3),
                                                       c.action[3]))
        index = order.index(self.ghost) if self.ghost in order else -1
        self.ghost = order[(index + delta) % len(order)]
        self.rotation = self.ghost.action[3]
        self.app.sound.play("click", 0.5)

    def rotate(self, delta: int) -> None:
        """Turn the held tile by 60° (locked: spin 120° on the same three spaces)."""
        if self.selected is None:
            return
        self.app.sound.play("rotate")
        if self.locked and self.ghost is not None:
            spaces = set(self.ghost.spaces)
            same = [c for c in self.candidates if set(c.spaces) == spaces]
            same.sort(key=lambda c: c.action[3])
            index = same.index(self.ghost)
            self.ghost = same[(index + (1 if delta > 0 else -1)) % len(same)]
            self.rotation = self.ghost.action[3]
            return
        self.rotation = (self.rotation + delta) % 6
        self._snap(self.app.mouse)

    def lock(self) -> None:
        """Hold the ghost where it is, waiting for confirmation."""
        if self.ghost is not None:
            self.locked = True
            self.app.sound.play("click")

    def confirm(self) -> None:
        """Play the locked placement."""
        if self.ghost is None or not self.locked:
            return
        action = self.ghost.action
        self.host.submit(action)

    def cancel(self) -> None:
        """Unlock, or put the tile back."""
        if self.locked:
            self.locked = False
            self._snap(self.app.mouse)
        else:
            self.select(None)

    def ghost_hit(self, pos: tuple[int, int]) -> bool:
        """Is ``pos`` on the ghost tile?"""
        if self.ghost is None:
            return False
        for space in self.ghost.spaces:
            cx, cy = self.top_centre(space, self.ghost.level)
            if geo.inside(pos, geo.corners(cx, cy, self.size)):
                return True
        return False

    # -- animation ------------------------------------------------------------------
    def play_move(self, seat: int, action: Any, on_done: Callable[[], None]) -> None:
        """Fly the AI's tile from the site to its city, then apply it."""
        self.set_view(seat)
        move = view_model.describe(self.state, seat, action)
        self.animation.play_move(move, self.site_slot(action[0]).center, on_done)

    def landed(self, seat: int, action: Any, before: Any) -> None:
        """Bounce the new tile into place; stones drop into the tray."""
        move = view_model.describe(before, seat, action)
        self.set_view(seat)
        gained = self.table.stones[seat] - view_model.stones(before)[seat] + move.cost
        self.animation.landed(move, gained)

    def cancel_animations(self) -> None:
        """Stop flights and bounces (after an undo)."""
        self.animation.cancel()

    def busy(self) -> bool:
        return self.animation.busy()

    def focus_point(self) -> tuple[int, int] | None:
        """The keyboard's selection on screen (the chosen site tile), for the ? key."""
        if self.selected is None or self.selected >= len(self.table.site):
            return None
        return self.site_slot(self.selected).center

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """What is under ``pos`` in plain words ("title\nexplanation"), or None."""
        if self.host.attract:
            return None
        names = [seat.name for seat in self.host.session.seats]
        return tips.tooltip_at(pos, self.frame(), self.table, self.view_seat,
                               self.selected is not None, self.panels, names)

    def update(self, dt: float) -> None:
        self.animation.tick(dt)
        self.tip.update(dt, self.focus_point(), self.app.mouse, self.tooltip_at)
        self.animation.update(dt)
        self.menu.update(dt)

    # -- input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.tip.handle(event):
            return True
        if self.menu.handle(event):
            return True
        if self.locked and self.confirm_buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._release(event)
        if event.type == pygame.MOUSEMOTION:
            if self.drag_from is not None:
                self.pan[0] += event.rel[0]
                self.pan[1] += event.rel[1]
                if abs(event.rel[0]) + abs(event.rel[1]) > 0:
                    self.dragged = True
                    self.user_view = True
                return True
            if VIEW.collidepoint(event.pos):
                self._snap(event.pos)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.cancel()
                return True
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.locked:
                self.confirm()
            else:
                self.lock()
            return True
        if key == keys.code("rotate"):
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_n, pygame.K_p) and self.selected is not None and not self.locked:
            self.step_place(1 if key == pygame.K_n else -1)
            return True
        if pygame.K_1 <= key <= pygame.K_9:
            self.select(key - pygame.K_1)
            return True
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom(1.15, VIEW.center)
            return True
        if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom(1 / 1.15, VIEW.center)
            return True
        if steps_view(event):
            self.set_view(next_seat(self.view_seat, self.state.num_players))
            return True
        if key == pygame.K_f:
            self.user_view = False
            self.fit()
            return True
        arrows = {pygame.K_LEFT: (40, 0), pygame.K_RIGHT: (-40, 0), pygame.K_UP: (0, 40),
                  pygame.K_DOWN: (0, -40)}
        if key in arrows:
            self.pan[0] += arrows[key][0]
            self.pan[1] += arrows[key][1]
            self.user_view = True
            return True
        return False

    def zoom(self, factor: float, at: tuple[int, int]) -> None:
        """Zoom about a screen point."""
        new = max(MIN_SIZE, min(MAX_SIZE, self.size * factor))
        ox, oy = self.origin()
        k = new / self.size
        self.pan[0] = at[0] - VIEW.centerx - (at[0] - ox) * k
        self.pan[1] = at[1] - VIEW.centery - (at[1] - oy) * k
        self.size = new
        self.user_view = True

    def _wheel(self, event: pygame.event.Event) -> bool:
        mouse = self.app.mouse
        ctrl = pygame.key.get_mods() & pygame.KMOD_CTRL if not self.app.headless else 0
        if self.selected is not None and not ctrl:
            self.rotate(1 if event.y > 0 else -1)
            return True
        if VIEW.collidepoint(mouse):
            self.zoom(1.1 if event.y > 0 else 1 / 1.1, mouse)
            return True
        return False

    def _press(self, event: pygame.event.Event) -> bool:
        pos = event.pos
        if event.button in (2, 3) and VIEW.collidepoint(pos):
            self.drag_from = pos
            self.dragged = False
            return True
        if event.button != 1:
            return False
        for i in range(len(self.table.site)):
            if self.site_slot(i).collidepoint(pos) and self.human is not None:
                self.select(None if self.selected == i else i)
                return True
        seat = seat_at(self.panels, pos)
        if seat is not None:
            self.set_view(seat)
            return True
        if VIEW.collidepoint(pos) and self.selected is not None:
            if self.locked:
                if self.ghost_hit(pos):
                    self.confirm()
                else:
                    self.locked = False
                    self._snap(pos)
                return True
            self._snap(pos)
            self.lock()
            return True
        return False

    def _release(self, event: pygame.event.Event) -> bool:
        if event.button in (2, 3) and self.drag_from is not None:
            self.drag_from = None
            if not self.dragged and event.button == 3:
                self.cancel()
            return True
        return False

    # -- drawing --------------------------------------------------------------------
    def look(self) -> Look:
        """What the painters draw this frame (see game.ui.akropolis.look)."""
        animation = self.animation
        bounce = animation.bounce
        ghost, selected, human = self.ghost, self.selected, self.human
        placing = selected is not None and human == self.view_seat and not self.host.attract
        held = None
        if ghost is not None and selected is not None and human is not None:
            held = self._held_move()
        return Look(
            table=self.table, seats=self.host.session.seats, attract=self.host.attract,
            thinking=self.host.thinking_progress(), time=animation.time, version=self.version,
            colourblind=self.app.options.colourblind, view_seat=self.view_seat,
            frame=self.frame(), bounce=bounce.offset if bounce is not None else None,
            bounce_move=animation.bounce_move, flight=animation.flight, human=human,
            selected=selected, rotation=self.rotation, locked=self.locked, ghost=ghost,
            held=held, candidates=self.candidates, hint_action=self.hint_action,
            hint_text=self.hint_text, gains=self._hovered_gains() if placing else None,
            panels=self.panels, trays=animation.trays, pictures=self.pictures,
            composite=self.composite, background=self.host.background(),
            confirm_buttons=self.confirm_buttons)

    def draw(self, surface: pygame.Surface) -> None:
        look = self._look = self.look()
        viewdraw.draw_view(look, surface)
        panels.draw_site(look, surface)
        panels.draw_side(look, surface)
        self.menu.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        look, self._look = self._look or self.look(), None  # the frame's, drawn just now
        if look.flight is not None:
            viewdraw.draw_over(look, surface)
        else:
            self.tip.draw(surface)

    def _held_move(self) -> view_model.Move:
        """The held site tile where the ghost is now."""
        ghost, selected, human = self.ghost, self.selected, self.human
        assert ghost is not None and selected is not None and human is not None, \
            "a tile is held (the caller checks)"
        tile = self.table.site[selected]
        return view_model.Move(human, tile, selected, ghost.spaces,
                               view_model.tile_kinds(tile), ghost.level)

    def _hovered_gains(self) -> dict[str, int] | None:
        """The hovered placement's gains (asked of the engine once per placement)."""
        ghost = self.ghost
        if ghost is None or self.human is None:
            return None
        key = (self.version, ghost.action)
        if self._gains[0] != key:
            self._gains = (key, preview.gains(self.state, self.human, ghost.action))
        return self._gains[1]
