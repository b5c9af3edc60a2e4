"""``polis tune``: the plan, the games of a trial, the table, the study file, the CLI checks."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ai.levels import load_levels
from ai.tools import tune, tune_cli
from game import cli, rules
from tests.ai.nim_game import NIM


@pytest.fixture
def nim():
    rules.register(NIM)
    yield
    rules.unregister(NIM.name)


def _plan(**changes) -> tune.Plan:
    values = dict(game="nim", players=2, against="random", target=0.5,
                  keys=("iterations", "temperature"), base="normal", name="tuned",
                  budget_ms=0, games=4, seed=3)
    values.update(changes)
    return tune.Plan(**values)


def test_each_deal_is_played_from_every_seat_and_trials_get_fresh_deals() -> None:
    plan = _plan(games=8)
    jobs = tune.jobs(plan, 0)
    assert [job[2] for job in jobs[:4]] == [["tuned", "random"], ["random", "tuned"],
                                             ["random", "tuned"], ["tuned", "random"]]
    assert jobs[0][3] == jobs[1][3] != jobs[2][3] == jobs[3][3]
    assert {job[3] for job in tune.jobs(plan, 1)}.isdisjoint({job[3] for job in jobs})
    assert tune.jobs(plan, 0) == jobs  # fixed by the plan


def test_the_candidate_overrides_the_base_levels_game_table(nim) -> None:
    plan = _plan(game="akropolis", base="normal", budget_ms=50)
    level = tune.candidate(plan, {"iterations": 77, "temperature": 0.25})
    assert (level.iterations, level.temperature, level.time_ms) == (77, 0.25, 50)
    assert level.games == {} and level.name == "tuned"


def test_the_table_is_a_ready_settings_table_for_the_level_played(tmp_path: Path) -> None:
    plan = _plan(game="akropolis", base="easy", budget_ms=40)
    result = tune.Result(4, {"iterations": 123, "temperature": 0.43214567}, 11, 20)
    text = tune.toml_table(plan, result, 10)
    assert "won 55% of 20 games (95% interval" in text and "trial 5 of 10" in text
    path = tmp_path / "settings.toml"
    path.write_text(text)
    levels, problems = load_levels(user=path)
    assert problems == []
    played = tune.candidate(plan, {"iterations": 123, "temperature": 0.43214567})
    assert played.temperature == 0.4321
    loaded = levels["tuned"].for_game("akropolis").replace(games={})
    assert loaded == played


def test_the_iterations_range_follows_the_opponent_or_the_plan() -> None:
    assert tune.iterations_high(_plan(against="random")) == 2000
    assert tune.iterations_high(_plan(against="expert", game="ginkgopolis")) >= 4 * 12000
    assert tune.iterations_high(_plan(max_iterations=90)) == 90


def test_best_is_the_trial_closest_to_the_target() -> None:
    results = [tune.Result(0, {}, 1, 4), tune.Result(1, {}, 3, 4), tune.Result(2, {}, 2, 4)]
    assert tune.best(_plan(target=0.6), results).number == 2
    assert tune.best(_plan(), []) is None


def _tune(tmp_path: Path, *extra: str) -> int:
    return cli.main(["tune", "--game", "nim", "--against", "random", "--target", "0.5",
                     "--keys", "iterations,exploration", "--games-per-trial", "4",
                     "--seed", "2", "--quiet", *extra])


def test_tune_writes_a_table_and_resumes_its_study(nim, tmp_path, capsys) -> None:
    pytest.importorskip("optuna")
    study, out = tmp_path / "study.db", tmp_path / "tuned.toml"
    assert _tune(tmp_path, "--trials", "2", "--study", str(study)) == 0
    first = capsys.readouterr().out
    assert "[ai.tuned.nim]" in first
    assert _tune(tmp_path, "--trials", "3", "--study", str(study), "--out", str(out)) == 0
    import optuna

    loaded = optuna.load_study(study_name=tune.STUDY_NAME, storage=f"sqlite:///{study}")
    assert len([t for t in loaded.trials if t.state.name == "COMPLETE"]) == 3
    levels, problems = load_levels(user=out)
    assert problems == [] and "tuned" in levels
    # the same plan, asked for no more trials, plays nothing and reports the same best
    assert _tune(tmp_path, "--trials", "3", "--study", str(study)) == 0
    assert capsys.readouterr().out.endswith(out.read_text())


def test_a_study_of_another_plan_is_refused(nim, tmp_path, capsys) -> None:
    pytest.importorskip("optuna")
    study = tmp_path / "study.db"
    assert _tune(tmp_path, "--trials", "1", "--study", str(study)) == 0
    capsys.readouterr()
    code = cli.main(["tune", "--game", "nim", "--against", "random", "--target", "0.3",
                     "--keys", "iterations,exploration", "--games-per-trial", "4", "--seed",
                     "2", "--trials", "2", "--study", str(study)])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "target is 0.5, not 0.3" in err


def test_a_tampered_trial_in_the_study_is_refused(nim, tmp_path, capsys) -> None:
    pytest.importorskip("optuna")
    study = tmp_path / "study.db"
    assert _tune(tmp_path, "--trials", "1", "--study", str(study)) == 0
    capsys.readouterr()
    with sqlite3.connect(study) as db:
        db.execute("UPDATE trial_params SET param_value = 1e12 WHERE param_name = 'iterations'")
    assert _tune(tmp_path, "--trials", "2", "--study", str(study)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot resume" in err and str(study) in err


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300), magic=st.booleans())
def test_a_damaged_study_file_is_one_line_and_exit_2(nim, tmp_path, capsys, data, magic):
    pytest.importorskip("optuna")
    study = tmp_path / "fuzz.db"
    study.write_bytes((tune.SQLITE_MAGIC if magic else b"") + data)
    code = _tune(tmp_path, "--trials", "1", "--study", str(study))
    err = capsys.readouterr().err
    if code == 0:  # only bytes SQLite reads as an empty database are accepted
        return
    assert code == 2 and err.count("\n") == 1 and "cannot resume" in err


@pytest.mark.parametrize("argv, word", [
    (["--keys", "iterations,colour"], "--keys"),
    (["--keys", "iterations,iterations"], "--keys"),
    (["--games-per-trial", "5"], "--games-per-trial"),
    (["--against", "nobody"], "--against"),
    (["--name", "easy"], "--name"),
    (["--base", "random"], "--base"),
    (["--target", "1.5"], "--target"),
    (["--trials", "0"], "--trials"),
    (["--players", "9"], "--players"),
    (["--max-iterations", "3"], "--max-iterations"),
    (["--budget-ms", "50", "--iterations-only", ""], "--budget-ms"),
])
def test_bad_arguments_are_refused_before_any_game(nim, tmp_path, capsys, monkeypatch,
                                                   argv, word) -> None:
    monkeypatch.setattr(tune, "play_trial", lambda *a, **k: pytest.fail("played"))
    base = {"--game": "nim", "--against": "random", "--target": "0.5"}
    for key, value in zip(argv[::2], argv[1::2], strict=True):
        base[key] = value
    code = cli.main(["tune", *[x for kv in base.items() for x in kv if x], "--quiet"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and word in err


def test_an_existing_out_file_is_never_overwritten(nim, tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.setattr(tune, "play_trial", lambda *a, **k: pytest.fail("played"))
    out = tmp_path / "settings.toml"
    out.write_text("[ai.mine]\niterations = 5\n")
    assert _tune(tmp_path, "--out", str(out)) == 2
    assert "--out" in capsys.readouterr().err
    assert out.read_text() == "[ai.mine]\niterations = 5\n"


def test_without_optuna_tune_says_how_to_install_it(nim, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(tune_cli, "optuna_installed", lambda: False)
    assert _tune(tmp_path) == 2
    assert "polis-arcade[tune]" in capsys.readouterr().err


def test_confirm_plays_more_games_with_the_closest_trials_and_keeps_them(
    nim, tmp_path, capsys, monkeypatch
) -> None:
    optuna = pytest.importorskip("optuna")
    study = tmp_path / "study.db"
    assert _tune(tmp_path, "--trials", "4", "--confirm", "6", "--study", str(study)) == 0
    table = capsys.readouterr().out
    assert "6 more on fresh deals after the search" in table
    loaded = optuna.load_study(study_name=tune.STUDY_NAME, storage=f"sqlite:///{study}")
    confirmed = loaded.user_attrs["confirmed"]
    assert len(confirmed) == tune.CONFIRM_TOP and all(v[1] == 6 for v in confirmed.values())
    # resumed: nothing is played again, the same level is chosen
    monkeypatch.setattr(tune, "play_trial", lambda *a, **k: pytest.fail("played"))
    assert _tune(tmp_path, "--trials", "4", "--confirm", "6", "--study", str(study)) == 0
    assert capsys.readouterr().out == table
    loaded.set_user_attr("confirmed", {"77": [9, 6]})
    assert _tune(tmp_path, "--trials", "4", "--confirm", "6", "--study", str(study)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot resume" in err and "not a finished trial" in err


def test_confirmation_deals_are_fresh() -> None:
    plan = _plan(games=4)
    trial = {job[3] for job in tune.jobs(plan, 0)}
    confirm = {job[3] for job in tune.jobs(plan, tune.CONFIRM_OFFSET + 0, 6)}
    assert len(confirm) == 3 and trial.isdisjoint(confirm)


def test_a_trial_cut_off_by_kill_is_played_again_on_resume(nim, tmp_path, capsys) -> None:
    optuna = pytest.importorskip("optuna")
    study = tmp_path / "study.db"
    assert _tune(tmp_path, "--trials", "1", "--study", str(study)) == 0
    loaded = optuna.load_study(study_name=tune.STUDY_NAME, storage=f"sqlite:///{study}")
    loaded.ask()  # as a run killed with -9 mid-trial leaves it: RUNNING for ever
    assert _tune(tmp_path, "--trials", "2", "--study", str(study)) == 0
    states = [t.state.name for t in optuna.load_study(
        study_name=tune.STUDY_NAME, storage=f"sqlite:///{study}").trials]
    assert states.count("COMPLETE") == 2 and states.count("RUNNING") == 1
