"""Position files (§10, POSITIONS.md): validation, ``score`` and ``moves``.

Every invalid input raises :class:`PositionError` with a one-line message naming the
key or entry, e.g. ``hexes[3]: unknown kind "hous"``; the CLI adds the file name.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine import PositionError
from game.engine.fields import MAX_COORD, MAX_COUNT, MAX_LEVEL, one_line, shown
from game.engine.i18n import _
from game.rules.akropolis.geometry import DIRS, TRI_PLACEMENTS, key, placement_spaces, unkey
from game.rules.akropolis.placement import legal_triangles
from game.rules.akropolis.scoring import (
    BARRACKS_EDGE_VALUES,
    LAKE_VALUES,
    VARIANT_NAMES,
    evaluate,
    flat_breakdown,
)
from game.rules.akropolis.tiles import (
    KIND_BY_CODE,
    KIND_BY_NAME,
    KIND_NAMES,
    NUM_TILES,
    START_HEXES,
    TILES,
)

TOP_KEYS = ("game", "variants", "stones", "tile", "hexes", "options")
HEX_KEYS = ("q", "r", "level", "kind", "tile")
POSITION_OPTION_KEYS = ("barracks_edge", "lake")
#: [decision] coordinates in a position file are limited to this magnitude, which keeps
#: the outside flood fill (R7.2) bounded; a real city stays within about ±62.
COORD_LIMIT = MAX_COORD
#: no city has more hexes than this (a long 4-player game places about 60 tiles)
MAX_HEXES = MAX_COUNT

_START = {(dq, dr): kind for dq, dr, kind in START_HEXES}


def _q(text: Any) -> str:
    """A value quoted as in the spec's messages (``"hous"``), short and on one line."""
    if isinstance(text, str) and len(text) <= 40:
        return json.dumps(text)
    return shown(text)


def _known(values: tuple[str, ...]) -> str:
    return ", ".join(_q(v) for v in values)


def _is_int(value: Any) -> bool:
    return type(value) is int


@dataclass
class Position:
    """A validated city: packed-key dicts as in scoring.py plus the file's settings."""

    variants: frozenset[str]
    stones: int
    barracks_edge: str
    lake: str
    tile: tuple[int, int, int] | None
    top: dict[int, int]
    hgt: dict[int, int]
    toptile: dict[int, int] | None

    def evaluate(self) -> tuple[list[int], list[int]]:
        """Values and stars per type (scoring.evaluate) under the file's settings."""
        return evaluate(
            self.top,
            self.hgt,
            self.variants,
            self.barracks_edge == "outside",
            self.lake == "enclosed-area",
        )


def read_position(data: Mapping[str, Any]) -> Position:
    """Validate a parsed position file (R10.1-R10.3)."""
    if not isinstance(data, Mapping):
        raise PositionError(_("expected a TOML table"))
    for name in data:
        if name not in TOP_KEYS:
            raise PositionError(f"{one_line(name)}: " + _unknown_key(TOP_KEYS))
    if "game" not in data:
        raise PositionError("game: " + _("required, {value}").format(value='"akropolis"'))
    if not isinstance(data["game"], str) or data["game"] != "akropolis":
        raise PositionError("game: " + _("must be {value}").format(value='"akropolis"'))
    variants = _read_variants(data.get("variants", []))
    stones = data.get("stones", 0)
    if not _is_int(stones) or not 0 <= stones <= MAX_COUNT:
        raise PositionError("stones: " + _integer_from(0, MAX_COUNT))
    tile = _read_tile_list(data["tile"]) if "tile" in data else None
    edge, lake = _read_options(data.get("options", {}))
    if "hexes" not in data:
        raise PositionError("hexes: " + _("required, a non-empty array of hex tables"))
    top, hgt, toptile = _read_hexes(data["hexes"])
    return Position(variants, stones, edge, lake, tile, top, hgt, toptile)


def _unknown_key(known: tuple[str, ...]) -> str:
    # Translators: {known} are the keys allowed there, as written in the file
    return _("unknown key (known: {known})").format(known=", ".join(known))


def _integer_from(low: int, high: int) -> str:
    return _("must be an integer from {low} to {high}").format(low=low, high=high)


def _read_variants(value: Any) -> frozenset[str]:
    if not isinstance(value, list):
        # Translators: {known} are the variant names as written in the file
        raise PositionError("variants: " + _("must be a list of variant names ({known})").format(
            known=_known(VARIANT_NAMES)))
    seen: set[str] = set()
    for i, name in enumerate(value):
        if not isinstance(name, str):
            raise PositionError(f"variants[{i}]: " + _("must be a variant name ({known})").format(
                known=_known(VARIANT_NAMES)))
        if name not in VARIANT_NAMES:
            raise PositionError(f"variants[{i}]: " + _(
                "unknown variant {variant} (known: {known})").format(
                    variant=_q(name), known=_known(VARIANT_NAMES)))
        if name in seen:
            raise PositionError(f"variants[{i}]: " + _("duplicate variant {variant}").format(
                variant=_q(name)))
        seen.add(name)
    return frozenset(seen)


def _read_tile_list(value: Any) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3:
        raise PositionError("tile: " + _("must be a list of 3 kind names (hex 1, hex 2, hex 3)"))
    kinds = []
    for i, name in enumerate(value):
        if not isinstance(name, str) or name not in KIND_BY_NAME:
            raise PositionError(f"tile[{i}]: " + _unknown_kind(name))
        kinds.append(KIND_BY_NAME[name])
    return kinds[0], kinds[1], kinds[2]


def parse_tile_code(code: str) -> tuple[int, int, int]:
    """``--tile CODE`` (R10.5): ``quarry,house,house`` or the case-sensitive ``qhh``."""
    if "," in code:
        names = [n.strip() for n in code.split(",")]
        if len(names) == 3 and all(n in KIND_BY_NAME for n in names):
            a, b, c = (KIND_BY_NAME[n] for n in names)
            return a, b, c
    elif len(code) == 3 and all(ch in KIND_BY_CODE for ch in code):
        a, b, c = (KIND_BY_CODE[ch] for ch in code)
        return a, b, c
    # Translators: quarry,house,house and qhh are written as on the command line: keep them
    raise PositionError("--tile: " + _("{code} is not a tile: give 3 kind names separated by "
                                       "commas (quarry,house,house) or a 3-letter code "
                                       "(qhh)").format(code=_q(code)))


def _read_options(value: Any) -> tuple[str, str]:
    if not isinstance(value, Mapping):
        raise PositionError("options: " + _("must be a table"))
    for name in value:
        if name not in POSITION_OPTION_KEYS:
            raise PositionError(f"options.{one_line(name)}: " + _unknown_key(POSITION_OPTION_KEYS))
    edge = value.get("barracks_edge", "any")
    if not isinstance(edge, str) or edge not in BARRACKS_EDGE_VALUES:
        raise PositionError("options.barracks_edge: " + _unknown_value(edge, BARRACKS_EDGE_VALUES))
    lake = value.get("lake", "single-space")
    if not isinstance(lake, str) or lake not in LAKE_VALUES:
        raise PositionError("options.lake: " + _unknown_value(lake, LAKE_VALUES))
    return edge, lake


def _unknown_value(value: Any, known: tuple[str, ...]) -> str:
    # Translators: {value} and {known} are written as in the file
    return _("unknown value {value} (known: {known})").format(value=_q(value),
                                                             known=_known(known))


def _unknown_kind(value: Any) -> str:
    # Translators: {kind} is written as in the file ("hous")
    return _("unknown kind {kind}").format(kind=_q(value))


def _read_hexes(value: Any) -> tuple[dict[int, int], dict[int, int], dict[int, int] | None]:
    if not isinstance(value, list) or not value:
        raise PositionError("hexes: " + _("must be a non-empty array of hex tables"))
    if len(value) > MAX_HEXES:
        raise PositionError("hexes: " + _("more than {n} hexes").format(n=MAX_HEXES))
    top: dict[int, int] = {}
    hgt: dict[int, int] = {}
    toptile: dict[int, int] = {}
    index_of: dict[int, int] = {}
    with_tile: int | None = None
    without_tile: int | None = None
    by_tile: dict[int, list[int]] = {}
    for i, entry in enumerate(value):
        at = f"hexes[{i}]"
        if not isinstance(entry, Mapping):
            # Translators: q, r, level and kind are the keys of a hex, as written in the file
            raise PositionError(f"{at}: " + _("must be a table with q, r, level and kind"))
        for name in entry:
            if name not in HEX_KEYS:
                raise PositionError(f"{at}: " + _("unknown key {key} (known: {known})").format(
                    key=_q(name), known=", ".join(HEX_KEYS)))
        for name in ("q", "r", "level", "kind"):
            if name not in entry:
                raise PositionError(f"{at}: " + _("missing key {key}").format(key=_q(name)))
        q, r, level, kind = entry["q"], entry["r"], entry["level"], entry["kind"]
        for name, v in (("q", q), ("r", r)):
            if not _is_int(v):
                # Translators: {key} is a key of the file (q or r)
                raise PositionError(f"{at}: " + _("{key} must be an integer").format(key=name))
            if abs(v) > COORD_LIMIT:
                raise PositionError(f"{at}: " + _(
                    "{key} = {value} is out of range ({low} to {high})").format(
                        key=name, value=v, low=-COORD_LIMIT, high=COORD_LIMIT))
        if not _is_int(level) or not 1 <= level <= MAX_LEVEL:
            raise PositionError(f"{at}: " + _("{key} must be an integer from {low} to "
                                              "{high}").format(key="level", low=1,
                                                               high=MAX_LEVEL))
        if not isinstance(kind, str):
            raise PositionError(f"{at}: " + _("{key} must be a kind name").format(key="kind"))
        if kind not in KIND_BY_NAME:
            raise PositionError(f"{at}: " + _unknown_kind(kind))
        k = key(q, r)
        if k in index_of:
            # Translators: {place} is a space as coordinates "(3, -2)"; {other} names the
            # entry of the file that has it too, e.g. hexes[4]
            raise PositionError(f"{at}: " + _("duplicate space {place}, also {other}").format(
                place=f"({q}, {r})", other=f"hexes[{index_of[k]}]"))
        index_of[k] = i
        top[k] = KIND_BY_NAME[kind]
        hgt[k] = level
        if "tile" in entry:
            tile = entry["tile"]
            if not _is_int(tile) or not 0 <= tile <= MAX_COUNT:
                raise PositionError(f"{at}: " + _("{key} must be an integer from {low} to "
                                                  "{high}").format(key="tile", low=0,
                                                                   high=MAX_COUNT))
            if without_tile is not None:
                # Translators: "tile" is the key of the file; {other} is an entry, hexes[3]
                raise PositionError(f"{at}: " + _("tile given here but not on {other} (give it "
                                                  "on every hex or on none)").format(
                    other=f"hexes[{without_tile}]"))
            with_tile = i if with_tile is None else with_tile
            toptile[k] = tile
            by_tile.setdefault(tile, []).append(k)
        else:
            if with_tile is not None:
                # Translators: "tile" is the key of the file; {other} is an entry, hexes[3]
                raise PositionError(f"{at}: " + _("tile missing, but given on {other} (give it "
                                                  "on every hex or on none)").format(
                    other=f"hexes[{with_tile}]"))
            without_tile = i if without_tile is None else without_tile
    if with_tile is None:
        return top, hgt, None
    for tile, keys in by_tile.items():
        _check_tile(tile, keys, top, hgt, index_of)
    return top, hgt, toptile


def _check_tile(
    tile: int, keys: list[int], top: dict[int, int], hgt: dict[int, int], index_of: dict[int, int]
) -> None:
    """R10.3: the hexes that claim to belong to one tile could do so."""
    if tile == 0:
        for k in keys:
            q, r = unkey(k)
            at = f"hexes[{index_of[k]}]"
            if (q, r) not in _START:
                raise PositionError(f"{at}: " + _(
                    "tile 0 (the starting tile) has no hex at {place}; its spaces are (0, 0), "
                    "(1, -1), (-1, 0), (0, 1)").format(place=f"({q}, {r})"))
            if hgt[k] != 1:
                raise PositionError(f"{at}: " + _("tile 0 (the starting tile) lies at level 1"))
            if top[k] != _START[(q, r)]:
                # Translators: {kind} and {found} are kinds of hex as written in the file
                raise PositionError(f"{at}: " + _(
                    "tile 0 (the starting tile) has {kind} at {place}, not {found}").format(
                        kind=KIND_NAMES[_START[(q, r)]], place=f"({q}, {r})",
                        found=KIND_NAMES[top[k]]))
        return
    keys = sorted(keys, key=lambda k: index_of[k])
    last = f"hexes[{index_of[keys[-1]]}]"
    if len(keys) > 3:
        raise PositionError(f"hexes[{index_of[keys[3]]}]: " + _(
            "tile {tile} has more than 3 hexes").format(tile=tile))
    if len({hgt[k] for k in keys}) > 1:
        raise PositionError(f"{last}: " + _("the hexes of tile {tile} are on different "
                                            "levels").format(tile=tile))
    for a in keys:
        for b in keys:
            if a != b and b - a not in DIRS:
                raise PositionError(f"{last}: " + _(
                    "the hexes of tile {tile} at {place} and {other} are not adjacent").format(
                        tile=tile, place=unkey(a), other=unkey(b)))
    if tile <= NUM_TILES:
        _check_appendix_a(tile, keys, top, last)


def _check_appendix_a(tile: int, keys: list[int], top: dict[int, int], at: str) -> None:
    """A real tile id (Appendix A) shows only its own kinds, in its own clockwise order."""
    kinds = TILES.kinds[tile]
    left = list(kinds)
    for k in keys:
        if top[k] not in left:
            # Translators: {kinds} are the tile's kinds and {kind} a kind, as written in the file
            raise PositionError(f"{at}: " + _(
                "tile {tile} ({kinds}) cannot show a {kind} at {place}").format(
                    tile=tile, kinds=", ".join(KIND_NAMES[x] for x in kinds),
                    kind=KIND_NAMES[top[k]], place=unkey(k)))
        left.remove(top[k])
    if len(keys) == 3:
        shown = {k: top[k] for k in keys}
        for anchor in keys:
            for rot in range(6):
                spaces = placement_spaces(anchor, rot)
                pairs = zip(spaces, kinds, strict=True)
                if all(s in shown and shown[s] == kind for s, kind in pairs):
                    return
        raise PositionError(f"{at}: " + _("tile {tile} is mirrored (tiles are never flipped, "
                                          "R2.6)").format(tile=tile))


class Points(int):
    """An int (JSON and comparisons see the number) that prints as its derivation.

    The CLI's readable output prints ``f"{key}: {value}"``, which gives
    ``house: value 9 × 3 stars = 27`` (R10.4), while ``--json`` prints ``27``.
    """

    text: str

    def __new__(cls, value: int, text: str) -> Points:
        obj = super().__new__(cls, value)
        obj.text = text
        return obj

    def __str__(self) -> str:
        return self.text


def score_position(data: Mapping[str, Any]) -> dict[str, int]:
    """``score --json`` (R10.4): total, house, market, barracks, temple, garden, stones.

    Integer values in that order; each type's value prints readably (see :class:`Points`).
    """
    pos = read_position(data)
    values, stars = pos.evaluate()
    result = flat_breakdown(values, stars, pos.stones)
    for t, name in enumerate(VARIANT_NAMES):
        points = values[t] * stars[t]
        # Translators: how a district type scores in `polis score`: its value times the
        # stars of its plazas
        result[name] = Points(points, _("value {value} × {stars} stars = {points}").format(
            value=values[t], stars=stars[t], points=points))
    return result


def position_moves(data: Mapping[str, Any], tile: str | None = None) -> list[list[Any]]:
    """``moves`` (R10.5): every legal placement of the tile, sorted, as [q, r, level, kind]."""
    pos = read_position(data)
    if tile is not None:
        kinds = parse_tile_code(tile)
    elif pos.tile is not None:
        kinds = pos.tile
    else:
        raise PositionError("tile: " + _("required for moves (a list of 3 kind names, or --tile "
                                         "CODE)"))
    if pos.toptile is None:
        raise PositionError("hexes[0]: " + _('"tile" is required on every hex for moves '
                                             "(R10.2)"))
    return placements(pos.hgt, pos.toptile, kinds)


def placements(
    hgt: dict[int, int], toptile: dict[int, int], kinds: tuple[int, int, int]
) -> list[list[list[Any]]]:
    """Sorted distinct legal placements of a tile with these kinds (§5, R10.5)."""
    best: dict[frozenset[tuple[Any, ...]], list[list[Any]]] = {}
    for t in legal_triangles(hgt, toptile):
        s = t >> 1
        for da, rot in TRI_PLACEMENTS[t & 1]:
            anchor = s + da
            level = hgt.get(anchor, 0) + 1
            hexes = []
            for space, kind in zip(placement_spaces(anchor, rot), kinds, strict=True):
                q, r = unkey(space)
                hexes.append([q, r, level, KIND_NAMES[kind]])
            ident = frozenset(tuple(h) for h in hexes)
            if ident not in best or hexes < best[ident]:
                best[ident] = hexes
    return sorted(best.values())
