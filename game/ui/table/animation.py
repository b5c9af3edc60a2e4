"""A board's animation queue: what moves on the table, kept apart from the board's input
(the controller, the ``Board`` subclass) and from its drawing (the painters).

Every game's board has one (``<game>/animation.py``): the AI's move on its way (a
:class:`~game.ui.table.flight.Flight`, whose landing applies the move), the show-pieces
played one after another while play waits (Capital's wars and income, Ginkgopolis'
reveals) and the effects that never hold play up (bounces, floating words, particles).
The board moves it on every frame, asks it whether play must wait, and gathers what it
shows into the frame's view model for the painters.
"""

from __future__ import annotations

from game.ui.table.flight import Flight


class AnimationQueue:
    """The moving parts of one board (see the module docstring); a game subclasses it."""

    def __init__(self) -> None:
        #: the animation clock (seconds): what pulses and sways reads it
        self.time = 0.0
        #: the move travelling across the board (None: nothing in flight)
        self.flight: Flight | None = None

    def tick(self, dt: float) -> None:
        """Move the clock on by ``dt`` seconds."""
        self.time += dt

    def fly(self, flight: Flight) -> None:
        """Send ``flight`` on its way (its landing applies the move)."""
        self.flight = flight

    def advance_flight(self, dt: float) -> None:
        """Move the flight on; once it has arrived, drop it and run its landing."""
        flight = self.flight
        if flight is not None and flight.advance(dt):
            self.flight = None
            flight.land()

    def busy(self) -> bool:
        """True while play must wait (a move in flight; a game adds its show-pieces)."""
        return self.flight is not None

    def cancel(self) -> None:
        """Drop the move in flight (the state jumped back; a game drops its effects too)."""
        self.flight = None
