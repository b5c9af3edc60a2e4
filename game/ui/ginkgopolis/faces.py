"""Card faces for a state: building, urbanization and character cards at any size."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.ginkgopolis import art, model


def card(state: Any, card_id: int, w: int, h: int) -> pygame.Surface:
    """The face of a hand card (building or urbanization)."""
    if model.is_letter(card_id):
        return art.letter_card(model.letter_text(model.letter_of(card_id)), w, h)
    icon = model.icon_letter(model.card_icon(state, card_id))
    return art.building_card(card_id, w, h, icon, model.card_rule(state, card_id))


def character(state: Any, char: int, w: int, h: int) -> pygame.Surface:
    """The face of a character card."""
    return art.character_card(
        model.char_name(state, char), model.char_colour(state, char),
        model.icon_letter(model.char_icon(state, char)), model.char_rule(state, char),
        model.gift_text(model.char_gift(state, char)), w, h)


def char_chip(state: Any, char: int, size: int) -> pygame.Surface:
    """A small square for a character in an area: its colour and icon letter."""
    colour = model.char_colour(state, char)
    icon = model.icon_letter(model.char_icon(state, char))
    key = ("charchip", char, size)
    surf = art._cache.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.circle(surf, art.COLOURS[colour], rect.center, size // 2)
        pygame.draw.circle(surf, (250, 248, 240), rect.center, size // 2, 2)
        from game.ui import text

        text.draw(surf, icon, int(size * 0.7), art.COLOUR_INK[colour], rect.center, "center",
                  True)
        art._cache[key] = surf
    return surf
