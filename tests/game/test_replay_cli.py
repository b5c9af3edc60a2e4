"""``polis replay``: the summary of a record, at its end or at move N, and one-line errors."""

from __future__ import annotations

import json

from game.cli import main


def test_json_summary_of_a_whole_game(record_file, capsys):
    path, record, state = record_file
    assert main(["replay", str(path), "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    data = json.loads(out)
    assert data == {"file": str(path), "game": "capital", "moves": len(record.actions),
                    "scores": state.scores(), "winners": state.winners(), "terminal": True}


def test_to_n_stops_early(record_file, capsys):
    path, record, _state = record_file
    assert main(["replay", str(path), "--to", "10", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["moves"] == 10 and data["terminal"] is False and data["winners"] == []
    assert data["scores"] == record.replay(10).scores()


def test_plain_summary(record_file, capsys):
    path, record, state = record_file
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.strip()
    assert "\n" not in out
    assert f"{len(record.actions)} moves" in out and "Capital" in out and "over" in out
    assert f"Zoe {state.scores()[0]}" in out


def test_errors_are_one_line_with_exit_2(record_file, tmp_path, capsys):
    path, record, _state = record_file
    bad = tmp_path / "bad.toml"
    text = path.read_text()
    bad.write_text(text.replace(f'text = "{record.actions[2].text}"', 'text = "pick nothing"', 1))
    assert main(["replay", str(bad), "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data == {"file": str(bad), "error": 'action 3 "pick nothing": not a legal move'}
    assert main(["replay", str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == f'{bad}: action 3 "pick nothing": not a legal move'
    for args in ([str(tmp_path / "missing.toml")], [str(tmp_path)],
                 [str(path), "--to", "x"], [str(path), "--to", "99999"]):
        assert main(["replay", *args, "--json"]) == 2
        out = capsys.readouterr().out
        assert out.count("\n") == 1 and set(json.loads(out)) == {"file", "error"}


# -- names escaped in every output line (issue 27, item 9) -----------------------------
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game.engine.fields import one_line  # noqa: E402


def test_a_file_name_with_a_newline_is_escaped_in_every_line(record_file, tmp_path, capsys):
    path, _record, _state = record_file
    odd = tmp_path / "my\ngame\x1b[31m.toml"
    odd.write_bytes(path.read_bytes())
    for argv, stream in ((["replay", str(odd)], "out"), (["replay", "--to", "x", str(odd)], "err"),
                         (["replay", "--to", "99999", str(odd)], "err"),
                         (["replay", str(tmp_path / "gone\n.toml")], "err")):
        main(argv)
        captured = capsys.readouterr()
        text = getattr(captured, stream)
        assert text.count("\n") == 1 and "\x1b" not in text, (argv, text)
        assert text.startswith(one_line(argv[-1]) + ": "), (argv, text)
    main(["replay", "--json", str(odd)])
    assert json.loads(capsys.readouterr().out)["file"] == str(odd)  # JSON keeps the name


NAMES = st.text(st.characters(blacklist_characters="/\x00", blacklist_categories=("Cs",)),
                min_size=1, max_size=30)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=NAMES, command=st.sampled_from(["replay", "score", "moves"]),
       valid=st.booleans())
def test_fuzzed_file_names_never_break_a_line(record_file, tmp_path, capsys, name, command,
                                              valid):
    path, _record, _state = record_file
    target = tmp_path / f"x{name}.toml"
    try:
        target.write_bytes(path.read_bytes() if valid else b"[broken\n")
    except (OSError, ValueError):
        return  # a name this file system refuses
    try:
        main([command, str(target)])
    finally:
        target.unlink(missing_ok=True)
    captured = capsys.readouterr()
    for text in (captured.out, captured.err):
        for line in text.splitlines():
            assert line.isprintable(), (command, line)
    first = (captured.out + captured.err).splitlines()[0]
    assert one_line(str(target)) in first
