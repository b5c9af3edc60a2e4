"""Continue: the games in progress, newest first; open one or delete it (after asking)."""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.engine import games
from game.engine.errors import UserFileError
from game.engine.i18n import N_, _, ngettext
from game.ui.kit import backdrop, text, theme
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play.attempts import games_in_progress
from game.ui.play.in_progress import game_title, players_text, summary, when_text
from game.ui.play.session import GameSession
from game.ui.shell.dialog import dialog, dim
from game.ui.shell.scene import Scene

LIST = pygame.Rect(40, 100, 1200, 530)
ROW_H = 62
VISIBLE = (LIST.h - 60) // ROW_H


class ContinueScene(Scene):
    """The list of games in progress; Esc or Back returns to the title."""

    name = "continue"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.items: list[games.GameInProgress] = []
        self.message = ""
        self.scroll = 0
        #: the game whose deletion is being asked about
        self.asking: games.GameInProgress | None = None
        self.reload()

    # -- data ---------------------------------------------------------------------
    def reload(self) -> None:
        """Read the games folder again (and rebuild the buttons)."""
        try:
            self.items, notices = games_in_progress()
        except (OSError, UserFileError) as exc:
            self.items, notices = [], [_("The games in progress could not be read: {problem}")
                                       .format(problem=exc)]
        if notices:
            self.message = " ".join(notices)
        self.scroll = max(0, min(self.scroll, len(self.items) - VISIBLE))
        self._build()

    def rows(self) -> list[tuple[int, pygame.Rect]]:
        """(item index, row rectangle) of the rows in view."""
        body = LIST.inflate(-20, -60).move(0, 20)
        last = min(len(self.items), self.scroll + VISIBLE)
        return [(i, pygame.Rect(body.x, body.y + (i - self.scroll) * ROW_H, body.w, ROW_H - 6))
                for i in range(self.scroll, last)]

    def _build(self) -> None:
        buttons = [Button((40, 650, 200, 52), N_("Back"), self.back)]
        if self.asking is not None:
            box = self._ask_rect()
            buttons = [Button((box.x + 40, box.bottom - 80, 200, 54), N_("Delete"), self._delete,
                              hotkey=pygame.K_RETURN),
                       Button((box.right - 240, box.bottom - 80, 200, 54), N_("Keep it"),
                              self._keep)]
        else:
            for i, rect in self.rows():
                item = self.items[i]
                play = Button((rect.right - 330, rect.y + 6, 170, rect.h - 12), N_("Open"),
                              functools.partial(self.open, i), 26)
                play.enabled = not item.busy
                delete = Button((rect.right - 150, rect.y + 6, 140, rect.h - 12), N_("Delete"),
                                functools.partial(self.ask_delete, i), 26)
                delete.enabled = not item.busy
                buttons += [play, delete]
        self.widgets = WidgetGroup(buttons)

    # -- actions --------------------------------------------------------------------
    def back(self) -> None:
        """To the title."""
        self.app.pop()

    def open(self, index: int) -> None:
        """Play on game ``index`` (one line instead when that is not possible now)."""
        item = self.items[index]
        try:
            session = GameSession.open(item.game_id)
        except (UserFileError, OSError) as exc:
            self.app.sound.play("error")
            self.reload()
            self.message = str(exc)
            return
        self.app.router.replace("play", session=session)

    def ask_delete(self, index: int) -> None:
        """Ask before deleting game ``index``."""
        self.asking = self.items[index]
        self._build()

    def _keep(self) -> None:
        self.asking = None
        self._build()

    def _delete(self) -> None:
        item, self.asking = self.asking, None
        if item is not None:
            try:
                games.delete_game(item.game_id)
                # Translators: {game} is the game's name
                self.message = _("The {game} game was deleted.").format(
                    game=_(game_title(item.record.game)))
            except (UserFileError, OSError) as exc:
                self.app.sound.play("error")
                self.message = _("It could not be deleted: {problem}").format(problem=exc)
        self.reload()

    def _ask_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 640, 260)
        rect.center = (640, 360)
        return rect

    # -- loop -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.asking is not None:
                self._keep()
            else:
                self.back()
            return
        if self.asking is not None:
            return
        most = max(0, len(self.items) - VISIBLE)
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            step = 1 if event.key == pygame.K_DOWN else -1
        if step:
            self.scroll = max(0, min(most, self.scroll + step))
            self._build()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        text.draw(surface, _("Continue"), 56, theme.GOLD, (40, 24), bold=True, shadow=True)
        text.draw(surface, _("your games in progress, the newest first"), 24, theme.TEXT_DIM,
                  (320, 46))
        backdrop.panel(surface, LIST)
        # Translators: the heads of the columns of the list of games in progress
        heads = ((N_("game"), 20), (N_("players"), 250), (N_("last played"), 640))
        for label, x in heads:
            text.draw(surface, _(label), 22, theme.TEXT_DIM, (LIST.x + x, LIST.y + 14))
        if not self.items:
            empty = _("No games in progress: a game you start appears here until it ends.")
            text.draw(surface, empty, 28, theme.TEXT, LIST.center, "center")
        for i, rect in self.rows():
            item = self.items[i]
            if i % 2 == 0:
                pygame.draw.rect(surface, (32, 50, 78), rect, border_radius=8)
            top = rect.y + 6
            text.draw(surface, _(game_title(item.record.game)), 26, theme.TEXT,
                      (LIST.x + 20, top), bold=True)
            moves = item.moves
            played = ngettext("{n} move played", "{n} moves played", moves).format(n=moves)
            text.draw(surface, played, 20, theme.TEXT_DIM,
                      (LIST.x + 20, top + 28))
            text.draw(surface, text.fit(players_text(item), 22, 370), 22, theme.TEXT,
                      (LIST.x + 250, rect.centery), "midleft")
            when = when_text(item.when)
            text.draw(surface, when, 22, theme.TEXT, (LIST.x + 640, top + 2))
            if item.busy:
                text.draw(surface, _("open in another window"), 20, theme.GOLD,
                          (LIST.x + 640, top + 28))
        if len(self.items) > VISIBLE:
            shown = _("{first}-{last} of {total} (wheel or arrows to scroll)").format(
                first=self.scroll + 1, last=self.scroll + len(self.rows()), total=len(self.items))
            text.draw(surface, shown, 20, theme.TEXT_DIM,
                      (LIST.right - 16, LIST.bottom - 8), "bottomright")
        if self.message:
            text.draw(surface, text.fit(self.message, 22, 960), 22, theme.GOLD,
                      (760, 676), "center")
        if self.asking is not None:
            dim(surface)
            box = self._ask_rect()
            dialog(surface, box, N_("Delete this game?"))
            text.draw(surface, text.fit(summary(self.asking), 24, box.w - 60), 24, theme.TEXT,
                      (box.centerx, box.y + 80), "midtop")
            text.draw(surface, _("You cannot get it back."), 22, theme.TEXT_DIM,
                      (box.centerx, box.y + 116), "midtop")
        self.widgets.draw(surface)
