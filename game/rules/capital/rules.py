"""Capital's :class:`Rules`: setup, loading, what a step reveals, position files."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.engine.contract import GameState, Rules
from game.engine.i18n import N_, _
from game.rules.capital.phases import PICK
from game.rules.capital.position_file import score_position
from game.rules.capital.state import CapitalState


class CapitalRules(Rules):
    """The Rules object of Capital."""

    name: ClassVar[str] = "capital"
    title: ClassVar[str] = N_("Capital")
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    score_words: ClassVar[Mapping[str, str]] = {
        "vp": N_("vp"),
        "coins": N_("coins"),
        "total": N_("total"),
        "park": N_("park"),
        "residential": N_("residential"),
        "commerce": N_("commerce"),
        "culture": N_("culture"),
        "industry": N_("industry"),
        "public": N_("public"),
        "residential_penalty": N_("residential penalty"),
        "transport": N_("transport"),
        "transport_tiles": N_("transport tiles"),
        "rebuilt": N_("rebuilt"),
        "milestones": N_("milestones"),
        "buildings": N_("buildings"),
        "exchanges": N_("exchanges"),
        "regions": N_("regions"),
        "eras": N_("eras"),
        "era": N_("era"),
        "rebuild_bonus": N_("rebuild bonus"),
        "palace_of_culture_penalty": N_("palace of culture penalty"),
        "final_conversion": N_("final conversion"),
    }

    def new_game(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> CapitalState:
        if players not in self.player_counts:
            raise ValueError(f"capital: {players} players not supported (2, 3 or 4)")
        if options:
            # Translators: {options} are the options given, as written in the file
            raise ValueError("capital: " + _("unknown options {options} (Capital has "
                                             "none)").format(options=sorted(options)))
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
