"""Akropolis's final cities for the results screen (one picture per seat)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.akropolis import city, view_model


def city_pictures(state: Any, box: tuple[int, int],
                  colours: list[tuple[int, int, int]]) -> list[tuple[int, pygame.Surface]]:
    """(seat, picture of that seat's city scaled into ``box``) for every seat."""
    return [(seat, city.thumbnail(view_model.city(state, seat), box))
            for seat in range(state.num_players)]
