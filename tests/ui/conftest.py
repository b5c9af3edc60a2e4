"""UI test helpers: a headless app driven by scripted input, with instant AI seats.

The AI seats use the UI's random stand-in thinker with no thinking delay, so the
tests exercise the UI's own machinery quickly; the real AI is tested in tests/ai.
"""

from __future__ import annotations

import pytest

from game.ui.play import thinking
from game.ui.shell import settings
from game.ui.shell.harness import Harness


class InstantThinker(thinking.RandomThinker):
    """The random stand-in deciding inside ``start`` (no thread): the harness runs
    frames back to back without sleeping, and a thread waiting for the GIL behind them
    (and behind the autosave thread) was once not done after 900 frames (1.2 s)."""

    def start(self) -> None:
        """Decide now."""
        self._run()


def instant_thinker(state, level, seed=None):
    """A random legal action, ready at once."""
    return InstantThinker(state, level, seed)


@pytest.fixture
def fast_ai(monkeypatch):
    """Make every AI seat (and the hint) answer instantly with a random legal action."""
    monkeypatch.setattr(thinking.RandomThinker, "THINK_SECONDS", 0.0)
    monkeypatch.setattr("game.ui.scenes.play.make_thinker", instant_thinker)


@pytest.fixture
def harness(fast_ai):
    """A headless app with fast animations; closed after the test."""
    options = settings.Options(animation_speed=4.0)
    h = Harness(_app(options))
    yield h
    h.close()


def _app(options):
    from game.ui.shell.app import App

    return App(options=options, headless=True)


def non_trivial(surface) -> bool:
    """True when a picture has many colours (not blank, not a single fill)."""
    w, h = surface.get_size()
    colours = {tuple(surface.get_at((x, y))) for x in range(0, w, 9) for y in range(0, h, 9)}
    return len(colours) > 40


@pytest.fixture
def marked():
    """zh-Hant speaks through a made-up catalogue marking every word (tests/ui/marked_words.py);
    English again afterwards."""
    from tests.ui.marked_words import speaking_marked

    with speaking_marked():
        yield
