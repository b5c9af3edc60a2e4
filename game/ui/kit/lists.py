"""Names said one after another ("Ada and Basil"), in the player's language."""

from __future__ import annotations

from game.engine.i18n import _


def and_list(names: list[str]) -> str:
    """'Ada', 'Ada and Basil', 'Ada and Basil and Cleo' ('' for none)."""
    if not names:
        return ""
    said = names[0]
    for name in names[1:]:
        # Translators: two names (or a list of names, then one more) said together
        said = _("{first} and {second}").format(first=said, second=name)
    return said
