"""The keys a player can change (Options): hint, undo, move log, sound, turn a piece.

Scenes ask ``pressed(event, "hint")`` instead of testing a fixed key, and buttons show
``label("hint")`` ("H"). The bindings come from the options (``key_<action>``) through
:func:`bind`; only letters no game uses for something else may be chosen, and two
actions never share a key (the settings check refuses that).
"""

from __future__ import annotations

import string
from typing import Any

from game.engine.i18n import N_

#: action -> (what it does, in words; its default key)
#: (the words are the English message: translate them where they are shown, ``_(words)``)
ACTIONS: dict[str, tuple[str, str]] = {
    "hint": (N_("Hint"), "h"),
    "undo": (N_("Undo"), "u"),
    "moves": (N_("Move log"), "l"),
    "mute": (N_("Sound on or off"), "m"),
    "rotate": (N_("Turn the piece"), "r"),
}
#: letters the games use for fixed jobs (refit, next/previous place, districts, tile …)
RESERVED = frozenset("bdfnpstz")
#: the keys an action may be bound to
CHOICES: tuple[str, ...] = tuple(c for c in string.ascii_lowercase if c not in RESERVED)

_bound: dict[str, str] = {action: key for action, (_, key) in ACTIONS.items()}


def option_name(action: str) -> str:
    """The options key holding an action's key ("key_hint")."""
    return f"key_{action}"


def bind(options: object) -> None:
    """Use the keys the options hold (missing or unusable ones keep their default)."""
    for action, (_, default) in ACTIONS.items():
        key = getattr(options, option_name(action), default)
        _bound[action] = key if key in CHOICES else default


def key_name(action: str) -> str:
    """The letter bound to ``action`` ("h")."""
    return _bound[action]


def label(action: str) -> str:
    """The key as a button shows it ("H")."""
    return _bound[action].upper()


def code(action: str) -> int:
    """The pygame key code bound to ``action`` (a letter's code is its character code,
    as pygame's ``K_a`` … ``K_z`` are)."""
    return ord(_bound[action])


def pressed(event: Any, action: str) -> bool:
    """Is ``event`` (a pygame event) a press of the key bound to ``action``?"""
    import pygame

    return event.type == pygame.KEYDOWN and event.key == code(action)


def clashes(values: dict[str, object]) -> list[tuple[str, str, str]]:
    """(first action, second action, key) for every key two actions share."""
    seen: dict[object, str] = {}
    out: list[tuple[str, str, str]] = []
    for action in ACTIONS:
        key = values.get(option_name(action))
        if key in seen:
            out.append((seen[key], action, str(key)))
        else:
            seen[key] = action
    return out
