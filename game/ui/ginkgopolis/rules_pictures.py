"""Ginkgopolis's rules as pictures: the character draft (letter badges, gifts, success
points) and the final scoring, drawn with the game's own cards, tiles and cubes."""

from __future__ import annotations

import pygame

from game.engine.i18n import N_, _
from game.ui.ginkgopolis import art, view_model
from game.ui.kit import text, theme
from game.ui.table.pictured_rule import PicturedRule

RED, YELLOW, BLUE = range(3)
YOU, BASIL = theme.SEAT_COLOURS[0][1], theme.SEAT_COLOURS[1][1]


def _cards(surface: pygame.Surface, rect: pygame.Rect) -> None:
    # three characters of levels/ginkgopolis/characters.toml (their names are in the
    # catalogue from there): name, colour, action (E U C by index), gift
    cards = [("Festival Curator", YELLOW, 1, "2R 2P 1T"), ("Data Gardener", BLUE, 0, "2R 1P"),
             ("Solar Welder", RED, 2, "1T")]
    for i, (name, colour, icon, gift) in enumerate(cards):
        rule = _(view_model.BONUS_WORDS[icon]).format(items=view_model.items(colour, 1))
        card = art.character_card(_(name), colour, view_model.icon_letter(icon), rule, gift,
                                  82, 118)
        small = pygame.transform.smoothscale(card, (62, 89))
        surface.blit(small, (rect.x + 12 + i * 70, rect.y + 4))


def _badges(surface: pygame.Surface, rect: pygame.Rect) -> None:
    for i, letter in enumerate("EUC"):
        cx, cy = rect.x + 40 + i * 75, rect.centery
        pygame.draw.circle(surface, art.PAPER_EDGE, (cx, cy), 28)
        pygame.draw.circle(surface, (250, 248, 240), (cx, cy), 20)
        text.draw(surface, letter, 30, (40, 40, 40), (cx, cy + 1), "center", True)


def _gift(surface: pygame.Surface, rect: pygame.Rect) -> None:
    for i, (kind, count) in enumerate((("R", 2), ("P", 2), ("T", 1))):
        x = rect.x + 16 + i * 72
        surface.blit(art.item_icon(kind, 30), (x, rect.centery - 15))
        text.draw(surface, f"{count}{kind}", 24, theme.TEXT, (x + 34, rect.centery), "midleft",
                  True)


def _points(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(art.item_icon("P", 44), (rect.x + 20, rect.centery - 22))
    # Translators: short for "success points" (the rule's title is "SP: success points")
    text.draw(surface, _("SP"), 32, theme.GOLD, (rect.x + 78, rect.centery), "midleft", True)


def _district(surface: pygame.Surface, rect: pygame.Rect) -> None:
    tiles = [(20 + 4, 0, [YOU, YOU]), (20 + 8, 1, [BASIL, BASIL]), (20 + 11, 2, [YOU])]
    for tile, i, owners in tiles:
        x, y = rect.x + 16 + i * 64, rect.y + 24
        surface.blit(art.tile_chip(tile, 52), (x, y))
        for j, colour in enumerate(owners):
            surface.blit(art.cube(colour, 14), (x + 4 + j * 17, y + 54))


def _card_points(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(art.tile_chip(19, 52), (rect.x + 20, rect.centery - 26))
    text.draw(surface, "= 9", 28, theme.TEXT, (rect.x + 84, rect.centery), "midleft", True)
    surface.blit(art.item_icon("P", 28), (rect.x + 140, rect.centery - 14))


def _new_hand(surface: pygame.Surface, rect: pygame.Rect) -> None:
    for i in range(2):
        surface.blit(art.item_icon("N", 34), (rect.x + 16 + i * 40, rect.centery - 17))
    text.draw(surface, "= 4", 28, theme.TEXT, (rect.x + 104, rect.centery), "midleft", True)
    surface.blit(art.item_icon("P", 28), (rect.x + 160, rect.centery - 14))


def _built_over(surface: pygame.Surface, rect: pygame.Rect) -> None:
    x, y = rect.x + 20, rect.y + 30
    surface.blit(art.tile_chip(40 + 5, 46), (x, y))
    for j in range(2):
        surface.blit(art.cube(YOU, 14), (x + 4 + j * 17, y + 48))
    text.draw(surface, "->", 26, theme.TEXT, (x + 70, y + 23), "center", True)
    for j in range(2):
        surface.blit(art.item_icon("P", 26), (x + 96 + j * 30, y + 10))


DRAFT = [
    PicturedRule(
        N_("Choosing characters"),
        N_("Before the first round you get 4 characters. Keep one in secret, pass the rest to "
           "your left neighbour and take theirs; do this until you have kept 3."),
        N_("of your 4 characters you keep the Festival Curator and pass the other 3 to Basil."),
        _cards),
    PicturedRule(
        N_("The letter badge: E, U or C"),
        N_("E is Exploit, U is Urbanize, C is Construct. Each time you do that action, the "
           "character gives you 1 item of its colour: red a resource, yellow a success point, "
           "blue a tile."),
        N_("the Data Gardener is blue with an E: each time you exploit, you get 1 tile."),
        _badges),
    PicturedRule(
        N_("The gift"),
        N_("Each character gives its gift once, before the first round. R is resources (cubes "
           "of your colour), P is success points, T is tiles; resources and tiles go behind "
           "your screen."),
        N_("gift 2R 2P 1T: 2 resources, 2 success points and 1 tile."),
        _gift),
    PicturedRule(
        N_("SP: success points"),
        N_("Success points are your score during the game. Building a tile with a lower number "
           "on a building with a higher number costs the difference in success points."),
        N_("putting tile 6 on building 12 costs 6 success points."),
        _points),
]

SCORING = [
    PicturedRule(
        N_("Districts"),
        N_("Two or more touching buildings of one colour are a district. Most resources on it "
           "scores all the resources there; second place scores its own. Alone, you score "
           "double."),
        N_("you have 3 resources in a district and Basil 2: you score 5, Basil 2."),
        _district),
    PicturedRule(
        N_("Building cards 10 to 20"),
        N_("A building card you won by constructing stays in your area. Cards 10 to 20 score at "
           "the end, as written on them."),
        N_("card 20 is worth 9 points."),
        _card_points),
    PicturedRule(
        N_("New Hand tokens"),
        N_("A New Hand token swaps your whole hand for 4 new cards. Each token you never use "
           "is worth 2 points at the end."),
        N_("two unused tokens: 4 points."),
        _new_hand),
    PicturedRule(
        N_("When someone builds on your building"),
        N_("Your resources on it come back behind your screen, and you get 1 success point "
           "for each."),
        N_("Basil builds on your building that holds 2 resources: you get them back and 2 "
           "success points."),
        _built_over),
]

SECTIONS = [(N_("The character draft"), DRAFT), (N_("Points at the end"), SCORING)]
