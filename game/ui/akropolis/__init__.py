"""Akropolis on screen: stacking hex towers, the construction site, placement input."""

from game.ui.akropolis.table import AkropolisBoard
from game.ui.table.optionspec import OptionSpec

BOARD = AkropolisBoard

OPTION_SPECS = [
    OptionSpec("House variant", "variants", member="house"),
    OptionSpec("Market variant", "variants", member="market"),
    OptionSpec("Barracks variant", "variants", member="barracks"),
    OptionSpec("Temple variant", "variants", member="temple"),
    OptionSpec("Garden variant", "variants", member="garden"),
    OptionSpec("Long game (2-3 p.)", "long_game"),
    OptionSpec("Barracks edge", "barracks_edge", ("any", "outside"), "any"),
    OptionSpec("Lake", "lake", ("single-space", "enclosed-area"), "single-space"),
]

#: one line per option, shown when the new-game screen's option is pointed at
OPTION_NOTES = {
    "House variant": "Your scoring house group is worth double if its value is 10 or more.",
    "Market variant": "A scoring market beside a market plaza is worth double.",
    "Barracks variant": "A scoring barracks with 3 or more empty sides is worth double.",
    "Temple variant": "A scoring temple on level 2 or higher is worth double.",
    "Garden variant": "A garden beside a lake (an empty space built all round) is worth double.",
    "Long game (2-3 p.)": "Play with all 61 tiles: more rounds and bigger cities.",
    "Barracks edge": "Which empty sides count for barracks: any (holes too) or only outside.",
    "Lake": "For the garden variant: a lake is one enclosed space, or any enclosed area.",
}

RULES_SUMMARY = (
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
    "house": "Your largest group of touching houses: its summed levels x the stars of your "
             "house plazas.",
    "market": "Markets with no market beside them: their levels x your market plazas' stars.",
    "barracks": "Barracks with an empty side: their levels x your barracks plazas' stars.",
    "temple": "Temples built all round: their levels x your temple plazas' stars.",
    "garden": "Every garden: their levels x your garden plazas' stars.",
    "stones": "1 point for each stone left at the end.",
}
