"""Which game has a play view: ``game.ui.<name>`` exposes ``BOARD`` (a Board class)."""

from __future__ import annotations

import importlib
from typing import Any


def board_factory(name: str) -> Any | None:
    """The Board class of a game's view package, or None when it has none yet."""
    try:
        module = importlib.import_module(f"game.ui.{name}")
    except ModuleNotFoundError as exc:
        if exc.name == f"game.ui.{name}":
            return None
        raise
    return getattr(module, "BOARD", None)
