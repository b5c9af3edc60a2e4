"""Capital's content: the tables of rules/capital.md §9–§11 and the tile definitions.

The tile set itself is data (``levels/capital/tiles.toml`` and ``milestones.toml``);
effects live in code, keyed by the ids below. ``tile_file.py`` reads both files and
enforces every validation rule of R11.2.

Quarter codes are small ints: ``type * 4 + value`` with the types below and a
value of 0 (P, R, C) or 1–3 (U, I).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.i18n import N_
from game.engine.paths import level_file

# Quarter types (R1.3).
PARK, RES, COM, CUL, IND = 0, 1, 2, 3, 4
TYPE_LETTERS = "PRCUI"
TYPE_NAMES = ("park", "residential", "commerce", "culture", "industry")

# Tile kinds.
QUARTERED, PUBLIC, MILESTONE = 0, 1, 2

#: Region types (R1.9) beyond the five quarter types: whole tiles.
PUBLIC_REGION, MILESTONE_REGION = 5, 6

ROMAN = ("I", "II", "III", "IV", "V", "VI")

#: §9: (id, name, era, cost) in the order of the table (names marked for the catalogue:
#: shown translated with ``_(name)``).
PUBLIC_BUILDINGS: tuple[tuple[str, str, int, int], ...] = (
    ("sigismunds_column", N_("Sigismund's Column"), 1, 2),
    ("arsenal", N_("Arsenal"), 1, 2),
    ("marywil", N_("Marywil"), 1, 3),
    ("old_town", N_("Old Town"), 1, 3),
    ("wilanow", N_("Wilanów"), 2, 4),
    ("collegium_nobilium", N_("Collegium Nobilium"), 2, 3),
    ("jablonowski_palace", N_("Jabłonowski Palace"), 2, 3),
    ("holy_trinity_church", N_("Holy Trinity Evangelical Church"), 2, 3),
    ("royal_baths_park", N_("Royal Baths Park"), 2, 4),
    ("warsaw_vienna_railway", N_("Warsaw–Vienna Railway"), 3, 4),
    ("university_of_technology", N_("Warsaw University of Technology"), 3, 4),
    ("school_of_economics", N_("Warsaw School of Economics"), 3, 5),
    ("telephone_company", N_("Polish Telephone Joint-Stock Company"), 3, 5),
    ("skaryszewski_park", N_("Skaryszewski Park"), 4, 5),
    ("prudential", N_("Prudential"), 4, 5),
    ("okecie_airport", N_("Okęcie Airport"), 4, 5),
    ("rising_museum", N_("Warsaw Rising Museum"), 4, 6),
    ("central_department_store", N_("Central Department Store"), 5, 6),
    ("automobile_factory", N_("Passenger Automobile Factory"), 5, 6),
    ("steelworks", N_("Warsaw Steelworks"), 5, 6),
    ("city_center", N_("City Center"), 5, 6),
    ("main_railway_station", N_("Main Railway Station"), 5, 7),
    ("university_library", N_("Warsaw University Library"), 6, 7),
    ("golden_terraces", N_("Golden Terraces"), 6, 7),
    ("copernicus_science_center", N_("Copernicus Science Center"), 6, 7),
    ("national_stadium", N_("National Stadium"), 6, 8),
    ("fountain_park", N_("Fountain Park"), 6, 7),
)
PUBLIC_IDS: tuple[str, ...] = tuple(row[0] for row in PUBLIC_BUILDINGS)
PUBLIC_INDEX: dict[str, int] = {pid: i for i, pid in enumerate(PUBLIC_IDS)}

#: §10: (id, name, slot), two faces per slot in the order of the table (names as above).
MILESTONES: tuple[tuple[str, str, int], ...] = (
    ("saxon_palace", N_("Saxon Palace"), 1),
    ("wilanow_palace", N_("Wilanów Palace"), 1),
    ("namiestnikowski_palace", N_("Namiestnikowski Palace"), 2),
    ("grand_theater", N_("Grand Theater"), 2),
    ("water_filters", N_("Water Filters"), 3),
    ("wilson_square", N_("Wilson Square"), 3),
    ("wz_route", N_("W-Z Route"), 4),
    ("palace_of_culture", N_("Palace of Culture and Science"), 4),
    ("metro", N_("Metro"), 5),
    ("europa_market", N_("EUROPA Market"), 5),
)
MILESTONE_IDS: tuple[str, ...] = tuple(row[0] for row in MILESTONES)
MILESTONE_INDEX: dict[str, int] = {mid: i for i, mid in enumerate(MILESTONE_IDS)}

TILES_FILE = level_file("capital", "tiles.toml")
MILESTONES_FILE = level_file("capital", "milestones.toml")


def parse_quarter(code: Any) -> int | None:
    """``"U2"`` -> ``CUL * 4 + 2``; None when the code is not one of R11.1's."""
    if not isinstance(code, str) or not 1 <= len(code) <= 2:
        return None
    kind = TYPE_LETTERS.find(code[0])
    if kind < 0:
        return None
    if kind in (CUL, IND):
        if len(code) != 2 or code[1] not in "123":
            return None
        return kind * 4 + int(code[1])
    return kind * 4 if len(code) == 1 else None


def quarter_text(q: int) -> str:
    """Inverse of :func:`parse_quarter`."""
    kind, value = divmod(q, 4)
    return TYPE_LETTERS[kind] + (str(value) if value else "")


@dataclass(frozen=True)
class TileDef:
    """One tile of the set: quartered (start included), public building or milestone."""

    id: str
    kind: int
    era: int  # 0 for the start tile; the slot for a milestone
    cost: int
    quarters: tuple[int, ...] = ()  # four codes clockwise from NW (rotation 0)
    transport: bool = False
    effect: int = -1  # index into PUBLIC_IDS or MILESTONE_IDS
    name: str = ""


@dataclass(frozen=True)
class TileSet:
    """The loaded, validated content."""

    start: TileDef
    tiles: tuple[TileDef, ...]  # quartered era tiles then public buildings, file order
    milestones: tuple[TileDef, ...]  # in MILESTONES order
