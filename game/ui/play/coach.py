"""The coach mark: one or two sentences in a panel, an arrow to the real interface
element, Next (explain steps) and Skip tutorial. Drawing and clicks only; what the
steps mean is game.tutorials.runner's job."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any

import pygame

from game.engine.i18n import N_, NC_
from game.ui.kit import backdrop, corners, text, theme
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.play import arrow_route

SIZE = 22
#: where the coach panel stands, in order of preference: the right column under the
#: players' panels (it covers only a summary there, never the board or a control), else
#: the top or the bottom of the game view
SIDE = pygame.Rect(906, 330, 366, 328)
VIEW = pygame.Rect(40, 60, 820, 466)
VIEW_W = 560
#: pixels a panel may overlap words it does not hide (anti-aliased edges)
EDGE = 2
#: how far above SIDE the side panel may grow to cover the summary's words whole
GROW = 16


def union(rects: Sequence[Any]) -> pygame.Rect | None:
    """The smallest rect holding all of ``rects`` (None for none)."""
    rects = [pygame.Rect(r) for r in rects]
    if not rects:
        return None
    return rects[0].unionall(rects[1:])


def button_rect(group: Any, prefix: str) -> pygame.Rect | None:
    """The rect of the visible button in ``group`` whose label starts with ``prefix``."""
    for widget in getattr(group, "widgets", []):
        if getattr(widget, "visible", True) and str(getattr(widget, "label", "")).startswith(
                prefix):
            return pygame.Rect(widget.rect)
    return None


class Coach:
    """Draws the current step and routes clicks on its buttons."""

    def __init__(self, on_next: Callable[[], None], on_skip: Callable[[], None]) -> None:
        self.on_next = on_next
        self.on_skip = on_skip
        self.time = 0.0
        self.box = pygame.Rect(SIDE)
        # the buttons' labels are English: widgets translate them when drawn
        self.next_button = Button((0, 0, 120, 38), NC_("coach", "Next"), on_next, 22)
        self.skip_button = Button((0, 0, 150, 38), N_("Skip tutorial"), on_skip, 20)
        self.widgets = WidgetGroup([self.next_button, self.skip_button], keyboard=False)
        self.lines: list[str] = []
        self._words = ""
        self.target: pygame.Rect | None = None
        self.title = ""
        #: the words on screen when the step appeared: the arrow crosses none of them
        self.keep_out: list[pygame.Rect] = []

    def show(self, title: str, words: str, target: pygame.Rect | None, needs_next: bool,
             last: bool = False, on_screen: Sequence[pygame.Rect] = ()) -> None:
        """Lay out the panel for this step (called when the step or the target changes);
        ``on_screen``: where the words on screen are (the panel cuts none of them in
        two, and its arrow crosses none)."""
        self.title = title
        self._words = words
        self.keep_out = [pygame.Rect(r) for r in on_screen]
        self.target = pygame.Rect(target) if target is not None else None
        self.next_button.visible = needs_next
        self.next_button.label = N_("Finish") if last else NC_("coach", "Next")
        self.skip_button.visible = not last
        self.box = self._place()
        y = self.box.bottom - 46
        self.next_button.rect.topright = (self.box.right - 14, y)
        self.skip_button.rect.topleft = (self.box.x + 14, y)

    def _fit(self, words: str, width: int) -> pygame.Rect:
        size = text.reading(SIZE)
        self.lines = text.wrap(words, size, width - 32)
        return pygame.Rect(0, 0, width, 42 + len(self.lines) * (size + 5) + 54)

    def _place(self) -> pygame.Rect:
        """The panel where it hides not the target and cuts no words in two: the side
        column (grown upwards over whole words), else the top or the bottom of the view
        (moved up or down off the words it would cut, or over them whole)."""
        words = self._words
        options: list[tuple[tuple[int, int, int, int], pygame.Rect]] = []
        side = self._fit(words, SIDE.w)
        side.bottomleft = SIDE.bottomleft
        if side.h <= SIDE.h:
            tops = {side.top} | {r.top - corners.GAP for r in self.keep_out
                                 if SIDE.top - GROW <= r.top - corners.GAP < side.top}
            for top in tops:
                grown = pygame.Rect(side.x, top, side.w, side.bottom - top)
                options.append((self._score(grown, 0, side.top - top), grown))
        # the top, then the bottom of the view; as wide as the view when the words are
        # too many for that (large text)
        for width, ranks in ((VIEW_W, (1, 2)), (VIEW.w, (3, 4))):
            view = self._fit(words, width)
            for rank, default in zip(ranks, (VIEW.y + 6, VIEW.bottom - 30 - view.h),
                                     strict=True):
                for top in {default} | corners.stops(self.keep_out, view.h):
                    box = pygame.Rect(0, top, view.w, view.h)
                    box.centerx = VIEW.centerx
                    if VIEW.top <= box.top and box.bottom <= VIEW.bottom:
                        options.append((self._score(box, rank, abs(top - default)), box))
        chosen = min(options, key=lambda option: option[0])[1]
        self._fit(words, chosen.w)  # the lines for the width chosen
        return chosen

    def _score(self, box: pygame.Rect, rank: int, moved: int) -> tuple[int, int, int, int]:
        """Lower is better: hides the target, words cut in two, place in the order of
        preference, pixels away from that place."""
        target = self.target
        hides = target is not None and box.colliderect(target) and not target.contains(box)
        return (int(hides), len(self._cut(box)), rank, moved)

    def _cut(self, box: pygame.Rect) -> list[pygame.Rect]:
        """The words on screen that ``box`` would cover in part (cut in two)."""
        whole = box.inflate(2 * EDGE, 2 * EDGE)
        out = []
        for r in self.keep_out:
            shared = box.clip(r)
            if shared.w > EDGE and shared.h > EDGE and not whole.contains(r):
                out.append(r)
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks on Next / Skip (Enter or Space also press Next); True when consumed."""
        if self.widgets.handle(event):
            return True
        if (event.type == pygame.KEYDOWN and self.next_button.visible
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
            self.on_next()
            return True
        # the panel itself is not the board: clicks on it go no further
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
            self.box.collidepoint(event.pos)

    def update(self, dt: float) -> None:
        """Animate the pointer."""
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """The highlight, the arrow and the panel."""
        if self.target is not None:
            self._highlight(surface, self.target)
            self._arrow(surface, self.target)
        backdrop.panel(surface, self.box, 255)
        pygame.draw.rect(surface, theme.GOLD, self.box, 2, border_radius=10)
        text.draw(surface, self.title, 19, theme.GOLD, (self.box.x + 16, self.box.y + 10))
        y = self.box.y + 38
        size = text.reading(SIZE)
        for line in self.lines:
            text.draw(surface, line, size, theme.TEXT, (self.box.x + 16, y))
            y += size + 5
        self.widgets.draw(surface)

    def _highlight(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
        grow = int(3 + 3 * pulse)
        outline = rect.inflate(2 * grow, 2 * grow).clip(surface.get_rect())
        pygame.draw.rect(surface, theme.GOLD, outline, 3, border_radius=8)

    def _arrow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A thick gold arrow from the panel's edge to the element (with one bend when a
        straight one would cross words), on a path crossing no words on screen
        (``keep_out``); none when there is no such path."""
        path = arrow_route.route(self.box, rect, self.keep_out, surface.get_rect())
        if path is None:
            return
        (sx, sy), (tx, ty) = path[-2], path[-1]
        bob = 5 * math.sin(self.time * 5.0)
        angle = math.atan2(ty - sy, tx - sx)
        ex, ey = tx - math.cos(angle) * (10 + bob), ty - math.sin(angle) * (10 + bob)
        if len(path) == 2 and math.hypot(ex - sx, ey - sy) < 16:
            return
        points = [*path[:-1], (ex, ey)]
        for a, b in pairwise(points):
            text.mark_line(surface, a, b, 9, "coach arrow")
        for a, b in pairwise(points):
            pygame.draw.line(surface, (20, 20, 24), a, b, 9)
        for corner in points[1:-1]:
            pygame.draw.circle(surface, (20, 20, 24), corner, 4)
        for a, b in pairwise(points):
            pygame.draw.line(surface, theme.GOLD, a, b, 5)
        for corner in points[1:-1]:
            pygame.draw.circle(surface, theme.GOLD, corner, 2)
        head = [(ex + math.cos(angle) * 14, ey + math.sin(angle) * 14),
                (ex + math.cos(angle + 2.4) * 16, ey + math.sin(angle + 2.4) * 16),
                (ex + math.cos(angle - 2.4) * 16, ey + math.sin(angle - 2.4) * 16)]
        pygame.draw.polygon(surface, (20, 20, 24), head, 0)
        pygame.draw.polygon(surface, theme.GOLD, [(x, y) for x, y in head], 0)
