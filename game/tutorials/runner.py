"""The tutorial's step state machine (no drawing, no pygame).

The play scene asks :meth:`TutorialRunner.allows` before a human action and calls
:meth:`TutorialRunner.applied` after every action. No step is ever passed by the game
alone: explain and summary steps wait for :meth:`TutorialRunner.next`, a ``do`` step
for the learner's action, and a ``watch`` step first for Next (the learner has read
it; until then the opponent waits) and then for the opponent's moves. While the
script runs, the opponent plays :func:`opponent_move` (deterministic), and only
during ``do`` steps and read ``watch`` steps, so a fixed deal and the same human moves
always give the same game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game import rules
from game.engine.contract import GameState
from game.engine.i18n import N_, _
from game.tutorials.script import ANY, Case, Script, Step

#: moves the scripted opponent makes only when they score more than anything else
PASSIVE = ("discard", "newhand")
#: said when the learner tries a move the step does not ask for (English; translate it
#: where it is shown)
REFUSED = N_("Not yet: follow the coach's step first (or press Skip tutorial).")


def opponent_move(state: GameState) -> Any:
    """The scripted opponent: the legal action that scores most at once (deterministic)."""
    seat = state.current_player
    actions = state.legal_actions()
    if seat is None or len(actions) == 1:
        return actions[0]
    best, best_key = actions[0], None
    for action in actions:
        after = state.clone()
        after.apply(action)
        # a tie goes to building rather than selling a tile or changing a whole hand
        key = (after.scores()[seat], not str(action).startswith(PASSIVE))
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


def matches(step: Step, action: Any) -> bool:
    """Is ``action`` what a ``do`` step expects?"""
    if step.kind != "do":
        return False
    return step.action == ANY or " ".join(str(action).split()) == step.action


@dataclass
class TutorialRunner:
    """Which step the player is on, and what that step lets happen."""

    script: Script
    index: int = 0
    skipped: bool = False
    #: points the human / the opponents scored with the last action(s) the coach speaks of
    gained: int = 0
    their_gained: int = 0
    #: every action applied since the deal, as (seat, text), for resuming
    moves: list[tuple[int, str]] = field(default_factory=list)
    #: called after every change of step (the UI saves progress there)
    on_change: Callable[[TutorialRunner], None] | None = None
    _watched: bool = False
    #: the current watch step was read (Next): the opponent may now move
    _read: bool = False

    # -- where we are ---------------------------------------------------------------
    @property
    def human(self) -> int:
        """The learner's seat."""
        return self.script.human

    @property
    def finished(self) -> bool:
        """True once the summary was closed or the tutorial skipped."""
        return self.skipped or self.index >= len(self.script.steps)

    @property
    def step(self) -> Step | None:
        """The current step (None when finished)."""
        return None if self.finished else self.script.steps[self.index]

    def needs_next(self) -> bool:
        """Does the current step wait for the Next button? (A watch step does until
        it was read.)"""
        step = self.step
        if step is None:
            return False
        return step.kind in ("explain", "summary") or (step.kind == "watch" and not self._read)

    def holds(self, case: Case, state: GameState) -> bool:
        """Does ``case``'s test hold now (what the learner may do, or last did)?"""
        negated, name, prefix = case.test
        if name == "you_may":
            found = state.current_player == self.human and any(
                str(a).startswith(prefix) for a in state.legal_actions())
        else:
            mine = [text for seat, text in self.moves if seat == self.human]
            found = bool(mine) and mine[-1].startswith(prefix)
        return found != negated

    def case(self, state: GameState) -> Case | None:
        """The current step's first case that holds (None: its own words)."""
        step = self.step
        if step is None:
            return None
        return next((c for c in step.cases if self.holds(c, state)), None)

    def element(self, state: GameState) -> str:
        """Where the current step points (its case's element when one holds)."""
        step = self.step
        if step is None:
            return "none"
        case = self.case(state)
        return case.element if case is not None and case.element else step.element

    def text(self, state: GameState, you_did: str = "") -> str:
        """The current step's words (its case's, when one holds) in the player's
        language, with its placeholders filled in from the state; ``you_did`` is the
        learner's last move in words (the screen's move log says it, in the player's
        language; without it, "You made your move")."""
        step = self.step
        if step is None:
            return ""
        case = self.case(state)
        words = case.text if case is not None else step.text
        scores = state.scores()
        others = [s for i, s in enumerate(scores) if i != self.human]
        values = {"gained": self.gained, "score": scores[self.human],
                  "their_score": max(others) if others else 0,
                  "their_gained": self.their_gained,
                  # a sentence of its own in the script's words: without its full stop
                  "you_did": you_did.rstrip(".。 ") or _("You made your move")}
        try:
            return _(words).format(**values)
        except (KeyError, IndexError, ValueError):  # a translation with a bad placeholder
            return words.format(**values)

    # -- what may happen ------------------------------------------------------------
    def allows(self, seat: int, action: Any) -> bool:
        """May the learner play ``action`` now? (Anything goes once finished.)"""
        if self.finished or seat != self.human:
            return True
        step = self.step
        if step is not None and step.kind == "watch":
            # a decision of the learner's own (e.g. after a New Hand) goes on once read
            return self._read
        return step is not None and matches(step, action)

    def opponent_may_move(self) -> bool:
        """May the opponent play now? Not while the coach explains something, nor
        before the learner has read a watch step that talks about the opponent's move."""
        step = self.step
        return step is None or step.kind == "do" or (step.kind == "watch" and self._read)

    def scripted_opponent(self) -> bool:
        """Does the opponent play the scripted policy (True until the tutorial ends)?"""
        return not self.finished

    # -- changes ----------------------------------------------------------------------
    def applied(self, seat: int, action: Any, before: GameState, after: GameState) -> None:
        """An action was applied; a matching ``do`` or a finished ``watch`` moves on."""
        self.moves.append((seat, str(action)))
        if self.finished:
            self._changed()
            return
        step = self.step
        gain = after.scores()[seat] - before.scores()[seat]
        if seat == self.human:
            self.gained = gain
            if step is not None and matches(step, action):
                self.their_gained = 0
                self._advance()
                return
        else:
            self.their_gained += gain
            if step is not None and step.kind == "watch":
                self._watched = True
        self.poll(after)
        self._changed()

    def poll(self, state: GameState) -> None:
        """A ``watch`` step ends once the opponent moved and it is the learner's turn."""
        step = self.step
        if step is None or step.kind != "watch" or not self._watched or not self._read:
            return
        if state.current_player in (self.human, None):
            self._advance()

    def resumed(self, state: GameState) -> None:
        """Progress was restored: a watch step whose opponent already moved may end."""
        step = self.step
        if step is not None and step.kind == "watch" and self.moves \
                and self.moves[-1][0] != self.human:
            self._watched = True

    def next(self, state: GameState | None = None) -> None:
        """The Next button: ends an explain or summary step; on a watch step it lets
        the opponent move (and ends the step at once when that already happened and
        the learner is to play, e.g. after resuming)."""
        if not self.needs_next():
            return
        step = self.step
        if step is not None and step.kind == "watch":
            self._read = True
            self._changed()
            if state is not None:
                self.poll(state)
            return
        self._advance()

    def skip(self) -> None:
        """Skip the rest of the tutorial; the game goes on as a normal game."""
        self.skipped = True
        self._changed()

    def _advance(self) -> None:
        self.index += 1
        self._watched = False
        self._read = False
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)


def new_state(script: Script) -> GameState:
    """The script's fixed deal."""
    return rules.get(script.game).new_game(players=script.players, seed=script.seed,
                                           options=dict(script.options))


def rehearse(script: Script, choose: Callable[[GameState], Any] | None = None,
             limit: int = 2000, strict: bool = True) -> tuple[TutorialRunner, GameState]:
    """Play the script through the rules alone: each ``do`` step's action (for ``any``,
    ``choose(state)``, by default the scripted opponent's policy), Next on explain steps,
    the scripted opponent otherwise. ValueError naming the step when the script cannot
    be followed (an expected action that is not legal there, a ``do`` step on the
    opponent's turn or, when ``strict``, a ``watch`` step on the learner's turn)."""
    state = new_state(script)
    runner = TutorialRunner(script)
    pick = choose or opponent_move
    checked = -1
    for _turn in range(limit):
        step = runner.step
        if step is None:
            return runner, state
        where = f"{script.source}: step {runner.index + 1}"
        seat = state.current_player
        if runner.needs_next():
            runner.next(state)
            continue
        if seat is None:
            raise ValueError(f"{where}: the game ended before this step")
        if strict and checked != runner.index:
            checked = runner.index
            if step.kind == "do" and seat != script.human:
                raise ValueError(f"{where}: a 'do' step, but the opponent is to play "
                                 "(put a watch step before it)")
            if step.kind == "watch" and seat == script.human:
                raise ValueError(f"{where}: a watch step, but it is the learner's turn")
        before = state.clone()
        if seat != script.human:
            action = opponent_move(state)
        elif step.kind == "watch" or step.action == ANY:
            action = pick(state)
        else:
            legal = {" ".join(str(a).split()): a for a in state.legal_actions()}
            if step.action not in legal:
                raise ValueError(f"{where}: {step.action!r} is not legal here")
            action = legal[step.action]
        state.apply(action)
        runner.applied(seat, action, before, state)
    raise ValueError(f"{script.source}: the script did not end within {limit} actions")
