"""Each shipped game's view comes from its descriptor, with its own board and words."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.descriptor import GameDescriptor
from game.ui import akropolis, capital, ginkgopolis
from game.ui.akropolis import elements as akropolis_elements
from game.ui.akropolis import move_words as akropolis_words
from game.ui.akropolis import pictures as akropolis_pictures
from game.ui.akropolis import rules_pictures as akropolis_rules
from game.ui.capital import elements as capital_elements
from game.ui.capital import move_words as capital_words
from game.ui.capital import pictures as capital_pictures
from game.ui.capital import rules_pictures as capital_rules
from game.ui.ginkgopolis import elements as ginkgopolis_elements
from game.ui.ginkgopolis import move_words as ginkgopolis_words
from game.ui.ginkgopolis import pictures as ginkgopolis_pictures
from game.ui.ginkgopolis import rules_pictures as ginkgopolis_rules
from game.ui.table import catalog
from game.ui.table.boards import board_factory
from game.ui.table.game_view import GameView, view_of
from tests.engine.toy_game import TOY

SHIPPED = ("akropolis", "capital", "ginkgopolis")
PACKAGES = {"akropolis": akropolis, "capital": capital, "ginkgopolis": ginkgopolis}
#: each game's (elements, move_words, pictures, rules_pictures) modules
PARTS = {
    "akropolis": (akropolis_elements, akropolis_words, akropolis_pictures, akropolis_rules),
    "capital": (capital_elements, capital_words, capital_pictures, capital_rules),
    "ginkgopolis": (ginkgopolis_elements, ginkgopolis_words, ginkgopolis_pictures,
                    ginkgopolis_rules),
}


@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_view_is_the_game_ui_package(name):
    package = PACKAGES[name]
    view = view_of(name)
    assert view.board is package.BOARD is board_factory(name)
    assert view.rules_summary == package.RULES_SUMMARY
    assert dict(view.category_notes) == package.CATEGORY_NOTES
    assert list(view.option_specs) == list(getattr(package, "OPTION_SPECS", []))
    assert dict(view.option_notes) == getattr(package, "OPTION_NOTES", {})
    assert view.results_breakdown is getattr(package, "RESULTS_BREAKDOWN", None)
    elements, words, pictures, rules_pictures = PARTS[name]
    assert view.element_rect is elements.element_rect
    assert list(view.rules_sections) == rules_pictures.SECTIONS
    assert view.city_pictures is pictures.city_pictures
    assert view.shared_city == getattr(pictures, "SHARED", False)
    assert view.city_noun == getattr(pictures, "NOUN", "city")
    assert view.describe_move is words.describe
    assert view.starts_round is words.starts_round
    assert view.round_label is getattr(words, "round_label", None)


def test_the_title_screen_lists_the_registered_games_by_their_rules_titles():
    assert [game.name for game in catalog.GAMES] == list(SHIPPED)
    for game in catalog.GAMES:
        assert game.title == registry.get(game.name).title
        assert game.blurb == registry.descriptor(game.name).blurb
        assert catalog.available(game.name) and catalog.has_board(game.name)


def test_a_game_without_a_view_gets_the_generic_board_and_a_wrong_loader_is_refused():
    registry.register(TOY)
    try:
        assert view_of("toy") == GameView()
        assert board_factory("toy") is None and not catalog.has_board("toy")
        registry.register(GameDescriptor(name="toy", rules=lambda: TOY, view=lambda: "board"))
        with pytest.raises(TypeError, match="not a GameView"):
            view_of("toy")
    finally:
        registry.unregister("toy")
    with pytest.raises(ValueError, match="unknown game"):
        view_of("toy")


def test_a_view_is_loaded_once_per_registration():
    assert view_of("akropolis") is view_of("akropolis")
    registry.register(TOY)
    try:
        first = view_of("toy")
        registry.register(GameDescriptor(name="toy", rules=lambda: TOY,
                                         view=lambda: GameView(rules_summary="cards")))
        assert view_of("toy") is not first and view_of("toy").rules_summary == "cards"
    finally:
        registry.unregister("toy")
