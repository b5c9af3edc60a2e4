"""Replays: the finished games kept in the history (newest first); click one to watch it."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pygame

from game import rules
from game.engine.errors import UserFileError
from game.engine.i18n import N_, _
from game.ui.kit import backdrop, text, theme
from game.ui.kit.lists import and_list
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play.moments import Moments
from game.ui.shell.scene import Scene

LIST = pygame.Rect(40, 100, 1200, 530)
ROW_H = 50


def when(started: str) -> str:
    """'1 Dec 2026, 14:05' from the record's ISO date-time (the text itself if unreadable)."""
    try:
        moment = datetime.fromisoformat(started)
    except (TypeError, ValueError):
        return started or _("unknown date")
    # Translators: a date and time: {day} 1-31, {month} the month's number 1-12 (write the
    # month's name with {month_name}, "Dec"), {year}, {hour} and {minute} (two digits)
    return _("{day} {month_name} {year}, {hour}:{minute}").format(
        day=moment.day, month=moment.month, month_name=_(MONTHS[moment.month - 1]),
        year=moment.year, hour=f"{moment.hour:02d}", minute=f"{moment.minute:02d}")


#: the months' short names (never the system locale's: the game's language decides)
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"),
          N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def game_title(game: str) -> str:
    """The game's name as players know it."""
    try:
        return _(str(rules.get(game).title))
    except Exception:  # noqa: BLE001 - a record of a game this build does not know
        return game


def players_line(entry: Any) -> str:
    """'You 46, Ada 33, Basil 31' (scores in seat order)."""
    parts = []
    for i, name in enumerate(entry.names):
        score = entry.scores[i] if i < len(entry.scores) else "?"
        parts.append(f"{name} {score}")
    return ", ".join(parts)


#: seconds of each frame spent reading the history: the rows in view first, then the
#: rest (so the count becomes exact); a frame never waits for a whole page
READ_PER_FRAME = 0.008


def open_history() -> tuple[Any, str]:
    """The history, read page by page (HistoryPages), and a problem line ('' if none)."""
    try:
        from game.engine import paths
        from game.engine.history_pages import HistoryPages
    except ImportError:
        return None, _("The game history is not available in this version")
    try:
        return HistoryPages(lazy=True), ""
    except (OSError, UserFileError):
        folder = paths.data_dir()
        problem = paths.folder_problem(folder)
        if problem:
            # Translators: {problem} says what is wrong with the folder {folder}, as a verb
            # phrase ("cannot be written (no space left)")
            return None, _("Your finished games cannot be listed: the data folder {folder} "
                           "{problem}.").format(folder=paths.shown_path(folder),
                                                problem=problem)
        return None, _("Your finished games cannot be listed: the history folder in "
                       "{folder} cannot be read.").format(folder=paths.shown_path(folder))


class ReplaysScene(Scene):
    """The list; Esc or Back returns to the title."""

    name = "replays"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.pages, self.message = open_history()
        self.scroll = 0
        self.hover: int | None = None
        self.widgets = WidgetGroup([Button((40, 650, 200, 52), N_("Back"), self.back)])

    @property
    def entries(self) -> list[Any]:
        """The finished games read so far, newest first."""
        return self.pages.entries if self.pages is not None else []

    def total(self) -> int:
        """How many games the list holds (an upper bound until every file was read)."""
        return self.pages.total() if self.pages is not None else 0

    def close(self) -> None:
        if self.pages is not None:
            self.pages.close()
        super().close()

    def back(self) -> None:
        """To the title."""
        self.app.pop()

    def rows(self) -> list[tuple[int, pygame.Rect]]:
        """(entry index, row rectangle) of the rows in view."""
        body = LIST.inflate(-20, -70).move(0, 25)
        first = self.scroll
        count = body.h // ROW_H
        if self.pages is None:
            return []
        return [(i, pygame.Rect(body.x, body.y + (i - first) * ROW_H, body.w, ROW_H - 4))
                for i, _entry in self.pages.known(first, count)]

    def open(self, index: int) -> None:
        """Watch entry ``index`` (a record that does not replay is named, one line)."""
        entry = self.entries[index]
        try:
            from game.engine import history

            record = history.load_finished(entry.path)
            moments = Moments.of_record(record)
        except (UserFileError, OSError, ValueError) as exc:
            self.message = str(exc)
            self.app.sound.play("error")
            return
        self.app.router.push("replay", moments=moments, start=0,
                             back_label=N_("Back to the list"),
                             # Translators: {game} is the game's name
                             title=N_("{game} replay"), autoplay=True, reviewable=True)

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        visible = max(1, (LIST.h - 70) // ROW_H)
        most = max(0, self.total() - visible)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(most, self.scroll - event.y))
        elif event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in self.rows() if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in self.rows():
                if rect.collidepoint(event.pos):
                    self.open(i)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll = min(most, self.scroll + (1 if event.key == pygame.K_DOWN else 8))
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_UP else 8))

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        if self.pages is not None and not self.pages.complete:
            self.pages.read_for(READ_PER_FRAME)
            visible = max(1, (LIST.h - 70) // ROW_H)
            self.scroll = min(self.scroll, max(0, self.total() - visible))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        text.draw(surface, _("Replays"), 56, theme.GOLD, (40, 24), bold=True, shadow=True)
        text.draw(surface, _("finished games, newest first: click one to watch it"), 24,
                  theme.TEXT_DIM, (300, 46))
        backdrop.panel(surface, LIST)
        # Translators: the heads of the columns of the list of finished games
        heads = ((N_("date"), 20), (N_("game"), 250), (N_("players and scores"), 450))
        for label, x in heads:
            text.draw(surface, _(label), 22, theme.TEXT_DIM, (LIST.x + x, LIST.y + 16))
        rows = self.rows()
        if not rows and self.pages is not None and not self.pages.complete:
            text.draw(surface, _("Reading your finished games…"), 28, theme.TEXT, LIST.center,
                      "center")
        elif not rows and self.scroll == 0:
            empty = _("No finished games yet: every game you finish appears here.")
            text.draw(surface, empty, 28, theme.TEXT, LIST.center, "center")
        for i, rect in rows:
            entry = self.entries[i]
            if i == self.hover:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=8)
            elif i % 2 == 0:
                pygame.draw.rect(surface, (32, 50, 78), rect, border_radius=8)
            y = rect.centery
            text.draw(surface, when(entry.started), 24, theme.TEXT, (LIST.x + 20, y), "midleft")
            text.draw(surface, game_title(entry.game), 26, theme.TEXT, (LIST.x + 250, y),
                      "midleft", True)
            line = players_line(entry)
            names = [entry.names[w] for w in entry.winners if w < len(entry.names)]
            if names:
                # Translators: the players and their scores, then who won the game
                line = _("{players}  -  {winners} won").format(players=line,
                                                               winners=and_list(names))
            fitted = text.wrap(line, 24, rect.right - LIST.x - 470)[0]
            text.draw(surface, fitted, 24, theme.TEXT, (LIST.x + 450, y), "midleft")
        total = self.total()
        if rows and total > len(rows):
            values = {"first": self.scroll + 1, "last": self.scroll + len(rows), "total": total}
            if self.pages is None or self.pages.complete:
                shown = _("{first}-{last} of {total} (wheel or arrows to scroll)")
            else:
                # Translators: the count is not known exactly yet (the list is being read)
                shown = _("{first}-{last} of about {total} (wheel or arrows to scroll)")
            text.draw(surface, shown.format(**values), 20, theme.TEXT_DIM,
                      (LIST.right - 16, LIST.bottom - 8), "bottomright")
        if self.message:
            text.draw(surface, text.wrap(self.message, 22, 960)[0], 22, theme.DANGER,
                      (760, 676), "center")
        self.widgets.draw(surface)
