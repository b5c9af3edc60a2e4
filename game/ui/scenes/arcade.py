"""Arcade: the campaign of challenges with your stars (a challenge opens once the one
before it in its game has a star), today's daily deals with their par, your own
challenges ("Yours") and the high-score table of each challenge. Pick one to read its
goal and its best scores, then Play."""

from __future__ import annotations

import functools
from datetime import date
from typing import Any

import pygame

from game.engine import i18n, paths
from game.engine.errors import UserFileError
from game.engine.i18n import N_, NC_, _, ngettext, pgettext
from game.rules import daily as daily_rules
from game.ui.kit import backdrop, text, theme, tooltip
from game.ui.kit.lists import comma
from game.ui.kit.stars import draw_stars
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import arcade, arcade_scores, challenge_files, daily
from game.ui.play.in_progress import game_title
from game.ui.shell.scene import Scene
from game.ui.table.level_words import level_label

#: the pages' area (one column per game) and the details panel
COLUMNS = pygame.Rect(30, 96, 760, 540)
DETAILS = pygame.Rect(810, 96, 440, 540)
ROW_H = 45
GAMES = ("akropolis", "capital", "ginkgopolis")
#: how many rows of a challenge's high scores the details panel shows
DETAIL_SCORES = 3

# the words of this screen (English, marked for the catalogue and translated where they
# are drawn): whole sentences and labels with named placeholders
TAB_LABELS = {"campaign": N_("Campaign"), "daily": N_("Daily deals"), "yours": N_("Yours"),
              "scores": N_("High scores")}
#: the columns of a high-score table
SCORE_COLUMNS = (N_("Name"), N_("Score"), N_("Stars"), N_("Date"))


def month_name(number: int) -> str:
    """The whole name of month ``number`` (1..12) in the player's language."""
    # Translators: the months' whole names, as in the date "6 December 2026"
    names = (pgettext("whole month", "January"), pgettext("whole month", "February"),
             pgettext("whole month", "March"), pgettext("whole month", "April"),
             pgettext("whole month", "May"), pgettext("whole month", "June"),
             pgettext("whole month", "July"), pgettext("whole month", "August"),
             pgettext("whole month", "September"), pgettext("whole month", "October"),
             pgettext("whole month", "November"), pgettext("whole month", "December"))
    return names[(number - 1) % 12]


def date_words(day: date) -> str:
    """A date as the screen says it ("6 December 2026"), in the player's language."""
    # Translators: a date: {day} and {year} are numbers, {month} the month's whole name
    return _("{day} {month} {year}").format(day=day.day, month=month_name(day.month),
                                            year=day.year)


def against_words(challenge: Any) -> str:
    """Whom you play against ("You play against one opponent (AI easy).")."""
    levels = comma().join(level_label(level) for level in challenge.opponents)
    count = len(challenge.opponents)
    if challenge.start:
        # Translators: {levels} names the opponents' AI levels ("easy, normal")
        return ngettext("You play against one opponent (AI {levels}) from a game already "
                        "under way.",
                        "You play against {count} opponents (AI {levels}) from a game "
                        "already under way.", count).format(count=count, levels=levels)
    # Translators: {levels} names the opponents' AI levels ("easy, normal")
    return ngettext("You play against one opponent (AI {levels}).",
                    "You play against {count} opponents (AI {levels}).", count).format(
        count=count, levels=levels)


def turns_words(challenge: Any) -> str:
    """A challenge's turn limit in words ('' when it has none)."""
    if challenge.turns <= 0:
        return ""
    return ngettext("The attempt ends after your first turn.",
                    "The attempt ends after your {n} turns.", challenge.turns).format(
        n=challenge.turns)


class ArcadeScene(Scene):
    """The arcade's pages (campaign, daily deals, yours, high scores) and the chosen
    challenge's details."""

    name = "arcade"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        #: why the campaign or your stars could not be read ('' when they could)
        self.campaign_problem = ""
        self.stars_problem = ""
        #: the language the problems read from the files were said in
        self._language = i18n.language()
        self.challenges: list[Any] = []
        self._read_campaign()
        self.games = [g for g in GAMES if any(c.game == g for c in self.challenges)]
        self.page = "campaign"
        self.selected: str | None = None
        daily.follow_data_folder()
        self.day = daily.today()
        self.yours: list[Any] = []
        self.your_problems: list[str] = []
        self.scores: arcade_scores.Table = {}
        self.score_problems: list[str] = []
        self.play_button = Button((DETAILS.x + 24, DETAILS.bottom - 70, 190, 52),
                                  NC_("challenge", "Play"), self.play, 28, pygame.K_RETURN)
        self.back_button = Button((40, 652, 200, 52), N_("Back"), self.app.pop, 26)
        self.tabs = {page: Button((x, 34, w, 44), TAB_LABELS[page],
                                  functools.partial(self.show, page), 22)
                     for page, x, w in (("campaign", 300, 150), ("daily", 460, 160),
                                        ("yours", 630, 110), ("scores", 750, 170))}
        self.widgets = WidgetGroup([self.play_button, self.back_button, *self.tabs.values()],
                                   keyboard=False)
        self.tip_dwell = tooltip.Dwell()
        self.hover_tip: str | None = None
        #: the names drawn shortened in the high-score tables this frame, and where
        self.name_rects: list[tuple[str, pygame.Rect]] = []
        self.refresh()

    # -- what is shown ------------------------------------------------------------------
    def _read_campaign(self) -> None:
        """Read the shipped campaign (its problem, in one line, when it cannot be read)."""
        self.campaign_problem = ""
        try:
            self.challenges = challenge_files.campaign()
        except (UserFileError, OSError) as exc:
            self.challenges = []
            self.campaign_problem = str(exc)

    @property
    def error(self) -> str:
        """What the campaign page says instead of (or over) the campaign ('' when all is
        well), in the player's language."""
        if self.stars_problem:
            # Translators: {reason} names the stars file and the key as written, then why
            return _("Your stars could not all be read ({reason}); they count from "
                     "here.").format(reason=self.stars_problem)
        if self.campaign_problem:
            return _("The campaign cannot be read: {reason}").format(
                reason=self.campaign_problem)
        return ""

    def follow_language(self) -> None:
        """Read the files' problems again in a language chosen since (they were said in
        the language of the moment they were read)."""
        if self._language == i18n.language():
            return
        self._language = i18n.language()
        self._read_campaign()
        self.refresh()

    def refresh(self) -> None:
        """Read your stars, your own challenges and the high scores again (after an
        attempt)."""
        problems: list[str] = []
        self.progress = arcade.load_progress(problems)
        if problems:
            self.stars_problem = problems[0]
        self.your_problems = []
        self.yours = challenge_files.your_challenges({c.key for c in self.challenges},
                                            self.your_problems)
        self.score_problems = []
        self.scores = arcade_scores.high_scores(self.challenges + self.yours,
                                                self.score_problems)
        for key, rows in self.scores.items():  # a lost stars file: the records still tell
            for row in rows:
                best = self.progress.get(key, arcade.Best())
                if (row.stars, row.score) > (best.stars, best.score):
                    self.progress[key] = arcade.Best(row.stars, row.score)
        self.open = arcade.unlocked(self.challenges, self.progress) | {c.key for c in self.yours}
        if self.selected is None or self.chosen() is None:
            def first(most: int) -> str | None:  # the first open one with fewer stars
                return next((c.key for c in self.challenges if c.key in self.open
                             and self.progress.get(c.key, arcade.Best()).stars < most), None)

            self.selected = first(1) or first(3) or next(iter(self.open), None)
        self._enable_play()

    def dailies(self) -> list[Any]:
        """Today's deal of each game (with its par once known)."""
        pars = daily.pars()
        return [daily_rules.daily_challenge(g, self.day, pars.par(g, self.day)) for g in GAMES]

    def everything(self) -> list[Any]:
        """Every challenge the screen can show: the campaign, yours, today's deals."""
        return self.challenges + self.yours + self.dailies()

    def chosen(self) -> Any:
        """The selected challenge (None when nothing is)."""
        return next((c for c in self.everything() if c.key == self.selected), None)

    def playable(self, challenge: Any) -> bool:
        """May you play it now (open, and a daily deal's par known)?"""
        if challenge is None:
            return False
        if challenge.key.startswith(daily_rules.PREFIX):
            return bool(challenge.stars)
        return challenge.key in self.open

    def _enable_play(self) -> None:
        self.play_button.enabled = self.playable(self.chosen())

    def show(self, page: str) -> None:
        """Turn to a page; the daily deals' pars start being worked out when first shown."""
        self.page = page
        if page == "daily":
            for game in GAMES:
                daily.pars().want(game, self.day)
            if not (self.selected or "").startswith(daily_rules.PREFIX):
                self.selected = daily_rules.daily_key(GAMES[0], self.day)
        elif page == "yours" and self.yours and self.selected not in {c.key for c in self.yours}:
            self.selected = self.yours[0].key
        elif page == "campaign" and self.selected not in {c.key for c in self.challenges}:
            self.selected = None
            self.refresh()
        self._enable_play()

    # -- cells --------------------------------------------------------------------------
    def grid(self, found: list[Any], top: int = 0) -> list[tuple[Any, pygame.Rect]]:
        """Each challenge's cell in its game's column."""
        games = [g for g in GAMES if any(c.game == g for c in found)]
        width = COLUMNS.w // max(1, len(games))
        longest = max((sum(c.game == g for c in found) for g in games), default=1)
        # a longer campaign gets shorter rows, so its last row stays inside the panel
        row_h = min(ROW_H, (COLUMNS.h - 46 - top) // max(1, longest))
        out = []
        for col, game in enumerate(games):
            mine = [c for c in found if c.game == game]
            for row, challenge in enumerate(mine):
                out.append((challenge, pygame.Rect(COLUMNS.x + col * width + 6,
                                                   COLUMNS.y + 40 + top + row * row_h,
                                                   width - 12, row_h - 6)))
        return out

    def daily_cells(self) -> list[tuple[Any, pygame.Rect]]:
        """Each game's deal of today: a card side by side."""
        width = COLUMNS.w // len(GAMES)
        return [(challenge, pygame.Rect(COLUMNS.x + col * width + 8, COLUMNS.y + 96,
                                        width - 16, 250))
                for col, challenge in enumerate(self.dailies())]

    def cells(self) -> list[tuple[Any, pygame.Rect]]:
        """The cells of the page shown."""
        if self.page == "campaign":
            return self.grid(self.challenges)
        if self.page == "yours":
            return self.grid(self.yours, 60)
        if self.page == "daily":
            return self.daily_cells()
        return self.score_cells()

    def score_cells(self) -> list[tuple[Any, pygame.Rect]]:
        """The high-score page's list of challenges to pick from (left)."""
        found = [c for c in self.everything() if c.key in self.open or
                 c.key.startswith(daily_rules.PREFIX)]
        out = []
        for i, challenge in enumerate(found[:40]):
            col, row = divmod(i, 20)
            out.append((challenge, pygame.Rect(COLUMNS.x + 6 + col * 160,
                                               COLUMNS.y + 10 + row * 26, 154, 24)))
        return out

    # -- input ---------------------------------------------------------------------------
    def play(self) -> None:
        """Start an attempt at the chosen challenge."""
        challenge = self.chosen()
        if not self.playable(challenge):
            return
        self.app.sound.play("turn")
        self.app.router.push("play", session=arcade.new_attempt(challenge))

    def enter(self) -> None:
        """Back on top (after an attempt): your stars and the high scores may have changed."""
        self.refresh()

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for challenge, rect in self.cells():
                if rect.collidepoint(event.pos):
                    if challenge.key in self.open or challenge.key.startswith(
                            daily_rules.PREFIX):
                        self.selected = challenge.key
                        self._enable_play()
                    else:
                        self.app.sound.play("error")
                    return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.follow_language()
        daily.pars().poll()
        self._enable_play()
        self.widgets.update(dt)
        self.hover_tip = self.tip_dwell.update(dt, self.tooltip_at(self.app.mouse))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The whole title and flavour of the challenge under ``pos`` (or a name in a
        high-score table)."""
        for whole, rect in self.name_rects:
            if rect.collidepoint(pos):
                return whole
        for challenge, rect in self.cells():
            if rect.collidepoint(pos):
                return f"{self.label(challenge)}\n{_(challenge.flavour)}"
        return None

    def label(self, challenge: Any) -> str:
        """A challenge's name in a list ("Today's deal: Capital" for a daily deal), in the
        player's language."""
        if challenge.key.startswith(daily_rules.PREFIX):
            return _("Today's deal: {game}").format(game=game_title(challenge.game))
        return _(challenge.title)

    def update_background(self, dt: float) -> None:
        daily.pars().poll()  # par goes on being worked out while you play

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.name_rects = []
        surface.blit(backdrop.backdrop(), (0, 0))
        self.follow_language()
        text.draw(surface, _("Arcade"), 56, theme.GOLD, (40, 24), bold=True, shadow=True)
        earned = sum(self.progress.get(c.key, arcade.Best()).stars for c in self.challenges)
        text.draw(surface, _("Your stars: {earned} of {total}").format(
            earned=earned, total=3 * len(self.challenges)), 24, theme.TEXT, (1240, 44),
            "topright")
        backdrop.panel(surface, COLUMNS.inflate(12, 12))
        {"campaign": self._draw_campaign, "daily": self._draw_daily,
         "yours": self._draw_yours, "scores": self._draw_scores}[self.page](surface)
        self._draw_details(surface)
        self.widgets.draw(surface)
        pygame.draw.rect(surface, theme.GOLD, self.tabs[self.page].rect, 3, border_radius=8)
        tooltip.draw_tip(surface, self.hover_tip, self.app.mouse)

    def _draw_campaign(self, surface: pygame.Surface) -> None:
        if self.error:
            text.draw_lines(surface, self.error, 22, theme.DANGER, (COLUMNS.x + 10,
                                                                   COLUMNS.y + 10), 720)
            return
        self._draw_columns(surface, self.challenges, 0)

    def _draw_columns(self, surface: pygame.Surface, found: list[Any], top: int) -> None:
        games = [g for g in GAMES if any(c.game == g for c in found)]
        width = COLUMNS.w // max(1, len(games))
        for col, game in enumerate(games):
            text.draw(surface, game_title(game), 26, theme.GOLD,
                      (COLUMNS.x + col * width + width // 2, COLUMNS.y + 8 + top), "midtop",
                      True)
        for challenge, rect in self.grid(found, top):
            self._draw_cell(surface, challenge, rect)

    def _draw_cell(self, surface: pygame.Surface, challenge: Any, rect: pygame.Rect) -> None:
        is_open = challenge.key in self.open
        chosen = challenge.key == self.selected
        fill = theme.BUTTON_HOVER if chosen else theme.BUTTON if is_open else theme.BUTTON_DOWN
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
        colour = theme.TEXT if is_open else theme.TEXT_DIM
        title = text.fit(_(challenge.title), 20, rect.w - 94)
        text.draw(surface, title, 20, colour, (rect.x + 10, rect.centery), "midleft")
        best = self.progress.get(challenge.key, arcade.Best())
        if is_open:
            draw_stars(surface, best.stars, (rect.right - 38, rect.centery), 9)
        else:
            # Translators: a challenge you may not play yet (a star on the one before opens it)
            text.draw(surface, _("locked"), 16, theme.TEXT_DIM,
                      (rect.right - 10, rect.centery), "midright")

    def _draw_daily(self, surface: pygame.Surface) -> None:
        text.draw(surface, _("Deal of {date}").format(date=date_words(self.day)), 28,
                  theme.GOLD,
                  (COLUMNS.centerx, COLUMNS.y + 20), "midtop", True)
        pars = daily.pars()
        for challenge, rect in self.daily_cells():
            chosen = challenge.key == self.selected
            pygame.draw.rect(surface, theme.BUTTON_HOVER if chosen else theme.BUTTON, rect,
                             border_radius=10)
            if chosen:
                pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=10)
            x, y = rect.centerx, rect.y + 16
            text.draw(surface, game_title(challenge.game), 26, theme.GOLD, (x, y),
                      "midtop", True)
            best = self.progress.get(challenge.key)
            par = pars.par(challenge.game, self.day)
            draw_stars(surface, self.daily_star(challenge, best), (x, y + 62), 16, total=1)
            progress = pars.progress(challenge.game, self.day)
            problem = pars.error(challenge.game, self.day)
            if par is not None:
                # Translators: par: the expert AI's score on the day's deal
                text.draw(surface, _("Par: {par} points").format(par=par), 22, theme.TEXT,
                          (x, y + 96), "midtop")
            elif problem:
                text.draw_lines(surface, _("Par could not be worked out: {reason}").format(
                    reason=_(problem)), 18, theme.DANGER, (rect.x + 12, y + 96), rect.w - 24)
            elif progress is not None:
                text.draw(surface, _("Working out par: {percent}%").format(
                    percent=round(100 * progress)), 20, theme.TEXT, (x, y + 96), "midtop")
                bar = pygame.Rect(rect.x + 20, y + 128, rect.w - 40, 10)
                pygame.draw.rect(surface, theme.BUTTON_DOWN, bar, border_radius=5)
                pygame.draw.rect(surface, theme.ACCENT, (bar.x, bar.y, round(bar.w * progress),
                                                         bar.h), border_radius=5)
            else:
                text.draw(surface, _("Par is next in line"), 20, theme.TEXT_DIM, (x, y + 96),
                          "midtop")
            if best is not None:
                text.draw_lines(surface, _("Your best today: {score} points").format(
                    score=best.score), 20,
                                theme.TEXT_DIM, (rect.x + 12, rect.bottom - 60), rect.w - 24,
                                most=2)
        bottom = self.daily_cells()[0][1].bottom
        about = _("Each day brings a new deal of each game, the same for every player. Par "
                  "is the score the expert AI makes on it against the same opponent as "
                  "yours: beat it for the star. Your best score of each day is kept.")
        text.draw_lines(surface, about, 20, theme.TEXT_DIM, (COLUMNS.x + 16, bottom + 24),
                        COLUMNS.w - 32, most=4)

    def daily_star(self, challenge: Any, best: Any) -> int:
        """A daily deal's star for your best (1 when it beats par)."""
        if best is None:
            return 0
        if challenge.stars and challenge.stars[0].score is not None:
            return int(best.score >= challenge.stars[0].score)
        return min(1, best.stars)

    def _draw_yours(self, surface: pygame.Surface) -> None:
        folder = paths.shown_path(challenge_files.yours_folder())
        if self.yours:
            words = _("Files of your own challenges are read from {folder}.").format(
                folder=folder)
        else:
            # Translators: {folder} is a folder's path; docs/challenges.md is a file's name
            words = _("Your own challenges go in {folder}, one TOML file or more; "
                      "docs/challenges.md shows the format with an example.").format(
                folder=folder)
        y = text.draw_lines(surface, words, 20, theme.TEXT_DIM,
                            (COLUMNS.x + 10, COLUMNS.y + 8), COLUMNS.w - 20, most=2)
        if self.yours:
            self._draw_columns(surface, self.yours, 60)
            bottom = max(rect.bottom for _c, rect in self.grid(self.yours, 60)) + 12
            y = max(y, bottom)
        for line in self.your_problems[:6]:
            y = text.draw_lines(surface, line, 18, theme.DANGER, (COLUMNS.x + 10, y + 4),
                                COLUMNS.w - 20, most=2)

    def _draw_scores(self, surface: pygame.Surface) -> None:
        for challenge, rect in self.score_cells():
            chosen = challenge.key == self.selected
            if chosen:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=6)
            text.draw(surface, text.fit(self.label(challenge), 18, rect.w - 10), 18,
                      theme.GOLD if chosen else theme.TEXT, (rect.x + 6, rect.centery),
                      "midleft")
        challenge = self.chosen()
        area = pygame.Rect(COLUMNS.x + 336, COLUMNS.y + 10, COLUMNS.w - 346, COLUMNS.h - 20)
        if challenge is None:
            return
        title = _(challenge.title)
        if challenge.key.startswith(daily_rules.PREFIX):
            title = _("Deal of {date}").format(date=date_words(self.day))
        # Translators: {title} is a challenge's title (or "Deal of 6 December 2026")
        y = text.draw_lines(surface, _("High scores of {title}").format(title=title), 24,
                            theme.GOLD,
                            (area.x, area.y), area.w, most=2) + 8
        self._draw_table(surface, challenge, area.x, y, area.w, 10, 22)
        if self.score_problems:
            text.draw_lines(surface, _("High scores: {reason}").format(
                reason=self.score_problems[0]), 18,
                            theme.DANGER, (area.x, area.bottom - 70), area.w)

    def _draw_table(self, surface: pygame.Surface, challenge: Any, x: int, y: int, width: int,
                    most: int, size: int) -> int:
        """A challenge's high scores as a table from (x, y); the y below it."""
        rows = self.scores.get(challenge.key, [])
        if not rows:
            return text.draw_lines(surface, _("No finished attempts yet: play it to set the "
                                              "first score."), size, theme.TEXT_DIM, (x, y),
                                   width)
        step = size + 8
        columns = (x + 30, x + round(width * 0.52), x + round(width * 0.66),
                   x + round(width * 0.80))
        for label, cx in zip(SCORE_COLUMNS, columns, strict=True):
            text.draw(surface, _(label), size - 2, theme.TEXT_DIM, (cx, y))
        y += step
        target = None  # a daily deal's star: judged here, against its par
        if challenge.key.startswith(daily_rules.PREFIX) and challenge.stars:
            target = challenge.stars[0].score
        for rank, row in enumerate(rows[:most], start=1):
            # Translators: a place in a high-score table ("1.")
            text.draw(surface, _("{rank}.").format(rank=rank), size, theme.TEXT_DIM, (x, y))
            name = text.fit(row.name, size, columns[1] - columns[0] - 10)
            drawn = text.draw(surface, name, size, theme.TEXT, (columns[0], y))
            if name != row.name:
                self.name_rects.append((row.name, drawn))
            text.draw(surface, str(row.score), size, theme.TEXT,
                      (columns[1], y))
            stars = row.stars if target is None else int(row.score >= target)
            total = 1 if challenge.key.startswith(daily_rules.PREFIX) else 3
            draw_stars(surface, stars, (columns[2] + 26, y + size // 2 + 1), 7, total=total)
            text.draw(surface, row.date, size - 2, theme.TEXT_DIM, (columns[3], y + 1))
            y += step
        return y

    def _draw_details(self, surface: pygame.Surface) -> None:
        backdrop.panel(surface, DETAILS)
        challenge = self.chosen()
        if challenge is None:
            return
        x, y, width = DETAILS.x + 24, DETAILS.y + 20, DETAILS.w - 48
        is_daily = challenge.key.startswith(daily_rules.PREFIX)
        text.draw(surface, game_title(challenge.game), 22, theme.TEXT_DIM, (x, y))
        y = text.draw_lines(surface, _(challenge.title), 34, theme.GOLD, (x, y + 26), width,
                            most=2) + 6
        y = text.draw_lines(surface, _(challenge.flavour), 22, theme.TEXT, (x, y), width) + 10
        y = text.draw_lines(surface, against_words(challenge), 20, theme.TEXT_DIM, (x, y),
                            width) + 12
        if challenge.turns > 0:
            y = text.draw_lines(surface, turns_words(challenge), 20, theme.TEXT_DIM, (x, y),
                                width) + 12
        if is_daily:
            if challenge.stars:
                draw_stars(surface, 1, (x + 30, y + 11), 8, total=1)
                par = (challenge.stars[0].score or 1) - 1
                y = text.draw_lines(surface, _("Score more than the expert's {par} "
                                               "points").format(par=par), 20,
                                    theme.TEXT, (x + 70, y), width - 70) + 8
            else:
                y = text.draw_lines(surface, _("The expert is playing this deal now to set "
                                               "par; you can play once its score is "
                                               "known."), 20, theme.TEXT, (x, y), width)
        else:
            for n, line in enumerate(arcade.star_goals(challenge), start=1):
                draw_stars(surface, n, (x + 30, y + 11), 8, total=n, gap=0.3)
                y = text.draw_lines(surface, line, 20, theme.TEXT,
                                    (x + 70, y), width - 70) + 8
        limit = DETAILS.bottom - 118
        if y + 60 < limit:
            text.draw(surface, _("High scores"), 20, theme.GOLD, (x, y + 6))
            room = max(1, min(DETAIL_SCORES, (limit - y - 40) // 26))
            self._draw_table(surface, challenge, x, y + 32, width, room, 18)
        best = self.progress.get(challenge.key, arcade.Best())
        if best.stars or best.score:
            words = (_("Your best today: {score} points") if is_daily
                     else _("Your best: {score} points")).format(score=best.score)
            text.draw(surface, words, 20, theme.TEXT_DIM, (x, DETAILS.bottom - 110))
            earned = self.daily_star(challenge, best) if is_daily else best.stars
            draw_stars(surface, earned, (x + 320, DETAILS.bottom - 102), 10,
                       total=1 if is_daily else 3)
