"""What a ``play`` would do if it resolved now (§5, §6): items, costs, bonuses, legality.

``resolved_alone(state, seat, card, tile)`` is the engine's own answer: a clone in which
only ``seat``'s choice is revealed and carried out (nobody else's face-down choice is
touched, so nothing hidden from the seat is crossed). ``outcome_of`` compares the seat's
counters and score breakdown before and after it (the net change and the points per
scoring category) and lists the steps of the resolution on counters of the seat (gains
capped by the supply like §5) to explain them; ``problem`` says why a play is not
allowed. The chooser's preview on screen is made from these.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.rules.ginkgopolis.data import BLUE, LETTER_BASE, RED, YELLOW
from game.rules.ginkgopolis.exploit import take
from game.rules.ginkgopolis.gains import Pos, adjacent, empties
from game.rules.ginkgopolis.phases import P_TAKE
from game.rules.ginkgopolis.rounds import resolve
from game.rules.ginkgopolis.urbanize import move_token

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


@dataclass(frozen=True)
class Gain:
    """``want`` items of ``colour`` (0 resources, 1 points, 2 tiles), ``got`` of them
    really gained (fewer when the supply runs out)."""

    colour: int
    want: int
    got: int


@dataclass
class Bonus:
    """§6.5: the characters and building cards in the area with the action's icon, and
    what they give (resources, tiles, then points; only items they give)."""

    icon: int
    chars: list[int]
    cards: list[int]
    gains: list[Gain]


@dataclass(frozen=True)
class Problem:
    """Why a play is not allowed. ``kind``: "urbanize" (no resource behind the screen),
    "resources" (``need`` = ``floors`` + ``colour_change``; the seat has ``have`` plus
    ``on_it`` of its own on the building) or "points" (``drop`` points needed for the
    number ``tile_no`` on ``card_no``; the seat has ``have``)."""

    kind: str
    need: int = 0
    floors: int = 0
    colour_change: bool = False
    have: int = 0
    on_it: int = 0
    drop: int = 0
    card_no: int = 0
    tile_no: int = 0


@dataclass
class Outcome:
    """Everything a play would do, step by step, and its net effect on the seat.

    ``kind``: "exploit", "urbanize" or "construct". ``res``, ``tiles``, ``sp``: the net
    change behind the seat's screen. An urbanization card exploited while both items are
    left is ``either``: the counts are for taking the resource, ``alt`` for the tile.
    """

    kind: str
    legal: bool
    problem: Problem | None = None
    res: int = 0
    tiles: int = 0
    sp: int = 0
    either: bool = False
    alt: tuple[int, int, int] | None = None
    #: exploit: the item taken (a letter card with one item left, or a building's height)
    taken: Gain | None = None
    height: int = 0
    target: Pos | None = None
    #: urbanize: the neighbours that produce and what each gives
    producers: list[Pos] = field(default_factory=list)
    produced: list[Gain] = field(default_factory=list)
    #: urbanize: where the token may go afterwards (2 or more: the seat chooses; none: the
    #: token and the card leave the game)
    token_spaces: list[Pos] = field(default_factory=list)
    #: construct: the owner of the building (-1 none; ``mine`` when it is the seat's own,
    #: whose resources on it come back) and its height before (``height``)
    owner: int = -1
    mine: bool = False
    colour_change: bool = False
    drop: int = 0
    bonus: Bonus | None = None
    #: the seat's score change per scoring category (only the categories that change) and
    #: in total, from the engine (:func:`resolved_alone`); for ``either``, taking the resource
    points: dict[str, int] = field(default_factory=dict)
    total: int = 0


class _Purse:
    """Counters of one seat while an action is simulated (gains capped like §5)."""

    def __init__(self, state: GinkgoState, seat: int) -> None:
        self.res = state.res[seat]
        self.pool = state.pool[seat]
        self.sp = state.sp[seat]
        self.tiles = len(state.tiles[seat])
        self.supply = len(state.supply_tiles)
        self.start = (self.res, self.sp, self.tiles)

    def gain(self, colour: int, count: int) -> Gain:
        """Gain ``count`` items of ``colour``."""
        if colour == RED:
            got = min(count, self.pool)
            self.pool -= got
            self.res += got
        elif colour == YELLOW:
            got = count
            self.sp += got
        else:
            got = min(count, self.supply)
            self.supply -= got
            self.tiles += got
        return Gain(colour, count, got)

    def net(self) -> tuple[int, int, int]:
        """(resources, tiles, points) gained since the start."""
        return (self.res - self.start[0], self.tiles - self.start[2], self.sp - self.start[1])


def problem(state: GinkgoState, seat: int, card: int, tile: int) -> Problem | None:
    """Why ``play card + tile`` by ``seat`` is not allowed (None when it is)."""
    res, sp = state.res[seat], state.sp[seat]
    if tile < 0:
        return None
    if card >= LETTER_BASE:
        return None if res >= 1 else Problem("urbanize")
    _, h, owner = state.city[state.where[card]]
    on_it = h if owner == seat else 0
    change = tile // 20 != card // 20
    drop = max(0, card % 20 - tile % 20)
    need = h + 1 + change
    if res + on_it < need:
        return Problem("resources", need, h + 1, change, res, on_it)
    if sp < drop:
        return Problem("points", have=sp, drop=drop, card_no=card % 20 + 1, tile_no=tile % 20 + 1)
    return None


def _bonus(state: GinkgoState, seat: int, icon: int, purse: _Purse) -> Bonus | None:
    """§6.5 into ``purse``; None when no card in the area has the icon."""
    content = state.content
    gains = [0, 0, 0]
    chars = [ch for ch in state.chars[seat] if content.char_icon[ch] == icon]
    cards = [c for c in state.cards[seat] if content.card_icon[c] == icon]
    for ch in chars:
        gains[content.char_colour[ch]] += 1
    for c in cards:
        gains[c // 20] += 1
        gains[YELLOW] += content.number_bonus_sp[c % 20 + 1]
    if not chars and not cards:
        return None
    got = [purse.gain(colour, gains[colour]) for colour in (RED, BLUE, YELLOW) if gains[colour]]
    return Bonus(icon, chars, cards, got)


def resolved_alone(state: GinkgoState, seat: int, card: int, tile: int,
                   take_tile: bool = False) -> GinkgoState:
    """A clone after ``seat``'s ``play card (+ tile)`` is revealed and carried out now,
    alone: the other seats' face-down choices stay face down and unresolved. A pending
    choice inside it is settled: an exploited letter card takes the resource (the tile
    with ``take_tile``), an urbanization token goes to the first empty space (where it
    goes changes no score). ``state`` is not touched."""
    w = state.clone()
    w._legal = None
    if card in w.hand[seat]:
        w.hand[seat].remove(card)
    if tile >= 0 and tile in w.tiles[seat]:
        w.tiles[seat].remove(tile)
    w.choice[seat] = [card, tile]
    resolve(w, seat)
    if w.pending:
        if w.pending[0] == P_TAKE:
            take(w, 1 if take_tile else 0)
        else:
            move_token(w, sorted(empties(w, w.pending_pos()))[0])
    return w


def score_change(before: GinkgoState, after: GinkgoState, seat: int) -> dict[str, int]:
    """The seat's points per scoring category that changed, and their sum as "total"."""
    old, new = before.breakdown(seat), after.breakdown(seat)
    out = {key: new[key] - old.get(key, 0) for key in new if new[key] != old.get(key, 0)}
    out["total"] = sum(out.values())
    return out


def _counters(state: GinkgoState, seat: int) -> tuple[int, int, int]:
    return state.res[seat], len(state.tiles[seat]), state.sp[seat]


def _engine_net(state: GinkgoState, seat: int, card: int, tile: int, out: Outcome) -> None:
    """Net counters and points of the play from the engine (legal plays only)."""
    if not out.legal:
        return
    start = _counters(state, seat)
    after = resolved_alone(state, seat, card, tile)
    end = _counters(after, seat)
    out.res, out.tiles, out.sp = (end[0] - start[0], end[1] - start[1], end[2] - start[2])
    points = score_change(state, after, seat)
    out.total = points.pop("total")
    out.points = points
    if out.either:
        alt = _counters(resolved_alone(state, seat, card, tile, take_tile=True), seat)
        out.alt = (alt[0] - start[0], alt[1] - start[1], alt[2] - start[2])


def outcome_of(state: GinkgoState, seat: int, card: int, tile: int) -> Outcome:
    """What ``play card (+ tile)`` by ``seat`` would do if it resolved now."""
    out = steps_of(state, seat, card, tile)
    _engine_net(state, seat, card, tile, out)
    return out


def steps_of(state: GinkgoState, seat: int, card: int, tile: int) -> Outcome:
    """The steps of the play's resolution, simulated on the seat's counters; the net
    change on them is the simulation's (``outcome_of`` replaces it by the engine's)."""
    purse = _Purse(state, seat)
    if tile < 0:
        return _exploit(state, seat, card, purse)
    purse.tiles -= 1  # the tile leaves the screen with the card
    why = problem(state, seat, card, tile)
    if card >= LETTER_BASE:
        return _urbanize(state, seat, card, purse, why)
    return _construct(state, seat, card, tile, purse, why)


def _exploit(state: GinkgoState, seat: int, card: int, purse: _Purse) -> Outcome:
    out = Outcome("exploit", True)
    if card >= LETTER_BASE:
        can_res, can_tile = purse.pool > 0, purse.supply > 0
        if can_res and can_tile:
            out.either = True
            other = _Purse(state, seat)
            other.gain(BLUE, 1)
            _bonus(state, seat, 0, other)
            out.alt = other.net()
            purse.gain(RED, 1)
        elif can_res or can_tile:
            out.taken = purse.gain(RED if can_res else BLUE, 1)
    else:
        out.target = state.where[card]
        top, out.height, _ = state.city[out.target]
        out.taken = purse.gain(top // 20, out.height)
    out.bonus = _bonus(state, seat, 0, purse)
    out.res, out.tiles, out.sp = purse.net()
    return out


def _urbanize(
    state: GinkgoState, seat: int, card: int, purse: _Purse, why: Problem | None
) -> Outcome:
    pos = state.tokens[card - LETTER_BASE]
    out = Outcome("urbanize", why is None, why, target=pos)
    purse.res -= 1
    out.token_spaces = empties(state, pos)
    city = state.city
    for p in adjacent(pos):
        building = city.get(p)
        if building is not None:
            out.producers.append(p)
            out.produced.append(purse.gain(building[0] // 20, building[1]))
    out.bonus = _bonus(state, seat, 1, purse)
    out.res, out.tiles, out.sp = purse.net()
    return out


def _construct(
    state: GinkgoState, seat: int, card: int, tile: int, purse: _Purse, why: Problem | None
) -> Outcome:
    pos = state.where[card]
    _, h, owner = state.city[pos]
    out = Outcome("construct", why is None, why, target=pos, height=h, owner=owner)
    out.mine = owner == seat
    if out.mine:
        purse.res += h
    if tile // 20 != card // 20:
        out.colour_change = True
        purse.res -= 1
        purse.pool += 1
    out.drop = max(0, card % 20 - tile % 20)
    purse.sp -= out.drop
    purse.res -= h + 1
    out.bonus = _bonus(state, seat, 2, purse)
    out.res, out.tiles, out.sp = purse.net()
    return out
