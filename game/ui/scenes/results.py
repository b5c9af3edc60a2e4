"""Results: the winner, a per-category breakdown table and a bar chart per player."""

from __future__ import annotations

import importlib
from collections.abc import Callable

import pygame

from game.ui import backdrop, mermaid, text, theme
from game.ui.physics import Confetti
from game.ui.scene import Scene
from game.ui.session import GameSession
from game.ui.widgets import Button, WidgetGroup

CATEGORY_COLOURS = [
    (70, 130, 220), (232, 196, 60), (212, 72, 64), (150, 90, 200), (80, 170, 90),
    (160, 160, 170), (230, 140, 60), (90, 200, 200), (200, 120, 170),
    (150, 105, 60), (235, 235, 225),
]


def points(value: object) -> int | None:
    """Points of a breakdown entry: a number, or a table with 'points'."""
    if isinstance(value, dict):
        value = value.get("points")
    if isinstance(value, int | float) and not isinstance(value, bool):
        return int(value)
    return None


LEGEND_ROW_H = 24


def headline(winner_names: list[str]) -> str:
    """The results title: who won (nobody at the table, when a solo game is lost)."""
    if not winner_names:
        return "Nobody at the table wins"
    verb = "wins" if len(winner_names) == 1 else "share the victory"
    return f"{' and '.join(winner_names)} {verb}!"


def legend_rows(names: list[str], width: int) -> list[list[tuple[int, str]]]:
    """Legend entries (index, name) split into rows that fit ``width`` pixels."""
    rows: list[list[tuple[int, str]]] = [[]]
    used = 0
    for index, name in enumerate(names):
        need = 16 + text.font(20).size(name)[0] + 14
        if rows[-1] and used + need > width:
            rows.append([])
            used = 0
        rows[-1].append((index, name))
        used += need
    return rows


def categories(breakdowns: list[dict]) -> list[str]:
    """Scoring categories in first-seen order ('total' excluded)."""
    seen: list[str] = []
    for bd in breakdowns:
        for key, value in bd.items():
            if key != "total" and points(value) is not None and key not in seen:
                seen.append(key)
    return seen


def view_breakdown(game: str) -> Callable | None:
    """A game view's own results breakdown ``(state, seat) -> dict``, when it offers one
    (``game.ui.<name>.RESULTS_BREAKDOWN``); None means use ``state.breakdown``."""
    try:
        module = importlib.import_module(f"game.ui.{game}")
    except ModuleNotFoundError:
        return None
    return getattr(module, "RESULTS_BREAKDOWN", None)


class ResultsScene(Scene):
    """The end of a game; confetti, fanfare, play again or back to the title."""

    name = "results"

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        state = session.state
        self.scores = state.scores()
        self.winners = state.winners()
        summary = view_breakdown(session.game)
        self.breakdowns = [summary(state, i) if summary else state.breakdown(i)
                           for i in range(state.num_players)]
        self.categories = categories(self.breakdowns)
        self.colours = [theme.seat_colour(s.colour) for s in session.seats]
        self.confetti = Confetti(pygame.Rect(0, 0, 1280, 720), self.colours + [theme.GOLD],
                                 seed=session.seed)
        self.time = 0.0
        self.widgets = WidgetGroup([
            Button((390, 650, 240, 52), "Play again", self.play_again),
            Button((650, 650, 240, 52), "Title", self.to_title),
        ])
        app.sound.play("fanfare")

    def play_again(self) -> None:
        """Same table, new seed."""
        from game.ui.scenes.play import PlayScene

        s = self.session
        again = GameSession.new(s.game, s.seats, s.seed + 1, s.options)
        self.app.replace(PlayScene(self.app, again))

    def to_title(self) -> None:
        """Back to the title screen."""
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()

    def update(self, dt: float) -> None:
        self.time += dt
        self.confetti.update(dt)
        if 1.5 < self.time < 1.5 + dt * 1.01:
            self.confetti.burst(60)
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        seats = self.session.seats
        text.draw(surface, headline([seats[w].name for w in self.winners]), 60, theme.GOLD,
                  (640, 24), "midtop", True, True)
        for j, w in enumerate(self.winners[:4]):
            image = mermaid.mermaid(self.colours[w], 64)
            surface.blit(image, (1100 + j * 40, 16))
            crown = mermaid.crown(26)
            surface.blit(crown, (1124 + j * 40, 4))
        self._draw_table(surface, pygame.Rect(40, 100, 600, 530))
        self._draw_bars(surface, pygame.Rect(660, 100, 580, 530))
        self.confetti.draw(surface)
        self.widgets.draw(surface)

    def _draw_table(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        backdrop.panel(surface, box)
        seats = self.session.seats
        n = len(seats)
        col_w = min(130, (box.w - 190) // max(1, n))
        x0 = box.x + 180
        text.draw(surface, "category", 24, theme.TEXT_DIM, (box.x + 20, box.y + 18))
        for i, seat in enumerate(seats):
            cx = x0 + i * col_w + col_w // 2
            pygame.draw.circle(surface, self.colours[i], (cx, box.y + 22), 8)
            text.draw(surface, seat.name[:10], 22, theme.TEXT, (cx, box.y + 34), "midtop")
        rows = self.categories + ["total"]
        row_h = min(52, (box.h - 80) // max(1, len(rows)))
        for r, cat in enumerate(rows):
            y = box.y + 70 + r * row_h
            if r % 2 == 0:
                pygame.draw.rect(surface, (32, 50, 78), (box.x + 10, y, box.w - 20, row_h))
            bold = cat == "total"
            if bold:
                pygame.draw.line(surface, theme.PANEL_EDGE, (box.x + 14, y), (box.right - 14, y), 2)
            colour = CATEGORY_COLOURS[r % len(CATEGORY_COLOURS)] if not bold else theme.GOLD
            if not bold:
                pygame.draw.rect(surface, colour, (box.x + 20, y + row_h // 2 - 6, 12, 12))
            text.draw(surface, cat, 26, theme.TEXT, (box.x + 40, y + row_h // 2), "midleft", bold)
            for i in range(n):
                value = self.scores[i] if bold else points(self.breakdowns[i].get(cat)) or 0
                cx = x0 + i * col_w + col_w // 2
                win = bold and i in self.winners
                colour = theme.GOLD if win else theme.TEXT
                at = (cx, y + row_h // 2)
                r = text.draw(surface, str(value), 28 if bold else 26, colour, at, "center", bold)
                entry = None if bold else self.breakdowns[i].get(cat)
                if isinstance(entry, dict) and "value" in entry and "stars" in entry:
                    detail = f"{entry['value']}x{entry['stars']}"
                    text.draw(surface, detail, 17, theme.TEXT_DIM, (r.right + 6, r.centery),
                              "midleft")

    def _draw_bars(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        backdrop.panel(surface, box)
        text.draw(surface, "points by category", 26, theme.TEXT_DIM, (box.x + 20, box.y + 14))
        n = len(self.session.seats)
        # Bars stack the positive categories only, so they set the scale (a negative
        # category, such as Capital's residential penalty, would make bars overflow).
        top = max([1] + [
            sum(max(0, points(bd.get(cat)) or 0) for cat in self.categories)
            for bd in self.breakdowns
        ])
        legend = legend_rows(self.categories, box.w - 40)
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
                colour = CATEGORY_COLOURS[c % len(CATEGORY_COLOURS)]
                pygame.draw.rect(surface, colour, (x, y - h, bar_w, h))
                pygame.draw.rect(surface, (0, 0, 0), (x, y - h, bar_w, h), 1)
                y -= h
            text.draw(surface, str(self.scores[i]), 28, theme.GOLD, (x + bar_w // 2, y - 6),
                      "midbottom", True)
            pygame.draw.circle(surface, self.colours[i], (x + bar_w // 2, chart.bottom + 18), 9)
            text.draw(surface, self.session.seats[i].name[:10], 22, theme.TEXT,
                      (x + bar_w // 2, chart.bottom + 30), "midtop")
        pygame.draw.line(surface, theme.TEXT_DIM, chart.bottomleft, chart.bottomright, 2)
        for row, entries in enumerate(legend):
            y = box.bottom - 28 - LEGEND_ROW_H * (len(legend) - 1 - row)
            lx = box.x + 20
            for c, cat in entries:
                colour = CATEGORY_COLOURS[c % len(CATEGORY_COLOURS)]
                pygame.draw.rect(surface, colour, (lx, y + 2, 12, 12))
                r = text.draw(surface, cat, 20, theme.TEXT, (lx + 16, y))
                lx = r.right + 14
