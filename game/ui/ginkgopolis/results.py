"""Solo results: the shared results screen with Hal's column added (§11: Hal wins ties)."""

from __future__ import annotations

import dataclasses

from game.ui.scenes.results import ResultsScene, categories
from game.ui.session import GameSession, Seat

HAL_COLOUR = (150, 152, 164)
#: the engine's breakdown keys (rules §12.5) as the results table names them
LABELS = {"sp": "success points", "cards": "area cards 10-20", "districts": "districts",
          "new_hand": "New Hand tokens"}


def labelled(breakdown: dict[str, int]) -> dict[str, int]:
    """The engine's breakdown with readable category names (same numbers, same order)."""
    return {LABELS.get(key, key): value for key, value in breakdown.items()}


def results_breakdown(state, seat: int) -> dict[str, int]:
    """``RESULTS_BREAKDOWN`` hook: ``state.breakdown(seat)`` with readable names."""
    return labelled(state.breakdown(seat))


class SoloResultsScene(ResultsScene):
    """You against Hal: both breakdowns, both bars; the headline names the real winner."""

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app, session)
        self.table_session = session
        state = session.state
        self.scores = list(state.table_scores())
        self.breakdowns = [labelled(b) for b in state.table_breakdowns()]
        self.categories = categories(self.breakdowns)
        self.winners = [0] if self.scores[0] > self.scores[1] else [1]
        self.colours = [*self.colours[:1], HAL_COLOUR]
        hal = Seat("Hal", "grey", "ai", "automa")
        # drawn through the shared scene, which reads names from session.seats
        self.session = dataclasses.replace(session, seats=[*session.seats[:1], hal],
                                           autosave=False)


def results_scene(session: GameSession) -> type[ResultsScene]:
    """The results scene class for a finished session."""
    return SoloResultsScene if session.state.num_players == 1 else ResultsScene
