"""The coach covers nothing you must read: at every step of every tutorial, at the
smallest and the largest text size, its arrow crosses no words and its panel stays on
screen with its words inside and apart."""

from __future__ import annotations

import pytest

from game import tutorial_cli
from game.engine import paths
from game.ui.kit import text
from tests.ui.layout import problems

GAMES = ["akropolis", "capital", "ginkgopolis"]


@pytest.mark.parametrize("percent", [100, 150], ids=lambda p: f"text{p}")
@pytest.mark.parametrize("game", GAMES)
def test_no_coach_arrow_crosses_words_at_any_step(game, percent):
    paths.user_config_path().write_text(f"[options]\ntext_size = {percent}\n")
    found: list[tuple[int, str]] = []
    arrows = []

    def look(app, tutorial):
        assert text.scale() == percent / 100
        box = tutorial.coach.box
        assert app.canvas.get_rect().contains(box)
        text.start_recording(app.canvas)
        try:
            app.frame(1 / 60, [], logical=True)
        finally:
            rec = text.stop_recording()
        marks = rec.marks if rec else []
        arrows.extend(m for m in marks if m.kind == "line")
        step = tutorial.runner.index + 1
        found.extend((step, p) for p in problems(marks) if "coach arrow" in p)
        near = [m for m in marks if m.rect.colliderect(box)]  # the coach's own words
        found.extend((step, p) for p in problems(near))

    result = tutorial_cli.autoplay(game, shots=look)
    assert result["completed"]
    assert arrows, "the coach pointed with its arrow"
    assert found == []
