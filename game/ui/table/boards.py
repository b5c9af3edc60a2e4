"""Which Board class plays a game: the ``board`` of its view (see game_view.py)."""

from __future__ import annotations

from game.ui.table.game_view import view_of


def board_factory(name: str) -> type | None:
    """The Board class of a registered game's view, or None when it has none (the
    generic action-list board plays it)."""
    return view_of(name).board
