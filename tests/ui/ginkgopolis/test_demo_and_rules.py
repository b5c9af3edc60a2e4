"""The demo command starts a Ginkgopolis game; the rules overlay and setup options."""

from __future__ import annotations

import json

from game.cli import main
from game.ui.ginkgopolis import OPTION_SPECS, RULES_SUMMARY
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.table.optionspec import build_options
from tests.ui.conftest import non_trivial


def test_demo_runs_a_ginkgopolis_game_and_reports_frame_times(tmp_path, capsys):
    shot = tmp_path / "ginkgo.png"
    code = main(["demo", "--game", "ginkgopolis", "--seats", "ai:random,ai:random",
                 "--headless", "--frames", "40", "--screenshot", str(shot), "--json"])
    assert code == 0
    stats = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert stats["frames"] == 40
    assert set(stats["frame_ms"]) == {"mean", "p99", "max"}
    assert shot.exists()


def test_rules_overlay_and_character_option(harness):
    h = harness
    h.app.push(RulesScene(h.app, "ginkgopolis"))
    h.frames(5)
    assert non_trivial(h.app.canvas)
    assert "Exploit" in RULES_SUMMARY or "exploits" in RULES_SUMMARY
    assert build_options(OPTION_SPECS, {}) == {"characters": "draft"}
    assert build_options(OPTION_SPECS, {0: "beginner"}) == {"characters": "beginner"}
    h.app.pop()
    h.app.push(SetupScene(h.app, "ginkgopolis"))
    h.frames(2)
    setup = h.top
    assert [s.key for s in setup.specs] == ["characters"]
    assert setup.players == 2
