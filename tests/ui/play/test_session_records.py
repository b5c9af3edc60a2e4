"""The session is its record: undo, Continue and Rematch all work from records."""

from __future__ import annotations

import random

from game.engine import games
from game.engine.journal import load_journal
from game.engine.record import load_record
from game.ui.play.session import GameSession, Seat, continue_offer


def _journal(session):
    """The session's own journal in the games folder."""
    return games.journal_path(session.game_id)


def _table():
    return [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "hard")]


def _play(session, count, rng):
    for _ in range(count):
        session.apply(rng.choice(session.state.legal_actions()),
                      think_ms=None if session.current_seat().kind == "human" else 40)


def test_the_record_follows_every_action_with_seats_and_think_times():
    session = GameSession.new("capital", _table(), 7, {})
    _play(session, 9, random.Random(1))
    record = session.record
    assert [s.player for s in record.seats] == ["human", "ai:hard"]
    assert len(record.actions) == 9
    assert [a.seat for a in record.actions] == [seat for seat, _text in
                                                session.state.history][:9]
    assert record.replay().to_dict() == session.state.to_dict()
    assert all((a.think_ms is None) == (a.seat == 0) for a in record.actions)


def test_undo_is_the_record_minus_its_last_actions():
    session = GameSession.new("akropolis", _table(), 4, {})
    session.reveals = lambda before, after: False
    rng = random.Random(2)
    session.apply(rng.choice(session.state.legal_actions()))  # Zoe
    session.apply(rng.choice(session.state.legal_actions()), think_ms=5)  # Ada
    snapshot = session.undo_target(0)
    assert snapshot is not None and snapshot.history_length == 0
    before = snapshot.state.to_dict()
    assert session.undo(0)
    assert session.record.actions == []
    assert session.state.to_dict() == before
    journal, _torn = load_journal(_journal(session))
    assert journal.actions == []
    _play(session, 2, rng)
    assert load_journal(_journal(session))[0].actions == session.record.actions


def test_undo_is_refused_once_hidden_information_was_revealed():
    session = GameSession.new("akropolis", _table(), 4, {})
    session.reveals = lambda before, after: True
    session.apply(session.state.legal_actions()[0])
    assert session.undo_target(0) is None and not session.undo(0)
    assert len(session.record.actions) == 1


def test_continue_replays_the_journal_and_plays_on():
    session = GameSession.new("ginkgopolis", _table(), 9, {})
    _play(session, 11, random.Random(3))
    session.close()
    record, notice = continue_offer()
    assert notice == "" and record is not None
    resumed = GameSession.resume()
    assert resumed.game_id == session.game_id and resumed.record.actions == record.actions
    assert resumed.state.to_dict() == session.state.to_dict()
    assert [s.to_dict() for s in resumed.seats] == [s.to_dict() for s in session.seats]
    _play(resumed, 3, random.Random(4))
    assert load_journal(_journal(resumed))[0].actions == resumed.record.actions
    assert len(resumed.record.actions) == 14
    resumed.close()
    assert GameSession.resume().state.to_dict() == resumed.state.to_dict()
    assert [g.game_id for g in games.list_games()[0]] == [session.game_id], "one game, not two"


def test_rematch_keeps_seats_and_options_with_a_new_seed():
    session = GameSession.new("akropolis", _table(), 4, {"long_game": True})
    _play(session, 3, random.Random(5))
    again = session.rematch()
    assert again.seed != session.seed
    assert again.options == {"long_game": True}
    assert [s.to_dict() for s in again.seats] == [s.to_dict() for s in session.seats]
    assert again.record.actions == [] and again.record.seed == again.seed
    assert load_journal(_journal(again))[0].seed == again.seed


def test_finish_puts_a_replayable_record_in_the_history():
    session = GameSession.new("capital", _table(), 6, {})
    rng = random.Random(6)
    while not session.state.is_terminal():
        _play(session, 1, rng)
    path = session.finish()
    loaded = load_record(path)
    assert loaded.final_scores == session.state.scores()
    assert loaded.winners == session.state.winners()
    assert loaded.actions == session.record.actions


def test_a_failing_disk_is_reported_not_raised(monkeypatch):
    session = GameSession.new("capital", _table(), 6, {})

    def broken(_entry):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(session.journal, "append", broken)
    session.apply(session.state.legal_actions()[0])
    assert "No space left" in session.save_problem
    assert len(session.record.actions) == 1 and session.journal is None


def test_an_ai_move_written_ahead_survives_its_animation():
    session = GameSession.new("capital", _table(), 8, {})
    rng = random.Random(8)
    action = rng.choice(session.state.legal_actions())
    session.journal_ahead(action, think_ms=120)
    # killed during the animation: the move is already in the journal
    ahead = load_journal(_journal(session))[0]
    assert len(ahead.actions) == 1 and ahead.actions[0].think_ms == 120
    assert session.record.actions == []
    session.apply(action)
    assert len(session.record.actions) == 1 and session.record.actions[0].think_ms == 120
    assert load_journal(_journal(session))[0].actions == session.record.actions


def test_a_different_or_illegal_action_replaces_the_one_written_ahead():
    import pytest

    from game.engine.errors import IllegalAction

    session = GameSession.new("akropolis", _table(), 8, {})
    legal = session.state.legal_actions()
    session.journal_ahead(legal[0], think_ms=5)
    session.apply(legal[1])
    assert load_journal(_journal(session))[0].actions == session.record.actions
    assert session.record.actions[0].text == str(legal[1])
    session.journal_ahead(session.state.legal_actions()[0])
    with pytest.raises(IllegalAction):
        session.apply("take 9 at 99,99 rot 0")
    assert load_journal(_journal(session))[0].actions == session.record.actions
    assert len(session.record.actions) == 1


def test_undo_after_continue_replays_the_record_in_every_game():
    for game in ("akropolis", "capital", "ginkgopolis"):
        session = GameSession.new(game, _table(), 3, {})
        _play(session, 6, random.Random(3))
        resumed = GameSession.from_record(session.record)
        resumed.reveals = lambda before, after: False
        assert resumed.record_describes_state
        seat = resumed.state.current_player
        if resumed.seats[seat].is_ai:
            _play(resumed, 1, random.Random(4))
            seat = resumed.state.current_player
        if resumed.seats[seat].is_ai:
            continue
        kept = len(resumed.record.actions)
        before = resumed.state.to_dict()
        _play(resumed, 2, random.Random(5))
        assert resumed.undo(seat)
        assert len(resumed.record.actions) == kept
        assert resumed.state.to_dict() == before
