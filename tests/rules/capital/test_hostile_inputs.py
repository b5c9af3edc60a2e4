"""Hostile position values in Capital files: PositionError with one line, no TypeError."""

from __future__ import annotations

import pytest

from game import rules
from game.engine.errors import IllegalAction, PositionError

RULES = rules.get("capital")
STACK = {"x": 0, "y": 0, "quarters": ["R", "R", "R", "R"]}


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"stacks": [{"x": 0, "y": 0, "public": ["a"]}]}, "public: unknown public building"),
        ({"stacks": [{"x": 0, "y": 0, "milestone": {}}]}, "milestone: unknown milestone a table"),
        ({"stacks": [{**STACK, "quarters": [["R"], "R", "R", "R"]}]}, "unknown quarter code"),
        ({"stacks": [{**STACK, "quarters": ["R\n", "R", "R", "R"]}]}, 'quarter code "R\\n"'),
        ({"stacks": [STACK], "coins": 10**30}, "coins: a number that large is out of range"),
        ({"stacks": [STACK], "vp": -(10**7)}, "vp: -10000000 is out of range"),
        ({"stacks": [{**STACK, "x": 10**6}]}, "stacks[0].x: 1000000 is out of range"),
        ({"stacks": [STACK], "k\x1b": 1}, "k\\x1b: unknown key"),
        ({"stacks": [STACK] * 1001}, "stacks: more than 1000 stacks"),
    ],
)
def test_hostile_position_values(data, expected):
    with pytest.raises(PositionError) as info:
        RULES.score_position({"game": "capital", **data})
    message = str(info.value)
    assert expected in message and message.splitlines() == [message]


@pytest.mark.parametrize("text", ["", "\n", "build " + "9" * 5000, "٣", "pass\x1b"])
def test_parse_action_refuses_odd_texts(text):
    state = RULES.new_game(players=2, seed=1)
    with pytest.raises(IllegalAction) as info:
        RULES.parse_action(state, text)
    assert str(info.value).splitlines() == [str(info.value)]
