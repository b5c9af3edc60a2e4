"""Game options as the new-game screen offers them (declared by each game's view)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.i18n import N_


@dataclass(frozen=True)
class OptionSpec:
    """One setting of ``new_game(options=…)``.

    With ``member`` set, the setting is a switch for whether ``member`` is in the
    list ``options[key]`` (e.g. Akropolis variants).
    """

    label: str
    key: str
    choices: tuple[Any, ...] = (False, True)
    default: Any = False
    member: str | None = None

    def describe(self, value: Any) -> str:
        """How a value reads on screen: the English message (a widget translates it when
        it draws it; a game's own values are marked for the catalogue by its view)."""
        if value is True:
            return N_("on")
        if value is False:
            return N_("off")
        return str(value)


def build_options(specs: list[OptionSpec], values: dict[int, Any]) -> dict[str, Any]:
    """The options mapping from the chosen value of each spec (by index)."""
    options: dict[str, Any] = {}
    for i, spec in enumerate(specs):
        value = values.get(i, spec.default)
        if spec.member is not None:
            chosen = options.setdefault(spec.key, [])
            if value:
                chosen.append(spec.member)
        else:
            options[spec.key] = value
    return options
