"""``python -m game bench``: the JSON shape, and "missing" where there is no fast path."""

from __future__ import annotations

import json

from game.cli import main


def test_bench_json_shape(capsys) -> None:
    code = main(["bench", "--json", "--games", "akropolis,capital", "--repeats", "1",
                 "--seconds", "0.01", "--mcts-iterations", "3", "--mcts-positions", "1",
                 "--mcts-repeats", "1", "--levels", "normal"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert isinstance(out["extension"], bool)
    assert set(out["games"]) == {"akropolis", "capital"}
    for game, entry in out["games"].items():
        assert entry["players"] == 2
        for key in ("playouts_per_s", "region_scoring_per_s", "mcts_iterations_per_s"):
            assert set(entry[key]) == {"python", "cython", "ratio"}, (game, key)
            assert entry[key]["python"] is None or entry[key]["python"] > 0
        assert entry["region_scoring_per_s"]["python"] > 0
    if out["extension"]:
        for game in ("akropolis", "capital"):
            assert out["games"][game]["playouts_per_s"]["ratio"] > 0
            assert out["games"][game]["mcts_iterations_per_s"]["cython"] > 0


def test_bench_missing_without_a_fast_path() -> None:
    from ai.bench_cli import PLAYOUTS, bench_playouts

    assert "no_such_game" not in PLAYOUTS
    missing = {"python": None, "cython": None, "ratio": None}
    assert bench_playouts("no_such_game", 2, None, print) == missing
