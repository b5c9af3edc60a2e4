"""Several games in progress: New game keeps them, Continue lists them, two windows."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from game.engine import games, history
from game.engine.journal import load_journal
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.continue_list import ContinueScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.harness import Harness
from tests.ui.conftest import _app, non_trivial

SHOTS = Path("/tmp/dataA")


def _table():
    return [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]


def _started(game, seed, moves):
    session = GameSession.new(game, _table(), seed, {})
    rng = random.Random(seed)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _shot(h, name):
    h.frames(40)  # past the fade between scenes
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(h.app.canvas, str(SHOTS / name))


def test_a_new_game_keeps_the_games_in_progress():
    first = _started("capital", 1, 4)
    first.close()
    second = _started("akropolis", 2, 3)
    third = GameSession.new("ginkgopolis", _table(), 3, {})
    second.close()
    third.close()
    found, _ = games.list_games()
    assert {g.game_id for g in found} == {first.game_id, second.game_id, third.game_id}
    by_id = {g.game_id: g for g in found}
    assert by_id[first.game_id].record.actions == first.record.actions
    assert by_id[second.game_id].moves == 3 and by_id[third.game_id].moves == 0


def test_continue_lists_games_newest_first_opens_one_and_deletes_after_asking(harness):
    h = harness
    older = _started("capital", 4, 5)
    older.close()
    stamp = 1_700_000_000
    os.utime(games.journal_path(older.game_id), (stamp, stamp))
    newer = _started("akropolis", 5, 2)
    newer.close()
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(2)
    title = h.top
    assert title.continue_button.enabled and title.saved is None
    assert "2 games in progress" in title.continue_info()
    _shot(h, "title_two_games.png")
    h.click(title.continue_button.rect.center)
    h.frames(2)
    listing = h.top
    assert isinstance(listing, ContinueScene)
    assert [g.game_id for g in listing.items] == [newer.game_id, older.game_id]
    h.frames(2)
    assert non_trivial(h.app.canvas)
    _shot(h, "continue_list.png")
    # Delete asks first; "Keep it" keeps it
    delete = [b for b in listing.widgets.widgets if b.label == "Delete"]
    h.click(delete[1].rect.center)
    h.frames(2)
    assert listing.asking is not None and listing.asking.game_id == older.game_id
    _shot(h, "continue_delete_asks.png")
    keep = next(b for b in listing.widgets.widgets if b.label == "Keep it")
    h.click(keep.rect.center)
    h.frames(1)
    assert listing.asking is None and games.journal_path(older.game_id).exists()
    delete = [b for b in listing.widgets.widgets if b.label == "Delete"]
    h.click(delete[1].rect.center)
    h.frames(1)
    confirm = next(b for b in listing.widgets.widgets if b.label == "Delete")
    h.click(confirm.rect.center)
    h.frames(1)
    assert not games.journal_path(older.game_id).exists()
    assert [g.game_id for g in listing.items] == [newer.game_id]
    assert "deleted" in listing.message
    # open the one left
    opened = next(b for b in listing.widgets.widgets if b.label == "Open")
    h.click(opened.rect.center)
    h.frames(2)
    assert isinstance(h.top, PlayScene)
    assert h.top.session.game_id == newer.game_id
    assert h.top.session.record.actions == newer.record.actions


def test_two_windows_on_one_folder_never_write_the_same_game(harness):
    h = harness
    playing = _started("capital", 6, 3)  # window A plays it (its lock held)
    waiting = _started("akropolis", 7, 2)
    waiting.close()
    other = Harness(_app(h.app.options))  # window B: its own scenes and locks
    try:
        other.app.push(TitleScene(other.app, attract=False))
        other.frames(2)
        title = other.top
        assert len(title.games) == 2
        other.click(title.continue_button.rect.center)
        other.frames(2)
        listing = other.top
        busy = {g.game_id: g.busy for g in listing.items}
        assert busy == {playing.game_id: True, waiting.game_id: False}
        other.frames(1)
        _shot(other, "continue_busy.png")
        with pytest.raises(games.GameBusy):
            GameSession.open(playing.game_id)
        row = [g.game_id for g in listing.items].index(playing.game_id)
        opens = [b for b in listing.widgets.widgets if b.label == "Open"]
        assert not opens[row].enabled
        # B plays the other game while A plays on: both journals grow
        b_session = GameSession.open(waiting.game_id)
        rng = random.Random(8)
        for _ in range(3):
            playing.apply(rng.choice(playing.state.legal_actions()))
            b_session.apply(rng.choice(b_session.state.legal_actions()))
        assert load_journal(games.journal_path(playing.game_id))[0].actions \
            == playing.record.actions
        assert load_journal(games.journal_path(waiting.game_id))[0].actions \
            == b_session.record.actions
        # A finishes its game: B's journal is untouched, the history has A's game once
        while not playing.state.is_terminal():
            playing.apply(rng.choice(playing.state.legal_actions()))
        assert playing.finish() is not None
        assert load_journal(games.journal_path(waiting.game_id))[0].actions \
            == b_session.record.actions
        assert [e.path for e in history.list_finished()] == [playing.history_path]
        b_session.close()
    finally:
        other.close()


HOLDER = textwrap.dedent("""
    import random, sys
    from game.ui.play.session import GameSession, Seat
    seats = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("capital", seats, 9, {})
    session.apply(session.state.legal_actions()[0])
    print(session.game_id, flush=True)
    sys.stdin.read()
""")


def test_a_game_open_in_another_process_is_busy_until_that_process_is_killed():
    child = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, env=dict(os.environ))
    try:
        game_id = child.stdout.readline().decode().strip()
        assert games.GAME_ID.match(game_id)
        found, _ = games.list_games()
        assert [(g.game_id, g.busy, g.moves) for g in found] == [(game_id, True, 1)]
        with pytest.raises(games.GameBusy):
            GameSession.open(game_id)
        with pytest.raises(games.GameBusy):
            games.delete_game(game_id)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    session = GameSession.open(game_id)  # the kill left no lock behind
    assert len(session.record.actions) == 1
    session.close()


def test_games_and_history_folders_that_are_files_give_one_line_not_a_crash():
    from game.engine import paths

    (paths.data_dir() / "games").write_text("not a folder")
    (paths.data_dir() / "history").write_text("nor this")
    with pytest.raises(OSError):
        games.list_games()
    session = _started("akropolis", 10, 2)  # plays on, unsaved, and says so
    assert session.journal is None and "Autosave failed" in session.save_problem
    assert "\n" not in session.save_problem
    assert history.stats("akropolis", "easy").played == 0
    rng = random.Random(10)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    assert session.finish() is None
    assert "could not be kept in the history" in session.save_problem
    session.close()


def test_the_title_says_one_line_when_the_games_folder_is_a_file(harness):
    from game.engine import paths

    (paths.data_dir() / "games").write_text("not a folder")
    h = harness
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(2)
    title = h.top
    assert not title.continue_button.enabled
    assert "games in progress cannot be read" in title.message and "\n" not in title.message


def test_a_new_game_whose_lock_file_cannot_be_made_plays_on_unsaved(monkeypatch):
    monkeypatch.setattr(games, "new_game_id", lambda now=None: "20261202-000000-0badf00d")
    games.lock_path("20261202-000000-0badf00d").mkdir(parents=True)
    session = _started("akropolis", 11, 2)
    assert session.journal is None and len(session.record.actions) == 2
    assert "not being saved" in session.save_problem and "\n" not in session.save_problem
