"""The shared argparse checks refuse bad values with a reason and accept good ones."""

from __future__ import annotations

import argparse

import pytest

from game.engine import cliargs


def test_int_range_accepts_and_refuses() -> None:
    parse = cliargs.int_range(1, 10)
    assert parse("7") == 7
    for bad in ("0", "11", "x", "١", "1" * 40, "nan", ""):
        with pytest.raises(argparse.ArgumentTypeError):
            parse(bad)


def test_float_range_refuses_nan_and_inf() -> None:
    parse = cliargs.float_range(0.0, 1.0)
    assert parse("0.5") == 0.5
    for bad in ("nan", "inf", "-inf", "2", "x", "1e999"):
        with pytest.raises(argparse.ArgumentTypeError):
            parse(bad)


def test_output_paths(tmp_path) -> None:
    assert cliargs.output_file(str(tmp_path / "out.json")) == tmp_path / "out.json"
    with pytest.raises(argparse.ArgumentTypeError):
        cliargs.output_file(str(tmp_path / "missing" / "out.json"))
    with pytest.raises(argparse.ArgumentTypeError):
        cliargs.output_file(str(tmp_path))
    assert cliargs.output_dir(str(tmp_path / "new")) == tmp_path / "new"
    with pytest.raises(argparse.ArgumentTypeError):
        cliargs.output_dir(str(tmp_path / "a" / "b"))
    (tmp_path / "f").write_text("x")
    with pytest.raises(argparse.ArgumentTypeError):
        cliargs.output_dir(str(tmp_path / "f"))


def test_input_file(tmp_path) -> None:
    (tmp_path / "f").write_text("x")
    assert cliargs.input_file(str(tmp_path / "f")).name == "f"
    with pytest.raises(argparse.ArgumentTypeError):
        cliargs.input_file(str(tmp_path))
    with pytest.raises(argparse.ArgumentTypeError):
        cliargs.input_file(str(tmp_path / "nope"))
