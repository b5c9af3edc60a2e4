"""Akropolis on screen: stacking hex towers, the construction site, placement input.

The words below (the options' labels and values, their notes, the rules summary, the
results categories' notes) are English messages marked with ``N_``: the screens that
show them translate them there.
"""

from game.engine.i18n import N_
from game.ui.akropolis.table import AkropolisBoard
from game.ui.table.optionspec import OptionSpec

BOARD = AkropolisBoard

HOUSE_VARIANT = N_("House variant")
MARKET_VARIANT = N_("Market variant")
BARRACKS_VARIANT = N_("Barracks variant")
TEMPLE_VARIANT = N_("Temple variant")
GARDEN_VARIANT = N_("Garden variant")
# Translators: a new-game option: play with all the tiles (for 2 or 3 players)
LONG_GAME = N_("Long game (2-3 p.)")
# Translators: a new-game option: which empty spaces beside a barracks count as its edge
BARRACKS_EDGE = N_("Barracks edge")
# Translators: a new-game option of the garden variant: what counts as a lake
LAKE = N_("Lake")

#: the words of the options' own values as the new-game screen shows them (its choice
#: widget translates a value's words where it draws them)
VALUE_WORDS = (
    # Translators: a value of the option "Barracks edge": any empty space counts
    N_("any"),
    # Translators: a value of the option "Barracks edge": only the spaces outside the city
    N_("outside"),
    # Translators: a value of the option "Lake": a lake is one empty space built all round
    N_("single-space"),
    # Translators: a value of the option "Lake": a lake is any enclosed empty area
    N_("enclosed-area"),
)

OPTION_SPECS = [
    OptionSpec(HOUSE_VARIANT, "variants", member="house"),
    OptionSpec(MARKET_VARIANT, "variants", member="market"),
    OptionSpec(BARRACKS_VARIANT, "variants", member="barracks"),
    OptionSpec(TEMPLE_VARIANT, "variants", member="temple"),
    OptionSpec(GARDEN_VARIANT, "variants", member="garden"),
    OptionSpec(LONG_GAME, "long_game"),
    OptionSpec(BARRACKS_EDGE, "barracks_edge", ("any", "outside"), "any"),
    OptionSpec(LAKE, "lake", ("single-space", "enclosed-area"), "single-space"),
]

#: one line per option, shown when the new-game screen's option is pointed at
OPTION_NOTES = {
    HOUSE_VARIANT: N_("Your scoring house group is worth double if its value is 10 or more."),
    MARKET_VARIANT: N_("A scoring market beside a market plaza is worth double."),
    BARRACKS_VARIANT: N_("A scoring barracks with 3 or more empty sides is worth double."),
    TEMPLE_VARIANT: N_("A scoring temple on level 2 or higher is worth double."),
    GARDEN_VARIANT: N_("A garden beside a lake (an empty space built all round) is worth "
                       "double."),
    LONG_GAME: N_("Play with all 61 tiles: more rounds and bigger cities."),
    BARRACKS_EDGE: N_("Which empty sides count for barracks: any (holes too) or only "
                      "outside."),
    LAKE: N_("For the garden variant: a lake is one enclosed space, or any enclosed area."),
}

RULES_SUMMARY = N_(
    "On your turn take one tile from the construction site and place it in your city. "
    "The first tile is free; each tile further along costs one stone per tile before it. "
    "Place it on the ground, touching your city, or on top of three hexes of the same "
    "height that belong to at least two different tiles. Covering a quarry gains a stone.\n"
    "Scoring at the end: each district type scores (sum of its levels) x (stars on your "
    "plazas of that type). Houses: only your largest group of adjacent houses. Markets: "
    "only those with no adjacent market. Barracks: only those on the edge (an empty "
    "neighbouring space). Temples: only those fully surrounded. Gardens: all of them. "
    "Each stone left is worth a point. No plaza of a type means no points for it.\n"
    "Controls: click a site tile (or 1-6), move over your city, R / Shift+R / wheel "
    "rotates, click to choose, click again or Enter to place, Esc or right-click cancels; "
    "without a mouse, N / P step through the legal places. "
    "+/- zoom, right-drag pans, F refits, Tab shows the next city, H asks for a hint, "
    "U undoes your last tile, L shows every move so far (click one to see that moment)."
)

#: what each results category means (shown when the pointer rests on its row)
CATEGORY_NOTES = {
    "house": N_("Your largest group of touching houses: its summed levels x the stars of "
                "your house plazas."),
    "market": N_("Markets with no market beside them: their levels x your market plazas' "
                 "stars."),
    "barracks": N_("Barracks with an empty side: their levels x your barracks plazas' "
                   "stars."),
    "temple": N_("Temples built all round: their levels x your temple plazas' stars."),
    "garden": N_("Every garden: their levels x your garden plazas' stars."),
    "stones": N_("1 point for each stone left at the end."),
}
