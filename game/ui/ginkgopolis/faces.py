"""Card faces for a state: building, urbanization and character cards at any size."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.ginkgopolis import art, view_model


def card(state: Any, card_id: int, w: int, h: int) -> pygame.Surface:
    """The face of a hand card (building or urbanization)."""
    if view_model.is_letter(card_id):
        return art.letter_card(view_model.letter_text(view_model.letter_of(card_id)), w, h)
    icon = view_model.icon_letter(view_model.card_icon(state, card_id))
    return art.building_card(card_id, w, h, icon, view_model.card_rule(state, card_id))


def character(state: Any, char: int, w: int, h: int) -> pygame.Surface:
    """The face of a character card."""
    return art.character_card(
        view_model.char_name(state, char), view_model.char_colour(state, char),
        view_model.icon_letter(view_model.char_icon(state, char)),
        view_model.char_rule(state, char),
        view_model.gift_text(view_model.char_gift(state, char)), w, h)


def char_chip(state: Any, char: int, size: int) -> pygame.Surface:
    """A small square for a character in an area: its colour and icon letter."""
    colour = view_model.char_colour(state, char)
    icon = view_model.icon_letter(view_model.char_icon(state, char))
    key = ("charchip", char, size)
    surf = art._cache.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.circle(surf, art.COLOURS[colour], rect.center, size // 2)
        pygame.draw.circle(surf, (250, 248, 240), rect.center, size // 2, 2)
        from game.ui.kit import text

        text.draw(surf, icon, int(size * 0.7), art.COLOUR_INK[colour], rect.center, "center",
                  True)
        art._cache[key] = surf
    return surf
