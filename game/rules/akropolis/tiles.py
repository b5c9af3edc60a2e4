"""Hex kinds (R1.1) and the city tile set, loaded from ``levels/akropolis/tiles.toml``.

Kinds are small ints so that states and scoring stay flat and fast:

====  ==================  ====  =====
int   name                code  stars
====  ==================  ====  =====
0     house               h     -
1     market              m     -
2     barracks            b     -
3     temple              t     -
4     garden              g     -
5     house-plaza         H     1
6     market-plaza        M     2
7     barracks-plaza      B     2
8     temple-plaza        T     2
9     garden-plaza        G     3
10    quarry              q     -
====  ==================  ====  =====

A district ``k`` (0-4) and the plaza ``k + 5`` are of the same type ``k``.
The tile data is checked against Appendix B of rules/akropolis.md when loaded; a
damaged file raises :class:`TileDataError` naming the file and the entry.
"""

from __future__ import annotations

from collections import Counter
from importlib.resources.abc import Traversable
from typing import Any

from game.engine.paths import ShippedDataError, data_name, level_file, read_data_toml

HOUSE, MARKET, BARRACKS, TEMPLE, GARDEN = 0, 1, 2, 3, 4
HOUSE_PLAZA, MARKET_PLAZA, BARRACKS_PLAZA, TEMPLE_PLAZA, GARDEN_PLAZA = 5, 6, 7, 8, 9
QUARRY = 10

KIND_NAMES: tuple[str, ...] = (
    "house", "market", "barracks", "temple", "garden",
    "house-plaza", "market-plaza", "barracks-plaza", "temple-plaza", "garden-plaza",
    "quarry",
)  # fmt: skip
KIND_CODES = "hmbtgHMBTGq"
KIND_BY_NAME: dict[str, int] = {name: i for i, name in enumerate(KIND_NAMES)}
KIND_BY_CODE: dict[str, int] = {code: i for i, code in enumerate(KIND_CODES)}
TYPE_NAMES: tuple[str, ...] = KIND_NAMES[:5]
#: stars of each plaza type (R1.1), indexed by type 0-4
PLAZA_STARS: tuple[int, ...] = (1, 2, 2, 2, 3)

#: the starting tile (R1.3/R2.5): id 0, as (dq, dr, kind) at level 1
START_TILE_ID = 0
START_HEXES: tuple[tuple[int, int, int], ...] = (
    (0, 0, HOUSE_PLAZA),
    (1, -1, QUARRY),
    (-1, 0, QUARRY),
    (0, 1, QUARRY),
)

TILES_PATH = level_file("akropolis", "tiles.toml")
NUM_TILES = 61

#: Appendix B: per tile set (ids 1..n), the hex count of every kind, in KIND_NAMES order
APPENDIX_B: dict[int, tuple[int, ...]] = {
    37: (18, 12, 10, 8, 6, 5, 4, 4, 4, 3, 37),
    49: (27, 16, 13, 10, 7, 6, 5, 5, 5, 4, 49),
    61: (36, 20, 16, 12, 8, 7, 6, 6, 6, 5, 61),
}
APPENDIX_B_STARS: dict[int, tuple[int, int, int, int, int]] = {
    37: (5, 8, 8, 8, 9),
    49: (6, 10, 10, 10, 12),
    61: (7, 12, 12, 12, 15),
}
APPENDIX_B_REPEATED_CODES: dict[str, int] = {
    "Hqq": 3, "qhh": 3, "qhb": 2, "Bqq": 2, "qbm": 2, "qmh": 2, "Mqq": 2, "Tqq": 2, "qhm": 2,
}  # fmt: skip


class TileDataError(ValueError):
    """The tile file is damaged; the message names the file and the entry."""


class TileSet:
    """The 61 city tiles: ``kinds[id]`` is (hex 1, hex 2, hex 3) as kind ints.

    ``kinds[0]`` is an empty tuple (the starting tile is not a three-hex tile).
    """

    def __init__(self, kinds: list[tuple[int, int, int]], min_players: list[int]) -> None:
        self.kinds: tuple[tuple[int, ...], ...] = ((),) + tuple(kinds)
        self.min_players: tuple[int, ...] = (0,) + tuple(min_players)

    def ids_for(self, players: int, long_game: bool) -> list[int]:
        """Tile ids used by a game (R3.1/R3.3), ascending."""
        if long_game:
            return list(range(1, NUM_TILES + 1))
        return [i for i in range(1, NUM_TILES + 1) if self.min_players[i] <= players]

    def code(self, tile_id: int) -> str:
        """The 3-letter code of a tile, e.g. ``qhh``."""
        return "".join(KIND_CODES[k] for k in self.kinds[tile_id])


def _entry_error(name: str, index: int, what: str) -> TileDataError:
    return TileDataError(f"{name}: tile[{index}]: {what}")


def parse_tiles(data: dict[str, Any], path: Traversable) -> TileSet:
    """Build and validate the tile set from parsed TOML (see :func:`load_tiles`)."""
    name = data_name(path)
    extra = set(data) - {"tile"}
    if extra:
        raise TileDataError(f"{name}: unknown key {sorted(extra)[0]!r}")
    entries = data.get("tile")
    if not isinstance(entries, list):
        raise TileDataError(f"{name}: tile: expected an array of [[tile]] tables")
    if len(entries) != NUM_TILES:
        raise TileDataError(f"{name}: tile: {len(entries)} tiles, Appendix A has {NUM_TILES}")
    kinds: list[tuple[int, int, int]] = []
    mins: list[int] = []
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise _entry_error(name, index, "expected a table")
        unknown = set(entry) - {"id", "min_players", "code", "hexes"}
        if unknown:
            raise _entry_error(name, index, f"unknown key {sorted(unknown)[0]!r}")
        tile_id = entry.get("id")
        if type(tile_id) is not int or tile_id != index + 1:
            raise _entry_error(name, index, f"id must be {index + 1} (ids run 1..61 in order)")
        low = entry.get("min_players")
        if low not in (2, 3, 4) or type(low) is not int:
            raise _entry_error(name, index, "min_players must be 2, 3 or 4")
        hexes = entry.get("hexes")
        if (
            not isinstance(hexes, list)
            or len(hexes) != 3
            or not all(isinstance(h, str) and h in KIND_BY_NAME for h in hexes)
        ):
            raise _entry_error(name, index, "hexes must be 3 kind names")
        triple = tuple(KIND_BY_NAME[h] for h in hexes)
        code = "".join(KIND_CODES[k] for k in triple)
        if entry.get("code") != code:
            raise _entry_error(name, index, f"code {entry.get('code')!r} does not match hexes")
        kinds.append(triple)  # type: ignore[arg-type]
        mins.append(low)
    tiles = TileSet(kinds, mins)
    _check_appendix_b(tiles, name)
    return tiles


def _check_appendix_b(tiles: TileSet, name: str) -> None:
    """Every count of Appendix B; TileDataError on the first mismatch."""

    def fail(what: str) -> TileDataError:
        return TileDataError(f"{name}: does not match Appendix B: {what}")

    for size, expected in APPENDIX_B.items():
        counts = Counter(k for i in range(1, size + 1) for k in tiles.kinds[i])
        got = tuple(counts.get(k, 0) for k in range(len(KIND_NAMES)))
        if got != expected:
            raise fail(f"hex counts of ids 1-{size} are {got}, expected {expected}")
        stars = tuple(PLAZA_STARS[t] * counts.get(t + 5, 0) for t in range(5))
        if stars != APPENDIX_B_STARS[size]:
            raise fail(f"stars of ids 1-{size} are {stars}")
    by_min = Counter(tiles.min_players[1:])
    if (by_min[2], by_min[3], by_min[4]) != (37, 12, 12):
        raise fail(f"minimum player counts {dict(by_min)}, expected 37/12/12")
    for i in range(1, NUM_TILES + 1):
        expected_min = 2 if i <= 37 else 3 if i <= 49 else 4
        if tiles.min_players[i] != expected_min:
            raise fail(f"tile {i} has min_players {tiles.min_players[i]}, expected {expected_min}")
    plazas = [sum(1 for k in tiles.kinds[i] if 5 <= k <= 9) for i in range(1, NUM_TILES + 1)]
    if max(plazas) > 1 or sum(plazas) != 30:
        raise fail("each tile has at most one plaza, and 30 tiles have one")
    quarries = Counter(tiles.kinds[i].count(QUARRY) for i in range(1, NUM_TILES + 1))
    if (quarries[0], quarries[1], quarries[2]) != (15, 31, 15):
        raise fail(f"tiles with 0/1/2 quarries: {quarries[0]}/{quarries[1]}/{quarries[2]}")
    for i in range(1, NUM_TILES + 1):
        districts = [k for k in tiles.kinds[i] if k < 5]
        repeats = len(districts) != len(set(districts))
        if repeats != (tiles.code(i) == "qhh"):
            raise fail(f"tile {i}: only the qhh tiles repeat a district")
    codes = Counter(tiles.code(i) for i in range(1, NUM_TILES + 1))
    repeated = {c: n for c, n in codes.items() if n > 1}
    if repeated != APPENDIX_B_REPEATED_CODES:
        raise fail(f"repeated codes {repeated}")


def load_tiles(path: Traversable = TILES_PATH) -> TileSet:
    """Read and validate the tile file; TileDataError with a one-line reason otherwise."""
    try:
        data = read_data_toml(path)
    except ShippedDataError as exc:
        raise TileDataError(str(exc)) from None
    return parse_tiles(data, path)


#: the shipped tile set, loaded and validated once on import
TILES = load_tiles()
