"""Rules engines, one package per game; this module is the registry's front door."""

from game.engine.registry import get, names, register, unregister

__all__ = ["get", "names", "register", "unregister"]
