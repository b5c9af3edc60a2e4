"""Hostile action texts and position values: IllegalAction / PositionError, one line."""

from __future__ import annotations

import pytest

from game import rules
from game.engine.errors import IllegalAction, PositionError

RULES = rules.get("akropolis")
CITY = [{"q": 0, "r": 0, "level": 1, "kind": "house-plaza"}]


@pytest.mark.parametrize(
    "text",
    [
        "take " + "9" * 5000 + " at 0,0 rot 0",  # int() would refuse 5000 digits
        "take ١ at 0,0 rot 0",  # Arabic-Indic digit
        "take 0 at ²,0 rot 0",  # superscript: isdigit() but not int()
        "take 0 at 0,0 rot 0\nsecond line",
        "\x1b[31mtake",
    ],
)
def test_parse_action_refuses_odd_texts_with_one_line(text):
    state = RULES.new_game(players=2, seed=3)
    with pytest.raises(IllegalAction) as info:
        RULES.parse_action(state, text)
    message = str(info.value)
    assert message.splitlines() == [message] and "\x1b" not in message


def test_parse_action_still_accepts_spaced_legal_text():
    state = RULES.new_game(players=2, seed=3)
    action = state.legal_actions()[0]
    assert RULES.parse_action(state, "  " + str(action).replace(" ", "   ") + "\n") == action


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"game": ["akropolis"], "hexes": CITY}, 'game: must be "akropolis"'),
        ({"game": "akropolis", "hexes": CITY, "options": {"lake": ["x"]}},
         "options.lake: unknown value an array"),
        ({"game": "akropolis", "hexes": CITY, "options": {"a\nb": 1}},
         "options.a\\nb: unknown key"),
        ({"game": "akropolis", "hexes": CITY, "stones": 10**30}, "stones: must be an integer"),
        ({"game": "akropolis", "hexes": [{**CITY[0], "level": 10**9}]}, "level must be an integer"),
        ({"game": "akropolis", "hexes": [{**CITY[0], "kind": "h\u2028"}]},
         'unknown kind "h\\u2028"'),
    ],
)
def test_hostile_position_values(data, expected):
    with pytest.raises(PositionError) as info:
        RULES.score_position(data)
    message = str(info.value)
    assert expected in message and message.splitlines() == [message]
