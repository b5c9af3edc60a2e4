"""Capital's final districts for the results screen (one picture per seat)."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.i18n import N_
from game.ui.capital import art, view_model

#: what a player's city is called (translated where shown)
NOUN = N_("district")


def district_picture(district: dict, box: tuple[int, int], largest: int = 90) -> pygame.Surface:
    """A district scaled into ``box`` (tiles up to ``largest`` pixels; a dot marks stacks)."""
    out = pygame.Surface(box, pygame.SRCALPHA)
    if not district:
        return out
    xs = [p[0] for p in district]
    ys = [p[1] for p in district]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    size = int(max(6, min(box[0] / max(cols, 3), box[1] / max(rows, 3), largest)))
    ox = (box[0] - cols * size) // 2 - min(xs) * size
    oy = (box[1] - rows * size) // 2 - min(ys) * size
    for (x, y), stack in district.items():
        out.blit(art.tile(stack[-1], size), (ox + x * size, oy + y * size))
        if len(stack) > 1:
            pygame.draw.circle(out, (255, 255, 255), (ox + x * size + 6, oy + y * size + 6), 4)
    return out


def city_pictures(state: Any, box: tuple[int, int],
                  colours: list[tuple[int, int, int]]) -> list[tuple[int, pygame.Surface]]:
    """(seat, picture of that seat's district scaled into ``box``) for every seat."""
    return [(seat, district_picture(district, box))
            for seat, district in enumerate(view_model.districts(state))]
