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
from game.engine import i18n
from game.engine.i18n import N_, _
from game.engine.record import new_record, to_bytes
from game.ui.kit import backdrop, text, theme, tooltip
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import review_graph
from game.ui.play.moments import Moments
from game.ui.shell.scene import Scene

LEVEL = review_store.LEVEL
SEED = review_store.SEED
GRAPH = pygame.Rect(90, 104, 1140, 196)
#: the graph's panel, with the legend inside it below the graph
GRAPH_PANEL = pygame.Rect(40, 90, 1210, 252)
BAR = pygame.Rect(240, 330, 800, 28)
#: the lowest y the summary and the key moments may reach (the Back button is below)
BOTTOM = 642
#: the screen's words (English messages, translated where drawn)
TITLE = N_("Game review")
SUBTITLE = N_("How each decision changed the chance to win.")
HEADING_YOURS = N_("Your key moments: click one to see it on the board.")
HEADING_NAMED = N_("{name}'s key moments: click one to see it on the board.")
NOTHING_COSTLY = N_("No costly decision: well played.")
LEGEND_HINT = N_("Click a point to see that moment.")
# Translators: the review's progress; {percent} is a number from 0 to 100
PROGRESS = N_("Looking at every move again: {percent}%")
LEAVE_ANY_TIME = N_("You can leave at any time; the game itself is kept.")
# Translators: {reason} says why, e.g. "OSError: no space left on device"
COULD_NOT_START = N_("The review could not start: {reason}")
# Translators: {reason} says why, e.g. "the review stopped unexpectedly"
STOPPED = N_("The review stopped: {reason}")

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
        self.back_button = Button((40, 652, 200, 52), N_("Back"), self.back, 26)
        self.widgets = WidgetGroup([self.back_button], keyboard=False)
        self._moments_cache: list[tuple[Any, str, str]] | None = None
        #: the language the cached key moments were said in
        self._moments_language = ""
        #: words drawn shortened this frame, whole, and where (the tip says them whole)
        self.cut_rects: list[tuple[str, pygame.Rect]] = []
        self.tip_dwell = tooltip.Dwell()
        self.hover_tip: str | None = None

    # -- the background review ---------------------------------------------------------
    def start(self) -> None:
        """Start the review's worker."""
        from ai.review_worker import ReviewJob

        try:
            self.job = ReviewJob(self.text, self.level, self.seed)
        except OSError as exc:
            self.error = _(COULD_NOT_START).format(reason=exc)

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

    def key_moments(self) -> list[tuple[Any, str, str]]:
        """(decision, what it cost, the better move) of the viewer's three costliest
        decisions, each a whole sentence."""
        if self._moments_cache is None or self._moments_language != i18n.language():
            self._moments_cache = []
            self._moments_language = i18n.language()
            seat = self.viewer()
            if self.review is not None and seat is not None:
                for d in self.review.key_moments(seat):
                    state = self.moments.states[d.move - 1]
                    better = review_graph.better_words(self.moments.game, state, d.seat, d.best,
                                                       self.moments.who)
                    self._moments_cache.append((d, review_graph.moment_cost(d),
                                                review_graph.moment_better(better)))
        return self._moments_cache

    def show_moment(self, move: int, decision: Any = None, sentence: str = "") -> None:
        """The board just before decision ``move`` (with the better move as a ghost)."""
        self.selected = move
        scene = self.app.router.push("replay", moments=self.moments, start=move - 1,
                                     back_label=N_("Back to the review"), title=N_("Review"))
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
        # that seat's controls as on its turn (the still board takes no clicks), so
        # the board says what that seat could do (Capital: where it could build)
        board.human_turn(decision.seat)
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
            for rect, (decision, better) in self.moment_rects:
                if rect.collidepoint(event.pos):
                    self.show_moment(decision.move, decision, better)
                    return
            move = self.graph.move_at(event.pos)
            if move is not None:
                self.show_moment(move)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The whole words of a line drawn shortened under ``pos``."""
        for whole, rect in self.cut_rects:
            if rect.collidepoint(pos):
                return whole
        return None

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        self.hover_tip = self.tip_dwell.update(dt, self.tooltip_at(self.app.mouse))
        if self.job is not None and self.review is None:
            self.job.poll()
            if self.job.review is not None:
                self.finish(self.job.review)
                self.job = None
            elif self.job.error:
                self.error = _(STOPPED).format(reason=_(self.job.error))
                self.job = None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        title = _(TITLE)
        text.draw(surface, title, 52, theme.GOLD, (40, 20), bold=True, shadow=True)
        title_w = text.measure(title, 52, True)[0]
        text.draw(surface, text.fit(_(SUBTITLE), 24, 1240 - title_w - 70), 24, theme.TEXT_DIM,
                  (40 + title_w + 30, 46), "midleft")
        self.cut_rects = []
        if self.review is None:
            self._draw_progress(surface)
        else:
            self._draw_review(surface)
        self.widgets.draw(surface)
        tooltip.draw_tip(surface, self.hover_tip, self.app.mouse)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        backdrop.panel(surface, BAR.inflate(80, 140))
        if self.error:
            text.draw_lines(surface, self.error, 24, theme.DANGER, (BAR.x, BAR.y - 40),
                            BAR.w, most=3)
            return
        done = self.progress
        pygame.draw.rect(surface, (30, 44, 70), BAR, border_radius=8)
        fill = BAR.copy()
        fill.w = max(8, int(BAR.w * done))
        pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=8)
        text.draw(surface, _(PROGRESS).format(percent=f"{done * 100:.0f}"), 28, theme.TEXT,
                  (BAR.centerx, BAR.y - 34), "center")
        text.draw(surface, text.fit(_(LEAVE_ANY_TIME), 22, BAR.w + 60), 22, theme.TEXT_DIM,
                  (BAR.centerx, BAR.bottom + 30), "center")

    def _fitted(self, surface: pygame.Surface, words: str, size: int, colour: Any,
                pos: tuple[int, int], width: int, anchor: str = "topleft",
                bold: bool = False) -> pygame.Rect:
        """``words`` shortened to ``width`` if need be (the tip then says them whole)."""
        shown = text.fit(words, size, width, bold)
        rect = text.draw(surface, shown, size, colour, pos, anchor, bold)
        if shown != words:
            self.cut_rects.append((words, pygame.Rect(rect)))
        return pygame.Rect(rect)

    def _draw_legend(self, surface: pygame.Surface, review: Any) -> None:
        """Whose line is whose, and what the markers mean (inside the graph's panel)."""
        y = GRAPH.bottom + 12
        size = 20
        x = GRAPH.x
        for player in range(review.players):
            who = review_graph.person(self.names, player, self.moments.viewer)
            pygame.draw.line(surface, self.colours[player], (x, y + 11), (x + 18, y + 11), 3)
            label = text.fit(who, size, 160)
            text.draw(surface, label, size, self.colours[player], (x + 24, y))
            x += 24 + text.measure(label, size)[0] + 22
        right = GRAPH.right
        for kind in reversed(list(review_graph.MARKS)):
            word = review_graph.mark_word(kind)
            width = text.measure(word, size)[0]
            text.draw(surface, word, size, theme.TEXT_DIM, (right, y), "topright")
            pygame.draw.circle(surface, review_graph.MARKS[kind],
                               (right - width - 12, y + 11), 6)
            right -= width + 36
        room = right - x - 10
        if room > 120:
            self._fitted(surface, _(LEGEND_HINT), size, theme.TEXT_DIM, (right, y), room,
                         "topright")

    def _draw_review(self, surface: pygame.Surface) -> None:
        review = self.review
        assert review is not None
        backdrop.panel(surface, GRAPH_PANEL)
        self.graph.draw(surface, review, self.colours, len(self.moments.moves), self.selected)
        self._draw_legend(surface, review)
        y = GRAPH_PANEL.bottom + 16
        paragraphs = review_graph.summary_lines(review, self.names, self.moments.viewer)
        most = 2 if len(paragraphs) <= 2 else 1
        step = text.font(22).get_linesize()
        for words in paragraphs:
            lines = text.wrap(words, 22, 1180)
            if len(lines) > most:
                lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
            for line in lines:
                self._fitted(surface, line, 22, theme.TEXT, (50, y), 1180)
                y += step
            y += 4
        self._draw_moments(surface, y + 12)

    def _draw_moments(self, surface: pygame.Surface, top: int) -> None:
        self.moment_rects = []
        moments = self.key_moments()
        seat = self.viewer()
        if not moments:
            heading = _(NOTHING_COSTLY)
        elif seat is None or seat == self.moments.viewer:
            heading = _(HEADING_YOURS)
        else:
            heading = _(HEADING_NAMED).format(name=self.names[seat])
        self._fitted(surface, heading, 24, theme.GOLD, (50, top), 1180, bold=True)
        y = top + text.font(24, True).get_linesize() + 8
        step = text.font(20).get_linesize()
        height = 2 * step + 20
        for decision, cost, better in moments:
            rect = pygame.Rect(40, y, 1200, height)
            if rect.bottom > BOTTOM:
                break
            hovered = rect.collidepoint(self.app.mouse)
            pygame.draw.rect(surface, theme.BUTTON_HOVER if hovered else (32, 50, 78), rect,
                             border_radius=8)
            colour = review_graph.MARKS.get(decision.judgement, theme.TEXT_DIM)
            pygame.draw.circle(surface, colour, (rect.x + 20, rect.y + 8 + step // 2), 7)
            self._fitted(surface, cost, 20, theme.TEXT, (rect.x + 36, rect.y + 8),
                         rect.w - 50, bold=True)
            self._fitted(surface, better, 20, theme.TEXT, (rect.x + 36, rect.y + 10 + step),
                         rect.w - 50)
            self.moment_rects.append((rect, (decision, better)))
            y = rect.bottom + 10
