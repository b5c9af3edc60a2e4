"""The games as the menus show them: name, title and one line, from the registry."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import registry
from game.ui.table.boards import board_factory


@dataclass(frozen=True)
class GameInfo:
    """One game on the title screen."""

    name: str
    title: str
    blurb: str


def _shown() -> tuple[GameInfo, ...]:
    """Every registered game: its descriptor's blurb, its rules' title."""
    return tuple(
        GameInfo(name, registry.get(name).title, registry.descriptor(name).blurb)
        for name in registry.names()
    )


#: the games registered when the UI starts (the shipped ones)
GAMES = _shown()


def available(name: str) -> bool:
    """True when the game is registered (its rules can be loaded)."""
    return name in registry.names()


def has_board(name: str) -> bool:
    """True when the UI has a play view of its own for the game."""
    return board_factory(name) is not None
