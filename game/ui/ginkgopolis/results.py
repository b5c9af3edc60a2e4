"""Solo results: the shared results screen with Hal's column added (§11: Hal wins ties)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, cast

from game.engine.i18n import N_
from game.rules.ginkgopolis.state import GinkgoState
from game.ui.play.session import GameSession, Seat
from game.ui.table.breakdown_rows import categories

HAL_COLOUR = (150, 152, 164)
#: the engine's breakdown keys (rules §12.5) as the results table names them
#: (English messages: the results scene translates a category where it draws it)
LABELS = {"sp": N_("success points"), "cards": N_("area cards 10-20"),
          "districts": N_("districts"), "new_hand": N_("New Hand tokens")}


def labelled(breakdown: dict[str, int]) -> dict[str, int]:
    """The engine's breakdown with readable category names (same numbers, same order;
    the English messages, translated where they are drawn)."""
    return {LABELS.get(key, key): value for key, value in breakdown.items()}


def results_breakdown(state, seat: int) -> dict[str, int]:
    """``RESULTS_BREAKDOWN`` hook: ``state.breakdown(seat)`` with readable names."""
    return labelled(state.breakdown(seat))


def show_hal(results: Any, session: GameSession) -> None:
    """Turn the shared results screen of a solo game into you against Hal: both
    breakdowns, both bars; the headline names the real winner."""
    results.table_session = session
    state = cast(GinkgoState, session.state)  # a Ginkgopolis session
    results.scores = list(state.table_scores())
    results.breakdowns = [labelled(b) for b in state.table_breakdowns()]
    results.categories = categories(results.breakdowns)
    results.winners = [0] if results.scores[0] > results.scores[1] else [1]
    results.colours = [*results.colours[:1], HAL_COLOUR]
    hal = Seat("Hal", "grey", "ai", "automa")
    # drawn through the shared scene, which reads names from session.seats
    results.session = dataclasses.replace(session, seats=[*session.seats[:1], hal],
                                          autosave=False)


def results_scene(session: GameSession) -> Callable[[Any, GameSession], Any]:
    """What makes the results scene of a finished ``session``, called with the app and
    the session: the shared one through the app's router (solo: with Hal's column)."""
    solo = session.state.num_players == 1

    def make(app: Any, finished: GameSession) -> Any:
        results = app.router.make("results", session=finished)
        if solo:
            show_hal(results, finished)
        return results

    return make
