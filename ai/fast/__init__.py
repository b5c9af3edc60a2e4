"""Fast rollouts for the AI: engine states -> compact arrays -> cext playouts.

``ai.fast.<game>.rollout(state, policy, rng)`` has the signature of
:func:`ai.rollout.rollout` and is what ``ai.games.<game>`` exposes as its
``rollout`` hook. Whether the compiled playouts or their pure-Python twins run is
decided by :func:`cext.load` (``cext.EXTENSION_ACTIVE``; ``POLIS_PUREPYTHON=1``
forces the twins).
"""
