"""The arcade around the play scene: your stars so far (kept in the data folder), which
challenges are open, a challenge's game, and its goal in words (the challenges
themselves come from :mod:`game.ui.play.challenge_files`).

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
from game.engine.i18n import N_, _, ngettext
from game.engine.tomlfile import read_toml
from game.rules import challenges
from game.rules.challenges import Challenge, Star
from game.ui.kit.lists import comma
from game.ui.kit.person import you_name
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
            # Translators: {where} is a file and a key in it as written ("arcade.toml: best")
            problems.append(_("{where}: expected a table").format(where=f"{path}: best"))
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
            # Translators: {where} is a file and a key in it as written
            # ("arcade.toml: best.akro-markets")
            problems.append(_("{where}: not a result (stars 0..3 and a score)").format(
                where=f"{path}: best.{key}"))
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


def player_name(game: str) -> str:
    """Your name at the table: the person's seat of the last table you set up for
    ``game`` (the setup screen), else the word for "You" in the player's language."""
    from game.ui.play import setup_memory

    for seat in setup_memory.load(game).seats:
        if seat.get("kind") == "human" and seat.get("name", "").strip():
            return seat["name"].strip()
    return you_name()


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
    seats = [Seat(player_name(challenge.game), COLOURS[i], "human") if i == challenge.you
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


#: the words of a star's conditions, each a whole phrase with named placeholders (English;
#: translated where they are said)
CONDITION_WORDS = {
    # Translators: a star's condition: win the game (with a turn limit: lead when it ends)
    "win": N_("win"),
    "score": N_("score at least {score}"),
    # Translators: a star's condition: {at_least} is a number, {words} a challenge's name
    # for a number of your score ("points from your markets")
    "category": N_("{at_least} {words}"),
}


def star_words(star: Star) -> str:
    """One star's own conditions in words ("win", "score at least 60", …), translated."""
    parts = []
    if star.win:
        parts.append(_(CONDITION_WORDS["win"]))
    if star.score is not None:
        parts.append(_(CONDITION_WORDS["score"]).format(score=star.score))
    if star.margin is not None:
        if star.margin > 0:
            parts.append(ngettext("win by at least {margin} point",
                                  "win by at least {margin} points", star.margin).format(
                margin=star.margin))
        else:
            parts.append(ngettext("finish no more than {behind} point behind",
                                  "finish no more than {behind} points behind",
                                  -star.margin).format(behind=-star.margin))
    if star.category is not None:
        parts.append(_(CONDITION_WORDS["category"]).format(at_least=star.category.at_least,
                                                           words=_(star.category.words)))
    return comma().join(parts)


def goal_lines(challenge: Challenge) -> list[str]:
    """What each star asks, a line each ("1 star: win")."""
    lines = []
    for n, star in enumerate(challenge.stars, start=1):
        if n == 1:
            # Translators: {conditions} is what the first star asks ("win, score at least 60")
            lines.append(_("1 star: {conditions}").format(conditions=star_words(star)))
        else:
            # Translators: {conditions} is what this star asks besides the stars before it
            lines.append(ngettext("{stars} star: also {conditions}",
                                  "{stars} stars: also {conditions}", n).format(
                stars=n, conditions=star_words(star)))
    return lines


def star_goals(challenge: Challenge) -> list[str]:
    """What each star asks, for a line drawn beside its stars ("win", "also …")."""
    return [star_words(star) if n == 1 else
            # Translators: what a later star asks besides the stars before it (drawn
            # beside its stars): {conditions} is "score at least 60"
            _("also {conditions}").format(conditions=star_words(star))
            for n, star in enumerate(challenge.stars, start=1)]


def progress_words(challenge: Challenge, state: Any, turns_taken: int | None = None) -> str:
    """Where you stand on the next star now, e.g. "points from your markets 14 / 24 for
    2 stars" ("All 3 stars reached" when all are), translated; with a turn limit, the
    turn you are on after it ("… - turn 3 of 8"; ``turns_taken``: your turns so far)."""
    words = _next_star_words(challenge, state)
    if challenge.turns <= 0 or turns_taken is None:
        return words
    turn = max(1, min(turns_taken + 1, challenge.turns))
    # Translators: {progress} is where you stand on the next star ("Your score 14 / 20 for
    # 2 stars"); the attempt ends after your {turns}th turn and you are on turn {turn}
    return _("{progress} - turn {turn} of {turns}").format(progress=words, turn=turn,
                                                           turns=challenge.turns)


def _next_star_words(challenge: Challenge, state: Any) -> str:
    """Where you stand on the next star (the goal line without the turns)."""
    from game.rules import daily

    earned = challenges.stars_earned(challenge, state)
    numbers = challenges.measures(state, challenge.you)
    if challenge.key.startswith(daily.PREFIX) and len(challenge.stars) == 1:
        if earned:
            return _("The star is yours")
        par = (challenge.stars[0].score or 1) - 1
        # Translators: a daily deal's goal line: {value} is your score now, {par} the
        # expert's score on the same deal
        return _("Your score {value}: beat the expert's {par} for the star").format(
            value=numbers["score"], par=par)
    if earned >= len(challenge.stars):
        if earned == 1:
            return _("The star is yours")
        return ngettext("The {stars} star is reached", "All {stars} stars reached",
                        earned).format(stars=earned)
    star = challenge.stars[earned]
    want = earned + 1
    if star.category is not None:
        # Translators: the goal line: {words} names a number of your score ("points from
        # your markets"), {value} is where it is now and {target} what the star needs
        return ngettext("{words} {value} / {target} for {stars} star",
                        "{words} {value} / {target} for {stars} stars", want).format(
            words=_(star.category.words), value=numbers.get(star.category.key, 0),
            target=star.category.at_least, stars=want)
    if star.score is not None:
        return ngettext("Your score {value} / {target} for {stars} star",
                        "Your score {value} / {target} for {stars} stars", want).format(
            value=numbers["score"], target=star.score, stars=want)
    if star.margin is not None:
        # Translators: {value} and {target} are signed numbers of points (+5, -2)
        return ngettext("Your lead {value:+d} / {target:+d} for {stars} star",
                        "Your lead {value:+d} / {target:+d} for {stars} stars", want).format(
            value=numbers["margin"], target=star.margin, stars=want)
    return ngettext("Win for {stars} star", "Win for {stars} stars", want).format(stars=want)
