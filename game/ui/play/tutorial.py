"""A guided first game on screen: the play scene plus a coach (entry: start_tutorial).

The play scene asks :meth:`Tutorial.allows` before a human action, tells
:meth:`Tutorial.applied` after every action, asks :meth:`Tutorial.opponent_action`
for the scripted opponent and passes input and drawing through. Progress is saved
after every step (game.tutorials.progress), so leaving and coming back resumes.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import rules
from game.engine import paths
from game.engine.contract import GameState
from game.engine.i18n import _, ngettext
from game.tutorials import progress as saved
from game.tutorials.runner import REFUSED, TutorialRunner, opponent_move
from game.tutorials.script import Script, load_script
from game.ui.kit import text, theme
from game.ui.kit.person import you_name
from game.ui.play.coach import Coach
from game.ui.play.session import GameSession, Seat

OPPONENT = "Basil"
#: input after which the board may show new places you may play
LOOK_AGAIN = (pygame.MOUSEBUTTONUP, pygame.KEYUP, pygame.MOUSEWHEEL)


class Tutorial:
    """The runner of one script, its coach mark and its saved progress."""

    def __init__(self, script: Script, runner: TutorialRunner | None = None,
                 remember: bool = True) -> None:
        self.script = script
        self.runner = runner or TutorialRunner(script)
        self.remember = remember
        self.runner.on_change = self._changed
        self.coach = Coach(self.next, self.skip)
        self.play: Any = None
        self._shown: tuple = ()
        #: a click or a key went to the board: look for new places you may play
        self._look_again = False
        self.version = saved.script_version(script)
        #: why saved progress was not used ("" if it was, or there was none); said once
        self.notice = ""
        #: the height of the tallest panel by width, text size and language
        self._tallest: dict[tuple[int, float, str, int], int] = {}

    def tallest(self, width: int, this_step: bool = False) -> int:
        """How tall the coach's tallest panel ``width`` wide is, among this script's
        steps (or the step now's words, ``this_step``), in the player's language and at
        the text size now (0 once finished)."""
        steps = self.script.steps
        if this_step and self.runner.step is None:
            return 0
        chosen = [self.runner.step] if this_step else steps
        key = (width, text.scale(), _(self.script.title),
               self.runner.index if this_step else -1)
        if key not in self._tallest:
            title = _("{title}  -  step {number} of {total}").format(
                title=_(self.script.title), number=len(steps), total=len(steps))
            texts = [s.text for s in chosen if s is not None] + \
                [c.text for s in chosen if s is not None for c in s.cases]
            self._tallest[key] = max(self.coach.height(title, _sample(t), width)
                                     for t in texts)
        return self._tallest[key]

    # -- the play scene's questions ------------------------------------------------
    @property
    def finished(self) -> bool:
        """True once the summary was closed or the tutorial skipped."""
        return self.runner.finished

    def attach(self, play: Any) -> None:
        """The play scene this tutorial coaches."""
        self.play = play

    def allows(self, seat: int, action: Any) -> bool:
        """May the human play this now? (Refused with a gentle line by the play scene.)"""
        return self.runner.allows(seat, action)

    @property
    def refused(self) -> str:
        """What the play scene says when the learner tries a move the step does not ask
        for."""
        return _(REFUSED)

    def opponent_may_move(self) -> bool:
        """Not while the coach explains something."""
        return self.runner.opponent_may_move()

    def opponent_action(self, state: GameState) -> Any | None:
        """The scripted opponent's move while the tutorial runs (None: the real AI plays)."""
        return opponent_move(state) if self.runner.scripted_opponent() else None

    def applied(self, seat: int, action: Any, before: GameState, after: GameState) -> None:
        """An action was applied."""
        self.runner.applied(seat, action, before, after)

    # -- buttons -------------------------------------------------------------------
    def next(self) -> None:
        """Next (explain steps) / Finish (the summary)."""
        self.runner.next()

    def skip(self) -> None:
        """Skip tutorial: the game goes on as a normal game against the AI."""
        self.runner.skip()
        if self.play is not None:
            self.play.say(_("Tutorial skipped: play on, or leave with Esc"), 4)

    def _changed(self, runner: TutorialRunner) -> None:
        self._shown = ()
        board = getattr(self.play, "board", None)
        if board is not None:  # a board may leave the new step's panel a lane
            board.relayout()
        if self.remember:
            saved.save(self.script.game, saved.Progress(runner.index, list(runner.moves),
                                                         runner.finished, self.version))

    # -- input and drawing ---------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """The coach's buttons take input first; True when consumed."""
        if self.finished:
            return False
        if not self.on_screen():
            return False  # not on screen yet
        if self.coach.handle(event):
            return True
        if event.type in LOOK_AGAIN:  # the board may show new places: keep off them
            self._look_again = True
        return False

    def update(self, dt: float) -> None:
        """Animate, and end a watch step once the learner is to play."""
        if self.play is not None and self.notice:
            self.play.say(_(self.notice), 6)
            self.notice = ""
        if self.finished or self.play is None:
            return
        self.coach.update(dt)
        if not self.showing_move():
            self.runner.poll(self.play.state)

    def showing_move(self) -> bool:
        """Is a move still being shown (flying tile, income show, scores still moving)?"""
        if self.play is None:
            return False
        track = getattr(self.play, "track", None)
        return bool(self.play.animating or self.play.board.busy()
                    or (track is not None and track.moving()))

    def on_screen(self) -> bool:
        """Is the coach mark shown now? A step appears once the move before it has been
        shown in full (so a step about a score comes with the change); a read watch step
        stays up while the opponent's move is shown."""
        if self.finished or self.play is None:
            return False
        step = self.runner.step
        watching = step is not None and step.kind == "watch" and not self.runner.needs_next()
        return watching or not self.showing_move()

    def you_did(self) -> str:
        """The learner's last move as the move log says it ('' before any)."""
        moments = getattr(self.play, "moments", None)
        if moments is not None and hasattr(moments, "retell"):
            moments.retell()  # in the player's language, also after a change
        for move in reversed(getattr(moments, "words", []) or []):
            if move.seat == self.runner.human:
                return str(move.text)
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        """The coach mark over the play scene."""
        if not self.on_screen():
            return  # the coach speaks once the move on the board has finished
        step = self.runner.step
        assert step is not None
        element = self.runner.element(self.play.state)
        target = self.play.board.element_rect(element) if element != "none" else None
        words = self.runner.text(self.play.state, self.you_did())
        # Translators: the coach's title: {title} is the tutorial's ("Learn Akropolis")
        title = _("{title}  -  step {number} of {total}").format(
            title=_(self.script.title), number=self.runner.index + 1,
            total=len(self.script.steps))
        key = (self.runner.index, title, words, tuple(target) if target else None,
               self.runner.needs_next())
        look_again, self._look_again = self._look_again, False
        if key != self._shown or look_again:
            seen = self.play.marks_on_screen(surface, ("text", "place", "piece", "reading"))
            # words the table draws a frame late (a prompt) that the panel would hide
            late = seen["text"] != self.coach.keep_out and \
                bool(self.coach.hidden(self.coach.box, seen["text"]))
            if key != self._shown or seen["place"] != self.coach.places or late:
                self._shown = key
                self.coach.show(title, words, target, self.runner.needs_next(),
                                step.kind == "summary", seen["text"], seen["place"],
                                seen["piece"], [*seen["reading"], self.play.board.log_tab])
                self._look_again = True  # once more on the next frame
        self.coach.draw(surface)


def _sample(words: str) -> str:
    """A step's ``words`` in the player's language, each number it says two digits long."""
    numbers = {k: 99 for k in ("gained", "score", "their_score", "their_gained")}
    try:
        return _(words).format(you_did=_("You made your move"), **numbers)
    except (KeyError, IndexError, ValueError):
        return _(words)


def _seats(script: Script) -> list[Seat]:
    names = list(script.names)
    seats = []
    others = iter(names or [OPPONENT, "Cleo", "Dion", "Eos"])
    for i in range(script.players):
        colour = theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)][0]
        if i == script.human:
            seats.append(Seat(you_name(), colour, "human"))
        else:
            seats.append(Seat(next(others, f"Player {i + 1}"), colour, "ai", script.level))
    return seats


def prepare(game: str, resume: bool = True, remember: bool = True) -> tuple[GameSession,
                                                                              Tutorial]:
    """The session and tutorial of ``game`` (resumed from saved progress when it replays;
    otherwise started over, and the tutorial's ``notice`` says why).

    ShippedDataError (one line) when the shipped script is broken.
    """
    script = load_script(game)
    seats = _seats(script)
    restored = saved.restore(script, resume)
    session = GameSession.new(game, seats, script.seed, dict(script.options), autosave=False)
    runner, notice = restored.runner, restored.notice
    try:
        for _seat, move in runner.moves:
            session.apply(rules.get(game).parse_action(session.state, move))
    except Exception:  # noqa: BLE001 - restore replayed these moves; never a crash all the same
        session = GameSession.new(game, seats, script.seed, dict(script.options),
                                  autosave=False)
        runner, notice = TutorialRunner(script), saved.DAMAGED
    problem = paths.folder_problem(paths.data_dir()) if remember and not notice else ""
    if problem:
        # Translators: {folder} is a folder's path, {problem} what is wrong with it
        # ("cannot be written (Permission denied)")
        notice = _("Your place in this tutorial is not being saved: the data folder "
                   "{folder} {problem}.").format(folder=paths.shown_path(paths.data_dir()),
                                                 problem=problem)
    tutorial = Tutorial(script, runner, remember)
    tutorial.notice = notice
    return session, tutorial


def start_tutorial(app: Any, game: str, resume: bool = True) -> bool:
    """Open the guided first game of ``game`` (resuming where it was left).

    Returns False (and changes nothing) when the game has no usable tutorial.
    """
    from game.engine.paths import ShippedDataError

    try:
        session, tutorial = prepare(game, resume)
    except (ShippedDataError, ValueError, KeyError):
        return False
    # in place of the scene that asked (on an empty stack this is the first scene)
    app.router.replace("play", session=session, tutorial=tutorial)
    return True


def has_tutorial(game: str) -> bool:
    """Does ``game`` ship a guided first game? (For the title and setup buttons.)"""
    from game.tutorials.script import available

    return available(game)


def progress_line(game: str) -> str:
    """How far you got in ``game``'s tutorial, in words ('' when it has none):
    "not started", "5 of 21 steps done", "skipped after 5 of 21 steps", "all 21 steps done"."""
    try:
        total = len(load_script(game).steps)
    except (ValueError, KeyError, OSError):  # ShippedDataError is a ValueError
        return ""
    found = saved.load(game)
    step = max(0, min(found.step, total))
    if found.done:
        if step >= total:
            return ngettext("all {total} step done", "all {total} steps done",
                            total).format(total=total)
        return ngettext("skipped after {step} of {total} step",
                        "skipped after {step} of {total} steps", total).format(step=step,
                                                                               total=total)
    if step == 0 and not found.moves:
        return _("not started")
    return ngettext("{step} of {total} step done", "{step} of {total} steps done",
                    total).format(step=step, total=total)
