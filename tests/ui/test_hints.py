"""Hints you can use: the same position gives the same hint, Enter or a click on the
ghost plays it, a move of your own still goes first, and Akropolis holds the view
(and so the ghost) where it was while the hint is shown."""

from __future__ import annotations

import pygame
import pytest

from game import rules
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene, position_key

GAMES = ["akropolis", "capital", "ginkgopolis"]


def _play(harness, game, seed=3):
    others = 2 if game == "ginkgopolis" else 1
    table = [Seat("Zoe", "orange", "human")] + [
        Seat(f"Bot {i}", "sky", "ai", "easy") for i in range(others)]
    play = PlayScene(harness.app, GameSession.new(game, table, seed, {}, autosave=False))
    harness.app.push(play)
    assert harness.until(lambda: play.human_seat == 0 and not play.board.busy(), 600)
    return play


def _hint(harness, play):
    harness.key(pygame.K_h)
    assert harness.until(lambda: play.hinter is None, 600)
    assert play.board.hint_action is not None
    return play.board.hint_action


def test_the_position_key_is_the_positions_not_a_counter():
    state = rules.get("capital").new_game(players=2, seed=4)
    assert position_key(state, 0) == position_key(state.clone(), 0)
    assert position_key(state, 0) != position_key(state, 1)
    moved = state.clone()
    moved.apply(moved.legal_actions()[0])
    assert position_key(moved, moved.current_player) != position_key(state, 0)


@pytest.mark.parametrize("game", GAMES)
def test_the_same_position_gives_the_same_hint(harness, game, monkeypatch):
    seeds = []
    from tests.ui.conftest import instant_thinker

    def recording(state, level, seed=None):
        seeds.append(seed)
        return instant_thinker(state, level, seed)

    monkeypatch.setattr("game.ui.scenes.play.make_thinker", recording)
    play = _play(harness, game)
    hints = {str(_hint(harness, play)) for _ in range(5)}
    words = play.board.hint_text
    assert len(hints) == 1
    thinkers = len(seeds)
    # the hint of a position already asked about comes back at once, word for word
    harness.key(pygame.K_h)
    assert play.hinter is None and play.board.hint_text == words
    # a fresh table at the same position seeds its hint the same way
    again = _play(harness, game)
    assert str(_hint(harness, again)) in hints
    assert seeds[thinkers:thinkers + 1] == seeds[:1]
    assert "Enter" in words and "plays it" in words


@pytest.mark.parametrize("game", GAMES)
def test_enter_plays_the_hinted_move(harness, game):
    play = _play(harness, game)
    action = _hint(harness, play)
    moves = len(play.state.history)
    harness.key(pygame.K_RETURN)
    assert len(play.state.history) == moves + 1
    assert str(play.state.history[-1][1]) == str(action)


def test_a_tile_of_your_own_in_hand_goes_before_the_hint(harness):
    play = _play(harness, "akropolis")
    board = play.board
    action = _hint(harness, play)
    other = next(i for i in range(len(board.table.site)) if i != action[0]
                 and board.affordable(i))
    board.select(other)
    harness.key(pygame.K_RETURN)  # holds your own tile's place (the board's Enter)
    assert not play.state.history or str(play.state.history[-1][1]) != str(action)
    assert board.locked


def _hint_point(board, action):
    from game.ui.akropolis import view_model

    index, q, r, rot = action
    columns = board.table.cities[board.human]
    spaces = view_model.placement_spaces(q, r, rot)
    level = max(len(columns.get(space, [])) for space in spaces) + 1
    x, y = board.top_centre(spaces[0], level)
    return int(x), int(y)


def test_a_click_on_the_akropolis_ghost_plays_it(harness):
    play = _play(harness, "akropolis")
    action = _hint(harness, play)
    moves = len(play.state.history)
    harness.click(_hint_point(play.board, action))
    assert len(play.state.history) == moves + 1
    assert str(play.state.history[-1][1]) == str(action)


def test_the_akropolis_ghost_stays_where_it_is_when_you_take_the_tile(harness):
    play = _play(harness, "akropolis")
    board = play.board
    harness.key(pygame.K_PLUS)  # your own zoom: a re-fit would move everything
    action = _hint(harness, play)
    spot = _hint_point(board, action)
    harness.key(pygame.K_TAB)  # look at the other city, then take the hinted tile
    assert board.view_seat == 1
    harness.key(pygame.K_1 + action[0], unicode=str(action[0] + 1))
    assert board.selected == action[0] and board.view_seat == 0
    assert _hint_point(board, action) == spot
    moves = len(play.state.history)
    harness.click(spot)
    assert len(play.state.history) == moves + 1
    assert str(play.state.history[-1][1]) == str(action)


def test_a_click_on_the_capital_ghost_plays_it(harness):
    play = _play(harness, "capital")
    board = play.board
    assert board.kind == "pick"
    action = _hint(harness, play)
    hand = board.my_hand()
    harness.click(board.card_rect(hand.index(action[1])).center)
    assert str(play.state.history[-1][1]) == str(action)
    for _ in range(6):  # on to a build, war or milestone hint in your district
        assert harness.until(lambda: play.human_seat == 0 and not board.busy(), 900)
        action = _hint(harness, play)
        place = board._hint_place()
        if place is not None:
            break
        harness.key(pygame.K_RETURN)
    else:
        pytest.fail("no hint on your district came up")
    moves = len(play.state.history)
    harness.click(board.cell_rect(place).center)
    assert len(play.state.history) == moves + 1
    assert str(play.state.history[-1][1]) == str(action)


def test_capitals_greyed_undo_says_why_in_the_games_words(harness):
    """Undo is greyed almost all game in Capital: its tooltip and its refusal say why."""
    from game.ui.kit import text, tooltip
    from game.ui.table.undo_hint import why_not_undo

    play = _play(harness, "capital")
    assert why_not_undo(play) == "You have no move to take back yet."
    board = play.board
    board.select(0)
    board.confirm()
    assert harness.until(lambda: play.human_seat == 0 and not board.busy(), 900)
    reason = why_not_undo(play)
    assert "picks were shown together" in reason
    button = board.menu.undo
    harness.move(button.rect.center)
    harness.frames(int(tooltip.DELAY * 60) + 3)
    text.start_recording(harness.app.canvas)
    try:
        harness.frame()
    finally:
        rec = text.stop_recording()
    shown = " ".join(m.label for m in rec.marks if m.kind == "text")
    assert "no longer be taken back" in shown
    harness.key(pygame.K_u)
    assert play.toast == reason
