"""Short effect texts of public buildings and milestones (shown on hover), in our words
(English messages, marked: :func:`describe`, :func:`effect` and :func:`award` give them
in the player's language)."""

from __future__ import annotations

from game.engine.i18n import N_, _

BUILDINGS: dict[str, str] = {
    "sigismunds_column": N_("Passive: a discard earns 5 coins instead of 3."),
    "arsenal": N_("Passive: one war removal fewer; this stack can never be removed."),
    "marywil": N_("Commerce: your best commerce region pays twice."),
    "old_town": N_("Income: +1 VP per region that includes a rebuilt stack."),
    "wilanow": N_("Income: +1 VP per residential region."),
    "collegium_nobilium": N_("Income: +1 coin per culture region."),
    "jablonowski_palace": N_("Passive: +2 VP at each rebuild."),
    "holy_trinity_church": N_("Income: +2 VP."),
    "royal_baths_park": N_("Park: score your two best park regions."),
    "warsaw_vienna_railway": N_("Income choice: pay 4 coins for 2 VP, or 2 VP for 6 coins."),
    "university_of_technology": N_("Passive: industry tiles on empty places cost 2 less."),
    "school_of_economics": N_("Income: 1 coin or 1 VP per public building, your split."),
    "telephone_company": N_("Income: +1 VP per residential region touching a public building."),
    "skaryszewski_park": N_("Income: +1 VP per tile crossed by your longest straight park line."),
    "prudential": N_("Passive: your district may grow to 4 x 4."),
    "okecie_airport": N_("Income choice: pay 6 coins for 3 VP, or 3 VP for 9 coins."),
    "rising_museum": N_("Income: +2 VP per industry region."),
    "central_department_store": N_("Passive: tiles on empty places cost 3 less."),
    "automobile_factory": N_("Income: +1 VP per park or culture region touching industry."),
    "steelworks": N_("Income: +1 VP per industry region."),
    "city_center": N_("Income: +2 VP per transport tile at the edge of the district."),
    "main_railway_station": N_("Income choice: pay 8 coins for 4 VP, or 4 VP for 12 coins."),
    "university_library": N_("Income: +1 VP per public building."),
    "golden_terraces": N_("Income: +1 VP per commerce region."),
    "copernicus_science_center": N_("Income: +1 VP per culture region."),
    "national_stadium": N_("Income: +2 VP per park region."),
    "fountain_park": N_("Income: +1 VP per tile covered by your largest park region."),
}

MILESTONES: dict[str, tuple[str, str]] = {
    # id: (awarded for, effect); "awarded for" is said in sentences such as
    # "Milestone for most park regions."
    "saxon_palace": (N_("fewest total regions"), N_("Income: +2 coins.")),
    "wilanow_palace": (N_("most total regions"), N_("Income: +2 coins.")),
    "namiestnikowski_palace": (N_("most public buildings"),
                               N_("Income: +1 VP per neighbouring public building.")),
    "grand_theater": (N_("most culture regions"),
                      N_("Income: +1 VP per touching culture region.")),
    "water_filters": (N_("most park regions"),
                      N_("Income: +1 VP and +1 coin per touching park region.")),
    "wilson_square": (N_("most residential regions"),
                      N_("Income: +1 VP per touching residential region.")),
    "wz_route": (N_("most rebuilt stacks"),
                 N_("Income: +1 VP and +1 coin per neighbouring rebuilt stack.")),
    "palace_of_culture": (N_("most industry regions"),
                          N_("Income: +1 VP per industry region. When placed, every other "
                             "player loses 1 VP per commerce region.")),
    "metro": (N_("most transport tiles"), N_("Income: +1 VP per neighbouring transport tile.")),
    "europa_market": (N_("most commerce regions"), N_("Income: +15 coins.")),
}


def effect(tile_id: str) -> str:
    """The effect of a public building or milestone in the player's language ('' for
    another tile)."""
    if tile_id in BUILDINGS:
        return _(BUILDINGS[tile_id])
    if tile_id in MILESTONES:
        return _(MILESTONES[tile_id][1])
    return ""


def award(tile_id: str) -> str:
    """What a milestone is awarded for, in the player's language ('most park regions')."""
    return _(MILESTONES[tile_id][0])


def describe(tile_id: str) -> str:
    """The hover text of a whole tile in the player's language (empty for quartered
    tiles)."""
    if tile_id in BUILDINGS:
        return _(BUILDINGS[tile_id])
    if tile_id in MILESTONES:
        # Translators: a milestone's hover text: {award} is what it is awarded for ("most
        # park regions"), {effect} its effect, a whole sentence ("Income: +2 coins.")
        return _("Milestone for {award}. {effect}").format(award=award(tile_id),
                                                            effect=effect(tile_id))
    return ""
