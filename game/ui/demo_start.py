"""Start a game straight away from a ``--seats`` description (demo and tests)."""

from __future__ import annotations

from game import rules
from game.ui import catalog, theme
from game.ui.session import GameSession, Seat

AI_NAMES = ["Ada", "Basil", "Cleo", "Dion", "Eos", "Faro"]


def parse_seats(text: str) -> list[Seat]:
    """``human,ai:easy,…`` -> seats; ValueError naming the bad entry."""
    seats: list[Seat] = []
    for i, part in enumerate(p.strip() for p in text.split(",")):
        colour = theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)][0]
        if part == "human":
            seats.append(Seat(f"Player {i + 1}", colour, "human"))
        elif part.startswith("ai:") and part[3:]:
            seats.append(Seat(AI_NAMES[i % len(AI_NAMES)], colour, "ai", part[3:]))
        else:
            raise ValueError(f"seat {i + 1}: '{part}' is not 'human' or 'ai:<level>'")
    return seats


def start_game(app, game: str, seats: str, seed: int, autosave: bool = True) -> str | None:
    """Push the play scene for ``game``; a one-line problem instead when impossible."""
    from game.ui.scenes.play import PlayScene

    if not catalog.available(game):
        return f"{game}: not available (games: {', '.join(rules.names()) or 'none'})"
    try:
        table = parse_seats(seats)
        session = GameSession.new(game, table, seed, {}, autosave=autosave)
    except ValueError as exc:
        return str(exc)
    app.push(PlayScene(app, session))
    return None
