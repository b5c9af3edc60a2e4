"""Ginkgopolis tooltips: what a card, character, building, token, badge or counter is,
in plain words (the board's ``tooltip_at`` gathers what is on screen and asks here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.i18n import N_, _, ngettext
from game.ui.ginkgopolis import city, outcome, strip, view_model
from game.ui.ginkgopolis.cityview import VIEW
from game.ui.kit.lists import comma
from game.ui.kit.person import person

#: what each action badge means on a card or character
BADGES = {
    "E": N_("E = Exploit: play the card alone to take items from its building."),
    "U": N_("U = Urbanize: play a letter card with a tile to build a new building on that "
            "letter's token."),
    "C": N_("C = Construct: play a building card with a tile to add a floor to that "
            "building."),
}
# Translators: R, P and T are the letters printed on the cards: keep them
GIFT = N_("Gift letters: R resources, P points, T tiles (what you start with).")
COUNTERS = (
    N_("Resources you hold (red cube). You place them on buildings you build; you need them "
       "to construct floors."),
    N_("Tiles behind your screen (blue). You play a tile with a card to urbanize or "
       "construct."),
    N_("Points (yellow star): your score so far."),
)
#: what you get each time you do a character's action, by the action's icon ({gain}:
#: "+1 resource")
EACH_TIME = (N_("Each time you exploit: {gain}."), N_("Each time you urbanize: {gain}."),
             N_("Each time you construct: {gain}."))
#: a building in the city: its card, height and what its colour gives, by colour
BUILDING_LINES = (
    # Translators: a building in the city (a red card numbered {number}); keep the
    # double spaces if you can (they space the three parts)
    N_("Red {number}  height {height}  (red: resources)"),
    # Translators: a building in the city (a yellow card numbered {number})
    N_("Yellow {number}  height {height}  (yellow: points)"),
    # Translators: a building in the city (a blue card numbered {number})
    N_("Blue {number}  height {height}  (blue: tiles)"),
)


DISTRICTS = N_("Districts now\nA district is 2 or more touching buildings of one colour. "
               "Each row: the district's size (its colour and number), then what each "
               "contender would score if the game ended now (a dot in the player's colour "
               "and the points). The player with most resources in it scores everyone's; "
               "the second scores their own.")


def card_tip(state: Any, card: int) -> str:
    """A hand card: what playing it does."""
    if view_model.is_letter(card):
        letter = view_model.letter_text(view_model.letter_of(card))
        # Translators: {letter} is a letter A-L (a card and its token on the board)
        return _("Letter card {letter}\nAlone: exploit, taking 1 resource or 1 tile. With a "
                 "tile: urbanize, building that tile on token {letter}'s space.").format(
            letter=letter)
    icon = view_model.icon_letter(view_model.card_icon(state, card))
    lines = [_("Building card: {card}").format(card=view_model.card_words(card)),
             _("Alone: exploit - take as many items of its colour as the building is tall "
               "(red resources, yellow points, blue tiles)."),
             _("With a tile: construct a new floor on that building."),
             # Translators: {rule} is what the card does in your area ("end: 2 points ...")
             _("Later in your area: {rule}.").format(rule=view_model.card_rule(state, card))]
    if icon:
        lines.append(_(BADGES[icon]))
    return "\n".join(lines)


def character_tip(state: Any, char: int) -> str:
    """A character: its bonus, badge and gift explained."""
    icon = view_model.icon_letter(view_model.char_icon(state, char))
    gift = view_model.char_gift(state, char)
    words = [view_model.items(colour, value)
             for value, colour in zip(gift, (0, 1, 2), strict=True) if value]
    gain = outcome.gained(view_model.char_colour(state, char), 1)
    lines = [_("Character: {name}").format(name=view_model.char_name(state, char)),
             _(EACH_TIME[view_model.char_icon(state, char)]).format(gain=gain),
             # Translators: {gift} is what a character gives at the start ("2 resources,
             # 1 point") or "nothing"
             _("Gift at the start: {gift}.").format(gift=comma().join(words) or _("nothing"))]
    if icon:
        lines.append(_(BADGES[icon]))
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
        return [_("Token {letter}").format(letter=letter),
                _("urbanize here with card {letter} and a tile").format(letter=letter)]
    tile, height, owner = building
    lines = [_(BUILDING_LINES[tile // 20]).format(number=tile % 20 + 1, height=height)]
    if owner >= 0:
        lines.append(person(names[owner]).say(
            ngettext("Yours: {n} resource on it", "Yours: {n} resources on it", height),
            # Translators: whose building it is: "Ada's: 2 resources on it"
            ngettext("{name}'s: {n} resource on it", "{name}'s: {n} resources on it", height),
            n=height))
    else:
        lines.append(_("nobody's yet"))
    if spot in t.marked:
        lines.append(_("construction site: its card waits in the reserve"))
    for d in district_info:
        if spot in d.spaces:
            colour = view_model.colour_word(d.colour)
            size = len(d.spaces)
            if d.first >= 0:
                # Translators: {colour} is red, yellow or blue; {size} how many buildings;
                # {points} what the leader would score now
                lines.append(person(names[d.first]).say(
                    _("{colour} district of {size}: You lead ({points} pts now)"),
                    _("{colour} district of {size}: {name} leads ({points} pts now)"),
                    colour=colour, size=size, points=d.points.get(d.first, 0)))
            else:
                lines.append(_("{colour} district of {size}: nobody owns a building in "
                               "it").format(colour=colour, size=size))
    return lines


def tooltip_at(pos: tuple[int, int], state: Any, legend: pygame.Rect | None,
               city_lines: list[str], viewer: int | None, mode: str,
               rects: Sequence[pygame.Rect], infos: Sequence[view_model.SeatInfo],
               names: Sequence[str]) -> str | None:
    """What is under ``pos``: the districts legend (``legend``: where it is shown, None
    when hidden), the city (``city_lines``: what the city view says about ``pos``), the
    ``viewer``'s hand in the strip, the seat panels (None: nothing)."""
    if legend is not None and legend.collidepoint(pos):
        return _(DISTRICTS)
    if city_lines:
        return "\n".join(city_lines)
    seat = viewer
    if seat is not None and strip.STRIP.collidepoint(pos):
        if mode == "draft":
            chars = view_model.draft_hand(state, seat)
            i = strip.hit_card(len(chars), pos)
            if i is not None:
                return character_tip(state, chars[i]) + "\n" + _(GIFT)
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
    who = person(name)
    if row_y - 4 <= pos[1] <= row_y + 24:
        title = who.say(_("Your supplies"), _("{name}'s supplies"))
        # Translators: {resources}, {tiles}, {points} and {pool} are counts ("2 tiles")
        held = _("{resources}, {tiles}, {points}; {pool} left in the supply.").format(
            resources=view_model.items(0, info.res), tiles=view_model.items(2, info.tiles),
            points=view_model.items(1, info.sp), pool=view_model.items(0, info.pool))
        lines = [title, held, *(_(line) for line in COUNTERS)]
        if info.newhand:
            lines.append(_("The N tokens are New Hand tokens: spend one to swap your hand; "
                           "each unused one scores 2 points at the end."))
        return "\n".join(lines)
    if pos[1] > row_y + 24:
        badges = " ".join(_(words) for words in BADGES.values())
        title = who.say(_("Your area"), _("{name}'s area"))
        # Translators: {badges} explains the letters E, U and C (sentences)
        return title + "\n" + _(
            "Characters and building cards kept so far. Cards 1-9 and characters give a "
            "bonus when you do their action; cards 10-20 score at the end. {badges} Click to "
            "see every card.").format(badges=badges)
    if info.first:
        said = _("Score now. The crown marks the leader. The leaf marks the first player "
                 "this round. Click the panel to see the area's cards.")
    else:
        said = _("Score now. The crown marks the leader. Click the panel to see the area's "
                 "cards.")
    return f"{name}\n{said}"
