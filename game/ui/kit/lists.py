"""Words said one after another ("a, b and c"), in the player's language: the one home
of list words (``game.ui.play.move_words`` re-exports them as ``listing`` and ``comma``)."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.i18n import _, pgettext


def comma() -> str:
    """What goes between the items of a list in the player's language (", ")."""
    # Translators: the separator between the items of a list ("a, b and c")
    return pgettext("list", ", ")


def and_list(words: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c' ('' for none; each word already translated)."""
    if len(words) <= 1:
        return "".join(words)
    # Translators: the end of a list: {items} is one or more items ("a, b"), {last} the last
    return _("{items} and {last}").format(items=comma().join(words[:-1]), last=words[-1])
