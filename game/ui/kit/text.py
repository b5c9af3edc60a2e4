"""Fonts and rendered text, cached (text surfaces are re-used frame after frame).

Small text is drawn supersampled: the default font's hinting rounds every glyph's
advance to whole pixels at small sizes, which spread letters apart ("Wil anów Pal ace",
"Thea ter"). Rendering at ``SUPERSAMPLE`` times the size and scaling down keeps the
true spacing. ``measure`` gives the size such text really takes.

A layout check can record every text blit of a frame (``start_recording`` /
``stop_recording``): its rectangle on the canvas, the panels drawn before it and
the overlay layer it belongs to (tests/ui/layout.py checks them).

Words painted once into a picture that is kept and shown again (a tile's name, a
chip's number) are not blits of the frame: the picture remembers them
(``words_painted`` / ``keep_words``) and its painter records them each time it shows it
(``mark_words``), so they count as words on screen like any other.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game.ui.kit import cjk

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
CACHE_SIZE = 768
#: text smaller than this many pixels is supersampled
SMALL = 30
SUPERSAMPLE = 4
#: the text-size option (per cent) for the reading texts: tips, coach, move log, rules
_scale = {"percent": 100}


def set_scale(percent: int) -> None:
    """Use the text-size option (100, 125 or 150 per cent) for the reading texts."""
    _scale["percent"] = max(50, min(200, int(percent)))


def scale() -> float:
    """The reading texts' size factor (1.0 at 100 %)."""
    return _scale["percent"] / 100


def reading(size: int) -> int:
    """The pixel size of a reading text (a tip, the coach, the move log, the rules)
    whose size at 100 % is ``size``."""
    return round(size * scale())


def reading_fit(words: str, size: int, width: int, bold: bool = False) -> int:
    """The reading size of a one-line text (``size`` at 100 %), made smaller, but never
    below ``size``, until ``words`` fit in ``width`` pixels."""
    return fit_size(words, reading(size), width, size, bold)


def fit_size(words: str, size: int, width: int, smallest: int, bold: bool = False,
             step: int = 1) -> int:
    """``size``, made smaller by ``step`` at a time but not below ``smallest``, until
    ``words`` fit on one line of ``width`` pixels (``smallest`` when they never do)."""
    while size > smallest and measure(words, size, bold)[0] > width:
        size = max(smallest, size - step)
    return size


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The default font at a pixel size (cached)."""
    key = (size, bold)
    if key not in _fonts:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(None, size)
        f.set_bold(bold)
        _fonts[key] = f
    return _fonts[key]


def measure(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """Width and height ``text`` takes when drawn at ``size``."""
    if cjk.needs_face(text):
        return cjk.measure(text, size, bold)
    if size >= SMALL or not text:
        return font(size, bold).size(text)
    w, h = font(size * SUPERSAMPLE, bold).size(text)
    return max(1, round(w / SUPERSAMPLE)), max(1, round(h / SUPERSAMPLE))


def line_step(size: int, sample: str = "") -> int:
    """The distance from one line's top to the next at ``size`` (Chinese words, in
    ``sample``, take taller lines)."""
    if cjk.needs_face(sample):
        return max(font(size).get_linesize(), cjk.line_height(size))
    return font(size).get_linesize()


def _render(text: str, size: int, colour: tuple[int, ...], bold: bool) -> pygame.Surface:
    if cjk.needs_face(text):
        return cjk.render(text, size, colour, bold)
    if size >= SMALL or not text:
        return font(size, bold).render(text, True, colour)
    big = font(size * SUPERSAMPLE, bold).render(text, True, colour)
    return pygame.transform.smoothscale(big, measure(text, size, bold))


def render(text: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """A surface with ``text`` drawn anti-aliased (LRU-cached)."""
    key = (text, size, tuple(colour), bold, cjk.face_key(text))
    surf = _cache.get(key)
    if surf is not None:
        _cache.move_to_end(key)
        return surf
    surf = _render(text, size, colour, bold)
    _cache[key] = surf
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return surf


# -- the layout recorder --------------------------------------------------------------
@dataclass
class Mark:
    """One recorded text blit or panel, in canvas coordinates."""

    # "text", "panel", "picture", "cell", "tip", "line", "place", "piece", "reading" or "cut"
    kind: str
    rect: pygame.Rect
    layer: int
    label: str = ""
    clip: pygame.Rect | None = None
    #: a line's two ends (canvas coordinates) and its width, for "line" marks
    ends: tuple[tuple[float, float], tuple[float, float], int] | None = None


class Recorder:
    """Collects marks drawn on one canvas (or its subsurfaces)."""

    def __init__(self, canvas: pygame.Surface) -> None:
        self.canvas = canvas
        self.marks: list[Mark] = []
        self.layer = 0
        #: words shortened by :func:`fit` this frame: shown -> whole
        self.cut: dict[str, str] = {}

    def _place(self, target: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
        parent = target.get_abs_parent()
        if parent is not self.canvas and parent.get_size() != self.canvas.get_size():
            return None  # drawn on a small off-screen picture: not checked here
        ox, oy = target.get_abs_offset()
        return rect.move(ox, oy)

    def add(self, kind: str, target: pygame.Surface, rect: pygame.Rect, label: str = "") -> None:
        """Record a mark drawn on ``target``."""
        placed = self._place(target, pygame.Rect(rect))
        if placed is None:
            return
        clip = target.get_clip()
        ox, oy = target.get_abs_offset()
        self.marks.append(Mark(kind, placed, self.layer, label, clip.move(ox, oy)))


_recorder: Recorder | None = None


def start_recording(canvas: pygame.Surface) -> Recorder:
    """Record the texts and panels drawn on ``canvas`` from now on."""
    global _recorder
    _recorder = Recorder(canvas)
    return _recorder


def stop_recording() -> Recorder | None:
    """Stop recording; the recorder (None if none ran)."""
    global _recorder
    rec, _recorder = _recorder, None
    return rec


def recording() -> bool:
    """True while a layout check records (views then repaint their cached layers)."""
    return _recorder is not None


def words_so_far(kind: str = "text") -> list[pygame.Rect] | None:
    """While a recorder runs: where the words (or the marks of another ``kind``, such as
    "place") of its current layer were drawn so far (None when nothing records)."""
    if _recorder is None:
        return None
    layer = _recorder.layer
    return [m.rect for m in _recorder.marks if m.kind == kind and m.layer == layer]


def mark_panel(target: pygame.Surface, rect: pygame.Rect, opaque: bool = False) -> None:
    """Tell the recorder a panel (a box text must stay inside) was drawn; an ``opaque``
    one also hides the text drawn before it."""
    if _recorder is not None:
        _recorder.add("panel", target, rect, "opaque" if opaque else "")


def mark_picture(target: pygame.Surface, rect: pygame.Rect, label: str) -> None:
    """Tell the recorder an icon that text must not cover (a crown, stone dots) was drawn."""
    if _recorder is not None:
        _recorder.add("picture", target, rect, label)


#: words in a picture: the ink box of each (in the picture's coordinates) and the words
Words = list[tuple[pygame.Rect, str]]
#: words being collected while pictures are painted (innermost last)
_painting: list[Words] = []
#: the words painted into kept pictures (see keep_words)
_kept: weakref.WeakKeyDictionary[pygame.Surface, Words] = weakref.WeakKeyDictionary()


@contextmanager
def words_painted() -> Iterator[Words]:
    """Collect the words drawn inside the block (their ink boxes, in the coordinates of
    the surface each was drawn on): painting a picture that is kept and shown later."""
    words: Words = []
    _painting.append(words)
    try:
        yield words
    finally:
        _painting.pop()


def keep_words(picture: pygame.Surface, words: Words) -> pygame.Surface:
    """Remember that ``words`` are painted on ``picture`` (kept as long as it is); the
    picture."""
    _kept[picture] = [(pygame.Rect(r), label) for r, label in words]
    return picture


def words_in(picture: pygame.Surface) -> Words:
    """The words painted on a kept picture (none known: [])."""
    return list(_kept.get(picture, []))


def mark_words(target: pygame.Surface, picture: pygame.Surface,
               at: tuple[int, int]) -> None:
    """Tell the recorder that ``picture``, blitted on ``target`` with its top-left at
    ``at``, shows the words painted on it: they are words on screen (arrows and boxes
    keep off them) though no text was blitted this frame."""
    if _recorder is not None:
        for rect, label in _kept.get(picture, []):
            _recorder.add("text", target, rect.move(at), label)


def mark_cell(target: pygame.Surface, rect: pygame.Rect) -> None:
    """Tell the recorder a space of a board was drawn (it must not be cut by the frame of
    the area it is drawn in: the clip)."""
    if _recorder is not None:
        _recorder.add("cell", target, rect)


def mark_place(target: pygame.Surface, rect: pygame.Rect) -> None:
    """Tell the recorder a place you may play on was drawn (no box may hide it)."""
    if _recorder is not None:
        _recorder.add("place", target, rect)


def mark_piece(target: pygame.Surface, rect: pygame.Rect, label: str = "") -> None:
    """Tell the recorder a piece placed on a board (a tile, a hex) was drawn: the coach's
    panel keeps off it (the layout check lets boxes of words cover it)."""
    if _recorder is not None:
        _recorder.add("piece", target, rect, label)


def mark_reading(target: pygame.Surface, rect: pygame.Rect) -> None:
    """Tell the recorder a box of words that change as you play was drawn (the coach's
    panel keeps off all of it, not only off the words it shows now)."""
    if _recorder is not None:
        _recorder.add("reading", target, rect)


def mark_tip(target: pygame.Surface, rect: pygame.Rect) -> None:
    """Tell the recorder a tooltip was drawn (nothing may be drawn over it)."""
    if _recorder is not None:
        _recorder.add("tip", target, rect)


def mark_line(target: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
              width: int, label: str) -> None:
    """Tell the recorder a line (a coach arrow) was drawn: it must not cross words."""
    if _recorder is not None:
        ox, oy = target.get_abs_offset()
        a, b = (start[0] + ox, start[1] + oy), (end[0] + ox, end[1] + oy)
        box = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1,
                          abs(a[1] - b[1]) + 1).inflate(width, width)
        before = len(_recorder.marks)
        _recorder.add("line", target, box, label)
        if len(_recorder.marks) > before:
            _recorder.marks[-1].ends = (a, b, width)


def mark_layer() -> None:
    """Everything drawn so far is now covered (a dimmed overlay starts)."""
    if _recorder is not None:
        _recorder.layer += 1


def draw(
    target: pygame.Surface,
    text: str,
    size: int,
    colour: tuple[int, ...],
    pos: tuple[float, float],
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = False,
) -> pygame.Rect:
    """Draw text with its ``anchor`` point (a pygame.Rect attribute name) at ``pos``."""
    surf = render(text, size, colour, bold)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        target.blit(render(text, size, (0, 0, 0), bold), rect.move(2, 2))
    target.blit(surf, rect)
    if _painting and text.strip():
        _painting[-1].append((ink(rect, size), text))
    if _recorder is not None and text.strip():
        _recorder.add("text", target, ink(rect, size), text)
        whole = _recorder.cut.get(text)
        if whole is not None:  # shortened words: a tip must say them whole
            _recorder.add("cut", target, ink(rect, size), whole)
    return rect


def ink(rect: pygame.Rect, size: int) -> pygame.Rect:
    """The part of a text rectangle letters really cover (the font's line box has
    empty space above and below the letters)."""
    pad = max(1, size // 8)
    return pygame.Rect(rect.x, rect.y + pad, rect.w, max(1, rect.h - 2 * pad))


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit ``width`` pixels (Chinese between characters)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if cjk.needs_face(paragraph):
            lines += _wrap_units(paragraph, size, width, bold)
            continue
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if measure(trial, size, bold)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def _wrap_units(paragraph: str, size: int, width: int, bold: bool) -> list[str]:
    lines: list[str] = []
    line = ""
    for piece, space in cjk.units(paragraph):
        trial = f"{line} {piece}" if space and line else line + piece
        if measure(trial, size, bold)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = piece
    lines.append(line)
    return lines


def draw_lines(target: pygame.Surface, text: str, size: int, colour: tuple[int, ...],
               pos: tuple[float, float], width: int, anchor: str = "topleft",
               shadow: bool = False, most: int = 3) -> int:
    """Draw ``text`` wrapped to ``width`` (at most ``most`` lines) from ``pos``, each line
    placed by ``anchor`` ("topleft" or "topright"); returns the y below the last line."""
    x, y = pos
    step = line_step(size, text)
    lines = wrap(text, size, width)
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = fit(lines[-1] + "…", size, width)
    for line in lines:
        draw(target, line, size, colour, (x, y), anchor, shadow=shadow)
        y += step
    return round(y)


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text``, shortened with an ellipsis when wider than ``width`` pixels."""
    if measure(text, size, bold)[0] <= width:
        return text
    body = text.rstrip("…")
    while body and measure(body + "…", size, bold)[0] > width:
        body = body[:-1]
    if _recorder is not None:
        _recorder.cut[body.rstrip() + "…"] = text
    return body.rstrip() + "…"
