"""Layered config: errors name the file and key (and line), defaults survive."""

from __future__ import annotations

from game.engine.config import Field, check_table, read_user_file, write_user_file

FIELDS = {
    "iterations": Field(int, 100, minimum=1, maximum=100_000),
    "exploration": Field(float, 1.4, minimum=0.0),
    "policy": Field(str, "random", choices=("random", "greedy")),
    "sound": Field(bool, True),
}


def test_good_values_override_defaults():
    values, problems = check_table({"iterations": 50, "exploration": 2}, FIELDS, "u.toml", "ai.")
    assert problems == []
    assert values == {"iterations": 50, "exploration": 2.0, "policy": "random", "sound": True}


def test_unknown_key_wrong_type_and_range_are_named_and_defaults_kept():
    data = {"iterationz": 5, "sound": "yes", "iterations": 0, "policy": "clever"}
    values, problems = check_table(data, FIELDS, "u.toml", "ai.hard.")
    assert values == {key: field.default for key, field in FIELDS.items()}
    assert "u.toml: ai.hard.iterationz: unknown key" in problems
    assert any(p.startswith("u.toml: ai.hard.sound: expected bool") for p in problems)
    assert any(p.startswith("u.toml: ai.hard.iterations: 0 is below the minimum") for p in problems)
    assert any(p.startswith("u.toml: ai.hard.policy: must be one of") for p in problems)


def test_bool_is_not_accepted_as_int():
    _values, problems = check_table({"iterations": True}, FIELDS, "u.toml", "")
    assert problems and "expected int" in problems[0]


def test_syntax_error_names_file_and_line(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('[options]\nvolume = 0.5\nname = "unterminated\n')
    data, problems = read_user_file(path)
    assert data == {}
    assert len(problems) == 1
    assert str(path) in problems[0] and "line 3" in problems[0]


def test_missing_user_file_is_no_problem(tmp_path):
    assert read_user_file(tmp_path / "none.toml") == ({}, [])


def test_write_then_read_round_trips(tmp_path):
    path = tmp_path / "settings.toml"
    write_user_file(path, {"options": {"volume": 0.25}, "ai": {"hard": {"iterations": 9}}})
    data, problems = read_user_file(path)
    assert problems == [] and data["ai"]["hard"]["iterations"] == 9
