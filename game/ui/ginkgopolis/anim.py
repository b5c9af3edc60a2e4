"""The reveal-and-resolve animation: revealed choices play out one by one in turn order.

While it runs the city is shown as it was before the action, with the revealed
buildings appearing one after another; then the live state takes over. Floating
texts show what each seat gained or paid.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui.ginkgopolis import view_model
from game.ui.ginkgopolis.view_model import City, Pos, Reveal

REVEAL_SECONDS = 1.25
CARD_PART = 0.45  # first part of a step: the card turns over; then the building drops


@dataclass
class Floater:
    """A short text rising from a point and fading out."""

    text: str
    colour: tuple[int, int, int]
    x: float
    y: float
    time: float = 0.0
    duration: float = 1.8


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
