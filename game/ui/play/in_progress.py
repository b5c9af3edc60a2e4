"""Words about a game in progress, for the title and the Continue list."""

from __future__ import annotations

from datetime import datetime

from game import rules
from game.engine import games
from game.engine.i18n import _, ngettext, pgettext


def game_title(game: str) -> str:
    """The game's name as players know it (in their language)."""
    try:
        return _(str(rules.get(game).title))
    except Exception:  # noqa: BLE001 - a journal of a game this build does not know
        return game


def month_name(number: int) -> str:
    """The short name of month ``number`` (1..12) in the player's language ("Nov")."""
    names = (pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"),
             pgettext("month", "Apr"), pgettext("month", "May"), pgettext("month", "Jun"),
             pgettext("month", "Jul"), pgettext("month", "Aug"), pgettext("month", "Sep"),
             pgettext("month", "Oct"), pgettext("month", "Nov"), pgettext("month", "Dec"))
    return names[(number - 1) % 12]


def when_text(moment: datetime, now: datetime | None = None) -> str:
    """'today at 14:05', 'yesterday at 09:12' or '28 Nov at 18:40' (older: with the year)."""
    now = now or datetime.now()
    clock = moment.strftime("%H:%M")
    days = (now.date() - moment.date()).days
    if days == 0:
        # Translators: when a game was last played; {time} is the clock ("14:05")
        return _("today at {time}").format(time=clock)
    if days == 1:
        return _("yesterday at {time}").format(time=clock)
    month = month_name(moment.month)
    if moment.year == now.year:
        # Translators: a date this year: "28 Nov at 18:40" ({month}: a month's short name)
        return _("{day} {month} at {time}").format(day=moment.day, month=month, time=clock)
    # Translators: a date in another year: "28 Nov 2024 at 18:40"
    return _("{day} {month} {year} at {time}").format(day=moment.day, month=month,
                                                      year=moment.year, time=clock)


def players_text(item: games.GameInProgress) -> str:
    """'Zoe, Ada (computer)' style: the names, computers marked."""
    # Translators: a computer player in a list of players ("Ada (computer)")
    names = [_("{name} (computer)").format(name=s.name) if s.is_ai else s.name
             for s in item.record.seats]
    # Translators: the separator between the items of a list ("a, b and c")
    return pgettext("list", ", ").join(names)


def summary(item: games.GameInProgress) -> str:
    """One line about a game in progress, for the title and the delete question."""
    moves, players = item.moves, len(item.record.seats)
    title = game_title(item.record.game)
    if moves == 0:
        return ngettext("{game}, {players} player, no moves played",
                        "{game}, {players} players, no moves played",
                        players).format(game=title, players=players)
    # Translators: {played} says how many moves were played ("5 moves played")
    return ngettext("{game}, {players} player, {played}",
                    "{game}, {players} players, {played}", players).format(
        game=title, players=players,
        played=ngettext("{n} move played", "{n} moves played", moves).format(n=moves))
