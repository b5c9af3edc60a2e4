"""Play-scene robustness: a failing AI, pause / save and quit, hints, the view controls."""

from __future__ import annotations

import re

import pygame

from game.ui.play import thinking
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene


class BrokenThinker(thinking.RandomThinker):
    def result(self):
        raise RuntimeError("the AI failed: worker died")


def test_a_failing_ai_plays_a_random_move_and_the_game_goes_on(harness, monkeypatch):
    monkeypatch.setattr("game.ui.scenes.play.make_thinker",
                        lambda state, level, seed=None: BrokenThinker(state, level, seed))
    h = harness
    table = [Seat("Ada", "orange", "ai", "easy"), Seat("Basil", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("akropolis", table, 2, {}, autosave=False))
    h.app.push(play)
    assert h.until(lambda: len(play.state.history) >= 2, 600)
    assert "The AI failed" in play.toast


def test_pause_save_and_quit_then_continue(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("akropolis", table, 2, {}))
    h.app.push(play)
    assert h.until(lambda: play.human_seat == 0, 300)
    h.key(pygame.K_ESCAPE)
    pause = h.top
    assert isinstance(pause, PauseScene)
    h.click(pause.widgets.widgets[3].rect.center)  # Save and quit
    h.frames(2)
    title = h.top
    assert isinstance(title, TitleScene)
    assert title.continue_button.enabled
    h.click(title.continue_button.rect.center)
    h.frames(2)
    assert isinstance(h.top, PlayScene)
    assert h.top.session.seats[0].name == "Zoe"


def test_hint_zoom_pan_and_city_tabs(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("akropolis", table, 2, {}, autosave=False))
    h.app.push(play)
    assert h.until(lambda: play.human_seat == 0, 300)
    board = play.board
    h.key(pygame.K_h)
    assert h.until(lambda: play.hinter is None, 300)
    assert board.hint_text.startswith("Hint: take the ")
    assert " rot " not in board.hint_text and not re.search(r"-?\d+,-?\d+", board.hint_text)
    assert board.hint_action in play.state.legal_actions()
    size = board.size
    h.key(pygame.K_PLUS)
    assert board.size > size
    pan = list(board.pan)
    h.key(pygame.K_LEFT)
    assert board.pan != pan
    h.key(pygame.K_TAB)
    assert board.view_seat == 1
    h.click(board.panels[0].center)
    assert board.view_seat == 0
    h.key(pygame.K_1, unicode="1")
    rotation = board.rotation
    h.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert board.rotation != rotation or len(board.candidates) == 0
    h.key(pygame.K_ESCAPE)  # puts the tile back, does not pause
    assert board.selected is None
    assert h.top is play


def test_keyboard_only_placement_with_n_and_p(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("akropolis", table, 6, {}, autosave=False))
    h.app.push(play)
    assert h.until(lambda: play.human_seat == 0, 300)
    board = play.board
    h.key(pygame.K_2, unicode="2")
    first = board.ghost
    h.key(pygame.K_n)
    assert board.ghost is not first
    h.key(pygame.K_p)
    assert board.ghost is first
    h.key(pygame.K_n)
    chosen = board.ghost.action
    h.key(pygame.K_RETURN)
    h.key(pygame.K_RETURN)
    assert play.state.history[0] == (0, str(chosen))


def test_without_the_ai_package_the_player_is_told(harness, monkeypatch):
    monkeypatch.setattr("game.ui.scenes.play.ai_module", lambda: None)
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("akropolis", table, 2, {}, autosave=False))
    h.app.push(play)
    h.frames(2)
    assert "not available" in play.toast
