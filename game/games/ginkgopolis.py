"""Ginkgopolis: its descriptor (rules, view, AI hooks, bench settings, content)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Rules
from game.engine.descriptor import GameDescriptor
from game.engine.i18n import N_


def rules() -> Rules:
    """game/rules/ginkgopolis/."""
    from game.rules.ginkgopolis import RULES

    return RULES


def view() -> Any:
    """game/ui/ginkgopolis/ (imports pygame)."""
    from game.ui import ginkgopolis as ui
    from game.ui.ginkgopolis import elements, move_words, pictures, rules_pictures
    from game.ui.table.game_view import GameView

    return GameView(
        board=ui.BOARD,
        element_rect=elements.element_rect,
        rules_summary=ui.RULES_SUMMARY,
        rules_sections=rules_pictures.SECTIONS,
        option_specs=ui.OPTION_SPECS,
        option_notes=ui.OPTION_NOTES,
        category_notes=ui.CATEGORY_NOTES,
        results_breakdown=ui.RESULTS_BREAKDOWN,
        city_pictures=pictures.city_pictures,
        shared_city=pictures.SHARED,
        describe_move=move_words.describe,
        starts_round=move_words.starts_round,
        round_label=move_words.round_label,
        describe_hint=move_words.describe_hint,
    )


def ai_hooks() -> Any:
    """ai/games/ginkgopolis.py, with the compiled hooks of ai/fast/ginkgopolis.py."""
    from ai.games.ginkgopolis import HOOKS

    return HOOKS


def bench() -> Any:
    """The bench settings in ai/games/ginkgopolis.py."""
    from ai.games.ginkgopolis import BENCH

    return BENCH


GAME = GameDescriptor(
    name="ginkgopolis",
    blurb=N_("Grow one shared city, floor upon floor."),
    rules=rules,
    view=view,
    ai=ai_hooks,
    bench=bench,
    data="ginkgopolis",
    tutorial="ginkgopolis.toml",
)
