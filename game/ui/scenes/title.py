"""The title screen: an AI-vs-AI game behind the menu, the three games, and the menu."""

from __future__ import annotations

import functools
import math
import random
from typing import Any

import pygame

import game
from game.engine import games, i18n, paths
from game.engine.errors import UserFileError
from game.engine.i18n import N_, _, ngettext
from game.ui.kit import backdrop, mermaid, text, theme
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play.attempts import games_in_progress
from game.ui.play.in_progress import summary
from game.ui.play.session import GameSession, Seat
from game.ui.play.tutorial import progress_line, start_tutorial
from game.ui.shell.dialog import DialogScene, dialog, dim
from game.ui.shell.scene import Scene
from game.ui.table import catalog


def settings_notice(problems: list[str]) -> str:
    """One line about the settings file's problems (the options screen lists them all)."""
    if not problems:
        return ""
    if len(problems) == 1:
        return problems[0]
    more = len(problems) - 1
    # Translators: {problem} is one problem of the settings file (a whole sentence)
    return ngettext("{problem} (and {n} more: see Options)",
                    "{problem} (and {n} more: see Options)", more).format(
        problem=problems[0], n=more)


def folder_notice(app: Any) -> list[str]:
    """What is wrong with the data or config folder and where (a line for each), said
    on the first title of the run only."""
    if getattr(app, "folder_notice_said", False):
        return []
    app.folder_notice_said = True
    try:
        return paths.folder_problems()
    except Exception:  # noqa: BLE001 - the title must work whatever the folders are
        return []


#: the attract mode shows these games in turn, each with a new deal
ATTRACT_GAMES = ("akropolis", "capital", "ginkgopolis")
#: seconds one attract game plays before the next game takes over
ATTRACT_SECONDS = 75.0
ATTRACT_NAMES = ("Ada", "Basil", "Cleo")
ATTRACT_COLOURS = ("orange", "sky", "green")


def attract_games() -> list[str]:
    """The games the attract mode can show (ready, with a board)."""
    return [g for g in ATTRACT_GAMES if catalog.available(g) and catalog.has_board(g)]


class QuitDialog(DialogScene):
    """Esc on the title: are you sure?"""

    name = "quit"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rect = pygame.Rect(0, 0, 460, 220)
        self.rect.center = (640, 360)
        x, y = self.rect.x + 40, self.rect.bottom - 84
        self.widgets = WidgetGroup([
            Button((x, y, 180, 54), N_("Quit"), self.app.quit, hotkey=pygame.K_RETURN),
            Button((x + 200, y, 180, 54), N_("Stay"), self.app.pop),
        ])

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        dialog(surface, self.rect, N_("Quit Polis Arcade?"))
        text.draw(surface, _("Enter quits, Esc stays"), 22, theme.TEXT_DIM,
                  (self.rect.centerx, self.rect.y + 76), "midtop")
        self.widgets.draw(surface)


class LearnDialog(DialogScene):
    """Which game to learn (each opens its guided first game)."""

    name = "learn"

    def __init__(self, app) -> None:
        super().__init__(app)
        games = [g for g in catalog.GAMES if catalog.available(g.name)]
        self.rect = pygame.Rect(0, 0, 640, 150 + 66 * len(games))
        self.rect.center = (640, 360)
        self.message = ""
        x, y = self.rect.x + 40, self.rect.y + 84
        buttons = [Button((x, y + i * 66, 260, 54), info.title,
                          functools.partial(self._learn, info.name))
                   for i, info in enumerate(games)]
        #: where each game's tutorial progress is said (beside its button)
        self.progress_at = [(b.rect, info.name) for b, info in zip(buttons, games, strict=True)]
        #: how far you got in each tutorial, in the language they were said in
        self._progress: tuple[str, list[str]] | None = None
        buttons.append(Button((x, self.rect.bottom - 60, 260, 44), N_("Back"),
                              self.app.pop, 24))
        self.widgets = WidgetGroup(buttons)

    def _learn(self, game_name: str) -> None:
        self.app.pop()
        if not start_tutorial(self.app, game_name):
            self.app.sound.play("error")

    @property
    def progress(self) -> list[tuple[pygame.Rect, str]]:
        """How far you got in each tutorial, beside its button (read once per language)."""
        if self._progress is None or self._progress[0] != i18n.language():
            self._progress = (i18n.language(),
                              [progress_line(name) for _rect, name in self.progress_at])
        return [(rect, line) for (rect, _name), line
                in zip(self.progress_at, self._progress[1], strict=True)]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        dialog(surface, self.rect, N_("Learn to play"))
        self.widgets.draw(surface)
        for rect, line in self.progress:
            text.draw(surface, line, 22, theme.TEXT_DIM, (rect.right + 20, rect.centery),
                      "midleft")


class TitleScene(Scene):
    """The first screen; Esc asks before quitting."""

    name = "title"

    def __init__(self, app, attract: bool = True) -> None:
        super().__init__(app)
        self.time = 0.0
        self.message = ""
        #: the games in progress Continue offers (newest first)
        self.games: list[games.GameInProgress] = []
        #: "your last game could not be restored", shown while this title lives
        self.notice = ""
        self.warnings: list[str] = []
        self.rng = random.Random()
        self.attract_index = 0
        self.attract_time = 0.0
        self.attract = self._make_attract() if attract else None
        self._build()

    def _make_attract(self):
        """The next game of the attract mode, with a new deal (None when none can play)."""
        from game import rules

        games = attract_games()
        for _turn in range(len(games)):
            name = games[self.attract_index % len(games)]
            self.attract_index += 1
            counts = rules.get(name).player_counts
            n = 3 if 3 in counts else counts[-1]
            seats = [Seat(ATTRACT_NAMES[i % 3], ATTRACT_COLOURS[i % 3], "ai", "beginner")
                     for i in range(n)]
            try:
                session = GameSession.new(name, seats, self.rng.randrange(1 << 30), {},
                                          autosave=False)
                return self.app.router.make("play", session=session, attract=True)
            except Exception:  # noqa: BLE001 - the title must work whatever the rules do
                continue
        return None

    def _next_attract(self) -> None:
        """The attract mode moves on to the next game."""
        old = self.attract
        self.attract = self._make_attract()
        self.attract_time = 0.0
        if old is not None and old is not self.attract:
            old.close()

    def enter(self) -> None:
        self._check_autosave()
        self._build()

    @property
    def saved(self) -> Any:
        """The record Continue opens in one click (the only game in progress), else None."""
        if len(self.games) == 1 and not self.games[0].busy:
            return self.games[0].record
        return None

    def _check_autosave(self) -> None:
        self.games = []
        problem = ""
        try:
            self.games, notices = games_in_progress()
            self.notice = " ".join(notices) or self.notice
        except (UserFileError, OSError) as exc:
            problem = _("Your games in progress cannot be read: {problem}").format(problem=exc)
        except Exception as exc:  # noqa: BLE001 - a damaged file must not stop the title
            problem = _("Your games in progress cannot be read: {problem}").format(
                problem=f"{type(exc).__name__}: {exc}")
        # problems in the settings file (bad values were replaced by defaults)
        self.warnings = [line for line in (*folder_notice(self.app), problem,
                                           settings_notice(list(self.app.messages))) if line]
        #: everything the title says, in one string
        self.message = " ".join([self.notice, *self.warnings]).strip()

    def _build(self) -> None:
        self.widgets = WidgetGroup()
        x, y, w, h, gap = 90, 226, 320, 48, 56
        self.continue_button = Button((x, y, w, h), N_("Continue"), self.continue_game)
        self.continue_button.enabled = bool(self.games)
        self.new_button = Button((x, y + gap, w, h), N_("New game"), self.new_game)
        self.new_button.enabled = any(catalog.available(g.name) for g in catalog.GAMES)
        self.learn_button = Button((x, y + 2 * gap, w, h), N_("Learn to play"), self.learn)
        self.learn_button.enabled = self.new_button.enabled
        self.arcade_button = Button((x, y + 3 * gap, w, h), N_("Arcade"), self.arcade)
        self.arcade_button.enabled = self.new_button.enabled
        self.replays_button = Button((x, y + 4 * gap, w, h), N_("Replays"), self.replays)
        self.options_button = Button((x, y + 5 * gap, w, h), N_("Options"), self.options)
        self.quit_button = Button((x, y + 6 * gap, w, h), N_("Quit"), self.ask_quit)
        for b in (self.continue_button, self.new_button, self.learn_button, self.arcade_button,
                  self.replays_button, self.options_button, self.quit_button):
            self.widgets.add(b)

    # -- actions ----------------------------------------------------------------
    def continue_game(self) -> None:
        """Play on: the only game in progress at once, else the list of them."""
        if not self.games:
            return
        if self.saved is None:
            self.app.router.push("continue")
            return
        game_id = self.games[0].game_id
        self.games = []
        try:
            session = GameSession.open(game_id)
        except (UserFileError, OSError) as exc:
            self.warnings = [_("The saved game cannot be continued: {problem}").format(
                problem=exc)]
            self.message = self.warnings[0]
            self._build()
            return
        self.app.router.push("play", session=session)

    def continue_info(self) -> str:
        """What Continue opens, shown beside it."""
        if self.saved is not None:
            return summary(self.games[0])
        if len(self.games) == 1:
            # Translators: {game} says which game, who plays it and how far it got
            return _("{game} (open in another window)").format(game=summary(self.games[0]))
        n = len(self.games)
        return ngettext("{n} game in progress: choose one", "{n} games in progress: choose one",
                        n).format(n=n)

    def ask_quit(self) -> None:
        """Quit asks first, as Esc does."""
        self.app.router.push("quit")

    def new_game(self) -> None:
        """Open the new-game screen."""
        self.app.router.push("setup")

    def learn(self) -> None:
        """Choose a game to learn with a guided first game."""
        self.app.router.push("learn")

    def arcade(self) -> None:
        """Open the arcade: the campaign of challenges with your stars."""
        self.app.router.push("arcade")

    def replays(self) -> None:
        """Open the list of finished games."""
        self.app.router.push("replays")

    def options(self) -> None:
        """Open the options overlay."""
        self.app.router.push("options")

    # -- loop -------------------------------------------------------------------
    def game_rows(self) -> list[tuple[str, pygame.Rect]]:
        """Each game's row in the games panel (click one to set up that game)."""
        box = pygame.Rect(700, 290, 500, 330)
        return [(info.name, pygame.Rect(box.x + 10, box.y + 64 + i * 86, box.w - 20, 80))
                for i, info in enumerate(catalog.GAMES)]

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for name, rect in self.game_rows():
                if rect.collidepoint(event.pos) and catalog.available(name):
                    self.app.sound.play("click", 0.5)
                    self.app.router.push("setup", game=name)
                    return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.router.push("quit")

    def update(self, dt: float) -> None:
        self.time += dt
        self.widgets.update(dt)
        if self.attract is not None:
            self.attract.update(dt)
            self.attract_time += dt
            over = self.attract.session.state.is_terminal()
            if self.attract_time >= ATTRACT_SECONDS or (over and self.attract_time > 8.0):
                self._next_attract()

    def update_background(self, dt: float) -> None:
        self.time += dt

    def ai_thinking(self) -> bool:
        return self.attract is not None and self.attract.ai_thinking()

    def close(self) -> None:
        if self.attract is not None:
            self.attract.close()

    def draw(self, surface: pygame.Surface) -> None:
        if self.attract is not None:
            self.attract.draw(surface)
            dim(surface, 185)
        else:
            surface.blit(backdrop.backdrop(), (0, 0))
        self._draw_logo(surface)
        self._draw_games(surface)
        self.widgets.draw(surface)
        if self.games:
            info = self.continue_info()
            rect = self.continue_button.rect  # beside the button: the gaps are too small
            text.draw_lines(surface, info, 19, theme.TEXT_DIM, (rect.right + 14, rect.y + 6),
                            260, most=2)
        lines = [(self.notice, theme.GOLD)] if self.notice else []
        lines += [(line, theme.DANGER) for line in self.warnings]
        for i, (line, colour) in enumerate(lines[:3]):
            shown = text.wrap(line, 22, 1100)[0]
            text.draw(surface, shown, 22, colour, (640, 630 + i * 24), "midtop")
        text.draw(surface, _("version {version}").format(version=game.__version__), 18,
                  theme.TEXT_DIM, (1272, 714), "bottomright")

    def _draw_logo(self, surface: pygame.Surface) -> None:
        # a mermaid swims across the bottom of the screen
        x = (self.time * 70) % 1500 - 110
        y = 690 + 8 * math.sin(self.time * 2.3)
        surface.blit(mermaid.mermaid((86, 180, 233), 56, flip=False), (x, y - 40))
        bob = 4 * math.sin(self.time * 1.6)
        # Translators: the game's name as the title screen's logo shows it
        text.draw(surface, _("POLIS ARCADE"), 96, theme.GOLD, (90, 90 + bob), "topleft", True,
                  True)
        text.draw(surface, _("three cities, one table"), 32, theme.TEXT_DIM, (96, 170), "topleft")

    def _draw_games(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(700, 290, 500, 330)
        backdrop.panel(surface, box)
        text.draw(surface, _("Games"), 34, theme.TEXT, (box.x + 24, box.y + 18), bold=True)
        text.draw(surface, _("click one to play it"), 20, theme.TEXT_DIM,
                  (box.right - 24, box.y + 28), "topright")
        rows = dict(self.game_rows())
        for i, info in enumerate(catalog.GAMES):
            y = box.y + 70 + i * 86
            ready = catalog.available(info.name)
            if ready and rows[info.name].collidepoint(self.app.mouse):
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rows[info.name], border_radius=10)
            colour = theme.TEXT if ready else theme.TEXT_DIM
            text.draw(surface, _(info.title), 32, colour, (box.x + 24, y), bold=True)
            status = _("ready") if ready else _("coming soon")
            text.draw(surface, status, 24, theme.OK if ready else theme.GOLD,
                      (box.right - 24, y + 4), "topright")
            text.draw(surface, _(info.blurb), 22, theme.TEXT_DIM, (box.x + 24, y + 34))

