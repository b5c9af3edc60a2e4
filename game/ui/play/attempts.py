"""Arcade attempts among the games in progress.

While it is played, an attempt is a game in progress like any other (its journal), so an
app that stopped in the middle of one offers it under Continue. Two things keep it an
attempt from there:

- continued, it is an attempt at its challenge again (:func:`attempt_of`): its goal line
  shows, its turns end it and the results give its stars;
- an attempt that has had all its ``turns`` (the app stopped before the results, or the
  history could not be written then) is no game to play on: :func:`games_in_progress`
  puts it into the history instead of offering it, as ``game.engine.games`` does with a
  game that is over (kept as a journal, never offered, while the history cannot be
  written).
"""

from __future__ import annotations

import contextlib
import functools

from game.engine import games, history
from game.engine.errors import UserFileError
from game.engine.record import GameRecord
from game.rules import challenges
from game.rules import daily as daily_rules
from game.rules.challenges import Challenge


@functools.cache
def _campaign() -> tuple[Challenge, ...]:
    """The shipped campaign, read once (none when it cannot be read: the Arcade screen
    says why)."""
    from game.ui.play import challenge_files

    try:
        return tuple(challenge_files.campaign())
    except (UserFileError, OSError):
        return ()


def _known(with_yours: bool = True) -> list[Challenge]:
    """The campaign's challenges and, with ``with_yours``, your own."""
    from game.ui.play import challenge_files

    found = list(_campaign())
    if with_yours:
        found += challenge_files.your_challenges({c.key for c in found})
    return found


def attempt_of(record: GameRecord) -> Challenge | None:
    """The challenge ``record`` is an attempt at (the campaign's, one of yours, or a daily
    deal with its par when known), or None."""
    for challenge in _known():
        if challenges.is_attempt(record, challenge):
            return challenge
    day = daily_rules.day_of(record)
    if day is None:
        return None
    from game.ui.play import daily

    par = daily.load_pars().get((day.isoformat(), record.game))
    return daily_rules.daily_challenge(record.game, day, par)


def had_its_turns(record: GameRecord, found: list[Challenge] | None = None) -> bool:
    """Is ``record`` an attempt at a challenge with ``turns`` that has had them all?"""
    seats = [entry.seat for entry in record.actions]
    for challenge in _known() if found is None else found:
        if challenge.turns > 0 and challenges.is_attempt(record, challenge):
            return challenges.turns_taken(challenge, seats) >= challenge.turns
    return False


def games_in_progress() -> tuple[list[games.GameInProgress], list[str]]:
    """:func:`game.engine.games.list_games` without the attempts that have had their
    turns: those go into the history (their journals with them) instead."""
    found, notices = games.list_games()
    if not any(not item.busy for item in found):
        return found, notices  # nothing to look at: the campaign is not even read
    turned = [c for c in _known() if c.turns > 0]
    if not turned:
        return found, notices
    kept = []
    for item in found:
        if not item.busy and had_its_turns(item.record, turned):
            put_in_history(item.game_id, item.record)
            continue
        kept.append(item)
    return kept, notices


def put_in_history(game_id: str, record: GameRecord) -> bool:
    """Move an attempt that had its turns from the games in progress into the history
    (True when done; when the history cannot be written it stays a journal)."""
    try:
        lock = games.claim(game_id)
    except (games.GameBusy, UserFileError, OSError):
        return False
    try:
        history.add_finished(record, games.key_of(game_id))
        with contextlib.suppress(OSError):
            games.journal_path(game_id).unlink()
        return True
    except OSError:
        return False
    finally:
        lock.release(remove=True)
