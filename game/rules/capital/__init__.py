"""Capital (Granna, 2016): draft quartered tiles over six eras into a 3×4 district.

The binding rules are ``rules/capital.md``; labels such as R5.4 in the code cite
them. Layout of this package:

- ``content.py``  §9–§11 tables and the tile definitions;
- ``tile_file.py`` the validating tile-file loader (R11.2);
- ``tables.py``   flat int-indexed tile tables used by the hot paths;
- ``geometry.py`` neighbours, connected groups, packed quarter cells;
- ``scoring.py``  regions and income steps 1–7 on a district *view*;
- ``effects.py``  the income of milestones (step 6) and public buildings (step 7);
- ``regions.py``  the quarter cells of each scoring region (for the screens);
- ``state.py``    :class:`CapitalState`: the data class and the engine contract;
- ``actions.py``, ``phases.py``  the action kinds and the phases;
- ``district.py`` queries on one district (size limit, costs, removals, shrinks);
- ``draft.py``, ``build.py``, ``war.py``, ``milestone.py``, ``income.py``  one
  module per phase; ``turn.py`` the phase machine between decisions;
- ``records.py``  the breakdown; ``determinize.py``, ``saves.py``  the rest of the
  contract;
- ``position_file.py`` reads position files (POSITIONS.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.engine.contract import GameState, Rules
from game.rules.capital.actions import CapitalAction
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


RULES = CapitalRules()

__all__ = ["RULES", "CapitalAction", "CapitalRules", "CapitalState"]
