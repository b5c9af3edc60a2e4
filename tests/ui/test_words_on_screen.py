"""Words on screen that were wrong (issue 28): each checked where it is said."""

from __future__ import annotations

import pygame

from game.ui.capital import art
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import CATEGORY_COLOURS, category_colours
from game.ui.scenes.rules import RulesScene


def test_the_rules_summary_scrolls_with_the_arrow_keys_as_it_says(harness):
    h = harness
    page = RulesScene(h.app, "capital")
    h.app.push(page)
    h.frames(2)
    assert page.total > page.area.h  # long enough to say "Wheel or arrow keys: scroll"
    h.key(pygame.K_DOWN)
    h.key(pygame.K_DOWN)
    assert page.scroll > 0
    down = page.scroll
    h.key(pygame.K_UP)
    assert 0 <= page.scroll < down


def test_tab_shows_the_next_district_in_capital(harness):
    h = harness
    seats = [Seat("You", "orange", "human", "easy"), Seat("Basil", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("capital", seats, 3, {}, autosave=False))
    h.app.push(play)
    h.frames(5)
    board = play.board
    assert board.view_seat == 0
    h.key(pygame.K_TAB)
    assert board.view_seat == 1  # not the keyboard focus on Hint
    h.key(pygame.K_TAB)
    assert board.view_seat == 0


def test_capital_results_colour_park_and_culture_as_the_board_does():
    cats = ["park", "culture", "industry penalty", "transport", "milestones"]
    colours = category_colours("capital", cats)
    assert colours[0] == art.COLOURS[0]  # park: green
    assert colours[1] == art.COLOURS[3]  # culture: purple
    assert colours[2] == art.COLOURS[4]  # industry: blue
    for other in colours[3:]:  # the rest look like none of them
        for own in (art.COLOURS[0], art.COLOURS[3], art.COLOURS[4]):
            assert sum(abs(a - b) for a, b in zip(other, own, strict=True)) > 90
    assert category_colours("akropolis", ["a", "b"]) == CATEGORY_COLOURS[:2]


def test_capital_coins_are_counted_in_words():
    from game.ui.capital.tips import Hover, _panel_tip

    panel = pygame.Rect(900, 100, 300, 120)
    purse = pygame.Rect(panel.x + 10, panel.y + 10, 30, 20)  # the purse is checked first
    hover = Hover(names=["You"], slots=[], district={}, cell=None, placing=False, hand=[],
                  panels=[panel], purses=[purse], vp=[0], coins=[1])
    title, body = _panel_tip(purse.center, hover)
    assert title == "Coins" and body.startswith("You have 1 coin.")


def test_the_hand_off_never_says_pass_to_you(harness):
    from game.ui.scenes.handoff import HandoffScene
    from tests.ui.layout import record_frame

    for name, title, ready in (("You", "Your turn", "Click (or press Enter) to continue"),
                               ("Ada", "Pass to Ada", "Ada: click (or press Enter) to "
                                                      "continue")):
        harness.app.push(HandoffScene(harness.app, name, (200, 120, 40)))
        harness.frames(2)
        said = [m.label for m in record_frame(harness) if m.kind == "text"]
        assert title in said and ready in said and "Pass to You" not in said
        harness.app.pop()


def test_capital_tile_tips_never_say_1_coins():
    import re

    from game.rules.capital import tables as T
    from game.ui.capital.tips import describe_quarters

    said = [describe_quarters(tile * 4) for tile in range(len(T.COST))]
    assert any("(1 coin" in s for s in said) and any("cost 1 coin" in s for s in said)
    assert not [s for s in said if re.search(r"\b1 coins\b", s)]
