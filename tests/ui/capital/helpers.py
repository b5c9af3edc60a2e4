"""Scripted input for Capital decisions: everything goes through clicks and keys."""

from __future__ import annotations

import pygame

from game.ui.capital.layout import GRID


def ready(play) -> bool:
    """The human to move may act now (or the game is over)."""
    if play.state.is_terminal():
        return True
    return (play.human_seat == play.state.current_player and not play.animating
            and not play.board.busy())


def click_cell(h, board, pos) -> None:
    """Click a district place in the main view."""
    rect = board.cell_rect(pos)
    assert GRID.collidepoint(rect.center), f"{pos} is off the grid"
    h.click(rect.center)


def decide(h, play, step: int) -> None:
    """Make the human's current decision by mouse or keyboard (varies with ``step``)."""
    board = play.board
    kind = board.kind
    by_mouse = step % 3 != 2
    if kind == "pick":
        i = step % len(board.my_hand())
        if by_mouse:
            h.click(board.card_rect(i).center)
            assert board.selected == i
            h.click(board.card_rect(i).move(0, -8).center)
        else:
            h.key(pygame.K_1 + i)
            h.key(pygame.K_RETURN)
    elif kind == "build":
        if step % 5 == 4 or not board.targets:
            h.key(pygame.K_d)
            return
        targets = sorted(board.targets)
        pos = targets[step % len(targets)]
        if step % 2:
            h.key(pygame.K_r)
        on_hint = play.hint_ready() is not None and board.hint_hit(board.cell_rect(pos).center)
        before = len(play.state.history)
        click_cell(h, board, pos)
        if on_hint:  # a click on the hint's ghost plays the hinted move at once
            assert len(play.state.history) > before or play.animating
            return
        assert board.locked == pos
        if by_mouse:
            click_cell(h, board, pos)
        else:
            h.key(pygame.K_RETURN)
    elif kind in ("war", "milestone"):
        pos = sorted(board.targets)[0]
        click_cell(h, board, pos)
        assert board.locked == pos
        if by_mouse:
            h.click(board.confirm_button.rect.center)
        else:
            h.key(pygame.K_RETURN)
    elif kind in ("economics", "exchange", "shrink"):
        dialog = board.dialog
        assert dialog is not None, f"no dialog for {kind}"
        buttons = [w for w in dialog.widgets.widgets if w.enabled]
        h.click(buttons[-1].rect.center)
    else:
        raise AssertionError(f"unknown decision {kind}")
