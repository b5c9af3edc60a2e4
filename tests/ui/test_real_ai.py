"""The play scene with the real AI package behind its non-blocking Thinker.

No wall-time limit: the test waits for each thinker to finish, however long a busy
machine makes it take (``HANG`` guards only against a thinker that never ends), and
the frames it then runs are counted, not timed.
"""

from __future__ import annotations

import pytest

from game.ui.play.session import GameSession, Seat
from game.ui.play.thinking import ai_module
from game.ui.scenes.play import PlayScene
from game.ui.shell import settings
from game.ui.shell.harness import Harness

#: seconds after which a thinker is taken to hang (a guard, never a speed check)
HANG = 600.0


def _finish(thinker) -> None:
    """Block until ``thinker`` has decided (the frame loop would poll it)."""
    assert thinker is not None
    assert thinker.wait(HANG), f"the thinker did not finish within {HANG:.0f} s: it hangs"


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
        thinker = play.thinker
        h.frame()  # the loop goes on while the AI thinks
        assert h.app.ai_thinking_frames > 0 or thinker.done()
        _finish(thinker)
        assert h.until(lambda: len(play.state.history) == 1, 600)  # the move's animation
        assert h.until(lambda: play.human_seat == 1, 600)
        play.request_hint()
        hinter = play.hinter
        _finish(hinter)
        h.frame()
        assert play.hinter is None
        assert "win chance" in play.board.hint_text
        assert play.board.hint_action in play.state.legal_actions()
    finally:
        h.close()
