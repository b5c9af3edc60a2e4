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
#: players' panels, else the top or the bottom of the game view; the first place that
#: hides no words on screen, no place you may play and no piece on the board wins
SIDE = pygame.Rect(906, 330, 366, 328)
VIEW = pygame.Rect(40, 60, 820, 466)
VIEW_W = 560
#: the width of a panel at the left or right of the view (its two buttons side by side)
NARROW = 310
#: the height of the view's caption line, at its bottom (no panel goes over it)
CAPTION = 30
#: the panel's title row (its lines begin 4 px above its end) and the row of its
#: buttons, from the panel's bottom
HEAD = 38
BUTTONS = 44
#: a panel wide enough has its buttons in its title row: there its lines begin this far
#: below its top, and end this far above its bottom
ROW = 52
FOOT = 6
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


def outside(rect: pygame.Rect, box: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``rect`` that ``box`` does not cover (up to four rects)."""
    shared = rect.clip(box)
    if not shared.w or not shared.h:
        return [pygame.Rect(rect)]
    parts = [pygame.Rect(rect.x, rect.y, rect.w, shared.top - rect.top),
             pygame.Rect(rect.x, shared.bottom, rect.w, rect.bottom - shared.bottom),
             pygame.Rect(rect.x, shared.y, shared.left - rect.left, shared.h),
             pygame.Rect(shared.right, shared.y, rect.right - shared.right, shared.h)]
    return [p for p in parts if p.w > 0 and p.h > 0]


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
        #: the places you may play when the step appeared: the panel hides none
        self.places: list[pygame.Rect] = []
        #: the pieces placed on the board when the step appeared: the panel hides none
        self.pieces: list[pygame.Rect] = []
        #: the boxes of words that change as you play: the panel hides none
        self.reading: list[pygame.Rect] = []

    def show(self, title: str, words: str, target: pygame.Rect | None, needs_next: bool,
             last: bool = False, on_screen: Sequence[pygame.Rect] = (),
             places: Sequence[pygame.Rect] = (), pieces: Sequence[pygame.Rect] = (),
             reading: Sequence[pygame.Rect] = ()) -> None:
        """Lay out the panel for this step (called when the step or the target changes);
        ``on_screen``: where the words on screen are (the panel hides none of them when
        it can, and cuts none in two; its arrow crosses none); ``places``: the places
        you may play now, ``pieces``: the tiles placed on the board (the panel hides
        none of them when it can); ``reading``: boxes of words that change as you play
        (the panel hides none of them when it can, as it hides no words)."""
        self.title = title
        self._words = words
        self.keep_out = [pygame.Rect(r) for r in on_screen]
        self.places = [pygame.Rect(r) for r in places]
        self.pieces = [pygame.Rect(r) for r in pieces]
        self.reading = [pygame.Rect(r) for r in reading]
        self.target = pygame.Rect(target) if target is not None else None
        self.next_button.visible = needs_next
        self.next_button.label = N_("Finish") if last else NC_("coach", "Next")
        self.skip_button.visible = not last
        self.box = self._place()
        if self._in_title_row(self.box.w):
            y = self.box.y + 8
            self.next_button.rect.topright = (self.box.right - 14, y)
            right = self.next_button.rect.left - 8 if needs_next else self.box.right - 14
            self.skip_button.rect.topright = (right, y)
        else:
            y = self.box.bottom - BUTTONS
            self.next_button.rect.topright = (self.box.right - 14, y)
            self.skip_button.rect.topleft = (self.box.x + 14, y)

    def _in_title_row(self, width: int) -> bool:
        """Do the title and the buttons shown fit side by side in a panel ``width`` wide
        (its buttons then stand in its title row, not in a row of their own)?"""
        shown = [b.rect.w for b in (self.skip_button, self.next_button) if b.visible]
        title = text.measure(self.title, 19)[0]
        return 16 + title + 12 + sum(shown) + 8 * max(0, len(shown) - 1) + 14 <= width

    def height(self, title: str, words: str, width: int) -> int:
        """How tall a panel ``width`` wide holding ``title`` and ``words`` (and both its
        buttons) is at the text size now; the panel shown is left as it was."""
        kept = (self.title, self.lines, self.next_button.visible, self.skip_button.visible)
        self.title = title
        self.next_button.visible = self.skip_button.visible = True
        try:
            return self._fit(words, width).h
        finally:
            self.title, self.lines, self.next_button.visible, self.skip_button.visible = kept

    def _fit(self, words: str, width: int) -> pygame.Rect:
        size = text.reading(SIZE)
        self.lines = text.wrap(words, size, width - 32)
        body = len(self.lines) * (size + 5)
        if self._in_title_row(width):
            return pygame.Rect(0, 0, width, ROW + body + FOOT)
        return pygame.Rect(0, 0, width, HEAD + body + BUTTONS + 4)

    def _place(self) -> pygame.Rect:
        """The panel where it hides not the target, none of the places you may play,
        none of the words on screen and none of the pieces on the board: the side column
        under the players' panels, else the top or the bottom of the view (at its left,
        middle or right; moved up or down just off the words, places or pieces). Where
        every place hides some: none cut in two, then the fewest places, words, pieces
        (the side panel may grow upwards over whole words)."""
        words = self._words
        options: list[tuple[tuple[int, ...], pygame.Rect]] = []
        side = self._fit(words, SIDE.w)
        side.bottomleft = SIDE.bottomleft
        if side.h <= SIDE.h:
            tops = {side.top} | {r.top - corners.GAP for r in self.keep_out
                                 if SIDE.top - GROW <= r.top - corners.GAP < side.top}
            for top in tops:
                grown = pygame.Rect(side.x, top, side.w, side.bottom - top)
                options.append((self._score(grown, 0, side.top - top), grown))
        # the top, then the bottom of the view (above its caption line, which may
        # change after the step appeared); as wide as the view when the words are too
        # many for that (large text); else narrow, at the view's left or right
        edges = [*self.keep_out, *self.places, *self.pieces]
        floor = VIEW.bottom - CAPTION
        board = union(self.pieces)
        for width, ranks in ((VIEW_W, (1, 2)), (VIEW.w, (3, 4)), (NARROW, (5, 6))):
            view = self._fit(words, width)
            xs = {VIEW.x, VIEW.right - view.w}
            if width != NARROW:
                xs.add(VIEW.centerx - view.w // 2)
            elif board is not None:  # just left or right of the pieces
                xs |= {board.left - corners.GAP - view.w, board.right + corners.GAP}
            for rank, default in zip(ranks, (VIEW.y + 6, floor - view.h), strict=True):
                for top in {default} | corners.stops(edges, view.h):
                    for x in sorted(xs):
                        box = pygame.Rect(x, top, view.w, view.h)
                        if VIEW.top <= box.top and box.bottom <= floor and \
                                VIEW.left <= box.left and box.right <= VIEW.right:
                            moved = abs(top - default) + abs(box.centerx - VIEW.centerx)
                            options.append((self._score(box, rank, moved), box))
        chosen = min(options, key=lambda option: option[0])[1]
        self._fit(words, chosen.w)  # the lines for the width chosen
        return chosen

    def _score(self, box: pygame.Rect, rank: int, moved: int) -> tuple[int, ...]:
        """Lower is better: hides the target, words it cuts in two, places you
        may play it hides, words it hides, pieces it hides (how much of them, then how
        many), lies on the target at all,
        place in the order of preference, pixels away from that place."""
        target = self.target
        on_target = target is not None and box.colliderect(target)
        hides = on_target and target is not None and self._hides_target(box, target)
        return (int(hides), len(self._cut(box)), len(self.hidden(box, self.places)),
                len(self.hidden(box)) + len(self.hidden(box, self.reading)),
                *self._pieces_hidden(box), int(on_target), rank, moved)

    def _pieces_hidden(self, box: pygame.Rect) -> tuple[int, int]:
        """How many pixels of the board's pieces ``box`` hides, and how many pieces."""
        hidden = [box.clip(r) for r in self.hidden(box, self.pieces)]
        return sum(r.w * r.h for r in hidden), len(hidden)

    @staticmethod
    def _hides_target(box: pygame.Rect, target: pygame.Rect) -> bool:
        """Does ``box`` (lying on ``target``) hide it? Not when it lies inside it, nor when
        the target is a wide area (larger than the box) of which it covers at most half:
        there its words, places and pieces count one by one."""
        if target.contains(box):
            return False
        shared = box.clip(target)
        wide = target.w * target.h > box.w * box.h
        return not (wide and 2 * shared.w * shared.h <= target.w * target.h)

    def hidden(self, box: pygame.Rect,
               among: Sequence[pygame.Rect] | None = None) -> list[pygame.Rect]:
        """The words on screen (or the rects ``among``) that ``box`` covers, whole or in
        part (more than its anti-aliased edge)."""
        out = []
        for r in self.keep_out if among is None else among:
            shared = box.clip(r)
            if shared.w > EDGE and shared.h > EDGE:
                out.append(r)
        return out

    def _cut(self, box: pygame.Rect) -> list[pygame.Rect]:
        """The words on screen that ``box`` would cover in part (cut in two)."""
        whole = box.inflate(2 * EDGE, 2 * EDGE)
        return [r for r in self.hidden(box) if not whole.contains(r)]

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
        if self._in_title_row(self.box.w):  # beside the buttons, in the middle of their row
            text.draw(surface, self.title, 19, theme.GOLD, (self.box.x + 16, self.box.y + 27),
                      "midleft")
            y = self.box.y + ROW
        else:
            text.draw(surface, self.title, 19, theme.GOLD, (self.box.x + 16, self.box.y + 10))
            y = self.box.y + HEAD - 4
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
        (``keep_out``) and no box of words that change (``reading``); none when there is
        no such path."""
        # nor the boxes of words that change as you play (their words may be new)
        keep_out = self.keep_out + [part for r in self.reading if not r.colliderect(rect)
                                    for part in outside(r, self.box)]
        path = arrow_route.route(self.box, rect, keep_out, surface.get_rect())
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
