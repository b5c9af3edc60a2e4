"""What the Ginkgopolis table draws over the track: the floating gains."""

from __future__ import annotations

from game.ui.ginkgopolis import outcome, tableview
from game.ui.kit import text
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene


def test_a_floating_gain_stays_inside_its_panel(harness):
    """The longest gain ('+2 resources  -1 tile  +3 success points') floats inside its
    seat's panel, drawn smaller when it would not fit (it once ran off the window's
    right edge)."""
    h = harness
    seats = [Seat("You", "orange", "human"), Seat("Ada", "sky", "ai", "easy"),
             Seat("Bo", "green", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("ginkgopolis", seats, 3, {}, autosave=False))
    h.app.push(play)
    h.frames(2)
    animation = play.board.animation
    words = outcome.net_text(2, -1, 3)
    for seat, panel in enumerate(animation.panels):
        floater = animation.float_on_panel(seat, words, (255, 255, 255))
        size = tableview._floater_size(floater.text, floater.width)
        width = text.measure(floater.text, size, True)[0]
        assert panel.left < floater.x - width / 2 and floater.x + width / 2 < panel.right
        assert size >= 16


def test_gains_float_up_from_the_panels_in_play(harness):
    """In a game played by input, what each seat gained floats up from its panel (the
    floaters were once added to a list that was thrown away, and none ever showed)."""
    from random import Random

    from tests.ui.ginkgopolis.driver import decide

    h = harness
    seats = [Seat("You", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("ginkgopolis", seats, 2, {}, autosave=False))
    h.app.push(play)
    shown: list[str] = []

    def human_turn() -> bool:
        shown.extend(f.text for f in play.board.animation.floaters)
        return play.state.is_terminal() or (
            play.human_seat == play.state.current_player and play.board.deciding() is not None)

    rng = Random(3)
    for _ in range(12):
        assert h.until(human_turn, 3000), "the human's turn never came"
        if play.state.is_terminal():
            break
        decide(h, play, rng)
    assert any(words[0] in "+-" for words in shown), "no gain floated up"
