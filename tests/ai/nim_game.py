"""A tiny perfect-information test game where looking ahead matters.

A pile of counters; each turn the seat takes 1 or 2. Taking the last counter
scores 10, every other move scores 0, so a 1-ply greedy player is indifferent until
the very end, while a search finds the winning move: leave a multiple of 3.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import GameRNG, GameState, IllegalAction, Rules


class NimState(GameState):
    def __init__(self, pile: int, players: int = 2) -> None:
        self.pile = pile
        self.players = players
        self.turn = 0
        self.points = [0] * players
        self.history: list[tuple[int, str]] = []

    @property
    def num_players(self) -> int:
        return self.players

    @property
    def current_player(self) -> int | None:
        return None if self.pile == 0 else self.turn

    def legal_actions(self) -> list[str]:
        if self.pile == 0:
            return []
        return [f"take {n}" for n in (1, 2) if n <= self.pile]

    def apply(self, action: Any) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(f"'{action}' is not legal")
        self.pile -= int(str(action).split()[1])
        if self.pile == 0:
            self.points[self.turn] += 10
        self.history.append((self.turn, str(action)))
        self.turn = (self.turn + 1) % self.players

    def clone(self) -> NimState:
        other = NimState.__new__(NimState)
        other.pile, other.players, other.turn = self.pile, self.players, self.turn
        other.points = list(self.points)
        other.history = list(self.history)
        return other

    def scores(self) -> list[int]:
        return list(self.points)

    def breakdown(self, seat: int) -> dict[str, int]:
        return {"total": self.points[seat]}

    def determinize(self, seat: int, rng: GameRNG) -> NimState:
        return self.clone()

    def to_dict(self) -> dict[str, Any]:
        return {
            "pile": self.pile,
            "players": self.players,
            "turn": self.turn,
            "points": list(self.points),
            "history": [[s, t] for s, t in self.history],
        }


class NimRules(Rules):
    name = "nim"
    title = "Nim (test fixture)"
    hands_private = False  # nothing is hidden
    player_counts = (2, 3)

    def new_game(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> NimState:
        return NimState(pile=7 + seed % 5, players=players)

    def from_dict(self, data: Mapping[str, Any]) -> NimState:
        state = NimState(int(data["pile"]), int(data["players"]))
        state.turn = int(data["turn"])
        state.points = list(data["points"])
        state.history = [(int(s), str(t)) for s, t in data["history"]]
        return state


NIM = NimRules()
