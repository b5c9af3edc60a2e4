"""Every scene renders headless without error and draws a non-trivial picture."""

from __future__ import annotations

import pytest

from game import rules
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import non_trivial


def seats(n: int, kinds: str = "human,ai,ai,ai,ai") -> list[Seat]:
    colours = ["orange", "sky", "green", "yellow", "blue"]
    kinds_list = kinds.split(",")
    return [Seat(f"P{i + 1}", colours[i], kinds_list[i], "easy") for i in range(n)]


def finished(game: str, players: int) -> GameSession:
    """A session whose game was played to the end with random moves."""
    import random

    session = GameSession.new(game, seats(players), 5, {}, autosave=False)
    rng = random.Random(5)
    while not session.state.is_terminal():
        session.state.apply(rng.choice(session.state.legal_actions()))
    return session


def test_title_with_attract_mode(harness):
    h = harness
    h.app.push(TitleScene(h.app))
    h.frames(90)
    title = h.top
    assert title.attract is not None, "Akropolis is available: the attract game plays"
    assert len(title.attract.state.history) > 0, "the attract game made moves"
    assert non_trivial(h.app.canvas)


def test_attract_mode_cycles_through_the_games_with_new_deals(harness):
    from game.ui.scenes import title as title_mod

    h = harness
    h.app.push(TitleScene(h.app))
    h.frames(2)
    title = h.top
    shown = []
    for _ in range(4):
        shown.append((title.attract.session.game, title.attract.session.seed))
        title.attract_time = title_mod.ATTRACT_SECONDS
        h.frames(2)
    games = [g for g, _ in shown]
    assert games[:3] == list(title_mod.attract_games())[:3]
    assert games[3] == games[0] and shown[3][1] != shown[0][1], "a new deal each time round"
    h.frames(30)
    assert non_trivial(h.app.canvas)


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_setup_for_each_game(harness, game):
    h = harness
    h.app.push(SetupScene(h.app, game))
    h.frames(2)
    assert h.top.game == game
    assert non_trivial(h.app.canvas)


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_play_scene_renders_each_game(harness, game):
    h = harness
    counts = rules.get(game).player_counts
    n = 3 if 3 in counts else counts[0]
    h.app.push(PlayScene(h.app, GameSession.new(game, seats(n), 3, {}, autosave=False)))
    h.frames(20)
    assert non_trivial(h.app.canvas)


def test_overlays_render_over_play(harness):
    h = harness
    play = PlayScene(h.app, GameSession.new("akropolis", seats(2), 3, {}, autosave=False))
    h.app.push(play)
    h.frames(3)
    for make in (lambda: PauseScene(h.app, play), lambda: RulesScene(h.app, "akropolis"),
                 lambda: OptionsScene(h.app)):
        h.app.push(make())
        h.frames(20)
        assert non_trivial(h.app.canvas)
        h.app.pop()
        h.frames(2)
    assert h.top is play


def test_handoff_and_results_render(harness):
    h = harness
    h.app.push(HandoffScene(h.app, "Zoe", (230, 159, 0)))
    h.frames(3)
    assert non_trivial(h.app.canvas)
    h.app.replace(ResultsScene(h.app, finished("akropolis", 3)))
    h.frames(40)
    assert non_trivial(h.app.canvas)


def test_results_for_a_game_with_plain_breakdowns(harness):
    h = harness
    results = ResultsScene(h.app, finished("capital", 2))
    h.app.push(results)
    h.frames(5)
    assert results.categories
    assert non_trivial(h.app.canvas)


def test_title_says_coming_soon_for_a_game_without_rules(harness, monkeypatch):
    from game.ui.kit import text
    from game.ui.table import catalog

    monkeypatch.setattr(catalog, "available", lambda name: name == "akropolis")
    drawn: list[str] = []
    original = text.draw

    def spy(surface, label, *args, **kwargs):
        drawn.append(label)
        return original(surface, label, *args, **kwargs)

    monkeypatch.setattr(text, "draw", spy)
    h = harness
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(1)
    drawn.clear()
    h.frames(1)
    assert drawn.count("coming soon") == 2
    assert drawn.count("ready") == 1


def test_clicking_a_game_on_the_title_sets_it_up(harness):
    h = harness
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(1)
    rows = dict(h.top.game_rows())
    h.click(rows["capital"].center)
    h.frames(1)
    assert isinstance(h.top, SetupScene)
    assert h.top.game == "capital"


def test_learn_to_play_on_the_title_opens_the_guided_game(harness):
    from game.ui.scenes.play import PlayScene
    from game.ui.scenes.title import LearnDialog

    h = harness
    h.app.push(TitleScene(h.app, attract=False))
    h.frames(1)
    title = h.top
    if not title.learn_button.enabled:
        pytest.skip("the tutorial module is not there")
    h.click(title.learn_button.rect.center)
    h.frames(2)
    assert isinstance(h.top, LearnDialog)
    h.click(h.top.widgets.widgets[0].rect.center)  # Akropolis
    h.frames(3)
    assert isinstance(h.top, PlayScene) and h.top.tutorial is not None


def test_learn_to_play_in_setup_opens_the_guided_game(harness):
    from game.ui.kit.widgets import Button
    from game.ui.scenes.play import PlayScene

    h = harness
    h.app.push(SetupScene(h.app, "capital"))
    h.frames(1)
    learn = [w for w in h.top.widgets.widgets
             if isinstance(w, Button) and w.label == "Learn to play"]
    if not learn:
        pytest.skip("the tutorial module is not there")
    h.click(learn[0].rect.center)
    h.frames(3)
    assert isinstance(h.top, PlayScene) and h.top.tutorial is not None
    assert h.top.session.game == "capital"
