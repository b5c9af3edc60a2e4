"""Akropolis: its descriptor (rules, view, AI hooks, bench settings, content)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Rules
from game.engine.descriptor import GameDescriptor
from game.engine.i18n import N_


def rules() -> Rules:
    """game/rules/akropolis/."""
    from game.rules.akropolis import RULES

    return RULES


def view() -> Any:
    """game/ui/akropolis/ (imports pygame)."""
    from game.ui import akropolis as ui
    from game.ui.akropolis import elements, move_words, pictures, rules_pictures
    from game.ui.table.game_view import GameView

    return GameView(
        board=ui.BOARD,
        element_rect=elements.element_rect,
        rules_summary=ui.RULES_SUMMARY,
        rules_sections=rules_pictures.SECTIONS,
        option_specs=ui.OPTION_SPECS,
        option_notes=ui.OPTION_NOTES,
        category_notes=ui.CATEGORY_NOTES,
        city_pictures=pictures.city_pictures,
        describe_move=move_words.describe,
        starts_round=move_words.starts_round,
    )


def ai_hooks() -> Any:
    """ai/games/akropolis.py, with the compiled hooks of ai/fast/akropolis.py."""
    from ai.games.akropolis import HOOKS

    return HOOKS


def bench() -> Any:
    """The bench settings in ai/games/akropolis.py."""
    from ai.games.akropolis import BENCH

    return BENCH


GAME = GameDescriptor(
    name="akropolis",
    blurb=N_("Stack hex tiles into towers; plazas multiply districts."),
    rules=rules,
    view=view,
    ai=ai_hooks,
    bench=bench,
    data="akropolis",
    tutorial="akropolis.toml",
)
