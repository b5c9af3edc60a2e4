"""The scene router: every registered scene builds by name with its usual arguments and
draws headless; push / replace / go move the stack as they say."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.ui.play.moments import Moments
from game.ui.scenes import SCENE_CLASSES, SCENES
from game.ui.shell.scene import Scene
from tests.ui.layout import players, record_frame, session_after


def _play(app) -> dict[str, Any]:
    return {"session": session_after("akropolis", 2, 4)}


def _pause(app) -> dict[str, Any]:
    play = app.router.push("play", session=session_after("capital", 2, 4))
    return {"play": play}


def _moments() -> Moments:
    return Moments.of_session(session_after("ginkgopolis", players("ginkgopolis", 3), 10))


#: each scene name -> its usual keyword arguments (made on the harness's app)
USUAL_ARGS: dict[str, Callable[[Any], dict[str, Any]]] = {
    "title": lambda app: {},
    "quit": lambda app: {},
    "learn": lambda app: {},
    "setup": lambda app: {"game": "capital"},
    "play": _play,
    "still": lambda app: {"moments": _moments(), "number": 4},
    "handoff": lambda app: {"player": "Zoe", "colour": (230, 159, 0)},
    "pause": _pause,
    "rules": lambda app: {"game": "akropolis"},
    "options": lambda app: {},
    "results": lambda app: {"session": session_after("akropolis", 2, None)},
    "replays": lambda app: {},
    "replay": lambda app: {"moments": _moments(), "start": 3, "title": "Replay"},
    "crash": lambda app: {"message": "a test failure", "report": "", "game_kept": True},
    "continue": lambda app: {},
    "review": lambda app: {"moments": _moments(), "start_job": False},
    "tutor": _pause,
    "arcade": lambda app: {},
}


def test_every_registered_scene_has_usual_arguments_here():
    assert sorted(USUAL_ARGS) == sorted(SCENES)


def test_each_scene_is_registered_under_its_own_name():
    assert len(SCENES) == len(SCENE_CLASSES), "two scenes share a name"
    for name, factory in SCENES.items():
        assert getattr(factory, "name", None) == name


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_scene_builds_by_name_and_draws(harness, name):
    h = harness
    args = USUAL_ARGS[name](h.app)
    scene = h.app.router.push(name, **args)
    h.frames(3)
    assert h.top is scene and scene.name == name
    marks = record_frame(h)
    assert sum(m.kind == "text" for m in marks) >= 1, "the scene drew its words"


def test_an_unknown_name_says_which_names_exist(harness):
    with pytest.raises(KeyError, match="no scene named 'nowhere'.*title"):
        harness.app.router.make("nowhere")


def test_push_replace_and_go_move_the_stack(harness):
    app = harness.app
    title = app.router.push("title", attract=False)
    setup = app.router.push("setup", game="akropolis")
    assert app.stack.scenes == [title, setup]
    options = app.router.replace("options")
    assert app.stack.scenes == [title, options]
    again = app.router.go("title", attract=False)
    assert app.stack.scenes == [again] and again is not title
    made = app.router.make("handoff", player="Ada", colour=(1, 2, 3))
    assert isinstance(made, Scene) and made not in app.stack.scenes


def test_scenes_reach_each_other_through_the_router(harness):
    """Title -> setup -> play -> pause -> title, each step asked by name."""
    h = harness
    title = h.app.router.push("title", attract=False)
    title.new_game()
    h.frames(2)
    assert h.top.name == "setup"
    h.top.start()
    h.frames(2)
    play = h.top
    assert play.name == "play" and h.app.stack.scenes == [title, play]
    h.key(pygame.K_ESCAPE)
    assert h.top.name == "pause" and h.top.play is play
    h.top._save_quit()
    h.frames(2)
    assert [s.name for s in h.app.stack.scenes] == ["title"]
