"""Capital's move log names every seat whose score a move changed (issue 28, F1): the
era's income is paid to every seat after one seat's move."""

from __future__ import annotations

from game.ui.play.moments import Moments
from tests.ui.layout import session_after
from tests.ui.play.test_previews_add_up import said_points


def test_the_move_that_pays_the_income_names_the_other_seat():
    """Move 15 of this game (You place the won milestone) pays Ada's income: +4."""
    moments = Moments.of_session(session_after("capital", 2, 24))
    line = moments.words[14].text
    before, after = moments.states[14], moments.states[15]
    assert [after.scores()[i] - before.scores()[i] for i in range(2)] == [0, 4]
    assert line == ("You won the Saxon Palace and put it in your district. "
                    "Ada +4 (1 from park, 4 from culture, -1 from industry penalty)")


def test_every_score_change_of_a_whole_game_is_in_the_log():
    """A 3-seat game to the end, as the move log shows it: each seat whose score moved
    is named with its change, explained; the others are not given points."""
    session = session_after("capital", 3, None, names="You,Ada,Bo")
    moments = Moments.of_session(session)
    names = [seat.name for seat in session.seats]
    assert len(moments.words) == len(moments.moves) > 100
    others = 0
    for move in moments.words:
        before, after = moments.states[move.number - 1], moments.states[move.number]
        for seat, name in enumerate(names):
            delta = after.scores()[seat] - before.scores()[seat]
            said = said_points(move.text, name, seat == move.seat)
            if not delta:
                assert said is None, (name, move.text)
                continue
            assert said is not None and said[0] == delta, (name, delta, move.text)
            assert sum(int(p.split()[0]) for p in said[1].split(", ")) == delta, move.text
            others += seat != move.seat
    assert others >= 5
