"""An unusable data or config folder is a notice, not a crash (issue 27, item 5).

For each way a folder can be unusable (a file in its place, a link to nothing, a file
above it, a read-only file system) the title says once what is wrong and where; New
game and Learn to play still work, unsaved, and the play screen says so; a finished
game, the Replays list and the options screen work; the settings are the defaults.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import paths
from game.ui.play.session import GameSession, Seat
from game.ui.play.tutorial import start_tutorial
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from game.ui.shell import settings
from tests.engine.folders import KINDS, spoil


def _home(tmp_path: Path, monkeypatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("POLIS_HOME", str(home))
    return home


@pytest.mark.parametrize("kind", KINDS)
def test_the_title_says_once_what_is_wrong_and_where(kind, harness, tmp_path, monkeypatch):
    folder = spoil(_home(tmp_path, monkeypatch), "data", kind, monkeypatch)
    h = harness
    title = TitleScene(h.app, attract=False)
    h.app.push(title)
    h.frames(2)
    said = [line for line in title.warnings if line.startswith("The data folder")]
    assert len(said) == 1 and str(folder) in said[0], title.warnings
    assert "your games cannot be saved" in said[0]
    h.app.router.push("options")
    h.frames(2)
    h.app.pop()
    title.enter()  # back on the title: said once is enough
    assert not [line for line in title.warnings if line.startswith("The data folder")]


@pytest.mark.parametrize("kind", KINDS)
def test_new_game_plays_unsaved_and_the_screen_says_so(kind, harness, tmp_path, monkeypatch):
    folder = spoil(_home(tmp_path, monkeypatch), "data", kind, monkeypatch)
    h = harness
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(2)
    h.top.new_game()
    h.frames(3)
    assert h.top.name == "setup"
    h.top.start()
    h.frames(5)
    play = h.top
    assert isinstance(play, PlayScene) and play.session.journal is None
    assert play.toast.startswith("This game is not being saved")
    assert str(folder) in play.toast
    rng = random.Random(3)
    for _ in range(4):  # the human and the AI play on; each move says it again
        while play.session.state.current_player is not None \
                and play.session.seats[play.session.state.current_player].is_ai:
            h.frames(5)
        play.submit(rng.choice(play.session.state.legal_actions()))
        h.frames(3)
    assert len(play.session.record.actions) >= 4
    assert h.top is play and play.toast.startswith("This game is not being saved")


@pytest.mark.parametrize("kind", KINDS)
def test_learn_to_play_works_and_says_its_place_is_not_kept(kind, harness, tmp_path,
                                                            monkeypatch):
    spoil(_home(tmp_path, monkeypatch), "data", kind, monkeypatch)
    h = harness
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(2)
    assert start_tutorial(h.app, "akropolis")
    h.frames(3)
    play = h.top
    assert isinstance(play, PlayScene) and play.tutorial is not None
    assert play.toast.startswith("Your place in this tutorial is not being saved")
    play.tutorial.next()  # its progress cannot be written: no exception
    h.frames(3)
    assert h.top is play


@pytest.mark.parametrize("kind", KINDS)
def test_a_finished_game_the_replays_and_options_work(kind, harness, tmp_path, monkeypatch):
    folder = spoil(_home(tmp_path, monkeypatch), "data", kind, monkeypatch)
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    session = GameSession.new("akropolis", table, 5, {})
    rng = random.Random(5)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    assert session.finish() is None and session.save_problem
    h.app.router.push("results", session=session)
    h.frames(5)
    assert h.top.name == "results"
    h.app.router.push("replays")
    h.frames(3)
    assert h.top.name == "replays" and h.top.rows() == []
    assert h.top.message.startswith("Your finished games cannot be listed: the data folder")
    assert str(folder) in h.top.message
    h.app.router.push("options")
    h.frames(3)
    assert h.top.name == "options"


@pytest.mark.parametrize("kind", KINDS)
def test_an_unusable_config_folder_means_the_default_settings(kind, tmp_path, monkeypatch):
    folder = spoil(_home(tmp_path, monkeypatch), "config", kind, monkeypatch)
    options = settings.load()
    assert options.as_table() == settings.Options().as_table()
    problems = settings.save(settings.Options(volume=0.2))
    assert len(problems) == 1 and "settings.toml" in problems[0]
    (line,) = [p for p in paths.folder_problems() if p.startswith("The config folder")]
    assert str(folder) in line and line.endswith("your settings cannot be saved.")


def test_the_app_starts_with_both_folders_unusable(tmp_path, monkeypatch):
    from game.ui.shell.app import App
    from game.ui.shell.harness import Harness

    home = _home(tmp_path, monkeypatch)
    spoil(home, "data", "file", monkeypatch)
    spoil(home, "config", "file", monkeypatch)
    h = Harness(App(headless=True))
    try:
        h.app.router.go("title")
        h.frames(3)
        assert h.top.name == "title"
        lines = h.top.warnings
        assert sum(line.startswith(("The data folder", "The config folder")) for line in lines) == 2
    finally:
        h.close()
