"""Hamlet, the toy game added by docs/adding-a-game.md: registered through the same
registry as the shipped games, it passes the conformance harness, its play screen
renders headless, and the AI plays it."""

from __future__ import annotations

import pytest

import ai
from ai.games import hooks_for
from ai.levels import get_level
from ai.tools import arena
from game.engine import registry
from game.engine.conformance import check_replay, random_playout
from tests.toy_game.descriptor import GAME
from tests.toy_game.rules import RULES, row_points
from tests.ui.conftest import fast_ai, harness, non_trivial  # noqa: F401 (fixtures)

TINY = {"name": "tiny", "iterations": 30, "time_ms": 0, "games": {}}


@pytest.fixture
def hamlet():
    """Step 6 at test time: register Hamlet as the shipped games are, then remove it."""
    registry.register(GAME)
    yield registry.get("hamlet")
    registry.unregister("hamlet")


def test_it_is_registered_like_a_shipped_game(hamlet):
    assert "hamlet" in registry.names()
    assert registry.descriptor("hamlet") is GAME
    assert hamlet is RULES
    state = hamlet.new_game(players=2, seed=1)
    assert registry.game_of(state) == "hamlet"
    assert hooks_for(state).margin_scale(state) == 3.0
    from game.ui.table.boards import board_factory
    from game.ui.table.catalog import available, has_board
    from game.ui.table.game_view import view_of

    assert "four tiles" in view_of("hamlet").rules_summary
    assert available("hamlet") and not has_board("hamlet")
    assert board_factory("hamlet") is None


def test_unregistered_it_is_gone(hamlet):
    registry.unregister("hamlet")
    assert "hamlet" not in registry.names()
    assert hooks_for(RULES.new_game(players=2, seed=1)).margin_scale is None
    registry.register(GAME)


@pytest.mark.parametrize("players", RULES.player_counts)
def test_the_conformance_harness_passes(hamlet, players):
    for seed in (1, 2, 3):
        random_playout(hamlet, players, {}, seed)
    check_replay(hamlet, players, {}, seed=11)


def test_a_row_scores_its_values_and_neighbouring_pairs():
    assert row_points(["H1", "H2", "M4", "H3"]) == (10, 2)
    assert row_points(["M1", "M1", "M1"]) == (3, 4)


def test_the_ai_plays_a_whole_game(hamlet):
    level = get_level("hard").replace(**TINY)
    state = hamlet.new_game(players=2, seed=4)
    seed = 0
    while not state.is_terminal():
        action = ai.choose_action(state, level, seed=seed)
        assert action in state.legal_actions()
        state.apply(action)
        seed += 1
    assert len(state.scores()) == 2


def test_the_arena_plays_it(hamlet):
    results = [arena.play_game("hamlet", 2, seats, 7, 3, index)
               for index, seats in enumerate((["beginner", "random"], ["random", "beginner"]))]
    for result in results:
        assert len(result.scores) == 2 and result.winners
        assert result.record.game == "hamlet"


def test_its_play_screen_renders_headless(hamlet, harness):  # noqa: F811
    from game.ui.play.session import GameSession, Seat
    from game.ui.scenes.play import PlayScene

    seats = [Seat("You", "orange", "human", "easy"), Seat("Bot", "sky", "ai", "easy")]
    harness.app.push(PlayScene(harness.app, GameSession.new("hamlet", seats, 3, {},
                                                            autosave=False)))
    harness.frames(20)
    assert non_trivial(harness.app.canvas)
    assert harness.top.session.game == "hamlet"
