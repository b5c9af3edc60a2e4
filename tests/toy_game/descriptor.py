"""Hamlet: its descriptor (docs/adding-a-game.md, step 5)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Rules
from game.engine.descriptor import GameDescriptor


def rules() -> Rules:
    """tests/toy_game/rules.py."""
    from tests.toy_game.rules import RULES

    return RULES


def view() -> Any:
    """tests/toy_game/view.py (imports pygame)."""
    from tests.toy_game.view import VIEW

    return VIEW


def ai_hooks() -> Any:
    """tests/toy_game/ai_hooks.py."""
    from tests.toy_game.ai_hooks import HOOKS

    return HOOKS


GAME = GameDescriptor(
    name="hamlet",
    blurb="Take tiles from a little market; matching neighbours score more.",
    rules=rules,
    view=view,
    ai=ai_hooks,
)
