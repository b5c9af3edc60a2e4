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


def test_nan_inf_and_huge_numbers_are_refused_with_one_line():
    data = {"exploration": float("nan"), "iterations": 10**30}
    values, problems = check_table(data, FIELDS, "u.toml", "ai.")
    assert values["exploration"] == 1.4 and values["iterations"] == 100
    assert problems[0] == "u.toml: ai.exploration: expected a finite number, not nan; using 1.4"
    assert "a number that large is above the maximum" in problems[1]
    for bad in (float("inf"), float("-inf"), 10**400, 10**20):
        values, problems = check_table({"exploration": bad}, FIELDS, "u.toml", "")
        assert values["exploration"] == 1.4 and len(problems) == 1


def test_keys_with_control_characters_stay_on_one_line():
    _values, problems = check_table({"a\nb\x1b": 1}, FIELDS, "u\n.toml", "")
    assert problems == ["u\\n.toml: a\\nb\\x1b: unknown key"]


def test_a_fifo_settings_file_is_reported_not_waited_on(tmp_path):
    import os

    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    data, problems = read_user_file(path)
    assert data == {} and problems == [f"{path}: not a regular file; using the defaults"]
