"""What a ``play`` would do if it resolved now (§5, §6): items, costs, bonuses, legality.

``resolved_alone(state, seat, card, tile)`` is the engine's own answer: a clone in which
only ``seat``'s choice is revealed and carried out (nobody else's face-down choice is
touched, so nothing hidden from the seat is crossed). ``outcome_of`` reads the steps the
engine recorded while resolving it (``steps.py``: each item gained, capped by the supply
as in §5, each cost paid) and compares the seat's counters and score breakdown before
and after (the net change and the points per scoring category); ``problem`` says why a
play is not allowed. The chooser's preview on screen is made from these; no rule is
restated here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.rules.ginkgopolis.construct import cost
from game.rules.ginkgopolis.data import LETTER_BASE
from game.rules.ginkgopolis.exploit import take
from game.rules.ginkgopolis.gains import Pos, empties
from game.rules.ginkgopolis.phases import P_TAKE
from game.rules.ginkgopolis.rounds import resolve
from game.rules.ginkgopolis.steps import Bonus, Built, Gain, Produced, Taken
from game.rules.ginkgopolis.urbanize import move_token

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


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


def problem(state: GinkgoState, seat: int, card: int, tile: int) -> Problem | None:
    """Why ``play card + tile`` by ``seat`` is not allowed (None when it is)."""
    res, sp = state.res[seat], state.sp[seat]
    if tile < 0:
        return None
    if card >= LETTER_BASE:
        return None if res >= 1 else Problem("urbanize")
    _, h, owner = state.city[state.where[card]]
    on_it = h if owner == seat else 0
    floors, change, drop = cost(card, tile, h)
    need = floors + change
    if res + on_it < need:
        return Problem("resources", need, floors, change, res, on_it)
    if sp < drop:
        return Problem("points", have=sp, drop=drop, card_no=card % 20 + 1, tile_no=tile % 20 + 1)
    return None


def resolved_alone(state: GinkgoState, seat: int, card: int, tile: int,
                   take_tile: bool = False, record: bool = False) -> GinkgoState:
    """A clone after ``seat``'s ``play card (+ tile)`` is revealed and carried out now,
    alone: the other seats' face-down choices stay face down and unresolved. A pending
    choice inside it is settled: an exploited letter card takes the resource (the tile
    with ``take_tile``), an urbanization token goes to the first empty space (where it
    goes changes no score). With ``record``, the clone's ``steps`` lists what the engine
    did (``steps.py``), and a choice it had to settle starts them with ``P_TAKE`` or
    the pending kind. ``state`` is not touched."""
    w = state.clone()
    w._legal = None
    w.steps = [] if record else None
    if card in w.hand[seat]:
        w.hand[seat].remove(card)
    if tile >= 0 and tile in w.tiles[seat]:
        w.tiles[seat].remove(tile)
    w.choice[seat] = [card, tile]
    resolve(w, seat)
    if w.pending:
        if w.steps is not None:
            w.steps.insert(0, w.pending[0])
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


def _net(before: GinkgoState, after: GinkgoState, seat: int) -> tuple[int, int, int]:
    """(resources, tiles, points) the seat gained from ``before`` to ``after``."""
    return (after.res[seat] - before.res[seat],
            len(after.tiles[seat]) - len(before.tiles[seat]),
            after.sp[seat] - before.sp[seat])


def outcome_of(state: GinkgoState, seat: int, card: int, tile: int) -> Outcome:
    """What ``play card (+ tile)`` by ``seat`` would do if it resolved now."""
    why = problem(state, seat, card, tile)
    kind = "exploit" if tile < 0 else "urbanize" if card >= LETTER_BASE else "construct"
    out = Outcome(kind, why is None, why)
    if kind == "urbanize":
        out.target = state.tokens[card - LETTER_BASE]
        out.token_spaces = empties(state, out.target)
    elif card < LETTER_BASE:
        out.target = state.where[card]
    after = resolved_alone(state, seat, card, tile, record=True)
    for step in after.steps or ():
        _read(out, step)
    out.mine = kind == "construct" and out.owner == seat
    out.res, out.tiles, out.sp = _net(state, after, seat)
    if out.either:
        out.taken = None  # the seat chooses: ``res``/``alt`` give both sides
        out.alt = _net(state, resolved_alone(state, seat, card, tile, take_tile=True), seat)
    if out.legal:
        points = score_change(state, after, seat)
        out.total = points.pop("total")
        out.points = points
    return out


def _read(out: Outcome, step: object) -> None:
    """One recorded step into the outcome."""
    if step == P_TAKE:
        out.either = True
    elif isinstance(step, Taken):
        out.taken = step.gain
        if out.target is not None:
            out.height = step.gain.want
    elif isinstance(step, Produced):
        out.producers.append(step.pos)
        out.produced.append(step.gain)
    elif isinstance(step, Built):
        out.height, out.owner = step.height, step.owner
        out.colour_change, out.drop = step.colour_change, step.drop
    elif isinstance(step, Bonus):
        out.bonus = step


__all__ = ["Bonus", "Gain", "Outcome", "Problem", "outcome_of", "problem", "resolved_alone",
           "score_change"]
