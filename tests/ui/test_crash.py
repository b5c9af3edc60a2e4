"""The app's safety net: a failing scene shows the error screen, a crash report is written,
the game's journal is kept and the title offers to continue it."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.engine import games, paths
from game.engine.journal import load_journal
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.crash import CrashScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import non_trivial


def _broken_play(h):
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("capital", table, 5, {})
    rng = random.Random(5)
    for _ in range(4):
        session.apply(rng.choice(session.state.legal_actions()))
    play = PlayScene(h.app, session)
    h.app.push(play)
    h.frames(2)

    def explode(_dt):
        raise KeyError("a bug in a scene\nsecond line")

    play.update = explode
    return session


def test_a_failing_scene_shows_the_error_screen_and_keeps_the_game(harness):
    h = harness
    session = _broken_play(h)
    h.frames(1)
    crash = h.top
    assert isinstance(crash, CrashScene)
    assert len(h.app.stack.scenes) == 1
    assert "a bug in a scene" in crash.message and "\n" not in crash.message
    report = Path(crash.report)
    assert report.parent == paths.data_dir() and report.exists()
    text = report.read_text()
    assert "Traceback" in text and "a bug in a scene" in text and "capital" in text
    assert crash.game_kept and any("Continue" in line for line in crash.lines())
    h.frames(2)
    assert non_trivial(h.app.canvas)
    record, _torn = load_journal(games.journal_path(session.game_id))
    assert record.actions == session.record.actions
    # back to the title: the kept game is offered
    h.key(pygame.K_RETURN)
    h.frames(2)
    title = h.top
    assert isinstance(title, TitleScene)
    assert title.continue_button.enabled, title.message


def test_a_failure_while_drawing_is_caught_too(harness):
    h = harness
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(1)

    def explode(_surface):
        raise RuntimeError("draw failed")

    h.top.draw = explode
    h.frames(2)
    assert isinstance(h.top, CrashScene)
    assert not h.top.game_kept
    assert "draw failed" in h.top.message
