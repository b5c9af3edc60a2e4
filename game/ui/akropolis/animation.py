"""The Akropolis board's animation queue: an AI's tile flying from the construction site
to its city (its landing applies the move), the new tile bouncing into place and the
stones dropping into each seat's tray."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.akropolis.layout import DROP, SITE_HEX
from game.ui.akropolis.view_model import Move
from game.ui.kit.physics import Bounce, StoneTray
from game.ui.table.animation import AnimationQueue
from game.ui.table.board_host import BoardHost
from game.ui.table.flight import Flight


class Animations(AnimationQueue):
    """What moves on the Akropolis table (see the module docstring); ``host`` is the
    board's host (sound, animation speed)."""

    def __init__(self, host: BoardHost) -> None:
        super().__init__()
        self.host = host
        self.app = host.app
        #: the tile landing now, and the move it is (None: nothing bouncing)
        self.bounce: Bounce | None = None
        self.bounce_move: Move | None = None
        #: each seat's stones, in the tray at the foot of its panel
        self.trays: list[StoneTray] = []

    def layout(self, panels: Sequence[pygame.Rect], stones: Sequence[int]) -> None:
        """One tray per seat panel, holding its stones at once."""
        self.trays = []
        for i, rect in enumerate(panels):
            tray = StoneTray(pygame.Rect(rect.x + 12, rect.bottom - 34, 120, 26), seed=i)
            tray.set_count(stones[i], instant=True)
            self.trays.append(tray)

    def set_stones(self, stones: Sequence[int]) -> None:
        """Each seat's stones now (stones drop in or leave)."""
        for tray, count in zip(self.trays, stones, strict=True):
            tray.set_count(count)

    def busy(self) -> bool:
        """A tile in flight or still bouncing."""
        return super().busy() or self.bounce is not None

    def play_move(self, move: Move, start: tuple[int, int], on_done: Callable[[], None]) -> None:
        """Fly ``move``'s tile from the site slot centred at ``start`` to its city, then
        ``on_done`` (which applies it)."""
        duration = self.app.anim(0.75)
        if self.host.attract:
            duration = self.app.anim(0.5)
        # from the site slot (centre and hex size) to the city (its place moves with the view)
        self.fly(Flight(move, (*start, SITE_HEX), None, duration, on_done))
        self.app.sound.play("rotate", 0.6)

    def landed(self, move: Move, gained: int) -> None:
        """Bounce the new tile into place; ``gained`` stones drop into the tray."""
        self.bounce = Bounce(drop=DROP)
        self.bounce_move = move
        volume = 0.35 if self.host.attract else 1.0
        self.app.sound.play("place", volume)
        if gained > 0:
            self.app.sound.play("stone", volume)

    def cancel(self) -> None:
        """Stop flights and bounces (after an undo)."""
        super().cancel()
        self.bounce = None
        self.bounce_move = None

    def update(self, dt: float) -> None:
        """Move the trays, the bounce and the flight on by ``dt`` seconds (the clock is the
        board's to tick)."""
        for tray in self.trays:
            tray.update(dt)
        if self.bounce is not None:
            self.bounce.update(dt * max(0.5, self.app.options.animation_speed))
            if self.bounce.done():
                self.bounce = None
                self.bounce_move = None
        self.advance_flight(dt)
