"""The coach covers nothing you must read: at every step of every tutorial its arrow
crosses no words, and nothing on screen overlaps or is cut off (the layout check over the
whole frame, the coach's panel and arrow included)."""

from __future__ import annotations

import pytest

from game import tutorial_cli
from game.ui.kit import text
from tests.ui.layout import problems

GAMES = ["akropolis", "capital", "ginkgopolis"]


@pytest.mark.parametrize("game", GAMES)
def test_no_coach_arrow_crosses_words_at_any_step(game):
    found: list[tuple[int, str]] = []
    arrows = []

    def look(app, tutorial):
        text.start_recording(app.canvas)
        try:
            app.frame(1 / 60, [], logical=True)
        finally:
            rec = text.stop_recording()
        marks = rec.marks if rec else []
        arrows.extend(m for m in marks if m.kind == "line")
        step = tutorial.runner.index + 1
        found.extend((step, p) for p in problems(marks) if "coach arrow" in p)

    result = tutorial_cli.autoplay(game, shots=look)
    assert result["completed"]
    assert arrows, "the coach pointed with its arrow"
    assert found == []
