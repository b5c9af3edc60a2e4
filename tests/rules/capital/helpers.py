"""Helpers for Capital tests: build districts and put a state at a chosen decision."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path

from game.rules.capital import RULES
from game.rules.capital import tables as T
from game.rules.capital.state import CapitalState
from game.rules.capital.turn import advance

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "capital"


def fixture(name: str) -> dict:
    """A parsed position file from tests/fixtures/capital/."""
    with open(FIXTURES / name, "rb") as fh:
        return tomllib.load(fh)


def worked_example(replace_skaryszewski: str | None = None) -> dict:
    """§8's district; optionally with another building in Skaryszewski Park's place."""
    data = copy.deepcopy(fixture("worked_example.toml"))
    if replace_skaryszewski is not None:
        (index,) = [
            i for i, st in enumerate(data["stacks"]) if st.get("public") == "skaryszewski_park"
        ]
        data["stacks"][index] = {"x": 1, "y": 2, "public": replace_skaryszewski}
    return data


def score(stacks: list[dict], **extra) -> dict:
    """Score a district given as position-file stacks."""
    return RULES.score_position({"game": "capital", "stacks": stacks, **extra})


def code(tile_id: str, rotation: int = 0) -> int:
    """A placed tile's code (tile index * 4 + rotation)."""
    return T.TILE_INDEX[tile_id] * 4 + rotation


def quartered(era: int, want=lambda t: True) -> str:
    """The id of some quartered tile of ``era`` for which ``want(index)`` holds."""
    for t in T.ERA_TILES[era]:
        if T.KIND[t] == 0 and want(t):
            return T.TILE_ID[t]
    raise LookupError("no such tile")


def tile_with_cost(cost: int, industry: bool | None = None) -> str:
    """A quartered era tile with the given printed cost (and industry flag)."""
    for era in range(1, 7):
        for t in T.ERA_TILES[era]:
            if T.KIND[t] == 0 and T.COST[t] == cost and industry in (None, T.INDUSTRY[t]):
                return T.TILE_ID[t]
    raise LookupError(f"no tile of cost {cost}")


def district(*entries) -> dict:
    """``district(((0, 0), "start"), ((1, 0), "arsenal", "I-01"))``: bottom-first stacks."""
    out = {}
    for pos, *tiles in entries:
        out[pos] = tuple(code(t) for t in tiles)
    return out


def at(state: CapitalState, **fields) -> CapitalState:
    """Set raw state fields, then settle to the next decision (R12.3)."""
    for key, value in fields.items():
        setattr(state, key, value)
    state._cache = None
    advance(state)
    return state


def game(players: int = 2, seed: int = 1) -> CapitalState:
    return RULES.new_game(players=players, seed=seed)
