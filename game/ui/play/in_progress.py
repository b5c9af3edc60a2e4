"""Words about a game in progress, for the title and the Continue list."""

from __future__ import annotations

from datetime import datetime

from game import rules
from game.engine import games


def game_title(game: str) -> str:
    """The game's name as players know it."""
    try:
        return str(rules.get(game).title)
    except Exception:  # noqa: BLE001 - a journal of a game this build does not know
        return game


def when_text(moment: datetime, now: datetime | None = None) -> str:
    """'today at 14:05', 'yesterday at 09:12' or '28 Nov at 18:40' (older: with the year)."""
    now = now or datetime.now()
    clock = moment.strftime("%H:%M")
    days = (now.date() - moment.date()).days
    if days == 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    if moment.year == now.year:
        return f"{moment.day} {moment.strftime('%b')} at {clock}"
    return f"{moment.day} {moment.strftime('%b %Y')} at {clock}"


def players_text(item: games.GameInProgress) -> str:
    """'Zoe against Ada (computer)' style: the names, computers marked."""
    names = [f"{s.name} (computer)" if s.is_ai else s.name for s in item.record.seats]
    return ", ".join(names)


def summary(item: games.GameInProgress) -> str:
    """One line about a game in progress, for the title and the delete question."""
    moves = item.moves
    played = "no moves played" if moves == 0 else f"{moves} move{'s' * (moves != 1)} played"
    return f"{game_title(item.record.game)}, {len(item.record.seats)} players, {played}"
