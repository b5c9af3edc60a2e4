"""Capital on screen: districts of quartered tiles, the draft, wars, milestones and income."""

from game.engine.i18n import N_
from game.ui.capital import art
from game.ui.capital.results import results_breakdown
from game.ui.capital.table import CapitalBoard

BOARD = CapitalBoard

OPTION_SPECS: list = []

RULES_SUMMARY = N_(
    "Six eras. In each, every player gets 4 tiles; pick one in secret, all picks are "
    "revealed together, then build it in your district (pay its cost; on top of a stack "
    "pay only the difference) or discard it for 3 coins. The rest of the hand passes on: "
    "left in eras I, III, V, right in II, IV, VI. Your district may span at most 4 x 3.\n"
    "After each era: wars (after III remove 1 stack, after IV 2 that are not neighbours), "
    "the era's milestone goes to the best player, then income: park (best park by the "
    "residential regions around it), commerce (1 coin per touching residential region), "
    "culture (star values), industry (coin values, -1 VP per residential region next to "
    "industry), transport (2 VP per group when you have 2 or more), milestones and public "
    "buildings. At the end every 5 "
    "coins make 1 VP.\n"
    "Controls: click a hand tile (or 1-4) and again (or Enter) to pick; move over your "
    "district, R / wheel turns, click a place and again (or Enter) to build; D discards. "
    "Left/Right also step through the places. Tab or a player's panel shows another "
    "district, hover a building for its effect, Space hurries the income show, H asks for "
    "a hint, U undoes (until new tiles are seen), L shows every move so far (click one to "
    "see that moment)."
)

RESULTS_BREAKDOWN = results_breakdown

#: the results categories in the colours of their quarters on the board
CATEGORY_COLOURS = {"park": art.COLOURS[0], "culture": art.COLOURS[3],
                    "industry penalty": art.COLOURS[4]}

#: what each results category means (shown when the pointer rests on its row)
CATEGORY_NOTES = {
    "park": N_("VP from parks at each income: your best park, by the residential areas "
               "around it."),
    "culture": N_("VP from the stars on culture quarters at each income."),
    "industry penalty": N_("VP lost at each income: 1 for each residential area beside industry."),
    "transport": N_("VP at each income: 2 per group of transport tiles, with 2 or more groups."),
    "milestones": N_("VP from the milestone tiles you won."),
    "buildings": N_("VP from your public buildings (the named tiles)."),
    "exchanges": N_("VP bought or sold with exchange buildings during income."),
    "rebuilds": N_("2 VP for each rebuild while the Jablonowski Palace was active."),
    "palace penalty": N_("VP lost when another player placed the Palace of Culture and "
                         "Science (1 per commerce region)."),
    "final coins": N_("At the end: 1 VP for every full 5 coins."),
}
