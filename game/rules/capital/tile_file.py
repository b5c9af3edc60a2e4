"""Capital's tile files (R11.2): reading and validating ``tiles.toml`` and ``milestones.toml``.

:func:`load_tile_set` reads both files and enforces every validation rule of R11.2; a
bad file raises :class:`TileSetError` whose one-line message names the file, the tile
id and the rule, never a traceback.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from importlib.resources.abc import Traversable
from typing import Any

from game.engine.errors import UserFileError
from game.engine.paths import ShippedDataError, data_name, read_data_toml
from game.rules.capital.content import (
    COM,
    CUL,
    IND,
    MILESTONE,
    MILESTONE_IDS,
    MILESTONE_INDEX,
    MILESTONES,
    MILESTONES_FILE,
    PARK,
    PUBLIC,
    PUBLIC_BUILDINGS,
    PUBLIC_IDS,
    PUBLIC_INDEX,
    QUARTERED,
    RES,
    ROMAN,
    TILES_FILE,
    TYPE_NAMES,
    TileDef,
    TileSet,
    parse_quarter,
    quarter_text,
)

#: §11 design table: era -> (quartered, cost lo, cost hi, 1-type, 2-type, 3-type,
#: 4-type, transport tiles, U/I value lo, U/I value hi).
DESIGN: dict[int, tuple[int, ...]] = {
    1: (12, 1, 3, 6, 5, 1, 0, 3, 1, 1),
    2: (11, 2, 4, 4, 5, 2, 0, 3, 1, 2),
    3: (12, 3, 5, 3, 5, 3, 1, 3, 1, 2),
    4: (12, 4, 6, 2, 4, 4, 2, 3, 1, 3),
    5: (11, 4, 7, 1, 3, 4, 3, 3, 2, 3),
    6: (11, 5, 8, 0, 3, 4, 4, 3, 2, 3),
}
#: R11.2.6 bands in percent, by quarter type.
SHARE_BANDS = {PARK: (15, 25), RES: (25, 35), COM: (15, 25), CUL: (10, 20), IND: (10, 20)}
ERA_SIZE = 16

class TileSetError(UserFileError):
    """A tile file breaks R11.2; the message names the file, the tile id and the rule."""


def _layout_key(quarters: tuple[int, ...], transport: bool) -> tuple:
    """A tile's layout up to rotation (R11.2.7)."""
    return min(quarters[r:] + quarters[:r] for r in range(4)), transport


class _Checker:
    """Collects the context of errors so every message names file, tile and rule."""

    def __init__(self, path: Traversable) -> None:
        self.name = data_name(path)

    def fail(self, where: str, rule: str, what: str) -> TileSetError:
        return TileSetError(f"{self.name}: {where}: {what} (R11.2.{rule})")


def _keys(
    chk: _Checker,
    where: str,
    table: Any,
    required: AbstractSet[str],
    optional: AbstractSet[str] = frozenset(),
) -> None:
    if not isinstance(table, Mapping):
        raise chk.fail(where, "1 well-formed data", "must be a table")
    for key in table:
        if key not in required and key not in optional:
            raise chk.fail(where, "1 well-formed data", f'unknown key "{key}"')
    for key in sorted(required):
        if key not in table:
            raise chk.fail(where, "1 well-formed data", f'missing key "{key}"')


def _int(chk: _Checker, where: str, table: Mapping, key: str, lo: int, hi: int) -> int:
    value = table[key]
    if type(value) is not int:
        raise chk.fail(where, "1 well-formed data", f"{key} must be an integer")
    if not lo <= value <= hi:
        raise chk.fail(where, "1 well-formed data", f"{key} = {value} is not in {lo}..{hi}")
    return value


def _str(chk: _Checker, where: str, table: Mapping, key: str) -> str:
    value = table[key]
    if not isinstance(value, str) or not value:
        raise chk.fail(where, "1 well-formed data", f"{key} must be a non-empty string")
    return value


def _quarters(chk: _Checker, where: str, table: Mapping) -> tuple[int, ...]:
    raw = table["quarters"]
    if not isinstance(raw, list) or len(raw) != 4:
        raise chk.fail(where, "1 well-formed data", "quarters must list exactly 4 codes")
    out = []
    for code in raw:
        q = parse_quarter(code)
        if q is None:
            hint = " (values only on U and I: U1..U3, I1..I3)" if isinstance(code, str) else ""
            raise chk.fail(where, "1 well-formed data", f'unknown quarter code "{code}"{hint}')
        out.append(q)
    return tuple(out)


def _table_list(chk: _Checker, data: Mapping, key: str) -> list:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise chk.fail(key, "1 well-formed data", f"[[{key}]] must be an array of tables")
    return value


def parse_tiles(data: Mapping[str, Any], path: Traversable) -> tuple[TileDef, tuple[TileDef, ...]]:
    """Validate a parsed tiles.toml (R11.2 rules 1, 2, 4–8); (start, era tiles)."""
    chk = _Checker(path)
    for key in data:
        if key not in ("start", "tile", "public"):
            raise chk.fail(key, "1 well-formed data", f'unknown top-level key "{key}"')
    if "start" not in data:
        raise chk.fail("start", "1 well-formed data", "missing [start] table")
    _keys(chk, "start", data["start"], {"cost", "quarters"})
    start_cost = _int(chk, "start", data["start"], "cost", 0, 99)
    start_q = _quarters(chk, "start", data["start"])
    if start_cost != 1 or start_q != (PARK * 4, PARK * 4, RES * 4, RES * 4):
        raise chk.fail(
            "start", "1 well-formed data", 'the start tile is cost 1, quarters ["P","P","R","R"]'
        )
    start = TileDef("start", QUARTERED, 0, 1, start_q)

    seen: set[str] = {"start"}
    quartered: list[TileDef] = []
    for index, raw in enumerate(_table_list(chk, data, "tile")):
        where = f"tile[{index}]"
        if isinstance(raw, Mapping) and isinstance(raw.get("id"), str):
            where = f"tile {raw['id']}"
        _keys(chk, where, raw, {"id", "era", "cost", "quarters"}, {"transport"})
        tid = _str(chk, where, raw, "id")
        era = _int(chk, where, raw, "era", 1, 6)
        cost = _int(chk, where, raw, "cost", 0, 99)
        quarters = _quarters(chk, where, raw)
        transport = raw.get("transport", False)
        if not isinstance(transport, bool):
            raise chk.fail(where, "1 well-formed data", "transport must be true or false")
        prefix, _, number = tid.partition("-")
        if prefix != ROMAN[era - 1] or len(number) != 2 or not number.isdigit():
            raise chk.fail(where, "1 well-formed data", f'id must be "{ROMAN[era - 1]}-<nn>"')
        if tid in seen:
            raise chk.fail(where, "1 well-formed data", "duplicate id")
        seen.add(tid)
        quartered.append(TileDef(tid, QUARTERED, era, cost, quarters, transport))

    publics: list[TileDef] = []
    for index, raw in enumerate(_table_list(chk, data, "public")):
        where = f"public[{index}]"
        if isinstance(raw, Mapping) and isinstance(raw.get("id"), str):
            where = f"public {raw['id']}"
        if isinstance(raw, Mapping) and "transport" in raw:
            raise chk.fail(where, "1 well-formed data", "transport appears only on quartered tiles")
        if isinstance(raw, Mapping) and "quarters" in raw:
            raise chk.fail(where, "1 well-formed data", "a public building has no quarters")
        _keys(chk, where, raw, {"id", "name", "era", "cost"})
        pid = _str(chk, where, raw, "id")
        name = _str(chk, where, raw, "name")
        era = _int(chk, where, raw, "era", 1, 6)
        cost = _int(chk, where, raw, "cost", 0, 99)
        if pid in seen:
            raise chk.fail(where, "1 well-formed data", "duplicate id")
        seen.add(pid)
        if pid not in PUBLIC_INDEX:
            raise chk.fail(where, "2 era size", "not a public building of §9")
        _, want_name, want_era, want_cost = PUBLIC_BUILDINGS[PUBLIC_INDEX[pid]]
        if (name, era, cost) != (want_name, want_era, want_cost):
            raise chk.fail(
                where,
                "2 era size",
                f'§9 says name "{want_name}", era {want_era}, cost {want_cost}',
            )
        publics.append(TileDef(pid, PUBLIC, era, cost, effect=PUBLIC_INDEX[pid], name=name))
    missing = [pid for pid in PUBLIC_IDS if pid not in seen]
    if missing:
        raise chk.fail(f"public {missing[0]}", "2 era size", "public building of §9 is missing")

    for era in range(1, 7):
        _check_era(chk, era, [t for t in quartered if t.era == era], publics)
    means = []
    for era in range(1, 7):
        tiles = [t for t in quartered if t.era == era]
        means.append((sum(t.cost for t in tiles), len(tiles)))
    for era in range(1, 6):
        (s1, n1), (s2, n2) = means[era - 1], means[era]
        if s2 * n1 <= s1 * n2:
            raise chk.fail(
                f"era {ROMAN[era]}",
                "8 rising cost",
                f"mean quartered cost {s2 / n2:.2f} does not exceed era "
                f"{ROMAN[era - 1]}'s {s1 / n1:.2f}",
            )
    return start, tuple(quartered + publics)


def _check_era(chk: _Checker, era: int, tiles: list[TileDef], publics: list[TileDef]) -> None:
    n_q, cost_lo, cost_hi, t1, t2, t3, t4, n_transport, v_lo, v_hi = DESIGN[era]
    name = f"era {ROMAN[era - 1]}"
    n_public = sum(1 for t in publics if t.era == era)
    if len(tiles) != n_q or len(tiles) + n_public != ERA_SIZE:
        raise chk.fail(
            name,
            "2 era size",
            f"has {len(tiles)} quartered tiles and {n_public} public buildings; "
            f"needs {n_q} and {ERA_SIZE - n_q} (16 in all)",
        )
    type_counts = [0, 0, 0, 0, 0]
    kinds = [0, 0, 0, 0, 0]
    layouts: dict[tuple, list[str]] = {}
    for t in tiles:
        where = f"tile {t.id}"
        if not cost_lo <= t.cost <= cost_hi:
            raise chk.fail(where, "4 design table", f"cost {t.cost} outside {cost_lo}–{cost_hi}")
        types = [q >> 2 for q in t.quarters]
        for q in t.quarters:
            if q >> 2 in (CUL, IND) and not v_lo <= (q & 3) <= v_hi:
                raise chk.fail(
                    where,
                    "4 design table",
                    f"{quarter_text(q)}: U/I values in {name} lie in {v_lo}–{v_hi}",
                )
        if types.count(CUL) > 2 or types.count(IND) > 2:
            raise chk.fail(where, "5 per-tile limits", "more than 2 culture or industry quarters")
        distinct = len(set(types))
        if distinct == 1 and types[0] not in (PARK, RES, COM):
            raise chk.fail(where, "5 per-tile limits", "a single-type tile is all P, R or C")
        kinds[distinct] += 1
        for kind in types:
            type_counts[kind] += 1
        layouts.setdefault(_layout_key(t.quarters, t.transport), []).append(t.id)
    for distinct, want in ((1, t1), (2, t2), (3, t3), (4, t4)):
        if kinds[distinct] != want:
            raise chk.fail(
                name, "4 design table", f"{kinds[distinct]} {distinct}-type tiles, needs {want}"
            )
    transport = sum(1 for t in tiles if t.transport)
    if transport != n_transport:
        raise chk.fail(name, "4 design table", f"{transport} transport tiles, needs {n_transport}")
    total = 4 * len(tiles)
    for kind, (lo, hi) in SHARE_BANDS.items():
        if not lo * total <= 100 * type_counts[kind] <= hi * total:
            raise chk.fail(
                name,
                "6 type shares",
                f"{TYPE_NAMES[kind]} has {type_counts[kind]} of {total} quarters, "
                f"outside {lo}–{hi} %",
            )
    for ids in layouts.values():
        if len(ids) > 2:
            raise chk.fail(
                f"tile {ids[2]}",
                "7 few duplicates",
                f"{len(ids)} tiles share one layout ({', '.join(ids)})",
            )


def parse_milestones(data: Mapping[str, Any], path: Traversable) -> tuple[TileDef, ...]:
    """Validate a parsed milestones.toml (R11.2 rules 1 and 3); faces in §10 order."""
    chk = _Checker(path)
    for key in data:
        if key != "milestone":
            raise chk.fail(key, "1 well-formed data", f'unknown top-level key "{key}"')
    found: dict[str, TileDef] = {}
    for index, raw in enumerate(_table_list(chk, data, "milestone")):
        where = f"milestone[{index}]"
        if isinstance(raw, Mapping) and isinstance(raw.get("id"), str):
            where = f"milestone {raw['id']}"
        if isinstance(raw, Mapping) and "transport" in raw:
            raise chk.fail(where, "1 well-formed data", "transport appears only on quartered tiles")
        _keys(chk, where, raw, {"id", "name", "slot"})
        mid = _str(chk, where, raw, "id")
        name = _str(chk, where, raw, "name")
        slot = _int(chk, where, raw, "slot", 1, 5)
        if mid in found:
            raise chk.fail(where, "1 well-formed data", "duplicate id")
        if mid not in MILESTONE_INDEX:
            raise chk.fail(where, "3 milestones", "not a milestone face of §10")
        _, want_name, want_slot = MILESTONES[MILESTONE_INDEX[mid]]
        if (name, slot) != (want_name, want_slot):
            raise chk.fail(where, "3 milestones", f'§10 says name "{want_name}", slot {want_slot}')
        found[mid] = TileDef(mid, MILESTONE, slot, 0, effect=MILESTONE_INDEX[mid], name=name)
    for mid in MILESTONE_IDS:
        if mid not in found:
            raise chk.fail(f"milestone {mid}", "3 milestones", "face of §10 is missing")
    return tuple(found[mid] for mid in MILESTONE_IDS)


def load_tile_set(
    tiles: Traversable = TILES_FILE, milestones: Traversable = MILESTONES_FILE
) -> TileSet:
    """Read and validate both content files; TileSetError (one line) on any problem."""
    try:
        tiles_data = read_data_toml(tiles)
        milestone_data = read_data_toml(milestones)
    except ShippedDataError as exc:
        raise TileSetError(str(exc)) from None
    start, era_tiles = parse_tiles(tiles_data, tiles)
    faces = parse_milestones(milestone_data, milestones)
    return TileSet(start, era_tiles, faces)
