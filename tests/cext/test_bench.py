"""``python -m game bench``: the JSON shape, and "missing" where there is no fast path."""

from __future__ import annotations

import json

import pytest

from game.cli import main


def test_bench_json_shape(capsys) -> None:
    code = main(["bench", "--json", "--games", "akropolis,capital", "--repeats", "1",
                 "--seconds", "0.01", "--mcts-iterations", "3", "--mcts-positions", "1",
                 "--mcts-repeats", "1", "--levels", "normal", "--hard-positions", "2"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert isinstance(out["extension"], bool)
    assert set(out["games"]) == {"akropolis", "capital"}
    for game, entry in out["games"].items():
        assert entry["players"] == 2
        for key in ("playouts_per_s", "region_scoring_per_s", "region_scoring_kernel_per_s",
                    "mcts_iterations_per_s"):
            assert set(entry[key]) == {"python", "cython", "ratio"}, (game, key)
            assert entry[key]["python"] is None or entry[key]["python"] > 0
        assert entry["region_scoring_per_s"]["python"] > 0
        hard = entry["hard_decision_ms"]
        assert set(hard) == {"mean", "p95"} and 0 < hard["mean"] <= hard["p95"] * 2
    if out["extension"]:
        for game in ("akropolis", "capital"):
            assert out["games"][game]["playouts_per_s"]["ratio"] > 0
            kernel = out["games"][game]["region_scoring_kernel_per_s"]
            per_call = out["games"][game]["region_scoring_per_s"]
            assert kernel["python"] == per_call["python"]  # one engine figure, two sides
            if per_call["cython"] is not None:
                assert kernel["cython"] > 0
            import cext

            if cext.EXTENSION_ACTIVE:  # POLIS_PUREPYTHON=1: searches as without it
                assert out["games"][game]["mcts_iterations_per_s"]["cython"] > 0


def test_bench_missing_without_a_fast_path() -> None:
    from ai.games import bench_of
    from ai.tools.bench_cli import bench_playouts

    assert bench_of("no_such_game") is None
    missing = {"python": None, "cython": None, "ratio": None}
    assert bench_playouts("no_such_game", 2, None, print) == missing


@pytest.mark.parametrize("bad", [["--levels", "nope"], ["--games", "chess"], ["--seconds", "nan"],
                                 ["--repeats", "0"], ["--hard-positions", "-1"]])
def test_bench_refuses_bad_values_with_status_2(bad, capsys) -> None:
    assert main(["bench", *bad]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
