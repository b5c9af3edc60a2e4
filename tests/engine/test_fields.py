"""Shared checks for values from untrusted files name the place and the reason."""

import pytest

from game.engine.errors import PositionError
from game.engine.fields import expect_int, expect_list, expect_table


def test_expect_int_accepts_in_range_and_rejects_bools_and_strings():
    assert expect_int(3, "x", 0, 5) == 3
    with pytest.raises(PositionError, match=r"^x: expected an integer, not True$"):
        expect_int(True, "x")
    with pytest.raises(PositionError, match=r"^x: expected an integer"):
        expect_int("3", "x")


def test_expect_int_range_message_shows_open_bounds():
    with pytest.raises(PositionError, match=r"^sp: -1 is out of range 0\.\.…$"):
        expect_int(-1, "sp", 0)
    with pytest.raises(ValueError, match=r"^n: 9 is out of range 1\.\.5$") as info:
        expect_int(9, "n", 1, 5, error=ValueError)
    assert type(info.value) is ValueError


def test_expect_list_and_table():
    assert expect_list([1], "a") == [1]
    with pytest.raises(PositionError, match="^a: expected an array$"):
        expect_list({}, "a")
    wanted = r"^seat\[0\]\.hand: unknown key \(allowed: area, sp\)$"
    with pytest.raises(PositionError, match=wanted):
        expect_table({"hand": 1}, "seat[0]", {"sp", "area"})
    with pytest.raises(PositionError, match="^colour: unknown key"):
        expect_table({"colour": 1}, "", {"game"})
