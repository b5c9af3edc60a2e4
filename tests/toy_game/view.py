"""Hamlet, step 2: the view. No board of its own: the generic action-list board
plays it; the words around the game are its own."""

from __future__ import annotations

from game.ui.table.game_view import GameView

VIEW = GameView(
    board=None,
    rules_summary=(
        "On your turn take one of the three face-up tiles and add it to the end of your "
        "row. Each tile scores its number; two neighbouring tiles of the same kind score "
        "2 more. The game ends when every row has four tiles."
    ),
    category_notes={
        "tiles": "The numbers on your tiles, added up.",
        "pairs": "2 points for each pair of neighbouring tiles of the same kind.",
    },
)
