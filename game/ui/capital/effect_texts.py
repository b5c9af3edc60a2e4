"""Short effect texts of public buildings and milestones (shown on hover), in our words."""

from __future__ import annotations

BUILDINGS: dict[str, str] = {
    "sigismunds_column": "Passive: a discard earns 5 coins instead of 3.",
    "arsenal": "Passive: one war removal fewer; this stack can never be removed.",
    "marywil": "Commerce: your best commerce region pays twice.",
    "old_town": "Income: +1 VP per region that includes a rebuilt stack.",
    "wilanow": "Income: +1 VP per residential region.",
    "collegium_nobilium": "Income: +1 coin per culture region.",
    "jablonowski_palace": "Passive: +2 VP at each rebuild.",
    "holy_trinity_church": "Income: +2 VP.",
    "royal_baths_park": "Park: score your two best park regions.",
    "warsaw_vienna_railway": "Income choice: pay 4 coins for 2 VP, or 2 VP for 6 coins.",
    "university_of_technology": "Passive: industry tiles on empty places cost 2 less.",
    "school_of_economics": "Income: 1 coin or 1 VP per public building, your split.",
    "telephone_company": "Income: +1 VP per residential region touching a public building.",
    "skaryszewski_park": "Income: +1 VP per tile crossed by your longest straight park line.",
    "prudential": "Passive: your district may grow to 4 x 4.",
    "okecie_airport": "Income choice: pay 6 coins for 3 VP, or 3 VP for 9 coins.",
    "rising_museum": "Income: +2 VP per industry region.",
    "central_department_store": "Passive: tiles on empty places cost 3 less.",
    "automobile_factory": "Income: +1 VP per park or culture region touching industry.",
    "steelworks": "Income: +1 VP per industry region.",
    "city_center": "Income: +2 VP per transport tile at the edge of the district.",
    "main_railway_station": "Income choice: pay 8 coins for 4 VP, or 4 VP for 12 coins.",
    "university_library": "Income: +1 VP per public building.",
    "golden_terraces": "Income: +1 VP per commerce region.",
    "copernicus_science_center": "Income: +1 VP per culture region.",
    "national_stadium": "Income: +2 VP per park region.",
    "fountain_park": "Income: +1 VP per tile covered by your largest park region.",
}

MILESTONES: dict[str, tuple[str, str]] = {
    # id: (awarded for, effect)
    "saxon_palace": ("fewest total regions", "Income: +2 coins."),
    "wilanow_palace": ("most total regions", "Income: +2 coins."),
    "namiestnikowski_palace": ("most public buildings",
                               "Income: +1 VP per neighbouring public building."),
    "grand_theater": ("most culture regions", "Income: +1 VP per touching culture region."),
    "water_filters": ("most park regions", "Income: +1 VP and +1 coin per touching park region."),
    "wilson_square": ("most residential regions",
                      "Income: +1 VP per touching residential region."),
    "wz_route": ("most rebuilt stacks",
                 "Income: +1 VP and +1 coin per neighbouring rebuilt stack."),
    "palace_of_culture": ("most industry regions",
                          "Income: +1 VP per industry region. When placed, every other "
                          "player loses 1 VP per commerce region."),
    "metro": ("most transport tiles", "Income: +1 VP per neighbouring transport tile."),
    "europa_market": ("most commerce regions", "Income: +15 coins."),
}


def describe(tile_id: str) -> str:
    """The hover text of a whole tile (empty for quartered tiles)."""
    if tile_id in BUILDINGS:
        return BUILDINGS[tile_id]
    if tile_id in MILESTONES:
        why, effect = MILESTONES[tile_id]
        return f"Milestone for {why}. {effect}"
    return ""
