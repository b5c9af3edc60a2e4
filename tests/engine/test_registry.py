"""The registry of games: one descriptor per game, shipped games first, test games
registered the same way, and a state's game found from its rules."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.descriptor import GameDescriptor
from game.engine.paths import level_file
from game.games import SHIPPED
from tests.engine.toy_game import TOY, ToyRules


def test_the_shipped_games_are_registered_first_in_their_order():
    assert [game.name for game in SHIPPED] == ["akropolis", "capital", "ginkgopolis"]
    assert registry.names()[:3] == ["akropolis", "capital", "ginkgopolis"]
    for game in SHIPPED:
        assert registry.descriptor(game.name) is game
        rules = registry.get(game.name)
        assert rules.name == game.name
        assert registry.get(game.name) is rules  # loaded once


def test_every_shipped_descriptor_names_content_that_exists():
    for game in SHIPPED:
        assert game.blurb and game.view and game.ai
        assert game.data and level_file(game.data).is_dir()
        assert game.tutorial and level_file("tutorials", game.tutorial).is_file()


def test_an_unknown_game_is_refused_with_the_known_names():
    assert registry.find("chess") is None
    with pytest.raises(ValueError, match="unknown game 'chess' .*akropolis"):
        registry.get("chess")
    with pytest.raises(ValueError, match="unknown game"):
        registry.descriptor("chess")


def test_a_game_registers_by_descriptor_or_by_rules_alone_and_unregisters():
    registry.register(TOY)
    try:
        assert registry.names()[-1] == "toy"
        assert registry.get("toy") is TOY
        bare = registry.descriptor("toy")
        assert bare.view is None and bare.ai is None and bare.data is None
        other = ToyRules()
        registry.register(GameDescriptor(name="toy", rules=lambda: other, blurb="cards"))
        assert registry.get("toy") is other  # a new registration replaces the old one
        assert registry.descriptor("toy").blurb == "cards"
    finally:
        registry.unregister("toy")
    assert "toy" not in registry.names()
    registry.unregister("toy")  # nothing left to remove is fine


def test_a_state_belongs_to_the_game_whose_rules_made_it():
    for name in ("akropolis", "capital", "ginkgopolis"):
        state = registry.get(name).new_game(players=2, seed=1)
        assert registry.game_of(state) == name
    toy_state = TOY.new_game(players=2, seed=1)
    assert registry.game_of(toy_state) is None
    registry.register(TOY)
    try:
        assert registry.game_of(toy_state) == "toy"
    finally:
        registry.unregister("toy")
    assert registry.game_of(toy_state) is None
