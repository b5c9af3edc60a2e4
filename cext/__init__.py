"""Optional compiled fast paths (Cython) and the switch between them and their twins.

``EXTENSION_ACTIVE`` tells whether compiled modules are used. ``POLIS_PUREPYTHON=1``
forces the pure-Python twins even when the extension is built. Modules and twins:
``regions`` / ``regions_py`` (region kernel and scorers), ``<game>_playout`` /
``<game>_playout_py`` (playouts of the three games), ``rng`` / ``rng_py`` (shuffles);
see cext/README.md.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

PURE_PYTHON_FORCED = os.environ.get("POLIS_PUREPYTHON", "") not in ("", "0")


def load(compiled: str, twin: str) -> tuple[ModuleType, bool]:
    """Import ``cext.<compiled>`` unless forced off or missing; else the twin module.

    Returns the module and whether it is the compiled one.
    """
    if not PURE_PYTHON_FORCED:
        try:
            return importlib.import_module(f"cext.{compiled}"), True
        except ImportError:
            pass
    return importlib.import_module(twin), False


def compiled_modules() -> list[str]:
    """Names of the compiled modules present next to this file."""
    folder = os.path.dirname(__file__)
    suffixes = (".so", ".pyd")
    return sorted(
        name.split(".")[0] for name in os.listdir(folder) if name.endswith(suffixes)
    )


EXTENSION_BUILT = bool(compiled_modules())
EXTENSION_ACTIVE = EXTENSION_BUILT and not PURE_PYTHON_FORCED
