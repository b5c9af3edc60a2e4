"""The Ginkgopolis board's animation queue: an AI's move shown for a moment before it is
applied, the revealed choices played out one by one in turn order, the new building's
bounce, rings on the city and the gains floating up from the seat panels.

While the reveals run the city is shown as it was before the action, with the revealed
buildings appearing one after another; then the live state takes over. Floating
texts show what each seat gained or paid.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine.i18n import _
from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import outcome, view_model
from game.ui.ginkgopolis.view_model import City, Pos, Reveal
from game.ui.kit import theme
from game.ui.kit.physics import Bounce
from game.ui.table.animation import AnimationQueue
from game.ui.table.board_host import BoardHost

REVEAL_SECONDS = 1.25
CARD_PART = 0.45  # first part of a step: the card turns over; then the building drops
AI_PAUSE = 0.35
#: frames a state change holds play up (see :meth:`Animations.busy`)
SETTLE_FRAMES = 2


@dataclass
class Floater:
    """A short text rising from a point and fading out."""

    text: str
    colour: tuple[int, int, int]
    x: float
    y: float
    time: float = 0.0
    duration: float = 1.8
    #: the widest it may be drawn (its panel's width; 0: no limit): a longer text is
    #: drawn smaller
    width: int = 0


@dataclass
class Pulse:
    """A ring pulsing on one space of the city for a moment."""

    pos: Pos
    time: float = 0.0
    duration: float = 0.9


@dataclass
class RevealQueue:
    """Revealed choices still to play out, over a snapshot of the city before them."""

    steps: list[Reveal] = field(default_factory=list)
    city: City = field(default_factory=dict)
    tokens: dict[Pos, int] = field(default_factory=dict)
    marked: set[Pos] = field(default_factory=set)
    index: int = 0
    time: float = 0.0
    duration: float = REVEAL_SECONDS
    #: bumped whenever the shown city changes (cache key)
    version: int = 0

    @classmethod
    def start(cls, before: view_model.Table, steps: list[Reveal], duration: float) -> RevealQueue:
        """A queue over ``before``'s city."""
        return cls(list(steps), dict(before.city), dict(before.tokens), set(before.marked),
                   duration=duration)

    def active(self) -> bool:
        """Steps left to show?"""
        return self.index < len(self.steps)

    @property
    def current(self) -> Reveal | None:
        """The step being shown."""
        return self.steps[self.index] if self.active() else None

    @property
    def fraction(self) -> float:
        """0..1 through the current step."""
        return min(1.0, self.time / max(1e-6, self.duration))

    def dropping(self) -> bool:
        """Is the current step in its building-drop part?"""
        return self.current is not None and self.fraction >= CARD_PART

    def update(self, dt: float) -> Reveal | None:
        """Advance; returns a step when it has just finished (its building is now shown)."""
        if not self.active():
            return None
        self.time += dt
        if self.time < self.duration:
            return None
        step = self.steps[self.index]
        self._apply(step)
        self.index += 1
        self.time = 0.0
        return step

    def _apply(self, step: Reveal) -> None:
        """Put the step's result into the shown city."""
        if step.pos is None or step.after is None:
            return
        self.city[step.pos] = step.after
        self.marked.add(step.pos)
        self.tokens.pop(step.pos, None)
        if step.token is not None:
            letter, where = step.token
            if where is not None and where != step.pos:
                self.tokens[where] = letter
        self.version += 1

    def finish(self) -> None:
        """Skip to the end."""
        while self.active():
            self._apply(self.steps[self.index])
            self.index += 1
        self.time = 0.0


@dataclass
class Pause:
    """An AI's move shown for ``seconds`` before ``on_done`` applies it."""

    seconds: float
    on_done: Callable[[], None]


class Animations(AnimationQueue):
    """What moves on the Ginkgopolis table (see the module docstring).

    ``host`` is the board's host (sound, animation speed, notices over the board);
    ``panels`` are the seat panels the gains float up from (the board keeps them in step
    with its layout).
    """

    def __init__(self, host: BoardHost) -> None:
        super().__init__()
        self.host = host
        self.app = host.app
        self.panels: list[pygame.Rect] = []
        self.reveals = RevealQueue()
        #: bumped whenever a new reveal queue starts (the city picture's key)
        self.serial = 0
        self.pause: Pause | None = None
        self.floaters: list[Floater] = []
        self.pulses: list[Pulse] = []
        self.bounce: Bounce | None = None
        self.settle_frames = 0
        self._deltas: list[tuple[int, int, int]] = []
        self._news = ""

    def busy(self) -> bool:
        """Reveals still to play out, an AI's move still shown, or a state change settling.

        settle_frames: a state change re-renders the city, then the panels; the next AI
        starts (and serialises the state) only after those frames, not during them.
        """
        return (super().busy() or self.reveals.active() or self.pause is not None
                or self.settle_frames > 0)

    def play_move(self, action: Any, on_done: Callable[[], None]) -> None:
        """An AI's move: a short pause showing what it does (never its hidden card)."""
        kind = action[0]
        if kind == A.TOKEN:
            self.pulses.append(Pulse((action[1], action[2]), duration=self.app.anim(0.6)))
        seconds = self.app.anim(AI_PAUSE if kind != A.PICK else 0.2)
        if self.host.attract:
            seconds *= 0.6
        self.pause = Pause(seconds, on_done)

    def landed(self, seat: int, action: Any, before: Any, state: Any) -> None:
        """An action took ``before`` to ``state``: queue the reveals it caused, float the
        gains (after the reveals, if any)."""
        self.settle_frames = SETTLE_FRAMES
        steps = view_model.reveals_of(before, state, seat, action)
        volume = 0.4 if self.host.attract else 1.0
        kind = action[0]
        if kind == A.TOKEN:
            self.pulses.append(Pulse((action[1], action[2]), duration=self.app.anim(0.9)))
        if steps:
            base = view_model.table(before)
            p = view_model.pending(before)
            if kind == A.TOKEN and p is not None:  # the token just moved: show it there
                base.tokens[(action[1], action[2])] = view_model.letter_of(p[2])
            self.reveals = RevealQueue.start(base, steps, self.app.anim(REVEAL_SECONDS))
            self.serial += 1
            self.app.sound.play("turn", volume)
        elif kind == A.PLAY:
            self.app.sound.play("place", 0.5 * volume)
        elif kind == A.NEWHAND:
            self.float_on_panel(seat, _("New Hand!"), theme.ACCENT)
        self._deltas = view_model.deltas(before, state)
        self._news = view_model.round_news(before, state)
        if not steps:
            self._float_deltas()

    def float_on_panel(self, seat: int, label: str, colour: tuple[int, int, int]) -> Floater:
        """Float ``label`` up from ``seat``'s panel (replacing the text floating there);
        the floater added."""
        rect = self.panels[seat] if seat < len(self.panels) else self.panels[-1]
        x, y = rect.centerx, rect.bottom - 18
        floater = Floater(label, colour, x, y, width=rect.width - 16)
        # the list is rebuilt, then the new one added to it: appending to the list read
        # before the rebuild lost every floater, and no gain ever showed
        self.floaters = [f for f in self.floaters
                         if abs(f.x - x) >= 1 or abs(f.y - y) > 60] + [floater]
        return floater

    def _float_deltas(self) -> None:
        for seat, (res, tiles, sp) in enumerate(self._deltas):
            if res or tiles or sp:
                colour = theme.OK if res + tiles + sp >= 0 else theme.DANGER
                self.float_on_panel(seat, outcome.net_text(res, tiles, sp), colour)
        self._deltas = []
        news = self._news
        if news and not self.host.attract:
            self.host.say(news, 3.0)
        self._news = ""

    def update(self, dt: float) -> bool:
        """Move everything on by ``dt`` seconds (the clock is the board's to tick); True
        when the last reveal has just played out (the controls come back)."""
        if self.settle_frames > 0:
            self.settle_frames -= 1
        pause = self.pause
        if pause is not None:
            pause.seconds -= dt
            if pause.seconds <= 0:
                self.pause = None
                pause.on_done()
        finished = False
        if self.reveals.active():
            queue = self.reveals
            was_dropping = queue.dropping()
            done = queue.update(dt)
            if not was_dropping and queue.dropping():
                step = queue.current
                if step is not None and step.after is not None:
                    self.bounce = Bounce(drop=70.0)
                    self.app.sound.play("place", 0.4 if self.host.attract else 1.0)
            if done is not None:
                self.bounce = None
                if done.pos is not None:
                    self.pulses.append(Pulse(done.pos, duration=self.app.anim(0.7)))
                if not queue.active():
                    self._float_deltas()
                    finished = True
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
        return finished
