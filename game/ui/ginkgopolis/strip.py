"""The strip under the city: the viewer's hand (or draft hand) and the tiles behind the screen.

Only ever called with the viewer's own cards (see GinkgopolisBoard.viewer).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.i18n import _
from game.ui.ginkgopolis import art, faces
from game.ui.kit import backdrop, text, theme

STRIP = pygame.Rect(8, 568, 884, 146)
CARD_W, CARD_H = 82, 118
TILE = 30
TILES_X = STRIP.x + 400
BUTTONS_X = STRIP.right - 158


def card_rects(count: int) -> list[pygame.Rect]:
    """Where the hand's cards go (up to 4; they squeeze when there are more)."""
    step = CARD_W + 8 if count <= 4 else max(30, (TILES_X - STRIP.x - 40 - CARD_W) // (count - 1))
    return [pygame.Rect(STRIP.x + 12 + i * step, STRIP.y + 22, CARD_W, CARD_H)
            for i in range(count)]


def tile_size(count: int) -> int:
    """Tiles shrink when many are behind the screen (3 rows of 9 at full size)."""
    return TILE if count <= 27 else 22


def tile_rects(count: int) -> list[pygame.Rect]:
    """Where the screen's tiles go: rows filling the space left of the buttons."""
    size = tile_size(count)
    cols = (BUTTONS_X - TILES_X - 6) // (size + 4)
    out = []
    for i in range(count):
        col, row = i % cols, i // cols
        out.append(pygame.Rect(TILES_X + col * (size + 4), STRIP.y + 30 + row * (size + 4),
                               size, size))
    return out


def draw_frame(surface: pygame.Surface, title: str, tiles_title: str) -> None:
    """The strip's panel and headings."""
    backdrop.panel(surface, STRIP, 230)
    text.draw(surface, title, 18, theme.TEXT_DIM, (STRIP.x + 14, STRIP.y + 2))
    if tiles_title:
        text.draw(surface, tiles_title, 18, theme.TEXT_DIM, (TILES_X, STRIP.y + 8))


def draw_cards(surface: pygame.Surface, state: Any, cards: list[int], selected: int | None,
               legal: set[int], hinted: int | None, characters: bool = False) -> None:
    """Hand cards (or draft characters); the selected one is raised and outlined."""
    for card, rect in zip(cards, card_rects(len(cards)), strict=True):
        if card == selected:
            rect = rect.move(0, -6)
        face = (faces.character(state, card, rect.w, rect.h) if characters
                else faces.card(state, card, rect.w, rect.h))
        surface.blit(face, rect)
        text.mark_words(surface, face, rect.topleft)  # its words: arrows keep off them
        if card not in legal:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 110))
            surface.blit(shade, rect)
        if card == selected:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=10)
        elif card == hinted:
            pygame.draw.rect(surface, (120, 255, 255), rect.inflate(6, 6), 3, border_radius=10)


def draw_tiles(surface: pygame.Surface, tiles: list[int], selected: int | None,
               usable: set[int], hinted: int | None, letters: bool) -> None:
    """The screen's tiles; unusable ones (with the selected card) are dimmed."""
    for tile, rect in zip(tiles, tile_rects(len(tiles)), strict=True):
        if tile == selected:
            rect = rect.move(0, -4)
        chip = art.tile_chip(tile, rect.w, dim=tile not in usable)
        surface.blit(chip, rect)
        text.mark_words(surface, chip, rect.topleft)  # its number: arrows keep off it
        if letters:
            text.draw(surface, "RYB"[tile // 20], 14, (20, 20, 20), (rect.x + 2, rect.y),
                      "topleft")
        if tile == selected:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=6)
        elif tile == hinted:
            pygame.draw.rect(surface, (120, 255, 255), rect.inflate(6, 6), 2, border_radius=6)


def draw_aside(surface: pygame.Surface, tiles: list[int]) -> None:
    """Tiles set aside in the tile return step (below the screen's tiles)."""
    y = STRIP.bottom - TILE - 8
    # Translators: the tile return step: {n} tiles set aside to give back
    text.draw(surface, _("returning {n}:").format(n=len(tiles)), 18, theme.TEXT_DIM,
              (TILES_X, y + 8))
    for i, tile in enumerate(tiles[:12]):
        chip, at = art.tile_chip(tile, TILE - 6), (TILES_X + 90 + i * (TILE - 2), y + 3)
        surface.blit(chip, at)
        text.mark_words(surface, chip, at)


def hit_card(count: int, pos: tuple[int, int]) -> int | None:
    """Index of the card under ``pos`` (the right-most wins where they overlap)."""
    for i, rect in reversed(list(enumerate(card_rects(count)))):
        if rect.inflate(0, 20).collidepoint(pos):
            return i
    return None


def hit_tile(count: int, pos: tuple[int, int]) -> int | None:
    """Index of the tile under ``pos``."""
    for i, rect in enumerate(tile_rects(count)):
        if rect.inflate(4, 8).collidepoint(pos):
            return i
    return None
