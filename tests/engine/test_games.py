"""The games folder: several games in progress, each its own journal and lock."""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import games, history, paths
from game.engine.errors import UserFileError
from game.engine.journal import Journal
from game.engine.record import SeatEntry, new_record, write_record
from tests.engine.record_play import play_randomly

SEATS = [SeatEntry("You", "human", "orange"), SeatEntry("Ada", "ai:easy", "sky")]


def in_progress(game="akropolis", seed=1, moves=5, age=0):
    """A journal of ``moves`` random actions, last written ``age`` minutes ago; its id."""
    record = new_record(game, SEATS, seed, {})
    play_randomly(record, random.Random(seed), length=moves)
    game_id = games.new_game_id(datetime.now() - timedelta(minutes=age))
    Journal.start(games.journal_path(game_id), record).close()
    stamp = (datetime.now() - timedelta(minutes=age)).timestamp()
    os.utime(games.journal_path(game_id), (stamp, stamp))
    return game_id, record


def test_ids_have_a_fixed_length_and_are_unique():
    ids = {games.new_game_id() for _ in range(500)}
    assert len(ids) == 500 and {len(i) for i in ids} == {24}
    assert all(games.GAME_ID.match(i) for i in ids)


def test_games_are_listed_newest_first_with_their_moves():
    old, old_record = in_progress("capital", 1, 3, age=90)
    new, _ = in_progress("akropolis", 2, 7, age=1)
    middle, _ = in_progress("ginkgopolis", 3, 0, age=30)
    found, notices = games.list_games()
    assert notices == []
    assert [g.game_id for g in found] == [new, middle, old]
    assert [g.moves for g in found] == [7, 0, 3]
    assert found[2].record.actions == old_record.actions
    assert not any(g.busy for g in found)
    assert not list(games.games_dir().glob("*.lock")), "listing leaves no lock files"


def test_a_game_open_in_another_window_is_listed_busy_and_cannot_be_opened_or_deleted():
    mine, record = in_progress(seed=4)
    other, _ = in_progress(seed=5, age=5)
    window = games.claim(mine)  # the first window plays it (a lock of its own)
    try:
        found, _ = games.list_games()
        assert {g.game_id: g.busy for g in found} == {mine: True, other: False}
        assert found[0].record.actions == record.actions, "a busy game is still described"
        with pytest.raises(games.GameBusy, match="open in another window"):
            games.open_game(mine)
        with pytest.raises(games.GameBusy):
            games.delete_game(mine)
        # the other game can be played at the same time
        opened, lock = games.open_game(other)
        assert lock.held
        lock.release()
    finally:
        window.release()
    opened, lock = games.open_game(mine)
    assert opened.actions == record.actions
    lock.release()


def test_delete_removes_only_that_game():
    first, _ = in_progress(seed=6)
    second, _ = in_progress(seed=7)
    games.delete_game(first)
    assert [g.game_id for g in games.list_games()[0]] == [second]
    assert not games.lock_path(first).exists()
    with pytest.raises(UserFileError, match="no longer in progress"):
        games.open_game(first)


def test_a_journal_whose_game_is_in_the_history_is_never_offered():
    game_id, record = in_progress(seed=8, moves=6)
    finished = new_record(record.game, record.seats, record.seed, {})
    finished.started = record.started
    finished.actions = list(record.actions)
    state = play_randomly(finished, random.Random(99))
    finished.finished(state)
    kept = history.add_finished(finished, games.key_of(game_id))
    assert history.holds(games.key_of(game_id), record) == kept
    assert games.list_games() == ([], [])
    assert not games.journal_path(game_id).exists()
    assert [e.path for e in history.list_finished()] == [kept], "not put in twice"


def test_the_same_key_for_another_game_does_not_hide_a_journal():
    game_id, record = in_progress(seed=9)
    other = new_record("capital", SEATS, 123, {})
    other.finished(play_randomly(other, random.Random(1)))
    history.add_finished(other, games.key_of(game_id))
    assert [g.game_id for g in games.list_games()[0]] == [game_id]


def test_a_finished_journal_goes_to_the_history_once():
    record = new_record("akropolis", SEATS, 10, {})
    play_randomly(record, random.Random(10))
    game_id = games.new_game_id()
    Journal.start(games.journal_path(game_id), record).close()
    assert games.list_games() == ([], [])
    assert not games.journal_path(game_id).exists()
    assert len(history.list_finished()) == 1
    assert games.list_games() == ([], [])
    assert len(history.list_finished()) == 1
    assert history.stats("akropolis", "easy").played == 1


def test_a_journal_that_does_not_replay_is_set_aside_once():
    game_id, _ = in_progress(seed=11)
    path = games.journal_path(game_id)
    path.write_text(path.read_text().replace('text = "', 'text = "x', 1))
    found, notices = games.list_games()
    assert found == [] and len(notices) == 1 and "set aside" in notices[0]
    assert games.list_games() == ([], [])
    assert len(list(games.games_dir().glob(f"{game_id}-set-aside-*.toml"))) == 1


def test_an_old_autosave_becomes_a_game_in_progress():
    record = new_record("capital", SEATS, 12, {})
    play_randomly(record, random.Random(12), length=4)
    write_record(paths.data_dir() / "autosave.toml", record)
    found, _ = games.list_games()
    assert len(found) == 1 and found[0].record.actions == record.actions
    assert not (paths.data_dir() / "autosave.toml").exists()
    assert games.list_games()[0][0].game_id == found[0].game_id, "moved once"


def test_user_files_in_the_games_folder_are_left_alone():
    game_id, _ = in_progress(seed=13)
    folder = games.games_dir()
    (folder / "my notes.toml").write_text("not a journal")
    (folder / "20990101-000000-zzzzzzzz.toml").write_text("nor this")
    (folder / "README").write_text("hello")
    found, notices = games.list_games()
    assert [g.game_id for g in found] == [game_id] and notices == []
    assert (folder / "my notes.toml").read_text() == "not a journal"
    assert (folder / "20990101-000000-zzzzzzzz.toml").exists()


def test_a_folder_or_fifo_named_like_a_journal_is_a_notice_not_a_crash():
    folder = games.games_dir()
    (folder / f"{games.new_game_id()}.toml").mkdir()
    os.mkfifo(folder / f"{games.new_game_id()}.toml")
    found, notices = games.list_games()
    assert found == []
    assert all("\n" not in n for n in notices)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(files=st.lists(st.tuples(st.sampled_from(["journal", "lock", "other"]),
                                st.binary(max_size=300)), max_size=6))
def test_any_files_in_the_games_folder_give_a_list_or_one_line_notices(files, tmp_path_factory):
    os.environ["POLIS_HOME"] = str(tmp_path_factory.mktemp("home"))
    folder = games.games_dir()
    for n, (kind, data) in enumerate(files):
        game_id = games.new_game_id()
        name = {"journal": f"{game_id}.toml", "lock": f"{game_id}.lock",
                "other": f"file {n}.toml"}[kind]
        (folder / name).write_bytes(data)
    found, notices = games.list_games()
    assert all(isinstance(n, str) and "\n" not in n for n in notices)
    for item in found:
        assert not item.record.replay().is_terminal()


def test_a_listed_game_is_read_again_when_opened(monkeypatch):
    import game.engine.games as module

    game_id, record = in_progress(seed=14, moves=4)
    assert games.list_games()[0][0].moves == 4
    reads = []
    real = module.load_journal
    monkeypatch.setattr(module, "load_journal", lambda path: reads.append(path) or real(path))
    assert games.list_games()[0][0].moves == 4 and reads == [], "unchanged: from memory"
    opened, lock = games.open_game(game_id)
    lock.release()
    assert len(reads) == 1 and opened.actions == record.actions, "opening reads the disk"


def test_a_folder_where_a_lock_file_goes_is_one_line_when_opening():
    game_id, record = in_progress(seed=15)
    games.lock_path(game_id).mkdir()
    found, notices = games.list_games()
    assert [(g.game_id, g.busy) for g in found] == [(game_id, False)] and notices == []
    with pytest.raises(UserFileError, match="cannot be locked") as caught:
        games.open_game(game_id)
    assert "\n" not in str(caught.value)
    assert games.journal_path(game_id).exists(), "the game is kept"
