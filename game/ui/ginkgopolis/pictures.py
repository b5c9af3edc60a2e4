"""Ginkgopolis's final city for the results screen: one shared city (resources in the
owners' colours)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.ginkgopolis import city, view_model

SHARED = True


def city_pictures(state: Any, box: tuple[int, int],
                  colours: list[tuple[int, int, int]]) -> list[tuple[int, pygame.Surface]]:
    """[(-1, the whole city drawn into ``box``)] (-1: it belongs to everyone)."""
    table = view_model.table(state)
    geo = city.Geometry(pygame.Rect(0, 0, *box))
    geo.fit(city.spaces_of(table.city, table.tokens), city.tallest(table.city))
    canvas = city.render(geo, table.city, set(), table.tokens, colours)
    spaces = city.spaces_of(table.city, table.tokens) or [(0, 0)]
    used = geo.cell(spaces[0]).unionall([geo.cell(p) for p in spaces])
    used = used.inflate(geo.cw * 1.2, geo.cw * 1.2).clip(geo.rect)
    return [(-1, canvas.subsurface(used).copy())]
