"""A human-vs-AI Capital game played by scripted input from the setup screen to the results."""

from __future__ import annotations

import pygame

from game.engine import games
from game.ui.capital.table import CapitalBoard
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from tests.ui.capital.helpers import decide, ready
from tests.ui.conftest import non_trivial


def test_human_vs_ai_capital_from_setup_to_results(harness):
    h = harness
    h.app.push(TitleScene(h.app))
    h.frames(2)
    setup = SetupScene(h.app, "capital")
    h.app.push(setup)
    h.frames(2)
    h.click(setup.start_button.rect.center)
    h.frames(2)
    play = h.top
    assert isinstance(play, PlayScene) and isinstance(play.board, CapitalBoard)
    assert [s.kind for s in play.session.seats] == ["human", "ai"]
    kinds: dict[str, int] = {}
    hinted = False
    step = 0
    while not isinstance(h.top, ResultsScene):
        assert h.top is play
        assert h.until(lambda: ready(play), 1500), "the human's turn never came"
        if play.state.is_terminal():
            assert h.until(lambda: isinstance(h.top, ResultsScene), 2000)
            break
        if not hinted and play.board.kind == "build":
            h.key(pygame.K_h)
            assert h.until(lambda: play.board.hint_action is not None, 200)
            assert play.board.hint_text.startswith("Hint")
            hinted = True
        before = len(play.state.history)
        kind = play.board.kind
        decide(h, play, step)
        assert len(play.state.history) > before, f"the human's {kind} was not played"
        assert games.journal_path(play.session.game_id).exists() or play.state.is_terminal()
        kinds[kind] = kinds.get(kind, 0) + 1
        step += 1
        assert step < 200
    assert kinds["pick"] == 6 * 3  # the fourth pick of each era is forced
    assert 12 <= kinds["build"] <= 24  # a build with no affordable place is a forced discard
    assert hinted
    results = h.top
    h.frames(20)
    assert non_trivial(h.app.canvas)
    assert results.winners
    assert "park" in results.categories and "final coins" in results.categories
    for i, bd in enumerate(results.breakdowns):
        assert sum(v for k, v in bd.items() if k != "total") == results.scores[i]
    assert not list(games.games_dir().glob("*.toml"))
