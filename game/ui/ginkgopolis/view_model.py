"""What the Ginkgopolis view reads from a state, in one place (the rest never pokes inside).

Ids follow :mod:`game.rules.ginkgopolis.data`: tiles and building cards 0..59
(``colour * 20 + number - 1``), urbanization cards 60..71 (letters ``A``..``L``),
characters 0..26. Colours: 0 red (resources), 1 yellow (SP), 2 blue (tiles).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.i18n import N_, _, ngettext, pgettext
from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.data import (
    ICON_LETTERS,
    LETTER_BASE,
    card_text,
    tile_colour,
    tile_number,
)
from game.rules.ginkgopolis.scoring import districts, rank_district

Pos = tuple[int, int]
City = dict[Pos, tuple[int, int, int]]
DRAFT, CHOOSE, RESOLVE, RETURN, OVER = range(5)
P_TAKE, P_TOKEN = 1, 2
HAL = 1
#: the three actions, as the cards' badges name them (translated where shown: icon_name)
ICON_NAMES = (N_("Exploit"), N_("Urbanize"), N_("Construct"))
#: a card's or character's bonus, by its action's icon ({items}: "1 resource")
BONUS_WORDS = (N_("Exploit bonus: {items}"), N_("Urbanize bonus: {items}"),
               N_("Construct bonus: {items}"))


def icon_name(icon: int) -> str:
    """'Exploit', 'Urbanize' or 'Construct', in the player's language."""
    return _(ICON_NAMES[icon])


def colour_word(colour: int) -> str:
    """'red', 'yellow' or 'blue' (a building's, card's or district's colour)."""
    if colour == 0:
        # Translators: a Ginkgopolis colour, put into messages as {colour}
        return pgettext("ginkgopolis", "red")
    if colour == 1:
        # Translators: a Ginkgopolis colour, put into messages as {colour}
        return pgettext("ginkgopolis", "yellow")
    # Translators: a Ginkgopolis colour, put into messages as {colour}
    return pgettext("ginkgopolis", "blue")


def items(colour: int, n: int) -> str:
    """'1 resource', '2 points', '3 tiles': ``n`` items of a colour (red resources,
    yellow success points, blue tiles)."""
    if colour == 0:
        return ngettext("{n} resource", "{n} resources", n).format(n=n)
    if colour == 1:
        return ngettext("{n} point", "{n} points", n).format(n=n)
    return ngettext("{n} tile", "{n} tiles", n).format(n=n)


def is_letter(card: int) -> bool:
    """True for an urbanization card A..L."""
    return card >= LETTER_BASE


def letter_of(card: int) -> int:
    """Token index 0..11 of an urbanization card."""
    return card - LETTER_BASE




def is_solo(state: Any) -> bool:
    """Solo against Hal?"""
    return bool(state.solo)


def table_scores(state: Any) -> list[int]:
    """Score now of every seat held (in solo: you, then Hal)."""
    return state.table_scores()


def table_breakdowns(state: Any) -> list[dict[str, int]]:
    """Breakdown of every seat held (in solo: you, then Hal)."""
    return state.table_breakdowns()


def resolution_order(state: Any) -> list[int]:
    """Seats in the order their choices resolve."""
    return [0, HAL] if state.solo else state.order()


def phase(state: Any) -> int:
    """DRAFT, CHOOSE, RESOLVE, RETURN or OVER."""
    return state.phase


def pending(state: Any) -> tuple[int, int, int, Pos | None] | None:
    """(kind P_TAKE / P_TOKEN, seat it is for, card, new building) or None."""
    p = state.pending
    if not p:
        return None
    pos = (p[3], p[4]) if p[0] == P_TOKEN else None
    return p[0], p[1], p[2], pos


def hand(state: Any, seat: int) -> list[int]:
    """A seat's hand (private!), sorted as the engine lists it."""
    return sorted(state.hand[seat])


def screen_tiles(state: Any, seat: int) -> list[int]:
    """Tile ids behind a seat's screen (private!)."""
    return sorted(state.tiles[seat])


def returning(state: Any, seat: int) -> list[int]:
    """Tiles a seat set aside in the tile return step (private until revealed)."""
    return sorted(state.returning[seat])


def draft_hand(state: Any, seat: int) -> list[int]:
    """Characters a seat may pick from now (private!)."""
    return sorted(state.draft_hands[seat])


def draft_picks(state: Any, seat: int) -> list[int]:
    """Characters a seat has kept so far in the draft (private until revealed)."""
    return list(state.draft_picks[seat])


# -- public information -------------------------------------------------------------------
@dataclass
class SeatInfo:
    """What everyone may see about one seat (§12.2)."""

    seat: int
    sp: int
    res: int
    pool: int
    tiles: int
    newhand: int
    chars: list[int]
    cards: list[int]
    has_choice: bool
    choice_has_tile: bool
    hand_size: int
    first: bool
    hal: bool = False


def seat_infos(state: Any) -> list[SeatInfo]:
    """Public facts of every seat held."""
    out = []
    for s in range(state.n):
        choice = state.choice[s]
        out.append(SeatInfo(
            seat=s, sp=state.sp[s], res=state.res[s], pool=state.pool[s],
            tiles=state.screen_tile_count(s), newhand=state.newhand[s],
            chars=list(state.chars[s]), cards=list(state.cards[s]),
            has_choice=bool(choice), choice_has_tile=bool(choice) and choice[1] >= 0,
            hand_size=len(state.hand[s]), first=s == state.first and not state.solo,
            hal=bool(state.solo) and s == HAL,
        ))
    return out


@dataclass
class Table:
    """The shared city and piles, read once per state change."""

    city: City
    marked: set[Pos]
    tokens: dict[Pos, int]
    supply: int
    draw: int
    discard: list[int]
    out_cards: list[int]
    reserve: int


def table(state: Any) -> Table:
    """The public table."""
    return Table(
        city=dict(state.city), marked=set(state.marked),
        tokens=dict(state.token_at),
        supply=len(state.supply_tiles), draw=len(state.draw), discard=list(state.discard),
        out_cards=list(state.out_cards), reserve=len(state.reserve()),
    )


@dataclass
class District:
    """One district (§10.1) with its ranking (§10.2)."""

    colour: int
    spaces: list[Pos]
    first: int
    held: dict[int, int]
    points: dict[int, int]


def district_list(city: City) -> list[District]:
    """Every district of the city with who leads it and what each contender would score."""
    out = []
    for group in districts(city):
        first, held, points = rank_district(city, group)
        out.append(District(city[group[0]][0] // 20, list(group), first, dict(held),
                            dict(points)))
    return out


# -- texts ------------------------------------------------------------------------------
def char_name(state: Any, char: int) -> str:
    """A character's name, in the player's language (the names come from
    levels/ginkgopolis/characters.toml, extracted into the catalogue)."""
    return _(state.content.char_names[char])


def char_colour(state: Any, char: int) -> int:
    """A character's colour 0..2."""
    return state.content.char_colour[char]


def char_icon(state: Any, char: int) -> int:
    """A character's icon 0 E, 1 U, 2 C."""
    return state.content.char_icon[char]


def char_gift(state: Any, char: int) -> tuple[int, int, int]:
    """Starting gift (resources, SP, tiles)."""
    return state.content.char_gift[char]


def card_icon(state: Any, card: int) -> int:
    """Icon of a building card 1..9 (-1 for 10..20 and letters)."""
    if is_letter(card):
        return -1
    return state.content.card_icon[card]


def card_rule(state: Any, card: int) -> str:
    """One line: what a building card in an area does (bonus or end scoring)."""
    content = state.content
    number, colour = tile_number(card), tile_colour(card)
    if number <= 9:
        gain = items(colour, 1)
        if content.number_bonus_sp[number]:
            # Translators: a bonus of two items: "1 resource + 1 point"
            gain = _("{items} + {points}").format(items=gain, points=items(1, 1))
        return _(BONUS_WORDS[content.number_icon[number]]).format(items=gain)
    kind = content.number_scoring[number]
    if kind == "owned_colour":
        mapped = colour_word(content.number_map[number][colour])
        return _("end: 1 point per {colour} building you own").format(colour=mapped)
    if kind == "district_first":
        mapped = colour_word(content.number_map[number][colour])
        return _("end: 2 points per {colour} district you lead").format(colour=mapped)
    if kind == "owned_low":
        return _("end: 1 point per building you own of height 1-2")
    if kind == "owned_tall":
        return _("end: 3 points per building you own of height 3+")
    if kind == "icon":
        # Translators: {icon} is Exploit, Urbanize or Construct (the badge on a card)
        return _("end: 2 points per {icon} icon in area").format(
            icon=icon_name(content.number_scored_icon[number]))
    if kind == "same_colour":
        return _("end: 2 points per {colour} card in your area").format(
            colour=colour_word(colour))
    n = content.number_points[number]
    return ngettext("end: {n} point", "end: {n} points", n).format(n=n)


def char_rule(state: Any, char: int) -> str:
    """One line: a character's bonus."""
    gain = items(char_colour(state, char), 1)
    return _(BONUS_WORDS[char_icon(state, char)]).format(items=gain)


def gift_text(gift: tuple[int, int, int]) -> str:
    """'2R 1P 1T' style text of a (resources, SP, tiles) gift (the letters stay Latin)."""
    parts = []
    for value, letter in zip(gift, "RPT", strict=True):
        if value:
            parts.append(f"{value}{letter}")
    return " ".join(parts) or _("nothing")


# -- what happened in one applied action ------------------------------------------------
@dataclass
class Reveal:
    """One revealed choice, resolved (or started) during an applied action."""

    seat: int
    card: int
    tile: int  # the tile played (-1 alone; Hal's tile from the supply when he built)
    kind: str  # "exploit", "urbanize", "construct" or "nothing"
    pos: Pos | None
    after: tuple[int, int, int] | None  # the building at ``pos`` afterwards (when built)
    token: tuple[int, Pos | None] | None = None  # (letter, new place or None) when it moved


def reveals_of(before: Any, after: Any, seat: int, action: Any) -> list[Reveal]:
    """The choices revealed by applying ``action`` (by ``seat``) to ``before``."""
    chosen = [list(c) for c in before.choice]
    kind = action[0]
    if kind == A.PLAY:
        chosen[seat] = [action[1], action[2]]
    out = []
    for s in resolution_order(before):
        c = chosen[s]
        if not c or after.choice[s]:
            continue
        if before.pending and before.pending[1] == s:
            continue  # the decision finished here was revealed earlier
        card, tile = c
        out.append(_reveal(before, after, s, card, tile))
    return out


def _reveal(before: Any, after: Any, s: int, card: int, tile: int) -> Reveal:
    if is_letter(card):
        letter = letter_of(card)
        pos = before.tokens.get(letter)
    else:
        pos = before.where.get(card)
    built = pos is not None and after.city.get(pos) != before.city.get(pos)
    token = None
    if is_letter(card) and built:
        token = (letter_of(card), after.tokens.get(letter_of(card)))
    if built:
        kind = "urbanize" if is_letter(card) else "construct"
        top = after.city[pos]
        return Reveal(s, card, top[0], kind, pos, top, token)
    if before.solo and s == HAL:
        return Reveal(s, card, -1, "nothing", pos, None)
    return Reveal(s, card, -1, "exploit", None if is_letter(card) else pos, None)


def deltas(before: Any, after: Any) -> list[tuple[int, int, int]]:
    """Per seat held: change of (resources behind the screen, screen tiles, SP)."""
    return [
        (after.res[s] - before.res[s],
         after.screen_tile_count(s) - before.screen_tile_count(s),
         after.sp[s] - before.sp[s])
        for s in range(after.n)
    ]


def round_news(before: Any, after: Any) -> str:
    """One line about what the end of a round (or the draft) changed, or ''."""
    if after.phase == OVER and before.phase != OVER:
        return _("The game is over")
    if before.phase == DRAFT and after.phase != DRAFT:
        return _("Characters revealed: the starting gifts are handed out")
    if after.return_done and not before.return_done:
        n = sum(before.screen_tile_count(s) - after.screen_tile_count(s)
                for s in range(after.n))
        return ngettext("Tile return: {n} tile back in the supply (+1 point each)",
                        "Tile return: {n} tiles back in the supply (+1 point each)",
                        n).format(n=n)
    if after.phase == CHOOSE and before.phase != CHOOSE and not after.solo:
        return _("New round: hands passed to the left, everyone drew a card")
    return ""


def letter_text(letter: int) -> str:
    """'A'..'L'."""
    return card_text(LETTER_BASE + letter)


def card_words(card: int) -> str:
    """A card or tile in words: 'red 7', 'blue 12', or the letter 'A' of an urbanization
    card (never the 'R7' shorthand)."""
    if is_letter(card):
        return card_text(card)
    # Translators: a building card or tile: {colour} is red, yellow or blue ("red 7")
    return _("{colour} {number}").format(colour=colour_word(tile_colour(card)),
                                         number=tile_number(card))


def icon_letter(icon: int) -> str:
    """'E', 'U' or 'C' ('' for none)."""
    return ICON_LETTERS[icon] if icon >= 0 else ""


def last_builds(state: Any) -> dict[int, Pos]:
    """Per seat, the building its last card play put in the city (while it is still the
    top of that space); a seat's mark goes when it plays its next card."""
    tops = {card_text(top[0]): pos for pos, top in state.city.items()}
    out: dict[int, Pos] = {}
    seen: set[int] = set()
    for seat, entry in reversed(state.history):
        if seat in seen or not entry.startswith("play "):
            continue
        seen.add(seat)
        tile = entry.split(" + ")[1].strip() if " + " in entry else ""
        if tile in tops:
            out[seat] = tops[tile]
    return out
