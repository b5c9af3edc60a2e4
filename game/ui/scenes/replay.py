"""Replays: the game's own board at any moment, with play/pause, steps, jumps and speed.

Used for a finished game from the Replays list and, during a game, to look back at the
moment after a move picked in the move log ("Back to the game" returns). Keys: Left /
Right step, Space plays or pauses, Home / End, digits + Enter jump to a move, + / -
change the speed, L shows or hides the moves, Esc goes back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import rules
from game.engine import i18n
from game.engine.i18n import N_, _
from game.ui.kit import backdrop, text, theme, tooltip
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import move_log
from game.ui.play.moments import Moments
from game.ui.play.move_log import MoveLog
from game.ui.shell.scene import Scene

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # moves per second
#: the title and Back above the move log (never over the score track), the controls below
BANNER = pygame.Rect(904, 4, 370, 52)
LOG = pygame.Rect(904, 60, 370, 596)
BAR = pygame.Rect(904, 660, 370, 56)


def game_name(game: str) -> str:
    """The game's name as players know it (its key for a game this build does not know)."""
    try:
        return _(str(rules.get(game).title))
    except Exception:  # noqa: BLE001 - a record of a game this build does not know
        return game


class ReplayScene(Scene):
    """A replay (or a look back during a game) over a :class:`Moments`.

    ``back_label`` and ``title`` are English messages, translated when drawn (``{game}``
    in the title stands for the game's name)."""

    name = "replay"

    def __init__(self, app: Any, moments: Moments, start: int = 0,
                 back_label: str = N_("Back"), title: str = N_("Replay"),
                 autoplay: bool = False, reviewable: bool = False) -> None:
        super().__init__(app)
        self.moments = moments
        self.title = title
        self.number = max(0, min(start, len(moments)))
        #: the play scene's still view of one moment (the "still" scene)
        self.still: Any = app.router.make("still", moments=moments, number=self.number)
        self.playing = autoplay
        self.speed = 1
        self.clock = 0.0
        self.typed = ""
        self.log = MoveLog(moments, self.jump, is_open=True, panel=LOG)
        self.log.now_label = move_log.SHOWN
        self.log.show(self.number or None)
        self.log.selected = self.number
        self.back_button = Button((0, BANNER.y + 7, 96, 38), back_label, self.back, 22)
        x, y = BAR.x + 8, BAR.y + 8
        self.prev_button = Button((x, y, 44, 40), "<", self.step_back, 28)
        self.play_button = Button((x + 50, y, 80, 40), N_("Play"), self.toggle_play, 22)
        self.next_button = Button((x + 136, y, 44, 40), ">", self.step_forward, 28)
        self.speed_button = Button((x + 186, y, 64, 40), "1x", self.faster, 22)
        buttons = [self.back_button, self.prev_button, self.play_button, self.next_button,
                   self.speed_button]
        #: "Review" (the game review) for a finished game from the Replays list
        self.review_button: Button | None = None
        if reviewable:
            self.review_button = Button((BANNER.right - 340, BANNER.y + 6, 132, 38),
                                        N_("Review"), self.open_review, 22)
            buttons.append(self.review_button)
        self.widgets = WidgetGroup(buttons, keyboard=False)
        #: the language the button widths were measured in
        self._language = ""
        self._sync_labels()

    def follow_language(self) -> None:
        """Fit Back to its words in the language chosen now (measured again when it changes)."""
        if self._language == i18n.language():
            return
        self._language = i18n.language()
        back_w = max(96, text.measure(_(self.back_button.label), 22)[0] + 24)
        self.back_button.rect.w = back_w
        self.back_button.rect.right = BANNER.right - 8
        self._sync_labels()

    # -- moving through the game --------------------------------------------------------
    def jump(self, number: int, instant: bool = True) -> None:
        """Show the moment after move ``number`` (0: the deal)."""
        number = max(0, min(number, len(self.moments)))
        if number == self.number:
            return
        step = number == self.number + 1
        self.number = number
        self.still.show(self.moments.state_after(number), instant=instant and not step,
                        number=number)
        self.log.show(number or None)
        self.log.selected = number
        if number >= len(self.moments):
            self.playing = False
        self._sync_labels()

    def step_forward(self) -> None:
        """One move on."""
        self.jump(self.number + 1)

    def step_back(self) -> None:
        """One move back."""
        self.playing = False
        self.jump(self.number - 1)

    def toggle_play(self) -> None:
        """Play or pause (playing from the end starts again from the deal)."""
        if not self.playing and self.number >= len(self.moments):
            self.jump(0)
        self.playing = not self.playing
        self.clock = 0.0
        self._sync_labels()

    def faster(self) -> None:
        """Next speed (wraps to the slowest)."""
        self.speed = (self.speed + 1) % len(SPEEDS)
        self._sync_labels()

    def open_review(self) -> None:
        """The game review of this game."""
        self.playing = False
        self._sync_labels()
        self.app.router.push("review", moments=self.moments)

    def back(self) -> None:
        """Leave the replay."""
        self.app.pop()

    def _sync_labels(self) -> None:
        self.play_button.label = N_("Pause") if self.playing else N_("Play")
        value = SPEEDS[self.speed]
        # Translators: the replay's speed: "2x" is twice as fast
        self.speed_button.label = _("{speed}x").format(speed=f"{value:g}")
        self.prev_button.enabled = self.number > 0
        self.next_button.enabled = self.number < len(self.moments)

    # -- loop ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.log.wheel(event.y, self.app.mouse)
            return
        if self.log.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        self.still.handle(event)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        moves = {pygame.K_RIGHT: self.step_forward, pygame.K_LEFT: self.step_back,
                 pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.back}
        if key in moves:
            moves[key]()
        elif key == pygame.K_HOME:
            self.jump(0)
        elif key == pygame.K_END:
            self.jump(len(self.moments))
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.speed = min(len(SPEEDS) - 1, self.speed + 1)
            self._sync_labels()
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.speed = max(0, self.speed - 1)
            self._sync_labels()
        elif event.unicode and event.unicode.isdigit() and len(self.typed) < 4:
            self.typed += event.unicode
        elif key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.typed:
            self.playing = False
            self.jump(int(self.typed))
            self.typed = ""

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        self.still.update(dt)
        if not self.playing:
            return
        self.clock += dt
        if self.clock >= 1.0 / SPEEDS[self.speed]:
            self.clock = 0.0
            self.step_forward()

    def draw(self, surface: pygame.Surface) -> None:
        self.follow_language()
        self.still.draw(surface)
        # the right column is the replay's: the sea behind its panels, not the players'
        column = pygame.Rect(BANNER.x - 2, 0, surface.get_width() - BANNER.x + 2,
                             surface.get_height())
        surface.blit(backdrop.backdrop(), column, column)
        text.mark_panel(surface, column, opaque=True)
        tooltip.cover(column)
        self.log.draw(surface, self.still.colours)
        backdrop.panel(surface, BAR, 255)
        backdrop.panel(surface, BANNER, 255)
        total = len(self.moments)
        where = (_("The deal") if self.number == 0 else
                 _("Move {number} of {total}").format(number=self.number, total=total))
        room = self.back_button.rect.x - BANNER.x - 20
        title = _(self.title).format(game=game_name(self.moments.game))
        text.draw(surface, text.fit(title, 22, room, True), 22, theme.GOLD,
                  (BANNER.x + 14, BANNER.y + 6), bold=True)
        text.draw(surface, text.fit(where, 19, room), 19, theme.TEXT,
                  (BANNER.x + 14, BANNER.y + 29))
        if self.typed:
            # Translators: the move number being typed, then a cursor "_"
            hint = [_("move {number}_").format(number=self.typed), _("Enter: go")]
        else:
            # Translators: two short lines at the bottom right of the replay (keep the break)
            hint = _("type a move\nnumber").split("\n")[:2]
        for i, line in enumerate(hint):
            text.draw(surface, line, 17, theme.TEXT_DIM if not self.typed else theme.GOLD,
                      (BAR.right - 10, BAR.y + 10 + i * 18), "topright")
        self.widgets.draw(surface)

    def close(self) -> None:
        self.still.close()
