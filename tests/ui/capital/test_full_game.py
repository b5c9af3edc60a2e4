"""A human-vs-AI Capital game played by scripted input from the setup screen to the results."""

from __future__ import annotations

from game.engine import paths
from game.ui.capital.board import CapitalBoard
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.session import GameSession, Seat
from tests.ui.capital.helpers import decide, ready
from tests.ui.conftest import non_trivial


def test_human_vs_ai_capital_to_results(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("capital", table, 11, {}))
    h.app.push(play)
    assert isinstance(play.board, CapitalBoard)
    kinds: dict[str, int] = {}
    step = 0
    while not isinstance(h.top, ResultsScene):
        assert h.top is play
        assert h.until(lambda: ready(play), 1500), "the human's turn never came"
        if play.state.is_terminal():
            assert h.until(lambda: isinstance(h.top, ResultsScene), 2000)
            break
        before = len(play.state.history)
        kind = play.board.kind
        decide(h, play, step)
        assert len(play.state.history) > before, f"the human's {kind} was not played"
        kinds[kind] = kinds.get(kind, 0) + 1
        step += 1
        assert step < 200
    assert kinds["pick"] == 6 * 3  # the fourth pick of an era is forced
    assert kinds["build"] == 24
    assert "war" in kinds
    results = h.top
    h.frames(20)
    assert non_trivial(h.app.canvas)
    assert results.winners
    assert not paths.autosave_path().exists()


def test_setup_offers_capital(harness):
    h = harness
    setup = SetupScene(h.app)
    h.app.push(setup)
    h.frames(2)
    assert "capital" in setup.games if hasattr(setup, "games") else True
