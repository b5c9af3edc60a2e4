"""The history of finished games (bounded) and the statistics kept beside it."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import history
from game.engine.record import SeatEntry, new_record
from tests.engine.record_play import play_randomly


def finished(game="akropolis", level="hard", seed=1, human_wins=None):
    """A finished random game: "You" (seat 0) against one AI level."""
    seats = [SeatEntry("You", "human", "orange"), SeatEntry("Ada", f"ai:{level}", "sky")]
    while True:
        record = new_record(game, seats, seed, {})
        state = play_randomly(record, random.Random(seed))
        if human_wins is None or (0 in state.winners()) == human_wins:
            record.finished(state)
            return record
        seed += 1000


def test_finished_games_are_listed_newest_first_and_load(tmp_path):
    first = history.add_finished(finished(seed=1))
    second = history.add_finished(finished("capital", seed=2))
    entries = history.list_finished()
    assert [e.path for e in entries] == [second, first]
    assert entries[0].game == "capital" and entries[0].names == ["You", "Ada"]
    loaded = history.load_finished(first)
    assert loaded.final_scores == entries[1].scores and loaded.winners == entries[1].winners


def test_the_history_is_bounded(monkeypatch):
    monkeypatch.setattr(history, "MAX_HISTORY", 3)
    record = finished(seed=3)
    paths = [history.add_finished(record) for _ in range(5)]
    kept = [e.path for e in history.list_finished()]
    assert kept == list(reversed(paths[-3:]))
    assert not paths[0].exists()


def test_a_damaged_history_file_is_left_out_of_the_list():
    good = history.add_finished(finished(seed=4))
    (history.history_dir() / "29990101-000000-akropolis.toml").write_text("garbage = [")
    assert [e.path for e in history.list_finished()] == [good]


def test_stats_count_wins_losses_best_and_average():
    won = finished(human_wins=True, seed=5)
    lost = finished(human_wins=False, seed=6)
    history.add_finished(won)
    history.add_finished(lost)
    history.add_finished(finished(level="easy", seed=7))
    stats = history.stats("akropolis", "hard")
    assert (stats.played, stats.won, stats.lost) == (2, 1, 1)
    scores = [won.final_scores[0], lost.final_scores[0]]
    assert stats.best == max(scores)
    assert stats.average == pytest.approx(sum(scores) / 2, abs=0.05)
    assert history.stats("akropolis", "easy").played == 1
    assert history.stats("capital", "hard").played == 0


@pytest.mark.parametrize("damage", ["", "format = 3", "garbage [[", "\x00\xff"])
def test_damaged_stats_are_rebuilt_from_the_history(damage):
    history.add_finished(finished(human_wins=True, seed=8))
    history.add_finished(finished(human_wins=False, seed=9))
    before = history.stats("akropolis", "hard")
    if damage:
        history.stats_path().write_bytes(damage.encode("latin-1"))
    else:
        history.stats_path().unlink()
    assert history.stats("akropolis", "hard") == before
    assert history.stats_path().exists()
    history.add_finished(finished(seed=10))
    assert history.stats("akropolis", "hard").played == 3


def test_a_solo_game_counts_under_solo_and_hot_seat_games_not_at_all():
    seats = [SeatEntry("You", "human", "orange")]
    record = new_record("ginkgopolis", seats, 2, {})
    state = play_randomly(record, random.Random(2))
    record.finished(state)
    assert history.opponent_levels(record) == ["solo"]
    history.add_finished(record)
    assert history.stats("ginkgopolis", "solo").played == 1


def test_temporary_files_of_a_killed_write_are_removed():
    stale = history.history_dir() / ".20260101-akropolis.toml.x1.tmp"
    stale.write_text("half")
    stats_tmp = history.stats_path().parent / ".stats.toml.y2.tmp"
    stats_tmp.write_text("half")
    history.add_finished(finished(seed=11))
    assert not stale.exists() and not stats_tmp.exists()


def test_names_have_a_fixed_length_whatever_else_is_in_the_folder(monkeypatch):
    monkeypatch.setattr(history, "MAX_HISTORY", 5)
    folder = history.history_dir()
    (folder / "my favourite game.toml").write_text("mine")
    (folder / "20991231-235959-999999-ffffffff.toml").write_text("from the future")
    (folder / "29990101-000000-akropolis_1_1_1.toml").write_text("an old long name")
    record = finished(seed=12)
    made = [history.add_finished(record) for _ in range(120)]
    assert {len(p.name) for p in made} == {36}
    assert all(history.HISTORY_NAME.match(p.name) for p in made)
    assert len(set(made)) == 120
    # the user's files are left alone; only this program's oldest records are pruned
    assert (folder / "my favourite game.toml").read_text() == "mine"
    assert (folder / "29990101-000000-akropolis_1_1_1.toml").exists()
    own = [p for p in folder.glob("*.toml") if history.HISTORY_NAME.match(p.name)]
    assert len(own) == 5


def test_a_key_names_the_file_and_a_bad_key_is_replaced():
    path = history.add_finished(finished(seed=13), "0123abcd")
    assert path.name.endswith("-0123abcd.toml")
    other = history.add_finished(finished(seed=13), "../../evil")
    assert other.parent == history.history_dir() and history.HISTORY_NAME.match(other.name)


def test_a_failed_statistics_write_loses_no_game(monkeypatch):
    history.add_finished(finished(human_wins=True, seed=14))

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(history, "_write_stats", full)
    path = history.add_finished(finished(human_wins=False, seed=15))  # kept, not counted yet
    assert path.exists()
    monkeypatch.undo()
    monkeypatch.setenv("POLIS_HOME", str(path.parents[2]))
    stats = history.stats("akropolis", "hard")
    assert (stats.played, stats.won) == (2, 1)
    assert history.stats("akropolis", "hard").played == 2, "counted once"
    history.add_finished(finished(seed=16))
    assert history.stats("akropolis", "hard").played == 3


def test_pruned_games_stay_counted(monkeypatch):
    monkeypatch.setattr(history, "MAX_HISTORY", 2)
    for seed in range(20, 25):
        history.add_finished(finished(seed=seed))
    assert len(history.list_finished()) == 2
    assert history.stats("akropolis", "hard").played == 5


WRITER = """
import random, sys
from tests.engine.test_history import finished
from game.engine import history
for n in range(int(sys.argv[1])):
    history.add_finished(finished(seed=int(sys.argv[2]) + n))
"""


def test_two_processes_finishing_at_once_keep_and_count_every_game(tmp_path):
    import os
    import subprocess
    import sys

    env = dict(os.environ)
    children = [subprocess.Popen([sys.executable, "-c", WRITER, "15", str(seed)], env=env)
                for seed in (100, 200, 300)]
    for child in children:
        assert child.wait(timeout=300) == 0
    assert len(history.list_finished()) == 45
    assert history.stats("akropolis", "hard").played == 45
    assert not list(history.history_dir().glob(".*.tmp"))


_VALUES = st.one_of(st.integers(-5, 5), st.text(max_size=6), st.booleans(),
                    st.lists(st.integers(-3, 3) | st.text(max_size=12), max_size=3),
                    st.lists(st.dictionaries(st.sampled_from(
                        ["game", "level", "played", "won", "best", "total", "x"]),
                        st.integers(-3, 3) | st.sampled_from(["akropolis", "hard"]),
                        max_size=6), max_size=2))
_WON = finished(human_wins=True, seed=30)


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(document=st.fixed_dictionaries(
    {"format": st.sampled_from([history.STATS_FORMAT, "x"]),
     "version": st.sampled_from([history.STATS_VERSION, 2])},
    optional={"entries": _VALUES, "counted": _VALUES, "extra": _VALUES}))
def test_any_statistics_file_gives_counts_from_the_history(document, tmp_path_factory):
    import os

    import tomli_w

    os.environ["POLIS_HOME"] = str(tmp_path_factory.mktemp("home"))
    history.add_finished(_WON)
    history.stats_path().write_text(tomli_w.dumps(document))
    got = history.stats("akropolis", "hard")
    assert got.played >= 1 and got.won <= got.played
