"""Ginkgopolis: its descriptor (rules, view, AI hooks, bench settings, content)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Rules
from game.engine.descriptor import GameDescriptor


def rules() -> Rules:
    """game/rules/ginkgopolis/."""
    from game.rules.ginkgopolis import RULES

    return RULES


def view() -> Any:
    """game/ui/ginkgopolis/ (imports pygame)."""
    from game.ui import ginkgopolis as ui
    from game.ui.game_view import GameView

    return GameView(
        board=ui.BOARD,
        rules_summary=ui.RULES_SUMMARY,
        option_specs=ui.OPTION_SPECS,
        option_notes=ui.OPTION_NOTES,
        category_notes=ui.CATEGORY_NOTES,
        results_breakdown=ui.RESULTS_BREAKDOWN,
    )


def ai_hooks() -> Any:
    """ai/games/ginkgopolis.py, with the compiled hooks of ai/fast/ginkgopolis.py."""
    from ai.games.ginkgopolis import HOOKS

    return HOOKS


GAME = GameDescriptor(
    name="ginkgopolis",
    blurb="Grow one shared city, floor upon floor.",
    rules=rules,
    view=view,
    ai=ai_hooks,
    data="ginkgopolis",
    tutorial="ginkgopolis.toml",
)
