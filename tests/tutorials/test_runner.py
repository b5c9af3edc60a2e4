"""The tutorial state machine: what each step lets happen, scoring words, skip."""

from __future__ import annotations

from game.tutorials.runner import REFUSED, TutorialRunner, new_state, opponent_move
from game.tutorials.script import parse_script


def _script():
    data = {"game": "akropolis", "title": "T", "deal": {"players": 2, "seed": 11},
            "step": [
                {"kind": "explain", "text": "Hello."},
                {"kind": "do", "text": "Take the free tile.", "action": "any"},
                {"kind": "explain", "text": "You gained {gained}; you have {score}."},
                {"kind": "watch", "text": "Basil plays."},
                {"kind": "summary", "text": "Bye, {their_score}."},
            ]}
    return parse_script(data, "t.toml", "akropolis")


def test_steps_gate_actions_and_the_opponent():
    script = _script()
    state = new_state(script)
    runner = TutorialRunner(script)
    action = state.legal_actions()[0]
    assert runner.needs_next() and not runner.allows(0, action)
    assert not runner.opponent_may_move()
    runner.next()
    assert runner.allows(0, action) and runner.opponent_may_move()
    before = state.clone()
    state.apply(action)
    runner.applied(0, action, before, state)
    assert runner.index == 2
    gained = state.scores()[0] - before.scores()[0]
    assert runner.text(state) == f"You gained {gained}; you have {state.scores()[0]}."
    assert not runner.opponent_may_move()
    runner.next()
    assert runner.step.kind == "watch"
    # the watch step talks about Basil's move: he waits until the learner has read it
    assert runner.needs_next() and not runner.opponent_may_move()
    runner.next(state)
    assert runner.index == 3 and not runner.needs_next() and runner.opponent_may_move()
    before = state.clone()
    reply = opponent_move(state)
    state.apply(reply)
    runner.applied(1, reply, before, state)
    assert runner.step.kind == "summary"
    assert runner.text(state) == f"Bye, {state.scores()[1]}."
    runner.next()
    assert runner.finished and not runner.skipped
    assert runner.allows(0, state.legal_actions()[0])
    assert [seat for seat, _ in runner.moves] == [0, 1]


def test_exact_action_refuses_others_and_skip_frees_everything():
    script = _script()
    state = new_state(script)
    legal = state.legal_actions()
    data = {"game": "akropolis", "title": "T", "deal": {"players": 2, "seed": 11},
            "step": [{"kind": "do", "text": "This one.", "action": str(legal[3])},
                     {"kind": "summary", "text": "Bye."}]}
    runner = TutorialRunner(parse_script(data, "t.toml", "akropolis"))
    assert runner.allows(0, legal[3])
    assert not runner.allows(0, legal[0])
    assert runner.allows(1, legal[0])  # the opponent is never gated by the learner's step
    changes = []
    runner.on_change = changes.append
    runner.skip()
    assert runner.finished and runner.skipped and changes
    assert runner.allows(0, legal[0])
    assert REFUSED and "_" not in REFUSED


def test_opponent_policy_is_deterministic():
    script = _script()
    one, two = new_state(script), new_state(script)
    for _ in range(4):
        a, b = opponent_move(one), opponent_move(two)
        assert str(a) == str(b)
        one.apply(a)
        two.apply(b)


def test_a_watch_step_read_after_the_opponent_moved_ends_on_next():
    """Resumed on a watch step whose opponent already moved: Next ends it at once."""
    script = _script()
    state = new_state(script)
    runner = TutorialRunner(script, index=3)
    action = state.legal_actions()[0]
    state.apply(action)
    runner.moves = [(0, str(action))]
    reply = opponent_move(state)
    state.apply(reply)
    runner.moves.append((1, str(reply)))
    runner.resumed(state)
    runner.poll(state)
    assert runner.index == 3  # not read yet: it stays
    runner.next(state)
    assert runner.step.kind == "summary"
