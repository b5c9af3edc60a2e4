"""Each shipped game's view comes from its descriptor, with its own board and words."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.descriptor import GameDescriptor
from game.ui import akropolis, capital, catalog, ginkgopolis
from game.ui.boards import board_factory
from game.ui.game_view import GameView, view_of
from tests.engine.toy_game import TOY

SHIPPED = ("akropolis", "capital", "ginkgopolis")
PACKAGES = {"akropolis": akropolis, "capital": capital, "ginkgopolis": ginkgopolis}


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
