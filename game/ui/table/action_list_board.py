"""A plain board for any game without its own view: actions as a list of buttons.

It keeps every game on the contract playable (and testable) before its real view
exists; games whose ``GameView`` has a ``board`` (game_view.py) never use it.
"""

from __future__ import annotations

import functools

import pygame

from game.engine.i18n import N_, _
from game.ui.kit import backdrop, text, theme
from game.ui.kit.person import person
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.table.board import Board
from game.ui.table.board_host import BoardHost

PER_PAGE = 8


class ActionListBoard(Board):
    """Lists the legal actions of the human to move; a sidebar shows the scores."""

    def __init__(self, host: BoardHost) -> None:
        super().__init__(host)
        self.page = 0
        self.widgets = WidgetGroup()
        self.seat: int | None = None

    def sync(self) -> None:
        self.page = 0
        self.seat = None
        self.widgets = WidgetGroup()

    def human_turn(self, seat: int) -> None:
        self.seat = seat
        self._build()

    def _build(self) -> None:
        self.widgets = WidgetGroup()
        actions = self.state.legal_actions()
        pages = max(1, (len(actions) + PER_PAGE - 1) // PER_PAGE)
        self.page %= pages
        shown = actions[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for i, action in enumerate(shown):
            rect = (60, 110 + i * 46, 780, 40)
            submit = functools.partial(self.host.submit, action)
            self.widgets.add(Button(rect, str(action), submit, 24))
        if pages > 1:
            def turn(delta: int) -> None:
                self.page = (self.page + delta) % pages
                self._build()

            self.widgets.add(Button((60, 482, 180, 36), N_("< previous"), lambda: turn(-1), 22))
            self.widgets.add(Button((660, 482, 180, 36), N_("next >"), lambda: turn(1), 22))

    def handle(self, event: pygame.event.Event) -> bool:
        return self.widgets.handle(event)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        seats = self.host.session.seats
        seat = state.current_player
        if seat is not None:
            who = person(seats[seat].name)
            title = (who.say(_("You: choose an action"), _("{name}: choose an action"))
                     if self.seat == seat else who.say(_("Your turn"), _("{name}'s turn")))
            text.draw(surface, title, 34, theme.TEXT, (60, 52), bold=True)
        self.widgets.draw(surface)
        if self.hint_text:
            text.draw(surface, self.hint_text, 24, theme.GOLD, (60, 524))
        side = pygame.Rect(910, 10, 360, 700)
        backdrop.panel(surface, side)
        scores = state.scores()
        for i, s in enumerate(seats):
            y = side.y + 20 + i * 60
            pygame.draw.circle(surface, theme.seat_colour(s.colour), (side.x + 28, y + 16), 12)
            text.draw(surface, s.name, 28, theme.TEXT, (side.x + 50, y + 4))
            text.draw(surface, str(scores[i]), 32, theme.GOLD, (side.right - 20, y + 2), "topright",
                      True)
            if i == seat:
                pygame.draw.rect(surface, theme.GOLD, (side.x + 8, y - 4, side.w - 16, 50), 2,
                                 border_radius=8)
