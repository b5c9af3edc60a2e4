"""The engine contract every game implements (see DESIGN.md, modelled on OpenSpiel).

Actions are small hashable values whose ``str()`` is the action's text form and is
unique among the legal actions of a state. States mutate in place through
:meth:`GameState.apply`; the AI works on :meth:`GameState.clone` copies.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from typing import Any, ClassVar

from game.engine.errors import IllegalAction
from game.engine.fields import shown
from game.engine.i18n import _
from game.engine.rng import GameRNG

Action = Hashable


class GameState(ABC):
    """One game in progress. Subclasses hold plain ints/tuples/lists/dicts only."""

    history: list[tuple[int, str]]

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Seat that decides now; None once the game is over."""

    @property
    @abstractmethod
    def num_players(self) -> int:
        """Number of seats at the table."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player; never empty before the end."""

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Play an action. Raises IllegalAction and leaves the state unchanged if illegal."""

    @abstractmethod
    def clone(self) -> GameState:
        """A deep, independent copy (cheap: no copy.deepcopy)."""

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.current_player is None

    @abstractmethod
    def scores(self) -> list[int]:
        """Current (or final) score of each seat."""

    def winners(self) -> list[int]:
        """Seats that win, ascending; the default is every seat with the top score.

        In a solo game against an automated opponent the list is empty when the
        opponent wins: ``winners()`` only ever names seats at the table.
        """
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    @abstractmethod
    def breakdown(self, seat: int) -> dict[str, Any]:
        """Scoring category -> points for the UI (plain data)."""

    @abstractmethod
    def determinize(self, seat: int, rng: GameRNG) -> GameState:
        """A full state consistent with what ``seat`` has seen; hidden parts resampled."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """Plain TOML-safe data (no None, no tuples needed) that round-trips exactly."""

    def apply_text(self, text: str) -> Action:
        """Parse an action's text form against this state, apply it, and return it."""
        action = parse_action_text(self, text)
        self.apply(action)
        return action


class Rules(ABC):
    """A game's rules: makes states, loads them, parses action texts."""

    name: ClassVar[str]
    title: ClassVar[str]
    player_counts: ClassVar[tuple[int, ...]]
    #: raise it whenever a rules change makes old game records replay differently
    version: ClassVar[int] = 1
    #: option sets the conformance harness plays through (the default first).
    conformance_options: ClassVar[Sequence[Mapping[str, Any]]] = ({},)

    @abstractmethod
    def new_game(
        self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """Set up a new game. Bad player counts or options raise ValueError naming them."""

    @abstractmethod
    def from_dict(self, data: Mapping[str, Any]) -> GameState:
        """Rebuild a state from :meth:`GameState.to_dict` output; ValueError if malformed."""

    #: the words for the keys of the score breakdowns (``breakdown``, ``score_position``),
    #: English and marked with ``N_``; :meth:`score_label` gives them in the player's language
    score_words: ClassVar[Mapping[str, str]] = {}

    def score_label(self, key: str) -> str:
        """A score breakdown's key as words in the player's language; a key the game gives
        no words (an id, e.g. a building's) is shown as written, ``_`` as a space."""
        words = self.score_words.get(key)
        return _(words) if words else key.replace("_", " ")

    #: can one seat know what another does not (a hand, a secret pick)? Pass-and-play
    #: then hands the device over between players. True is the safe default; the
    #: conformance harness checks the answer either way.
    hands_private: ClassVar[bool] = True

    def reveals(self, before: GameState, after: GameState) -> bool:
        """Did going from ``before`` to ``after`` (one action) show anyone something hidden?

        Undo may not cross such a step (tiles drawn, hidden choices shown). The safe
        default is True: every step reveals. Neither state is changed.
        """
        return True

    def parse_action(self, state: GameState, text: str) -> Action:
        """The legal action of ``state`` whose text form is ``text`` (spaces tolerated)."""
        return parse_action_text(state, text)

    def score_position(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """Score a position file's parsed TOML (POSITIONS.md); PositionError if invalid."""
        raise NotImplementedError(_("{game} has no position files").format(game=self.name))

    def position_moves(self, data: Mapping[str, Any], tile: str | None = None) -> list[Any]:
        """Legal moves for a position file (Akropolis only); PositionError if invalid.

        ``tile`` is the ``--tile CODE`` override of the file's own tile.
        """
        # Translators: {game} is the game named in the file, as written (akropolis, capital…)
        raise NotImplementedError(_("the moves command does not apply to {game}").format(
            game=self.name))


def normalize_action_text(text: str) -> str:
    """Collapse runs of white space so ``take  2 at 3,-1`` matches ``take 2 at 3,-1``."""
    return " ".join(text.split())


def parse_action_text(state: GameState, text: str) -> Action:
    """Find the legal action whose ``str()`` equals ``text`` (white space folded)."""
    if not isinstance(text, str):
        raise IllegalAction(_("{text} is not an action text").format(text=shown(text)))
    wanted = normalize_action_text(text)
    for action in state.legal_actions():
        if normalize_action_text(str(action)) == wanted:
            return action
    # Translators: {text} is a move written as the game records it ("take 2 at 3,-1 rot 0")
    raise IllegalAction(_("{text} is not a legal action now").format(text=shown(wanted)))
