"""Ginkgopolis moves in plain words: "Ada chose a card", "Revealed: You built a red 3 ..."."""

from __future__ import annotations

from typing import Any

from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.data import COLOUR_NAMES, tile_colour, tile_number
from game.rules.ginkgopolis.exploit import take
from game.rules.ginkgopolis.preview import outcome_of, score_change
from game.rules.ginkgopolis.urbanize import move_token
from game.ui.ginkgopolis import view_model
from game.ui.ginkgopolis.outcome import net_text, points_text
from game.ui.kit.person import Person
from game.ui.play.move_words import gained, imperative, listing

HAL_NAME = "Hal"


def card_words(card: int) -> str:
    """'the red 7 card' or 'the A card' (urbanization letters are printed on the board)."""
    if view_model.is_letter(card):
        return f"the {view_model.letter_text(view_model.letter_of(card))} card"
    return f"the {COLOUR_NAMES[tile_colour(card)]} {tile_number(card)} card"


def tile_words(tile: int) -> str:
    """'a red 7'."""
    return f"a {COLOUR_NAMES[tile_colour(tile)]} {tile_number(tile)}"


def _person(who: list[Person], seat: int) -> Person:
    return who[seat] if 0 <= seat < len(who) else Person(HAL_NAME)


def _reveal(reveal: view_model.Reveal, who: list[Person], first: bool) -> str:
    person = _person(who, reveal.seat)
    me = Person(person.subject if first else person.object, person.second)
    if reveal.kind == "urbanize":
        letter = view_model.letter_text(view_model.letter_of(reveal.card))
        return f"{me.name} built {tile_words(reveal.tile)} at the {letter} marker"
    if reveal.kind == "construct":
        floors = reveal.after[1] if reveal.after else 2
        return (f"{me.name} built {tile_words(reveal.tile)} on top of the "
                f"{card_words(reveal.card)[4:-5]} ({floors} floors)")
    if reveal.kind == "nothing":
        return f"{me.name} could not use {card_words(reveal.card)}"
    return f"{me.name} used {card_words(reveal.card)} for its bonus"


def got(before: Any, after: Any, who: list[Person]) -> str:
    """What each seat got from one move, every point explained: '. You +4 (3 from
    districts, 1 from success points); Basil +1 (1 from success points)' ('' if none)."""
    said = []
    for seat in range(after.n):
        change = score_change(before, after, seat)
        total = change.pop("total")
        if total or change:
            said.append(f"{_person(who, seat).subject} {points_text(total, change)}")
    return f". {'; '.join(said)}" if said else ""


def describe(before: Any, seat: int, action: Any, after: Any, who: list[Person],
             viewer: int | None = None) -> str:
    """Choices stay secret (except to their owner) until they are revealed together."""
    me = _person(who, seat)
    kind = action[0]
    points = gained(before, after, seat)
    if kind == A.PICK:
        if viewer == seat:
            return f"{me.subject} kept the character {view_model.char_name(before, action[1])}"
        return f"{me.subject} kept a character card (shown once the draft ends)"
    if kind == A.NEWHAND:
        return f"{me.subject} threw away {me.own} hand and drew a new one{points}"
    if kind == A.PLAY:
        if viewer == seat:
            chose = f"{me.subject} chose {card_words(action[1])}"
            if action[2] >= 0:
                chose += f" with {tile_words(action[2])} tile"
        else:
            chose = f"{me.subject} chose a card"
        return chose + _revealed(before, after, seat, action, who)
    if kind == A.TAKE:
        item = "a tile" if action[1] else "a resource"
        return f"{me.subject} took {item}" + _revealed(before, after, seat, action, who)
    if kind == A.TOKEN:
        return (f"{me.subject} moved {_marker(before)} to the edge of the city"
                + _revealed(before, after, seat, action, who))
    if kind == A.RETURN:
        return f"{me.subject} gave {tile_words(action[1])} tile back to the supply{points}"
    if kind == A.RETURN_DONE:
        return f"{me.subject} finished giving tiles back{points}"
    return f"{me.subject} made a move{points}"


def _marker(before: Any) -> str:
    letter = (view_model.letter_text(view_model.letter_of(before.pending[2]))
              if before.pending else "")
    return f"the {letter} marker" if letter else "a marker"


def _revealed(before: Any, after: Any, seat: int, action: Any, who: list[Person]) -> str:
    """'. Revealed: ...' for the choices this move revealed, then what each seat got."""
    found = view_model.reveals_of(before, after, seat, action)
    shown = [_reveal(r, who, i == 0) for i, r in enumerate(found)]
    return (f". Revealed: {listing(shown)}" if shown else "") + got(before, after, who)


def describe_hint(state: Any, seat: int, action: Any, who: list[Person]) -> str:
    """A hinted move from what ``seat`` knows: what you do and what you will get if it
    resolved now, alone (the others' face-down choices are never revealed or named)."""
    kind = action[0]
    if kind == A.PLAY:
        _, card, tile = action
        words = f"choose {card_words(card)}" + (f" with {tile_words(tile)} tile"
                                                 if tile >= 0 else "")
        out = outcome_of(state, seat, card, tile)
        if out.either:
            return f"{words}: +1 resource or +1 tile (you choose); {_score(out.total, out.points)}"
        if not (out.res or out.tiles or out.sp):
            return f"{words}: {_score(out.total, out.points)}"
        net = net_text(out.res, out.tiles, out.sp).replace("  ", ", ")
        return f"{words}: {net}; {_score(out.total, out.points)}"
    if kind == A.NEWHAND:
        after = state.clone()
        after.apply(action)  # your own cards only: nobody else's choice is revealed
        change = score_change(state, after, seat)
        total = change.pop("total")
        return f"throw away your hand and draw a new one: {_score(total, change)}"
    if kind in (A.TAKE, A.TOKEN):
        mine = state.clone()  # only your own part: the resolution stops before the next
        if kind == A.TAKE:
            take(mine, action[1])
            words = "take a tile" if action[1] else "take a resource"
        else:
            move_token(mine, (action[1], action[2]))
            words = f"move {_marker(state)} there"
        change = score_change(state, mine, seat)
        total = change.pop("total")
        return f"{words}: {_score(total, change)}"
    after = state.clone()
    after.apply(action)
    return imperative(describe(state, seat, action, after, who, seat))


def _score(total: int, points: dict[str, int]) -> str:
    """'score +2 (2 from districts)', or 'your score does not change'."""
    if not total and not any(points.values()):
        return "your score does not change"
    return f"score {points_text(total, points)}"


def round_label(state: Any, number: int) -> str:
    """'Character draft' first (when the game has one), then 'Round 1', 'Round 2', ..."""
    drafted = bool(state.history) and str(state.history[0][1]).startswith("pick ")
    if view_model.phase(state) == view_model.DRAFT:
        return "Character draft"
    return f"Round {number - 1 if drafted else number}"


def starts_round(before: Any, after: Any) -> bool:
    """A round starts when everyone chooses cards again (or the draft ends)."""
    return bool(after.phase == view_model.CHOOSE and before.phase != view_model.CHOOSE)
