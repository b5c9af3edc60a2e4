"""Saved tutorial progress: round trip, atomic file, any damage means starting over."""

from __future__ import annotations

import pytest

from game.tutorials import progress


def test_round_trip_keeps_other_games():
    progress.save("akropolis", progress.Progress(3, [(0, 'take 0 at -3,0 rot 1'),
                                                     (1, 'say "hi" \\ there')]))
    progress.save("capital", progress.Progress(1, [(0, "pick I-01")], done=True))
    got = progress.load("akropolis")
    assert got.step == 3 and got.moves[1] == (1, 'say "hi" \\ there') and not got.done
    assert progress.load("capital").done
    progress.save("akropolis", None)
    assert progress.load("akropolis") == progress.Progress()
    assert progress.load("capital").step == 1


@pytest.mark.parametrize("content", [
    b"\x00\xff garbage",
    b"[akropolis]\nstep = -4\n",
    b"[akropolis]\nstep = 2\nmoves = [[0]]\n",
    b"[akropolis]\nstep = 2\nmoves = [[true, \"x\"]]\n",
    b"[akropolis]\nstep = \"two\"\n",
    b"akropolis = 5\n",
    b"[akropolis]\nstep = 99999999999999999999\n",
])
def test_damaged_file_means_start_over(content):
    progress.progress_path().write_bytes(content)
    assert progress.load("akropolis") == progress.Progress()
    progress.save("akropolis", progress.Progress(1))  # and saving over it works
    assert progress.load("akropolis").step == 1


def test_a_folder_in_the_way_is_not_a_crash():
    path = progress.progress_path()
    path.mkdir()
    assert progress.load("akropolis") == progress.Progress()
    progress.save("akropolis", progress.Progress(2))  # cannot write: ignored, no exception


# -- progress tied to the script (issue 27, item 7) -------------------------------------
from dataclasses import replace  # noqa: E402

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game.tutorials.runner import TutorialRunner, new_state, opponent_move  # noqa: E402
from game.tutorials.script import ANY, load_script  # noqa: E402

GAMES = ("akropolis", "capital", "ginkgopolis")


def _snapshots(script, most: int = 60) -> list[progress.Progress]:
    """Every saved progress a learner following the script produces, in order."""
    runner = TutorialRunner(script)
    state = new_state(script)
    version = progress.script_version(script)
    snaps: list[progress.Progress] = []
    runner.on_change = lambda r: snaps.append(
        progress.Progress(r.index, list(r.moves), r.finished, version))
    while not runner.finished and len(snaps) < most:
        step = runner.step
        if runner.needs_next():
            runner.next(state)
            continue
        seat = state.current_player
        if seat != script.human or step.kind == "watch" or step.action == ANY:
            action = opponent_move(state)
        else:
            action = {" ".join(str(a).split()): a for a in state.legal_actions()}[step.action]
        before = state.clone()
        state.apply(action)
        runner.applied(seat, action, before, state)
    return [snap for snap in snaps if not snap.done]


@pytest.mark.parametrize("game", GAMES)
def test_every_saved_place_of_a_real_tutorial_replays_to_its_step(game):
    script = load_script(game)
    snaps = _snapshots(script)
    assert len(snaps) > 5
    for snap in snaps:
        progress.save(game, snap)
        restored = progress.restore(script)
        assert restored.notice == "", (snap.step, len(snap.moves))
        assert restored.runner.index == snap.step
        assert restored.runner.moves == snap.moves
        assert restored.state.history == _played(script, snap.moves).history


def test_a_changed_script_starts_over_with_a_notice():
    script = load_script("akropolis")
    snap = _snapshots(script)[4]
    progress.save("akropolis", replace(snap, version="0123456789abcdef"))
    restored = progress.restore(script)
    assert restored.notice == progress.CHANGED
    assert restored.runner.index == 0 and restored.runner.moves == []
    assert restored.state.history == []


def test_an_old_entry_without_a_version_starts_over_with_a_notice():
    script = load_script("akropolis")
    snap = _snapshots(script)[4]
    progress.progress_path().write_text(
        f"[akropolis]\nstep = {snap.step}\nmoves = {[list(m) for m in snap.moves]!r}\n"
        .replace("(", "[").replace(")", "]").replace("'", '"'))
    assert progress.restore(script).notice == progress.CHANGED


@pytest.mark.parametrize("game", GAMES)
def test_a_step_that_does_not_fit_its_moves_starts_over(game):
    """The Ginkgopolis learner once faced a step that could not be done: a saved step
    that its moves do not lead to is refused, whichever way it is off."""
    script = load_script(game)
    snaps = [s for s in _snapshots(script) if s.moves]
    for snap in (snaps[0], snaps[len(snaps) // 2], snaps[-1]):
        for step in (snap.step + 1, snap.step - 1, snap.step + 3, 0):
            if step < 0 or step == snap.step:
                continue
            if any(s.step == step and s.moves == snap.moves for s in snaps):
                continue  # an explain step after the same moves is a real place
            progress.save(game, replace(snap, step=step))
            restored = progress.restore(script)
            assert restored.notice == progress.DAMAGED, (snap.step, step)
            assert restored.runner.index == 0 and restored.state.history == []


def test_moves_that_do_not_replay_start_over():
    script = load_script("akropolis")
    snap = [s for s in _snapshots(script) if len(s.moves) >= 3][0]
    seat, text = snap.moves[0]
    bad = [
        replace(snap, moves=[(seat, "no such move"), *snap.moves[1:]]),
        replace(snap, moves=[(1 - seat, text), *snap.moves[1:]]),  # out of turn
        replace(snap, moves=snap.moves[1:]),
        replace(snap, moves=[*snap.moves, snap.moves[-1]]),
    ]
    for entry in bad:
        progress.save("akropolis", entry)
        assert progress.restore(script).notice == progress.DAMAGED


def test_a_damaged_entry_starts_over_with_a_notice_and_none_without():
    script = load_script("akropolis")
    assert progress.restore(script).notice == ""  # never started
    progress.progress_path().write_text('[akropolis]\nstep = "two"\n')
    assert progress.restore(script).notice == progress.DAMAGED
    progress.save("akropolis", progress.Progress(2, done=True))
    assert progress.restore(script).notice == ""  # a finished tutorial simply restarts


def test_the_game_a_ui_session_rebuilds_matches_the_restored_one():
    from game.ui.play.tutorial import prepare

    script = load_script("ginkgopolis")
    snap = _snapshots(script)[-1]
    progress.save("ginkgopolis", snap)
    session, tutorial = prepare("ginkgopolis")
    assert tutorial.notice == "" and tutorial.runner.index == snap.step
    assert [a.text for a in session.record.actions] == [m for _s, m in snap.moves]
    progress.save("ginkgopolis", replace(snap, step=snap.step + 2))
    session, tutorial = prepare("ginkgopolis")
    assert tutorial.notice == progress.DAMAGED and session.record.actions == []


def _played(script, moves):
    from game import rules

    state = new_state(script)
    for _seat, text in moves:
        state.apply(rules.get(script.game).parse_action(state, text))
    return state


_SNAPS: dict[str, list] = {}


def _cached(game: str):
    if game not in _SNAPS:
        _SNAPS[game] = _snapshots(load_script(game), 40)
    return _SNAPS[game]


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(GAMES), pick=st.integers(0, 10_000), cut=st.integers(0, 40),
       step=st.integers(0, 60), junk=st.text(max_size=12), seat=st.integers(0, 7),
       mode=st.sampled_from(["cut", "step", "insert", "seat"]))
def test_fuzzed_progress_either_replays_to_a_doable_step_or_starts_over(
        game, pick, cut, step, junk, seat, mode):
    script = load_script(game)
    snaps = _cached(game)
    snap = snaps[pick % len(snaps)]
    moves = list(snap.moves)
    if mode == "cut":
        moves = moves[: cut % (len(moves) + 1)]
    elif mode == "step":
        snap = replace(snap, step=step)
    elif mode == "insert" and junk:
        moves.insert(cut % (len(moves) + 1), (seat, junk))
    elif mode == "seat" and moves:
        i = cut % len(moves)
        moves[i] = (seat, moves[i][1])
    entry = replace(snap, moves=moves)
    progress.save(game, entry)
    restored = progress.restore(script)
    if restored.notice:
        assert restored.runner.index == 0 and restored.state.history == []
    else:
        assert restored.runner.index == entry.step
        assert [m for _s, m in restored.runner.moves] == [m for _s, m in entry.moves]
        assert restored.runner.step is not None
