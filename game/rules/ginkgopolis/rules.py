"""The Ginkgopolis Rules object: new games, loading, action texts, position files."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.engine import GameState, Rules
from game.engine.i18n import N_, _
from game.rules.ginkgopolis.position_file import score_position
from game.rules.ginkgopolis.state import GinkgoState

CHARACTER_MODES = ("draft", "beginner")


class GinkgopolisRules(Rules):
    """Ginkgopolis for 1 (solo against Hal) to 5 players."""

    name = "ginkgopolis"
    title = N_("Ginkgopolis")
    player_counts = (1, 2, 3, 4, 5)
    conformance_options = ({}, {"characters": "beginner"})
    score_words: ClassVar[Mapping[str, str]] = {
        "seats": N_("seats"),
        "sp": N_("sp"),
        "cards": N_("cards"),
        "districts": N_("districts"),
        "new_hand": N_("new hand"),
        "total": N_("total"),
        "winners": N_("winners"),
    }

    def new_game(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> GinkgoState:
        """§2 / §11. Options: ``characters = "draft" | "beginner"``."""
        if isinstance(players, bool) or players not in self.player_counts:
            raise ValueError(f"ginkgopolis: players: {players} is not one of 1-5")
        options = dict(options or {})
        unknown = sorted(set(options) - {"characters"})
        if unknown:
            raise ValueError("ginkgopolis: " + _("unknown option {option} (known: {known})").format(
                option=repr(unknown[0]), known="characters"))
        mode = options.get("characters", "draft")
        if mode not in CHARACTER_MODES:
            # Translators: 'draft' and 'beginner' are written as in the game's files: keep them
            raise ValueError("ginkgopolis: characters: " + _(
                "{value} is not 'draft' or 'beginner'").format(value=repr(mode)))
        return GinkgoState.new(players, int(seed), mode == "beginner")

    def from_dict(self, data: Mapping[str, Any]) -> GinkgoState:
        if not isinstance(data, Mapping):
            raise ValueError("ginkgopolis state: expected a table")
        return GinkgoState.from_dict(dict(data))

    def reveals(self, before: GameState, after: GameState) -> bool:
        """Cards drawn, chosen cards, characters or returned screen tiles shown."""
        assert isinstance(before, GinkgoState) and isinstance(after, GinkgoState)
        if len(after.draw) != len(before.draw) or after.supply_tiles != before.supply_tiles:
            return True
        # a card drawn into a hand (the pile's length alone misses a draw that refilled it)
        if any(set(a) - set(b) for b, a in zip(before.hand, after.hand, strict=True)):
            return True
        if any(b and not a for b, a in zip(before.choice, after.choice, strict=True)):
            return True
        if after.draft_round != before.draft_round or after.chars != before.chars:
            return True
        return after.return_done != before.return_done or after.phase != before.phase

    def score_position(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return score_position(data)
