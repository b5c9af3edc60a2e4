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
    with pytest.raises(PositionError, match="^a: expected an array, not a table$"):
        expect_list({}, "a")
    wanted = r"^seat\[0\]\.hand: unknown key \(allowed: area, sp\)$"
    with pytest.raises(PositionError, match=wanted):
        expect_table({"hand": 1}, "seat[0]", {"sp", "area"})
    with pytest.raises(PositionError, match="^colour: unknown key"):
        expect_table({"colour": 1}, "", {"game"})


def test_float_rejects_nan_inf_huge_and_bools_without_overflow():
    from game.engine.fields import expect_float, float_problem

    assert expect_float(2, "w", 0.0, 5.0) == 2.0
    assert "finite" in float_problem(float("nan"), 0.0, 1.0)
    assert "finite" in float_problem(float("inf"))
    assert float_problem(10**400, 0.0, 1.0) == "a number that large is out of range 0.0..1.0"
    assert "expected a number" in float_problem(True)
    with pytest.raises(PositionError, match=r"^w: expected a finite number, not nan$"):
        expect_float(float("nan"), "w")


def test_digits_are_ascii_and_bounded():
    from game.engine.fields import expect_digits

    assert expect_digits("12", "id", 0, 99) == 12
    for bad in ("١٢", "+1", " 1", "", "1" * 19, 12, ["1"]):
        with pytest.raises(PositionError, match=r"^id: "):
            expect_digits(bad, "id")


def test_echoed_values_and_places_stay_on_one_line():
    from game.engine.fields import expect_str, one_line, shown

    assert one_line("a\nb\x1bc\u2028") == "a\\nb\\x1bc\\u2028"
    assert shown("x\ny") == '"x\\ny"'
    assert shown("z" * 100).endswith('…"') and len(shown("z" * 100)) < 50
    assert shown(10**5000) == "a number that large"
    assert shown([1, [2]]) == "an array"
    with pytest.raises(PositionError) as info:
        expect_str(["\n"], "k\ney")
    assert str(info.value) == "k\\ney: expected a text, not an array"
    with pytest.raises(PositionError, match="is not one of a, b"):
        expect_str("c\n", "k", choices=("a", "b"))
