"""Whole Ginkgopolis games played by scripted input, from the setup screen to the results."""

from __future__ import annotations

import random

from game.engine import games
from game.ui.ginkgopolis import panels, tableview
from game.ui.ginkgopolis.table import GinkgopolisBoard
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import non_trivial
from tests.ui.ginkgopolis.driver import decide, wait_for_human


def play_out(h, play, rng: random.Random) -> dict[str, int]:
    """Every human decision by input until the game ends; counts of each kind."""
    kinds: dict[str, int] = {}
    while wait_for_human(h, play):
        before = len(play.state.history)
        kind = decide(h, play, rng, by_mouse=rng.random() < 0.75)
        assert len(play.state.history) == before + 1, f"the human's {kind} was not played"
        kinds[kind] = kinds.get(kind, 0) + 1
        if kind in ("play", "draft") and play.session.autosave:
            assert games.journal_path(play.session.game_id).exists()
    return kinds


def test_human_vs_ai_from_setup_to_results(harness, monkeypatch):
    h = harness
    h.app.push(SetupScene(h.app, "ginkgopolis"))
    h.frames(2)
    setup = h.top
    assert setup.game == "ginkgopolis" and setup.players == 2
    h.click(setup.start_button.rect.center)
    h.frames(2)
    play = h.top
    assert isinstance(play, PlayScene) and isinstance(play.board, GinkgopolisBoard)
    assert [s.kind for s in play.session.seats] == ["human", "ai"]
    faces_up: list[int] = []
    original_panel = panels.draw_panel

    def spy_panel(surface, state, rect, info, *args):
        if args[-1] is not None:  # a face-down choice drawn face up
            faces_up.append(info.seat)
        original_panel(surface, state, rect, info, *args)

    monkeypatch.setattr(panels, "draw_panel", spy_panel)
    kinds = play_out(h, play, random.Random(4))
    assert faces_up and set(faces_up) == {0}, "only the human's own choice shows face up"
    assert kinds["draft"] == 3, "three characters drafted by input"
    assert kinds["play"] >= 8
    assert h.until(lambda: isinstance(h.top, ResultsScene), 900)
    results = h.top
    assert results.session is results.table_session  # no Hal at this table
    h.frames(30)
    assert non_trivial(h.app.canvas)
    state = play.state
    assert results.categories == ["success points", "area cards 10-20", "districts",
                                  "New Hand tokens"]
    for seat in range(2):
        assert sum(results.breakdowns[seat].values()) == results.scores[seat]
        assert list(results.breakdowns[seat].values()) == list(state.breakdown(seat).values())
    assert results.winners == state.winners()
    assert not list(games.games_dir().glob("*.toml"))


def test_solo_against_hal_shows_hal_and_ends_on_both_columns(harness, monkeypatch):
    h = harness
    table = [Seat("Zoe", "orange", "human")]
    play = PlayScene(h.app, GameSession.new("ginkgopolis", table, 8, {}, autosave=False))
    h.app.push(play)
    board = play.board
    h.frames(3)
    assert len(board.infos) == 2 and board.infos[1].hal
    assert board.seat_name(1) == "Hal"
    drawn = []
    original = tableview.draw_private

    def spy(look, surface, seat):
        drawn.append(seat)
        original(look, surface, seat)

    monkeypatch.setattr(tableview, "draw_private", spy)
    kinds = play_out(h, play, random.Random(9))
    assert "play" in kinds and "draft" not in kinds
    assert set(drawn) == {0}
    assert h.until(lambda: isinstance(h.top, ResultsScene), 900)
    results = h.top
    assert [seat.name for seat in results.session.seats][-1] == "Hal"
    state = play.state
    assert results.scores == state.table_scores()
    for seat in range(2):
        assert sum(results.breakdowns[seat].values()) == results.scores[seat]
    assert [s.name for s in results.session.seats] == ["Zoe", "Hal"]
    expected = [0] if state.table_scores()[0] > state.table_scores()[1] else [1]
    assert results.winners == expected
    h.frames(10)
    assert non_trivial(h.app.canvas)
