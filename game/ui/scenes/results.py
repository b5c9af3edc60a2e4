"""Results: the winner; two pages: the points (a per-category table and a bar chart per
player) and the game (final cities side by side, scores over time by round); Rematch,
Save replay and Title."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from game.engine import paths
from game.engine.i18n import N_, NC_, _
from game.ui.kit import backdrop, mermaid, text, theme, tooltip
from game.ui.kit.lists import and_list
from game.ui.kit.person import is_you, person
from game.ui.kit.physics import Confetti
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import challenge_files, score_chart
from game.ui.play.moments import Moments
from game.ui.play.session import GameSession
from game.ui.shell.scene import Scene
from game.ui.table.breakdown_rows import categories, points
from game.ui.table.game_view import view_of

CATEGORY_COLOURS = [
    (70, 130, 220), (232, 196, 60), (212, 72, 64), (150, 90, 200), (80, 170, 90),
    (160, 160, 170), (230, 140, 60), (90, 200, 200), (200, 120, 170),
    (150, 105, 60), (235, 235, 225),
]


LEGEND_ROW_H = 24
#: the results table's last row: its key, and its words (translated where drawn)
TOTAL = N_("total")
#: the score chart's x axis when the rounds fall in eras (English; the chart translates it)
# Translators: the name of the score chart's x axis when the game has eras and rounds
ERAS_AXIS = N_("eras (lines: rounds)")


def category_colours(game: str, cats: list[str]) -> list[tuple[int, int, int]]:
    """One colour per results category: the game's own for a category it colours (Capital's
    park is green as on the board), the others from ``CATEGORY_COLOURS`` in order, never
    one that looks like one of the game's colours."""
    own = view_of(game).category_colours
    spare = [c for c in CATEGORY_COLOURS
             if all(sum(abs(a - b) for a, b in zip(c, mine, strict=True)) > 90
                    for mine in own.values())]
    out = []
    for cat in cats:
        if cat in own:
            out.append(own[cat])
        else:
            out.append(spare[0] if spare else CATEGORY_COLOURS[0])
            spare = spare[1:] + spare[:1]
    return out


def headline(winner_names: list[str], you: str | None = None, ended: bool = False) -> str:
    """The results title: who won (nobody at the table, when a solo game is lost); with
    ``ended`` (an arcade attempt that ended after its turns, the game unfinished), who
    leads.

    The local human (named "You", or ``you``: the only human at the table) is "you".
    """
    if not winner_names:
        return _("Nobody at the table wins")
    yours = [n == you or is_you(n) for n in winner_names]
    others = [n for n, mine in zip(winner_names, yours, strict=True) if not mine]
    if ended:
        return lead_headline(any(yours), others)
    if any(yours):  # "You and Ada share the victory!"
        if not others:
            return _("You win!")
        return _("You and {names} share the victory!").format(names=and_list(others))
    if len(others) == 1:
        return _("{name} wins!").format(name=others[0])
    return _("{names} share the victory!").format(names=and_list(others))


def lead_headline(yours: bool, others: list[str]) -> str:
    """Who leads when an arcade attempt ends after its turns (``yours``: you are among
    the leaders, ``others``: the other leaders' names)."""
    if yours:
        if not others:
            return _("Attempt over: you lead!")
        return _("Attempt over: you share the lead with {names}").format(
            names=and_list(others))
    if len(others) == 1:
        return _("Attempt over: {name} leads").format(name=others[0])
    return _("Attempt over: {names} share the lead").format(names=and_list(others))


def legend_rows(names: list[str], width: int) -> list[list[tuple[int, str]]]:
    """Legend entries (index, name) split into rows that fit ``width`` pixels."""
    rows: list[list[tuple[int, str]]] = [[]]
    used = 0
    for index, name in enumerate(names):
        need = 16 + text.measure(name, 20)[0] + 14
        if rows[-1] and used + need > width:
            rows.append([])
            used = 0
        rows[-1].append((index, name))
        used += need
    return rows


def category_note(game: str, category: str) -> str:
    """What a results category of ``game`` means ('' when the game does not say)."""
    if category == TOTAL:
        return _("The sum of the categories above; the most wins.")
    return _(view_of(game).category_notes.get(category, ""))


def city_pictures(game: str, state: Any, box: tuple[int, int],
                  colours: list[tuple[int, int, int]]) -> list[tuple[int, pygame.Surface]]:
    """The game view's final cities as (seat or -1 for a shared city, picture)."""
    pictures = view_of(game).city_pictures
    if pictures is None:
        return []
    try:
        return list(pictures(state, box, colours))
    except Exception:  # noqa: BLE001 - the results must show even without pictures
        return []


def table_scores(state: Any) -> list[int]:
    """Scores of every seat held (Ginkgopolis solo: you and Hal)."""
    scores = getattr(state, "table_scores", None)
    return list(scores() if callable(scores) else state.scores())


def replay_folder() -> Path:
    """Where Save replay writes (created on demand): "replays" in the data folder."""
    folder = paths.data_dir() / "replays"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def save_replay(session: Any) -> str:
    """Write the finished game's record into the replays folder; one friendly line
    saying so (the file's name, not its path)."""
    record = getattr(session, "record", None)
    if record is None:
        return _("This game has no record to save")
    from game.engine.record import write_record

    stamp = datetime.now().strftime("%Y-%m-%d %H.%M.%S")
    try:
        folder = replay_folder()
        path = folder / f"{session.rules.title} {stamp}.toml"
        n = 1
        while path.exists():
            n += 1
            path = folder / f"{session.rules.title} {stamp} ({n}).toml"
        write_record(path, record)
    except OSError as exc:
        return _("The replay could not be saved: {problem}").format(
            problem=exc.strerror or exc)
    return saved_line(path)


def saved_line(path: Path) -> str:
    """One friendly line for a saved replay: its name and which folder, never a raw path."""
    # Translators: {name} is the file's name (without its folder)
    return _("Replay saved as \u201c{name}\u201d in the replays folder of your game "
             "data (Replays on the title lists every finished game)").format(name=path.stem)


class ResultsScene(Scene):
    """The end of a game; confetti, fanfare, play again or back to the title."""

    name = "results"

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        #: the real table (a view may draw a changed copy as self.session, e.g. solo + Hal)
        self.table_session = session
        state = session.state
        self.scores = state.scores()
        #: an arcade attempt that ended after its turns, its game unfinished: the leaders
        #: (by score, as its stars judge them) stand where the winners would
        self.ended = not state.is_terminal()
        self.winners = state.winners() if not self.ended else \
            [i for i, score in enumerate(self.scores) if score == max(self.scores)]
        summary = view_of(session.game).results_breakdown
        self.breakdowns = [summary(state, i) if summary else state.breakdown(i)
                           for i in range(state.num_players)]
        self.categories = categories(self.breakdowns)
        self.colours = [theme.seat_colour(s.colour) for s in session.seats]
        self.confetti = Confetti(pygame.Rect(0, 0, 1280, 720), self.colours + [theme.GOLD],
                                 seed=session.seed)
        self.time = 0.0
        self.page = "points"
        self.hover_tip: str | None = None
        #: each seat name drawn this frame, whole, and where (the tip gives the whole name)
        self.name_rects: list[tuple[str, pygame.Rect]] = []
        self.tip_dwell = tooltip.Dwell()
        self.row_rects: list[tuple[str, pygame.Rect]] = []
        self.page_time = 0.0
        self.message = ""
        self._story: tuple[list[list[int]], list[tuple[int, str]]] | None = None
        self._pictures: list[tuple[int, pygame.Surface]] | None = None
        self.points_button = Button((40, 652, 150, 50), N_("Points"), self.show_points, 24)
        self.game_button = Button((200, 652, 250, 50), N_("Cities and timeline"),
                                  self.show_game, 24)
        self.review_button = Button((460, 652, 180, 50), N_("Review"), self.open_review, 26)
        self.rematch_button = Button((650, 652, 180, 50), N_("Rematch"), self.play_again, 26)
        self.save_button = Button((840, 652, 200, 50), N_("Save replay"), self.save, 26)
        self.title_button = Button((1050, 652, 190, 50), N_("Title"), self.to_title, 26)
        buttons = [self.points_button, self.game_button, self.review_button,
                   self.rematch_button, self.save_button, self.title_button]
        #: an arcade attempt: the stars it earned, kept as your best if it beats it
        self.challenge = getattr(session, "challenge", None)
        self.stars = 0
        if self.challenge is not None:
            self._arcade_result(buttons)
        self.widgets = WidgetGroup(buttons)
        app.sound.play("fanfare")

    def _arcade_result(self, buttons: list[Button]) -> None:
        """Stars for the attempt; Retry and Next in place of Rematch and Save replay."""
        from game.rules.challenges import stars_earned
        from game.ui.play import arcade

        challenge = self.challenge
        assert challenge is not None
        self.stars = stars_earned(challenge, self.session.state)
        self.best = arcade.record_result(challenge.key, self.stars,
                                         self.session.state.scores()[challenge.you])
        self.rematch_button.label = N_("Retry")
        self.next_challenge = None
        try:
            found = challenge_files.campaign()
            keys = [c.key for c in found]
            if challenge.key in keys:
                later = [c for c in found[keys.index(challenge.key) + 1:]
                         if c.game == challenge.game]
                if later and self.best.stars >= 1:
                    self.next_challenge = later[0]
        except Exception:  # noqa: BLE001 - no Next rather than no results
            self.next_challenge = None
        next_button = Button(self.save_button.rect, NC_("challenge", "Next"), self.play_next, 26)
        next_button.enabled = self.next_challenge is not None
        buttons[buttons.index(self.save_button)] = next_button
        self.next_button = next_button
        self.confetti.burst(40 * self.stars)

    def play_next(self) -> None:
        """The campaign's next challenge of this game."""
        from game.ui.play import arcade

        if self.next_challenge is not None:
            self.app.router.replace("play", session=arcade.new_attempt(self.next_challenge))

    @property
    def category_colours(self) -> list[tuple[int, int, int]]:
        """The colour of each category (a view may change the categories after __init__)."""
        return category_colours(self.session.game, self.categories)

    # -- buttons --------------------------------------------------------------------------
    def play_again(self) -> None:
        """Rematch: same seats and options, a new seed (an arcade attempt: the same
        challenge again)."""
        if self.challenge is not None:
            from game.ui.play import arcade

            self.app.router.replace("play", session=arcade.new_attempt(self.challenge))
            return
        s = self.table_session
        rematch = getattr(s, "rematch", None)
        if rematch is not None:
            again = rematch()
        else:
            again = GameSession.new(s.game, s.seats, s.seed + 1, s.options)
        self.app.router.replace("play", session=again)

    def open_review(self) -> None:
        """The game review (every decision rated, in the background)."""
        self.app.router.push("review", moments=Moments.of_session(self.table_session))

    def save(self) -> None:
        """Save replay: a copy of the record in the replays folder; say where."""
        self.message = save_replay(self.table_session)

    def show_points(self) -> None:
        """The points page."""
        self.page = "points"

    def show_game(self) -> None:
        """The cities and score-over-time page."""
        if self.page != "game":
            self.page_time = 0.0
        self.page = "game"

    def story(self) -> tuple[list[list[int]], list[tuple[int, str]]]:
        """(scores after each move, (move count where a round began, its label)), replayed
        once from the record."""
        if self._story is None:
            try:
                moments = Moments.of_session(self.table_session)
                self._story = ([table_scores(st) for st in moments.states],
                               moments.round_ticks())
            except Exception:  # noqa: BLE001 - no chart rather than no results
                self._story = ([], [(0, "1")])
        return self._story

    def to_title(self) -> None:
        """Back to the title screen."""
        self.app.router.go("title")

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()

    def update(self, dt: float) -> None:
        self.time += dt
        self.page_time += dt
        self.confetti.update(dt)
        if 1.5 < self.time < 1.5 + dt * 1.01:
            self.confetti.burst(60)
        self.widgets.update(dt)
        self.hover_tip = self.tip_dwell.update(dt, self.tooltip_at(self.app.mouse))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """What the score category under ``pos`` means (its row in the table)."""
        if self.page != "points":
            return None
        for whole, rect in self.name_rects:
            if rect.collidepoint(pos):
                # the name in full (drawn shortened), then what it is
                note = _("A player of this game.")
                return f"{whole}\n{note}"
        for cat, rect in self.row_rects:
            if rect.collidepoint(pos):
                note = category_note(self.session.game, cat)
                return f"{_(cat)}\n{note}" if note else None
        return None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        self.name_rects = []
        seats = self.session.seats
        humans = [s.name for s in seats if not s.is_ai]
        you = humans[0] if len(humans) == 1 else None
        said = headline([seats[w].name for w in self.winners], you, self.ended)
        room = 720 if self.challenge is not None else 1000  # clear of the stars
        size = text.fit_size(said, 60, room, 36, True, step=4)
        text.draw(surface, said, size, theme.GOLD, (640, 24 + (60 - size) // 2), "midtop", True,
                  True)
        if self.challenge is not None:
            from game.ui.kit.stars import draw_stars

            draw_stars(surface, self.stars, (150, 44), 20, total=len(self.challenge.stars) or 1)
            title = text.fit(_(self.challenge.title), 20, 260)
            text.draw(surface, title, 20, theme.TEXT, (150, 72), "midtop")
        for j, w in enumerate(self.winners[:4]):
            image = mermaid.mermaid(self.colours[w], 64)
            surface.blit(image, (1100 + j * 40, 16))
            crown = mermaid.crown(26)
            surface.blit(crown, (1124 + j * 40, 4))
        if self.page == "game":
            if view_of(self.session.game).shared_city:
                # one shared city: side by side with the chart, both tall
                self._draw_cities(surface, pygame.Rect(40, 96, 640, 524))
                self._draw_timeline(surface, pygame.Rect(690, 96, 550, 524))
            else:
                self._draw_cities(surface, pygame.Rect(40, 96, 1200, 316))
                self._draw_timeline(surface, pygame.Rect(40, 420, 1200, 200))
        else:
            self._draw_table(surface, pygame.Rect(40, 100, 600, 520))
            self._draw_bars(surface, pygame.Rect(660, 100, 580, 520))
        self.confetti.draw(surface)
        self.widgets.draw(surface)
        active = self.game_button if self.page == "game" else self.points_button
        pygame.draw.line(surface, theme.GOLD, (active.rect.x + 14, active.rect.bottom + 5),
                         (active.rect.right - 14, active.rect.bottom + 5), 4)
        if self.message:
            lines = text.wrap(self.message, 20, 1200)[:1]
            text.draw(surface, lines[0], 20, theme.GOLD, (640, 646), "midbottom", shadow=True)
        tooltip.draw_tip(surface, self.hover_tip, self.app.mouse)

    def _draw_cities(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        backdrop.panel(surface, box)
        seats = self.session.seats
        n = len(seats)
        view = view_of(self.session.game)
        noun = view.city_noun
        if self._pictures is None:
            cell_w = box.w if view.shared_city else box.w // max(1, n)
            size = (max(120, min(cell_w - 40, 1000)), box.h - 60)
            self._pictures = city_pictures(self.session.game, self.session.state, size,
                                           self.colours)
        pictures = self._pictures
        if not pictures:
            text.draw(surface, _("No pictures of the cities for this game"), 24, theme.TEXT_DIM,
                      box.center, "center")
            return
        if len(pictures) == 1 and pictures[0][0] < 0:
            image = pictures[0][1]
            surface.blit(image, image.get_rect(center=(box.centerx, box.centery + 22)))
            # Translators: {city} is what a player's city is called in the game ("city")
            text.draw(surface, _("The {city} at the end").format(city=_(noun)), 26, theme.TEXT,
                      (box.x + 20, box.y + 12), bold=True)
            self._draw_names(surface, box)
            return
        cell_w = box.w // max(1, len(pictures))
        for k, (seat, image) in enumerate(pictures):
            cell = pygame.Rect(box.x + k * cell_w, box.y, cell_w, box.h)
            colour = self.colours[seat]
            # Translators: {city} is what a player's city is called in the game ("city")
            label = person(seats[seat].name).say(_("Your {city}: {points}"),
                                                 _("{name}'s {city}: {points}"),
                                                 city=_(noun), points=self.scores[seat])
            r = text.draw(surface, label, 26, theme.GOLD if seat in self.winners else colour,
                          (cell.centerx, cell.y + 14), "midtop", True)
            pygame.draw.circle(surface, colour, (r.x - 14, r.centery), 8)
            surface.blit(image, image.get_rect(midbottom=(cell.centerx, cell.bottom - 8)))
            if k:
                pygame.draw.line(surface, theme.PANEL_EDGE, (cell.x, cell.y + 12),
                                 (cell.x, cell.bottom - 12))

    def _draw_names(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Who is which colour (for a shared city), at the top right of ``box``."""
        x = box.right - 20
        for seat in range(len(self.session.seats) - 1, -1, -1):
            label = f"{self.session.seats[seat].name} {self.scores[seat]}"
            r = text.draw(surface, label, 22, theme.TEXT, (x, box.y + 14), "topright")
            pygame.draw.circle(surface, self.colours[seat], (r.x - 12, r.centery), 8)
            x = r.x - 34

    def _draw_timeline(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        backdrop.panel(surface, box)
        text.draw(surface, _("Scores over the game"), 22, theme.TEXT_DIM,
                  (box.x + 20, box.y + 8))
        timeline, ticks = self.story()
        chart = pygame.Rect(box.x + 10, box.y + 32, box.w - 20, box.h - 38)
        grow = min(1.0, self.page_time / self.app.anim(1.2))
        eras = any(label and not label.isdigit() for _start, label in ticks[1:])
        score_chart.draw(surface, chart, timeline, ticks, self.colours, grow,
                         ERAS_AXIS if eras else score_chart.ROUNDS)

    def _draw_table(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        backdrop.panel(surface, box)
        seats = self.session.seats
        n = len(seats)
        col_w = min(130, (box.w - 190) // max(1, n))
        x0 = box.x + 180
        text.draw(surface, _("category"), 24, theme.TEXT_DIM, (box.x + 20, box.y + 18))
        for i, seat in enumerate(seats):
            cx = x0 + i * col_w + col_w // 2
            pygame.draw.circle(surface, self.colours[i], (cx, box.y + 22), 8)
            shown = text.fit(seat.name, 22, col_w - 6)
            at = text.draw(surface, shown, 22, theme.TEXT, (cx, box.y + 34), "midtop")
            self.name_rects.append((seat.name, at))
        rows = [*self.categories, TOTAL]
        row_h = min(52, (box.h - 80) // max(1, len(rows)))
        self.row_rects = []
        for r, cat in enumerate(rows):
            y = box.y + 70 + r * row_h
            self.row_rects.append((cat, pygame.Rect(box.x + 10, y, box.w - 20, row_h)))
            if r % 2 == 0:
                pygame.draw.rect(surface, (32, 50, 78), (box.x + 10, y, box.w - 20, row_h))
            bold = cat == TOTAL
            if bold:
                pygame.draw.line(surface, theme.PANEL_EDGE, (box.x + 14, y), (box.right - 14, y), 2)
            colour = theme.GOLD if bold else self.category_colours[r]
            if not bold:
                pygame.draw.rect(surface, colour, (box.x + 20, y + row_h // 2 - 6, 12, 12))
            text.draw(surface, _(cat), 26, theme.TEXT, (box.x + 40, y + row_h // 2), "midleft",
                      bold)
            for i in range(n):
                value = self.scores[i] if bold else points(self.breakdowns[i].get(cat)) or 0
                cx = x0 + i * col_w + col_w // 2
                win = bold and i in self.winners
                colour = theme.GOLD if win else theme.TEXT
                centre = (cx, y + row_h // 2)
                drawn = text.draw(surface, str(value), 28 if bold else 26, colour, centre, "center",
                                  bold)
                entry = None if bold else self.breakdowns[i].get(cat)
                if isinstance(entry, dict) and "value" in entry and "stars" in entry:
                    detail = f"{entry['value']}x{entry['stars']}"
                    text.draw(surface, detail, 17, theme.TEXT_DIM, (drawn.right + 6, drawn.centery),
                              "midleft")

    def _draw_bars(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        backdrop.panel(surface, box)
        text.draw(surface, _("points by category"), 26, theme.TEXT_DIM,
                  (box.x + 20, box.y + 14))
        n = len(self.session.seats)
        # Bars stack the positive categories only, so they set the scale (a negative
        # category, such as Capital's residential penalty, would make bars overflow).
        top = max([1] + [
            sum(max(0, points(bd.get(cat)) or 0) for cat in self.categories)
            for bd in self.breakdowns
        ])
        legend = legend_rows([_(cat) for cat in self.categories], box.w - 40)
        chart_h = box.h - 150 - LEGEND_ROW_H * (len(legend) - 1)
        chart = pygame.Rect(box.x + 40, box.y + 60, box.w - 70, chart_h)
        bar_w = min(90, chart.w // max(1, n) - 30)
        grow = min(1.0, self.time / self.app.anim(1.2))
        for i in range(n):
            x = chart.x + i * (chart.w // n) + (chart.w // n - bar_w) // 2
            y = chart.bottom
            for c, cat in enumerate(self.categories):
                value = points(self.breakdowns[i].get(cat)) or 0
                if value <= 0:
                    continue
                h = int(chart.h * value / top * grow)
                colour = self.category_colours[c]
                pygame.draw.rect(surface, colour, (x, y - h, bar_w, h))
                pygame.draw.rect(surface, (0, 0, 0), (x, y - h, bar_w, h), 1)
                y -= h
            text.draw(surface, str(self.scores[i]), 28, theme.GOLD, (x + bar_w // 2, y - 6),
                      "midbottom", True)
            pygame.draw.circle(surface, self.colours[i], (x + bar_w // 2, chart.bottom + 18), 9)
            whole = self.session.seats[i].name
            at = text.draw(surface, text.fit(whole, 22, chart.w // n - 8), 22, theme.TEXT,
                           (x + bar_w // 2, chart.bottom + 30), "midtop")
            self.name_rects.append((whole, at))
        pygame.draw.line(surface, theme.TEXT_DIM, chart.bottomleft, chart.bottomright, 2)
        for row, entries in enumerate(legend):
            y = box.bottom - 28 - LEGEND_ROW_H * (len(legend) - 1 - row)
            lx = box.x + 20
            for c, cat in entries:
                colour = self.category_colours[c]
                pygame.draw.rect(surface, colour, (lx, y + 2, 12, 12))
                r = text.draw(surface, cat, 20, theme.TEXT, (lx + 16, y))  # already translated
                lx = r.right + 14
