"""Game review: every decision rated by the search, in the background.

Opened from the results and from a replay. The review runs in its own process
(``ai.review_worker``) with a progress bar; the screen stays responsive and Back
leaves at any time (the review then stops). A finished review is kept on disk
(``ai.review_store``), so opening it again is instant. Then: the win-chance graph of
every seat with the costly decisions marked (click a point: that moment on the board),
each reviewed seat's accuracy, counts and luck in words, and the three decisions that
cost the viewer most, each with one sentence and, on the board, the better move shown
as a ghost.
"""

from __future__ import annotations

from typing import Any

import pygame

from ai import review_store
from game.engine.record import new_record, to_bytes
from game.ui.kit import backdrop, text, theme
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import review_graph
from game.ui.play.moments import Moments
from game.ui.shell.scene import Scene

LEVEL = review_store.LEVEL
SEED = review_store.SEED
GRAPH = pygame.Rect(90, 110, 1150, 250)
BAR = pygame.Rect(240, 330, 800, 28)
MOMENTS_TOP = 500
MOMENT_H = 46


def record_text(moments: Moments) -> str:
    """The record of a game's moments, as the TOML text the worker reads."""
    record = new_record(moments.game, [seat.to_entry() for seat in moments.seats],
                        moments.seed, dict(moments.options))
    record.started = ""  # the same game gives the same text (the kept review's key)
    for seat, move in moments.moves:
        record.add(seat, move)
    last = moments.states[-1] if moments.states else None
    if last is not None and last.is_terminal():
        record.finished(last)
    return to_bytes(record).decode("utf-8")


class ReviewScene(Scene):
    """The review of one game's :class:`Moments`; Esc or Back returns."""

    name = "review"

    def __init__(self, app: Any, moments: Moments, level: str = LEVEL, seed: int = SEED,
                 start_job: bool = True) -> None:
        super().__init__(app)
        self.moments = moments
        self.level, self.seed = level, seed
        self.text = record_text(moments)
        self.review = review_store.load(self.text, level, seed)
        self.job: Any = None
        self.error = ""
        if self.review is None and start_job:
            self.start()
        self.names = [seat.name for seat in moments.seats]
        self.colours = [theme.seat_colour(seat.colour) for seat in moments.seats]
        self.graph = review_graph.Graph(GRAPH)
        self.selected: int | None = None
        self.moment_rects: list[tuple[pygame.Rect, Any]] = []
        self.back_button = Button((40, 652, 200, 52), "Back", self.back, 26)
        self.widgets = WidgetGroup([self.back_button], keyboard=False)
        self._moments_cache: list[tuple[Any, str]] | None = None

    # -- the background review ---------------------------------------------------------
    def start(self) -> None:
        """Start the review's worker."""
        from ai.review_worker import ReviewJob

        try:
            self.job = ReviewJob(self.text, self.level, self.seed)
        except OSError as exc:
            self.error = f"The review could not start: {exc}"

    @property
    def progress(self) -> float:
        """0..1 while the review runs, 1 when it is there."""
        if self.review is not None:
            return 1.0
        return self.job.progress if self.job is not None else 0.0

    def finish(self, review: Any) -> None:
        """A review arrived: keep it and show it."""
        self.review = review
        review_store.save(self.text, self.level, self.seed, review)
        self._moments_cache = None

    def back(self) -> None:
        """Leave (a running review stops)."""
        self.app.pop()

    def close(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    # -- what it says ------------------------------------------------------------------
    def viewer(self) -> int | None:
        """Whose key moments are shown: the lone human, else the first reviewed seat."""
        if self.moments.viewer is not None:
            return self.moments.viewer
        if self.review is not None:
            seats = [s.seat for s in self.review.seats if s.reviewed]
            return seats[0] if seats else None
        return None

    def key_moments(self) -> list[tuple[Any, str]]:
        """(decision, sentence) of the viewer's three costliest decisions."""
        if self._moments_cache is None:
            self._moments_cache = []
            seat = self.viewer()
            if self.review is not None and seat is not None:
                for d in self.review.key_moments(seat):
                    state = self.moments.states[d.move - 1]
                    # the seat may see its own face-down choice in its own review
                    better = review_graph.better_words(self.moments.game, state, d.seat, d.best,
                                                       self.moments.who, d.seat)
                    self._moments_cache.append((d, review_graph.moment_sentence(d, better)))
        return self._moments_cache

    def show_moment(self, move: int, decision: Any = None, sentence: str = "") -> None:
        """The board just before decision ``move`` (with the better move as a ghost)."""
        self.selected = move
        scene = self.app.router.push("replay", moments=self.moments, start=move - 1,
                                     back_label="Back to the review", title="Review")
        if decision is not None:
            self._ghost(scene, decision, sentence)

    def _ghost(self, scene: Any, decision: Any, sentence: str) -> None:
        from game import rules

        board = getattr(getattr(scene, "still", None), "board", None)
        if board is None:
            return
        try:
            state = self.moments.states[decision.move - 1]
            action = rules.get(self.moments.game).parse_action(state, decision.best)
        except Exception:  # noqa: BLE001 - the moment without its ghost
            return
        if hasattr(board, "human"):
            board.human = decision.seat
        set_view = getattr(board, "set_view", None)
        if set_view is not None:
            set_view(decision.seat)
        board.show_hint(action, sentence)

    # -- loop ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.review:
            for rect, (decision, sentence) in self.moment_rects:
                if rect.collidepoint(event.pos):
                    self.show_moment(decision.move, decision, sentence)
                    return
            move = self.graph.move_at(event.pos)
            if move is not None:
                self.show_moment(move)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        if self.job is not None and self.review is None:
            self.job.poll()
            if self.job.review is not None:
                self.finish(self.job.review)
                self.job = None
            elif self.job.error:
                self.error = f"The review stopped: {self.job.error}"
                self.job = None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        text.draw(surface, "Game review", 52, theme.GOLD, (40, 20), bold=True, shadow=True)
        text.draw(surface, "how each decision changed your chance to win", 24, theme.TEXT_DIM,
                  (360, 42))
        if self.review is None:
            self._draw_progress(surface)
        else:
            self._draw_review(surface)
        self.widgets.draw(surface)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        backdrop.panel(surface, BAR.inflate(80, 140))
        if self.error:
            text.draw(surface, text.fit(self.error, 24, 900), 24, theme.DANGER,
                      BAR.center, "center")
            return
        done = self.progress
        pygame.draw.rect(surface, (30, 44, 70), BAR, border_radius=8)
        fill = BAR.copy()
        fill.w = max(8, int(BAR.w * done))
        pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=8)
        text.draw(surface, f"Looking at every move again: {done * 100:.0f}%", 28, theme.TEXT,
                  (BAR.centerx, BAR.y - 34), "center")
        text.draw(surface, "You can leave at any time; the game itself is kept.", 22,
                  theme.TEXT_DIM, (BAR.centerx, BAR.bottom + 30), "center")

    def _draw_review(self, surface: pygame.Surface) -> None:
        review = self.review
        assert review is not None
        backdrop.panel(surface, GRAPH.inflate(70, 50).move(-14, 0))
        self.graph.draw(surface, review, self.colours, len(self.moments.moves), self.selected)
        x = GRAPH.x
        for player in range(review.players):
            who = review_graph.person(self.names, player, self.moments.viewer)
            label = f"— {who}"
            text.draw(surface, label, 20, self.colours[player], (x, GRAPH.bottom + 16))
            x += text.measure(label, 20)[0] + 24
        right = GRAPH.right
        for kind in reversed(list(review_graph.MARKS)):
            width = text.measure(kind, 18)[0]
            text.draw(surface, kind, 18, theme.TEXT_DIM, (right, GRAPH.bottom + 16), "topright")
            pygame.draw.circle(surface, review_graph.MARKS[kind],
                               (right - width - 12, GRAPH.bottom + 26), 6)
            right -= width + 34
        text.draw(surface, "click a point to see that moment", 18, theme.TEXT_DIM,
                  (right, GRAPH.bottom + 16), "topright")
        y = GRAPH.bottom + 52
        for line in review_graph.summary_lines(review, self.names, self.moments.viewer):
            text.draw(surface, text.fit(line, 24, 1180), 24, theme.TEXT, (50, y))
            y += 32
        self.moment_rects = []
        moments = self.key_moments()
        top = max(y + 10, MOMENTS_TOP)
        seat = self.viewer()
        whose = ("Your" if seat is None or seat == self.moments.viewer
                 else f"{self.names[seat]}'s")
        heading = (f"{whose} key moments: click one to see it on the board" if moments
                   else "No costly decision: well played.")
        text.draw(surface, heading, 26, theme.GOLD, (50, top), bold=True)
        for i, (decision, sentence) in enumerate(moments):
            rect = pygame.Rect(40, top + 34 + i * MOMENT_H, 1200, MOMENT_H - 6)
            if rect.bottom > 646:
                break
            hovered = rect.collidepoint(self.app.mouse)
            pygame.draw.rect(surface, theme.BUTTON_HOVER if hovered else (32, 50, 78), rect,
                             border_radius=8)
            colour = review_graph.MARKS.get(decision.judgement, theme.TEXT)
            label = f"Move {decision.move}, a {decision.judgement}:"
            text.draw(surface, label, 22, colour, (rect.x + 12, rect.centery), "midleft", True)
            width = text.measure(label, 22, True)[0]
            text.draw(surface, text.fit(sentence, 22, rect.w - width - 36), 22, theme.TEXT,
                      (rect.x + width + 24, rect.centery), "midleft")
            self.moment_rects.append((rect, (decision, sentence)))
