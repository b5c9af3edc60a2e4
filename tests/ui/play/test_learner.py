"""A learner plays each guided game: no autoplay. Every frame it reads the coach mark
from the screen (the texts drawn on the canvas) and does only what that mark asks:
Next when a Next button is drawn, the step's move when the step asks for one. It
counts the steps it saw; it must see every step, in order, each one on screen until
it acted on it, and a step never shows while the scores are still moving (a step
about a score change comes with the change)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

import pytest

from game.tutorials.runner import ANY, opponent_move
from game.tutorials.script import load_script
from game.ui.kit import text
from game.ui.play.tutorial import prepare
from game.ui.scenes.play import PlayScene

GAMES = ["akropolis", "capital", "ginkgopolis"]
#: a guard against a stuck tutorial (frames, not seconds)
MAX_FRAMES = 60_000
TITLE = re.compile(r"step (\d+) of (\d+)$")


@dataclass
class Seen:
    """What the learner saw: step numbers in the order they appeared on screen."""

    order: list[int] = field(default_factory=list)
    #: steps that ended while the learner had not acted on them (skipped)
    unread: list[int] = field(default_factory=list)
    #: steps drawn while the score track was still moving to new scores
    early: list[int] = field(default_factory=list)
    #: the texts drawn, in order, in the first frame each step was on screen
    words: dict[int, list[str]] = field(default_factory=dict)


def _read(app) -> tuple[int | None, list[str]]:
    """One frame, recorded: the coach's step number on screen and every text drawn."""
    text.start_recording(app.canvas)
    try:
        app.frame(1 / 60, [], logical=True)
    finally:
        rec = text.stop_recording()
    labels = [m.label for m in rec.marks if m.kind == "text"] if rec else []
    for label in labels:
        found = TITLE.search(label)
        if found:
            return int(found.group(1)), labels
    return None, labels


def learn(harness, game: str, choose) -> Seen:
    """Play ``game``'s tutorial as a learner; ``choose(state)`` picks for "any" steps."""
    app = harness.app
    session, tutorial = prepare(game, resume=False, remember=False)
    play = PlayScene(app, session, tutorial=tutorial)
    app.reset(play)
    runner = tutorial.runner
    seen = Seen()
    acted_on: int | None = None  # the step the learner last acted on
    shown_index: int | None = None
    for _ in range(MAX_FRAMES):
        if app.stack.top is not play:  # a hand-off or dialog would have to go by
            harness.frame()
            continue
        number, labels = _read(app)
        index = runner.index
        if index != shown_index:
            if shown_index is not None and acted_on != shown_index:
                seen.unread.append(shown_index + 1)
            shown_index = index
        if runner.finished:
            break
        if number is None:
            continue  # nothing to read yet: a move is being shown
        seen.words.setdefault(number, labels)
        if not seen.order or seen.order[-1] != number:
            seen.order.append(number)
            if play.track.moving():
                seen.early.append(number)
        button = tutorial.coach.next_button
        step = runner.step
        assert step is not None and number == index + 1
        if button.visible and button.label in labels:  # the coach asks for Next
            acted_on = index
            harness.click(button.rect.center)
            continue
        seat = play.state.current_player
        if seat != runner.human or play.human_seat != seat or play.animating:
            continue  # the mark stays up while the opponent's move is shown
        if step.kind == "do":
            if step.action == ANY:
                action = choose(play.state)
            else:
                action = next(a for a in play.state.legal_actions()
                              if " ".join(str(a).split()) == step.action)
            acted_on = index
            assert play.submit(action), f"step {number}: the move it asked for was refused"
        elif step.kind == "watch":
            # a read watch step lets a pending decision of the learner's own go on
            assert play.submit(choose(play.state))
    assert runner.finished and not runner.skipped, f"stuck at step {runner.index + 1}"
    return seen


def _random_learner(seed: int):
    rng = random.Random(seed)
    return lambda state: rng.choice(state.legal_actions())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("who", ["scripted", "random 0", "random 1"])
def test_the_learner_sees_every_step_in_order(harness, game, who):
    """Random learners 0 and 1 win and lose Capital's first milestone (both cases)."""
    choose = opponent_move if who == "scripted" else _random_learner(int(who.split()[1]))
    seen = learn(harness, game, choose)
    steps = len(load_script(game).steps)
    assert seen.order == list(range(1, steps + 1))
    assert seen.unread == []
    assert seen.early == []
    if game == "capital" and who != "scripted":
        _era_end_words_follow_the_milestone(seen, won=who == "random 0")


def _era_end_words_follow_the_milestone(seen: Seen, won: bool) -> None:
    """Capital's step after the first era says you won the milestone only when you did."""
    script = load_script("capital")
    step = next(i for i, s in enumerate(script.steps) if s.kind == "do" and s.cases) + 1
    said = " ".join(seen.words[step])
    assert ("You won this era's milestone!" in said) == won
    assert ("income was paid" in said) == (not won)

