"""High scores per challenge, derived from the attempts' records in the history.

Every attempt is a game like any other: its record goes into the history when it ends
(``GameSession.finish``), where it can be replayed and reviewed. A record is an attempt
at a challenge when it has the challenge's deal, seats and start
(:func:`game.rules.challenges.is_attempt`; a daily deal by its date).

``<data>/arcade_scores.toml`` keeps the best :data:`TOP` attempts per challenge (name,
score, stars, date) and the names of the history files it has counted; a history file
not among them is counted when the table is next read. A missing or damaged file is
rebuilt from the history (one line says so, never an error). The history keeps only its
newest games, so a rebuilt table knows only those.
"""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import tomli_w

from game.engine import history, paths
from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.fields import expect_int, expect_list, expect_str, expect_table
from game.engine.i18n import _
from game.engine.record import MAX_RECORD_BYTES, GameRecord, record_from_data
from game.engine.tomlfile import read_toml
from game.rules import daily
from game.rules.challenges import Challenge, is_attempt, judged_state, stars_earned

FORMAT = "polis-arcade-scores"
VERSION = 1
#: how many attempts each challenge's table keeps
TOP = 10


@dataclass(frozen=True)
class HighScore:
    """One attempt in a challenge's table."""

    name: str
    score: int
    stars: int
    date: str  # YYYY-MM-DD, the day the attempt started


Table = dict[str, list[HighScore]]


def scores_path() -> Path:
    """Where the high scores are kept."""
    return paths.data_dir() / "arcade_scores.toml"


def high_scores(found: Sequence[Challenge], problems: list[str] | None = None) -> Table:
    """The high scores of every challenge (by key, best first), the history's attempts
    not counted yet added and the file rewritten. A damaged file adds one line to
    ``problems`` and is rebuilt from the history."""
    try:
        table, counted = read_scores()
    except FileNotFoundError:
        table, counted = {}, set()
    except (UserFileError, OSError) as exc:
        if problems is not None:
            reason = str(exc) if isinstance(exc, UserFileError) else \
                f"{scores_path().name}: {exc.strerror or exc}"
            # Translators: {reason} says what is wrong with the high-score file (its name
            # and key as written, then why)
            problems.append(_("{reason}; the high scores are rebuilt from your finished "
                              "games").format(reason=reason))
        table, counted = {}, set()
    table, counted, changed = count_history(table, counted, found)
    if changed:
        with contextlib.suppress(OSError):
            write_scores(table, counted)
    return table


def count_history(table: Table, counted: set[str], found: Sequence[Challenge]
                  ) -> tuple[Table, set[str], bool]:
    """``table`` with the history's records outside ``counted`` added (those that are
    attempts); the names now counted; whether anything changed."""
    folder = history.history_dir()
    try:
        names = {p.name for p in folder.glob("*.toml") if not p.name.startswith(".")}
    except OSError:
        return table, counted, False
    changed = not counted <= names
    by_game: dict[str, list[Challenge]] = {}
    for challenge in found:
        by_game.setdefault(challenge.game, []).append(challenge)
    for name in sorted(names - counted):
        changed = True
        with contextlib.suppress(UserFileError, OSError):
            record = record_from_data(read_toml(folder / name, MAX_RECORD_BYTES), name)
            add_attempt(table, record, by_game.get(record.game, []))
    return table, names, changed


def add_attempt(table: Table, record: GameRecord, found: Sequence[Challenge]) -> str | None:
    """Put a finished ``record`` into the table of the challenge it is an attempt at
    (its key; None when it is none). Score and stars come from replaying the record to
    where the attempt ended: the game's end, or your last turn when the challenge has
    ``turns`` (such an attempt's record has no final scores). A daily deal's star is
    judged on screen, against its par."""
    challenge = next((c for c in found if is_attempt(record, c)), None)
    if challenge is not None:
        key, you = challenge.key, challenge.you
        state = judged_state(challenge, record)
        if state is None:  # stopped before the attempt was over
            return None
        score, stars = state.scores()[you], stars_earned(challenge, state)
    else:
        day = daily.day_of(record)
        if day is None or record.final_scores is None or record.winners is None:
            return None
        key, you, stars = daily.daily_key(record.game, day), 0, 0
        score = record.final_scores[you]
    entry = HighScore(record.seats[you].name, score, stars, record.started[:10])
    rows = table.setdefault(key, [])
    rows.append(entry)
    rows.sort(key=lambda h: (-h.score, -h.stars, h.date))
    del rows[TOP:]
    return key


def read_scores() -> tuple[Table, set[str]]:
    """The file's table and the history names it counted; UserFileError (one line)
    when it is damaged, FileNotFoundError when there is none."""
    path = scores_path()
    name = path.name
    if not path.exists() and not path.is_symlink():
        raise FileNotFoundError(name)
    try:
        data = read_toml(path)
    except UserFileError as exc:  # named as the other lines name it: by its file name
        raise UserFileError(str(exc).replace(str(path), name, 1)) from None
    expect_table(data, name, ("format", "version", "scores", "counted"), error=UserFileError)
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        # Translators: {file} is the file's name as written ("arcade_scores.toml")
        raise UserFileError(_("{file}: not a high-score file of this version").format(
            file=name))
    table: Table = {}
    scores = expect_table(data.get("scores", {}), f"{name}: scores",
                          cast(Collection[str], _Any()), error=UserFileError)
    for key, rows in scores.items():
        where = f"{name}: scores.{key}"
        for i, row in enumerate(expect_list(rows, where, TOP, error=UserFileError)):
            at = f"{where}[{i + 1}]"
            row = expect_table(row, at, ("name", "score", "stars", "date"), error=UserFileError)
            for needed in ("name", "score", "stars", "date"):
                if needed not in row:
                    # Translators: {where} is a file and a key in it as written: it is missing
                    raise UserFileError(_("{where}: missing").format(where=f"{at}.{needed}"))
            table.setdefault(str(key), []).append(HighScore(
                expect_str(row["name"], f"{at}.name", 40, error=UserFileError),
                expect_int(row["score"], f"{at}.score", -100_000, 100_000, error=UserFileError),
                expect_int(row["stars"], f"{at}.stars", 0, 3, error=UserFileError),
                expect_str(row["date"], f"{at}.date", 10, error=UserFileError)))
    counted = expect_list(data.get("counted", []), f"{name}: counted", error=UserFileError)
    if not all(isinstance(item, str) for item in counted):
        # Translators: {where} is the file and the key as written
        # ("arcade_scores.toml: counted")
        raise UserFileError(_("{where}: must be a list of file names").format(
            where=f"{name}: counted"))
    return table, set(counted)


def write_scores(table: Table, counted: set[str]) -> None:
    """Write the table (atomically; OSError when the disk says no)."""
    document: dict[str, Any] = {
        "format": FORMAT, "version": VERSION,
        "scores": {key: [{"name": h.name, "score": h.score, "stars": h.stars, "date": h.date}
                         for h in rows] for key, rows in sorted(table.items())},
        "counted": sorted(counted)}
    write_atomic(scores_path(), tomli_w.dumps(document).encode("utf-8"))


class _Any:
    """Any text key (the challenge keys are not known in advance)."""

    def __contains__(self, item: object) -> bool:
        return isinstance(item, str)
