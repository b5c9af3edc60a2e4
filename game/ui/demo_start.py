"""Start a game straight away from a ``--seats`` description (demo and tests)."""

from __future__ import annotations

from game.ui import catalog


def start_game(app, game: str, seats: str, seed: int) -> str | None:
    """Push the play scene for ``game``; a one-line problem instead when impossible."""
    if not catalog.available(game):
        return f"{game}: rules not available yet"
    return f"{game}: the play scene is not built yet"
