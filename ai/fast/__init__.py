"""Fast rollouts for the AI: engine states -> compact arrays -> cext playouts.

This package is the one door to the compiled extension (``cext``): no other module
imports it (``make imports`` checks). ``ai.fast.<game>`` turns engine states into the
compact form and hands out the compiled hooks that ``ai.games.<game>`` puts in its
``HOOKS`` when the compiled playouts are active (:func:`cext.load`,
``EXTENSION_ACTIVE``); without them (``POLIS_PUREPYTHON=1`` or not built) the hooks
are None and the AI runs the engines' own Python code.
"""

from __future__ import annotations

from cext import EXTENSION_ACTIVE, EXTENSION_BUILT, compiled_modules, load
from cext.protocols import PlayoutName

__all__ = ["EXTENSION_ACTIVE", "EXTENSION_BUILT", "PlayoutName", "compiled_modules", "load"]
