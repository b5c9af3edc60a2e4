"""``AkropolisRules``: setup (§3), loading, action parsing and position files."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.engine import GameRNG, IllegalAction, Rules
from game.engine.contract import GameState
from game.engine.fields import shown
from game.engine.i18n import N_, _
from game.rules.akropolis import position_file
from game.rules.akropolis.actions import Take, parse_take
from game.rules.akropolis.options import parse_options
from game.rules.akropolis.saves import state_from_dict
from game.rules.akropolis.scoring import VARIANT_NAMES
from game.rules.akropolis.state import AkropolisState
from game.rules.akropolis.tiles import TILES


class AkropolisRules(Rules):
    """Akropolis for 2-4 players (rules/akropolis.md)."""

    name: ClassVar[str] = "akropolis"
    title: ClassVar[str] = N_("Akropolis")
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    conformance_options: ClassVar[tuple[Mapping[str, Any], ...]] = (
        {},
        {"long_game": True},
        {
            "variants": list(VARIANT_NAMES),
            "barracks_edge": "outside",
            "lake": "enclosed-area",
        },
    )

    score_words: ClassVar[Mapping[str, str]] = {
        "total": N_("total"),
        "house": N_("house"),
        "market": N_("market"),
        "barracks": N_("barracks"),
        "temple": N_("temple"),
        "garden": N_("garden"),
        "stones": N_("stones"),
        "value": N_("value"),
        "stars": N_("stars"),
        "points": N_("points"),
    }

    #: the stacks are hidden from everyone alike; nothing is private to a seat
    hands_private: ClassVar[bool] = False

    def reveals(self, before: GameState, after: GameState) -> bool:
        """A site refill (R6.1) turns over a stack: only then is something new shown."""
        assert isinstance(before, AkropolisState) and isinstance(after, AkropolisState)
        return len(after.stacks) != len(before.stacks)

    def new_game(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> AkropolisState:
        """Deal a new game (R3.1-R3.5): shuffle, 11 (or 19/14) stacks of p+1, site of p+2."""
        if type(players) is not int or players not in self.player_counts:
            raise ValueError(f"Akropolis is for 2, 3 or 4 players, not {players!r}")
        opts = parse_options(options)
        rng = GameRNG(seed)
        tiles = TILES.ids_for(players, opts.long_game)
        rng.shuffle(tiles)
        size = players + 1
        n_stacks = (len(tiles) - (players + 2)) // size
        state = AkropolisState(players, opts, rng)
        state.stacks = tuple(
            tuple(tiles[i * size : (i + 1) * size]) for i in range(n_stacks)
        )
        state.site = tiles[n_stacks * size :]
        return state

    def from_dict(self, data: Mapping[str, Any]) -> AkropolisState:
        """Rebuild a state from ``to_dict`` output; ValueError naming the key if malformed."""
        return state_from_dict(data)

    def parse_action(self, state: Any, text: str) -> Take:
        """E1 text ``take <i> at <q>,<r> rot <k>`` -> the legal action (IllegalAction if not)."""
        take = parse_take(text)
        if take is None:
            words = " ".join(text.split()) if isinstance(text, str) else text
            # Translators: "take <i> at <q>,<r> rot <k>" is the form of a move: keep it as is
            raise IllegalAction(_("{text} is not an action: write take <i> at <q>,<r> rot "
                                  "<k>").format(text=shown(words)))
        reason = state.illegal_reason(take)
        if reason is not None:
            raise IllegalAction(reason)
        return take

    def score_position(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """``score --json`` object of R10.4 (flat integers); PositionError if invalid."""
        return position_file.score_position(data)

    def position_moves(
        self, data: Mapping[str, Any], tile: str | None = None
    ) -> list[list[Any]]:
        """R10.5 placements (a JSON array); ``tile`` is the ``--tile CODE`` override."""
        return position_file.position_moves(data, tile)
