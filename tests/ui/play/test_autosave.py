"""The journal after every action; the title continues it; a damaged one is set aside once."""

from __future__ import annotations

import pygame

from game.engine import paths
from game.engine.journal import load_journal
from game.ui.play.session import GameSession, Seat, continue_offer
from game.ui.scenes.play import PlayScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.harness import Harness
from tests.ui.conftest import _app, non_trivial


def _set_aside_files() -> list[str]:
    return sorted(p.name for p in paths.data_dir().glob("autosave-set-aside-*.toml"))


def test_a_damaged_autosave_is_set_aside_once_and_the_title_still_works(harness):
    paths.autosave_path().write_text('format = "polis-arcade-record"\nversion = 1\ngame = 3\n')
    h = harness
    h.app.push(TitleScene(h.app))
    h.frames(2)
    title = h.top
    kept = _set_aside_files()
    assert len(kept) == 1, "set aside (renamed), not deleted"
    assert kept[0] in title.message
    assert not title.continue_button.enabled
    assert not paths.autosave_path().exists()
    assert non_trivial(h.app.canvas)
    # the next visit to the title says nothing more and offers nothing
    assert continue_offer() == (None, "")
    h.click(title.new_button.rect.center)
    h.frames(2)
    assert isinstance(h.top, SetupScene)


def test_garbage_autosave(harness):
    paths.autosave_path().write_bytes(b"\x00\xff not toml at all [[[")
    h = harness
    h.app.push(TitleScene(h.app))
    h.frames(2)
    assert "set aside" in h.top.message
    assert not h.top.continue_button.enabled
    assert len(_set_aside_files()) == 1


def test_a_journal_that_does_not_replay_is_set_aside(harness):
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("akropolis", table, 11, {})
    session.apply(session.state.legal_actions()[0])
    session.journal.close()
    path = paths.autosave_path()
    text = path.read_text()
    path.write_text(text.replace('text = "take', 'text = "took', 1))
    record, notice = continue_offer()
    assert record is None and "could not be restored" in notice
    assert len(_set_aside_files()) == 1
    assert continue_offer() == (None, "")


def test_every_action_is_in_the_journal_when_apply_returns(harness):
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("capital", table, 3, {})
    for n in range(1, 6):
        session.apply(session.state.legal_actions()[0], think_ms=n)
        record, torn = load_journal(paths.autosave_path())
        assert not torn
        assert record.actions == session.record.actions
        assert len(record.actions) == n and record.actions[-1].think_ms == n
    assert record.replay().to_dict() == session.state.to_dict()


def test_continue_resumes_the_autosaved_game(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("akropolis", table, 11, {"variants": ["garden"]})
    h.app.push(PlayScene(h.app, session))
    assert h.until(lambda: h.top.human_seat == 0, 300)
    board = h.top.board
    h.key(pygame.K_1, unicode="1")
    h.key(pygame.K_RETURN)
    h.key(pygame.K_RETURN)
    assert len(session.state.history) == 1
    assert h.until(lambda: len(session.state.history) == 2 and not board.busy(), 600)
    history = list(session.state.history)
    h.close()

    again = Harness(_app(h.app.options))
    try:
        again.app.push(TitleScene(again.app))
        again.frames(2)
        title = again.top
        assert title.continue_button.enabled, title.message
        again.click(title.continue_button.rect.center)
        again.frames(2)
        play = again.top
        assert isinstance(play, PlayScene)
        assert play.state.history == history
        assert play.session.seats[0].name == "Zoe"
        assert play.session.options == {"variants": ["garden"]}
        assert play.session.record.actions == session.record.actions
    finally:
        again.close()


def test_a_finished_game_goes_to_the_history_and_is_not_offered(harness):
    from game.engine import history

    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("akropolis", table, 5, {})
    while not session.state.is_terminal():
        session.apply(session.state.legal_actions()[0])
    path = session.finish()
    assert path is not None and path.exists()
    assert not paths.autosave_path().exists()
    assert continue_offer() == (None, "")
    entries = history.list_finished()
    assert [e.path for e in entries] == [path]
    assert entries[0].scores == session.state.scores()
    assert session.finish() == path, "finishing twice keeps one history entry"
    assert len(history.list_finished()) == 1
