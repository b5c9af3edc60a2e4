"""Start a game straight away from a ``--seats`` description (demo and tests)."""

from __future__ import annotations

from collections.abc import Collection

from game import rules
from game.engine.fields import shown
from game.engine.i18n import _, ngettext
from game.ui.kit import theme
from game.ui.play.session import GameSession, Seat
from game.ui.table import catalog

AI_NAMES = ["Ada", "Basil", "Cleo", "Dion", "Eos", "Faro"]
MAX_SEATS = 6


def parse_seats(text: str, levels: Collection[str] | None = None) -> list[Seat]:
    """``human,ai:easy,…`` -> seats; ValueError (one line) naming the bad entry.

    With ``levels`` the AI level of every seat must be one of them.
    """
    parts = [p.strip() for p in text.split(",", MAX_SEATS)]
    if len(parts) > MAX_SEATS:
        raise ValueError(ngettext("at most {n} seat", "at most {n} seats", MAX_SEATS).format(
            n=MAX_SEATS))
    seats: list[Seat] = []
    for i, part in enumerate(parts):
        colour = theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)][0]
        if part == "human":
            seats.append(Seat(f"Player {i + 1}", colour, "human"))
        elif part.startswith("ai:") and part[3:]:
            level = part[3:]
            if levels is not None and level not in levels:
                # Translators: the AI levels' names stay as written (they are typed so)
                raise ValueError(_("seat {n}: unknown AI level {level} (levels: {levels})")
                                 .format(n=i + 1, level=_quoted(level), levels=", ".join(levels)))
            seats.append(Seat(AI_NAMES[i % len(AI_NAMES)], colour, "ai", level))
        else:
            # Translators: 'human' and 'ai:<level>' are typed so: they stay as written
            raise ValueError(_("seat {n}: {entry} is not 'human' or 'ai:<level>'").format(
                n=i + 1, entry=_quoted(part)))
    return seats


def _quoted(text: str) -> str:
    """``text`` quoted and shortened as argparse quotes values (one line: repr escapes)."""
    return repr(text if len(text) <= 40 else text[:40] + "…")


def seat_count_problem(game: str, seats: list[Seat]) -> str | None:
    """Why ``game`` cannot be played by this many seats (None when it can)."""
    counts = rules.get(game).player_counts
    if len(seats) not in counts:
        allowed = ", ".join(map(str, counts))
        # Translators: {game} is the game's name as typed on the command line; {allowed}
        # lists numbers ("2, 3, 4")
        return _("{game} is played by {allowed} players, not {n}").format(
            game=game, allowed=allowed, n=len(seats))
    return None


def start_game(app, game: str, seats: str, seed: int, autosave: bool = True) -> str | None:
    """Push the play scene for ``game``; a one-line problem instead when impossible."""
    if not catalog.available(game):
        names = ", ".join(rules.names())
        if not names:
            return _("{game}: not available (games: none)").format(game=shown(game))
        return _("{game}: not available (games: {games})").format(game=shown(game), games=names)
    try:
        table = parse_seats(seats)
        problem = seat_count_problem(game, table)
        if problem:
            return problem
        session = GameSession.new(game, table, seed, {}, autosave=autosave)
    except ValueError as exc:
        return str(exc)
    app.router.push("play", session=session)
    return None
