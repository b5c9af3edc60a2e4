"""Akropolis: its descriptor (rules, view, AI hooks, bench settings, content)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Rules
from game.engine.descriptor import GameDescriptor


def rules() -> Rules:
    """game/rules/akropolis/."""
    from game.rules.akropolis import RULES

    return RULES


def view() -> Any:
    """game/ui/akropolis/ (imports pygame)."""
    from game.ui import akropolis as ui
    from game.ui.game_view import GameView

    return GameView(
        board=ui.BOARD,
        rules_summary=ui.RULES_SUMMARY,
        option_specs=ui.OPTION_SPECS,
        option_notes=ui.OPTION_NOTES,
        category_notes=ui.CATEGORY_NOTES,
    )


def ai_hooks() -> Any:
    """ai/games/akropolis.py, with the compiled hooks of ai/fast/akropolis.py."""
    from ai.games.akropolis import HOOKS

    return HOOKS


GAME = GameDescriptor(
    name="akropolis",
    blurb="Stack hex tiles into towers; plazas multiply districts.",
    rules=rules,
    view=view,
    ai=ai_hooks,
    data="akropolis",
    tutorial="akropolis.toml",
)
