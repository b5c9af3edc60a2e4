"""The new-game screen remembers the last table per game; a damaged file gives defaults."""

from __future__ import annotations

import pytest

from game.ui.play import setup_memory
from game.ui.scenes.setup import SetupScene, level_note, option_note


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POLIS_HOME", str(tmp_path / "home"))


def test_save_then_load_round_trips_each_game_separately():
    seats = [{"name": 'Zoé "Z", 1', "colour": "sky", "kind": "human", "level": "easy"},
             {"name": "Bot", "colour": "green", "kind": "ai", "level": "hard"}]
    setup_memory.save("akropolis", setup_memory.Remembered(2, seats, {"variants": ["house"],
                                                                       "lake": "enclosed-area",
                                                                       "long_game": True}))
    setup_memory.save("capital", setup_memory.Remembered(3, seats[:1], {}))
    got = setup_memory.load("akropolis")
    assert got.players == 2 and got.seats == seats
    assert got.options == {"variants": ["house"], "lake": "enclosed-area", "long_game": True}
    assert setup_memory.load("capital").players == 3
    assert setup_memory.load("ginkgopolis") == setup_memory.Remembered()


@pytest.mark.parametrize("content", [
    b"\x00\xff garbage", b"[akropolis]\nplayers = 'two'\n", b"akropolis = 3\n",
    b"[akropolis]\n[[akropolis.seats]]\nname = 5\n", b"[akropolis\n", b"",
])
def test_a_damaged_file_gives_the_defaults(content):
    setup_memory.path().write_bytes(content)
    got = setup_memory.load("akropolis")
    assert got.seats == [] and got.players is None


def test_setup_scene_recalls_the_last_table(harness):
    h = harness
    setup = SetupScene(h.app, "akropolis")
    h.app.push(setup)
    h.frames(2)
    setup.players = 3
    setup._build()
    setup.seats[1].level = "hard"
    setup.seats[0].name = "Mia"
    garden = next(j for j, s in enumerate(setup.specs) if s.member == "garden")
    setup.option_values[garden] = True
    setup.start()
    h.frames(2)
    again = SetupScene(h.app, "akropolis")
    assert again.players == 3
    assert again.seats[0].name == "Mia" and again.seats[1].level == "hard"
    assert again.option_values[garden] is True


def test_levels_and_options_have_descriptions():
    for level in ("beginner", "easy", "normal", "hard", "expert"):
        assert level_note(level).lower().startswith(level)
    assert "custom" in level_note("my-own-level")
    assert "custom" in level_note("my-own-level", "akropolis", 2)


def test_the_level_note_says_how_strong_the_ladder_measured_it(monkeypatch):
    from ai import level_strength

    table = {"capital": {"2": {"hard": {"below": "normal", "wins": 0.86, "games": 60}}}}
    monkeypatch.setattr(level_strength, "shipped", lambda: table)
    assert level_note("hard", "capital", 2) == (
        "Hard: thinks longer and punishes mistakes. It beats normal 9 games in 10.")
    assert level_note("hard", "capital", 3).endswith(
        "It beats normal 9 games in 10 (with 2 players).")
    assert level_note("hard", "akropolis", 2) == "Hard: thinks longer and punishes mistakes."
    from game.ui.table.game_view import view_of

    for game in ("akropolis", "ginkgopolis"):
        for spec in view_of(game).option_specs:
            assert option_note(game, spec.label), spec.label


def test_pointing_at_an_option_shows_its_description(harness):
    h = harness
    setup = SetupScene(h.app, "akropolis")
    h.app.push(setup)
    h.frames(2)
    choice, label = setup.option_choices[0]
    h.move(choice.rect.center)
    h.frames(30)
    assert setup.hover_tip == f"{label}\n{option_note('akropolis', label)}"


def test_new_game_opens_on_the_game_chosen_last(harness):
    h = harness
    assert SetupScene(h.app).game == "akropolis"  # nothing chosen yet: the first game
    setup = SetupScene(h.app)
    h.app.push(setup)
    h.frames(2)
    chooser = setup.widgets.widgets[0]
    while setup.game != "capital":  # choose Capital with the game chooser's arrow
        chooser.step(1)
    assert SetupScene(h.app).game == "capital"  # chosen, even before Start
    setup._set_game("ginkgopolis")
    setup.start()
    h.frames(2)
    assert SetupScene(h.app).game == "ginkgopolis"
    assert SetupScene(h.app, "akropolis").game == "akropolis"  # asked for by name
    assert setup_memory.load("ginkgopolis").players is not None  # the tables are kept


@pytest.mark.parametrize("content", [
    b"_last = 3\n", b"[_last]\ngame = 7\n", b"[_last]\ngame = '../x'\n", b"\x00",
])
def test_a_damaged_last_game_opens_on_the_first(harness, content):
    setup_memory.path().parent.mkdir(parents=True, exist_ok=True)
    setup_memory.path().write_bytes(content)
    assert SetupScene(harness.app).game == "akropolis"
    setup_memory.remember_game("capital")
    assert setup_memory.last_game() == "capital"
