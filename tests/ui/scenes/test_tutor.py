"""The tutor ("warn me before a mistake"): off by default; when on, a move the analysis
calls a blunder is asked about (never naming the better one), others are played."""

from __future__ import annotations

from ai.mcts import Candidate
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene
from game.ui.shell import settings
from tests.ui.conftest import InstantThinker


class Judging(InstantThinker):
    """A thinker whose analysis rates the first legal move far above every other."""

    def analysis(self):
        actions = self._state.legal_actions()
        best = Candidate(actions[0], str(actions[0]), 0.6, 0.9, 20.0)
        rest = [Candidate(a, str(a), 0.4 / len(actions), 0.1, -20.0) for a in actions[1:]]
        return [best, *rest]


def _play(h, monkeypatch, tutor):
    monkeypatch.setattr("game.ui.scenes.play.make_thinker",
                        lambda state, level, seed=None: Judging(state, level, seed))
    h.app.options = settings.Options(animation_speed=4.0, tutor=tutor)
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("akropolis", table, 2, {}, autosave=False))
    h.app.push(play)
    assert h.until(lambda: play.human_seat == 0, 300)
    return play


def test_off_by_default():
    assert settings.Options().tutor is False


def test_a_blunder_is_asked_about_and_can_be_played_or_not(harness, monkeypatch):
    h = harness
    play = _play(h, monkeypatch, tutor=True)
    moves = len(play.state.history)
    actions = play.state.legal_actions()
    assert play.submit(actions[-1]) is False          # checked first, in the background
    assert h.until(lambda: h.top is not play, 300)
    dialog = h.top
    assert dialog.name == "tutor"
    think_again, play_it = dialog.widgets.widgets
    h.click(think_again.rect.center)
    assert h.top is play and len(play.state.history) == moves
    play.submit(actions[-1])
    assert h.until(lambda: h.top is not play, 300)
    h.click(h.top.widgets.widgets[1].rect.center)     # Play it
    assert h.until(lambda: len(play.state.history) > moves, 300)
    assert play.state.history[moves][1] == str(actions[-1])


def test_a_good_move_is_played_after_the_check(harness, monkeypatch):
    h = harness
    play = _play(h, monkeypatch, tutor=True)
    moves = len(play.state.history)
    best = play.state.legal_actions()[0]
    play.submit(best)
    assert h.until(lambda: len(play.state.history) > moves, 300)
    assert all(scene.name != "tutor" for scene in h.app.stack.scenes)


def test_without_the_option_no_check(harness, monkeypatch):
    h = harness
    play = _play(h, monkeypatch, tutor=False)
    moves = len(play.state.history)
    assert play.submit(play.state.legal_actions()[-1]) is True
    assert len(play.state.history) == moves + 1
