"""The screens take a game's words, options and pictures from its GameView (view_of),
and fall back to plain words when the view gives none."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.descriptor import GameDescriptor
from game.ui.play import move_words
from game.ui.scenes import results, rules, setup
from game.ui.table.game_view import GameView
from game.ui.table.optionspec import OptionSpec
from tests.engine.toy_game import TOY

WHO = [move_words.Person("Ada", True), move_words.Person("Bo")]
SPEC = OptionSpec("Long game", "long")
VIEW = GameView(
    rules_summary="Take a card.",
    rules_sections=(("Cards", []),),
    option_specs=(SPEC,),
    option_notes={"Long game": "Twice as many rounds."},
    category_notes={"cards": "One point a card."},
    city_pictures=lambda state, box, colours: [(-1, "picture")],
    describe_move=lambda before, seat, action, after, who, viewer: (
        who[seat].say("You did {action}", "{name} did {action}", action=action)),
    starts_round=lambda before, after: True,
    round_label=lambda state, number: f"Season {number}",
)


@pytest.fixture
def toy():
    """A game named "toy" with the view given (unregistered afterwards)."""
    def register(view: GameView | None) -> str:
        registry.register(GameDescriptor(name="toy", rules=lambda: TOY,
                                         view=None if view is None else (lambda: view)))
        return "toy"

    yield register
    registry.unregister("toy")


def test_the_screens_use_what_the_view_gives(toy):
    game = toy(VIEW)
    state = TOY.new_game(players=2, seed=1)
    assert rules.summary(game) == ("Toy", "Take a card.")
    assert rules.pictured(game) == [("Cards", [])]
    assert setup.option_note(game, "Long game") == "Twice as many rounds."
    assert results.category_note(game, "cards") == "One point a card."
    assert results.city_pictures(game, state, (100, 100), []) == [(-1, "picture")]
    assert move_words.describe(game, state, 1, "x", state, WHO) == "Bo did x"
    assert move_words.starts_round(game, state, state)
    assert move_words.round_name(game, state, 3) == "Season 3"


def test_a_game_without_a_view_gets_plain_words(toy):
    game = toy(None)
    state = TOY.new_game(players=2, seed=1)
    assert rules.summary(game) == ("Toy", rules.FALLBACK)
    assert rules.pictured(game) == []
    assert setup.option_note(game, "Long game") == ""
    assert results.category_note(game, "cards") == ""
    assert results.category_note(game, "total").startswith("The sum")
    assert results.city_pictures(game, state, (100, 100), []) == []
    assert move_words.describe(game, state, 0, "x", state, WHO) == "You made a move"
    assert not move_words.starts_round(game, state, state)
    assert move_words.round_name(game, state, 3) == "Round 3"


def test_a_failing_describer_falls_back_to_plain_words(toy):
    def broken(*args):
        raise RuntimeError("bug")

    game = toy(GameView(describe_move=broken, city_pictures=broken, round_label=broken))
    state = TOY.new_game(players=2, seed=1)
    assert move_words.describe(game, state, 1, "x", state, WHO) == "Bo made a move"
    assert results.city_pictures(game, state, (100, 100), []) == []
    assert move_words.round_name(game, state, 2) == "Round 2"
