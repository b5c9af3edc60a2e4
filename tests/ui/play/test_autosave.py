"""The journal after every action; the title continues it; a damaged one is set aside once.

An ``autosave.toml`` of an earlier version (one game in progress) is moved into the
games folder on the first start, so these tests also cover that migration.
"""

from __future__ import annotations

import pygame

from game.engine import games, paths
from game.engine.journal import load_journal
from game.ui.play.session import GameSession, Seat, continue_offer
from game.ui.scenes.play import PlayScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.harness import Harness
from tests.ui.conftest import _app, non_trivial


def _set_aside_files() -> list[str]:
    return sorted(p.name for p in games.games_dir().glob("*-set-aside-*.toml"))


def _autosave():
    """Where earlier versions kept their one game in progress."""
    return paths.data_dir() / "autosave.toml"


def test_a_damaged_autosave_is_set_aside_once_and_the_title_still_works(harness):
    _autosave().write_text('format = "polis-arcade-record"\nversion = 1\ngame = 3\n')
    h = harness
    h.app.push(TitleScene(h.app))
    h.frames(2)
    title = h.top
    kept = _set_aside_files()
    assert len(kept) == 1, "set aside (renamed), not deleted"
    assert kept[0] in title.message
    assert not title.continue_button.enabled
    assert not _autosave().exists()
    assert not [p for p in games.games_dir().glob("*.toml") if "set-aside" not in p.name]
    assert non_trivial(h.app.canvas)
    # the next visit to the title says nothing more and offers nothing
    assert continue_offer() == (None, "")
    h.click(title.new_button.rect.center)
    h.frames(2)
    assert isinstance(h.top, SetupScene)


def test_garbage_autosave(harness):
    _autosave().write_bytes(b"\x00\xff not toml at all [[[")
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
    session.close()
    path = games.journal_path(session.game_id)
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
        record, torn = load_journal(games.journal_path(session.game_id))
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
    assert not list(games.games_dir().iterdir()), "journal and lock file both gone"
    assert continue_offer() == (None, "")
    entries = history.list_finished()
    assert [e.path for e in entries] == [path]
    assert entries[0].scores == session.state.scores()
    assert session.finish() == path, "finishing twice keeps one history entry"
    assert len(history.list_finished()) == 1


def test_an_old_autosave_moves_into_the_games_folder_and_continues_in_one_click(harness):
    from game.engine.record import write_record

    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("capital", table, 3, {})
    for _ in range(4):
        session.apply(session.state.legal_actions()[0])
    session.close()
    write_record(_autosave(), session.record)  # as an earlier version left it
    games.delete_game(session.game_id)
    h = harness
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(2)
    title = h.top
    assert not _autosave().exists()
    assert len(title.games) == 1 and title.saved is not None
    assert "4 moves played" in title.continue_info()
    moved = title.games[0].game_id
    h.click(title.continue_button.rect.center)
    h.frames(2)
    assert isinstance(h.top, PlayScene)
    assert h.top.session.record.actions == session.record.actions
    assert h.top.session.game_id == moved != session.game_id
