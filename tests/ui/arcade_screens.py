"""The arcade's screens in a few states, for the layout test and screenshots: the
campaign, the daily deals (one par known, one being worked out, one waiting), your own
challenges (with a bad file), the high scores, a challenge in play with its goal line,
and the stars on the results."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.rules import daily as daily_rules
from game.ui.play import arcade, arcade_scores, challenge_files, daily
from game.ui.scenes.arcade import ArcadeScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene

MINE = '''
[[challenge]]
key = "my-markets"
game = "akropolis"
title = "My market town"
flavour = "A challenge of my own: markets and more markets."
players = 2
opponents = ["easy"]
seed = 4242
[[challenge.star]]
win = true
[[challenge.star]]
category = { key = "market.points", at_least = 20, words = "points from your markets" }
[[challenge.star]]
category = { key = "market.points", at_least = 30, words = "points from your markets" }
'''
BAD = MINE.replace("my-markets", "my-bad").replace("at_least = 30", 'at_least = "lots"')
#: a challenge with a turn limit (tests only: three of your turns of Akropolis against the
#: random baseline)
SPRINT = '''
[[challenge]]
key = "my-sprint"
game = "akropolis"
title = "Three tiles"
flavour = "Three turns only: be ahead when they are done."
players = 2
opponents = ["random"]
seed = 5
turns = 3
[[challenge.star]]
score = 1
[[challenge.star]]
win = true
[[challenge.star]]
margin = 3
'''


def sprint() -> Any:
    """The turn-limited test challenge, put among your own (so the arcade knows it)."""
    folder = challenge_files.yours_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sprint.toml").write_text(SPRINT, encoding="utf-8")
    taken = {c.key for c in challenge_files.campaign()}
    return next(c for c in challenge_files.your_challenges(taken)
                if c.key == "my-sprint")


class FakeJob:
    """A par being worked out (no process): 40% done."""

    def __init__(self, game: str, day) -> None:
        self.game, self.day, self.progress = game, day, 0.4
        self.finished, self.par, self.error = False, None, ""

    def poll(self) -> None:
        """Nothing arrives."""

    def close(self) -> None:
        """Nothing to end."""


def some_stars() -> None:
    """Your stars on the first challenges of each game, and a few high scores."""
    found = challenge_files.campaign()
    for game, stars in (("akropolis", (3, 2, 1)), ("capital", (1,)), ("ginkgopolis", (2, 3))):
        mine = [c for c in found if c.game == game]
        for challenge, n in zip(mine, stars, strict=False):
            arcade.record_result(challenge.key, n, 100 + 7 * n)
    table: arcade_scores.Table = {}
    names = ["You", "Ada", "Basil the Magnificent Architect", "Cleo", "Dion"]
    for challenge in found[:3]:
        table[challenge.key] = [arcade_scores.HighScore(names[i], 140 - 9 * i, 3 - i % 4,
                                                        f"2026-11-{10 + i:02d}")
                                for i in range(5)]
    today = daily.today()
    table[daily_rules.daily_key("akropolis", today)] = [
        arcade_scores.HighScore("You", 131, 0, today.isoformat())]
    arcade_scores.write_scores(table, set())


def daily_pars() -> None:
    """Akropolis' par known, Capital's being worked out, Ginkgopolis' waiting."""
    daily.reset()
    pars = daily.pars()
    today = daily.today()
    pars.known[(today.isoformat(), "akropolis")] = 127
    pars.job = FakeJob("capital", today)
    pars.queue = [("ginkgopolis", today)]
    pars.poll = lambda: None  # type: ignore[method-assign]  # no worker in a layout test


def _arcade(page: str, prepare: Callable[[], None] = lambda: None) -> Callable:
    def build(h) -> int:
        some_stars()
        daily_pars()
        prepare()
        scene = ArcadeScene(h.app)
        h.app.push(scene)
        h.frames(2)
        scene.show(page)
        if page == "scores":
            scene.selected = challenge_files.campaign()[0].key
        return 4
    return build


def _yours() -> None:
    folder = challenge_files.yours_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.toml").write_text(MINE, encoding="utf-8")
    (folder / "broken.toml").write_text(BAD, encoding="utf-8")


def _in_play(h) -> int:
    daily.reset()
    found = challenge_files.campaign()
    challenge = next(c for c in found if c.key == "akro-markets")
    h.app.push(ArcadeScene(h.app))
    h.frames(2)
    session = arcade.new_attempt(challenge)
    rng = random.Random(3)
    for _ in range(12):  # a few moves in: the goal line has numbers
        session.apply(rng.choice(session.state.legal_actions()))
    h.app.push(PlayScene(h.app, session))
    return 30


def _finished(h, session) -> int:
    """The attempt played to its end (the game's, or its last turn) by seeded random
    moves, then its results over the arcade."""
    rng = random.Random(5)
    while not session.over:
        session.apply(rng.choice(session.state.legal_actions()))
    session.finish()
    h.app.push(ArcadeScene(h.app))
    h.frames(2)
    h.app.push(ResultsScene(h.app, session))
    return 60


def _results(h) -> int:
    daily.reset()
    found = challenge_files.campaign()
    challenge = found[0]
    return _finished(h, arcade.new_attempt(challenge))


def _turns_in_play(h) -> int:
    daily.reset()
    challenge = sprint()
    h.app.push(ArcadeScene(h.app))
    h.frames(2)
    session = arcade.new_attempt(challenge)
    rng = random.Random(3)
    while session.turns_taken < 1 or session.state.current_player != challenge.you:
        session.apply(rng.choice(session.state.legal_actions()))
    h.app.push(PlayScene(h.app, session))
    return 30


def _turns_results(h) -> int:
    daily.reset()
    challenge = sprint()
    return _finished(h, arcade.new_attempt(challenge))


ARCADE_SCREENS: dict[str, Callable] = {
    "arcade_campaign": _arcade("campaign"),
    "arcade_daily": _arcade("daily"),
    "arcade_yours": _arcade("yours", _yours),
    "arcade_scores": _arcade("scores"),
    "arcade_in_play": _in_play,
    "arcade_results": _results,
    "arcade_turns_in_play": _turns_in_play,
    "arcade_turns_results": _turns_results,
}
