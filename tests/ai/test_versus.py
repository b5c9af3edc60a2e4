"""``python -m ai.fast.versus``: the compiled search against the pure-Python one."""

from __future__ import annotations

import json

from ai.fast.versus import main


def test_versus_plays_both_seats_and_sums_the_wins(capsys) -> None:
    assert main(["--game", "ginkgopolis", "--games", "2", "--level", "beginner",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["iterations"] == 20
    assert out["compiled_wins"] + out["pure_wins"] == 2  # every game has a winner
    low, high = out["interval95"]
    assert 0.0 <= low <= out["compiled_win_share"] <= high <= 1.0
    assert set(out["mean_think_ms"]) == {"compiled", "pure"}


def test_versus_refuses_an_unknown_level(capsys) -> None:
    assert main(["--game", "akropolis", "--level", "nope"]) == 2
    assert "unknown AI level" in capsys.readouterr().err
