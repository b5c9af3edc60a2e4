"""Arcade: the campaign of challenges, ten or more per game, with your stars; a
challenge opens once the one before it in its game has a star. Pick one to read its
goal, then Play."""

from __future__ import annotations

from typing import Any

import pygame

from game import rules
from game.engine.errors import UserFileError
from game.ui.kit import backdrop, text, theme
from game.ui.kit.stars import draw_stars
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import arcade
from game.ui.shell.scene import Scene

#: the three columns (one per game) and the details panel
COLUMNS = pygame.Rect(30, 96, 760, 540)
DETAILS = pygame.Rect(810, 96, 440, 540)
ROW_H = 46


class ArcadeScene(Scene):
    """The campaign grid and the chosen challenge's details."""

    name = "arcade"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.error = ""
        try:
            self.challenges = arcade.campaign()
        except (UserFileError, OSError) as exc:
            self.challenges = []
            self.error = f"The campaign cannot be read: {exc}"
        self.games = [g for g in ("akropolis", "capital", "ginkgopolis")
                      if any(c.game == g for c in self.challenges)]
        self.selected: str | None = None
        self.play_button = Button((DETAILS.x + 24, DETAILS.bottom - 70, 190, 52), "Play",
                                  self.play, 28, pygame.K_RETURN)
        self.back_button = Button((40, 652, 200, 52), "Back", self.app.pop, 26)
        self.widgets = WidgetGroup([self.play_button, self.back_button], keyboard=False)
        self.refresh()

    def refresh(self) -> None:
        """Read your stars again (after an attempt)."""
        problems: list[str] = []
        self.progress = arcade.load_progress(problems)
        if problems:
            self.error = f"Your stars could not all be read ({problems[0]}); they count from here."
        self.open = arcade.unlocked(self.challenges, self.progress)
        if self.selected is None or self.selected not in self.open:
            def first(most: int) -> str | None:  # the first open one with fewer stars
                return next((c.key for c in self.challenges if c.key in self.open
                             and self.progress.get(c.key, arcade.Best()).stars < most), None)

            self.selected = first(1) or first(3) or next(iter(self.open), None)
        self.play_button.enabled = self.selected is not None

    def enter(self) -> None:
        """Back on top (after an attempt): your stars may have changed."""
        self.refresh()

    def cells(self) -> list[tuple[Any, pygame.Rect]]:
        """Each challenge's cell in its game's column."""
        width = COLUMNS.w // max(1, len(self.games))
        out = []
        for col, game in enumerate(self.games):
            mine = [c for c in self.challenges if c.game == game]
            for row, challenge in enumerate(mine):
                out.append((challenge, pygame.Rect(COLUMNS.x + col * width + 6,
                                                   COLUMNS.y + 44 + row * ROW_H,
                                                   width - 12, ROW_H - 6)))
        return out

    def chosen(self) -> Any:
        return next((c for c in self.challenges if c.key == self.selected), None)

    def play(self) -> None:
        """Start an attempt at the chosen challenge."""
        challenge = self.chosen()
        if challenge is None or challenge.key not in self.open:
            return
        self.app.sound.play("turn")
        self.app.router.push("play", session=arcade.new_attempt(challenge))

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for challenge, rect in self.cells():
                if rect.collidepoint(event.pos):
                    if challenge.key in self.open:
                        self.selected = challenge.key
                        self.play_button.enabled = True
                    else:
                        self.app.sound.play("error")
                    return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        text.draw(surface, "Arcade", 56, theme.GOLD, (40, 24), bold=True, shadow=True)
        earned = sum(b.stars for b in self.progress.values())
        text.draw(surface, f"Your stars: {earned} of {3 * len(self.challenges)}", 26,
                  theme.TEXT, (1240, 44), "topright")
        backdrop.panel(surface, COLUMNS.inflate(12, 12))
        if self.error:
            text.draw_lines(surface, self.error, 22, theme.DANGER, (COLUMNS.x + 10,
                                                                   COLUMNS.y + 10), 720)
        width = COLUMNS.w // max(1, len(self.games))
        for col, game in enumerate(self.games):
            text.draw(surface, rules.get(game).title, 26, theme.GOLD,
                      (COLUMNS.x + col * width + width // 2, COLUMNS.y + 8), "midtop", True)
        for challenge, rect in self.cells():
            self._draw_cell(surface, challenge, rect)
        self._draw_details(surface)
        self.widgets.draw(surface)

    def _draw_cell(self, surface: pygame.Surface, challenge: Any, rect: pygame.Rect) -> None:
        is_open = challenge.key in self.open
        chosen = challenge.key == self.selected
        fill = theme.BUTTON_HOVER if chosen else theme.BUTTON if is_open else theme.BUTTON_DOWN
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
        colour = theme.TEXT if is_open else theme.TEXT_DIM
        title = text.fit(challenge.title, 20, rect.w - 82)
        text.draw(surface, title, 20, colour, (rect.x + 10, rect.centery), "midleft")
        best = self.progress.get(challenge.key, arcade.Best())
        if is_open:
            draw_stars(surface, best.stars, (rect.right - 38, rect.centery), 9)
        else:
            text.draw(surface, "locked", 16, theme.TEXT_DIM, (rect.right - 10, rect.centery),
                      "midright")

    def _draw_details(self, surface: pygame.Surface) -> None:
        backdrop.panel(surface, DETAILS)
        challenge = self.chosen()
        if challenge is None:
            return
        x, y = DETAILS.x + 24, DETAILS.y + 20
        text.draw(surface, rules.get(challenge.game).title, 22, theme.TEXT_DIM, (x, y))
        y = text.draw_lines(surface, challenge.title, 34, theme.GOLD, (x, y + 26), 392) + 6
        y = text.draw_lines(surface, challenge.flavour, 22, theme.TEXT, (x, y), 392) + 10
        others = ", ".join(challenge.opponents)
        against = "one opponent" if len(challenge.opponents) == 1 else \
            f"{len(challenge.opponents)} opponents"
        start = " from a game already under way" if challenge.start else ""
        y = text.draw_lines(surface, f"You play against {against} (AI {others}){start}.", 20,
                            theme.TEXT_DIM, (x, y), 392) + 12
        best = self.progress.get(challenge.key, arcade.Best())
        for n, line in enumerate(arcade.goal_lines(challenge), start=1):
            draw_stars(surface, n, (x + 30, y + 11), 8, total=n, gap=0.3)
            y = text.draw_lines(surface, line.split(": ", 1)[1], 20, theme.TEXT,
                                (x + 70, y), 322) + 8
        if best.stars or best.score:
            text.draw(surface, f"Your best: {best.score} points", 20, theme.TEXT_DIM,
                      (x, DETAILS.bottom - 110))
            draw_stars(surface, best.stars, (x + 260, DETAILS.bottom - 102), 10)
