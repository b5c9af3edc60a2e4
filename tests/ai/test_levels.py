"""levels/ai.toml presets, user overrides, custom levels and error messages."""

from __future__ import annotations

import ai
from ai.levels import FIELDS, PRESETS, get_level, load_levels, shipped_file
from game.engine import paths
from game.engine.config import write_user_file


def test_shipped_presets_load_without_problems():
    levels, problems = load_levels()
    assert problems == []
    assert list(levels)[:5] == list(PRESETS)
    assert ai.level_names()[:5] == list(PRESETS)


def test_every_key_is_documented_in_the_shipped_file():
    text = shipped_file().read_text()
    for key in FIELDS:
        assert f"\n# {key}" in text, key


def test_presets_grow_stronger_in_budget():
    budgets = [get_level(name).iterations or 10**9 for name in PRESETS]
    assert budgets == sorted(budgets)


def test_user_file_overrides_one_key_and_adds_a_custom_level():
    write_user_file(
        paths.user_config_path(),
        {"options": {"volume": 1}, "ai": {"hard": {"time_ms": 123}, "mine": {"base": "easy",
                                                                            "epsilon": 0.5}}},
    )
    levels, problems = load_levels()
    assert problems == []
    assert levels["hard"].time_ms == 123
    assert levels["hard"].iterations == load_levels(user=paths.config_dir() / "none")[0][
        "hard"
    ].iterations
    assert levels["mine"].epsilon == 0.5
    assert levels["mine"].iterations == levels["easy"].iterations
    assert "mine" in ai.level_names()


def test_bad_values_are_named_with_file_and_key_and_defaults_kept():
    user = paths.user_config_path()
    write_user_file(
        user,
        {
            "ai": {
                "hard": {"iterations": -5, "rollout_policy": "clever", "colour": "red"},
                "odd": {"base": "nonsense"},
                "zero": {"iterations": 0, "time_ms": 0},
                "random": {"iterations": 3},
            }
        },
    )
    levels, problems = load_levels()
    text = "\n".join(problems)
    assert f"{user}: ai.hard.iterations: -5 is below the minimum" in text
    assert f"{user}: ai.hard.rollout_policy: must be one of" in text
    assert f"{user}: ai.hard.colour: unknown key" in text
    assert f'{user}: ai.odd.base: unknown level "nonsense"' in text
    assert f"{user}: ai.zero.iterations: iterations and time_ms are both 0" in text
    assert f"{user}: ai.random: 'random' is a baseline bot" in text
    shipped = load_levels(user=paths.config_dir() / "none")[0]
    assert levels["hard"].iterations == shipped["hard"].iterations
    assert levels["hard"].rollout_policy == shipped["hard"].rollout_policy
    assert levels["odd"] == shipped["normal"].replace(name="odd")
    assert levels["zero"].iterations > 0


def test_syntax_error_in_user_file_names_the_line():
    user = paths.user_config_path()
    user.write_text("[ai.hard]\niterations = \n")
    levels, problems = load_levels()
    assert len(problems) == 1 and str(user) in problems[0] and "line 2" in problems[0]
    assert levels["hard"] == load_levels(user=paths.config_dir() / "none")[0]["hard"]


def test_broken_shipped_file_falls_back_to_builtin_defaults(tmp_path):
    bad = tmp_path / "ai.toml"
    bad.write_text("[hard]\nexploration = 'high'\n")
    levels, problems = load_levels(shipped=bad)
    assert any(f"{bad}: hard.exploration: expected float" in p for p in problems)
    assert levels["hard"].exploration == FIELDS["exploration"].default
    assert any(f"{bad}: beginner: missing preset" in p for p in problems)


def test_unknown_level_is_a_clear_error():
    try:
        get_level("godlike")
    except ValueError as exc:
        assert "godlike" in str(exc) and "normal" in str(exc)
    else:
        raise AssertionError("no error")


def test_per_game_tables_override_keys_for_that_game_only():
    user = paths.user_config_path()
    write_user_file(
        user,
        {
            "ai": {
                "hard": {"capital": {"iterations": 77, "rollout_policy": "greedy"}},
                "mine": {"base": "hard", "exploration": 2.0, "akropolis": {"epsilon": 2}},
            }
        },
    )
    levels, problems = load_levels()
    hard = levels["hard"]
    assert hard.for_game("capital").iterations == 77
    assert hard.for_game("capital").rollout_policy == "greedy"
    assert hard.for_game("toy") == hard
    mine = levels["mine"]
    assert mine.for_game("capital").iterations == 77  # inherited from its base
    assert mine.for_game("capital").exploration == 2.0
    assert problems == [
        f"{user}: ai.mine.akropolis.epsilon: 2 is above the maximum 1.0; "
        f"using {hard.epsilon!r}"
    ]
    assert ai.Level.from_dict(hard.to_dict()) == hard


def test_hostile_level_values_are_refused_with_one_line_each():
    user = paths.user_config_path()
    user.write_text(
        "[ai.hard]\nexploration = nan\nwin_weight = inf\nwidening = 1e300"
        + "\n[ai.hard.captial]\niterations = 5\n"
        + '[ai.tutor]\nbase = ["easy"]\n'
        + '[ai."bad\\nname"]\niterations = 5\n'
    )
    levels, problems = load_levels()
    hard = levels["hard"]
    default_hard = load_levels(user=paths.user_config_path().with_name("none.toml"))[0]["hard"]
    assert (hard.exploration, hard.win_weight) == (
        default_hard.exploration,
        default_hard.win_weight,
    )
    assert hard.games == default_hard.games
    assert levels["tutor"].iterations == levels["normal"].iterations
    assert "bad\nname" not in levels
    assert all("\n" not in p and p.startswith(str(user)) for p in problems)
    text = "\n".join(problems)
    assert "ai.hard.exploration: expected a finite number, not nan" in text
    assert "ai.hard.win_weight: expected a finite number, not inf" in text
    assert "ai.hard.widening: 1e+300 is above the maximum 1000.0" in text
    assert "ai.hard.captial: unknown game (known: akropolis, capital, ginkgopolis)" in text
    assert "ai.tutor.base: expected a level name, got an array; using 'normal'" in text
    assert "ai.bad\\nname: a level name is 1 to 24 letters" in text


def test_a_huge_integer_makes_the_file_unusable_with_one_line_and_defaults():
    user = paths.user_config_path()
    user.write_text("[ai.hard]\nwidening = " + "9" * 400 + "\n")
    levels, problems = load_levels()
    assert problems == [
        f"{user}: ai.hard.widening: integer out of the 64-bit range; using the defaults"
    ]
    assert levels["hard"].widening == load_levels(user=user.with_name("x.toml"))[0]["hard"].widening
