"""Capital (Granna, 2016): draft quartered tiles over six eras into a 3×4 district.

The binding rules are ``rules/capital.md``; labels such as R5.4 in the code cite
them. Layout of this package:

- ``content.py``  §9–§11 tables and the validating tile-file loader (R11.2);
- ``tables.py``   flat int-indexed tile tables used by the hot paths;
- ``scoring.py``  regions and income steps 1–7 on a district *view*;
- ``state.py``    :class:`CapitalState`, the engine (draft, building, wars,
  milestones, income, determinize, save/load);
- ``positions.py`` position files (POSITIONS.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.engine.contract import Rules
from game.rules.capital.actions import CapitalAction
from game.rules.capital.positions import score_position
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

    def score_position(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return score_position(data)


RULES = CapitalRules()

__all__ = ["RULES", "CapitalAction", "CapitalRules", "CapitalState"]
