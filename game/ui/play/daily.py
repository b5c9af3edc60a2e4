"""Today's deals in the arcade: par worked out in the background when first asked for
(one worker process at a time, ``ai.daily_par``), then kept in ``<data>/arcade_daily.toml``.

Nothing here waits: :meth:`DailyPars.poll` reads what the worker sent and is called
every frame. A damaged par file costs only the pars in it (worked out again), with one
line saying so.
"""

from __future__ import annotations

import contextlib
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import tomli_w

from game.engine import paths
from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.tomlfile import read_toml
from game.rules import daily

#: pars older than this many days are dropped from the file
KEEP_DAYS = 40


def par_path() -> Path:
    """Where the pars are kept."""
    return paths.data_dir() / "arcade_daily.toml"


def load_pars(problems: list[str] | None = None) -> dict[tuple[str, str], int]:
    """(day, game) -> par ({} for a missing file; a damaged one adds a line to
    ``problems`` and its bad rows are left out)."""
    path = par_path()
    if not path.exists() and not path.is_symlink():
        return {}
    try:
        data = read_toml(path)
    except (UserFileError, OSError) as exc:
        if problems is not None:
            reason = str(exc).replace(str(path), path.name, 1) if isinstance(
                exc, UserFileError) else f"{path.name}: {exc.strerror or exc}"
            problems.append(reason)
        return {}
    out: dict[tuple[str, str], int] = {}
    table = data.get("par", {})
    if not isinstance(table, dict):
        if problems is not None:
            problems.append(f"{path.name}: par: expected a table")
        return {}
    for day, games in table.items():
        if not isinstance(games, dict):
            if problems is not None:
                problems.append(f"{path.name}: par.{day}: expected a table")
            continue
        for game, value in games.items():
            if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 100_000:
                out[(str(day), str(game))] = value
            elif problems is not None:
                problems.append(f"{path.name}: par.{day}.{game}: expected a score")
    return out


def save_par(day: date, game: str, par: int) -> None:
    """Keep ``par`` (and the pars of the last KEEP_DAYS days); a failing disk costs only
    the keeping."""
    found = load_pars()
    found[(day.isoformat(), game)] = par
    oldest = (day - timedelta(days=KEEP_DAYS)).isoformat()
    table: dict[str, dict[str, int]] = {}
    for (when, name), value in sorted(found.items()):
        if when >= oldest:
            table.setdefault(when, {})[name] = value
    with contextlib.suppress(OSError):
        write_atomic(par_path(), tomli_w.dumps({"par": table}).encode("utf-8"))


class DailyPars:
    """The pars of the daily deals: known ones from the file, the others worked out one
    at a time by a worker process."""

    def __init__(self, level: str = daily.PAR_LEVEL, opponent: str = daily.OPPONENT) -> None:
        self.level, self.opponent = level, opponent
        self.path = par_path()
        self.problems: list[str] = []
        self.known = load_pars(self.problems)
        self.queue: list[tuple[str, date]] = []
        self.job: Any = None
        self.errors: dict[tuple[str, str], str] = {}

    def par(self, game: str, day: date) -> int | None:
        """The par of ``game``'s deal on ``day``, if known."""
        return self.known.get((day.isoformat(), game))

    def want(self, game: str, day: date) -> None:
        """Ask for the par of ``game``'s deal on ``day`` (queued when another is being
        worked out; nothing when known)."""
        if self.par(game, day) is not None or (game, day) in self.queue:
            return
        if self.job is not None and (self.job.game, self.job.day) == (game, day):
            return
        self.errors.pop((day.isoformat(), game), None)
        self.queue.append((game, day))
        self.poll()

    def progress(self, game: str, day: date) -> float | None:
        """How far the worker is with this par (0..1), None when it is not at work on it."""
        if self.job is not None and (self.job.game, self.job.day) == (game, day):
            return float(self.job.progress)
        return None

    def error(self, game: str, day: date) -> str:
        """Why this par could not be worked out ("" when nothing went wrong)."""
        return self.errors.get((day.isoformat(), game), "")

    def poll(self) -> None:
        """Read the worker's news, keep a par it found, start the next one (never waits)."""
        if self.job is not None:
            self.job.poll()
            if self.job.finished:
                where = (self.job.day.isoformat(), self.job.game)
                if self.job.par is not None:
                    self.known[where] = self.job.par
                    save_par(self.job.day, self.job.game, self.job.par)
                else:
                    self.errors[where] = self.job.error
                self.job = None
        if self.job is None and self.queue:
            from ai.daily_par import ParJob

            game, day = self.queue.pop(0)
            try:
                self.job = ParJob(game, day, self.level, self.opponent)
            except OSError as exc:
                self.errors[(day.isoformat(), game)] = str(exc)

    def stop(self) -> None:
        """End the worker and forget the queue."""
        self.queue.clear()
        if self.job is not None:
            self.job.close()
            self.job = None


_pars: DailyPars | None = None


def pars() -> DailyPars:
    """The app's one DailyPars (its worker goes on while you play)."""
    global _pars
    if _pars is None:
        _pars = DailyPars()
    return _pars


def follow_data_folder() -> None:
    """Start afresh when the data folder changed (POLIS_HOME in tests)."""
    if _pars is not None and _pars.path != par_path():
        reset()


def reset() -> None:
    """Stop the worker and forget the pars (tests; a new data folder)."""
    global _pars
    if _pars is not None:
        _pars.stop()
    _pars = None


def today() -> date:
    """Today's date, local."""
    return date.today()
