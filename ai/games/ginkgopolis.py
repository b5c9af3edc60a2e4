"""Ginkgopolis pieces for the search: the compiled fast rollout.

Hands, draw pile and tile supply are hidden, so the history is not public and the
tree is not reused between moves.
"""

from __future__ import annotations

from ai.fast import ginkgopolis as fast
from ai.games import GameHooks

#: the fast path of ai/rollout.py (None: the engine's own Python rollout is used)
rollout = fast.compiled_rollout()

#: a whole search iteration on the compiled state (None: on the engine's states)
world_form, world, code_text, determinize_world = (
    fast.compiled_world() or (None, None, None, None))

HOOKS = GameHooks(
    name="ginkgopolis",
    rollout=rollout,
    world_form=world_form,
    world=world,
    code_text=code_text,
    determinize_world=determinize_world,
)
