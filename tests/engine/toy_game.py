"""A tiny card game used only as a test fixture for the engine contract.

Each seat holds a hidden hand drawn from a shuffled deck of 1..12; on a turn the
seat plays one card (scoring its value) and draws one. Ends when the deck and
every hand are empty. It has hidden hands and a hidden deck, so determinize matters.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine import GameRNG, GameState, IllegalAction, Rules

HAND = 2


class ToyState(GameState):
    def __init__(self, players: int, seed: int) -> None:
        self.rng = GameRNG(seed)
        deck = list(range(1, 13))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck.pop() for _ in range(HAND)) for _ in range(players)]
        self.deck = deck
        self.points = [0] * players
        self.turn = 0
        self.history: list[tuple[int, str]] = []

    @property
    def num_players(self) -> int:
        return len(self.hands)

    @property
    def current_player(self) -> int | None:
        if not any(self.hands):
            return None
        return self.turn

    def legal_actions(self) -> list[str]:
        if self.current_player is None:
            return []
        return [f"play {card}" for card in self.hands[self.turn]]

    def apply(self, action: Any) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(f"'{action}' is not a legal action now")
        card = int(str(action).split()[1])
        seat = self.turn
        self.hands[seat].remove(card)
        self.points[seat] += card
        if self.deck:
            self.hands[seat].append(self.deck.pop())
            self.hands[seat].sort()
        self.history.append((seat, str(action)))
        players = self.num_players
        for step in range(1, players + 1):
            nxt = (seat + step) % players
            if self.hands[nxt]:
                self.turn = nxt
                break

    def clone(self) -> ToyState:
        other = ToyState.__new__(ToyState)
        other.rng = self.rng.clone()
        other.hands = [list(h) for h in self.hands]
        other.deck = list(self.deck)
        other.points = list(self.points)
        other.turn = self.turn
        other.history = list(self.history)
        return other

    def scores(self) -> list[int]:
        return list(self.points)

    def breakdown(self, seat: int) -> dict[str, int]:
        return {"total": self.points[seat], "cards": self.points[seat]}

    def determinize(self, seat: int, rng: GameRNG) -> ToyState:
        world = self.clone()
        pool = sorted(self.deck + [c for s, h in enumerate(self.hands) if s != seat for c in h])
        rng.shuffle(pool)
        for other in range(self.num_players):
            if other != seat:
                n = len(self.hands[other])
                world.hands[other] = sorted(pool[:n])
                pool = pool[n:]
        world.deck = pool
        world.rng = rng.spawn()
        return world

    def to_dict(self) -> dict[str, Any]:
        return {
            "rng": self.rng.to_dict(),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "points": list(self.points),
            "turn": self.turn,
            "history": [[s, t] for s, t in self.history],
        }


class ToyRules(Rules):
    name = "toy"
    title = "Toy (test fixture)"
    player_counts = (1, 2, 3)

    def new_game(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> ToyState:
        if players not in self.player_counts:
            raise ValueError(f"toy: {players} players not supported")
        if options:
            raise ValueError(f"toy: unknown options {sorted(options)}")
        return ToyState(players, seed)

    def from_dict(self, data: Mapping[str, Any]) -> ToyState:
        state = ToyState.__new__(ToyState)
        state.rng = GameRNG.from_dict(data["rng"])
        state.hands = [list(h) for h in data["hands"]]
        state.deck = list(data["deck"])
        state.points = list(data["points"])
        state.turn = int(data["turn"])
        state.history = [(int(s), str(t)) for s, t in data["history"]]
        return state


TOY = ToyRules()
