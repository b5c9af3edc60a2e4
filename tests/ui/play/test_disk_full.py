"""A full disk at every point of a game: the finished game is kept once, nothing is lost.

Every write the game makes (the journal's start, appends and cuts, the history record,
the statistics) is counted; in each case the writes from number ``k`` on fail with
ENOSPC for a stretch of ``span`` writes, then the disk has room again. Once the game
is over and the window leaves it, and the app starts again, the finished game must be
in the history exactly once with every action played, counted once in the statistics,
with no journal and no temporary file left behind.
"""

from __future__ import annotations

import errno
import os
import random

import pytest

from game.engine import games, history
from game.engine.journal import Journal
from game.ui.play.session import GameSession, Seat

SEED = 21


class Disk:
    """Counts writes; the ones numbered in ``failing`` raise ENOSPC."""

    def __init__(self, failing: range) -> None:
        self.failing = failing
        self.count = 0

    def check(self) -> None:
        number, self.count = self.count, self.count + 1
        if number in self.failing:
            raise OSError(errno.ENOSPC, "No space left on device")


def _install(monkeypatch, disk: Disk) -> None:
    start, append, truncate = Journal.start.__func__, Journal.append, Journal.truncate
    write_record, write_stats = history.write_record, history._write_stats

    def counted(real):
        def wrapper(*args, **kwargs):
            disk.check()
            return real(*args, **kwargs)
        return wrapper

    monkeypatch.setattr(Journal, "start", classmethod(counted(start)))
    monkeypatch.setattr(Journal, "append", counted(append))
    monkeypatch.setattr(Journal, "truncate", counted(truncate))
    monkeypatch.setattr(history, "write_record", counted(write_record))
    monkeypatch.setattr(history, "_write_stats", counted(write_stats))


def play_a_game(monkeypatch, disk: Disk) -> GameSession:
    """A whole 2-player Akropolis game with undos and moves written ahead, then left."""
    _install(monkeypatch, disk)
    rng = random.Random(SEED)
    seats = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("akropolis", seats, SEED, {})
    session.reveals = lambda before, after: False
    moves = 0
    while not session.state.is_terminal():
        action = rng.choice(session.state.legal_actions())
        if session.current_seat().is_ai:
            session.journal_ahead(action, think_ms=7)
        session.apply(action)
        moves += 1
        if moves % 9 == 0 and session.undo(0):
            continue
    session.finish()
    session.close()  # the window leaves the results screen
    monkeypatch.undo()
    _no_fsync(monkeypatch)
    return session


def clean_writes(monkeypatch) -> int:
    disk = Disk(range(0))
    play_a_game(monkeypatch, disk)
    return disk.count


def _no_fsync(monkeypatch) -> None:
    """fsync waits for the disk and proves nothing here (the kill test covers it)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.mark.parametrize("span", [1, 3])
def test_a_full_disk_at_every_write_loses_nothing(span, monkeypatch, tmp_path):
    _no_fsync(monkeypatch)
    total = clean_writes(monkeypatch)
    assert total > 30
    for k in range(total + 1):
        monkeypatch.setenv("POLIS_HOME", str(tmp_path / f"k{k}-{span}"))
        session = play_a_game(monkeypatch, Disk(range(k, k + span)))
        monkeypatch.setenv("POLIS_HOME", str(tmp_path / f"k{k}-{span}"))
        # the next start: anything left in progress is finished or offered
        found, notices = games.list_games()
        assert found == [] and notices == [], (k, found, notices)
        kept = history.list_finished()
        assert len(kept) == 1, (k, kept)
        record = history.load_finished(kept[0].path)
        assert record.actions == session.record.actions, k
        assert record.final_scores == session.state.scores()
        assert history.stats("akropolis", "easy").played == 1, k
        home = tmp_path / f"k{k}-{span}"
        assert not list(home.glob("**/.*.tmp")), k
        assert not list(games.games_dir().iterdir()), k
