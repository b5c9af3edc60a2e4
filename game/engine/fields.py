"""Checks for values read from untrusted files (positions, saves).

Each check names the place it looked at (``where``) in its one-line message and
raises ``error`` (PositionError by default; saves use ValueError).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from game.engine.errors import PositionError


def expect_int(
    value: Any,
    where: str,
    low: int | None = None,
    high: int | None = None,
    *,
    error: type[ValueError] = PositionError,
) -> int:
    """``value`` as an integer within [low, high] (bools are not integers)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise error(f"{where}: expected an integer, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"{'…' if low is None else low}..{'…' if high is None else high}"
        raise error(f"{where}: {value} is out of range {bounds}")
    return value


def expect_list(value: Any, where: str, *, error: type[ValueError] = PositionError) -> list[Any]:
    """``value`` as a TOML array."""
    if not isinstance(value, list):
        raise error(f"{where}: expected an array")
    return value


def expect_table(
    value: Any,
    where: str,
    allowed: Collection[str],
    *,
    error: type[ValueError] = PositionError,
) -> Mapping[str, Any]:
    """``value`` as a TOML table whose keys are all in ``allowed``."""
    if not isinstance(value, Mapping):
        raise error(f"{where or 'file'}: expected a table")
    for key in value:
        if key not in allowed:
            name = f"{where}.{key}" if where else key
            raise error(f"{name}: unknown key (allowed: {', '.join(sorted(allowed))})")
    return value
