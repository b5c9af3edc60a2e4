"""Ginkgopolis pieces for the search: the compiled fast rollout.

Hands, draw pile and tile supply are hidden, so the history is not public and the
tree is not reused between moves.
"""

from __future__ import annotations

from typing import Any


def _compiled_rollout() -> Any:
    """The Cython playout (ai.fast.ginkgopolis) when the extension is active, else None."""
    try:
        from ai.fast.ginkgopolis import compiled_rollout
    except ImportError:
        return None
    return compiled_rollout()


#: the fast path of ai/rollout.py (None: the engine's own Python rollout is used)
rollout = _compiled_rollout()
