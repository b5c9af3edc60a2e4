"""Fuzz: command lines of every subcommand are refused with ONE line and exit 2, or
accepted with values the command can use; nothing else (no traceback, no hang).

Subcommands that do long work (play, demo, arena, bench, ladder) run with their ``run``
replaced by a recorder here, so only the refusal before any work is exercised; score,
moves and info are cheap and run for real.
"""

from __future__ import annotations

import atexit
import contextlib
import io
import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import cli
from tests.fuzz.support import FUZZ, TOKENS, assert_one_line, count, hang_guard

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
STUBBED = ("play", "demo", "arena", "bench", "ladder", "replay", "tune", "challenge")
# the values below are built at import, before any pytest fixture exists
FOLDER = Path(tempfile.mkdtemp(prefix="polis-cli-fuzz-"))
atexit.register(shutil.rmtree, FOLDER, True)
MISSING = FOLDER / "missing-folder" / "out.json"
GOOD_FILE = FOLDER / "file.txt"
GOOD_FILE.write_text("x = 1\n")
FIFO = FOLDER / "pipe"
if hasattr(os, "mkfifo") and not FIFO.exists():
    os.mkfifo(FIFO)

VALUES = [
    "0", "1", "2", "3", "5", "-1", "60", "1000", "1001", "99999999999999999999", "9" * 5000,
    "nan", "inf", "-inf", "1e999", "0.5", "1.5", "", " ", "١", "²", "x", "--", "-", "a\nb",
    "\x1b[31m", "\u2028", "easy", "hard", "godlike", "random", "greedy", "human", "ai:easy",
    "ai:godlike", "easy,easy", "easy,greedy,hard", "human,ai:easy", "akropolis", "capital",
    "ginkgopolis", "chess", "captial", "qhh", "quarry,house,house",
    str(MISSING), str(FOLDER), str(GOOD_FILE), str(FIFO), "/dev/null", "/dev/zero",
    str(FOLDER / "new.png"), str(FOLDER / "new.json"), str(FIFO / "x"), "x" * 5000,
    *(str(p) for p in sorted(FIXTURES.rglob("*.toml"))[:6]),
    *TOKENS[:12],
]


def option_table() -> dict[str, list[str]]:
    """Every subcommand's option strings (from the real parser)."""
    parser = cli.build_parser()
    table: dict[str, list[str]] = {}
    for action in parser._subparsers._group_actions[0].choices.items():  # noqa: SLF001
        name, sub = action
        table[name] = [
            opt for a in sub._actions for opt in a.option_strings  # noqa: SLF001
            if opt not in ("-h", "--help")
        ]
    return table


OPTIONS = option_table()


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A subcommand and a few of its options with hostile values, plus stray words."""
    command = draw(st.sampled_from([*OPTIONS, "", "bogus", "-x"]))
    argv = [command] if command else []
    options = OPTIONS.get(command, [])
    for _ in range(draw(st.integers(0, 5))):
        kind = draw(st.sampled_from(["option", "option", "option", "value", "text"]))
        if kind == "option" and options:
            argv.append(draw(st.sampled_from(options)))
            if draw(st.integers(0, 5)):
                argv.append(draw(st.sampled_from(VALUES)))
        elif kind == "value":
            argv.append(draw(st.sampled_from(VALUES)))
        else:
            argv.append(draw(st.text(max_size=12)))
    return argv


@pytest.fixture
def stubbed(monkeypatch):
    """Replace the long-running subcommands' ``run`` by a recorder."""
    calls: list[str] = []
    for name in STUBBED:
        monkeypatch.setattr(cli.SUBCOMMANDS[name], "run",
                            lambda args, n=name: calls.append(n) or 0)
    return calls


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), hang_guard():
        code = cli.main(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_any_command_line(stubbed):
    @FUZZ
    @given(command_lines())
    def run(argv):
        stubbed.clear()
        code, out, err = run_cli(argv)
        command = argv[0] if argv and argv[0] in OPTIONS else "play"
        if stubbed:
            assert code == 0 and not err, (argv, err)
            count("command lines", "handled")
            return
        if command in ("score", "moves") and code in (0, 2) and out + err:
            # the file commands report each bad file on its own line and go on
            for line in err.splitlines():
                assert_one_line(line)
            count("command lines", "refused" if code else "handled")
            return
        if code == 0:
            count("command lines", "handled")
            return  # info (or score/moves with good files)
        if command == "review" and "--json" in argv and code == 2 and not err:
            # a record that cannot be reviewed is one JSON line naming it, on stdout
            (line,) = out.splitlines()
            assert set(json.loads(line)) == {"file", "error"}, (argv, out)
            count("command lines", "refused")
            return
        assert code == 2, (argv, code, err)
        assert err.endswith("\n") and err.count("\n") == 1, (argv, err)
        assert_one_line(err[:-1])
        count("command lines", "refused")

    run()


@pytest.mark.parametrize(
    "argv",
    [
        ["demo", "--fps", "0"],
        ["demo", "--frames", "0"],
        ["demo", "--screenshot", str(MISSING)],
        ["demo", "--screenshot", str(FOLDER)],
        ["demo", "--game", "chess"],
        ["demo", "--seats", "ai:godlike"],
        ["demo", "--seed", "nan"],
        ["arena", "--game", "capital", "--seats", "easy,easy", "--json", str(MISSING)],
        ["arena", "--game", "capital", "--seats", "easy,easy", "--records", str(GOOD_FILE)],
        ["arena", "--game", "capital", "--seats", "easy,easy", "--games", "0"],
        ["arena", "--game", "captial", "--seats", "easy,easy"],
        ["arena", "--game", "capital", "--seats", "easy,godlike"],
        ["arena", "--game", "capital", "--seats", "easy,easy", "--cluster", "no where"],
        ["ladder", "--game", "capital", "--cluster", "host:0"],
        ["tune", "--game", "capital", "--against", "easy", "--target", "2"],
        ["tune", "--game", "capital", "--against", "easy", "--target", "0.5", "--keys", "x"],
        ["tune", "--game", "capital", "--against", "easy", "--target", "0.5",
         "--out", str(GOOD_FILE)],
        ["score"],
        ["moves", "--tile"],
        ["bogus"],
    ],
)
def test_bad_arguments_are_refused_before_any_work(argv, monkeypatch):
    """Real ``run`` (no stub): the refusal comes before a window opens or a game is played."""
    import game.ui.shell.app

    def no_window(*_args, **_kwargs):
        raise AssertionError("the window opened before the arguments were checked")

    monkeypatch.setattr(game.ui.shell.app, "App", no_window)
    code, _out, err = run_cli(argv)
    assert code == 2 and err.count("\n") == 1, (argv, code, err)
    assert_one_line(err[:-1])
