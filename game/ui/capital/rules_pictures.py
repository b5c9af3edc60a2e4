"""Capital's income rules as pictures: little districts of quarters, with the coins and
points they earn (drawn with the game's own quarter icons)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.engine.i18n import N_
from game.ui.capital import art
from game.ui.kit import text, theme
from game.ui.table.pictured_rule import PicturedRule

PARK, HOME, SHOP, CULTURE, INDUSTRY = range(5)
CELL = 32
#: a quarter cell of a picture: (column, row, type, printed value or 0)
Cell = tuple[int, int, int, int]


def district(cells: list[Cell], gains: list[tuple[str, str]],
             tram: Sequence[tuple[int, int]] = ()) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A drawing function: quarters (tile borders every two cells) and what they earn.

    ``gains`` are ("coin" | "star" | "minus", label) shown at the right.
    """
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        cols = max(c for c, _, _, _ in cells) + 1
        rows = max(r for _, r, _, _ in cells) + 1
        cell = min(CELL, (rect.w - 70) // cols)
        x0 = rect.x + 12
        y0 = rect.centery - rows * cell // 2
        for c, r, kind, value in cells:
            box = pygame.Rect(x0 + c * cell, y0 + r * cell, cell, cell)
            pygame.draw.rect(surface, art.COLOURS[kind], box)
            art.icon(surface, kind, box.centerx, box.centery, cell * 0.36)
            if value:
                pygame.draw.circle(surface, (250, 248, 240), (box.right - 5, box.y + 5), 5)
                digit = text.render(str(value), 11, art.INK, True)
                surface.blit(digit, digit.get_rect(center=(box.right - 5, box.y + 5)))
        for c in range(0, cols + 1, 2):
            x = x0 + c * cell
            pygame.draw.line(surface, art.INK, (x, y0), (x, y0 + rows * cell), 2)
        for r in range(0, rows + 1, 2):
            y = y0 + r * cell
            pygame.draw.line(surface, art.INK, (x0, y), (x0 + cols * cell, y), 2)
        for c, r in tram:
            art.transport(surface, x0 + c * cell + cell, y0 + r * cell + cell, 8)
        gx = x0 + cols * cell + 30
        for i, (sign, label) in enumerate(gains):
            cy = rect.centery + (i - (len(gains) - 1) / 2) * 30
            if sign == "coin":
                art.coin(surface, gx, cy, 12, label)
            elif sign == "star":
                art.star(surface, gx, cy, 14, label)
            else:
                art.star(surface, gx, cy, 14, label, fill=theme.DANGER)
    return draw


def _five_coins_one_point(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """5 coins = 1 point."""
    art.coin(surface, rect.x + 40, rect.centery, 16, "5")
    text.draw(surface, "=", 30, theme.TEXT, (rect.x + 90, rect.centery), "center", True)
    art.star(surface, rect.x + 140, rect.centery, 18, "1")


INCOME = [
    PicturedRule(
        N_("Parks"),
        N_("Your best park area earns points by how many separate residential areas touch it: "
           "1 group 1 point, 2 give 2, 3 give 4, 4 give 5, 5 give 7."),
        N_("a park touched by two separate residential areas: 2 points."),
        district([(0, 0, HOME, 0), (1, 0, HOME, 0), (0, 1, PARK, 0), (1, 1, PARK, 0),
                  (2, 0, SHOP, 0), (3, 0, SHOP, 0), (2, 1, PARK, 0), (3, 1, HOME, 0)],
                 [("star", "2")])),
    PicturedRule(
        N_("Commerce (yellow)"),
        N_("Each commerce area earns 1 coin for every separate residential area it touches."),
        N_("a commerce area touching two residential areas: 2 coins."),
        district([(0, 0, HOME, 0), (1, 0, SHOP, 0), (0, 1, PARK, 0), (1, 1, SHOP, 0),
                  (2, 0, SHOP, 0), (3, 0, PARK, 0), (2, 1, HOME, 0), (3, 1, PARK, 0)],
                 [("coin", "2")])),
    PicturedRule(
        N_("Culture (purple)"),
        N_("Every culture quarter gives the points printed on it, each era."),
        N_("culture quarters printed 2 and 1: 3 points."),
        district([(0, 0, CULTURE, 2), (1, 0, PARK, 0), (0, 1, HOME, 0), (1, 1, CULTURE, 1)],
                 [("star", "3")])),
    PicturedRule(
        N_("Industry (blue)"),
        N_("Industry gives the coins printed on it, but you lose 1 point for each separate "
           "residential area that touches industry."),
        N_("industry printed 3, touching one residential area: 3 coins and minus 1 point."),
        district([(0, 0, INDUSTRY, 3), (1, 0, PARK, 0), (0, 1, HOME, 0), (1, 1, PARK, 0)],
                 [("coin", "3"), ("minus", "-1")])),
    PicturedRule(
        N_("Transport"),
        N_("Tiles with a tram symbol that touch form a group. With 2 or more groups you get 2 "
           "points per group."),
        N_("two separate tram groups: 2 x 2 = 4 points."),
        district([(c, r, PARK if (c + r) % 2 else HOME, 0) for c in range(6) for r in range(2)],
                 [("star", "4")], tram=[(0, 0), (4, 0)])),
    PicturedRule(
        N_("Coins at the end"),
        N_("Coins pay for tiles during the game. At the very end every 5 coins are worth 1 point."),
        N_("12 coins at the end: 2 points, 2 coins left over (they break ties)."),
        _five_coins_one_point),
]

SECTIONS = [(N_("Income at the end of each era"), INCOME)]
