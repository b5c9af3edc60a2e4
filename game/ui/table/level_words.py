"""The AI levels as the menus name them (the new-game screen, the options)."""

from __future__ import annotations

from game.engine.i18n import pgettext


def level_label(level: str) -> str:
    """An AI level's name in the player's language (a level from the settings file keeps
    the name it has there); the level's key itself never changes."""
    names = {
        "beginner": pgettext("AI level", "beginner"),
        "easy": pgettext("AI level", "easy"),
        "normal": pgettext("AI level", "normal"),
        "hard": pgettext("AI level", "hard"),
        "expert": pgettext("AI level", "expert"),
        # Translators: the baselines an arcade challenge may name as opponents: random
        # legal moves, and the move with the most points now
        "random": pgettext("AI level", "random"),
        "greedy": pgettext("AI level", "greedy"),
    }
    return names.get(level, level)
