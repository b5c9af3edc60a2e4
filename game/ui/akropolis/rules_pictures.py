"""Akropolis's scoring rules as pictures: tiny cities made of the game's own hexes."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.i18n import N_, _
from game.ui.akropolis import art, geo
from game.ui.kit import text, theme
from game.ui.table.pictured_rule import PicturedRule

HEX = 20
#: a hex of a tiny city: (q, r, kind, level); kind "empty" is an outlined empty space
Hex = tuple[int, int, str, int]


def city(hexes: list[Hex], size: int = HEX,
         right: str = "") -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A drawing function for a tiny city (and an optional caption at its right: the
    English message, translated where it is drawn)."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        spots = [(geo.centre(q, r, size), kind, level) for q, r, kind, level in hexes]
        xs = [p[0] for p, _, _ in spots]
        ys = [p[1] for p, _, _ in spots]
        top = max(level for _, _, level in spots)
        width = rect.w - (70 if right else 0)
        ox = rect.x + width / 2 - (min(xs) + max(xs)) / 2
        oy = rect.centery - (min(ys) + max(ys)) / 2 + top * geo.lift(size) / 2
        order = sorted(spots, key=lambda s: (s[0][1], s[2]))
        for (x, y), kind, level in order:
            if kind == "empty":
                corners = geo.corners(ox + x, oy + y, size)
                pygame.draw.polygon(surface, theme.TEXT_DIM, corners, 1)
                continue
            for lv in range(1, level + 1):
                art.prism(surface, kind, ox + x, oy + y, size, lv, False)
        if right:
            text.draw(surface, _(right), 24, theme.TEXT, (rect.right - 10, rect.centery),
                      "midright", True)
    return draw


RING = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]

#: the rules' titles, texts and examples are English messages: the rules screen
#: translates them where it shows them
SCORING = [
    PicturedRule(
        N_("Height times stars"),
        N_("Each district hex is worth its height. Multiply by the stars on your plazas of "
           "that colour. Only the top hexes of your city count."),
        N_("a house at height 2 and two on the ground, with a one-star house plaza: "
           "(2 + 1 + 1) x 1 = 4 points."),
        city([(0, 0, "house", 2), (1, 0, "house", 1), (-1, 0, "house", 1),
              (0, 1, "house-plaza", 1)])),
    PicturedRule(
        N_("Houses (blue)"),
        N_("Only your largest group of touching houses scores."),
        N_("groups of 3 and 1 houses with one star: only the 3 count, 3 x 1 = 3 points."),
        city([(0, 0, "house", 1), (1, 0, "house", 1), (0, 1, "house", 1),
              (3, 0, "house", 1), (2, 1, "house-plaza", 1)])),
    PicturedRule(
        N_("Markets (yellow)"),
        N_("A market scores only if no other market touches it."),
        N_("two markets apart with a two-star plaza: (1 + 1) x 2 = 4 points; two touching "
           "markets would score nothing."),
        city([(0, 0, "market", 1), (2, 0, "market", 1), (1, 0, "quarry", 1),
              (1, 1, "market-plaza", 1)])),
    PicturedRule(
        N_("Barracks (red)"),
        N_("A barracks scores only at the edge: at least one space next to it is empty."),
        N_("two barracks on the edge, one at height 2, with a two-star plaza: (2 + 1) x 2 = "
           "6 points."),
        city([(0, 0, "barracks", 2), (1, 0, "barracks", 1), (0, 1, "barracks-plaza", 1),
              (-1, 0, "empty", 0), (2, 0, "empty", 0)])),
    PicturedRule(
        N_("Temples (purple)"),
        N_("A temple scores only when all six spaces around it are built."),
        N_("a surrounded temple with a two-star plaza: 1 x 2 = 2 points."),
        city([(0, 0, "temple", 1)] + [(q, r, "quarry", 1) for q, r in RING[:5]]
             + [(0, 1, "temple-plaza", 1)])),
    PicturedRule(
        N_("Gardens (green)"),
        N_("Every garden scores, wherever it is."),
        N_("three gardens and a three-star plaza: 3 x 3 = 9 points."),
        city([(0, 0, "garden", 1), (2, 0, "garden", 1), (1, 1, "garden", 1),
              (1, 0, "garden-plaza", 1)])),
    PicturedRule(
        N_("Stones"),
        N_("Covering a grey quarry hex gives you a stone. Each stone you still hold at the "
           "end is 1 point; stones also pay for tiles further along the site."),
        N_("you end with 3 stones: 3 points."),
        # Translators: the caption beside a stone in the rules' picture ("= 1 point")
        city([(0, 0, "quarry", 1)], 22, N_("= 1 point"))),
]

SECTIONS = [(N_("How your city scores"), SCORING)]
