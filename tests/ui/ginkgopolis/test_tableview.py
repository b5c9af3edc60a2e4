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
        floater = animation._panel_floater(seat, words, (255, 255, 255))
        size = tableview._floater_size(floater.text, floater.width)
        width = text.measure(floater.text, size, True)[0]
        assert panel.left < floater.x - width / 2 and floater.x + width / 2 < panel.right
        assert size >= 16
