"""The words the new-game screen shows about an AI level, in the player's language: its
name, what it is like, and how strong the ladder measured it, as whole sentences.

A level's name is the English word marked for the catalogue (a choice widget translates
it when drawn; :func:`level_name` gives it translated); a custom level from the settings
file keeps the name written there.
"""

from __future__ import annotations

from ai.level_strength import Rung, rung
from game.engine.i18n import N_, _, ngettext

#: the shipped levels' names, as the level choice shows them
LEVEL_NAMES: dict[str, str] = {
    "beginner": N_("beginner"),
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
    "expert": N_("expert"),
}
#: one sentence per shipped level (levels from the settings file are "custom")
LEVEL_NOTES: dict[str, str] = {
    "beginner": N_("Beginner: gentle, and makes plenty of mistakes."),
    "easy": N_("Easy: thinks briefly and often misses good moves."),
    "normal": N_("Normal: a fair opponent that plans a little ahead."),
    "hard": N_("Hard: thinks longer and punishes mistakes."),
    "expert": N_("Expert: the strongest level; it takes its time to think."),
}


def level_name(level: str) -> str:
    """A level's name in the player's language (a custom level's name as written)."""
    words = LEVEL_NAMES.get(level)
    return _(words) if words else level


def level_note(level: str, game: str | None = None, players: int = 2) -> str:
    """The description of an AI level, with its measured strength in ``game`` when the
    ladder measured it ("custom" for a level from the settings file)."""
    if level not in LEVEL_NOTES:
        # Translators: {level} is the name of a level the player made in the settings file
        return _("{level}: a custom level from your settings file.").format(level=level)
    note = _(LEVEL_NOTES[level])
    found = rung(game, players, level) if game else None
    if found is None:
        return note
    # Translators: a level's description followed by how strong it measured (two sentences)
    return _("{note} {strength}").format(note=note, strength=strength_sentence(found, players))


def strength_sentence(found: Rung, players: int) -> str:
    """'It beats normal 9 games in 10.' (with the table size when it was measured at
    another), one whole sentence."""
    tenths = round(found.wins * 10)
    other = found.players != players
    if found.below == "random":
        return _random_sentence(tenths, other).format(n=tenths, players=found.players)
    return _level_sentence(tenths, other).format(n=tenths, players=found.players,
                                                 level=level_name(found.below))


def _random_sentence(tenths: int, other: bool) -> str:
    """The sentence for a level measured against random moves (``other``: at another
    table size, ``{players}``)."""
    if tenths >= 10:
        if other:
            return _("It beats random moves almost every game (with {players} players).")
        return _("It beats random moves almost every game.")
    if tenths <= 0:
        if other:
            return _("It rarely beats random moves (with {players} players).")
        return _("It rarely beats random moves.")
    if other:
        return ngettext("It beats random moves {n} game in 10 (with {players} players).",
                        "It beats random moves {n} games in 10 (with {players} players).",
                        tenths)
    return ngettext("It beats random moves {n} game in 10.",
                    "It beats random moves {n} games in 10.", tenths)


def _level_sentence(tenths: int, other: bool) -> str:
    """The sentence for a level measured against the level ``{level}`` below it."""
    if tenths >= 10:
        if other:
            # Translators: {level}: the AI level below this one; {players}: 2 or more
            return _("It beats {level} almost every game (with {players} players).")
        # Translators: {level}: the AI level below this one (beginner, easy, normal, hard)
        return _("It beats {level} almost every game.")
    if tenths <= 0:
        if other:
            # Translators: {level}: the AI level below this one; {players}: 2 or more
            return _("It rarely beats {level} (with {players} players).")
        # Translators: {level}: the AI level below this one (beginner, easy, normal, hard)
        return _("It rarely beats {level}.")
    if other:
        # Translators: {level}: the AI level below this one; {players}: 2 or more
        return ngettext("It beats {level} {n} game in 10 (with {players} players).",
                        "It beats {level} {n} games in 10 (with {players} players).", tenths)
    # Translators: {level}: the AI level below this one (beginner, easy, normal, hard)
    return ngettext("It beats {level} {n} game in 10.", "It beats {level} {n} games in 10.",
                    tenths)
