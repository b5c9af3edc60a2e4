"""Hostile ids and numbers in Ginkgopolis files and action texts: one line, no ValueError."""

from __future__ import annotations

import pytest

from game import rules
from game.engine.errors import IllegalAction, PositionError
from game.rules.ginkgopolis.actions import parse_text

RULES = rules.get("ginkgopolis")
HEAD = {"game": "ginkgopolis", "players": 2}


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"buildings": [{"x": 0, "y": 0, "top": "R²", "height": 1}], "seat": [{}, {}]},
         'buildings[0].top: unknown tile id "R²"'),
        ({"seat": [{"area": ["C١"]}, {}]}, 'seat[0].area[0]: unknown card id "C١"'),
        ({"seat": [{"area": ["C" + "9" * 5000]}, {}]}, "seat[0].area[0]: unknown card id"),
        ({"buildings": [{"x": 10**12, "y": 0, "top": "R1", "height": 1}], "seat": [{}, {}]},
         "buildings[0].x: 1000000000000 is out of range -1000..1000"),
        ({"seat": [{"sp": 10**40}, {}]}, "seat[0].sp: a number that large is out of range"),
        ({"players": [2], "seat": [{}, {}]}, "players: expected an integer, not an array"),
    ],
)
def test_hostile_position_values(data, expected):
    with pytest.raises(PositionError) as info:
        RULES.score_position({**HEAD, **data})
    message = str(info.value)
    assert expected in message and message.splitlines() == [message]


@pytest.mark.parametrize(
    "text", ["pick C²", "play R١", "token ١,٢", "token " + "9" * 5000 + ",1", "return B²", "a\nb"]
)
def test_parse_text_refuses_odd_ids_with_illegal_action(text):
    with pytest.raises(IllegalAction) as info:
        parse_text(text)
    assert str(info.value).splitlines() == [str(info.value)]


def test_parse_text_reads_real_actions():
    assert str(parse_text("token  -3 , 2")) == "token -3,2"
    assert str(parse_text("play A + Y12")) == "play A + Y12"
    assert str(parse_text("pick C27")) == "pick C27"


@pytest.mark.parametrize("text", ["R١٢", "R²", "R01", "R123", "C²", "C01", "C28"])
def test_ids_take_one_or_two_ascii_digits(text):
    from game.rules.ginkgopolis.data import parse_character, parse_tile

    assert parse_tile(text) is None and parse_character(text) is None


def test_ids_read_their_numbers():
    from game.rules.ginkgopolis.data import parse_character, parse_tile

    assert (parse_tile("R1"), parse_tile("Y7"), parse_tile("B20")) == (0, 26, 59)
    assert (parse_character("C1"), parse_character("C27")) == (0, 26)
