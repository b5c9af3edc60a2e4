"""The play scene with the real AI package behind its non-blocking Thinker."""

from __future__ import annotations

import pytest

from game.ui.play.session import GameSession, Seat
from game.ui.play.thinking import ai_module
from game.ui.scenes.play import PlayScene
from game.ui.shell import settings
from game.ui.shell.harness import Harness


@pytest.mark.skipif(ai_module() is None, reason="the AI package is not available")
def test_a_real_ai_seat_moves_without_blocking_the_loop():
    from game.ui.shell.app import App

    h = Harness(App(options=settings.Options(animation_speed=4.0), headless=True))
    try:
        table = [Seat("Ada", "orange", "ai", "beginner"), Seat("Zoe", "sky", "human")]
        play = PlayScene(h.app, GameSession.new("akropolis", table, 8, {}, autosave=False))
        h.app.push(play)
        h.frame()
        assert play.thinker is not None
        assert h.until(lambda: len(play.state.history) == 1, 3000, real_sleep=0.005)
        assert h.app.ai_thinking_frames > 0
        assert h.until(lambda: play.human_seat == 1, 600)
        play.request_hint()
        assert h.until(lambda: play.hinter is None, 3000, real_sleep=0.005)
        assert "win chance" in play.board.hint_text
        assert play.board.hint_action in play.state.legal_actions()
    finally:
        h.close()
