"""The three games as the menus show them, and whether their rules have landed."""

from __future__ import annotations

from dataclasses import dataclass

from game import rules


@dataclass(frozen=True)
class GameInfo:
    """One game on the title screen."""

    name: str
    title: str
    blurb: str


GAMES = (
    GameInfo("akropolis", "Akropolis", "Stack hex tiles into towers; plazas multiply districts."),
    GameInfo("capital", "Capital", "Build a 3x4 district over six eras of the city."),
    GameInfo("ginkgopolis", "Ginkgopolis", "Grow one shared city, floor upon floor."),
)


def available(name: str) -> bool:
    """True when the game's rules engine is installed."""
    return name in rules.names()


def has_board(name: str) -> bool:
    """True when the UI has a play view for the game."""
    from game.ui.boards import board_factory

    return board_factory(name) is not None
