"""A game's view as the app uses it: its board and the words and options around it.

Each game's descriptor (``game/games/<name>.py``) has a ``view`` loader returning a
:class:`GameView`; :func:`view_of` is how the UI asks for it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import registry
from game.engine.descriptor import GameDescriptor
from game.engine.i18n import N_
from game.ui.table.optionspec import OptionSpec


@dataclass(frozen=True)
class GameView:
    """What the UI shows of one game beyond its rules.

    - ``board``: the game's Board class (None: the generic action-list board);
      ``element_rect(board, name)``: where a named element is (the tutorial's coach);
    - ``rules_summary`` and ``rules_sections`` ((heading, pictures) pairs): the rules
      screen;
    - ``option_specs`` and ``option_notes``: the new-game screen's options and their
      one-line notes;
    - ``category_notes``: what each results category means; ``results_breakdown(state,
      seat)``: the results rows when they are not the engine's ``breakdown``;
      ``city_pictures(state, box, colours)``: the final cities as (seat, picture), -1
      for a ``shared_city``; ``city_noun``: what a player's city is called;
      ``category_colours``: the results categories that have a colour in the game;
    - ``describe_move(before, seat, action, after, who, viewer)``,
      ``starts_round(before, after)`` and ``round_label(state, number)``: the move
      log's words;
    - ``describe_hint(state, seat, action, who)``: a hinted move in words from what
      ``seat`` knows (what you do and what you will get, never past a reveal of the
      others' hidden choices); without it the hint is the move log's sentence.

    The fixed words (``rules_summary``, the headings and rules of ``rules_sections``, the
    options' labels, ``option_notes``, ``category_notes``, ``city_noun``) are English
    messages marked with ``N_``: the screens translate them where they show them. The
    functions (``describe_move`` …) give words already translated.
    """

    board: type | None = None
    element_rect: Callable[[Any, str], Any] | None = None
    rules_summary: str = ""
    rules_sections: Sequence[tuple[str, Any]] = ()
    option_specs: Sequence[OptionSpec] = ()
    option_notes: Mapping[str, str] = field(default_factory=dict)
    category_notes: Mapping[str, str] = field(default_factory=dict)
    results_breakdown: Callable[[Any, int], dict[str, int]] | None = None
    city_pictures: Callable[..., list[tuple[int, Any]]] | None = None
    shared_city: bool = False
    city_noun: str = N_("city")
    #: results categories drawn in the game's own colours (e.g. Capital's park green)
    category_colours: Mapping[str, tuple[int, int, int]] = field(default_factory=dict)
    describe_move: Callable[..., str] | None = None
    starts_round: Callable[[Any, Any], bool] | None = None
    round_label: Callable[[Any, int], str] | None = None
    describe_hint: Callable[..., str] | None = None


_loaded: dict[GameDescriptor, GameView] = {}


def view_of(name: str) -> GameView:
    """The view of a registered game (an empty GameView when it declares none), loaded
    once per registration; ValueError for an unknown game, TypeError for a loader that
    returns something else."""
    game = registry.descriptor(name)
    if game not in _loaded:
        view = game.view() if game.view is not None else GameView()
        if not isinstance(view, GameView):
            raise TypeError(f"the view loader of '{name}' returned {type(view).__name__}, "
                            "not a GameView")
        _loaded[game] = view
    return _loaded[game]
