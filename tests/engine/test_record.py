"""Game records: replay determinism, round trips, and one-line errors for bad records."""

from __future__ import annotations

import random
import tomllib

import pytest

from game import rules
from game.engine.errors import UserFileError
from game.engine.record import (
    RECORD_FORMAT,
    GameRecord,
    RecordError,
    SeatEntry,
    check_replay,
    load_record,
    new_record,
    record_from_data,
    to_bytes,
    write_record,
)
from tests.engine.record_play import play_randomly

GAMES = ("akropolis", "capital", "ginkgopolis")
RECORDS_PER_GAME = 1000


def random_record(game: str, rng: random.Random, length: int | None = None):
    """A record of random legal actions (``length`` of them, or a whole game) and its state."""
    game_rules = rules.get(game)
    players = rng.choice(game_rules.player_counts)
    options = dict(rng.choice(list(game_rules.conformance_options)))
    seats = [SeatEntry(f"P{i + 1}", rng.choice(["human", "ai:easy", "ai:hard"]), "orange")
             for i in range(players)]
    record = new_record(game, seats, rng.randrange(1 << 62), options)
    return record, play_randomly(record, rng, length, think=True)


@pytest.mark.parametrize("game", GAMES)
def test_replay_is_deterministic_over_many_random_records(game):
    """1000 records per game of random lengths (whole games would take the suite ~25 s)."""
    rng = random.Random(f"determinism-{game}")
    finished = 0
    for n in range(RECORDS_PER_GAME):
        record, state = random_record(game, rng, rng.randrange(0, 160))
        if state.is_terminal():
            record.finished(state)
            finished += 1
        data = tomllib.loads(to_bytes(record).decode("utf-8"))
        loaded = record_from_data(data, f"r{n}.toml")
        assert loaded == record
        replayed = check_replay(loaded)
        assert replayed.to_dict() == state.to_dict()
        assert replayed.scores() == state.scores()
    assert finished > 0, "some records are whole games"


@pytest.mark.parametrize("game", GAMES)
def test_whole_games_round_trip_through_files(game, tmp_path):
    rng = random.Random(game)
    for n in range(5):
        record, state = random_record(game, rng)
        record.finished(state)
        path = tmp_path / f"{game}-{n}.toml"
        write_record(path, record)
        loaded = load_record(path)
        assert loaded == record and loaded.final_scores == state.scores()
        assert [s.to_dict() for s in loaded.states()][-1] == state.to_dict()
        timeline = loaded.score_timeline()
        assert len(timeline) == len(record.actions) + 1 and timeline[-1] == state.scores()
        assert loaded.replay(3).to_dict() == record.replay(3).to_dict()


def test_states_and_timeline_follow_the_actions():
    record, _state = random_record("akropolis", random.Random(4), 10)
    states = list(record.states())
    assert len(states) == 11
    assert [len(s.history) for s in states] == list(range(11))
    assert states[0] is not states[1]
    assert record.score_timeline() == [s.scores() for s in states]


def _written(tmp_path, game="akropolis", length=40, seed=2):
    record, state = random_record(game, random.Random(seed), length)
    if state.is_terminal():
        record.finished(state)
    path = tmp_path / "autosave.toml"
    write_record(path, record)
    return path, record


def _one_line_error(path) -> str:
    with pytest.raises(UserFileError) as info:
        load_record(path)
    message = str(info.value)
    assert "\n" not in message and message.startswith(str(path)), message
    return message


def test_a_tampered_action_names_the_file_and_the_action(tmp_path):
    path, record = _written(tmp_path, "capital", 60)
    text = path.read_text()
    wrong = record.actions[36].text
    original = f'text = "{wrong}"'
    assert original in text
    # make action 37 another (well-formed) move that is not legal there
    parts = text.split("[[actions]]")
    parts[37] = parts[37].replace(original, 'text = "build I-01 at 40,-40 r4"')
    path.write_text("[[actions]]".join(parts))
    message = _one_line_error(path)
    assert message == f'{path}: action 37 "build I-01 at 40,-40 r4": not a legal move'


def test_a_wrong_seat_names_the_action(tmp_path):
    path, record = _written(tmp_path)
    parts = path.read_text().split("[[actions]]")
    seat = record.actions[4].seat
    parts[5] = parts[5].replace(f"seat = {seat}", f"seat = {1 - seat}")
    path.write_text("[[actions]]".join(parts))
    message = _one_line_error(path)
    assert f'{path}: action 5 "{record.actions[4].text}": recorded for seat' in message
    assert "turn" in message


def test_a_truncated_file_gives_one_line(tmp_path):
    path, _record = _written(tmp_path)
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) - 7])
    assert "TOML syntax error" in _one_line_error(path)
    path.write_bytes(raw[:40])
    _one_line_error(path)


def test_an_unknown_game_and_other_bad_headers(tmp_path):
    path, _record = _written(tmp_path)
    text = path.read_text()
    cases = [
        (text.replace('game = "akropolis"', 'game = "chess"'), 'game: unknown game "chess"'),
        (text.replace(f'format = "{RECORD_FORMAT}"', 'format = "x"'), "format:"),
        (text.replace("version = 1\n", "version = 7\n", 1), "version: record format 7"),
        (text.replace("rules_version = 1", "rules_version = 9"), "rules_version:"),
        (text.replace('player = "human"', 'player = "robot"', 1), "player:"),
        (text.replace("seed = ", "seed = -", 1), "seed:"),
        (text.replace("[options]", "[options]\nlong_game = 3"), "options"),
        (text.replace("[options]", "[options]\nbogus = true"), "options"),
        (text.replace('format = ', 'evil = 1\nformat = ', 1), "evil: unknown key"),
        (text.replace('text = "', 'text = "\\u0007', 1), "action 1"),
    ]
    for bad, expected in cases:
        path.write_text(bad)
        message = _one_line_error(path)
        assert expected in message, (expected, message)


def test_final_scores_must_match_the_replay(tmp_path):
    record, state = random_record("capital", random.Random(3))
    record.finished(state)
    record.final_scores = [s + 1 for s in state.scores()]
    path = tmp_path / "r.toml"
    write_record(path, record)
    assert "final_scores" in _one_line_error(path)


def test_a_record_too_large_or_with_too_many_seats(tmp_path):
    path = tmp_path / "big.toml"
    path.write_bytes(b"# " + b"x" * (1 << 21))
    _one_line_error(path)
    record, _ = random_record("akropolis", random.Random(1), 0)
    record.seats = record.seats + [SeatEntry("X", "human", "sky")] * 5
    write_record(path, record)
    assert "seats:" in _one_line_error(path)


def test_replay_of_an_unloaded_record_names_the_action():
    record, _ = random_record("ginkgopolis", random.Random(5), 12)
    record.actions[6].text = "nonsense"
    with pytest.raises(RecordError, match=r'^record: action 7 "nonsense": not a legal move$'):
        record.replay()
    assert isinstance(record.replay(6), object)


def test_seat_entries():
    assert SeatEntry("Ada", "ai:hard", "sky").level == "hard"
    assert not SeatEntry("You", "human", "sky").is_ai
    record = GameRecord("akropolis", 1, {}, [], 0, [])
    assert record.actions == [] and record.final_scores is None


@pytest.mark.parametrize("game", GAMES)
def test_mangled_records_load_or_give_one_line_never_anything_else(game, tmp_path):
    """Random edits of a record's text: every outcome is a record or one clean line."""
    rng = random.Random(f"mangle-{game}")
    record, state = random_record(game, rng, 30)
    path = tmp_path / "r.toml"
    write_record(path, record)
    lines = path.read_text().splitlines()
    values = ["0", "-1", "99", "true", '"x"', "[]", "{}", "1e400", '"ai:"', '"\\u0000"',
              "9223372036854775807", '"take 0 at 0,0 rot 0"']
    refused = 0
    for _ in range(150):
        edited = list(lines)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(edited))
            kind = rng.randrange(4)
            if kind == 0:
                del edited[i]
            elif kind == 1 and " = " in edited[i]:
                key = edited[i].split(" = ")[0]
                edited[i] = f"{key} = {rng.choice(values)}"
            elif kind == 2:
                edited.insert(i, edited[rng.randrange(len(edited))])
            else:
                chars = list(edited[i])
                if chars:
                    chars[rng.randrange(len(chars))] = rng.choice("x0[]=\"'#.,-")
                edited[i] = "".join(chars)
        path.write_text("\n".join(edited) + "\n")
        try:
            load_record(path)
        except UserFileError as exc:
            refused += 1
            assert "\n" not in str(exc) and str(exc).startswith(str(path)), str(exc)
    assert refused > 50


def test_the_rules_version_comes_from_the_rules_when_they_have_one(monkeypatch, tmp_path):
    from game.engine import record as record_module
    from tests.engine.toy_game import TOY

    rules.register(TOY)
    try:
        assert record_module.rules_version("toy") == 1
        monkeypatch.setattr(type(TOY), "version", 3, raising=False)
        assert record_module.rules_version("toy") == 3
        record = new_record("toy", [SeatEntry("A", "human", "sky")] * 2, 1, {})
        assert record.rules_version == 3
        path = tmp_path / "toy.toml"
        write_record(path, record)
        monkeypatch.setattr(type(TOY), "version", 4, raising=False)
        assert "rules version 3, this program has version 4" in _one_line_error(path)
    finally:
        rules.unregister("toy")
