"""Autosave after every action; the title continues it; a damaged one gets a clear message."""

from __future__ import annotations

import pygame

from game.engine import paths
from game.ui.autosaver import SAVER
from game.ui.harness import Harness
from game.ui.scenes.play import PlayScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.session import GameSession, Seat
from tests.ui.conftest import _app, non_trivial


def test_a_damaged_autosave_shows_a_message_and_the_title_still_works(harness):
    paths.autosave_path().write_text('format = "polis-arcade-save"\nversion = 1\ngame = 3\n')
    h = harness
    h.app.push(TitleScene(h.app))
    h.frames(2)
    title = h.top
    assert "autosave.toml" in title.message
    assert "game" in title.message
    assert not title.continue_button.enabled
    assert non_trivial(h.app.canvas)
    h.click(title.new_button.rect.center)
    h.frames(2)
    assert isinstance(h.top, SetupScene)


def test_garbage_autosave(harness):
    paths.autosave_path().write_bytes(b"\x00\xff not toml at all [[[")
    h = harness
    h.app.push(TitleScene(h.app))
    h.frames(2)
    assert h.top.message.startswith("The autosave cannot be continued: ")
    assert not h.top.continue_button.enabled


def test_continue_resumes_the_autosaved_game(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("akropolis", table, 11, {"variants": ["garden"]})
    h.app.push(PlayScene(h.app, session))
    assert h.until(lambda: h.top.human_seat == 0, 300)
    board = h.top.board
    h.key(pygame.K_1, unicode="1")
    h.key(pygame.K_RETURN)
    h.key(pygame.K_RETURN)
    assert len(session.state.history) == 1
    assert h.until(lambda: len(session.state.history) == 2 and not board.busy(), 600)
    SAVER.flush()
    history = list(session.state.history)
    h.close()

    again = Harness(_app(h.app.options))
    try:
        again.app.push(TitleScene(again.app))
        again.frames(2)
        title = again.top
        assert title.continue_button.enabled, title.message
        again.click(title.continue_button.rect.center)
        again.frames(2)
        play = again.top
        assert isinstance(play, PlayScene)
        assert play.state.history == history
        assert play.session.seats[0].name == "Zoe"
        assert play.session.options == {"variants": ["garden"]}
    finally:
        again.close()
