"""Fonts and rendered text, cached (text surfaces are re-used frame after frame)."""

from __future__ import annotations

from collections import OrderedDict

import pygame

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
CACHE_SIZE = 768


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


def render(text: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """A surface with ``text`` drawn anti-aliased (LRU-cached)."""
    key = (text, size, tuple(colour), bold)
    surf = _cache.get(key)
    if surf is not None:
        _cache.move_to_end(key)
        return surf
    surf = font(size, bold).render(text, True, colour)
    _cache[key] = surf
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return surf


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
    return rect


def wrap(text: str, size: int, width: int) -> list[str]:
    """Split text into lines that fit ``width`` pixels."""
    f = font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_lines(target: pygame.Surface, text: str, size: int, colour: tuple[int, ...],
               pos: tuple[float, float], width: int, anchor: str = "topleft",
               shadow: bool = False, most: int = 3) -> int:
    """Draw ``text`` wrapped to ``width`` (at most ``most`` lines) from ``pos``, each line
    placed by ``anchor`` ("topleft" or "topright"); returns the y below the last line."""
    x, y = pos
    step = font(size).get_linesize()
    for line in wrap(text, size, width)[:most]:
        draw(target, line, size, colour, (x, y), anchor, shadow=shadow)
        y += step
    return round(y)
