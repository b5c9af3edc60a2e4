"""The journal: appends survive, a torn last entry is dropped, undo cuts, nothing is left over."""

from __future__ import annotations

import random

import pytest

from game.engine.errors import UserFileError
from game.engine.journal import Journal, load_journal, remove_stale_temps, set_aside
from game.engine.record import ActionEntry, SeatEntry, new_record

SEATS = [SeatEntry("Zoe", "human", "orange"), SeatEntry("Ada", "ai:easy", "sky")]


def _journal(tmp_path, game="capital", actions=12, seed=3):
    path = tmp_path / "autosave.toml"
    record = new_record(game, SEATS, seed, {})
    journal = Journal.start(path, record)
    state = record.replay()
    rng = random.Random(seed)
    for _ in range(actions):
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        state.apply(action)
        entry = ActionEntry(seat, str(action), rng.randrange(100))
        record.actions.append(entry)
        journal.append(entry)
    return path, journal, record


def test_every_append_is_readable_at_once(tmp_path):
    path, journal, record = _journal(tmp_path, actions=0)
    state = record.replay()
    for _ in range(7):
        seat = state.current_player
        action = state.legal_actions()[0]
        state.apply(action)
        entry = ActionEntry(seat, str(action))
        record.actions.append(entry)
        journal.append(entry)
        loaded, torn = load_journal(path)
        assert not torn and loaded.actions == record.actions
    journal.close()


def test_a_cut_at_any_byte_keeps_every_whole_entry(tmp_path):
    path, journal, record = _journal(tmp_path, actions=6)
    journal.close()
    raw = path.read_bytes()
    ends = []  # the file length after each whole entry
    header = new_record("capital", SEATS, 3, {})
    header.started = record.started
    from game.engine.record import action_bytes, header_bytes

    size = len(header_bytes(header))
    for entry in record.actions:
        size += len(action_bytes(entry))
        ends.append(size)
    assert ends[-1] == len(raw)
    cut_path = tmp_path / "cut.toml"
    start = len(header_bytes(header))
    for cut in range(start, len(raw) + 1):
        cut_path.write_bytes(raw[:cut])
        loaded, torn = load_journal(cut_path)
        # an entry missing only its final newline is whole (its seat is one digit)
        whole = sum(1 for end in ends if end - 1 <= cut)
        assert len(loaded.actions) == whole, cut
        assert loaded.actions == record.actions[:whole]
        if cut in ends:
            assert not torn, cut
        elif cut + 1 not in ends and cut - max([start, *[e for e in ends if e < cut]]) > 2:
            assert torn, cut  # (a cut in the blank line that opens an entry drops nothing)


def test_damage_before_the_last_entry_is_not_a_torn_write(tmp_path):
    path, journal, _record = _journal(tmp_path, actions=6)
    journal.close()
    text = path.read_text()
    path.write_text(text.replace("[[actions]]", "[[actions", 2))
    with pytest.raises(UserFileError) as info:
        load_journal(path)
    assert str(info.value).startswith(str(path)) and "\n" not in str(info.value)


def test_undo_truncates_and_appends_continue(tmp_path):
    path, journal, record = _journal(tmp_path, actions=8)
    journal.truncate(5)
    loaded, _ = load_journal(path)
    assert loaded.actions == record.actions[:5]
    state = loaded.replay()
    action = state.legal_actions()[0]
    entry = ActionEntry(state.current_player, str(action))
    journal.append(entry)
    loaded, torn = load_journal(path)
    assert not torn and loaded.actions == record.actions[:5] + [entry]
    assert journal.actions == 6
    journal.remove()
    assert not path.exists()


def test_start_rewrites_a_record_and_leaves_no_temp_files(tmp_path):
    path, journal, record = _journal(tmp_path, actions=4)
    journal.close()
    again = Journal.start(path, record)
    assert load_journal(path)[0].actions == record.actions
    again.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.toml"]


def test_stale_temp_files_of_a_killed_write_are_removed(tmp_path):
    path = tmp_path / "autosave.toml"
    stale = tmp_path / ".autosave.toml.abc123.tmp"
    stale.write_text("half")
    other = tmp_path / "notes.tmp"
    other.write_text("mine")
    remove_stale_temps(path)
    assert not stale.exists() and other.exists()


def test_set_aside_renames(tmp_path):
    path, journal, _record = _journal(tmp_path, actions=2)
    journal.close()
    target = set_aside(path)
    assert not path.exists() and target.exists()
    assert target.name.startswith("autosave-set-aside-")


def test_appending_after_close_raises_oserror(tmp_path):
    _path, journal, _record = _journal(tmp_path, actions=1)
    journal.close()
    with pytest.raises(OSError):
        journal.append(ActionEntry(0, "pick I-01"))
