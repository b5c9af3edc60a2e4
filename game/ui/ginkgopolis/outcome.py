"""The chooser's preview of a play, in words: what it would do if it resolved now.

The rules say what happens (:func:`game.rules.ginkgopolis.preview.outcome_of`); this
module only puts it into lines for the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.ginkgopolis.data import tile_number
from game.rules.ginkgopolis.preview import Bonus, Gain, Outcome, Problem, outcome_of, problem
from game.ui.ginkgopolis.results import LABELS
from game.ui.ginkgopolis.view_model import ICON_NAMES, ITEM_NAMES, Pos, card_rule, card_words
from game.ui.play.move_words import plural


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


def _gain_text(gain: Gain) -> str:
    name = ITEM_NAMES[gain.colour] + ("s" if gain.want != 1 and gain.colour != 1 else "")
    text = f"+{gain.want} {name}"
    if gain.got < gain.want:
        text += f" (only {gain.got} left)"
    return text


def _bonus_line(state: Any, bonus: Bonus | None, lines: list[str]) -> None:
    """§6.5, one line naming the cards that give something."""
    if bonus is None:
        return
    names = [state.content.char_names[ch] for ch in bonus.chars]
    names.extend(card_words(card) for card in bonus.cards)
    parts = ", ".join(_gain_text(gain) for gain in bonus.gains)
    lines.append(f"{ICON_NAMES[bonus.icon]} bonus ({', '.join(names)}): {parts}")


def reason_text(why: Problem | None) -> str:
    """Why a play is not allowed, in words (empty when it is)."""
    if why is None:
        return ""
    if why.kind == "urbanize":
        return "urbanizing needs 1 resource behind your screen"
    if why.kind == "resources":
        have = f"{why.have}" + (f" + {why.on_it} on it" if why.on_it else "")
        text = f"needs {plural(why.need, 'resource')} ({plural(why.floors, 'floor')}"
        text += " + 1 colour change" if why.colour_change else ""
        return f"{text}); you have {have}"
    return (f"needs {plural(why.drop, 'point')} (number {why.card_no} over {why.tile_no}); "
            f"you have {why.have}")


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
        lines = [f"Exploit {words}: +1 resource or +1 tile (you choose)"]
    elif out.target is not None and out.taken is not None:
        lines = [f"Exploit {words} (height {out.height}): {_gain_text(out.taken)}"]
    elif out.taken is not None:
        lines = [f"Exploit {words}: +1 {ITEM_NAMES[out.taken.colour]} (the only one left)"]
    else:
        lines = [f"Exploit {words}: nothing left to take"]
    _bonus_line(state, out.bonus, lines)
    lines.append(f"{words} goes to the discard pile")
    return lines


def _token_moves(card: int, out: Outcome) -> str:
    if out.kind != "urbanize":
        return ""
    spaces = len(out.token_spaces)
    if spaces >= 2:
        return f"you choose where token {card_words(card)} goes ({spaces} spaces)"
    if spaces:
        return f"token {card_words(card)} moves to the only empty space"
    return f"no empty space: token and card {card_words(card)} leave the game"


def _urbanize_lines(state: Any, card: int, tile: int, out: Outcome) -> list[str]:
    lines = [f"Build {card_words(tile)} on token {card_words(card)}: pay 1 resource onto it "
             "(+ marker)"]
    moves = _token_moves(card, out)
    lines.append(moves[0].upper() + moves[1:])
    for pos, gain in zip(out.producers, out.produced, strict=True):
        top, height, _ = state.city[pos]
        lines.append(f"Neighbour {card_words(top)} (height {height}): {_gain_text(gain)}")
    if not out.producers:
        lines.append("No neighbour produces")
    _bonus_line(state, out.bonus, lines)
    return lines


def _construct_lines(state: Any, card: int, tile: int, out: Outcome) -> list[str]:
    lines = []
    h = out.height
    floors = f"{h} resource{'s' if h != 1 else ''}"
    if out.mine:
        lines.append(f"Your {floors} on {card_words(card)} come back")
    elif out.owner >= 0:
        lines.append(f"Its owner gets {floors} back and +{plural(h, 'point')}")
    if out.colour_change:
        lines.append("Colour change: 1 resource back to the supply")
    if out.drop:
        lines.append(f"Lower number ({tile_number(tile)} on {tile_number(card)}): -{out.drop} "
                     "points")
    lines.append(f"Place {card_words(tile)} as floor {h + 1}: put {h + 1} resources on it "
                 "(+ marker)")
    _bonus_line(state, out.bonus, lines)
    lines.append(f"Card {card_words(card)} joins your area: {card_rule(state, card)}")
    return lines


def points_text(total: int, points: dict[str, int]) -> str:
    """'+4 (3 from districts, 1 from success points)', '+0' when nothing changes."""
    parts = [f"{value:+d} from {LABELS.get(key, key)}" if value < 0 else
             f"{value} from {LABELS.get(key, key)}" for key, value in points.items() if value]
    return f"{total:+d}" + (f" ({', '.join(parts)})" if parts else "")


def score_line(out: Outcome) -> str:
    """'Your score: +4 (3 from districts, 1 from success points)'."""
    return f"Your score: {points_text(out.total, out.points)}"


def net_text(res: int, tiles: int, sp: int) -> str:
    """'+2 resources  -1 tiles  +3 points' (zero parts left out; when all are 0: "your
    resources, tiles and points stay the same")."""
    named = ((res, "resource"), (tiles, "tile"), (sp, "point"))
    parts = [f"{v:+d} {name}{'' if abs(v) == 1 else 's'}" for v, name in named if v]
    return "  ".join(parts) or "your resources, tiles and points stay the same"
