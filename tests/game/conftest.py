"""Fixtures shared by the command-line tests."""

from __future__ import annotations

import random

import pytest

from game.engine.record import SeatEntry, new_record, write_record
from tests.engine.record_play import play_randomly


@pytest.fixture
def record_file(tmp_path):
    """A finished 2-player Capital record on disk: (path, record, final state)."""
    seats = [SeatEntry("Zoe", "human", "orange"), SeatEntry("Ada", "ai:hard", "sky")]
    record = new_record("capital", seats, 12, {})
    state = play_randomly(record, random.Random(12))
    record.finished(state)
    path = tmp_path / "game.toml"
    write_record(path, record)
    return path, record, state
