"""Optional compiled fast paths (Cython): whether they are built and whether they run.

Each compiled module has one implementation, tested against the rules engine itself
(tests/cext). Without it (no compiler, or ``POLIS_PUREPYTHON=1``) the AI runs on the
engines' own Python code: rollouts, root ordering, shuffles. See cext/README.md.
"""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING, Literal, overload

if TYPE_CHECKING:
    from cext.protocols import (
        AkropolisPlayout,
        CapitalPlayout,
        GinkgopolisPlayout,
        Regions,
        Rng,
    )

PURE_PYTHON_FORCED = os.environ.get("POLIS_PUREPYTHON", "") not in ("", "0")


@overload
def load(compiled: Literal["regions"], *, even_if_forced_off: bool = False) -> Regions | None:
    ...


@overload
def load(compiled: Literal["rng"], *, even_if_forced_off: bool = False) -> Rng | None:
    ...


@overload
def load(compiled: Literal["akropolis_playout"], *,
         even_if_forced_off: bool = False) -> AkropolisPlayout | None:
    ...


@overload
def load(compiled: Literal["capital_playout"], *,
         even_if_forced_off: bool = False) -> CapitalPlayout | None:
    ...


@overload
def load(compiled: Literal["ginkgopolis_playout"], *,
         even_if_forced_off: bool = False) -> GinkgopolisPlayout | None:
    ...


def load(compiled: str, *, even_if_forced_off: bool = False) -> object:
    """``cext.<compiled>``; None when it is not built, or forced off
    (``POLIS_PUREPYTHON=1``) unless ``even_if_forced_off`` (the bench compares the
    compiled side whatever that switch says). Typed as the module's protocol in
    cext/protocols.py (mypy cannot read the compiled modules themselves)."""
    if PURE_PYTHON_FORCED and not even_if_forced_off:
        return None
    try:
        return importlib.import_module(f"cext.{compiled}")
    except ImportError:
        return None


def compiled_modules() -> list[str]:
    """Names of the compiled modules present next to this file."""
    folder = os.path.dirname(__file__)
    suffixes = (".so", ".pyd")
    return sorted(
        name.split(".")[0] for name in os.listdir(folder) if name.endswith(suffixes)
    )


EXTENSION_BUILT = bool(compiled_modules())
EXTENSION_ACTIVE = EXTENSION_BUILT and not PURE_PYTHON_FORCED
