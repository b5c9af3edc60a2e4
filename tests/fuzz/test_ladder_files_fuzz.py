"""Fuzz: the ladder's files (the results JSON it resumes, the strength file and the
levels document it updates) are hostile like any other. ``polis ladder --no-play``
reads all three and writes them again: it must either do that or stop with ONE line
naming the file and exit 2; never a traceback, a hang, or a damaged strength file.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ai import level_strength
from ai.tools import ladder_cli
from game import rules
from game.engine.paths import level_file
from game.engine.tomlfile import read_toml
from tests.ai.nim_game import NIM
from tests.fuzz.support import (
    FUZZ,
    assert_one_line,
    count,
    hang_guard,
    hostile_document,
    mutated_data,
    mutated_text,
)

BOTS = "random,greedy,beginner"


@pytest.fixture(scope="module")
def seeds():
    """A real ladder JSON of two-game pairs on Nim, the shipped strength file and the
    levels document, as texts."""
    rules.register(NIM)
    folder = Path(tempfile.mkdtemp(prefix="polis-ladder-fuzz-"))
    out = folder / "ladder.json"
    code = run_ladder(["--json", str(out), "--games", "2", "--jobs", "1"])[0]
    assert code == 0
    shipped = level_file(level_strength.FILE).read_text(encoding="utf-8")
    doc = (Path(__file__).resolve().parents[2] / "docs" / "ai-levels.md").read_text("utf-8")
    yield out.read_text(encoding="utf-8"), shipped, doc, folder
    rules.unregister(NIM.name)
    shutil.rmtree(folder, ignore_errors=True)


def run_ladder(extra: list[str]) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    ladder_cli.add_arguments(parser)
    args = parser.parse_args(["--game", "nim", "--bots", BOTS, "--quiet", *extra])
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), hang_guard():
        code = ladder_cli.run(args)
    return code, out.getvalue(), err.getvalue()


def json_texts(seed: str) -> st.SearchStrategy[str]:
    """The seed, its text with byte-level edits, or its data with values replaced."""
    data = json.loads(seed)
    return st.one_of(
        st.just(seed),
        mutated_text([seed]),
        mutated_data([data]).map(lambda d: json.dumps(d, default=str)),
    )


def doc_bytes(seed: str) -> st.SearchStrategy[bytes]:
    """The document, edited, or bytes that are not UTF-8 at all."""
    return st.one_of(
        st.just(seed.encode("utf-8")),
        mutated_text([seed[:3000]]).map(lambda t: t.encode("utf-8", "surrogatepass")),
        st.binary(max_size=200),
    )


def test_ladder_files(seeds):
    ladder_seed, strength_seed, doc_seed, folder = seeds

    @FUZZ
    @given(json_texts(ladder_seed), hostile_document([strength_seed]), doc_bytes(doc_seed))
    def run(results: str, strength: str, doc: bytes) -> None:
        paths = {name: folder / name for name in ("r.json", "strength.toml", "levels.md")}
        paths["r.json"].write_text(results, encoding="utf-8", errors="surrogatepass")
        paths["strength.toml"].write_text(strength, encoding="utf-8", errors="surrogatepass")
        paths["levels.md"].write_bytes(doc)
        code, _out, err = run_ladder([
            "--games", "2", "--jobs", "1", "--no-play", "--json", str(paths["r.json"]),
            "--doc", str(paths["levels.md"]), "--strength", str(paths["strength.toml"])])
        if code == 0:
            assert not err, err
            written = read_toml(paths["strength.toml"])  # what it wrote reads back
            assert "nim" in written
            count("ladder files", "handled")
            return
        assert code == 2, (code, err)
        assert err.endswith("\n") and err.count("\n") == 1, err
        assert_one_line(err[:-1], "polis ladder: ")
        assert any(str(path) in err for path in paths.values()), err
        count("ladder files", "refused")

    run()
