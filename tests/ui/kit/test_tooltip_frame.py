"""Tips are drawn last and only for the top scene; none for a control hidden under the
move log or the replay's controls; none left over a button that moved away."""

from __future__ import annotations

import pygame

from game.ui.kit import keys, tooltip, widgets
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.play import PlayScene
from tests.ui.layout import players, problems, record_frame, session_after


def _tips(marks):
    return [m for m in marks if m.kind == "tip"]


def _rest_on_undo(h, play) -> Button:
    undo = play.board.menu.undo
    h.move(undo.rect.center)
    h.frames(40)
    return undo


def test_a_tip_is_drawn_over_the_open_move_log_and_not_under_the_pause_menu(harness):
    h = harness
    play = PlayScene(h.app, session_after("capital", 2, 6))
    h.app.push(play)
    h.frames(30)
    h.key(keys.code("moves"))
    assert play.log.is_open
    _rest_on_undo(h, play)
    marks = record_frame(h)
    assert len(_tips(marks)) == 1, "Undo is greyed: its tip says why"
    assert problems(marks) == []  # nothing, the log included, is drawn over the tip
    h.app.push(PauseScene(h.app, play))
    h.frames(20)
    assert _tips(record_frame(h)) == [], "the game's tip does not show under the pause menu"


def test_no_tip_of_the_board_beneath_the_replay_controls(harness):
    from game.ui.play.moments import Moments
    from game.ui.scenes.replay import BAR, ReplayScene

    h = harness
    moments = Moments.of_session(session_after("ginkgopolis", players("ginkgopolis", 3), 25))
    replay = ReplayScene(h.app, moments, 12)
    h.app.push(replay)
    h.frames(10)
    hint = replay.still.board.menu.hint
    assert BAR.colliderect(hint.rect), "the board's Hint button is under the replay's bar"
    h.move(hint.rect.center)
    h.frames(40)
    assert _tips(record_frame(h)) == []


def test_a_tip_does_not_stay_over_a_button_that_moved_away():
    where = {"pointer": (50, 20)}
    old = widgets.pointer
    widgets.pointer = lambda: where["pointer"]
    try:
        button = Button((0, 0, 100, 40), "Discard", lambda: None)
        button.enabled, button.why = False, "You have nothing to discard."
        group = WidgetGroup([button])
        group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 20), rel=(0, 0),
                                        buttons=(0, 0, 0)))
        for _ in range(40):
            group.update(1 / 60)
        assert group.why_tip is not None
        button.rect.topleft = (300, 300)  # the layout changed under the resting pointer
        group.update(1 / 60)
        assert group.why_tip is None and not button.hover
    finally:
        widgets.pointer = old


def test_tips_outside_a_frame_of_the_app_are_drawn_at_once():
    surface = pygame.Surface((400, 300))
    box = tooltip.draw_tip(surface, "Title\nwords", (20, 20))
    assert box is not None and surface.get_at(box.center)[:3] != (0, 0, 0)


def test_a_long_name_in_a_tip_title_wraps_whole():
    name = "Palace of Culture and Science, the tallest building of the city"
    titles, _, box = tooltip.layout_full(f"{name}\nA milestone.")
    assert " ".join(titles) == name and len(titles) > 1
    assert box.h > tooltip.layout_full("Metro\nA milestone.")[2].h
