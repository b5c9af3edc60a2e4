"""Rebuilding a state from ``AkropolisState.to_dict()`` data, with validation."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.engine import GameRNG
from game.engine.fields import expect_int, expect_list
from game.rules.akropolis.actions import Take, parse_take
from game.rules.akropolis.geometry import HALF, key
from game.rules.akropolis.options import parse_options
from game.rules.akropolis.state import AkropolisState
from game.rules.akropolis.tiles import KIND_BY_NAME, START_HEXES, TILES

STATE_KEYS = (
    "game", "players", "options", "current", "chief", "stones", "site", "stacks",
    "cities", "rng", "history",
)  # fmt: skip
PLAYER_COUNTS = (2, 3, 4)


def state_from_dict(data: Mapping[str, Any]) -> AkropolisState:
    """The state ``data`` describes; ValueError naming the key if it is malformed."""
    if not isinstance(data, Mapping):
        raise ValueError("akropolis state: expected a table")
    unknown = [k for k in data if k not in STATE_KEYS]
    if unknown:
        raise ValueError(f"akropolis state: unknown key {unknown[0]!r}")
    missing = [k for k in STATE_KEYS if k not in data]
    if missing:
        raise ValueError(f"akropolis state: missing key {missing[0]!r}")
    if data["game"] != "akropolis":
        raise ValueError("akropolis state: game must be 'akropolis'")
    players = data["players"]
    if type(players) is not int or players not in PLAYER_COUNTS:
        raise ValueError("akropolis state: players must be 2, 3 or 4")
    if not isinstance(data["options"], Mapping):
        raise ValueError("akropolis state: options: expected a table")
    opts = parse_options(data["options"])
    try:
        rng = GameRNG.from_dict(data["rng"])
    except (KeyError, TypeError, ValueError, AttributeError):
        raise ValueError("akropolis state: rng: malformed") from None
    state = AkropolisState(players, opts, rng)
    state.current = expect_int(data["current"], "current", -1, players - 1, error=ValueError)
    state.chief = expect_int(data["chief"], "chief", 0, players - 1, error=ValueError)
    stones = expect_list(data["stones"], "stones", error=ValueError)
    if len(stones) != players:
        raise ValueError("stones: need one entry per seat")
    state.stones = [
        expect_int(s, f"stones[{i}]", 0, error=ValueError) for i, s in enumerate(stones)
    ]
    state.site = [
        expect_int(t, f"site[{i}]", 1, 61, error=ValueError)
        for i, t in enumerate(expect_list(data["site"], "site", error=ValueError))
    ]
    stacks = []
    for i, stack in enumerate(expect_list(data["stacks"], "stacks", error=ValueError)):
        ids = [
            expect_int(t, f"stacks[{i}][{j}]", 1, 61, error=ValueError)
            for j, t in enumerate(expect_list(stack, "stacks", error=ValueError))
        ]
        if len(ids) != players + 1:
            raise ValueError(f"stacks[{i}]: a stack holds {players + 1} tiles")
        stacks.append(tuple(ids))
    state.stacks = tuple(stacks)
    if state.current >= 0 and len(state.site) < 2:
        raise ValueError("site: a game in progress has at least 2 tiles in the site")
    if state.current < 0 and (len(state.site) != 1 or stacks):
        raise ValueError("current: the game ends with 1 site tile and no stacks")
    cities = expect_list(data["cities"], "cities", error=ValueError)
    if len(cities) != players:
        raise ValueError("cities: need one city per seat")
    placed: Counter[int] = Counter()
    for seat, city in enumerate(cities):
        cols = _read_city(city, f"cities[{seat}]")
        for col in cols.values():
            placed.update(t for t, _ in col if t)
        state.set_city(seat, cols)
    _check_tiles(state, placed, opts.long_game)
    moves = []
    for i, entry in enumerate(expect_list(data["history"], "history", error=ValueError)):
        if not isinstance(entry, list) or len(entry) != 2:
            raise ValueError(f"history[{i}]: expected [seat, text]")
        seat = expect_int(entry[0], f"history[{i}][0]", 0, players - 1, error=ValueError)
        take = parse_take(entry[1]) if isinstance(entry[1], str) else None
        if take is None:
            raise ValueError(f"history[{i}]: not an action text")
        moves.append((seat, Take(*take)))
    state.moves = moves
    return state


def _read_city(city: Any, where: str) -> dict[int, tuple[tuple[int, int], ...]]:
    if not isinstance(city, Mapping) or set(city) != {"hexes"}:
        raise ValueError(f"{where}: expected a table with only 'hexes'")
    cols: dict[int, tuple[tuple[int, int], ...]] = {}
    for j, entry in enumerate(expect_list(city["hexes"], f"{where}.hexes", error=ValueError)):
        at = f"{where}.hexes[{j}]"
        if not isinstance(entry, Mapping) or set(entry) != {"q", "r", "tiles", "kinds"}:
            raise ValueError(f"{at}: expected keys q, r, tiles, kinds")
        q = expect_int(entry["q"], f"{at}.q", -HALF + 2, HALF - 2, error=ValueError)
        r = expect_int(entry["r"], f"{at}.r", -HALF + 2, HALF - 2, error=ValueError)
        tiles = [
            expect_int(t, f"{at}.tiles", 0, 61, error=ValueError)
            for t in expect_list(entry["tiles"], f"{at}.tiles", error=ValueError)
        ]
        kinds = expect_list(entry["kinds"], f"{at}.kinds", error=ValueError)
        if not tiles or len(kinds) != len(tiles):
            raise ValueError(f"{at}: tiles and kinds must be non-empty and of equal length")
        if any(k not in KIND_BY_NAME for k in kinds):
            raise ValueError(f"{at}.kinds: unknown kind")
        k = key(q, r)
        if k in cols:
            raise ValueError(f"{at}: duplicate space ({q}, {r})")
        cols[k] = tuple(zip(tiles, (KIND_BY_NAME[n] for n in kinds), strict=True))
    start = {key(dq, dr): kind for dq, dr, kind in START_HEXES}
    for k, kind in start.items():
        if k not in cols or cols[k][0] != (0, kind):
            raise ValueError(f"{where}: the starting tile is not at the bottom of its spaces")
    if sum(1 for col in cols.values() for t, _ in col if t == 0) != len(start):
        raise ValueError(f"{where}: tile 0 appears outside the starting tile")
    return cols


def _check_tiles(state: AkropolisState, placed: Counter[int], long_game: bool) -> None:
    """Every tile of the game's set is in exactly one place; placed tiles are whole."""
    for tile, count in placed.items():
        if count != 3:
            raise ValueError(f"cities: tile {tile} has {count} hexes, expected 3")
    for cols in state.cols:
        for col in cols.values():
            for tile, kind in col:
                if tile and kind not in TILES.kinds[tile]:
                    raise ValueError(f"cities: tile {tile} has no such kind")
    where = (
        Counter(state.site)
        + Counter(t for s in state.stacks for t in s)
        + Counter({t: 1 for t in placed})
    )
    expected = set(TILES.ids_for(state.players, long_game))
    if set(where) != expected or any(n != 1 for n in where.values()):
        raise ValueError("site/stacks/cities: every tile of the game must be in exactly one place")
    # placed tiles must each sit in one city
    for tile in placed:
        cities = sum(
            1 for cols in state.cols if any(t == tile for c in cols.values() for t, _ in c)
        )
        if cities != 1:
            raise ValueError(f"cities: tile {tile} is in {cities} cities")
