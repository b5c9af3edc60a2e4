"""The income of milestones (R6.4 step 6) and public buildings (step 7), and what they count."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.capital.content import (
    COM,
    CUL,
    IND,
    MILESTONE_INDEX,
    PARK,
    PUBLIC,
    PUBLIC_INDEX,
    PUBLIC_REGION,
    RES,
)
from game.rules.capital.geometry import OFF, STRIDE, Pos, neighbours

if TYPE_CHECKING:
    from game.rules.capital.scoring import Analysis


def longest_park_line(an: Analysis) -> int:
    """Skaryszewski Park: tiles crossed by the longest straight run of park quarters."""
    park = {k for k, q in an.cells.items() if q >> 2 == PARK}
    best = 0
    for k in park:
        for step in (STRIDE, 1):
            if k - step in park:
                continue  # not the start of a run
            end = k
            while end + step in park:
                end += step
            if step == STRIDE:
                a, b = k // STRIDE - OFF, end // STRIDE - OFF
            else:
                a, b = k % STRIDE - OFF, end % STRIDE - OFF
            best = max(best, b // 2 - a // 2 + 1)
    return best


def largest_park_tiles(an: Analysis) -> int:
    """Fountain Park: distinct tiles covered by the park region covering the most."""
    return max((len(an.rtiles[r]) for r, t in enumerate(an.rtype) if t == PARK), default=0)


def old_town_regions(an: Analysis) -> int:
    """Regions (whole tiles included) that include at least one rebuilt stack."""
    view = an.view
    return sum(1 for tiles in an.rtiles if any(view[p][1] >= 2 for p in tiles))


def edge_transport(view: dict[Pos, Any]) -> int:
    """Transport tiles at the edge of the district (R1.11)."""
    return sum(
        1 for pos, (f, _h) in view.items() if f[2] and any(nb not in view for nb in neighbours(pos))
    )


# -- step 7: public buildings with an automatic income effect: index -> (vp, coins) --


def building_income(b: int, an: Analysis, n_public: int) -> tuple[int, int]:
    """Step 7: (vp, coins) of public building ``b`` with an income effect."""
    c = an.counts
    name = BUILDING_NAMES[b]
    if name == "old_town":
        return old_town_regions(an), 0
    if name == "wilanow":
        return c[RES], 0
    if name == "collegium_nobilium":
        return 0, c[CUL]
    if name == "holy_trinity_church":
        return 2, 0
    if name == "telephone_company":
        return an.regions_touching(RES, PUBLIC_REGION), 0
    if name == "skaryszewski_park":
        return longest_park_line(an), 0
    if name == "rising_museum":
        return 2 * c[IND], 0
    if name == "automobile_factory":
        return an.regions_touching(PARK, IND) + an.regions_touching(CUL, IND), 0
    if name == "steelworks":
        return c[IND], 0
    if name == "city_center":
        return 2 * edge_transport(an.view), 0
    if name == "university_library":
        return n_public, 0
    if name == "golden_terraces":
        return c[COM], 0
    if name == "copernicus_science_center":
        return c[CUL], 0
    if name == "national_stadium":
        return 2 * c[PARK], 0
    if name == "fountain_park":
        return largest_park_tiles(an), 0
    raise KeyError(name)


INCOME_BUILDINGS = frozenset(
    PUBLIC_INDEX[name]
    for name in (
        "old_town",
        "wilanow",
        "collegium_nobilium",
        "holy_trinity_church",
        "telephone_company",
        "skaryszewski_park",
        "rising_museum",
        "automobile_factory",
        "steelworks",
        "city_center",
        "university_library",
        "golden_terraces",
        "copernicus_science_center",
        "national_stadium",
        "fountain_park",
    )
)
BUILDING_NAMES = {i: name for name, i in PUBLIC_INDEX.items()}
MILESTONE_NAMES = {i: name for name, i in MILESTONE_INDEX.items()}


# -- step 6: milestones: index -> (vp, coins) --------------------------------------


def milestone_income(m: int, pos: Pos, an: Analysis) -> tuple[int, int]:
    """Step 6: (vp, coins) of milestone face ``m`` standing at ``pos``."""
    name = MILESTONE_NAMES[m]
    view = an.view
    if name in ("saxon_palace", "wilanow_palace"):
        return 0, 2
    if name == "europa_market":
        return 0, 15
    if name == "palace_of_culture":
        return an.counts[IND], 0
    if name == "namiestnikowski_palace":
        n = sum(1 for nb in neighbours(pos) if nb in view and view[nb][0][0] == PUBLIC)
        return n, 0
    if name == "wz_route":
        n = sum(1 for nb in neighbours(pos) if nb in view and view[nb][1] >= 2)
        return n, n
    if name == "metro":
        return sum(1 for nb in neighbours(pos) if nb in view and view[nb][0][2]), 0
    touching = {"grand_theater": CUL, "water_filters": PARK, "wilson_square": RES}[name]
    n = min(4, an.touching(an.whole[pos], touching))
    return n, (n if name == "water_filters" else 0)
