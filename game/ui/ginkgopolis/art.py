"""Ginkgopolis art, drawn in code and cached: tiles, cards, backs, tokens, markers, items."""

from __future__ import annotations

import math

import pygame

from game.engine import i18n
from game.engine.i18n import _
from game.ui.kit import text, theme

COLOURS = ((206, 74, 62), (236, 192, 62), (66, 122, 208))
COLOUR_INK = ((255, 240, 236), (60, 40, 8), (240, 246, 255))
PAPER = (236, 226, 200)
PAPER_EDGE = (150, 130, 96)
LEAF = (214, 178, 64)
BACK = (46, 92, 72)
_cache: dict[tuple, pygame.Surface] = {}


def _cached(key: tuple, make) -> pygame.Surface:
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > 2000:
            _cache.clear()
        with text.words_painted() as words:  # a chip's number, a card's words
            surf = _cache[key] = text.keep_words(make(), words)
    return surf


def colour_of(tile: int) -> tuple[int, int, int]:
    """Colour of a tile / building card id."""
    return COLOURS[tile // 20]


def leaf(surface: pygame.Surface, cx: float, cy: float, r: float,
         colour: tuple[int, int, int], angle: float = 0.0) -> None:
    """A ginkgo leaf (fan with a notch and a stem) centred near (cx, cy)."""
    pts = [(cx, cy + r * 0.35)]
    for i in range(15):
        a = math.pi * (1.15 + 0.7 * i / 14) + angle
        rr = r * (0.78 if i == 7 else 1.0)
        pts.append((cx + math.cos(a) * rr, cy + r * 0.35 + math.sin(a) * rr))
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, theme.shade(colour, 0.7), pts, max(1, int(r / 8)))
    stem_a = math.pi / 2 + angle
    pygame.draw.line(surface, theme.shade(colour, 0.6), (cx, cy + r * 0.35),
                     (cx + math.cos(stem_a) * r * 0.6, cy + r * 0.35 + math.sin(stem_a) * r * 0.6),
                     max(1, int(r / 7)))


def tile_chip(tile: int, size: int, dim: bool = False) -> pygame.Surface:
    """A square building tile seen from above: colour and number."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        base = colour_of(tile)
        if dim:
            base = theme.shade(base, 0.45)
        rect = surf.get_rect()
        pygame.draw.rect(surf, theme.shade(base, 0.6), rect, border_radius=max(2, size // 6))
        pygame.draw.rect(surf, base, rect.inflate(-3, -3).move(-1, -1),
                         border_radius=max(2, size // 6))
        ink = COLOUR_INK[tile // 20] if not dim else (150, 150, 150)
        text.draw(surf, str(tile % 20 + 1), int(size * 0.62), ink, rect.center, "center", True)
        return surf
    return _cached(("tile", tile, size, dim), make)


def tile_back(size: int) -> pygame.Surface:
    """A face-down tile."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (70, 60, 48), rect, border_radius=max(2, size // 6))
        pygame.draw.rect(surf, (120, 104, 80), rect.inflate(-3, -3), 1,
                         border_radius=max(2, size // 6))
        leaf(surf, size / 2, size / 2 - size * 0.12, size * 0.3, (150, 128, 70))
        return surf
    return _cached(("tileback", size), make)


def card_back(w: int, h: int) -> pygame.Surface:
    """A face-down card: green with a golden ginkgo leaf."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, BACK, rect, border_radius=max(3, w // 10))
        pygame.draw.rect(surf, (120, 170, 130), rect.inflate(-6, -6), 1,
                         border_radius=max(3, w // 10))
        leaf(surf, w / 2, h / 2 - h * 0.1, min(w, h) * 0.3, LEAF)
        pygame.draw.rect(surf, (20, 40, 30), rect, 2, border_radius=max(3, w // 10))
        return surf
    return _cached(("cardback", w, h), make)


def _paper(w: int, h: int) -> tuple[pygame.Surface, pygame.Rect]:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, PAPER, rect, border_radius=max(3, w // 10))
    pygame.draw.rect(surf, PAPER_EDGE, rect, 2, border_radius=max(3, w // 10))
    return surf, rect


def building_card(card: int, w: int, h: int, icon: str, rule: str) -> pygame.Surface:
    """A building card: colour band with the id, the icon letter, the rule in small print."""
    def make() -> pygame.Surface:
        surf, rect = _paper(w, h)
        base = colour_of(card)
        band = pygame.Rect(4, 4, w - 8, int(h * 0.42))
        pygame.draw.rect(surf, base, band, border_radius=max(3, w // 12))
        ink = COLOUR_INK[card // 20]
        text.draw(surf, str(card % 20 + 1), int(h * 0.34), ink, band.center, "center", True)
        text.draw(surf, "RYB"[card // 20], max(12, h // 7), ink, (band.x + 5, band.y + 3))
        if icon:
            badge = (band.right - h // 9 - 3, band.y + h // 9 + 3)
            pygame.draw.circle(surf, (250, 248, 240), badge, h // 9)
            text.draw(surf, icon, max(12, h // 6), (40, 40, 40), badge, "center", True)
        y = band.bottom + 4
        size = max(12, h // 9)
        for line in text.wrap(rule, size, w - 10)[:4]:
            text.draw(surf, line, size, (50, 44, 36), (w // 2, y), "midtop")
            y += size - 2
        return surf
    return _cached(("bcard", card, w, h, icon, rule), make)


def letter_card(card_letter: str, w: int, h: int) -> pygame.Surface:
    """An urbanization card: a big letter on a city-plan pattern."""
    def make() -> pygame.Surface:
        surf, rect = _paper(w, h)
        grid = pygame.Rect(6, 6, w - 12, int(h * 0.62))
        pygame.draw.rect(surf, (200, 210, 196), grid, border_radius=6)
        step = max(6, grid.w // 5)
        for x in range(grid.x + step, grid.right, step):
            pygame.draw.line(surf, (170, 186, 170), (x, grid.y + 2), (x, grid.bottom - 2))
        for y in range(grid.y + step, grid.bottom, step):
            pygame.draw.line(surf, (170, 186, 170), (grid.x + 2, y), (grid.right - 2, y))
        pygame.draw.circle(surf, (246, 236, 206), grid.center, int(min(grid.w, grid.h) * 0.36))
        pygame.draw.circle(surf, (120, 96, 60), grid.center, int(min(grid.w, grid.h) * 0.36), 2)
        text.draw(surf, card_letter, int(h * 0.32), (60, 44, 24), grid.center, "center", True)
        size = max(12, h // 9)
        # Translators: on an urbanization card (the action it is for)
        text.draw(surf, _("urbanize"), size, (50, 44, 36), (w // 2, grid.bottom + 6),
                  "midtop")
        # Translators: on an urbanization card: alone, it gives 1 resource (R) or 1 tile (T)
        text.draw(surf, _("or 1R / 1T"), size, (90, 80, 66), (w // 2, grid.bottom + 6 + size),
                  "midtop")
        return surf
    return _cached(("lcard", card_letter, w, h, i18n.language()), make)


def character_card(name: str, colour: int, icon: str, rule: str, gift: str, w: int,
                   h: int) -> pygame.Surface:
    """A character card: colour, name, action icon, bonus and starting gift."""
    def make() -> pygame.Surface:
        surf, rect = _paper(w, h)
        base = COLOURS[colour]
        band = pygame.Rect(4, 4, w - 8, int(h * 0.3))
        pygame.draw.rect(surf, base, band, border_radius=max(3, w // 12))
        pygame.draw.circle(surf, (250, 248, 240), band.center, band.h // 2 - 2)
        text.draw(surf, icon, int(band.h * 0.8), (40, 40, 40), band.center, "center", True)
        size = max(12, h // 9)
        y = band.bottom + 3
        for line in text.wrap(name, size + 1, w - 8)[:2]:
            text.draw(surf, line, size + 1, (36, 30, 24), (w // 2, y), "midtop", True)
            y += size - 1
        for line in text.wrap(rule, size, w - 8)[:3]:
            text.draw(surf, line, size, (60, 54, 44), (w // 2, y), "midtop")
            y += size - 2
        # Translators: at the foot of a character card: {gift} is "2R 1P 1T"
        text.draw(surf, _("gift {gift}").format(gift=gift), size, (110, 80, 40),
                  (w // 2, h - 5), "midbottom")
        return surf
    return _cached(("char", name, colour, icon, rule, gift, w, h, i18n.language()), make)


def token(letter: str, r: int) -> pygame.Surface:
    """An urbanization token: a round wooden disc with its letter."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((2 * r + 2, 2 * r + 4), pygame.SRCALPHA)
        c = (r + 1, r + 1)
        pygame.draw.circle(surf, (90, 66, 40), (c[0], c[1] + 3), r)
        pygame.draw.circle(surf, (226, 196, 140), c, r)
        pygame.draw.circle(surf, (150, 116, 70), c, r, 2)
        text.draw(surf, letter, int(r * 1.3), (70, 44, 20), c, "center", True)
        return surf
    return _cached(("token", letter, r), make)


def marker(size: int) -> pygame.Surface:
    """A construction-site marker: a striped traffic cone."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        base_y = size - 2
        pts = [(size * 0.5, 1), (size * 0.85, base_y - 2), (size * 0.15, base_y - 2)]
        pygame.draw.polygon(surf, (244, 120, 30), pts)
        for f in (0.45, 0.7):
            y = 1 + (base_y - 3) * f
            half = size * 0.35 * f
            pygame.draw.line(surf, (250, 250, 250), (size * 0.5 - half, y),
                             (size * 0.5 + half, y), max(1, size // 8))
        pygame.draw.rect(surf, (60, 60, 60), (1, base_y - 3, size - 2, 3))
        pygame.draw.polygon(surf, (80, 40, 10), pts, 1)
        return surf
    return _cached(("marker", size), make)


def cube(colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """A resource: a small cube in a seat colour."""
    def make() -> pygame.Surface:
        s = size
        surf = pygame.Surface((s + 2, s + 2), pygame.SRCALPHA)
        q = s * 0.3
        top = [(q, 1), (s, 1), (s - q, q + 1), (1, q + 1)]
        pygame.draw.polygon(surf, theme.shade(colour, 1.3), top)
        front = pygame.Rect(1, int(q + 1), int(s - q), int(s - q))
        pygame.draw.rect(surf, colour, front)
        side = [(s - q, q + 1), (s, 1), (s, s - q), (s - q, s + 1)]
        pygame.draw.polygon(surf, theme.shade(colour, 0.65), side)
        pygame.draw.polygon(surf, (20, 20, 20), [(q, 1), (s, 1), (s, s - q), (s - q, s + 1),
                                                 (1, s + 1), (1, q + 1)], 1)
        return surf
    return _cached(("cube", colour, size), make)


def item_icon(kind: str, size: int) -> pygame.Surface:
    """Icons for the three items: 'R' resource, 'T' tile, 'P' success point; 'N' new hand."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        if kind == "R":
            surf.blit(cube((190, 190, 198), size - 4), (1, 1))
        elif kind == "T":
            pygame.draw.rect(surf, (70, 60, 48), (2, 2, size - 4, size - 4), border_radius=3)
            leaf(surf, c[0], c[1] - size * 0.1, size * 0.3, (190, 160, 90))
        elif kind == "P":
            pts = []
            for i in range(10):
                a = -math.pi / 2 + i * math.pi / 5
                rr = size * (0.48 if i % 2 == 0 else 0.22)
                pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
            pygame.draw.polygon(surf, theme.GOLD, pts)
            pygame.draw.polygon(surf, (120, 90, 20), pts, 1)
        else:
            pygame.draw.circle(surf, (220, 220, 230), c, size // 2 - 1)
            pygame.draw.circle(surf, (90, 90, 110), c, size // 2 - 1, 2)
            text.draw(surf, "N", int(size * 0.8), (60, 60, 90), c, "center", True)
        return surf
    return _cached(("item", kind, size), make)
