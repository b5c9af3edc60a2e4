"""The hardened TOML reader: odd files, huge values and absurd shapes give one line."""

from __future__ import annotations

import os

import pytest

from game.engine.errors import UserFileError
from game.engine.tomlfile import MAX_KEY_PARTS, MAX_NESTING, parse_toml, read_toml


def one_line_error(path, **kwargs) -> str:
    with pytest.raises(UserFileError) as info:
        read_toml(path, **kwargs)
    message = str(info.value)
    assert "\n" not in message and "\r" not in message
    return message


def test_good_file_is_read(tmp_path):
    path = tmp_path / "good.toml"
    path.write_text('a.b = 1\n[t]\n"q.q" = {x = [1, {y = 2}], z = """\nab\n"""}\n[[u.v]]\nw = 1\n')
    data = read_toml(path)
    assert data["a"]["b"] == 1
    assert data["t"]["q.q"] == {"x": [1, {"y": 2}], "z": "ab\n"}
    assert data["u"]["v"] == [{"w": 1}]


def test_missing_folder_fifo_and_device_are_refused_without_blocking(tmp_path):
    assert one_line_error(tmp_path / "nope.toml").endswith("nope.toml: no such file")
    assert one_line_error(tmp_path).endswith(": is a folder, not a file")
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    assert one_line_error(fifo).endswith("pipe.toml: not a regular file")
    assert one_line_error("/dev/zero") == "/dev/zero: not a regular file"


def test_size_limit_reads_at_most_one_byte_more(tmp_path):
    path = tmp_path / "big.toml"
    path.write_text("".join(f"x{i} = {i}\n" for i in range(10)))  # 70 bytes
    assert "larger than the 69 byte limit" in one_line_error(path, max_bytes=69)
    assert read_toml(path, max_bytes=70)["x9"] == 9


def test_syntax_errors_name_the_file_and_line(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('ok = 1\nname = "unterminated\n')
    message = one_line_error(path)
    assert message.startswith(f"{path}: TOML syntax error") and "line 2" in message


def test_non_utf8_names_the_line(tmp_path):
    path = tmp_path / "latin.toml"
    path.write_bytes(b'a = 1\nb = "\xe9"\n')
    assert one_line_error(path) == f"{path}: line 2: not UTF-8 text"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (".".join(["a"] * (MAX_KEY_PARTS + 1)) + " = 1", "dotted parts"),
        ("[" + ".".join(["a"] * 5000) + "]", "dotted parts"),
        ("x = {a = {b = 1}}\ny = {k0.a = 1, k1.a.b = 2, k2 = [{c = 3}]}\n[[z]]\n", ""),
        ("x = " + "[" * 5000 + "]" * 5000, f"nested more than {MAX_NESTING} deep"),
        ("x = " + "{a = " * 5000 + "1" + "}" * 5000, f"nested more than {MAX_NESTING} deep"),
        ("k" * 300 + " = 1", "key longer than 200 characters"),
        ('x = "' + "a" * 30_000 + '"', "line longer than"),
        ("x = " + "9" * 5000, "a number is too large"),
        ("x = 0x" + "f" * 5000, "x: integer out of the 64-bit range"),
        ("[t]\nv = [1, 0x" + "f" * 20 + "]", "t.v[1]: integer out of the 64-bit range"),
    ],
)
def test_hostile_shapes_are_refused_before_or_by_parsing(text, expected):
    if not expected:
        parse_toml(text, "f.toml")  # nearby legal shapes still parse
        return
    with pytest.raises(UserFileError) as info:
        parse_toml(text, "f.toml")
    assert str(info.value).startswith("f.toml: ") and expected in str(info.value)
    assert "\n" not in str(info.value)


def test_strings_and_comments_hide_brackets_and_dots():
    text = 'a = "[[[[...{{{" # ]]] ...\nb = \'\'\'\n[[[[\n\'\'\'\n"x.y.z" = 1\n'
    assert parse_toml(text, "f")["b"] == "[[[[\n"


def test_control_characters_in_names_and_keys_stay_on_one_line(tmp_path):
    path = tmp_path / "two\nlines.toml"
    path.write_text('"k\\nk" = 0x' + "f" * 20 + "\n")
    message = one_line_error(path)
    assert "two\\nlines.toml" in message and "k\\nk" in message
