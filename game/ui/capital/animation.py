"""The Capital board's animation queue: the AI's tile or card on its way (its landing
applies the move), and the show-pieces a move brings, played one after another while
play waits: stacks collapsing in a war or a shrink, the picks turned over together, the
milestone awarded (or not), the income of an era seat by seat (coins into the purses,
VP to the score track) and the new era's banner. Bounces, debris and flying tokens are
effects that never hold play up."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.i18n import _, ngettext
from game.rules.capital import tables as T
from game.rules.capital.actions import (
    A_BUILD,
    A_DISCARD,
    A_ECON,
    A_EXCHANGE,
    A_MILESTONE,
    A_SHRINK,
)
from game.rules.capital.income import income_paid
from game.rules.capital.phases import PICK
from game.ui.capital import art, effect_texts, income, view_model
from game.ui.capital.particles import Debris, Purse, Token
from game.ui.capital.view_model import Pos
from game.ui.kit import motion
from game.ui.kit.lists import and_list
from game.ui.kit.person import Person, people, person
from game.ui.kit.physics import Bounce
from game.ui.table.animation import AnimationQueue
from game.ui.table.board_host import BoardHost


@dataclass
class Event:
    """A queued show-piece: a war collapse, a banner or an income beat."""

    kind: str  # "war", "banner", "beat", "reveal"
    seat: int = 0
    positions: tuple = ()
    #: the caption, said in the player's language when it is drawn (None: no caption)
    say: Callable[[], str] | None = None
    duration: float = 1.0
    beat: income.Beat | None = None
    stacks: dict | None = None
    era: int = 0
    time: float = 0.0
    started: bool = False
    applied: bool = False


class Animations(AnimationQueue):
    """What moves on the Capital table (see the module docstring).

    ``host`` is the board's host (sound, animation speed, the score track the income
    moves). The board lends three hooks: ``show_seat(seat)`` turns the view to a seat's
    district, ``cell_rect(pos)`` says where a place of the viewed district is on screen,
    and ``over()`` runs when the last show-piece has played (the board settles its view).
    """

    def __init__(self, host: BoardHost, show_seat: Callable[[int], None],
                 cell_rect: Callable[[Pos], pygame.Rect], over: Callable[[], None]) -> None:
        super().__init__()
        self.host = host
        self.app = host.app
        self.show_seat = show_seat
        self.cell_rect = cell_rect
        self.over = over
        #: (seat, place, bounce) of the tile landing now
        self.bounce: tuple[int, Pos, Bounce] | None = None
        self.debris: list[Debris] = []
        self.tokens: list[Token] = []
        self.events: list[Event] = []
        #: the income cells lit up now, and the income beats of the seat being paid
        self.lit: set[tuple[int, int]] = set()
        self.log: list[income.Beat] = []
        self.hurry = False
        #: the VP and coins shown (they lag the state while the income is shown)
        self.display_vp: list[int] = []
        self.display_coins: list[int] = []
        self.purses: list[Purse] = []

    def layout(self, panels: Sequence[pygame.Rect]) -> None:
        """One purse per seat panel, holding the coins shown at once."""
        self.purses = []
        for i, rect in enumerate(panels):
            purse = Purse(pygame.Rect(rect.x + 14, rect.bottom - 36, 84, 28), seed=i)
            purse.set_count(self.display_coins[i], instant=True)
            self.purses.append(purse)

    def settle(self, vp: Sequence[int], coins: Sequence[int]) -> None:
        """Show the state's VP and coins (the purses fill or empty)."""
        self.display_vp = list(vp)
        self.display_coins = list(coins)
        if not self.purses:
            return  # (the board lays the purses out with these coins)
        for purse, count in zip(self.purses, self.display_coins, strict=True):
            purse.set_count(count)

    def busy(self) -> bool:
        """A move in flight or a show-piece still to play."""
        return super().busy() or bool(self.events)

    # -- what a move brings ----------------------------------------------------------------
    def landed(self, seat: int, action: Any, before: Any, state: Any, view_seat: int,
               names: list[str], humans: list[int]) -> None:
        """``action`` took ``before`` to ``state``: queue its show-pieces (collapses,
        reveals, income) and show the VP and coins as they were until the income is paid."""
        volume = 0.35 if self.host.attract else 1.0
        kind = action[0]
        if kind in (A_BUILD, A_MILESTONE):
            pos = (action[2], action[3]) if kind == A_BUILD else (action[1], action[2])
            if seat == view_seat:
                self.bounce = (seat, pos, Bounce(drop=50.0))
            self.app.sound.play("place", volume)
        elif kind in (A_DISCARD, A_ECON, A_EXCHANGE):
            self.app.sound.play("stone", volume)
        who = people(names, humans)
        if kind == A_MILESTONE:
            face = before.faces[before.era - 1]
            _winner, why = view_model.milestone_reason(
                view_model.districts(before), list(before.coins), list(before.vp), face, names)
            self.events.append(Event("award", seat, say=_award_words(who[seat], face, why),
                                     duration=1.8))
        for s in range(state.num_players):
            gone = tuple(sorted(set(before.dist[s]) - set(state.dist[s])))
            if gone:
                self.events.append(Event("war", s, gone, duration=1.3,
                                         say=_removed_words(before, s, names[s], gone,
                                                            action),
                                         stacks={p: before.dist[s][p] for p in gone}))
        if before.phase == PICK and state.phase != PICK and before.era == state.era \
                and before.rnd == state.rnd:
            self.events.append(Event("reveal", duration=0.9,
                                     say=lambda: _("Picks revealed together")))
        self._milestone_news(before, state, names)
        beats = income.beats(before, state)
        if beats:
            era = before.era
            self.events.append(Event("banner", say=lambda: _("Income of era {era}").format(
                era=era), duration=0.9, era=era))
            for beat in beats:
                self.events.append(Event("beat", beat.seat, beat=beat, duration=0.8,
                                         era=before.era))
        if state.era != before.era:
            self.events.append(Event("banner", say=_new_era_words(state.era), duration=1.4))
        if self.events:
            vp, coins = income.totals(beats, state.num_players)
            self.display_vp = [a - b for a, b in zip(state.vp, vp, strict=True)]
            self.display_coins = [a - b for a, b in zip(state.coins, coins, strict=True)]
            for purse, c in zip(self.purses, self.display_coins, strict=True):
                purse.set_count(c)
        else:
            self.settle(state.vp, state.coins)

    def _milestone_news(self, before: Any, state: Any, names: list[str]) -> None:
        """Announce an unawarded milestone (an award is announced by its placement)."""
        era = before.era
        if era > 5 or income_paid(before, era, 0) \
                or not income_paid(state, era, 0):
            return
        face = before.faces[era - 1]
        if before.phase == 4 or any(ms.owner is not None and ms.slot == era - 1
                                    for ms in view_model.milestone_slots(state)):
            return
        _winner, why = view_model.milestone_reason(view_model.districts(state),
                                                   list(before.coins), list(before.vp), face,
                                                   names)
        tile = T.MILESTONE_TILE[face]
        # Translators: {milestone}: its name; {why}: each player's count ("Ada 0 and Basil 0")
        self.events.append(Event("banner", say=lambda: _("Nobody wins {milestone}: {why}").format(
            milestone=view_model.name(tile), why=why), duration=1.8))

    # -- what is shown now -------------------------------------------------------------------
    def banner(self) -> str:
        """The caption of the show-piece running now (or the last one, briefly)."""
        event = self.events[0] if self.events else None
        if event is not None and event.started and event.kind != "beat" and event.say:
            return event.say()
        return ""

    def shown_era(self, era: view_model.EraInfo) -> view_model.EraInfo:
        """The era banner: the era whose income is being shown, else ``era`` (the
        state's)."""
        for event in self.events:
            if event.kind == "beat" and event.era:
                return view_model.EraInfo(event.era, 4, "income", view_model.direction(event.era))
        return era

    def pending_stacks(self, seat: int) -> dict:
        """Removed stacks of ``seat`` whose collapse has not been shown yet (still drawn)."""
        out: dict = {}
        for event in self.events:
            if event.kind == "war" and event.seat == seat and not event.started:
                out.update(event.stacks or {})
        return out

    # -- moving on ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Move everything on by ``dt`` seconds (the clock is the board's to tick)."""
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
        self.advance_flight(dt)
        self._run_events(dt)

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
                self.over()
        elif self.events and any(e.kind == "beat" for e in self.events):
            self.host.track.set_scores(self.display_vp)

    def _start_event(self, event: Event) -> None:
        if event.kind == "war":
            self.show_seat(event.seat)
            for i, pos in enumerate(event.positions):
                stack = (event.stacks or {}).get(pos, ())
                colours = _stack_colours(stack)
                if motion.reduced():
                    continue
                self.debris.append(Debris(self.cell_rect(pos), colours, len(stack), seed=i + 7))
            self.app.sound.play("place")
        elif event.kind in ("banner", "award"):
            if event.kind == "award":
                self.show_seat(event.seat)
            self.app.sound.play("turn", 0.5)
        elif event.kind == "reveal":
            self.app.sound.play("rotate")
        elif event.kind == "beat" and event.beat is not None:
            beat = event.beat
            self.show_seat(beat.seat)
            if not self.log or self.log[-1].seat != beat.seat:
                self.log = []
            self.log.append(beat)
            self.lit = set(beat.cells)
            self._launch_tokens(beat)

    def _launch_tokens(self, beat: income.Beat) -> None:
        if motion.reduced():  # no tokens flying to the track and the purse
            if beat.vp:
                self.app.sound.play("turn", 0.4)
            return
        cells = beat.cells or {(0, 0)}
        corner = self.cell_rect((0, 0))  # the grid's origin and its cell size
        half = corner.w / 2
        cx = sum(corner.x + (c[0] + 0.5) * half for c in cells) / len(cells)
        cy = sum(corner.y + (c[1] + 0.5) * half for c in cells) / len(cells)
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


def _award_words(who: Person, face: int, why: str) -> Callable[[], str]:
    """The caption of a milestone won by ``who`` (said when drawn)."""
    def say() -> str:
        # Translators: a milestone won: {milestone} its name, {award} what it is awarded
        # for ("most park regions"), {why} each player's count ("Ada 3 and Basil 1")
        return who.say(_("You win {milestone} - {award}: {why}"),
                       _("{name} wins {milestone} - {award}: {why}"),
                       milestone=view_model.name(T.MILESTONE_TILE[face]), why=why,
                       award=effect_texts.award(view_model.milestone_id(face)))
    return say


def _new_era_words(era: int) -> Callable[[], str]:
    """The banner of a new era (said when drawn)."""
    def say() -> str:
        if view_model.direction(era) == "left":
            return _("Era {era}: 4 new tiles each, hands pass left").format(era=era)
        return _("Era {era}: 4 new tiles each, hands pass right").format(era=era)
    return say


def _removed_words(before: Any, seat: int, name: str, gone: tuple,
                   action: Any) -> Callable[[], str]:
    """The caption of stacks leaving the district of ``seat`` (called ``name``): a war or
    a shrink (said when drawn)."""
    tiles = [before.dist[seat][pos][-1] >> 2 for pos in gone]
    shrink = action[0] == A_SHRINK or before.phase == 2 or before.era not in (3, 4)
    first = before.era == 3

    def say() -> str:
        if len(gone) <= 2:
            # Translators: {tiles}: the names of one or two tiles ("Park tile and Metro")
            what = and_list([view_model.name(tile) for tile in tiles])
            values = {"tiles": what}
            if shrink:
                return person(name).say(
                    _("Your district shrinks: {tiles} leave the game"),
                    _("{name}'s district shrinks: {tiles} leave the game"), **values)
            if first:
                return person(name).say(_("First World War: You lose {tiles}"),
                                        _("First World War: {name} loses {tiles}"), **values)
            return person(name).say(_("Second World War: You lose {tiles}"),
                                    _("Second World War: {name} loses {tiles}"), **values)
        n = len(gone)
        if shrink:
            return person(name).say(
                ngettext("Your district shrinks: {n} stack leaves the game",
                         "Your district shrinks: {n} stacks leave the game", n),
                ngettext("{name}'s district shrinks: {n} stack leaves the game",
                         "{name}'s district shrinks: {n} stacks leave the game", n), n=n)
        if first:
            return person(name).say(
                ngettext("First World War: You lose {n} stack",
                         "First World War: You lose {n} stacks", n),
                ngettext("First World War: {name} loses {n} stack",
                         "First World War: {name} loses {n} stacks", n), n=n)
        return person(name).say(
            ngettext("Second World War: You lose {n} stack",
                     "Second World War: You lose {n} stacks", n),
            ngettext("Second World War: {name} loses {n} stack",
                     "Second World War: {name} loses {n} stacks", n), n=n)
    return say


def _stack_colours(stack: tuple) -> list[tuple[int, int, int]]:
    """Colours of a stack's top tile, for its debris."""
    if not stack:
        return [(120, 120, 120)]
    code = stack[-1]
    quarters = view_model.quarters(code)
    if not quarters:
        return [art.PUBLIC_FILL if view_model.is_public(code >> 2) else art.MILESTONE_FILL]
    return [art.COLOURS[q >> 2] for q in quarters]
