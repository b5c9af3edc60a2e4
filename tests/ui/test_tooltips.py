"""Tooltips: every game's board says in plain words what is under the pointer, and the
shared tooltip shows it (after a short rest) inside the screen."""

from __future__ import annotations

import re

import pygame
import pytest

from game.ui.kit import tooltip
from game.ui.scenes.play import PlayScene
from tests.ui.layout import players, problems, record_frame, session_after

GAMES = ("akropolis", "capital", "ginkgopolis")
#: what an internal form looks like: a snake_case key, a coordinate pair, an id like I-06
INTERNAL = re.compile(r"[a-z]+_[a-z]+|-?\d+,\s?-?\d+\b|\b[A-Z]-\d\d\b|\bSP\b")


def tips_over_screen(board) -> dict[str, tuple[int, int]]:
    """Every distinct tip found on a 12-pixel grid, with a point that shows it."""
    found: dict[str, tuple[int, int]] = {}
    for x in range(0, 1280, 12):
        for y in range(0, 720, 12):
            tip = board.tooltip_at((x, y))
            if tip and tip not in found:
                found[tip] = (x, y)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_each_game_explains_its_elements_in_plain_words(harness, game):
    h = harness
    play = PlayScene(h.app, session_after(game, players(game, 2), 10))
    h.app.push(play)
    h.frames(30)
    found = tips_over_screen(play.board)
    assert len(found) >= 6, f"only {len(found)} different tips"
    for tip in found:
        title, _, body = tip.partition("\n")
        assert title.strip() and body.strip(), tip
        assert not INTERNAL.search(tip), f"internal words in {tip!r}"


@pytest.mark.parametrize("game", GAMES)
def test_the_tip_shows_after_a_rest_inside_the_screen(harness, game):
    h = harness
    play = PlayScene(h.app, session_after(game, players(game, 2), 10))
    h.app.push(play)
    h.frames(30)
    found = tips_over_screen(play.board)
    # the tip nearest the bottom-right corner: the hardest to keep on screen
    tip, point = max(found.items(), key=lambda kv: kv[1][0] + kv[1][1])
    h.move(point)
    h.frames(int(tooltip.DELAY * 60) + 4)
    assert play.board.tip.text == tip
    marks = record_frame(h)
    title = tip.partition("\n")[0]
    drawn = [m for m in marks if m.kind == "text" and m.label == tooltip.layout(tip)[0]]
    assert drawn, f"the tip {title!r} was drawn"
    screen = pygame.Rect(0, 0, 1280, 720)
    assert all(screen.contains(m.rect) for m in drawn)
    tip_problems = [p for p in problems(marks) if title in p]
    assert tip_problems == []


def test_dwell_waits_then_shows_and_resets_on_a_new_tip():
    dwell = tooltip.Dwell()
    assert dwell.update(0.1, "A\nx") is None
    assert dwell.update(tooltip.DELAY, "A\nx") == "A\nx"
    assert dwell.update(0.01, "B\ny") is None
    assert dwell.update(0.01, None) is None


def test_place_keeps_the_tip_inside_the_bounds():
    box = pygame.Rect(0, 0, 300, 120)
    for pointer in [(0, 0), (1279, 719), (1279, 0), (0, 719), (640, 360)]:
        assert tooltip.SCREEN.contains(tooltip.place(box, pointer))


def test_a_disabled_button_looks_disabled_and_says_why(harness):
    from game.ui.kit.widgets import Button, WidgetGroup
    from game.ui.shell.scene import Scene

    class Holder(Scene):
        def __init__(self, app):
            super().__init__(app)
            self.button = Button((500, 300, 200, 50), "Undo (U)", lambda: None)
            self.button.disable("Nothing of yours to take back yet")
            self.widgets = WidgetGroup([self.button])

        def handle(self, event):
            self.widgets.handle(event)

        def update(self, dt):
            self.widgets.update(dt)

        def draw(self, surface):
            surface.fill((0, 0, 0))
            self.widgets.draw(surface)

    h = harness
    scene = Holder(h.app)
    h.app.push(scene)
    h.click(scene.button.rect.center)
    h.frames(int(tooltip.DELAY * 60) + 3)
    marks = record_frame(h)
    words = [m.label for m in marks if m.kind == "text"]
    assert "Nothing of yours to take back yet" in " ".join(words)
    assert scene.widgets.why_tip is not None
    scene.button.enable()
    h.frames(2)
    assert scene.widgets.why_tip is None


@pytest.mark.parametrize("game", GAMES)
def test_undo_looks_disabled_until_there_is_a_move_to_take_back(harness, game):
    from game.ui.table.undo_hint import why_not_undo
    from tests.ui.screens import _any_move

    h = harness
    play = PlayScene(h.app, session_after(game, players(game, 2), 0))
    h.app.push(play)
    h.until(lambda: play.board.human is not None and not play.board.busy(), 2000)
    undo = play.board.menu.undo
    h.frames(2)
    assert not undo.enabled and undo.why == why_not_undo(play) != ""
    _any_move(h, play)
    h.until(lambda: why_not_undo(play) == "" or play.session.state.is_terminal(), 600)
    h.frames(2)
    assert undo.enabled == (why_not_undo(play) == "")
    if game == "akropolis":  # nothing hidden is revealed by a placement: undo can act
        assert undo.enabled


@pytest.mark.parametrize("game", GAMES)
def test_holding_the_question_key_explains_the_keyboard_selection(harness, game):
    from tests.ui.screens import _akropolis_hover, _ginkgo_select

    h = harness
    play = PlayScene(h.app, session_after(game, players(game, 2), 0))
    h.app.push(play)
    board = play.board
    h.until(lambda: board.human is not None and not board.busy(), 2000)
    if game == "akropolis":
        _akropolis_hover(h, board)
    elif game == "capital":
        h.key(pygame.K_1)
    else:
        _ginkgo_select(h, board)
    h.move((640, 5))  # the pointer rests on nothing to explain
    h.frames(int(tooltip.DELAY * 60) + 3)
    assert board.focus_point() is not None
    assert board.tip.text is None
    h.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="?")])
    h.frames(int(tooltip.DELAY * 60) + 3)
    assert board.tip.text == board.tooltip_at(board.focus_point()) is not None
    h.frame([pygame.event.Event(pygame.KEYUP, key=pygame.K_SLASH, mod=0, unicode="?")])
    h.frames(3)
    assert board.tip.text is None


@pytest.mark.parametrize("game", GAMES)
def test_every_results_category_explains_itself(harness, game):
    from game.ui.scenes.results import ResultsScene

    h = harness
    results = ResultsScene(h.app, session_after(game, players(game, 2), None))
    h.app.push(results)
    h.frames(3)
    assert results.row_rects
    for category, rect in results.row_rects:
        tip = results.tooltip_at(rect.center)
        assert tip and tip.startswith(category + "\n") and len(tip) > len(category) + 20, category
    category, rect = results.row_rects[0]
    h.move(rect.center)
    h.frames(int(tooltip.DELAY * 60) + 3)
    assert results.hover_tip == results.tooltip_at(rect.center)
    assert problems(record_frame(h)) == []


def test_hint_says_why_it_cannot_act():
    from types import SimpleNamespace

    from game.ui.kit.widgets import Button
    from game.ui.table.undo_hint import sync_hint, why_no_hint

    seats = [SimpleNamespace(is_ai=False), SimpleNamespace(is_ai=True)]
    scene = SimpleNamespace(state=SimpleNamespace(current_player=1), hinter=None,
                            session=SimpleNamespace(seats=seats))
    button = Button((0, 0, 100, 40), "Hint (H)")
    sync_hint(button, scene)
    assert not button.enabled and "your turn" in button.why
    scene.state.current_player = 0
    sync_hint(button, scene)
    assert button.enabled and why_no_hint(scene) == ""
    scene.hinter = object()
    assert "being worked out" in why_no_hint(scene)
    scene.state.current_player = None
    assert "over" in why_no_hint(scene)
