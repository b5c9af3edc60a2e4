"""The command line: help, dispatch, and position-file error handling."""

from __future__ import annotations

import json
import subprocess
import sys

from game.cli import main


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args], capture_output=True, text=True, timeout=120
    )


def test_help_lists_every_subcommand():
    result = _run("--help")
    assert result.returncode == 0
    for name in ("play", "score", "moves", "arena", "bench", "demo"):
        assert name in result.stdout


def test_info_reports_extension_state(capsys):
    assert main(["info"]) == 0
    assert "Cython extension:" in capsys.readouterr().out


def test_score_reports_bad_files_one_json_line_each(tmp_path):
    missing = tmp_path / "missing.toml"
    no_game = tmp_path / "nogame.toml"
    no_game.write_text("x = 1\n")
    bad_game = tmp_path / "chess.toml"
    bad_game.write_text('game = "chess"\n')
    broken = tmp_path / "broken.toml"
    broken.write_text("game = \n")
    result = _run("score", "--json", str(missing), str(no_game), str(bad_game), str(broken))
    assert result.returncode == 2
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["file"] for line in lines] == [str(missing), str(no_game), str(bad_game),
                                                 str(broken)]
    assert "no such file" in lines[0]["error"]
    assert "game: required" in lines[1]["error"]
    assert 'unknown game "chess"' in lines[2]["error"]
    assert "line 1" in lines[3]["error"]
    assert "Traceback" not in result.stderr


def test_score_without_json_prints_error_on_stderr(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "chess"\n')
    result = _run("score", str(bad))
    assert result.returncode == 2
    assert result.stderr.strip().startswith(str(bad))
    assert "Traceback" not in result.stderr


def test_moves_tile_option_overrides_the_file_tile():
    fixture = "tests/fixtures/akropolis/moves_m1.toml"
    own = _run("moves", "--json", fixture)
    other = _run("moves", "--json", "--tile", "quarry,house,house", fixture)
    assert own.returncode == 0 and other.returncode == 0
    own_moves, other_moves = json.loads(own.stdout), json.loads(other.stdout)
    assert len(own_moves) == 90
    assert {hexes[0][3] for hexes in other_moves} == {"quarry"}


def test_moves_bad_tile_code_is_one_line_error():
    result = _run("moves", "--tile", "xyz", "tests/fixtures/akropolis/moves_m1.toml")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "--tile" in result.stderr


def _one_line_refusal(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, result.stderr
    return result.stderr.strip()


def test_bad_arguments_give_one_line_and_exit_2():
    message = _one_line_refusal(_run("demo", "--fps", "0", "--headless", "--frames", "2"))
    assert message == "polis demo: argument --fps: 0 is out of range 1..1000 (see --help)"
    message = _one_line_refusal(_run("demo", "--screenshot", "/no/such/folder/x.png"))
    assert "--screenshot" in message and "the folder '/no/such/folder' does not exist" in message
    message = _one_line_refusal(_run("score"))
    assert message.startswith("polis score: ") and "FILE" in message


def test_unknown_command_and_control_characters_stay_on_one_line(capsys):
    assert main(["bogus\nline"]) == 2
    err = capsys.readouterr().err
    assert err == (
        'polis: unknown command "bogus\\nline" (commands: play, score, moves, arena, bench, '
        "demo, info, replay, review, tutorial, ladder, tune, challenge)\n"
    )
    assert main(["demo", "--seats", "ai:\x1b[31m"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err


def test_help_still_exits_0(capsys):
    assert main(["demo", "--help"]) == 0
    assert "--fps" in capsys.readouterr().out


def test_score_echoes_hostile_values_on_one_line(tmp_path, capsys):
    bad = tmp_path / "bad\nname.toml"
    bad.write_text('game = "a\\nb\\u2028c"\n')
    assert main(["score", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(str(tmp_path) + "/bad\\nname.toml: game: unknown game")
