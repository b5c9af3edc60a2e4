"""Undo of the human's own last action, and pass-and-play hand-offs."""

from __future__ import annotations

import pygame

from game.ui.play.session import GameSession, Seat
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.play import PlayScene


def place_free_tile(h) -> None:
    h.key(pygame.K_1, unicode="1")
    h.key(pygame.K_RETURN)
    h.key(pygame.K_RETURN)


def wait_for_human(h, play) -> None:
    assert h.until(lambda: play.human_seat == play.state.current_player
                   and not play.board.busy(), 600)


def test_undo_takes_back_the_humans_move_until_tiles_are_revealed(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("akropolis", table, 4, {}, autosave=False))
    h.app.push(play)
    wait_for_human(h, play)
    site = list(play.state.site)
    place_free_tile(h)
    wait_for_human(h, play)
    assert len(play.state.history) == 2
    h.key(pygame.K_u)
    assert play.state.history == []
    assert list(play.state.site) == site
    # turn 3 empties the site down to one tile: the refill reveals new tiles
    wait_for_human(h, play)
    place_free_tile(h)
    wait_for_human(h, play)
    place_free_tile(h)
    assert len(play.state.history) == 3
    h.key(pygame.K_u)
    assert len(play.state.history) == 3, "no undo across a refill"
    assert "can no longer be taken back" in play.toast
    assert "a new stack was turned over" in play.toast  # why, in the game's words


def test_two_humans_in_akropolis_get_no_handoff_unless_asked(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Max", "sky", "human")]
    play = PlayScene(h.app, GameSession.new("akropolis", table, 4, {}, autosave=False))
    h.app.push(play)
    h.frames(3)
    assert h.top is play
    h.app.options.handoff_public = True
    play.handoff_seen = None
    play.human_seat = None
    h.frames(2)
    assert isinstance(h.top, HandoffScene)
    assert h.top.player == "Zoe"
    h.click((640, 400))
    h.frames(2)
    assert h.top is play
    place_free_tile(h)
    assert h.until(lambda: isinstance(h.top, HandoffScene), 300)
    assert h.top.player == "Max"


def test_private_information_games_always_hand_off(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Max", "sky", "human")]
    play = PlayScene(h.app, GameSession.new("capital", table, 4, {}, autosave=False))
    h.app.push(play)
    h.frames(2)
    assert isinstance(h.top, HandoffScene)


def test_handoff_ignores_the_release_of_a_click_that_started_before_it(harness):
    h = harness
    h.app.push(HandoffScene(h.app, "Zoe", (230, 159, 0)))
    h.frames(2)
    # Only the release arrives: the press belonged to the previous player's turn.
    h.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 400), button=1)])
    assert isinstance(h.top, HandoffScene)
    h.click((640, 400))
    h.frames(2)
    assert not isinstance(h.top, HandoffScene)
