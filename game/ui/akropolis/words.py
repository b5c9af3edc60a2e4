"""Akropolis's names as a player reads them: hex kinds, scoring categories and the
titles of the tips (English messages marked with ``N_``, translated where they are
said), and a tile's contents in words."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.i18n import N_, _, ngettext, pgettext
from game.rules.akropolis.rules import AkropolisRules
from game.ui.kit.lists import and_list

#: each hex kind as a tile's contents name it ("temple, quarry and house")
KINDS = {
    "house": N_("house"),
    "market": N_("market"),
    "barracks": N_("barracks"),
    "temple": N_("temple"),
    "garden": N_("garden"),
    "quarry": N_("quarry"),
    "house-plaza": N_("house plaza"),
    "market-plaza": N_("market plaza"),
    "barracks-plaza": N_("barracks plaza"),
    "temple-plaza": N_("temple plaza"),
    "garden-plaza": N_("garden plaza"),
}

#: the scoring categories as the score-now panel and the preview name them
CATEGORIES = {key: AkropolisRules.score_words[key]  # the rules' words, one home
              for key in ("house", "market", "barracks", "temple", "garden", "stones",
                          "total")}

#: the scoring categories as the move log names them ("3 from houses")
LOG_CATEGORIES = {
    "house": N_("houses"),
    "market": N_("markets"),
    "barracks": N_("barracks"),
    "temple": N_("temples"),
    "garden": N_("gardens"),
    "stones": N_("stones"),
}

#: the title of a tip on a hex of each kind
TITLES = {
    "house": N_("House district"),
    "market": N_("Market district"),
    "barracks": N_("Barracks district"),
    "temple": N_("Temple district"),
    "garden": N_("Garden district"),
    "quarry": N_("Quarry"),
    "house-plaza": N_("House plaza"),
    "market-plaza": N_("Market plaza"),
    "barracks-plaza": N_("Barracks plaza"),
    "temple-plaza": N_("Temple plaza"),
    "garden-plaza": N_("Garden plaza"),
}

#: the title of a tip on a row of the score-now panel
ROW_TITLES = {
    "house": N_("House"),
    "market": N_("Market"),
    "barracks": N_("Barracks"),
    "temple": N_("Temple"),
    "garden": N_("Garden"),
    "stones": N_("Stones"),
}


def said(table: dict[str, str], key: str) -> str:
    """The word of ``key`` in ``table`` in the player's language (an unknown key as
    written)."""
    word = table.get(key)
    return _(word) if word is not None else key


def counted(kind: str, n: int) -> str | None:
    """'2 quarries': ``n`` hexes of one kind (None for a plaza: no tile has two)."""
    if kind == "house":
        return ngettext("{n} house", "{n} houses", n).format(n=n)
    if kind == "market":
        return ngettext("{n} market", "{n} markets", n).format(n=n)
    if kind == "barracks":
        return ngettext("{n} barracks", "{n} barracks", n).format(n=n)
    if kind == "temple":
        return ngettext("{n} temple", "{n} temples", n).format(n=n)
    if kind == "garden":
        return ngettext("{n} garden", "{n} gardens", n).format(n=n)
    if kind == "quarry":
        return ngettext("{n} quarry", "{n} quarries", n).format(n=n)
    return None


def contents(kinds: Sequence[str]) -> str:
    """A tile's hexes in words, the same kinds counted together: 'market, house and 2
    quarries'."""
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    words: list[str] = []
    for kind, count in counts.items():
        many = counted(kind, count) if count > 1 else None
        words.extend([many] if many is not None else [said(KINDS, kind)] * count)
    return and_list(words)


def two_sentences(first: str, second: str) -> str:
    """Two sentences said one after the other, as the player's language writes them."""
    # Translators: two whole sentences one after the other (in a tip); Chinese needs no
    # space between them
    return pgettext("sentences", "{first} {second}").format(first=first, second=second)
