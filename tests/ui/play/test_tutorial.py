"""The guided first game on screen: autoplay through the real app, the coach's gating,
Skip, resume, and every named element found on each game's board."""

from __future__ import annotations

import json

import pygame
import pytest

from game import tutorial_cli
from game.cli import OneLineParser
from game.tutorials.script import load_script
from game.ui.kit import text
from game.ui.play.tutorial import prepare, start_tutorial
from game.ui.scenes.play import PlayScene
from tests.ui.layout import problems

GAMES = ["akropolis", "capital", "ginkgopolis"]



def _run_cli(argv):
    parser = OneLineParser(prog="polis tutorial")
    tutorial_cli.add_arguments(parser)
    return tutorial_cli.run(parser.parse_args(argv))


@pytest.mark.parametrize("game", GAMES)
def test_autoplay_completes_every_step(game, capsys):
    code = _run_cli(["--game", game, "--headless", "--autoplay", "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    assert len(out) == 1
    result = json.loads(out[0])
    assert result == {"game": game, "steps": len(load_script(game).steps), "completed": True}


@pytest.mark.parametrize("argv", [["--game", "chess"], [], ["--game", "capital", "--frames", "0"]])
def test_bad_arguments_exit_2_with_one_line(argv, capsys):
    with pytest.raises(SystemExit) as info:
        _run_cli(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1


def test_headless_or_json_without_autoplay_is_refused(capsys):
    assert _run_cli(["--game", "capital", "--headless"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_pause_offers_to_start_again(harness):
    from game.ui.scenes.pause import PauseScene

    scene = _tutorial_scene(harness, "akropolis")
    harness.click(scene.tutorial.coach.next_button.rect.center)
    assert scene.tutorial.runner.index == 1
    pause = PauseScene(harness.app, scene)
    labels = [w.label for w in pause.widgets.widgets]
    assert "Leave (resume later)" in labels and "Start the tutorial again" in labels
    harness.app.push(pause)
    harness.frames(2)
    again = pause.widgets.widgets[labels.index("Start the tutorial again")]
    harness.click(again.rect.center)
    harness.frames(2)
    assert isinstance(harness.top, PlayScene) and harness.top is not scene
    assert harness.top.tutorial.runner.index == 0


@pytest.mark.parametrize("game", GAMES)
def test_every_pointed_element_is_found(game):
    missing: list = []
    untidy: list = []

    def look(app, tutorial):
        element = tutorial.runner.element(tutorial.play.state)
        if element != "none" and tutorial.play.board.element_rect(element) is None:
            missing.append((tutorial.runner.index + 1, element))
        box = tutorial.coach.box
        assert app.canvas.get_rect().contains(box)
        text.start_recording(app.canvas)
        try:
            app.frame(1 / 60, [], logical=True)
        finally:
            rec = text.stop_recording()
        near = [m for m in rec.marks if m.rect.colliderect(box)]
        untidy.extend(problems(near))

    result = tutorial_cli.autoplay(game, shots=look)
    assert result["completed"]
    assert missing == []
    assert untidy == []  # the coach's words stay in its panel and never overlap


def _tutorial_scene(harness, game):
    assert start_tutorial(harness.app, game)
    harness.frames(3)
    scene = harness.top
    assert isinstance(scene, PlayScene) and scene.tutorial is not None
    return scene


def test_start_from_the_title_replaces_it(harness):
    from game.ui.scenes.title import TitleScene

    harness.app.push(TitleScene(harness.app, attract=False))
    harness.frames(2)
    assert start_tutorial(harness.app, "capital")
    harness.frames(2)
    assert isinstance(harness.top, PlayScene) and harness.top.tutorial is not None
    assert not start_tutorial(harness.app, "no-such-game")


def test_wrong_actions_are_refused_gently(harness):
    scene = _tutorial_scene(harness, "ginkgopolis")
    tutorial = scene.tutorial
    assert tutorial.runner.needs_next()
    legal = scene.state.legal_actions()
    assert not scene.submit(legal[0])  # an explain step: nothing may be played yet
    assert scene.toast == tutorial.refused
    for _ in range(4):  # to the first draft pick (an exact move)
        harness.click(tutorial.coach.next_button.rect.center)
    step = tutorial.runner.step
    assert step.kind == "do" and step.action == "pick C8"
    other = next(a for a in scene.state.legal_actions() if str(a) != "pick C8")
    assert not scene.submit(other)
    assert len(scene.state.history) == 0
    wanted = next(a for a in scene.state.legal_actions() if str(a) == "pick C8")
    assert scene.submit(wanted)
    assert tutorial.runner.index == 5


def test_undo_is_off_during_the_tutorial(harness):
    scene = _tutorial_scene(harness, "akropolis")
    scene.undo()
    assert "guided" in scene.toast


def test_skip_turns_it_into_a_normal_game(harness):
    scene = _tutorial_scene(harness, "akropolis")
    harness.click(scene.tutorial.coach.skip_button.rect.center)
    assert scene.tutorial.finished and scene.tutorial.runner.skipped
    action = scene.state.legal_actions()[0]
    assert scene.submit(action)
    assert harness.until(lambda: scene.state.current_player == 0, 600)  # the AI replied


def test_progress_resumes_where_it_was_left(harness):
    scene = _tutorial_scene(harness, "capital")
    tutorial = scene.tutorial
    for _ in range(3):
        harness.click(tutorial.coach.next_button.rect.center)
    assert scene.submit(scene.state.legal_actions()[0])  # the first pick
    assert harness.until(tutorial.on_screen, 600)
    assert tutorial.runner.index == 4 and scene.state.current_player != 0
    harness.frames(30)
    assert tutorial.runner.index == 4  # Basil waits until you have read the watch step
    harness.click(tutorial.coach.next_button.rect.center)
    assert harness.until(lambda: tutorial.runner.index == 5, 600)  # Basil picked
    history = [str(a) for a in scene.state.history]
    session, again = prepare("capital")
    assert again.runner.index == 5
    assert [str(a) for a in session.state.history] == history
    fresh, restart = prepare("capital", resume=False)
    assert restart.runner.index == 0 and not fresh.state.history


def test_damaged_progress_starts_over():
    from game.tutorials import progress

    progress.save("akropolis", progress.Progress(4, [(0, "take 7 at 9,9 rot 0")]))
    session, tutorial = prepare("akropolis")
    assert tutorial.runner.index == 0 and not session.state.history
    assert tutorial.notice == progress.CHANGED  # saved without this script's version


def test_progress_that_does_not_fit_says_so_on_screen(harness):
    from game.tutorials import progress

    script = load_script("ginkgopolis")
    progress.save("ginkgopolis", progress.Progress(6, [], False,
                                                   progress.script_version(script)))
    assert start_tutorial(harness.app, "ginkgopolis")
    harness.frames(3)
    scene = harness.top
    assert isinstance(scene, PlayScene) and scene.tutorial.runner.index == 0
    assert scene.toast == progress.DAMAGED


def _to_first_do_step(harness, scene):
    tutorial = scene.tutorial
    while tutorial.runner.step.kind != "do":
        harness.click(tutorial.coach.next_button.rect.center)
    harness.frames(5)


def test_the_first_steps_are_done_with_the_mouse_akropolis(harness):
    scene = _tutorial_scene(harness, "akropolis")
    _to_first_do_step(harness, scene)
    board = scene.board
    start = scene.tutorial.runner.index
    harness.click(board.site_slot(0).center)  # take the free tile
    assert board.selected == 0 and board.candidates
    spot = tuple(int(v) for v in board.candidate_screen(board.candidates[0]))
    harness.click(spot)  # hold it there
    assert board.locked and board.ghost is not None
    harness.click(tuple(int(v) for v in board.candidate_screen(board.ghost)))  # build it
    assert harness.until(lambda: scene.tutorial.runner.index > start, 300)
    assert scene.state.history[0][0] == 0


def test_the_first_steps_are_done_with_the_mouse_capital(harness):
    scene = _tutorial_scene(harness, "capital")
    _to_first_do_step(harness, scene)
    start = scene.tutorial.runner.index
    card = scene.board.card_rect(0).center
    harness.click(card)
    harness.click(card)  # a second click picks it
    assert harness.until(lambda: scene.tutorial.runner.index > start, 300)


def test_the_first_steps_are_done_with_the_mouse_ginkgopolis(harness):
    from game.ui.ginkgopolis import strip

    scene = _tutorial_scene(harness, "ginkgopolis")
    _to_first_do_step(harness, scene)
    start = scene.tutorial.runner.index
    cards = strip.card_rects(4)
    harness.click(cards[1].center)  # not the character the coach names
    harness.click(cards[1].center)
    assert scene.tutorial.runner.index == start and not scene.state.history
    assert scene.toast == scene.tutorial.refused
    harness.click(cards[0].center)  # the Festival Curator, as the coach says
    harness.click(cards[0].center)
    assert harness.until(lambda: scene.tutorial.runner.index > start, 300)
    assert str(scene.state.history[0][1]) == "pick C8"


def test_learn_to_play_shows_how_far_you_got(harness):
    from game.tutorials import progress
    from game.ui.play.tutorial import progress_line
    from game.ui.scenes.title import LearnDialog

    total = len(load_script("capital").steps)
    assert progress_line("capital") == "not started"
    progress.save("capital", progress.Progress(5, [(0, "pick I-01")]))
    assert progress_line("capital") == f"5 of {total} steps done"
    progress.save("capital", progress.Progress(7, [(0, "pick I-01")], done=True))
    assert progress_line("capital") == f"skipped after 7 of {total} steps"
    progress.save("capital", progress.Progress(total, [], done=True))
    assert progress_line("capital") == f"all {total} steps done"
    assert progress_line("no-such-game") == ""
    dialog = LearnDialog(harness.app)
    harness.app.push(dialog)
    text.start_recording(harness.app.canvas)
    try:
        harness.frame()
    finally:
        rec = text.stop_recording()
    shown = [m.label for m in rec.marks if m.kind == "text"]
    assert f"all {total} steps done" in shown and "not started" in shown
    assert problems(rec.marks) == []


def test_progress_is_saved_as_you_go_and_shown(harness):
    from game.ui.play.tutorial import progress_line

    scene = _tutorial_scene(harness, "akropolis")
    for _ in range(2):
        harness.click(scene.tutorial.coach.next_button.rect.center)
    total = len(load_script("akropolis").steps)
    assert progress_line("akropolis") == f"2 of {total} steps done"


def test_quit_on_the_title_asks_as_esc_does(harness):
    from game.ui.scenes.title import QuitDialog, TitleScene

    title = TitleScene(harness.app, attract=False)
    harness.app.push(title)
    harness.frames(2)
    harness.click(title.quit_button.rect.center)
    harness.frames(1)
    assert harness.app.running and isinstance(harness.top, QuitDialog)
    harness.key(pygame.K_ESCAPE)
    harness.frames(1)
    assert harness.top is title and harness.app.running


def test_a_step_can_say_what_you_did_in_the_move_logs_words(harness):
    scene = _tutorial_scene(harness, "capital")
    tutorial = scene.tutorial
    assert tutorial.you_did() == ""
    assert tutorial.runner.text(scene.state, "").startswith("Welcome")
    for _ in range(3):
        harness.click(tutorial.coach.next_button.rect.center)
    assert scene.submit(scene.state.legal_actions()[0])
    said = tutorial.you_did()
    assert said.startswith("You ") and said == scene.moments.words[-1].text
    from dataclasses import replace

    from game.tutorials.script import Step

    step = Step("explain", "{you_did}. Well done.")
    tutorial.runner.script = replace(tutorial.runner.script,
                                     steps=(*tutorial.runner.script.steps[:4], step,
                                            *tutorial.runner.script.steps[5:]))
    assert tutorial.runner.text(scene.state, said) == f"{said.rstrip('.')}. Well done."
    assert tutorial.runner.text(scene.state) == "You made your move. Well done."
