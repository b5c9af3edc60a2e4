"""Three people at one screen: a hand-off before every private decision, no foreign hand."""

from __future__ import annotations

from game.ui.play.session import GameSession, Seat
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from tests.ui.capital.helpers import decide, ready

NAMES = ["Zoe", "Max", "Ivy"]


def test_three_humans_hand_off_and_never_see_another_hand(harness):
    h = harness
    table = [Seat(name, colour, "human") for name, colour in zip(NAMES, ["orange", "sky", "green"],
                                                                   strict=True)]
    play = PlayScene(h.app, GameSession.new("capital", table, 5, {}, autosave=False))
    h.app.push(play)
    board = play.board
    wrong: list[str] = []
    shown: list[int] = []
    draw = board.draw

    def checked_draw(surface) -> None:
        draw(surface)
        seat = board.hand_drawn_for
        if seat is None:
            return
        shown.append(seat)
        if seat != play.state.current_player or seat != play.human_seat:
            wrong.append(f"drew {NAMES[seat]}'s hand while {play.state.current_player} decides")

    board.draw = checked_draw
    last_handoff: str | None = None
    last_decider: int | None = None
    decisions = handoffs = handoffs_at_last = 0
    while not isinstance(h.top, ResultsScene):
        ok = h.until(lambda: isinstance(h.top, HandoffScene | ResultsScene) or ready(play), 2000)
        assert ok, "stuck"
        if isinstance(h.top, HandoffScene):
            last_handoff = h.top.player
            handoffs += 1
            h.click((640, 400))
            h.frames(2)
            continue
        if isinstance(h.top, ResultsScene) or play.state.is_terminal():
            assert h.until(lambda: isinstance(h.top, ResultsScene), 3000)
            break
        seat = play.state.current_player
        assert last_handoff == NAMES[seat], "a decision without a hand-off to its player"
        if last_decider is not None and last_decider != seat:
            assert handoffs_at_last != handoffs, "no hand-off between two players' decisions"
        if play.board.kind == "pick":
            h.frames(1)
            assert board.hand_drawn_for == seat, "the player to pick cannot see their hand"
        before = len(play.state.history)
        decide(h, play, decisions)
        assert len(play.state.history) > before
        handoffs_at_last = handoffs
        last_decider = seat
        decisions += 1
    assert not wrong, wrong[:3]
    assert set(shown) == {0, 1, 2}
    assert handoffs >= decisions * 0.9
    assert isinstance(h.top, ResultsScene)
