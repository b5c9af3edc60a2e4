"""What the Capital view reads from a state, in one place (the rest never pokes inside)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.i18n import N_, _
from game.rules.capital import tables as T
from game.rules.capital.actions import (
    A_BUILD,
    A_DISCARD,
    A_ECON,
    A_EXCHANGE,
    A_MILESTONE,
    A_PICK,
    A_SHRINK,
    A_WAR,
)
from game.rules.capital.content import MILESTONE, MILESTONE_IDS, PUBLIC, ROMAN
from game.rules.capital.district import (
    district_view,
    empty_cost,
    income_totals,
    rebuild_cost,
    tops,
)
from game.rules.capital.phases import PICK, RESOLVE
from game.rules.capital.scoring import MILESTONE_FEWEST as FEWEST
from game.rules.capital.scoring import Analysis, milestone_metric
from game.ui.kit.lists import and_list

Pos = tuple[int, int]
District = dict[Pos, tuple[int, ...]]

#: the kind of decision at hand, from the first legal action
DECISIONS = {A_PICK: "pick", A_DISCARD: "build", A_BUILD: "build", A_SHRINK: "shrink",
             A_WAR: "war", A_MILESTONE: "milestone", A_ECON: "economics",
             A_EXCHANGE: "exchange"}


def districts(state: Any) -> list[District]:
    """Every seat's district: (x, y) -> stack of codes (tile * 4 + rotation), bottom first."""
    return [dict(d) for d in state.dist]


def decision(state: Any) -> str:
    """'pick', 'build', 'war', 'milestone', 'shrink', 'economics', 'exchange' or 'end'."""
    if state.is_terminal():
        return "end"
    actions = state.legal_actions()
    return DECISIONS[actions[0][0]] if actions else "end"


def hand(state: Any, seat: int) -> list[int]:
    """The tiles ``seat`` holds now (private to that seat)."""
    if state.phase not in (PICK, RESOLVE) or state.rnd >= 4:
        return []
    return list(state.packets[state.packet_at(seat, state.rnd)])


def hand_sizes(state: Any) -> list[int]:
    """How many tiles each seat holds (public)."""
    return [len(hand(state, s)) for s in range(state.num_players)]


def picks(state: Any) -> tuple[list[int], bool]:
    """(this round's picks, -1 for none; are they face up?)."""
    if state.phase not in (PICK, RESOLVE):
        return [-1] * state.num_players, True
    return list(state.picks), state.phase == RESOLVE


def direction(era: int) -> str:
    """R4.6: hands go 'left' in eras I, III, V and 'right' in II, IV, VI."""
    return "left" if era % 2 else "right"


@dataclass(frozen=True)
class EraInfo:
    """Era, round and phase for the banner."""

    era: int
    rnd: int
    phase: str
    passing: str

    @property
    def roman(self) -> str:
        """The era as a Roman numeral (as printed on the tile backs and milestone slots;
        words say the era with a number)."""
        return ROMAN[self.era - 1]


def era_info(state: Any) -> EraInfo:
    """What the era banner shows."""
    phase = decision(state)
    return EraInfo(state.era, min(state.rnd + 1, 4), phase, direction(state.era))


def is_whole(tile: int) -> bool:
    """Public building or milestone (no quarters)."""
    return T.KIND[tile] != 0


#: quarter type -> its name as part of a tile's name (park, residential, ...)
KIND_WORDS = (N_("park"), N_("residential"), N_("commerce"), N_("culture"), N_("industry"))


def kinds_of(tile: int) -> list[int]:
    """The quarter types of a quartered tile, each once, in the order of its quarters."""
    kinds: list[int] = []
    for code in quarters(tile * 4):
        if code >> 2 not in kinds:
            kinds.append(code >> 2)
    return kinds


def kinds_words(tile: int) -> str:
    """'park, residential and commerce': the types of a quartered tile, translated."""
    return and_list([_(KIND_WORDS[kind]) for kind in kinds_of(tile)])


def english_name(tile: int) -> str:
    """The name of a public building or milestone as the content gives it (the English
    message: ``_`` says it in the player's language)."""
    defs = (T.TILESET.start, *T.TILESET.tiles, *T.TILESET.milestones)
    return defs[tile].name


def name(tile: int) -> str:
    """A tile's display name in the player's language ('Saxon Palace', 'Park and
    residential tile')."""
    if tile == T.T_START:
        return _("Start tile")
    defs = (T.TILESET.start, *T.TILESET.tiles, *T.TILESET.milestones)
    if defs[tile].name:
        return _(defs[tile].name)
    if not kinds_of(tile):
        return _("Plain tile")
    # Translators: a tile named by the types of its quarters: {kinds} is a list of them
    # ("park, residential and commerce"); the first letter is made a capital
    words = _("{kinds} tile").format(kinds=kinds_words(tile))
    return words[:1].upper() + words[1:]


def quarters(code: int) -> tuple[int, ...]:
    """Quarter codes NW, NE, SE, SW of a placed code (rotation applied)."""
    return T.FACE[code][1]


def canonical_rotation(tile: int, rotation: int) -> int:
    """The legal-action rotation that lays ``tile`` like ``rotation`` does (R12.2)."""
    if is_whole(tile):
        return 0
    face = T.FACE[tile * 4 + rotation % 4]
    for r in T.ROTATIONS[tile]:
        if T.FACE[tile * 4 + r] == face:
            return r
    return rotation % 4


def build_cost(district: District, tile: int, pos: Pos) -> tuple[int, str]:
    """R5.4: the cost of ``tile`` at ``pos`` and how it came about (in words)."""
    printed = T.COST[tile]
    if pos in district:
        under = district[pos][-1] >> 2
        cost = rebuild_cost(tile, district[pos][-1])
        # Translators: how a rebuild's cost comes about: the printed cost of the new
        # tile minus the printed cost of the tile it covers
        return cost, _("rebuild: {printed} - {covered} covered = {cost}").format(
            printed=printed, covered=T.COST[under], cost=cost)
    cost = empty_cost(tile, tops(district))
    top_tiles = tops(district)
    store = T.T_STORE in top_tiles
    tech = bool(T.INDUSTRY[tile]) and T.T_TECH in top_tiles
    # Translators: how a tile's cost comes about on an empty place: its printed cost
    # minus the discounts of the Department Store (3) and the University of Technology (2)
    if store and tech:
        how = _("printed {printed} -3 Department Store -2 Univ. of Technology = {cost}")
    elif store:
        how = _("printed {printed} -3 Department Store = {cost}")
    elif tech:
        how = _("printed {printed} -2 Univ. of Technology = {cost}")
    else:
        return cost, _("printed cost, no discount")
    return cost, how.format(printed=printed, cost=cost)


def with_tile(district: District, pos: Pos, code: int) -> District:
    """The district after putting ``code`` at ``pos``."""
    out = dict(district)
    out[pos] = out.get(pos, ()) + (code,)
    return out


def public_count(district: District) -> int:
    """Active public buildings."""
    return sum(1 for st in district.values() if T.KIND[st[-1] >> 2] == PUBLIC)


@dataclass(frozen=True)
class MilestoneSlot:
    """One face-up milestone and what became of it."""

    slot: int
    face: int
    tile: int
    owner: int | None  # the seat it was placed in
    status: str  # "upcoming", "now", "placed", "lost" (covered or destroyed), "unawarded"


def milestone_slots(state: Any) -> list[MilestoneSlot]:
    """The five face-up milestones: who won each (from the records) and where it is now."""
    awarded: dict[str, int] = {}
    for seat in range(state.num_players):
        for ident in state.breakdown(seat)["total"]["milestones"]:
            awarded[ident] = seat
    out = []
    for slot, face in enumerate(state.faces):
        tile = T.MILESTONE_TILE[face]
        present = any(st[-1] >> 2 == tile for d in state.dist for st in d.values())
        owner = awarded.get(MILESTONE_IDS[face])
        era = slot + 1
        if owner is not None or present:
            status = "placed" if present else "lost"
            if owner is None:
                owner = next(s for s, d in enumerate(state.dist)
                             if any(st[-1] >> 2 == tile for st in d.values()))
        elif state.is_terminal() or state.era > era or (state.era == era and state.phase > 4):
            status = "unawarded"
        else:
            status = "upcoming" if state.era < era else "now"
        out.append(MilestoneSlot(slot, face, tile, owner, status))
    return out


def milestone_standings(dists: Sequence[District], face: int) -> list[int]:
    """Every seat's value of milestone ``face``'s award metric."""
    return [milestone_metric(face, Analysis(district_view(d))) for d in dists]


def milestone_reason(dists: Sequence[District], coins: Sequence[int], vp: Sequence[int],
                     face: int, names: list[str]) -> tuple[int | None, str]:
    """R6.3: (winner or None, why) for milestone ``face``, in words."""
    values = milestone_standings(dists, face)
    fewest = FEWEST[face]
    best = min(values) if fewest else max(values)
    # Translators: one player's count in a milestone race ("Ada 3"); a list of them
    # follows in the sentences below as {counts}
    shown = and_list([_("{name} {count}").format(name=names[s], count=v)
                      for s, v in enumerate(values)])
    if not fewest and best < 1:
        # Translators: nobody has any of what a milestone counts; {counts}: "Ada 0 and Basil 0"
        return None, _("nobody has any ({counts})").format(counts=shown)
    seats = [s for s in range(len(values)) if values[s] == best]
    if len(seats) == 1:
        return seats[0], shown
    # Translators: {counts}: each player's count ("Ada 3 and Basil 3")
    ties = (_("{counts}; tie broken by fewest coins"), _("{counts}; tie broken by fewest VP"))
    for words, resource in zip(ties, (coins, vp), strict=True):
        if len(seats) > 1:
            low = min(resource[s] for s in seats)
            seats = [s for s in seats if resource[s] == low]
            if len(seats) == 1:
                return seats[0], words.format(counts=shown)
    # Translators: {counts}: each player's count ("Ada 3 and Basil 3")
    return None, _("{counts}; the tie stands: nobody wins").format(counts=shown)


def milestone_id(face: int) -> str:
    """The §10 id of a milestone face."""
    return MILESTONE_IDS[face]


def era_block(state: Any, seat: int, era: int) -> dict:
    """The breakdown block of one era (zeros when the era has not begun)."""
    eras = state.breakdown(seat)["eras"]
    return eras[era - 1] if era <= len(eras) else {}


def is_milestone(tile: int) -> bool:
    """Is the tile a milestone face?"""
    return T.KIND[tile] == MILESTONE


def is_public(tile: int) -> bool:
    """Is the tile a public building?"""
    return T.KIND[tile] == PUBLIC


def last_place(state: Any, seat: int, district: dict) -> tuple[int, int] | None:
    """Where ``seat`` last placed a tile (build or milestone); it stays marked until that
    seat places another, sells its pick instead, or the stack is lost."""
    for who, entry in reversed(state.history):
        if who != seat:
            continue
        if entry.startswith("discard "):
            return None
        if entry.startswith("build ") or entry.startswith("milestone "):
            where = entry.split(" at ")[-1].split(" ")[0] if " at " in entry else entry.split()[1]
            x, y = where.split(",")
            pos = (int(x), int(y))
            return pos if pos in district else None
    return None


class Figures:
    """What the table works out from one state, each figure once, when first asked:
    income outlooks, the milestone's leader, breakdown totals, last places and build
    previews (a new state gets new figures)."""

    def __init__(self, state: Any, dists: Sequence[District]) -> None:
        self.state = state
        self.dists = dists
        self._kept: dict[tuple, Any] = {}

    def _kept_or(self, key: tuple, work: Any) -> Any:
        if key not in self._kept:
            self._kept[key] = work()
        return self._kept[key]

    def outlook(self, seat: int) -> tuple[int, int]:
        """(VP, coins) the automatic income would give ``seat`` now."""
        return self._kept_or(("outlook", seat), lambda: income_totals(self.dists[seat]))

    def milestone_now(self, names: list[str]) -> tuple[int | None, str]:
        """Who would win this era's milestone now, and why."""
        state = self.state
        face = state.faces[state.era - 1]
        return self._kept_or(("milestone",), lambda: milestone_reason(
            self.dists, list(state.coins), list(state.vp), face, names))

    def totals(self, seat: int) -> dict:
        """The engine's breakdown totals of ``seat``."""
        return self._kept_or(("totals", seat), lambda: self.state.breakdown(seat)["total"])

    def last_place(self, seat: int) -> Pos | None:
        """Where ``seat`` last placed a tile."""
        return self._kept_or(("last", seat),
                             lambda: last_place(self.state, seat, self.dists[seat]))

    def build(self, seat: int, tile: int, code: int,
              pos: Pos) -> tuple[int, str, tuple[int, int], tuple[int, int]]:
        """(cost, how, income now, income with it) of ``seat`` building ``tile`` turned as
        ``code`` says at ``pos``."""
        def work() -> tuple[int, str, tuple[int, int], tuple[int, int]]:
            d = self.dists[seat]
            cost, how = build_cost(d, tile, pos)
            return cost, how, income_totals(d), income_totals(with_tile(d, pos, code))

        return self._kept_or(("build", seat, pos, code), work)
