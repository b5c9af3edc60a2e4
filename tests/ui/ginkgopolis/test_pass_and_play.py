"""Pass-and-play: a hand-off before every private decision, and no other seat's hand drawn."""

from __future__ import annotations

import random

from game.ui.ginkgopolis import panels, tableview
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from tests.ui.ginkgopolis.driver import decide


def test_three_humans_hand_off_before_every_decision_and_see_only_their_own(harness,
                                                                              monkeypatch):
    h = harness
    names = ["Zoe", "Max", "Ida"]
    table = [Seat(n, c, "human") for n, c in zip(names, ["orange", "sky", "green"], strict=True)]
    play = PlayScene(h.app, GameSession.new("ginkgopolis", table, 21, {}, autosave=False))
    board = play.board
    hands_drawn: list[tuple[int, int | None, int | None, bool]] = []
    original = tableview.draw_private

    def spy_hand(look, surface, seat):
        hands_drawn.append((seat, play.human_seat, play.state.current_player, h.top is play))
        original(look, surface, seat)

    monkeypatch.setattr(tableview, "draw_private", spy_hand)
    choices_drawn: list[tuple[int, int | None]] = []
    backs_drawn = 0
    original_panel = panels.draw_panel

    def spy_panel(surface, state, rect, info, *args):
        nonlocal backs_drawn
        if args[-1] is not None:  # a face-down choice drawn face up
            choices_drawn.append((info.seat, board.viewer()))
        elif info.has_choice:
            backs_drawn += 1
        original_panel(surface, state, rect, info, *args)

    monkeypatch.setattr(panels, "draw_panel", spy_panel)
    h.app.push(play)
    rng = random.Random(5)
    handed_to: str | None = None
    decisions = handoffs = 0
    previous: int | None = None
    for _ in range(2000):
        ready = h.until(lambda: isinstance(h.top, HandoffScene | ResultsScene)
                        or (h.top is play and play.board.deciding() is not None), 900)
        assert ready, "neither a hand-off nor a decision came"
        if isinstance(h.top, ResultsScene):
            break
        if isinstance(h.top, HandoffScene):
            handed_to = h.top.player
            handoffs += 1
            h.click((640, 400))
            continue
        seat = play.state.current_player
        if seat != previous:
            assert handed_to == names[seat], "a new player decided without a hand-off"
        handed_to = None
        previous = seat
        before = len(play.state.history)
        decide(h, play, rng, by_mouse=True)
        assert len(play.state.history) == before + 1
        decisions += 1
    assert isinstance(h.top, ResultsScene), "the game did not finish"
    assert decisions >= 20 and handoffs >= decisions // 2
    assert hands_drawn, "the deciding player's hand was drawn"
    for seat, human_seat, current, on_top in hands_drawn:
        assert on_top, "a hand was drawn under the hand-off screen"
        assert seat == human_seat == current, "a hand was drawn for someone not deciding"
    assert backs_drawn > 0, "chosen cards show face down"
    assert all(seat == viewer for seat, viewer in choices_drawn)
