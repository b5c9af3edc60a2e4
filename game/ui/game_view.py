"""A game's view as the app uses it: its board and the words and options around it.

Each game's descriptor (``game/games/<name>.py``) has a ``view`` loader returning a
:class:`GameView`; :func:`view_of` is how the UI asks for it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import registry
from game.ui.optionspec import OptionSpec


@dataclass(frozen=True)
class GameView:
    """What the UI shows of one game beyond its rules.

    ``board`` is the game's Board class (None: the generic action-list board);
    ``rules_summary`` the rules screen's text; ``option_specs`` and ``option_notes``
    the new-game screen's options and their one-line notes; ``category_notes`` what
    each results category means; ``results_breakdown(state, seat)`` the results
    screen's rows when they are not the engine's ``breakdown``.
    """

    board: type | None = None
    rules_summary: str = ""
    option_specs: Sequence[OptionSpec] = ()
    option_notes: Mapping[str, str] = field(default_factory=dict)
    category_notes: Mapping[str, str] = field(default_factory=dict)
    results_breakdown: Callable[[Any, int], dict[str, int]] | None = None


def view_of(name: str) -> GameView:
    """The view of a registered game (an empty GameView when it declares none);
    ValueError for an unknown game, TypeError for a loader that returns something else."""
    loader = registry.descriptor(name).view
    if loader is None:
        return GameView()
    view = loader()
    if not isinstance(view, GameView):
        raise TypeError(f"the view loader of '{name}' returned {type(view).__name__}, "
                        "not a GameView")
    return view
