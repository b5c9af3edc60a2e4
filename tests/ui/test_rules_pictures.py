"""The pictured rules screen: every scoring rule of every game has icons and a tiny
example; Ginkgopolis explains the character draft; every page passes the layout check."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.rules import RulesScene, pictured
from tests.ui.layout import problems, record_frame

GAMES = ["akropolis", "capital", "ginkgopolis"]


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_has_a_picture_and_an_example(game):
    sections = pictured(game)
    assert sections
    for heading, rules in sections:
        assert heading and rules
        for rule in rules:
            assert rule.title and rule.text and rule.example
            assert any(ch.isdigit() for ch in rule.example)  # a tiny worked example
            surface = pygame.Surface((400, 200))
            surface.fill((0, 0, 0))
            box = pygame.Rect(20, 20, 230, 96)
            rule.draw(surface, box)
            colours = {tuple(surface.get_at((x, y)))
                       for x in range(box.x, box.right, 3) for y in range(box.y, box.bottom, 3)}
            assert len(colours) > 8, rule.title  # icons were drawn


def test_ginkgopolis_explains_the_draft_in_plain_words():
    sections = dict(pictured("ginkgopolis"))
    draft = sections["The character draft"]
    words = " ".join(r.title + " " + r.text + " " + r.example for r in draft)
    for needed in ("Exploit", "Urbanize", "Construct", "gift", "success point", "E", "U", "C",
                   "resources", "tiles"):
        assert needed in words, needed


@pytest.mark.parametrize("game", GAMES)
def test_every_page_is_tidy(harness, game):
    scene = RulesScene(harness.app, game)
    harness.app.push(scene)
    harness.frames(40)
    pages = 0
    while True:
        found = problems(record_frame(harness))
        assert found == [], (game, scene.scroll, found)
        before = scene.scroll
        harness.key(pygame.K_PAGEDOWN)
        pages += 1
        if scene.scroll == before:
            break
    assert pages >= 2  # the pictures and the text summary do not fit on one page
    assert scene.scroll == scene.total - scene.area.h
    harness.key(pygame.K_ESCAPE)
    assert harness.top is not scene


@pytest.mark.parametrize("game", GAMES)
def test_the_page_follows_the_text_size_and_stays_tidy(harness, game):
    """At 150 % the words are half as big again, the page longer, and every page tidy."""
    from game.ui.kit import text

    normal = RulesScene(harness.app, game)
    harness.app.options.text_size = 150
    harness.app.apply_options()
    try:
        large = RulesScene(harness.app, game)
        assert large.body_size == round(normal.body_size * 1.5)
        assert large.total > normal.total * 1.2
        harness.app.push(large)
        harness.frames(40)
        while True:
            marks = record_frame(harness)
            assert problems(marks) == [], (game, large.scroll)
            sizes = {m.rect.h for m in marks if m.kind == "text" and m.layer == max(
                n.layer for n in marks)}
            assert max(sizes) > 20
            before = large.scroll
            harness.key(pygame.K_PAGEDOWN)
            if large.scroll == before:
                break
    finally:
        harness.app.options.text_size = 100
        harness.app.apply_options()
        assert text.scale() == 1.0
