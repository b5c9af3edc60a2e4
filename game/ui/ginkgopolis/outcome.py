"""Exactly what a choice would do if it resolved now (rules §5, §6): items, costs, bonuses.

The chooser sees this before confirming; tests check it against the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.ginkgopolis.data import tile_colour, tile_number
from game.ui.ginkgopolis.model import (
    ICON_NAMES,
    ITEM_NAMES,
    Pos,
    adjacent,
    card_rule,
    card_words,
    is_letter,
    letter_of,
)


# -- the preview of a choice -----------------------------------------------------------
@dataclass
class Preview:
    """Exactly what a choice would do if it resolved now (§6), for the chooser."""

    kind: str  # "exploit", "urbanize" or "construct"
    legal: bool
    reason: str = ""
    lines: list[str] = field(default_factory=list)
    res: int = 0
    tiles: int = 0
    sp: int = 0
    #: an urbanization card alone with both items available: (res, tiles, sp) above are
    #: for taking the resource, ``alt`` for taking the tile
    either: bool = False
    alt: tuple[int, int, int] | None = None
    target: Pos | None = None
    producers: list[Pos] = field(default_factory=list)
    token_moves: str = ""
    #: where the urbanization token may go afterwards
    token_spaces: list[Pos] = field(default_factory=list)


class _Purse:
    """Counters of one seat while an action is simulated (gains capped like §5)."""

    def __init__(self, state: Any, seat: int) -> None:
        self.res = state.res[seat]
        self.pool = state.pool[seat]
        self.sp = state.sp[seat]
        self.tiles = len(state.tiles[seat])
        self.supply = len(state.supply_tiles)
        self.start = (self.res, self.sp, self.tiles)

    def gain(self, colour: int, count: int) -> int:
        """Gain ``count`` items of ``colour``; returns how many were really gained."""
        if colour == 0:
            got = min(count, self.pool)
            self.pool -= got
            self.res += got
        elif colour == 1:
            got = count
            self.sp += got
        else:
            got = min(count, self.supply)
            self.supply -= got
            self.tiles += got
        return got


def _gain_text(colour: int, want: int, got: int) -> str:
    name = ITEM_NAMES[colour] + ("s" if want != 1 and colour != 1 else "")
    text = f"+{want} {name}"
    if got < want:
        text += f" (only {got} left)"
    return text


def _bonus(state: Any, seat: int, icon: int, purse: _Purse, lines: list[str]) -> None:
    """§6.5 into ``purse``, one line per card that gives something."""
    content = state.content
    gains = [0, 0, 0]
    names: list[str] = []
    for ch in state.chars[seat]:
        if content.char_icon[ch] == icon:
            gains[content.char_colour[ch]] += 1
            names.append(content.char_names[ch])
    for card in state.cards[seat]:
        if content.card_icon[card] == icon:
            gains[card // 20] += 1
            gains[1] += content.number_bonus_sp[card % 20 + 1]
            names.append(card_words(card))
    if not names:
        return
    parts = []
    for colour in (0, 2, 1):  # the engine's order: resources, tiles, SP
        if gains[colour]:
            got = purse.gain(colour, gains[colour])
            parts.append(_gain_text(colour, gains[colour], got))
    lines.append(f"{ICON_NAMES[icon]} bonus ({', '.join(names)}): {', '.join(parts)}")


def illegal_reason(state: Any, seat: int, card: int, tile: int) -> str:
    """Why ``play card + tile`` is not allowed (empty when it is)."""
    res, sp = state.res[seat], state.sp[seat]
    if tile < 0:
        return ""
    if is_letter(card):
        return "" if res >= 1 else "urbanizing needs 1 resource behind your screen"
    _, h, owner = state.city[state.where[card]]
    o = h if owner == seat else 0
    c = 1 if tile_colour(tile) != tile_colour(card) else 0
    d = max(0, tile_number(card) - tile_number(tile))
    need = h + 1 + c
    if res + o < need:
        have = f"{res}" + (f" + {o} on it" if o else "")
        why = f"needs {need} resources ({h + 1} floors" + (" + 1 colour change" if c else "")
        return f"{why}); you have {have}"
    if sp < d:
        return (f"needs {d} points (number {tile_number(card)} over {tile_number(tile)}); "
                f"you have {sp}")
    return ""


def preview(state: Any, seat: int, card: int, tile: int) -> Preview:
    """What ``play card (+ tile)`` by ``seat`` would do if it resolved now."""
    purse = _Purse(state, seat)
    lines: list[str] = []
    reason = illegal_reason(state, seat, card, tile)
    city = state.city
    if tile < 0:
        kind = "exploit"
        either = False
        target = None
        alt = None
        if is_letter(card):
            can_res, can_tile = purse.pool > 0, purse.supply > 0
            if can_res and can_tile:
                either = True
                lines.append(f"Exploit {card_words(card)}: +1 resource or +1 tile (you choose)")
                other = _Purse(state, seat)
                other.gain(2, 1)
                _bonus(state, seat, 0, other, [])
                alt = (other.res - other.start[0], other.tiles - other.start[2],
                       other.sp - other.start[1])
                purse.gain(0, 1)
            elif can_res or can_tile:
                colour = 0 if can_res else 2
                purse.gain(colour, 1)
                lines.append(f"Exploit {card_words(card)}: +1 {ITEM_NAMES[colour]} (the only one "
                             "left)")
            else:
                lines.append(f"Exploit {card_words(card)}: nothing left to take")
        else:
            target = state.where[card]
            top, height, _ = city[target]
            got = purse.gain(top // 20, height)
            lines.append(f"Exploit {card_words(card)} (height {height}): "
                         f"{_gain_text(top // 20, height, got)}")
        _bonus(state, seat, 0, purse, lines)
        lines.append(f"{card_words(card)} goes to the discard pile")
        out = Preview(kind, True, "", lines, either=either, target=target, alt=alt)
        return _finish(out, purse)
    purse.tiles -= 1  # the tile leaves the screen with the card
    if is_letter(card):
        return _urbanize(state, seat, card, tile, purse, lines, reason)
    return _construct(state, seat, card, tile, purse, lines, reason)


def _urbanize(state: Any, seat: int, card: int, tile: int, purse: _Purse, lines: list[str],
              reason: str) -> Preview:
    letter = letter_of(card)
    pos = state.tokens[letter]
    city, token_at = state.city, state.token_at
    lines.append(f"Build {card_words(tile)} on token {card_words(card)}: pay 1 resource onto it "
                 "(+ marker)")
    purse.res -= 1
    empties = [p for p in adjacent(pos) if p not in city and p not in token_at]
    if len(empties) >= 2:
        moves = f"you choose where token {card_words(card)} goes ({len(empties)} spaces)"
    elif empties:
        moves = f"token {card_words(card)} moves to the only empty space"
    else:
        moves = f"no empty space: token and card {card_words(card)} leave the game"
    lines.append(moves[0].upper() + moves[1:])
    producers = []
    for p in adjacent(pos):
        building = city.get(p)
        if building is not None:
            producers.append(p)
            got = purse.gain(building[0] // 20, building[1])
            lines.append(f"Neighbour {card_words(building[0])} (height {building[1]}): "
                         f"{_gain_text(building[0] // 20, building[1], got)}")
    if not producers:
        lines.append("No neighbour produces")
    _bonus(state, seat, 1, purse, lines)
    out = Preview("urbanize", not reason, reason, lines, target=pos, producers=producers,
                  token_moves=moves, token_spaces=empties)
    return _finish(out, purse)


def _construct(state: Any, seat: int, card: int, tile: int, purse: _Purse, lines: list[str],
               reason: str) -> Preview:
    pos = state.where[card]
    _, h, owner = state.city[pos]
    if owner == seat:
        purse.res += h
        lines.append(f"Your {h} resource{'s' if h != 1 else ''} on {card_words(card)} come back")
    elif owner >= 0:
        lines.append(f"Its owner gets {h} resource{'s' if h != 1 else ''} back and +{h} points")
    if tile_colour(tile) != tile_colour(card):
        purse.res -= 1
        purse.pool += 1
        lines.append("Colour change: 1 resource back to the supply")
    d = max(0, tile_number(card) - tile_number(tile))
    if d:
        purse.sp -= d
        lines.append(f"Lower number ({tile_number(tile)} on {tile_number(card)}): -{d} points")
    purse.res -= h + 1
    lines.append(f"Place {card_words(tile)} as floor {h + 1}: put {h + 1} resources on it "
                 "(+ marker)")
    _bonus(state, seat, 2, purse, lines)
    lines.append(f"Card {card_words(card)} joins your area: {card_rule(state, card)}")
    return _finish(Preview("construct", not reason, reason, lines, target=pos), purse)


def _finish(out: Preview, purse: _Purse) -> Preview:
    out.res = purse.res - purse.start[0]
    out.sp = purse.sp - purse.start[1]
    out.tiles = purse.tiles - purse.start[2]
    return out


def net_text(res: int, tiles: int, sp: int) -> str:
    """'+2 resources  -1 tiles  +3 points' (zero parts left out; 'no change' when all
    are 0)."""
    named = ((res, "resource"), (tiles, "tile"), (sp, "point"))
    parts = [f"{v:+d} {name}{'' if abs(v) == 1 else 's'}" for v, name in named if v]
    return "  ".join(parts) or "no change"
