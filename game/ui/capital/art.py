"""Procedural tile art: quartered tiles (colour + icon per type), whole tiles, coins, backs.

Every type has its own colour *and* icon, and printed values sit in a VP star
(culture) or a coin (industry), so nothing depends on telling colours apart.
Surfaces are cached per (code, size).
"""

from __future__ import annotations

import math

import pygame

from game.engine import i18n
from game.engine.i18n import _
from game.rules.capital import tables as T
from game.rules.capital.content import CUL, IND, MILESTONE, PUBLIC
from game.ui.capital import view_model
from game.ui.kit import text

#: quarter type -> fill colour (park, residential, commerce, culture, industry)
COLOURS = ((92, 168, 76), (204, 78, 66), (236, 198, 66), (146, 98, 190), (64, 126, 206))
#: quarter type -> its name (English, marked: translated where drawn with ``_``)
TYPE_NAMES = view_model.KIND_WORDS
INK = (28, 26, 34)
PUBLIC_FILL = (150, 152, 160)
MILESTONE_FILL = (196, 140, 70)
COIN = (242, 196, 62)
VP = (250, 240, 210)

_cache: dict[tuple, pygame.Surface] = {}
# whole tiles carry their names: a new language paints them again
i18n.on_change(lambda _code: _cache.clear())


def _remember(key: tuple, surf: pygame.Surface) -> pygame.Surface:
    if len(_cache) > 900:
        _cache.clear()
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    _cache[key] = surf
    return surf


# -- icons ---------------------------------------------------------------------------
def icon(surface: pygame.Surface, kind: int, cx: float, cy: float, r: float) -> None:
    """The icon of a quarter type centred at (cx, cy), about ``2r`` across."""
    dark = (36, 34, 44)
    light = (252, 248, 236)
    if kind == 0:  # park: a round tree on a trunk
        pygame.draw.rect(surface, (92, 60, 34), (cx - r * 0.14, cy + r * 0.1, r * 0.28, r * 0.8))
        pygame.draw.circle(surface, (40, 104, 44), (cx, cy - r * 0.15), r * 0.62)
        pygame.draw.circle(surface, (150, 214, 120), (cx - r * 0.2, cy - r * 0.35), r * 0.2)
        pygame.draw.circle(surface, dark, (cx, cy - r * 0.15), r * 0.62, 1)
    elif kind == 1:  # residential: a house with a pitched roof
        body = pygame.Rect(0, 0, r * 1.1, r * 0.8)
        body.midtop = (cx, cy - r * 0.05)
        pygame.draw.rect(surface, light, body)
        roof = [(cx - r * 0.8, cy), (cx, cy - r * 0.75), (cx + r * 0.8, cy)]
        pygame.draw.polygon(surface, (120, 36, 30), roof)
        pygame.draw.polygon(surface, dark, roof, 1)
        pygame.draw.rect(surface, dark, body, 1)
        pygame.draw.rect(surface, (120, 36, 30), (cx - r * 0.15, cy + r * 0.3, r * 0.3, r * 0.45))
    elif kind == 2:  # commerce: a shop awning with stripes
        body = pygame.Rect(0, 0, r * 1.3, r * 0.7)
        body.midtop = (cx, cy)
        pygame.draw.rect(surface, light, body)
        pygame.draw.rect(surface, dark, body, 1)
        w = r * 1.5 / 4
        for i in range(4):
            x = cx - r * 0.75 + i * w
            colour = (190, 60, 40) if i % 2 == 0 else light
            pygame.draw.polygon(surface, colour, [(x, cy - r * 0.55), (x + w, cy - r * 0.55),
                                                  (x + w, cy), (x, cy)])
        pygame.draw.rect(surface, dark, (cx - r * 0.75, cy - r * 0.55, r * 1.5, r * 0.55), 1)
    elif kind == 3:  # culture: a temple front (pediment and columns)
        base_y = cy + r * 0.65
        pygame.draw.polygon(surface, light, [(cx - r * 0.8, cy - r * 0.35), (cx, cy - r * 0.8),
                                             (cx + r * 0.8, cy - r * 0.35)])
        for i in range(4):
            x = cx - r * 0.6 + i * r * 0.4
            pygame.draw.rect(surface, light, (x - r * 0.08, cy - r * 0.3, r * 0.16, r * 0.85))
        pygame.draw.rect(surface, light, (cx - r * 0.8, base_y, r * 1.6, r * 0.18))
        pygame.draw.polygon(surface, dark, [(cx - r * 0.8, cy - r * 0.35), (cx, cy - r * 0.8),
                                            (cx + r * 0.8, cy - r * 0.35)], 1)
    else:  # industry: a saw-tooth factory with a chimney
        pts = [(cx - r * 0.85, cy + r * 0.7), (cx - r * 0.85, cy - r * 0.1),
               (cx - r * 0.4, cy - r * 0.4), (cx - r * 0.4, cy - r * 0.1),
               (cx + r * 0.05, cy - r * 0.4), (cx + r * 0.05, cy - r * 0.1),
               (cx + r * 0.85, cy - r * 0.1), (cx + r * 0.85, cy + r * 0.7)]
        pygame.draw.rect(surface, (70, 70, 80), (cx + r * 0.4, cy - r * 0.85, r * 0.26, r * 0.8))
        pygame.draw.polygon(surface, light, pts)
        pygame.draw.polygon(surface, dark, pts, 1)
        pygame.draw.circle(surface, (200, 204, 214), (cx + r * 0.6, cy - r * 1.0), r * 0.16)


def coin(surface: pygame.Surface, cx: float, cy: float, r: float, label: str = "") -> None:
    """A gold coin, optionally with a number."""
    pygame.draw.circle(surface, (150, 108, 20), (cx + 1, cy + 1), r)
    pygame.draw.circle(surface, COIN, (cx, cy), r)
    pygame.draw.circle(surface, (255, 232, 140), (cx - r * 0.3, cy - r * 0.3), max(1, r * 0.3))
    pygame.draw.circle(surface, (120, 84, 10), (cx, cy), r, 1)
    if label:
        text.draw(surface, label, max(12, int(r * 1.7)), INK, (cx, cy + 1), "center", True)


def star(surface: pygame.Surface, cx: float, cy: float, r: float, label: str = "",
         fill: tuple[int, int, int] = VP) -> None:
    """A VP star (laurel-white), optionally with a number."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rad = r if i % 2 == 0 else r * 0.5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, INK, pts, 1)
    if label:
        text.draw(surface, label, max(12, int(r * 1.3)), INK, (cx, cy + 1), "center", True)


def transport(surface: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """The transport symbol: a tram on rails in a white disc."""
    pygame.draw.circle(surface, (248, 248, 250), (cx, cy), r)
    pygame.draw.circle(surface, INK, (cx, cy), r, 2)
    body = pygame.Rect(0, 0, r * 1.1, r * 0.8)
    body.center = (cx, cy - r * 0.1)
    pygame.draw.rect(surface, (210, 50, 50), body, border_radius=max(1, int(r * 0.2)))
    pygame.draw.rect(surface, (220, 236, 250), body.inflate(-r * 0.4, -r * 0.45))
    pygame.draw.line(surface, INK, (cx - r * 0.7, cy + r * 0.5), (cx + r * 0.7, cy + r * 0.5), 2)


# -- tiles ---------------------------------------------------------------------------
def tile(code: int, size: int) -> pygame.Surface:
    """A placed tile (code = tile * 4 + rotation) as a ``size``-pixel square."""
    key = ("tile", code, size)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    t = code >> 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    with text.words_painted() as words:  # a name, printed values (see text.mark_words)
        if T.KIND[t] == PUBLIC:
            _whole(surf, t, PUBLIC_FILL, size)
        elif T.KIND[t] == MILESTONE:
            _whole(surf, t, MILESTONE_FILL, size)
        else:
            _quartered(surf, code, size)
    return text.keep_words(_remember(key, surf), words)


def _quartered(surf: pygame.Surface, code: int, size: int) -> None:
    half = size / 2
    cells = ((0, 0), (1, 0), (1, 1), (0, 1))  # NW, NE, SE, SW
    quarters = view_model.quarters(code)
    for (cx, cy), q in zip(cells, quarters, strict=True):
        kind, value = divmod(q, 4)
        rect = pygame.Rect(round(cx * half), round(cy * half), math.ceil(half), math.ceil(half))
        pygame.draw.rect(surf, COLOURS[kind], rect)
        # a soft inner light for depth
        pygame.draw.line(surf, _lift(COLOURS[kind]), rect.topleft, rect.topright)
        shift = half * 0.12 if value else 0.0
        if size >= 36:
            ix = rect.centerx + (shift if cx == 0 else -shift)
            iy = rect.centery + (shift if cy == 0 else -shift)
            icon(surf, kind, ix, iy, half * 0.3)
        if value and size >= 28:
            r = max(6, half * 0.2)
            inset = r + max(2, half * 0.05)
            vx = rect.left + inset if cx == 0 else rect.right - inset
            vy = rect.top + inset if cy == 0 else rect.bottom - inset
            if kind == CUL:
                star(surf, vx, vy, r * 1.2, str(value))
            elif kind == IND:
                coin(surf, vx, vy, r, str(value))
    line = (40, 36, 44)
    pygame.draw.line(surf, line, (half, 0), (half, size), 1)
    pygame.draw.line(surf, line, (0, half), (size, half), 1)
    if T.TRANSPORT[code >> 2] and size >= 20:
        transport(surf, half, half, max(5, size * 0.13))
    pygame.draw.rect(surf, INK, surf.get_rect(), 2 if size >= 40 else 1)


def _whole(surf: pygame.Surface, t: int, fill: tuple[int, int, int], size: int) -> None:
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect)
    pygame.draw.rect(surf, _lift(fill), rect.inflate(-size * 0.12, -size * 0.12), 2)
    milestone = T.KIND[t] == MILESTONE
    if size >= 36:
        # a little building (public) or a laurel star (milestone) at the top
        cx, cy = size / 2, size * 0.28
        if milestone:
            star(surf, cx, cy, size * 0.16, fill=(255, 226, 120))
        else:
            r = size * 0.16
            pygame.draw.polygon(surf, (236, 236, 240), [(cx - r * 1.3, cy), (cx, cy - r),
                                                        (cx + r * 1.3, cy)])
            for i in range(4):
                x = cx - r + i * r * 0.66
                pygame.draw.rect(surf, (236, 236, 240), (x - r * 0.12, cy, r * 0.24, r * 0.9))
            pygame.draw.rect(surf, (236, 236, 240), (cx - r * 1.3, cy + r * 0.9, r * 2.6, r * 0.2))
        fs, words = name_lines(view_model.name(t), size)
        y = size * 0.5
        for line in words:
            text.draw(surf, line, fs, INK, (size / 2, y), "midtop", True)
            y += fs * 0.8
    pygame.draw.rect(surf, INK, rect, 2 if size >= 40 else 1)


def name_bottom(size: int, fs: int, count: int) -> float:
    """Where the last of ``count`` name lines ends on a tile (they start at half height)."""
    step = fs * 0.8
    ink = text.measure("Ag", fs, True)[1] - 2 * max(1, fs // 8)
    return size * 0.5 + (count - 1) * step + max(1, fs // 8) + ink


#: a name on a tile: at most this many lines, no smaller than this (px)
NAME_LINES = 4
MIN_NAME_SIZE = 8


def name_lines(name: str, size: int) -> tuple[int, list[str]]:
    """The font size and lines of a building's whole name on a tile ``size`` pixels wide:
    the largest size (from ``size // 7`` down) at which every line fits the tile (bold, as
    drawn) in at most ``NAME_LINES`` lines; never a cut word or a dropped line: no lines
    at all when even ``MIN_NAME_SIZE`` is too big (a small tile: its tip names it)."""
    width = int(size * 0.86)
    fs = max(11, size // 7)
    breakable = name.replace("–", "– ").replace("-", "- ")  # a long word may break after a dash
    while True:
        lines = [line.replace("– ", "–").replace("- ", "-")  # no break there: rejoin
                 for line in text.wrap(breakable, fs, width, True)]
        fits = all(text.measure(line, fs, True)[0] <= width for line in lines)
        fits = fits and name_bottom(size, fs, len(lines)) <= size - 3
        if fits and len(lines) <= NAME_LINES:
            return fs, lines
        if fs <= MIN_NAME_SIZE:
            return fs, []
        fs -= 1


def stack(code: int, height: int, size: int) -> pygame.Surface:
    """A stack seen from above: buried layers peek out below-right; rebuilt ones get a badge."""
    key = ("stack", code, height, size)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    layers = min(height, 4) - 1
    step = max(2, size // 24)
    surf = pygame.Surface((size + layers * step, size + layers * step), pygame.SRCALPHA)
    for i in range(layers, 0, -1):
        off = i * step
        pygame.draw.rect(surf, (70, 62, 56), (off, off, size, size))
        pygame.draw.rect(surf, (30, 26, 24), (off, off, size, size), 1)
    surf.blit(tile(code, size), (0, 0))
    if height > 1 and size >= 30:
        r = max(8, size // 9)
        cx, cy = r + 3, r + 3
        pygame.draw.circle(surf, (40, 36, 48), (cx, cy), r)
        pygame.draw.circle(surf, (255, 255, 255), (cx, cy), r, 2)
        text.draw(surf, str(height), int(r * 1.6), (255, 255, 255), (cx, cy + 1), "center", True)
    return _remember(key, surf)


def layered(codes: tuple, size: int) -> pygame.Surface:
    """A rebuilt stack in the main view, inside its cell (``size`` square): every buried
    tile shows as a darker slab below-right of the one above it (up to 4 layers), so its
    layers can be counted; the top tile is that much smaller, so no slab spills into the
    cells around (where a neighbour would leave only a thin strip of it showing)."""
    height = len(codes)
    if height <= 1:
        return stack(codes[-1], 1, size) if codes else tile(0, size)
    key = ("layered", tuple(codes[-4:]), height, size)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    shown = list(codes[-4:])
    layers = len(shown) - 1
    step = max(3, size // 11)
    top = size - layers * step
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for i, code in enumerate(shown[:-1]):  # bottom first, furthest down-right
        off = (layers - i) * step
        slab = tile(code, top).copy()
        slab.fill((110, 110, 110), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(slab, (off, off))
        pygame.draw.rect(surf, (20, 18, 16), (off, off, top, top), 2)
    surf.blit(stack(shown[-1], height, top), (0, 0), area=pygame.Rect(0, 0, top, top))
    pygame.draw.rect(surf, (20, 18, 16), (0, 0, top, top), 1)
    return _remember(key, surf)


def back(size: int) -> pygame.Surface:
    """A face-down tile (hidden pick)."""
    key = ("back", size)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, (58, 52, 86), surf.get_rect(), border_radius=max(2, size // 10))
    for i in range(-size, size, max(4, size // 6)):
        pygame.draw.line(surf, (78, 72, 112), (i, 0), (i + size, size), 2)
    pygame.draw.rect(surf, (200, 180, 110), surf.get_rect(), 2, border_radius=max(2, size // 10))
    with text.words_painted() as words:
        if size >= 30:
            text.draw(surf, "?", size // 2, (220, 206, 150), (size / 2, size / 2), "center",
                      True)
    return text.keep_words(_remember(key, surf), words)


def _lift(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    return tuple(min(255, int(c + (255 - c) * 0.35)) for c in rgb)  # type: ignore[return-value]


def legend(surface: pygame.Surface, x: int, y: int, size: int = 22) -> None:
    """A row of quarter-type chips with names (for the help line)."""
    for kind, label in enumerate(TYPE_NAMES):
        rect = pygame.Rect(x, y, size, size)
        pygame.draw.rect(surface, COLOURS[kind], rect)
        icon(surface, kind, rect.centerx, rect.centery, size * 0.38)
        r = text.draw(surface, _(label), 18, (230, 230, 230), (rect.right + 4, rect.centery),
                      "midleft")
        x = r.right + 12
