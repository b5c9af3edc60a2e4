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


def test_numbers_are_ascii_and_bounded() -> None:
    whole = cliargs.int_range(None, None)
    assert whole(" -12 ") == -12
    for bad in ("+-5", "1_000", "٣", "²", "9" * 20, "1.0", "0x10"):
        with pytest.raises(argparse.ArgumentTypeError):
            whole(bad)
    number = cliargs.float_range(0.0, 100.0)
    assert number("1e2") == 100.0 and number(".5") == 0.5
    for bad in ("٣", "1_0", "infinity", "0x1p3"):
        with pytest.raises(argparse.ArgumentTypeError):
            number(bad)


def test_seed_and_game_name() -> None:
    assert cliargs.seed("0") == 0
    assert cliargs.seed(str(cliargs.MAX_SEED)) == cliargs.MAX_SEED
    for bad in ("-1", "nan", str(cliargs.MAX_SEED + 1)):
        with pytest.raises(argparse.ArgumentTypeError):
            cliargs.seed(bad)
    assert cliargs.game_name("capital") == "capital"
    with pytest.raises(argparse.ArgumentTypeError, match="unknown game 'captial'"):
        cliargs.game_name("captial")


def test_odd_paths_are_refused_not_raised(tmp_path) -> None:
    import os

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for parse in (cliargs.output_file, cliargs.input_file):
        for bad in ("x" * 5000, str(fifo), str(fifo / "x"), "a\0b", ""):
            with pytest.raises(argparse.ArgumentTypeError):
                parse(bad)
    with pytest.raises(argparse.ArgumentTypeError, match="is not a folder"):
        cliargs.output_dir(str(fifo))


def test_language_accepts_ours_and_refuses_others() -> None:
    assert cliargs.language("zh-Hant") == "zh-Hant"
    assert cliargs.language("zh_CN.UTF-8") == "zh-Hans"
    assert cliargs.language("en_GB") == "en"
    for bad in ("fr", "", "x" * 100, "zh\x00", "zh\nHant"):
        with pytest.raises(argparse.ArgumentTypeError, match="unknown language"):
            cliargs.language(bad)
