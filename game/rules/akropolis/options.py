"""Game options for ``new_game`` (E7): variants, long game, the two rules options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.engine.fields import shown
from game.engine.i18n import _
from game.rules.akropolis.scoring import BARRACKS_EDGE_VALUES, LAKE_VALUES, VARIANT_NAMES

OPTION_KEYS = ("variants", "long_game", "barracks_edge", "lake")


@dataclass(frozen=True)
class GameOptions:
    """Validated options. ``variants`` is in R8.1 order (house, market, ..., garden)."""

    variants: tuple[str, ...] = ()
    long_game: bool = False
    barracks_edge: str = "any"
    lake: str = "single-space"
    variant_set: frozenset[str] = field(default=frozenset(), compare=False, repr=False)

    @property
    def barracks_outside(self) -> bool:
        """R9.1: only outside spaces count as empty for barracks."""
        return self.barracks_edge == "outside"

    @property
    def lake_area(self) -> bool:
        """R9.2: every hole is a lake."""
        return self.lake == "enclosed-area"

    def to_dict(self) -> dict[str, Any]:
        """Plain data, as accepted by :func:`parse_options`."""
        return {
            "variants": list(self.variants),
            "long_game": self.long_game,
            "barracks_edge": self.barracks_edge,
            "lake": self.lake,
        }


def make_options(
    variants: tuple[str, ...] | list[str] = (),
    long_game: bool = False,
    barracks_edge: str = "any",
    lake: str = "single-space",
) -> GameOptions:
    """A GameOptions with ``variants`` put in canonical order (no validation)."""
    ordered = tuple(v for v in VARIANT_NAMES if v in variants)
    return GameOptions(ordered, long_game, barracks_edge, lake, frozenset(ordered))


def _show(value: Any) -> str:
    """A value quoted for a message: ``'hose'``; short and on one line whatever it is."""
    return repr(value) if isinstance(value, str) and len(value) <= 40 else shown(value)


def parse_options(options: Mapping[str, Any] | None) -> GameOptions:
    """Validate E7 options; ValueError naming the unknown key or bad value."""
    options = dict(options or {})
    unknown = [k for k in options if k not in OPTION_KEYS]
    if unknown:
        # Translators: {option} and the known options are written as in the game's files
        raise ValueError(_("unknown option {option} (known: {known})").format(
            option=_show(unknown[0]), known=", ".join(OPTION_KEYS)))
    variants = options.get("variants", [])
    if isinstance(variants, str) or not isinstance(variants, (list, tuple)):
        raise ValueError(_("option 'variants' must be a list of variant names"))
    seen: set[str] = set()
    for name in variants:
        if not isinstance(name, str) or name not in VARIANT_NAMES:
            raise ValueError(_("unknown variant {variant} in option 'variants' (known: "
                               "{known})").format(variant=_show(name),
                                                  known=", ".join(VARIANT_NAMES)))
        if name in seen:
            raise ValueError(_("variant {variant} given twice in option 'variants'").format(
                variant=_show(name)))
        seen.add(name)
    long_game = options.get("long_game", False)
    if not isinstance(long_game, bool):
        raise ValueError(_("option 'long_game' must be true or false"))
    edge = options.get("barracks_edge", "any")
    if not isinstance(edge, str) or edge not in BARRACKS_EDGE_VALUES:
        raise ValueError(_("unknown value {value} for option {option} (known: {known})").format(
            value=_show(edge), option="'barracks_edge'", known=", ".join(BARRACKS_EDGE_VALUES)))
    lake = options.get("lake", "single-space")
    if not isinstance(lake, str) or lake not in LAKE_VALUES:
        raise ValueError(_("unknown value {value} for option {option} (known: {known})").format(
            value=_show(lake), option="'lake'", known=", ".join(LAKE_VALUES)))
    return make_options(tuple(variants), long_game, edge, lake)
