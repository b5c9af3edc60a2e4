"""Fuzz: a game record (the records issue's ``load_record``) loads or gives one line."""

from __future__ import annotations

import random
import tempfile
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given

from game import rules
from game.engine.errors import UserFileError
from tests.fuzz.support import FUZZ, assert_one_line, count, hang_guard, hostile_document

record_module = pytest.importorskip(
    "game.engine.record", reason="game.engine.record (the records issue) has not landed"
)
if not hasattr(record_module, "load_record"):
    pytest.skip("game.engine.record has no load_record yet", allow_module_level=True)


@cache
def seeds() -> list[str]:
    """Records of seeded random games: short ones and one finished game per game."""
    texts = []
    for game in ("akropolis", "capital", "ginkgopolis"):
        game_rules = rules.get(game)
        players = 2 if 2 in game_rules.player_counts else game_rules.player_counts[0]
        seats = [
            record_module.SeatEntry("You", "human", "red"),
            *(record_module.SeatEntry(f"Bot {i}", "ai:easy", "blue") for i in range(1, players)),
        ]
        record = record_module.new_record(game, seats, 11, {})
        state = record.new_state()
        rng = random.Random(11)
        while not state.is_terminal() and len(record.actions) < 2000:
            action = rng.choice(state.legal_actions())
            record.add(state.current_player, str(action))
            state.apply(action)
            if len(record.actions) == 12:
                texts.append(record_module.to_bytes(record).decode("utf-8"))
        record.finished(state)
        texts.append(record_module.to_bytes(record).decode("utf-8"))
    return texts


def test_hostile_records():
    @FUZZ
    @given(hostile_document(seeds()))
    def run(text):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "game.polis.toml"
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            try:
                with hang_guard():
                    record = record_module.load_record(path)
            except UserFileError as exc:
                assert_one_line(str(exc), str(path))
                count("records", "refused")
                return
            assert record.game in rules.names()
            count("records", "handled")

    run()
