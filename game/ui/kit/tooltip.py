"""The shared tooltip: a small panel near the pointer saying what is under it.

Each game's board answers ``tooltip_at(pos) -> str | None`` (first line the title, the
rest the explanation, in plain words) and draws :func:`draw_tip` from its ``draw_over``.
A tip appears after the pointer rests for ``DELAY`` seconds on the same thing (see
:class:`Dwell`), or while the ? key is held down on the keyboard's selection (see
:class:`KeyTip`), and stays inside the screen.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.kit import backdrop, text, theme

DELAY = 0.35
WIDTH = 330
TITLE_SIZE = 22
BODY_SIZE = 19
SCREEN = pygame.Rect((0, 0), theme.LOGICAL_SIZE)


class _Frame:
    """This frame's tips and covers: tips drawn during a frame of the app wait until every
    scene is drawn and only the top scene's show (above its move log or controls, never
    under a dialog); a scene ``cover``s what it draws over the board (the move log), and no
    board tip shows for a pointer there (its thing is hidden)."""

    def __init__(self) -> None:
        self.active = False
        self.owner: object = None
        self.canvas: pygame.Surface | None = None
        self.pending: list[tuple[object, str, tuple[int, int], pygame.Rect]] = []
        self.covers: list[pygame.Rect] = []  # drawn last frame: used by this frame's update
        self.drawing: list[pygame.Rect] = []


_frame = _Frame()


def cover(rect: pygame.Rect) -> None:
    """Something was drawn over the board here this frame (an open move log, the replay's
    controls): no board tip for a pointer inside it."""
    _frame.drawing.append(pygame.Rect(rect))


def covered(pos: tuple[int, int]) -> bool:
    """Is ``pos`` on something drawn over the board (last frame)?"""
    return any(r.collidepoint(pos) for r in _frame.covers)


def begin_draw(canvas: pygame.Surface) -> None:
    """The app starts drawing a frame's scenes on ``canvas``."""
    _frame.active = True
    _frame.canvas = canvas
    _frame.pending = []
    _frame.covers, _frame.drawing = _frame.drawing, []


def drawing_scene(scene: object) -> None:
    """The app draws ``scene`` next (the tips it draws are its own)."""
    _frame.owner = scene


def end_draw(top: object) -> None:
    """Every scene is drawn: draw the top scene's tips, last, on the canvas."""
    pending, canvas = _frame.pending, _frame.canvas
    _frame.active, _frame.pending, _frame.owner = False, [], None
    if canvas is None:
        return
    for owner, tip, pointer, bounds in pending:
        if owner is top:
            _draw_now(canvas, tip, pointer, bounds)


class KeyTip:
    """Holding ``KEY`` (the ? key) shows the tip of what the keyboard has selected (or
    what is under the pointer): tips without a mouse."""

    KEY = pygame.K_SLASH

    def __init__(self) -> None:
        self.held = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Track the key; True when the event was it."""
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == self.KEY:
            self.held = event.type == pygame.KEYDOWN
            return True
        return False

    def point(self, focus: tuple[int, int] | None, mouse: tuple[int, int]) -> tuple[int, int]:
        """Where to look for the tip: the keyboard's selection while the key is held."""
        return focus if self.held and focus is not None else mouse


class Dwell:
    """Shows a tip once the pointer has rested on the same tip for ``DELAY`` seconds."""

    def __init__(self) -> None:
        self.tip: str | None = None
        self.time = 0.0

    def update(self, dt: float, tip: str | None) -> str | None:
        """Feed this frame's tip; the tip to show now (None while waiting)."""
        if tip != self.tip:
            self.tip, self.time = tip, 0.0
        else:
            self.time += dt
        return self.tip if self.tip and self.time >= DELAY else None


class BoardTip:
    """A board's tip: what is under the pointer (or, while ? is held, under the keyboard's
    selection), shown once it has rested there (every game's board has one)."""

    def __init__(self) -> None:
        self.keys = KeyTip()
        self.dwell = Dwell()
        #: where the tip points, and its text (None: no tip shown)
        self.at: tuple[int, int] = (0, 0)
        self.text: str | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        """The ? key; True when the event was it."""
        return self.keys.handle(event)

    def update(self, dt: float, focus: tuple[int, int] | None, mouse: tuple[int, int],
               words: Callable[[tuple[int, int]], str | None]) -> None:
        """Ask ``words`` what is at the pointer (``focus``: the keyboard's selection)."""
        self.at = self.keys.point(focus, mouse)
        hidden = covered(self.at) and not self.keys.held
        self.text = self.dwell.update(dt, None if hidden else words(self.at))

    def draw(self, surface: pygame.Surface) -> None:
        """The tip, if one shows now."""
        draw_tip(surface, self.text, self.at)


def sizes() -> tuple[int, int]:
    """The title's and the body's pixel sizes at the text-size option."""
    return text.reading(TITLE_SIZE), text.reading(BODY_SIZE)


#: the most body lines a tip shows
MOST_LINES = 14


def layout_full(tip: str, width: int | None = None
                ) -> tuple[list[str], list[str], pygame.Rect]:
    """The title's lines (a long name wraps, never cut: "Palace of Culture and Science"),
    the wrapped body lines and the size of the tip's panel (``width``: the widest it may
    be; ``WIDTH`` grown with the text size by default)."""
    if width is None:
        width = round(WIDTH * text.scale())
    title_size, body_size = sizes()
    title, _, body = tip.partition("\n")
    inner = width - 20
    titles = text.wrap(title, title_size, inner, True)
    lines = [line for part in body.split("\n") if part
             for line in text.wrap(part, body_size, inner)][:MOST_LINES]
    height = (12 + title_size + (title_size - 2) * (len(titles) - 1)
              + (body_size + 1) * len(lines) + (4 if lines else 0))
    widest = max([text.measure(t, title_size, True)[0] for t in titles]
                 + [text.measure(line, body_size)[0] for line in lines])
    return titles, lines, pygame.Rect(0, 0, min(width, widest + 22), height)


def layout(tip: str, width: int | None = None) -> tuple[str, list[str], pygame.Rect]:
    """The title's first line, the wrapped body lines and the size of the tip's panel."""
    titles, lines, box = layout_full(tip, width)
    return titles[0], lines, box


def place(box: pygame.Rect, pointer: tuple[int, int], bounds: pygame.Rect = SCREEN) -> pygame.Rect:
    """The tip's panel below-right of the pointer, flipped or clamped to stay in bounds."""
    out = box.copy()
    out.topleft = (pointer[0] + 18, pointer[1] + 18)
    if out.right > bounds.right:
        out.right = pointer[0] - 10
    if out.bottom > bounds.bottom:
        out.bottom = pointer[1] - 10
    out.clamp_ip(bounds)
    return out


def draw_tip(surface: pygame.Surface, tip: str | None, pointer: tuple[int, int],
             bounds: pygame.Rect = SCREEN) -> pygame.Rect | None:
    """Draw ``tip`` near ``pointer``; the panel's rectangle (None when no tip). During a
    frame of the app the tip is drawn once every scene is (see :class:`_Frame`)."""
    if not tip:
        return None
    if _frame.active and surface.get_abs_parent() is _frame.canvas \
            and surface.get_abs_offset() == (0, 0):
        _frame.pending.append((_frame.owner, tip, pointer, pygame.Rect(bounds)))
        return place(layout(tip)[2], pointer, bounds)
    return _draw_now(surface, tip, pointer, bounds)


def _draw_now(surface: pygame.Surface, tip: str, pointer: tuple[int, int],
              bounds: pygame.Rect) -> pygame.Rect:
    titles, lines, box = layout_full(tip)
    box = place(box, pointer, bounds)
    title_size, body_size = sizes()
    backdrop.panel(surface, box, 255)
    text.mark_tip(surface, box)
    pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=14)
    for i, title in enumerate(titles):
        text.draw(surface, title, title_size, theme.GOLD,
                  (box.x + 11, box.y + 7 + i * (title_size - 2)), bold=True)
    y = box.y + 9 + title_size + (title_size - 2) * (len(titles) - 1)
    for line in lines:
        text.draw(surface, line, body_size, theme.TEXT, (box.x + 11, y))
        y += body_size + 1
    return box
