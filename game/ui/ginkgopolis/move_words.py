"""Ginkgopolis moves in plain words: "Ada chose a card", "Revealed: You built a red 3 ...".

Every sentence that names a seat is written whole twice, for "you" and for another
player (:meth:`game.ui.kit.person.Person.say`).
"""

from __future__ import annotations

from typing import Any

from game.engine.i18n import _, ngettext, pgettext
from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.exploit import take
from game.rules.ginkgopolis.preview import outcome_of, score_change
from game.rules.ginkgopolis.urbanize import move_token
from game.ui.ginkgopolis import view_model
from game.ui.ginkgopolis.outcome import net_text, points_text
from game.ui.kit.lists import comma
from game.ui.kit.person import Person
from game.ui.play.move_words import as_hint, each_seat, with_points

HAL_NAME = "Hal"


def card_words(card: int) -> str:
    """'the red 7 card' or 'the A card' (urbanization letters are printed on the board)."""
    # Translators: a card in a sentence; {card} is "red 7" or a letter A-L
    return _("the {card} card").format(card=view_model.card_words(card))


def sentences(parts: list[str]) -> str:
    """The sentences of one move's words, one after another."""
    # Translators: what goes between two sentences of one move in the move log
    return pgettext("list", ". ").join(part for part in parts if part)


def _person(who: list[Person], seat: int) -> Person:
    return who[seat] if 0 <= seat < len(who) else Person(HAL_NAME)


def _reveal(reveal: view_model.Reveal, who: list[Person]) -> str:
    me = _person(who, reveal.seat)
    if reveal.kind == "urbanize":
        letter = view_model.letter_text(view_model.letter_of(reveal.card))
        # Translators: {tile} is a tile ("red 7"), {letter} a letter A-L
        return me.say(_("You built a {tile} at the {letter} marker"),
                      _("{name} built a {tile} at the {letter} marker"),
                      tile=view_model.card_words(reveal.tile), letter=letter)
    if reveal.kind == "construct":
        floors = reveal.after[1] if reveal.after else 2
        # Translators: {tile} and {building} are a tile and a building ("red 7")
        return me.say(ngettext("You built a {tile} on top of the {building} ({n} floor)",
                               "You built a {tile} on top of the {building} ({n} floors)",
                               floors),
                      ngettext("{name} built a {tile} on top of the {building} ({n} floor)",
                               "{name} built a {tile} on top of the {building} ({n} floors)",
                               floors),
                      tile=view_model.card_words(reveal.tile),
                      building=view_model.card_words(reveal.card), n=floors)
    if reveal.kind == "nothing":
        # Translators: {card} is a card in words ("the red 7 card")
        return me.say(_("You could not use {card}"), _("{name} could not use {card}"),
                      card=card_words(reveal.card))
    # Translators: {card} is a card in words ("the red 7 card")
    return me.say(_("You used {card} for its bonus"), _("{name} used {card} for its bonus"),
                  card=card_words(reveal.card))


def got(before: Any, after: Any, who: list[Person]) -> str:
    """What each seat got from one move, every point explained: 'You +4 (3 from
    districts, 1 from success points); Basil +1 (1 from success points)' ('' if none)."""

    def points(seat: int) -> str:
        change = score_change(before, after, seat)
        total = change.pop("total")
        return points_text(total, change) if total or change else ""

    return each_seat([_person(who, seat) for seat in range(after.n)], points)


def describe(before: Any, seat: int, action: Any, after: Any, who: list[Person],
             viewer: int | None = None) -> str:
    """Choices stay secret (except to their owner) until they are revealed together."""
    me = _person(who, seat)
    kind = action[0]
    if kind == A.PICK:
        if viewer == seat:
            return me.say(_("You kept the character {character}"),
                          _("{name} kept the character {character}"),
                          character=view_model.char_name(before, action[1]))
        return me.say(_("You kept a character card (shown once the draft ends)"),
                      _("{name} kept a character card (shown once the draft ends)"))
    if kind == A.NEWHAND:
        said = me.say(_("You threw away your hand and drew a new one"),
                      _("{name} threw away their hand and drew a new one"))
        return with_points(said, before, after, seat)
    if kind == A.PLAY:
        if viewer == seat and action[2] >= 0:
            # Translators: {card} is a card in words ("the red 7 card"), {tile} a tile
            # ("blue 3")
            chose = me.say(_("You chose {card} with a {tile} tile"),
                           _("{name} chose {card} with a {tile} tile"),
                           card=card_words(action[1]), tile=view_model.card_words(action[2]))
        elif viewer == seat:
            chose = me.say(_("You chose {card}"), _("{name} chose {card}"),
                           card=card_words(action[1]))
        else:
            chose = me.say(_("You chose a card"), _("{name} chose a card"))
        return sentences([chose, *_revealed(before, after, seat, action, who)])
    if kind == A.TAKE:
        took = (me.say(_("You took a tile"), _("{name} took a tile")) if action[1]
                else me.say(_("You took a resource"), _("{name} took a resource")))
        return sentences([took, *_revealed(before, after, seat, action, who)])
    if kind == A.TOKEN:
        letter = _letter(before)
        if letter:
            moved = me.say(_("You moved the {letter} marker to the edge of the city"),
                           _("{name} moved the {letter} marker to the edge of the city"),
                           letter=letter)
        else:
            moved = me.say(_("You moved a marker to the edge of the city"),
                           _("{name} moved a marker to the edge of the city"))
        return sentences([moved, *_revealed(before, after, seat, action, who)])
    if kind == A.RETURN:
        # Translators: {tile} is a tile ("red 7")
        gave = me.say(_("You gave a {tile} tile back to the supply"),
                      _("{name} gave a {tile} tile back to the supply"),
                      tile=view_model.card_words(action[1]))
        return with_points(gave, before, after, seat)
    if kind == A.RETURN_DONE:
        done = me.say(_("You finished giving tiles back"),
                      _("{name} finished giving tiles back"))
        return with_points(done, before, after, seat)
    return with_points(me.say(_("You made a move"), _("{name} made a move")),
                       before, after, seat)


def _letter(before: Any) -> str:
    """The letter of the token waiting to move ('' when none)."""
    if not before.pending:
        return ""
    return view_model.letter_text(view_model.letter_of(before.pending[2]))


def _revealed(before: Any, after: Any, seat: int, action: Any, who: list[Person]) -> list[str]:
    """The sentences after a choice: 'Revealed: ...' for the choices this move revealed,
    then what each seat got (none, one or both)."""
    found = view_model.reveals_of(before, after, seat, action)
    shown = [_reveal(r, who) for r in found]
    out = []
    if shown:
        # Translators: {reveals} is one or more sentences ("You built a red 7 at the A
        # marker; Basil used the blue 3 card for its bonus")
        out.append(_("Revealed: {reveals}").format(
            reveals=pgettext("list", "; ").join(shown)))
    out.append(got(before, after, who))
    return out


def describe_hint(state: Any, seat: int, action: Any, who: list[Person]) -> str:
    """A hinted move from what ``seat`` knows: what you do and what you will get if it
    resolved now, alone (the others' face-down choices are never revealed or named)."""
    kind = action[0]
    if kind == A.PLAY:
        _play, card, tile = action
        if tile >= 0:
            words = _("choose {card} with a {tile} tile").format(
                card=card_words(card), tile=view_model.card_words(tile))
        else:
            words = _("choose {card}").format(card=card_words(card))
        out = outcome_of(state, seat, card, tile)
        score = _score(out.total, out.points)
        if out.either:
            # Translators: {move} is a hinted move ("choose the A card"), {score} its score
            return _("{move}: +1 resource or +1 tile (you choose); {score}").format(
                move=words, score=score)
        if not (out.res or out.tiles or out.sp):
            # Translators: {move} is a hinted move ("choose the A card"), {score} its score
            return _("{move}: {score}").format(move=words, score=score)
        net = net_text(out.res, out.tiles, out.sp, comma())
        # Translators: {move} is a hinted move, {net} what it gives ("+2 resources, +1
        # tile"), {score} what it does to your score
        return _("{move}: {net}; {score}").format(move=words, net=net, score=score)
    if kind == A.NEWHAND:
        after = state.clone()
        after.apply(action)  # your own cards only: nobody else's choice is revealed
        change = score_change(state, after, seat)
        total = change.pop("total")
        return _("throw away your hand and draw a new one: {score}").format(
            score=_score(total, change))
    if kind in (A.TAKE, A.TOKEN):
        mine = state.clone()  # only your own part: the resolution stops before the next
        if kind == A.TAKE:
            take(mine, action[1])
            words = _("take a tile") if action[1] else _("take a resource")
        else:
            move_token(mine, (action[1], action[2]))
            letter = _letter(state)
            words = (_("move the {letter} marker there").format(letter=letter) if letter
                     else _("move a marker there"))
        change = score_change(state, mine, seat)
        total = change.pop("total")
        return _("{move}: {score}").format(move=words, score=_score(total, change))
    after = state.clone()
    after.apply(action)
    return as_hint(describe(state, seat, action, after, who, seat))


def _score(total: int, points: dict[str, int]) -> str:
    """'score +2 (2 from districts)', or 'your score does not change'."""
    if not total and not any(points.values()):
        return _("your score does not change")
    # Translators: a hint's effect on your score: {points} is "+2 (2 from districts)"
    return _("score {points}").format(points=points_text(total, points))


def round_label(state: Any, number: int) -> str:
    """'Character draft' first (when the game has one), then 'Round 1', 'Round 2', ..."""
    drafted = bool(state.history) and str(state.history[0][1]).startswith("pick ")
    if view_model.phase(state) == view_model.DRAFT:
        return _("Character draft")
    return _("Round {number}").format(number=number - 1 if drafted else number)


def starts_round(before: Any, after: Any) -> bool:
    """A round starts when everyone chooses cards again (or the draft ends)."""
    return bool(after.phase == view_model.CHOOSE and before.phase != view_model.CHOOSE)
