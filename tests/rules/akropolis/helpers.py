"""Shared helpers for the Akropolis tests: rigged deals and cities from position files."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.engine.tomlfile import read_toml
from game.rules.akropolis import RULES, AkropolisState
from game.rules.akropolis.geometry import key, placement_spaces, unkey
from game.rules.akropolis.tiles import KIND_BY_NAME, KIND_NAMES, QUARRY

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "akropolis"


def rigged(
    players: int,
    site: list[int],
    stones: list[int] | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 3,
) -> AkropolisState:
    """A new game whose site is ``site`` (tile ids of this game's set); the other tiles
    keep their dealt order in the stacks, so the tile set stays exact."""
    state = RULES.new_game(players, seed=seed, options=options)
    assert len(site) == players + 2
    pool = [t for t in state.site + [t for s in state.stacks for t in s] if t not in site]
    size = players + 1
    state.stacks = tuple(tuple(pool[i : i + size]) for i in range(0, len(pool), size))
    state.site = list(site)
    if stones is not None:
        state.stones = list(stones)
    return state


def load_fixture(name: str) -> dict[str, Any]:
    """A position file of tests/fixtures/akropolis as parsed TOML."""
    return read_toml(FIXTURES / name)


def columns_from_position(data: Mapping[str, Any]) -> dict[int, tuple[tuple[int, int], ...]]:
    """Columns for ``AkropolisState.set_city``: each hex on a column of its level.

    The visible hex keeps its tile id (or a made-up one); covered hexes are quarries of
    made-up tiles, as a position file does not describe them.
    """
    cols = {}
    for i, h in enumerate(data["hexes"]):
        below = tuple((1000 + 10 * i + n, QUARRY) for n in range(h["level"] - 1))
        cols[key(h["q"], h["r"])] = below + ((h.get("tile", 500 + i), KIND_BY_NAME[h["kind"]]),)
    return cols


def state_from_position(data: Mapping[str, Any], players: int = 2) -> AkropolisState:
    """A live game whose seat 0 has the position's city, stones, variants and options."""
    options = {"variants": list(data.get("variants", [])), **data.get("options", {})}
    state = RULES.new_game(players, seed=1, options=options)
    state.set_city(0, columns_from_position(data))
    state.stones[0] = data.get("stones", 0)
    return state


def placements_of(state: AkropolisState, kinds: tuple[int, int, int]) -> set[tuple]:
    """The current player's legal placements (site position 0) as R10.5 hex lists."""
    seat = state.current
    out = set()
    for action in state.legal_actions():
        if action.site != 0:
            continue
        anchor = key(action.q, action.r)
        level = state.hgt[seat].get(anchor, 0) + 1
        spaces = placement_spaces(anchor, action.rot)
        out.add(
            tuple(
                (*unkey(s), level, KIND_NAMES[k]) for s, k in zip(spaces, kinds, strict=True)
            )
        )
    return out
