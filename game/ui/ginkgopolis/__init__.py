"""Ginkgopolis on screen: one shared city of stacked buildings, private hands, the draft."""

from game.engine.i18n import N_
from game.ui.ginkgopolis.results import results_breakdown
from game.ui.ginkgopolis.table import GinkgopolisBoard
from game.ui.table.optionspec import OptionSpec

BOARD = GinkgopolisBoard
RESULTS_BREAKDOWN = results_breakdown

OPTION_SPECS = [
    OptionSpec(N_("Characters"), "characters", ("draft", "beginner"), "draft"),
]
#: the option's values as the new-game screen shows them (its widget translates them)
OPTION_WORDS = (
    # Translators: a value of the Characters option: pick characters in a draft
    N_("draft"),
    # Translators: a value of the Characters option: a ready group of 3 characters
    N_("beginner"),
)

#: one line per option, shown when the new-game screen's option is pointed at
OPTION_NOTES = {
    "Characters": N_("draft: pick your 3 characters from passed hands; beginner: get a ready "
                     "group of 3."),
}

RULES_SUMMARY = N_(
    "Everyone secretly chooses one card from their hand at the same time, alone or with a "
    "tile from behind their screen; then the choices are revealed and resolved in turn order. "
    "A card alone exploits: a building card gives as many items of its colour as the "
    "building is tall (red: resources, blue: tiles, yellow: success points); a letter card "
    "gives 1 resource or 1 tile. A letter card with a tile urbanizes: the tile becomes a new "
    "building on that token's space, you put 1 resource on it and every neighbour produces "
    "for you. A building card with a tile constructs a new floor on that building: you need "
    "resources for every floor (+1 for a colour change) and SP for a lower number; the old "
    "owner gets their resources back (and SP for them). Characters and cards 1-9 in your area "
    "give a bonus whenever you do their action; cards 10-20 score at the end. Hands pass to "
    "the left each round. When the tile supply first runs out, everyone may return tiles "
    "for 1 SP each; the game ends when it runs out again or a player has no resources.\n"
    "Scoring: SP + area cards 10-20 + districts (2+ adjacent buildings of one colour: the "
    "player with most resources there scores everyone's, second place scores their own) + "
    "2 per unused New Hand token. Solo: beat Hal, who builds with the top tile every round.\n"
    "Controls: click a card (or 1-4), then a tile (or T) and Enter to play; N twice spends a "
    "New Hand token; click a highlighted space to move a token; D shows district majorities; "
    "hover the city for details; click a player's panel to see their area; H hint, U undo, "
    "L every move so far (click one to see that moment), Esc clears or opens the menu."
)

#: what each results category means (shown when the pointer rests on its row)
CATEGORY_NOTES = {
    "success points": N_("Points gained during the game (the yellow star on the panels)."),
    "area cards 10-20": N_("End scoring of the cards numbered 10 to 20 in your area."),
    "districts": N_("Districts of 2 or more touching buildings of one colour: the player with "
                    "most resources in one scores everyone's, the second scores their own."),
    "New Hand tokens": N_("2 points for each New Hand token you did not use."),
}

__all__ = ["BOARD", "OPTION_SPECS", "RESULTS_BREAKDOWN", "RULES_SUMMARY"]
