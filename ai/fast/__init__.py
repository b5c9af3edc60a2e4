"""Fast rollouts for the AI: engine states -> compact arrays -> cext playouts.

``ai.fast.<game>.rollout(state, policy, rng)`` has the signature of
:func:`ai.rollout.rollout` and is what ``ai.games.<game>`` exposes as its
``rollout`` hook when the compiled playouts are active (:func:`cext.load`,
``cext.EXTENSION_ACTIVE``); without them (``POLIS_PUREPYTHON=1`` or not built) the
hooks are None and the AI runs the engines' own Python code.
"""

from __future__ import annotations

import importlib
from typing import Any


def compiled_hook(game: str, factory: str) -> Any:
    """``ai.fast.<game>.<factory>()``: a compiled hook for ``ai.games.<game>``, or None
    when the extension is not active (or the fast path cannot be imported at all)."""
    try:
        module = importlib.import_module(f"ai.fast.{game}")
    except ImportError:
        return None
    return getattr(module, factory)()
