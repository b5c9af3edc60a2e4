"""Hamlet, the toy game of docs/adding-a-game.md: step 1, the rules.

Sixteen tiles, each a house (H) or a market (M) worth 1 to 4, are shuffled into a
face-down deck; three lie face up in the market. On your turn you take one market
tile (the action "take 2: house 3") and add it to the end of your row; the market
refills from the deck. When every row holds four tiles (or the market is empty) the
game ends. A row scores its tiles' values, plus 2 for each pair of neighbouring tiles
of the same kind.

What a seat has not seen is the order of the deck: ``determinize`` reshuffles it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import GameRNG, GameState, IllegalAction, Rules

TILES = tuple(f"{kind}{value}" for kind in "HM" for value in (1, 2, 3, 4) for _ in (1, 2))
MARKET = 3
ROW = 4
PAIR_BONUS = 2


def tile_words(tile: str) -> str:
    """How a tile reads on screen: "house 3"."""
    return f"{'house' if tile[0] == 'H' else 'market'} {tile[1]}"


def row_points(row: list[str]) -> tuple[int, int]:
    """(the tiles' values, the bonus for neighbouring tiles of the same kind)."""
    values = sum(int(tile[1]) for tile in row)
    pairs = sum(PAIR_BONUS for left, right in zip(row, row[1:], strict=False)
                if left[0] == right[0])
    return values, pairs


class HamletState(GameState):
    """Deck (face down, drawn from the end), market, one row per seat, whose turn."""

    def __init__(self, players: int, seed: int) -> None:
        self.rng = GameRNG(seed)
        deck = list(TILES)
        self.rng.shuffle(deck)
        self.market = [deck.pop() for _ in range(MARKET)]
        self.deck = deck
        self.rows: list[list[str]] = [[] for _ in range(players)]
        self.turn = 0
        self.history: list[tuple[int, str]] = []

    @property
    def num_players(self) -> int:
        return len(self.rows)

    @property
    def current_player(self) -> int | None:
        if not self.market or all(len(row) >= ROW for row in self.rows):
            return None
        return self.turn

    def legal_actions(self) -> list[Any]:
        if self.current_player is None:
            return []
        return [f"take {slot + 1}: {tile_words(tile)}" for slot, tile in enumerate(self.market)]

    def apply(self, action: Any) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(f"'{action}' is not a legal action now")
        slot = int(str(action).split()[1].rstrip(":")) - 1
        seat = self.turn
        self.rows[seat].append(self.market.pop(slot))
        if self.deck:
            self.market.insert(slot, self.deck.pop())
        self.history.append((seat, str(action)))
        self.turn = (seat + 1) % self.num_players

    def clone(self) -> HamletState:
        other = HamletState.__new__(HamletState)
        other.rng = self.rng.clone()
        other.deck = list(self.deck)
        other.market = list(self.market)
        other.rows = [list(row) for row in self.rows]
        other.turn = self.turn
        other.history = list(self.history)
        return other

    def scores(self) -> list[int]:
        return [sum(row_points(row)) for row in self.rows]

    def breakdown(self, seat: int) -> dict[str, int]:
        values, pairs = row_points(self.rows[seat])
        return {"total": values + pairs, "tiles": values, "pairs": pairs}

    def determinize(self, seat: int, rng: GameRNG) -> HamletState:
        world = self.clone()
        world.deck = sorted(self.deck)
        rng.shuffle(world.deck)
        world.rng = rng.spawn()
        return world

    def to_dict(self) -> dict[str, Any]:
        return {
            "rng": self.rng.to_dict(),
            "deck": list(self.deck),
            "market": list(self.market),
            "rows": [list(row) for row in self.rows],
            "turn": self.turn,
            "history": [[seat, text] for seat, text in self.history],
        }


class HamletRules(Rules):
    """Hamlet's rules: one to three players, no options."""

    name = "hamlet"
    title = "Hamlet"
    player_counts = (1, 2, 3)
    hands_private = False  # the deck is hidden from everyone alike

    def new_game(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> HamletState:
        if players not in self.player_counts:
            raise ValueError(f"hamlet: {players} players not supported (1 to 3)")
        if options:
            raise ValueError(f"hamlet: unknown options {sorted(options)}")
        return HamletState(players, seed)

    def from_dict(self, data: Mapping[str, Any]) -> HamletState:
        try:
            state = HamletState.__new__(HamletState)
            state.rng = GameRNG.from_dict(data["rng"])
            state.deck = [str(tile) for tile in data["deck"]]
            state.market = [str(tile) for tile in data["market"]]
            state.rows = [[str(tile) for tile in row] for row in data["rows"]]
            state.turn = int(data["turn"])
            state.history = [(int(seat), str(text)) for seat, text in data["history"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"hamlet: malformed state ({exc})") from None
        if sorted(state.deck + state.market + sum(state.rows, [])) != sorted(TILES):
            raise ValueError("hamlet: malformed state (the tiles do not add up)")
        return state


RULES = HamletRules()
