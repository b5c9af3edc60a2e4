"""The plug-in point of the play scene: one Board class per game.

A game's view (``game.ui.table.game_view.GameView``, declared by its descriptor) names its
:class:`Board` subclass and the words and options around it. The host (the play scene,
seen through :class:`game.ui.table.board_host.BoardHost`) owns the session, the AI, the score
track, hand-offs, hints and undo; the board draws the game and turns clicks into actions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.contract import GameState
from game.ui.table.game_view import view_of

if TYPE_CHECKING:
    from game.ui.table.board_host import BoardHost


class Board:
    """Base class; subclasses draw one game."""

    #: where the mermaid score track goes (logical coordinates)
    track_rect = pygame.Rect(4, 22, 894, 540)
    #: the closed move log's tab (a corner of the board that holds nothing clickable)
    log_tab = pygame.Rect(768, 54, 98, 28)
    #: a tutorial's coach stands in the view: a board that can leaves it a free lane
    #: (Akropolis fits its city at the view's top, not in its middle)
    coach_lane = False
    #: in a tutorial: how tall the coach's tallest panel ``width`` pixels wide is at the
    #: text size now, among all steps or (True) the step now's (None outside one); a board
    #: whose view would leave the coach no free place then makes it a lane that tall (or
    #: that wide)
    coach_height: Callable[[int, bool], int] | None = None

    def __init__(self, host: BoardHost) -> None:
        self.host = host
        self.app = host.app
        self.hint_text = ""
        #: the boxes of words drawn in the last frame that a notice over the board must not
        #: hide (previews, legends, the caption); each board fills it as it draws
        self.reading: list[pygame.Rect] = []

    def coach_room(self, width: int, this_step: bool = False) -> int:
        """The height of the coach's tallest panel ``width`` wide, among all steps or
        those of the step now (0 outside a tutorial)."""
        if not self.coach_lane or self.coach_height is None:
            return 0
        return self.coach_height(width, this_step)

    def relayout(self) -> None:
        """The coach's lane changed (a tutorial began): fit the view again."""

    @property
    def state(self) -> GameState:
        """The live state."""
        return self.host.session.state

    def sync(self) -> None:
        """The state changed (an action, an undo, a load): refresh caches."""

    def play_move(self, seat: int, action: Any, on_done: Callable[[], None]) -> None:
        """Animate an AI's move, then call ``on_done`` (which applies it)."""
        on_done()

    def landed(self, seat: int, action: Any, before: GameState) -> None:
        """An action was applied (by anyone): start the landing effects."""

    def cancel_animations(self) -> None:
        """Drop running animations (the state jumped back, e.g. after an undo)."""

    def busy(self) -> bool:
        """True while an animation must finish before play goes on."""
        return False

    def human_turn(self, seat: int) -> None:
        """A human is to decide now."""

    def show_hint(self, action: Any, text: str) -> None:
        """Show the AI's suggestion for the human."""
        self.hint_text = text

    def own_choice(self) -> bool:
        """Has the player begun a move of their own other than the hint shown? Enter
        then finishes that move instead of playing the hint (a board that cannot tell
        keeps its own Enter)."""
        return True

    def hint_hit(self, pos: tuple[int, int]) -> bool:
        """Is ``pos`` on the hinted move's ghost? (A click there plays the hint.)"""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        """Input for the board; True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw everything of the game except the track and the shared HUD."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw what goes over the track (pieces in flight)."""

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Where the named interface element is (the tutorial's coach points at it).

        Asks the game's view (``GameView.element_rect(board, name)``), then looks at the
        shared elements every game has (the score track, the Hint / Undo / Menu buttons of
        a board with a ``menu``); None when this game has no such element.
        """
        find = view_of(self.host.session.game).element_rect
        found = find(self, name) if find is not None else None
        if found is not None:
            return pygame.Rect(found)
        if name == "score_track":
            return pygame.Rect(self.track_rect)
        menu = getattr(self, "menu", None)
        buttons = {"hint_button": "hint", "undo_button": "undo", "menu_button": "menu"}
        if menu is not None and name in buttons:
            return pygame.Rect(getattr(menu, buttons[name]).rect)
        return None
