"""Hamlet, step 3: the AI hooks (no compiled ones: the toy has no ai/fast module)."""

from __future__ import annotations

from typing import Any

from ai.games import GameHooks
from game.engine.contract import GameState
from tests.toy_game.rules import HamletState, row_points


def margin_scale(state: GameState) -> float:
    """Rows end around 10-20 points: 3 points is a clear lead."""
    return 3.0


def action_prior(state: GameState, action: Any) -> float:
    """The mover's gain from taking that tile: its value and any pair it makes."""
    assert isinstance(state, HamletState) and state.current_player is not None
    row = state.rows[state.current_player]
    tile = state.market[int(str(action).split()[1].rstrip(":")) - 1]
    return float(sum(row_points([*row, tile])) - sum(row_points(row)))


HOOKS = GameHooks(name="hamlet", margin_scale=margin_scale, action_prior=action_prior,
                  prior_is_gain=True)
