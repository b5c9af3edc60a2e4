"""Saves: round trip, atomic replacement, and clear errors for bad files."""

from __future__ import annotations

import os

import pytest

from game import rules
from game.engine import saves
from game.engine.errors import UserFileError
from game.engine.saves import SavedGame, load_save, to_toml, write_save
from tests.engine.toy_game import TOY


@pytest.fixture(autouse=True)
def _toy_registered():
    rules.register(TOY)
    yield
    rules.unregister(TOY.name)


def _saved(moves: int = 3) -> SavedGame:
    state = TOY.new_game(players=2, seed=5)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return SavedGame("toy", 2, 5, {}, state, {"names": ["Ana", "Bo"]})


def test_round_trip_restores_state_and_table(tmp_path):
    path = tmp_path / "game.toml"
    original = _saved()
    write_save(path, original)
    loaded = load_save(path)
    assert loaded.state.to_dict() == original.state.to_dict()
    assert loaded.table == {"names": ["Ana", "Bo"]}
    assert (loaded.game, loaded.players, loaded.seed) == ("toy", 2, 5)


def test_failed_write_keeps_the_previous_save(tmp_path, monkeypatch):
    path = tmp_path / "game.toml"
    write_save(path, _saved(1))
    before = path.read_bytes()

    def crash(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(saves, "write_atomic", lambda p, data: crash())
    with pytest.raises(OSError):
        write_save(path, _saved(4))
    assert path.read_bytes() == before


def test_interrupted_atomic_write_leaves_old_file_and_no_temp(tmp_path, monkeypatch):
    path = tmp_path / "game.toml"
    write_save(path, _saved(1))
    before = path.read_bytes()
    monkeypatch.setattr(os, "replace", lambda *_a: (_ for _ in ()).throw(OSError("power cut")))
    with pytest.raises(OSError):
        write_save(path, _saved(4))
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml"]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"this is = = not toml", "TOML syntax error"),
        (b'format = "polis-arcade-save"\nversion = 99\n', "version: save format 99"),
        (b'format = "something-else"\n', "format: not a Polis Arcade save"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
    ],
)
def test_damaged_saves_give_one_clear_line(tmp_path, content, expected):
    path = tmp_path / "bad.toml"
    path.write_bytes(content)
    with pytest.raises(UserFileError) as info:
        load_save(path)
    message = str(info.value)
    assert message.startswith(str(path)) and expected in message and "\n" not in message


def test_oversized_save_is_rejected_unread(tmp_path):
    path = tmp_path / "huge.toml"
    path.write_bytes(b"# " + b"x" * (saves.MAX_SAVE_BYTES + 10))
    with pytest.raises(UserFileError, match="larger than"):
        load_save(path)


def test_hostile_or_damaged_state_is_reported_not_executed(tmp_path):
    text = to_toml(_saved()).decode()
    text = text.replace('format = "polis-arcade-save"', 'format = "polis-arcade-save"\n')
    text = text.replace("[state]", '[state.evil]\n__reduce__ = "os.system"\n[state.x]')
    path = tmp_path / "hostile.toml"
    path.write_text(text)
    with pytest.raises(UserFileError, match="state"):
        load_save(path)


def test_unknown_game_and_wrong_player_count(tmp_path):
    text = to_toml(_saved()).decode()
    path = tmp_path / "g.toml"
    path.write_text(text.replace('game = "toy"', 'game = "chess"'))
    with pytest.raises(UserFileError, match='game: unknown game "chess"'):
        load_save(path)
    path.write_text(text.replace("players = 2", "players = 9"))
    with pytest.raises(UserFileError, match="players:"):
        load_save(path)
