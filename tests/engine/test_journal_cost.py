"""What the journal costs: milliseconds per appended action (median, p99) and per replay.

``session_costs`` measures a whole action as a window plays it: the game's lock held
(``game.engine.games``), the rules applying it and the journal append (write + fsync).

``python -m tests.engine.test_journal_cost [FOLDER]`` measures on the disk of FOLDER
(default: a temporary folder) and prints the figures; the test only checks that the
measurement runs and that what it wrote replays (no timing assertions).
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from game.engine.journal import Journal, load_journal
from game.engine.record import ActionEntry, SeatEntry, new_record, write_record

SEATS = [SeatEntry("You", "human", "orange"), SeatEntry("Ada", "ai:hard", "sky"),
         SeatEntry("Basil", "ai:hard", "green"), SeatEntry("Cleo", "ai:hard", "yellow")]


def append_costs(folder: Path, games: int = 5, seed: int = 1) -> list[float]:
    """Milliseconds of each ``Journal.append`` (write + fsync) over random Capital games."""
    costs = []
    rng = random.Random(seed)
    for n in range(games):
        record = new_record("capital", SEATS, rng.randrange(1 << 30), {})
        journal = Journal.start(folder / f"journal{n}.toml", record)
        state = record.replay()
        while not state.is_terminal():
            seat = state.current_player
            action = rng.choice(state.legal_actions())
            state.apply(action)
            entry = ActionEntry(seat, str(action), rng.randrange(3000))
            start = time.perf_counter()
            journal.append(entry)
            costs.append((time.perf_counter() - start) * 1000.0)
            record.actions.append(entry)
        journal.close()
        assert load_journal(journal.path)[0].actions == record.actions
    return costs


def session_costs(folder: Path, games_count: int = 5, seed: int = 1) -> list[float]:
    """Milliseconds of each ``GameSession.apply`` (lock held, rules, journal) in ``folder``."""
    import os

    from game.ui.play.session import GameSession, Seat

    old = os.environ.get("POLIS_HOME")
    os.environ["POLIS_HOME"] = str(folder / "home")
    costs = []
    rng = random.Random(seed)
    try:
        for _ in range(games_count):
            seats = [Seat("You", "orange")] + [Seat(s.name, s.colour, "ai", "hard")
                                               for s in SEATS[1:]]
            session = GameSession.new("capital", seats, rng.randrange(1 << 30), {})
            assert session.lock is not None and session.lock.held
            while not session.state.is_terminal():
                action = rng.choice(session.state.legal_actions())
                start = time.perf_counter()
                session.apply(action, think_ms=rng.randrange(3000))
                costs.append((time.perf_counter() - start) * 1000.0)
            assert session.save_problem == ""
            session.close()
    finally:
        if old is None:
            os.environ.pop("POLIS_HOME", None)
        else:
            os.environ["POLIS_HOME"] = old
    return costs


def lock_costs(folder: Path, count: int = 300) -> list[float]:
    """Milliseconds to take and give up a game's lock (once per game opened, not per action)."""
    from game.engine.lock import FileLock

    costs = []
    for n in range(count):
        lock = FileLock(folder / f"game{n % 7}.lock")
        start = time.perf_counter()
        lock.acquire()
        lock.release(remove=True)
        costs.append((time.perf_counter() - start) * 1000.0)
    return costs


def replay_costs(folder: Path, length: int = 200, repeats: int = 7) -> dict[str, float]:
    """Milliseconds to load (check + replay) a record of ``length`` actions, per game."""
    result = {}
    from game import rules

    for game in rules.names():
        rng = random.Random(game)
        best = None
        for _ in range(100):  # the longest of a few games, cut at ``length`` actions
            players = max(rules.get(game).player_counts)
            options = {"long_game": True} if game == "akropolis" else {}
            record = new_record(game, SEATS[:1] * players, rng.randrange(1 << 30), options)
            state = record.replay()
            while not state.is_terminal() and len(record.actions) < length:
                seat = state.current_player
                action = rng.choice(state.legal_actions())
                state.apply(action)
                record.add(seat, str(action))
            if best is None or len(record.actions) > len(best.actions):
                best = record
            if len(best.actions) == length:
                break
        record = best
        path = folder / f"{game}.toml"
        write_record(path, record)
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            load_journal(path)
            times.append((time.perf_counter() - start) * 1000.0)
        result[f"{game} ({len(record.actions)} actions)"] = statistics.median(times)
    return result


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, -(-len(ordered) * q // 100) - 1)]


def test_the_measurement_runs(tmp_path):
    costs = append_costs(tmp_path, games=1)
    assert len(costs) > 50 and all(c >= 0 for c in costs)
    assert len(replay_costs(tmp_path, length=30, repeats=1)) == 3
    assert len(lock_costs(tmp_path, 5)) == 5 and not list(tmp_path.glob("*.lock"))
    played = session_costs(tmp_path, games_count=1)
    assert len(played) > 50 and all(c >= 0 for c in played)


def main(folder: Path) -> None:
    """Print the figures."""
    costs = append_costs(folder)
    print(f"journal append (write + fsync), {len(costs)} actions in {folder}: "
          f"median {statistics.median(costs):.3f} ms, p99 {percentile(costs, 99):.3f} ms, "
          f"max {max(costs):.3f} ms")
    played = session_costs(folder)
    print(f"one action with the game's lock held (rules + journal append), {len(played)} "
          f"actions: median {statistics.median(played):.3f} ms, "
          f"p99 {percentile(played, 99):.3f} ms, max {max(played):.3f} ms")
    locks = lock_costs(folder)
    print(f"take + give up a game's lock, {len(locks)} times: median "
          f"{statistics.median(locks):.3f} ms, p99 {percentile(locks, 99):.3f} ms")
    for name, ms in replay_costs(folder).items():
        print(f"load + replay {name}: median {ms:.1f} ms")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        main(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            main(Path(tmp))
