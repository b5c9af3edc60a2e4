"""Computer opponents: determinized information-set MCTS on the engine contract.

Public API (see README.md, "For programmers")::

    ai.level_names() -> list[str]
    ai.choose_action(state, level="normal", seed=None) -> action
    ai.analyse(state, level="normal", seed=None) -> list[ai.Candidate]
    ai.Thinker(state, level="normal", seed=None)    # non-blocking
    ai.problems() -> list[str]                      # problems in the level files
"""

from __future__ import annotations

import os
from typing import Any

from ai.levels import BASELINES, Level, get_level, level_names, problems
from ai.mcts import Candidate
from game.engine.contract import GameState

__all__ = [
    "BASELINES",
    "Candidate",
    "Level",
    "Thinker",
    "analyse",
    "choose_action",
    "level_names",
    "problems",
]


def _seed(seed: int | None) -> int:
    return int.from_bytes(os.urandom(8), "little") if seed is None else int(seed)


def choose_action(state: GameState, level: str | Level = "normal", seed: int | None = None) -> Any:
    """An action for ``state.current_player`` (the state is not changed).

    ``level`` is a level name (or ``"random"`` / ``"greedy"``, the baselines). With
    a seed and a level without a wall-clock budget the answer is reproducible, and it
    is the same for every state the seat cannot tell apart from this one.
    """
    from ai.bots import decide

    return decide(state, level, _seed(seed))


def analyse(
    state: GameState, level: str | Level = "normal", seed: int | None = None
) -> list[Candidate]:
    """The root actions the search considered, best first, with visit share,
    estimated win probability and expected score margin for the seat to move."""
    from ai.bots import analyse_state

    if state.current_player is None:
        raise ValueError("the game is over: there is nothing to analyse")
    if level in BASELINES:
        raise ValueError(f"'{level}' is a baseline bot without analysis; use a level")
    return analyse_state(state, get_level(level), _seed(seed))


def __getattr__(name: str) -> Any:
    if name == "Thinker":
        from ai.thinker import Thinker

        return Thinker
    raise AttributeError(name)
