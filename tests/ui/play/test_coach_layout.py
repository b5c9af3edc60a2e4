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


def test_the_panel_never_cuts_words_in_two():
    """A summary's words just above the side slot: the panel grows over them whole; a
    caption line where the top slot would begin: the panel moves below it."""
    import pygame

    from game.ui.play import coach as coach_mod
    from game.ui.play.coach import Coach

    def placed(words: str, on_screen, target=None) -> Coach:
        c = Coach(lambda: None, lambda: None)
        c.show("Learn", words, target, True, on_screen=on_screen)
        return c

    short = "Basil picks a tile too."
    side_top = coach_mod.SIDE.bottom - placed(short, []).box.h
    row = pygame.Rect(944, side_top - 6, 60, 10)  # crossed by the panel's top edge
    c = placed(short, [row])
    assert c.box.contains(row) and c.box.bottom == coach_mod.SIDE.bottom
    assert c._cut(c.box) == []

    # the target is in the side column: the panel goes to the view, below a caption line
    target = pygame.Rect(900, coach_mod.SIDE.bottom - 60, 380, 50)
    caption = pygame.Rect(47, coach_mod.VIEW.y + 10, 300, 12)  # starts left of the panel
    c = placed(short, [caption], target)
    assert not c.box.colliderect(target)
    assert c.box.top > caption.bottom and c._cut(c.box) == []
    assert c.box.top - caption.bottom < 10  # just below it, not anywhere
