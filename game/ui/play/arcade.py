"""The arcade around the play scene: the shipped campaign and your own challenges, your
stars so far (kept in the data folder), and a challenge's game and goal in words.

Your best result per challenge is kept in ``<data>/arcade.toml``; a damaged or missing
file counts as no stars yet (nothing else depends on it).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from game.engine import paths
from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.tomlfile import read_toml
from game.rules import challenges
from game.rules.challenges import Challenge, Star
from game.ui.play.session import GameSession, Seat

#: the names of the AI seats of a challenge, in seat order
OPPONENTS = ("Basil", "Cleo", "Dion", "Eos")
COLOURS = ("orange", "sky", "green", "yellow", "blue")


def progress_path() -> Path:
    """Where your stars are kept."""
    return paths.data_dir() / "arcade.toml"


@dataclass(frozen=True)
class Best:
    """Your best attempt at one challenge."""

    stars: int = 0
    score: int = 0


def load_progress(problems: list[str] | None = None) -> dict[str, Best]:
    """Your best per challenge key ({} when the file is missing or damaged: then the
    one-line reason goes into ``problems``, and bad rows are left out)."""
    path = progress_path()
    if not path.exists() and not path.is_symlink():
        return {}  # no stars yet
    try:
        data = read_toml(path)
    except (UserFileError, OSError) as exc:
        if problems is not None:
            problems.append(f"{exc}" if isinstance(exc, UserFileError) else f"{path}: {exc}")
        return {}
    out: dict[str, Best] = {}
    table = data.get("best", {})
    if not isinstance(table, dict):
        if problems is not None:
            problems.append(f"{path}: best: expected a table")
        return {}
    for key, row in table.items():
        if isinstance(row, dict):
            stars, score = row.get("stars", 0), row.get("score", 0)
            if (isinstance(stars, int) and not isinstance(stars, bool) and 0 <= stars <= 3
                    and isinstance(score, int) and not isinstance(score, bool)
                    and abs(score) < 1_000_000):
                out[str(key)] = Best(stars, score)
                continue
        if problems is not None:
            problems.append(f"{path}: best.{key}: not a result (stars 0..3 and a score)")
    return out


def record_result(key: str, stars: int, score: int) -> Best:
    """Keep an attempt's result if it beats your best (more stars, then a higher score);
    your best afterwards. A failing disk costs only the record of it."""
    found = load_progress()
    old = found.get(key, Best())
    new = max(old, Best(stars, score), key=lambda b: (b.stars, b.score))
    if new != old:
        found[key] = new
        data = {"best": {k: {"stars": b.stars, "score": b.score} for k, b in found.items()}}
        with contextlib.suppress(OSError):
            write_atomic(progress_path(), tomli_w.dumps(data).encode("utf-8"))
    return new


def campaign() -> list[Challenge]:
    """The shipped challenges in campaign order (ShippedDataError-free: a broken shipped
    file is a bug the tests catch, so it raises UserFileError here)."""
    from ai.levels import BASELINES, level_names

    files = sorted(paths.level_path("challenges").glob("*.toml"))
    return challenges.load_all(files, [*level_names(), *BASELINES])


def unlocked(found: list[Challenge], progress: dict[str, Best]) -> set[str]:
    """The challenges you may play: each game's first, and any whose previous one in its
    game has a star."""
    out: set[str] = set()
    previous: dict[str, Challenge] = {}
    for challenge in found:
        before = previous.get(challenge.game)
        if before is None or progress.get(before.key, Best()).stars >= 1:
            out.add(challenge.key)
        previous[challenge.game] = challenge
    return out


def new_attempt(challenge: Challenge, autosave: bool = True) -> GameSession:
    """A game that is an attempt at ``challenge``: its deal, its seats, its start played
    (which undo cannot take back)."""
    names = iter(OPPONENTS)
    levels = iter(challenge.opponents)
    seats = [Seat("You", COLOURS[i], "human") if i == challenge.you
             else Seat(next(names), COLOURS[i], "ai", next(levels))
             for i in range(challenge.players)]
    session = GameSession.new(challenge.game, seats, challenge.seed, dict(challenge.options),
                              autosave)
    for text in challenge.start:
        session.apply(session.rules.parse_action(session.state, text))
    session.snapshots.clear()
    session.revealed_since.clear()
    session.challenge = challenge
    return session


def star_words(star: Star) -> str:
    """One star's own conditions in words ("win", "score at least 60", …)."""
    parts = []
    if star.win:
        parts.append("win")
    if star.score is not None:
        parts.append(f"score at least {star.score}")
    if star.margin is not None:
        parts.append(f"win by at least {star.margin} points" if star.margin > 0
                     else f"finish no more than {-star.margin} points behind")
    if star.category is not None:
        parts.append(f"{star.category.at_least} {star.category.words}")
    return ", ".join(parts)


def goal_lines(challenge: Challenge) -> list[str]:
    """What each star asks, a line each ("1 star: win")."""
    lines = []
    for n, star in enumerate(challenge.stars, start=1):
        stars = "star" if n == 1 else "stars"
        also = "" if n == 1 else "also "
        lines.append(f"{n} {stars}: {also}{star_words(star)}")
    return lines


def progress_words(challenge: Challenge, state: Any) -> str:
    """Where you stand on the next star now, e.g. "points from your markets 14 / 24 for
    2 stars" ("3 stars reached" when all are)."""
    earned = challenges.stars_earned(challenge, state)
    if earned >= len(challenge.stars):
        return "All 3 stars reached"
    star = challenge.stars[earned]
    numbers = challenges.measures(state, challenge.you)
    want = earned + 1
    goal = f"for {want} star" + ("" if want == 1 else "s")
    if star.category is not None:
        value = numbers.get(star.category.key, 0)
        return f"{star.category.words} {value} / {star.category.at_least} {goal}"
    if star.score is not None:
        return f"your score {numbers['score']} / {star.score} {goal}"
    if star.margin is not None:
        return f"your lead {numbers['margin']:+d} / {star.margin:+d} {goal}"
    return f"win {goal}"
