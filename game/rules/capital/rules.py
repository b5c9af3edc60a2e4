"""Capital's :class:`Rules`: setup, loading, what a step reveals, position files."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.engine.contract import GameState, Rules
from game.rules.capital.phases import PICK
from game.rules.capital.position_file import score_position
from game.rules.capital.state import CapitalState


class CapitalRules(Rules):
    """The Rules object of Capital."""

    name: ClassVar[str] = "capital"
    title: ClassVar[str] = "Capital"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)

    def new_game(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> CapitalState:
        if players not in self.player_counts:
            raise ValueError(f"capital: {players} players not supported (2, 3 or 4)")
        if options:
            raise ValueError(f"capital: unknown options {sorted(options)} (Capital has none)")
        return CapitalState.new(players, seed)

    def from_dict(self, data: Mapping[str, Any]) -> CapitalState:
        return CapitalState.from_dict(data)

    def reveals(self, before: GameState, after: GameState) -> bool:
        """New hands, the picks shown together (R4.4) or a new era show hidden tiles."""
        assert isinstance(before, CapitalState) and isinstance(after, CapitalState)
        if (before.era, before.rnd) != (after.era, after.rnd) or after.is_terminal():
            return True
        return before.phase == PICK and after.phase != PICK

    def score_position(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return score_position(data)
