"""Ginkgopolis tooltips: what a card, character, building, token, badge or counter is,
in plain words (the board's ``tooltip_at`` gathers what is on screen and asks here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.ginkgopolis import city, strip, view_model
from game.ui.ginkgopolis.cityview import VIEW
from game.ui.kit.person import does, possessive
from game.ui.play.move_words import plural

#: what each action badge means on a card or character
BADGES = {
    "E": "E = Exploit: play the card alone to take items from its building.",
    "U": "U = Urbanize: play a letter card with a tile to build a new building on that "
         "letter's token.",
    "C": "C = Construct: play a building card with a tile to add a floor to that building.",
}
GIFT = "Gift letters: R resources, P points, T tiles (what you start with)."
COUNTERS = (
    "Resources you hold (red cube). You place them on buildings you build; you need them "
    "to construct floors.",
    "Tiles behind your screen (blue). You play a tile with a card to urbanize or construct.",
    "Points (yellow star): your score so far.",
)


DISTRICTS = ("Districts now\nA district is 2 or more touching buildings of one colour. Each "
             "row: the district's size (its colour and number), then what each contender would "
             "score if the game ended now (a dot in the player's colour and the points). The "
             "player with most resources in it scores everyone's; the second scores their own.")


def card_tip(state: Any, card: int) -> str:
    """A hand card: what playing it does."""
    if view_model.is_letter(card):
        letter = view_model.letter_text(view_model.letter_of(card))
        return (f"Letter card {letter}\nAlone: exploit, taking 1 resource or 1 tile. With a "
                f"tile: urbanize, building that tile on token {letter}'s space.")
    icon = view_model.icon_letter(view_model.card_icon(state, card))
    lines = [f"Building card: {view_model.card_words(card)}",
             "Alone: exploit - take as many items of its colour as the building is tall "
             "(red resources, yellow points, blue tiles).",
             "With a tile: construct a new floor on that building.",
             f"Later in your area: {view_model.card_rule(state, card)}."]
    if icon:
        lines.append(BADGES[icon])
    return "\n".join(lines)


def character_tip(state: Any, char: int) -> str:
    """A character: its bonus, badge and gift explained."""
    icon = view_model.icon_letter(view_model.char_icon(state, char))
    gift = view_model.char_gift(state, char)
    words = []
    for value, word in zip(gift, ("resource", "point", "tile"), strict=True):
        if value:
            words.append(f"{value} {word}{'s' if value != 1 else ''}")
    lines = [f"Character: {view_model.char_name(state, char)}",
             f"Each time you "
             f"{view_model.ICON_NAMES[view_model.char_icon(state, char)].lower()}: +1 "
             f"{view_model.ITEM_NAMES[view_model.char_colour(state, char)]}.",
             "Gift at the start: " + (", ".join(words) or "nothing") + "."]
    if icon:
        lines.append(BADGES[icon])
    return "\n".join(lines)


def city_lines(pos: tuple[int, int], table: view_model.Table, geo: city.Geometry,
               district_info: Sequence[view_model.District],
               names: Sequence[str]) -> list[str]:
    """What the mouse is over in the city: a building or a token (empty: nothing)."""
    if not VIEW.collidepoint(pos):
        return []
    t = table
    spot = geo.hit(pos, t.city, list(t.tokens))
    if spot is None:
        return []
    building = t.city.get(spot)
    if building is None:
        letter = view_model.letter_text(t.tokens[spot])
        return [f"Token {letter}", f"urbanize here with card {letter} and a tile"]
    tile, height, owner = building
    colour = ("red: resources", "yellow: points", "blue: tiles")[tile // 20]
    lines = [f"{view_model.card_words(tile).capitalize()}  height {height}  ({colour})"]
    if owner >= 0:
        lines.append(f"{possessive(names[owner])}: {height} resource"
                     f"{'s' if height != 1 else ''} on it")
    else:
        lines.append("nobody's yet")
    if spot in t.marked:
        lines.append("construction site: its card waits in the reserve")
    for d in district_info:
        if spot in d.spaces:
            colour_name = ("red", "yellow", "blue")[d.colour]
            if d.first >= 0:
                lead = (f"{does(names[d.first], 'lead')} "
                        f"({d.points.get(d.first, 0)} pts now)")
            else:
                lead = "nobody owns a building in it"
            lines.append(f"{colour_name} district of {len(d.spaces)}: {lead}")
    return lines


def tooltip_at(pos: tuple[int, int], state: Any, legend: pygame.Rect | None,
               city_lines: list[str], viewer: int | None, mode: str,
               rects: Sequence[pygame.Rect], infos: Sequence[view_model.SeatInfo],
               names: Sequence[str]) -> str | None:
    """What is under ``pos``: the districts legend (``legend``: where it is shown, None
    when hidden), the city (``city_lines``: what the city view says about ``pos``), the
    ``viewer``'s hand in the strip, the seat panels (None: nothing)."""
    if legend is not None and legend.collidepoint(pos):
        return DISTRICTS
    if city_lines:
        return "\n".join(city_lines)
    seat = viewer
    if seat is not None and strip.STRIP.collidepoint(pos):
        if mode == "draft":
            chars = view_model.draft_hand(state, seat)
            i = strip.hit_card(len(chars), pos)
            if i is not None:
                return character_tip(state, chars[i]) + "\n" + GIFT
        else:
            cards = view_model.hand(state, seat)
            i = strip.hit_card(len(cards), pos)
            if i is not None:
                return card_tip(state, cards[i])
    for i, rect in enumerate(rects):
        if rect.collidepoint(pos) and i < len(infos):
            return _panel_tip(infos[i], names[i], rect, pos)
    return None


def _panel_tip(info: view_model.SeatInfo, name: str, rect: pygame.Rect,
               pos: tuple[int, int]) -> str:
    row_y = rect.y + 46 if rect.h >= 100 else rect.y + 34
    if row_y - 4 <= pos[1] <= row_y + 24:
        return (f"{possessive(name)} supplies\n{plural(info.res, 'resource')}, "
                f"{plural(info.tiles, 'tile')}, {plural(info.sp, 'point')}; "
                f"{plural(info.pool, 'resource')} left in the supply.\n"
                + "\n".join(COUNTERS)
                + ("\nThe N tokens are New Hand tokens: spend one to swap your hand; each "
                   "unused one scores 2 points at the end." if info.newhand else ""))
    if pos[1] > row_y + 24:
        badges = " ".join(BADGES.values())
        return (f"{possessive(name)} area\nCharacters and building cards kept so far. "
                f"Cards 1-9 and characters give a bonus when you do their action; cards "
                f"10-20 score at the end. {badges} Click to see every card.")
    first = " The leaf marks the first player this round." if info.first else ""
    return (f"{name}\nScore now. The crown marks the leader.{first} Click the panel to see "
            f"the area's cards.")
