"""Kill test: the real app, headless, with AI seats, killed with SIGKILL at random moments.

The child (``polis demo --headless``) prints ``shown N TEXT`` after the first frame
that shows the result of the game's N-th action (``POLIS_REPORT_SHOWN``). After the
kill, the journal (or, once the game is over, its record in the history) must hold
every action the child reported as shown: none may be lost. Each home also holds
other games in progress (made before the child starts), which must come through whole.

The suite runs a few kills per game; ``python -m tests.ui.test_kill N`` runs N kills
spread over the three games and prints the tally (the figures in the report).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.engine.journal import load_journal
from game.engine.record import GameRecord, load_record

GAMES = ("akropolis", "capital", "ginkgopolis")
ROOT = Path(__file__).resolve().parents[2]
KILLS_PER_GAME = int(os.environ.get("POLIS_KILLS_PER_GAME", "2"))


@dataclass
class KillResult:
    """What one kill showed and what survived it."""

    game: str
    shown: list[tuple[int, str]]
    kept: int
    lost: int
    where: str
    #: the other games in progress in the same home, by id
    others: dict[str, GameRecord]


def _reader(stream, lines: list[str]) -> None:
    for raw in iter(stream.readline, b""):
        if raw.endswith(b"\n"):  # a line cut by the kill was never fully shown
            lines.append(raw.decode("utf-8", "replace").rstrip("\n"))


def _survivor(home: Path, others: dict[str, GameRecord]) -> tuple[GameRecord | None, str]:
    """The child's game: its journal (not one of ``others``) or its history record."""
    folder = home / "data" / "games"
    journals = [p for p in folder.glob("*.toml") if p.stem not in others] if folder.exists() \
        else []
    assert len(journals) <= 1, journals
    if journals:
        return load_journal(journals[0])[0], "journal"
    history = sorted((home / "data" / "history").glob("*.toml")) if (
        home / "data" / "history").exists() else []
    if history:
        return load_record(history[-1]), "history"
    return None, "nothing"


def _other_games(home: Path, rng: random.Random, count: int = 2) -> dict[str, GameRecord]:
    """``count`` games in progress in ``home`` (a few moves each), by id."""
    from game.ui.play.session import GameSession, Seat

    old = os.environ.get("POLIS_HOME")
    os.environ["POLIS_HOME"] = str(home)
    try:
        made = {}
        for n in range(count):
            seats = [Seat("Zoe", "orange"), Seat("Ada", "sky", "ai", "easy")]
            session = GameSession.new(GAMES[n % len(GAMES)], seats, rng.randrange(1 << 30), {})
            for _ in range(rng.randrange(1, 6)):
                session.apply(rng.choice(session.state.legal_actions()))
            session.close()
            made[session.game_id] = session.record
        return made
    finally:
        if old is None:
            os.environ.pop("POLIS_HOME", None)
        else:
            os.environ["POLIS_HOME"] = old


def others_intact(home: Path, others: dict[str, GameRecord]) -> bool:
    """True when every other game in progress is still there, action for action."""
    for game_id, record in others.items():
        path = home / "data" / "games" / f"{game_id}.toml"
        if not path.exists() or load_journal(path)[0].actions != record.actions:
            return False
    return True


def kill_once(game: str, home: Path, rng: random.Random) -> KillResult:
    """Start the app on ``game`` with AI seats, kill it at a random moment, compare."""
    home.mkdir(parents=True, exist_ok=True)
    others = _other_games(home, rng)
    (home / "config").mkdir(exist_ok=True)
    # fast animations: more actions per second of play, so kills land at every stage
    (home / "config" / "settings.toml").write_text("[options]\nanimation_speed = 4.0\n")
    env = dict(os.environ, POLIS_HOME=str(home), POLIS_REPORT_SHOWN="1",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    seats = ",".join(["ai:beginner"] * (3 if game == "ginkgopolis" else 2))
    child = subprocess.Popen(
        [sys.executable, "-m", "game", "demo", "--headless", "--game", game, "--seats", seats,
         "--seed", str(rng.randrange(1 << 30)), "--frames", "100000", "--fps", "120"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    lines: list[str] = []
    reader = threading.Thread(target=_reader, args=(child.stdout, lines), daemon=True)
    reader.start()
    # a moment anywhere from start-up (the journal's header) to deep into the game
    deadline = time.monotonic() + 60
    wait_for = rng.choice([0, 1, 3, 8, 15, 25])
    extra = rng.uniform(0.0, 0.6)
    while time.monotonic() < deadline and child.poll() is None:
        shown = sum(1 for line in lines if line.startswith("shown "))
        if shown >= wait_for:
            break
        time.sleep(0.005)
    time.sleep(extra)
    if child.poll() is None:
        os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    reader.join(timeout=10)
    shown_actions = []
    for line in list(lines):
        if line.startswith("shown "):
            parts = line.split(" ", 2)
            shown_actions.append((int(parts[1]), parts[2] if len(parts) > 2 else ""))
    record, where = _survivor(home, others)
    if not others_intact(home, others):
        where += ", another game in progress damaged"
    kept = 0 if record is None else len(record.actions)
    lost = 0
    for count, text in shown_actions:
        if count == 0:
            continue
        if record is None or count > kept or record.actions[count - 1].text != text:
            lost += 1
    if not others_intact(home, others):
        lost += sum(len(r.actions) for r in others.values())
    return KillResult(game, shown_actions, kept, lost, where, others)


@pytest.mark.parametrize("game", GAMES)
def test_no_shown_action_is_lost_when_the_app_is_killed(game, tmp_path, monkeypatch):
    rng = random.Random(f"kill-{game}-{os.getpid()}")
    for n in range(KILLS_PER_GAME):
        result = kill_once(game, tmp_path / f"home{n}", rng)
        assert result.lost == 0, result
        leftovers = [p.name for p in (tmp_path / f"home{n}" / "data").glob("**/.*.tmp")]
        record, _ = _survivor(tmp_path / f"home{n}", result.others)
        # the next start cleans what a killed atomic write left, and offers every game
        # (the killed one's lock died with it)
        from game.engine import games

        monkeypatch.setenv("POLIS_HOME", str(tmp_path / f"home{n}"))
        found, notices = games.list_games()
        assert notices == []
        offered = {g.game_id: g for g in found}
        assert not any(g.busy for g in found)
        for game_id, other in result.others.items():
            assert offered[game_id].record.actions == other.actions
        if record is not None and result.where == "journal" \
                and not record.replay().is_terminal():  # a finished one goes to the history
            mine = [g for g in found if g.game_id not in result.others]
            assert len(mine) == 1 and mine[0].record.actions == record.actions
        home_data = tmp_path / f"home{n}" / "data"
        assert not [*home_data.glob(".*.tmp"), *home_data.glob("*/.*.tmp")], leftovers


def main(kills: int) -> int:
    """Run ``kills`` kills over the three games; print each and the tally."""
    import tempfile

    rng = random.Random()
    total_lost = total_shown = 0
    with tempfile.TemporaryDirectory() as folder:
        for n in range(kills):
            game = GAMES[n % len(GAMES)]
            result = kill_once(game, Path(folder) / f"home{n}", rng)
            shown = max((c for c, _ in result.shown), default=0)
            total_lost += result.lost
            total_shown += shown
            print(f"kill {n + 1:3d} {game:12s} shown {shown:3d} kept {result.kept:3d} "
                  f"others {len(result.others)} "
                  f"({result.where}) lost {result.lost}", flush=True)
    print(f"{kills} kills, {total_shown} actions shown, {total_lost} lost "
          f"(with 2 other games in progress in each home)")
    return 1 if total_lost else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 30))
