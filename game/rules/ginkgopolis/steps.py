"""The steps of a play's resolution, as the engine records them when asked (§5, §6).

A state whose ``steps`` is a list (the class default is None: nothing is recorded, as
in every real game and playout) gets one entry per item gained or cost paid while a
choice resolves; the chooser's preview (``preview.py``) reads them from a clone, so the
preview and the rules have one home.
"""

from __future__ import annotations

from dataclasses import dataclass

Pos = tuple[int, int]


@dataclass(frozen=True)
class Gain:
    """``want`` items of ``colour`` (0 resources, 1 points, 2 tiles), ``got`` of them
    really gained (fewer when the supply runs out)."""

    colour: int
    want: int
    got: int


@dataclass
class Bonus:
    """§6.5: the characters and building cards in the area with the action's icon, and
    what they give (resources, tiles, then points; only items they give)."""

    icon: int
    chars: list[int]
    cards: list[int]
    gains: list[Gain]


@dataclass(frozen=True)
class Taken:
    """An exploit's own gain (§6.1, §6.3)."""

    gain: Gain


@dataclass(frozen=True)
class Produced:
    """§6.2 step 4: the building at ``pos`` next to the new one produced ``gain``."""

    pos: Pos
    gain: Gain


@dataclass(frozen=True)
class Built:
    """§6.4: a floor built on the building at ``pos`` (``height`` floors before, of
    ``owner``); a colour change returns a resource, a lower number costs ``drop`` points."""

    pos: Pos
    height: int
    owner: int
    colour_change: bool
    drop: int

