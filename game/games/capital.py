"""Capital: its descriptor (rules, view, AI hooks, bench settings, content)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Rules
from game.engine.descriptor import GameDescriptor
from game.engine.i18n import N_


def rules() -> Rules:
    """game/rules/capital/."""
    from game.rules.capital import RULES

    return RULES


def view() -> Any:
    """game/ui/capital/ (imports pygame)."""
    from game.ui import capital as ui
    from game.ui.capital import elements, move_words, pictures, rules_pictures
    from game.ui.table.game_view import GameView

    return GameView(
        board=ui.BOARD,
        element_rect=elements.element_rect,
        rules_summary=ui.RULES_SUMMARY,
        rules_sections=rules_pictures.SECTIONS,
        category_notes=ui.CATEGORY_NOTES,
        results_breakdown=ui.RESULTS_BREAKDOWN,
        city_pictures=pictures.city_pictures,
        city_noun=pictures.NOUN,
        category_colours=ui.CATEGORY_COLOURS,
        describe_move=move_words.describe,
        starts_round=move_words.starts_round,
        round_label=move_words.round_label,
    )


def ai_hooks() -> Any:
    """ai/games/capital.py, with the compiled hooks of ai/fast/capital.py."""
    from ai.games.capital import HOOKS

    return HOOKS


def bench() -> Any:
    """The bench settings in ai/games/capital.py."""
    from ai.games.capital import BENCH

    return BENCH


GAME = GameDescriptor(
    name="capital",
    blurb=N_("Build a 3x4 district over six eras of the city."),
    rules=rules,
    view=view,
    ai=ai_hooks,
    bench=bench,
    data="capital",
    tutorial="capital.toml",
)
