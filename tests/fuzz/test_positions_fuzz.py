"""Fuzz: position files of every game give a result or one line naming the file."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.errors import UserFileError
from game.score_cli import evaluate_file
from tests.fuzz.support import (
    FUZZ,
    TOKENS,
    assert_one_line,
    count,
    hang_guard,
    hostile_document,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
GAMES = ("akropolis", "capital", "ginkgopolis")


def seeds(game: str) -> list[str]:
    """Every good and bad position file of ``game`` in tests/fixtures."""
    files = sorted((FIXTURES / game).rglob("*.toml"))
    return [f.read_text(encoding="utf-8") for f in files]


def check_file(category: str, text: str, method) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pos.toml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            with hang_guard():
                result = evaluate_file(str(path), method)
        except UserFileError as exc:
            assert_one_line(str(exc), str(path))
            count(category, "refused")
            return
        json.dumps(result)  # the CLI prints it: it must be plain data
        count(category, "handled")


@pytest.mark.parametrize("game", GAMES)
def test_score_of_hostile_position_files(game):
    texts = seeds(game)

    @FUZZ
    @given(hostile_document(texts))
    def run(text):
        check_file(f"position files: {game}", text, lambda r, d: r.score_position(d))

    run()


def test_moves_of_hostile_akropolis_files_and_tiles():
    texts = seeds("akropolis")
    tiles = st.one_of(
        st.none(),
        st.sampled_from(["qhh", "quarry,house,house", "PHG", "hhh", "", ",,", "q", *TOKENS]),
        st.text(max_size=20),
    )

    @FUZZ
    @given(hostile_document(texts), tiles)
    def run(text, tile):
        check_file("moves: akropolis", text, lambda r, d: r.position_moves(d, tile=tile))

    run()
