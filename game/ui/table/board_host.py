"""What a board needs from whoever hosts it (the play scene, a test's stand-in).

A board draws one game and turns input into actions; the host owns the session, the
AI, the score track, hints, undo and messages. Boards depend on this protocol only,
never on a scene module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from game.engine.contract import GameState
    from game.ui.play.session import GameSession
    from game.ui.table.track import ScoreTrack


class BoardHost(Protocol):
    """The board's side of the play scene (see the module docstring)."""

    #: the app: sound, options, mouse, ``anim`` (animation seconds), ``push``
    app: Any
    #: the game being played: state, seats, humans
    session: GameSession
    #: attract mode (the title's demo): no input, no private views, quieter sounds
    attract: bool
    #: the human the turn was handed to (pass-and-play), None before the hand-off
    human_seat: int | None
    #: the mermaid score track (boards move its scores during income shows)
    track: ScoreTrack
    #: what the Hint and Undo checks (game.ui.table.undo_hint) read: the human who moved
    #: last, whether a move is landing, the hint being worked out
    last_actor: int | None
    animating: bool
    hinter: Any

    @property
    def state(self) -> GameState:
        """The live game state."""
        ...

    def say(self, message: str, seconds: float = 2.5) -> None:
        """A short message over the board."""
        ...

    def submit(self, action: Any) -> bool:
        """A human's action; False (with a message) when illegal."""
        ...

    def request_hint(self) -> None:
        """Ask the AI for a hint for the human to move."""
        ...

    def undo(self) -> None:
        """Take back the human's last move."""
        ...

    def thinking_progress(self) -> tuple[int, float] | None:
        """(seat, progress 0-1) while an AI thinks, else None."""
        ...

    def background(self) -> pygame.Surface:
        """The backdrop the board paints its cached layers on."""
        ...
