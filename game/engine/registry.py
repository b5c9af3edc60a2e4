"""Which games exist: ``names()`` and ``get(name)``.

The three shipped games are found by importing ``game.rules.<name>``, whose
package exposes ``RULES``. Tests may register extra games (fixtures) at run time.
"""

from __future__ import annotations

import importlib

from game.engine.contract import Rules

SHIPPED = ("akropolis", "capital", "ginkgopolis")
_extra: dict[str, Rules] = {}
_loaded: dict[str, Rules] = {}


def _load_shipped(name: str) -> Rules | None:
    if name not in _loaded:
        try:
            module = importlib.import_module(f"game.rules.{name}")
        except ModuleNotFoundError as exc:
            if exc.name not in (f"game.rules.{name}",):
                raise
            return None
        rules = getattr(module, "RULES", None)
        if rules is None:
            return None
        _loaded[name] = rules
    return _loaded[name]


def names() -> list[str]:
    """Names of every available game, shipped games first."""
    shipped = [name for name in SHIPPED if _load_shipped(name) is not None]
    return shipped + sorted(_extra)


def get(name: str) -> Rules:
    """The Rules object of a game; ValueError listing the known names otherwise."""
    rules = _extra.get(name) or (_load_shipped(name) if name in SHIPPED else None)
    if rules is None:
        raise ValueError(f"unknown game '{name}' (known: {', '.join(names()) or 'none'})")
    return rules


def register(rules: Rules) -> None:
    """Add a game at run time (test fixtures)."""
    _extra[rules.name] = rules


def unregister(name: str) -> None:
    """Remove a game added by :func:`register`."""
    _extra.pop(name, None)
