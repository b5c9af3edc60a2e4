"""The chooser's preview of a play, in words: what it would do if it resolved now.

The rules say what happens (:func:`game.rules.ginkgopolis.preview.outcome_of`); this
module only puts it into lines for the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.i18n import N_, _, ngettext
from game.rules.ginkgopolis.data import tile_number
from game.rules.ginkgopolis.preview import Bonus, Gain, Outcome, Problem, outcome_of, problem
from game.ui.ginkgopolis import view_model
from game.ui.ginkgopolis.results import LABELS
from game.ui.ginkgopolis.view_model import Pos, card_rule, card_words
from game.ui.kit.lists import comma


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
    #: the score change (from the engine: the choice resolved alone) and its categories
    total: int = 0
    points: dict[str, int] = field(default_factory=dict)


def gained(colour: int, n: int) -> str:
    """'+2 resources', '+1 point', '+3 tiles': ``n`` items of a colour gained."""
    if colour == 0:
        return ngettext("+{n} resource", "+{n} resources", n).format(n=n)
    if colour == 1:
        return ngettext("+{n} point", "+{n} points", n).format(n=n)
    return ngettext("+{n} tile", "+{n} tiles", n).format(n=n)


def _gain_text(gain: Gain) -> str:
    text = gained(gain.colour, gain.want)
    if gain.got < gain.want:
        # Translators: {gain} is what the card gives ("+3 tiles"), {left} how many are left
        text = _("{gain} (only {left} left)").format(gain=text, left=gain.got)
    return text


#: a bonus line, by the action's icon: {cards} names the characters and cards that give
#: it, {gains} what they give ("+1 resource, +1 point")
BONUS_LINES = (N_("Exploit bonus ({cards}): {gains}"), N_("Urbanize bonus ({cards}): {gains}"),
               N_("Construct bonus ({cards}): {gains}"))


def _bonus_line(state: Any, bonus: Bonus | None, lines: list[str]) -> None:
    """§6.5, one line naming the cards that give something."""
    if bonus is None:
        return
    names = [view_model.char_name(state, ch) for ch in bonus.chars]
    names.extend(card_words(card) for card in bonus.cards)
    gains = comma().join(_gain_text(gain) for gain in bonus.gains)
    lines.append(_(BONUS_LINES[bonus.icon]).format(cards=comma().join(names), gains=gains))


def reason_text(why: Problem | None) -> str:
    """Why a play is not allowed, in words (empty when it is)."""
    if why is None:
        return ""
    if why.kind == "urbanize":
        return _("urbanizing needs 1 resource behind your screen")
    if why.kind == "resources":
        have = str(why.have)
        if why.on_it:
            # Translators: resources behind your screen + resources on the building
            have = _("{have} + {on_it} on it").format(have=why.have, on_it=why.on_it)
        need = ngettext("{n} resource", "{n} resources", why.need).format(n=why.need)
        floors = ngettext("{n} floor", "{n} floors", why.floors).format(n=why.floors)
        if why.colour_change:
            # Translators: {resources} is "3 resources", {floors} "2 floors", {have} a number
            return _("needs {resources} ({floors} + 1 colour change); you have {have}").format(
                resources=need, floors=floors, have=have)
        # Translators: {resources} is "3 resources", {floors} "2 floors", {have} a number
        return _("needs {resources} ({floors}); you have {have}").format(
            resources=need, floors=floors, have=have)
    # Translators: {card} and {tile} are the numbers of the building card and of the tile
    return ngettext("needs {n} point (number {card} over {tile}); you have {have}",
                    "needs {n} points (number {card} over {tile}); you have {have}",
                    why.drop).format(n=why.drop, card=why.card_no, tile=why.tile_no,
                                     have=why.have)


def illegal_reason(state: Any, seat: int, card: int, tile: int) -> str:
    """Why ``play card + tile`` is not allowed (empty when it is)."""
    return reason_text(problem(state, seat, card, tile))


def preview(state: Any, seat: int, card: int, tile: int) -> Preview:
    """What ``play card (+ tile)`` by ``seat`` would do if it resolved now."""
    out = outcome_of(state, seat, card, tile)
    if out.kind == "exploit":
        lines = _exploit_lines(state, card, out)
    elif out.kind == "urbanize":
        lines = _urbanize_lines(state, card, tile, out)
    else:
        lines = _construct_lines(state, card, tile, out)
    if out.legal:
        lines.append(score_line(out))
    return Preview(out.kind, out.legal, reason_text(out.problem), lines, out.res, out.tiles,
                   out.sp, either=out.either, alt=out.alt, target=out.target,
                   producers=list(out.producers), token_moves=_token_moves(card, out),
                   token_spaces=list(out.token_spaces), total=out.total,
                   points=dict(out.points))


def _exploit_lines(state: Any, card: int, out: Outcome) -> list[str]:
    words = card_words(card)
    if out.either:
        lines = [_("Exploit {card}: +1 resource or +1 tile (you choose)").format(card=words)]
    elif out.target is not None and out.taken is not None:
        lines = [_("Exploit {card} (height {height}): {gain}").format(
            card=words, height=out.height, gain=_gain_text(out.taken))]
    elif out.taken is not None:
        lines = [_("Exploit {card}: {gain} (the only one left)").format(
            card=words, gain=gained(out.taken.colour, 1))]
    else:
        lines = [_("Exploit {card}: nothing left to take").format(card=words)]
    _bonus_line(state, out.bonus, lines)
    lines.append(_("{card} goes to the discard pile").format(card=words))
    return lines


def _token_moves(card: int, out: Outcome) -> str:
    if out.kind != "urbanize":
        return ""
    spaces = len(out.token_spaces)
    words = card_words(card)
    if spaces >= 2:
        # Translators: {card} is a letter A-L (the token and its card)
        return ngettext("You choose where token {card} goes ({n} space)",
                        "You choose where token {card} goes ({n} spaces)",
                        spaces).format(card=words, n=spaces)
    if spaces:
        return _("Token {card} moves to the only empty space").format(card=words)
    return _("No empty space: token and card {card} leave the game").format(card=words)


def _urbanize_lines(state: Any, card: int, tile: int, out: Outcome) -> list[str]:
    # Translators: {tile} is a tile ("red 7"), {card} a letter A-L
    lines = [_("Build {tile} on token {card}: pay 1 resource onto it (+ marker)").format(
        tile=card_words(tile), card=card_words(card))]
    lines.append(_token_moves(card, out))
    for pos, gain in zip(out.producers, out.produced, strict=True):
        top, height, _owner = state.city[pos]
        lines.append(_("Neighbour {card} (height {height}): {gain}").format(
            card=card_words(top), height=height, gain=_gain_text(gain)))
    if not out.producers:
        lines.append(_("No neighbour produces"))
    _bonus_line(state, out.bonus, lines)
    return lines


def _construct_lines(state: Any, card: int, tile: int, out: Outcome) -> list[str]:
    lines = []
    h = out.height
    words = card_words(card)
    if out.mine:
        lines.append(ngettext("Your {n} resource on {card} comes back",
                              "Your {n} resources on {card} come back", h).format(
            n=h, card=words))
    elif out.owner >= 0:
        lines.append(ngettext("Its owner gets {n} resource back and +{n} point",
                              "Its owner gets {n} resources back and +{n} points", h).format(
            n=h))
    if out.colour_change:
        lines.append(_("Colour change: 1 resource back to the supply"))
    if out.drop:
        # Translators: {tile} and {card} are numbers (a tile's on a building card's)
        lines.append(ngettext("Lower number ({tile} on {card}): -{n} point",
                              "Lower number ({tile} on {card}): -{n} points", out.drop).format(
            tile=tile_number(tile), card=tile_number(card), n=out.drop))
    lines.append(ngettext("Place {tile} as floor {n}: put {n} resource on it (+ marker)",
                          "Place {tile} as floor {n}: put {n} resources on it (+ marker)",
                          h + 1).format(tile=card_words(tile), n=h + 1))
    _bonus_line(state, out.bonus, lines)
    # Translators: {card} is a building card ("red 7"), {rule} what it does in your area
    lines.append(_("Card {card} joins your area: {rule}").format(
        card=words, rule=card_rule(state, card)))
    return lines


def points_text(total: int, points: dict[str, int]) -> str:
    """'+4 (3 from districts, 1 from success points)', '+0' when nothing changes."""
    parts = [_("{points} from {category}").format(
        points=f"{value:+d}" if value < 0 else str(value), category=category(key))
        for key, value in points.items() if value]
    if not parts:
        return f"{total:+d}"
    # Translators: a change of score and where it comes from: "+4 (3 from districts, ...)"
    return _("{total} ({parts})").format(total=f"{total:+d}", parts=comma().join(parts))


def category(key: str) -> str:
    """A score category of the engine's breakdown, in the player's language."""
    label = LABELS.get(key)
    return _(label) if label else key


def score_line(out: Outcome) -> str:
    """'Your score: +4 (3 from districts, 1 from success points)'."""
    return _("Your score: {points}").format(points=points_text(out.total, out.points))


def net_text(res: int, tiles: int, sp: int, sep: str = "  ") -> str:
    """'+2 resources  -1 tile  +3 success points' (zero parts left out, ``sep`` between
    the parts; when all are 0: "your resources, tiles and success points stay the
    same"). Success points, not points: the score beside it also counts districts
    and cards, which may change when these do not."""
    parts = []
    if res:
        parts.append(ngettext("{n:+d} resource", "{n:+d} resources", abs(res)).format(n=res))
    if tiles:
        parts.append(ngettext("{n:+d} tile", "{n:+d} tiles", abs(tiles)).format(n=tiles))
    if sp:
        parts.append(ngettext("{n:+d} success point", "{n:+d} success points",
                              abs(sp)).format(n=sp))
    return sep.join(parts) or _("your resources, tiles and success points stay the same")
