"""Scripted input for Ginkgopolis tests: play one decision with the mouse or the keyboard."""

from __future__ import annotations

import random

import pygame

from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import strip, view_model


def wait_for_human(h, play, frames: int = 900) -> bool:
    """Run frames until a human may decide (True) or the game is over (False)."""
    ok = h.until(lambda: play.state.is_terminal() or (
        play.human_seat == play.state.current_player and play.board.deciding() is not None),
        frames)
    assert ok, "the human's turn never came"
    return not play.state.is_terminal()


def button(board, label_start: str):
    """The strip button whose label starts with ``label_start``."""
    for widget in board.actions.widgets:
        if widget.label.startswith(label_start):
            return widget
    raise AssertionError(f"no '{label_start}' button among "
                         f"{[w.label for w in board.actions.widgets]}")


def decide(h, play, rng: random.Random, by_mouse: bool = True) -> str:
    """Make one legal decision for the human to move through the board; returns its kind."""
    board = play.board
    state = play.state
    seat = state.current_player
    mode = board.mode()
    legal = state.legal_actions()
    if mode == "draft":
        chars = view_model.draft_hand(state, seat)
        i = rng.randrange(len(chars))
        if by_mouse:
            rect = strip.card_rects(len(chars))[i]
            h.click(rect.center)
            assert board.sel_char == chars[i]
            h.click(rect.move(0, -6).center)
        else:
            h.key(pygame.K_1 + i)
            h.key(pygame.K_RETURN)
        return "draft"
    if mode == "choose":
        plays = [a for a in legal if a[0] == A.PLAY]
        with_tile = [a for a in plays if a[2] >= 0]
        if A.NEWHAND_ACT in legal and rng.random() < 0.08:
            length = len(play.state.history)
            h.click(button(board, "New Hand").rect.center)
            assert len(play.state.history) == length, "New Hand asks first"
            h.click(button(board, "Sure?").rect.center)
            return "newhand"
        action = rng.choice(with_tile) if with_tile and rng.random() < 0.7 else rng.choice(plays)
        cards = view_model.hand(state, seat)
        i = cards.index(action[1])
        if by_mouse:
            h.click(strip.card_rects(len(cards))[i].center)
        else:
            h.key(pygame.K_1 + i)
        assert board.sel_card == action[1]
        if action[2] >= 0:
            tiles = view_model.screen_tiles(state, seat)
            j = tiles.index(action[2])
            h.click(strip.tile_rects(len(tiles))[j].center)
            assert board.sel_tile == action[2]
        preview = board.current_preview()
        assert preview is not None and preview.legal
        if by_mouse:
            h.click(board.actions.widgets[0].rect.center)
        else:
            h.key(pygame.K_RETURN)
        return "play"
    if mode == "take":
        h.click(button(board, rng.choice(["Resource", "Tile"])).rect.center)
        return "take"
    if mode == "token":
        spaces = board.token_spaces()
        target = rng.choice(spaces)
        h.click(board.geo.cell(target).center)
        return "token"
    if mode == "return":
        tiles = view_model.screen_tiles(state, seat)
        if tiles and rng.random() < 0.5:
            j = rng.randrange(len(tiles))
            h.click(strip.tile_rects(len(tiles))[j].center)
            return "return"
        h.click(button(board, "Done").rect.center)
        return "return done"
    raise AssertionError(f"unexpected mode {mode}")
