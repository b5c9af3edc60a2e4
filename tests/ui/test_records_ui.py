"""Every game is a record, on screen: the move log, looking back, replays, results, stats."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.ui.kit import keys
from game.ui.play.move_words import Person, people
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.replays import ReplaysScene
from game.ui.scenes.results import ResultsScene, headline
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import non_trivial

GAMES = [("akropolis", 3), ("capital", 2), ("ginkgopolis", 3)]
#: what must never show in the log: coordinates, rotations, ids and action keywords
INTERNAL = [
    re.compile(r"-?\d+\s*,\s*-?\d+"),      # coordinates "1,-3"
    re.compile(r"\brot\b|\br\d\b"),          # rotations
    re.compile(r"\b[IV]+-\d\d\b"),           # Capital tile ids "II-05"
    re.compile(r"\bC\d+\b"),                 # Ginkgopolis character ids
    re.compile(r"\b[RYB]\d+\b"),             # Ginkgopolis card ids "R7"
    re.compile(r"^(take|pick|build|play|token|war|milestone|discard|return|newhand)\b"),
    re.compile(r"_"),                        # internal keys like old_town
]


def table(n: int) -> list[Seat]:
    colours = ["orange", "sky", "green", "yellow"]
    names = ["You", "Ada", "Basil", "Cleo"]
    return [Seat(names[i], colours[i], "human" if i == 0 else "ai", "easy") for i in range(n)]


def play_random(h, play: PlayScene, moves: int, seed: int = 1) -> None:
    """Let the AI move and play random legal moves for the human until ``moves`` were made."""
    rng = random.Random(seed)
    for _ in range(4000):
        if len(play.state.history) >= moves or play.state.is_terminal():
            return
        seat = play.state.current_player
        if (seat is not None and not play.session.seats[seat].is_ai and not play.animating
                and not play.board.busy() and h.top is play):
            play.submit(rng.choice(play.state.legal_actions()))
        h.frame()


def finished_session(game: str, n: int, seed: int = 5, autosave: bool = False) -> GameSession:
    session = GameSession.new(game, table(n), seed, {}, autosave=autosave)
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def test_people_read_naturally():
    who = people(["Maria", "Ada", "Eos"], humans=[0])
    city = ("Your city", "{name}'s city")
    assert [p.say(*city) for p in who] == ["Your city", "Ada's city", "Eos's city"]
    assert people(["Ann", "Bob"], humans=[0, 1])[0] == Person("Ann", False)
    assert headline(["You"]) == "You win!"


@pytest.mark.parametrize("game,n", GAMES)
def test_move_log_lists_every_move_in_plain_words(harness, game, n):
    h = harness
    play = PlayScene(h.app, GameSession.new(game, table(n), 3, {}, autosave=False))
    h.app.push(play)
    h.frames(3)
    assert play.log is not None and not play.log.is_open
    h.key(pygame.K_l)
    assert play.log.is_open
    play_random(h, play, 30)
    h.frames(5)
    words = play.log.moments.words
    # one line per applied action (a forced move the rules make by themselves has none)
    assert len(words) == len(play.session.record.actions) >= 20
    names = [seat.name for seat in play.session.seats]
    for move in words:
        for pattern in INTERNAL:
            assert not pattern.search(move.text), f"{pattern.pattern!r} in {move.text!r}"
        # it starts with who moved ("War: Ada lost ...", "Your district was too big ...")
        said = move.text.removeprefix("War: ")
        assert any(said.startswith(p) for p in names + ["Your"]), move.text
    assert any(move.text.startswith("You ") for move in words)
    # an opponent's secret choice is never named (Capital picks, Ginkgopolis cards/draft)
    for move in words:
        if move.seat != 0 and " picked " in move.text:
            assert move.text.endswith("picked a tile (shown when everyone has picked)")
        if move.seat != 0 and " chose " in move.text:
            assert move.text.split(".")[0].endswith("chose a card"), move.text
        if move.seat != 0 and " kept " in move.text:
            assert "kept a character card" in move.text
    assert non_trivial(h.app.canvas)
    # the current round is highlighted: the last move belongs to it or the one before
    assert play.log.current_round() >= words[-1].round


def test_the_log_stays_open_for_the_next_game_of_the_same_app_only(harness):
    """The open log is kept by the app, never by the module: another app (another
    window, or the next test) starts with the players' panels in view."""
    from game.ui.shell.app import App
    from game.ui.shell.harness import Harness
    from game.ui.shell.settings import Options

    h = harness
    first = PlayScene(h.app, GameSession.new("akropolis", table(2), 4, {}, autosave=False))
    h.app.push(first)
    play_random(h, first, 4, seed=3)
    h.key(keys.code("moves"))
    h.frames(3)
    assert first.log.is_open and h.app.log_open
    h.app.pop()
    again = PlayScene(h.app, GameSession.new("akropolis", table(2), 5, {}, autosave=False))
    assert not again.log.is_open  # no moves yet: the panels stay in view
    resumed = GameSession.new("akropolis", table(2), 6, {}, autosave=False)
    resumed.apply(resumed.state.legal_actions()[0])
    assert PlayScene(h.app, resumed).log.is_open  # the same app: open as last time
    other = Harness(App(options=Options(animation_speed=4.0), headless=True))
    try:
        assert not PlayScene(other.app, resumed).log.is_open
    finally:
        other.close()


@pytest.mark.parametrize("game,n", GAMES)
def test_clicking_a_logged_move_shows_that_moment_and_goes_back(harness, game, n):
    h = harness
    h.app.log_open = True  # the log was open in the last game
    play = PlayScene(h.app, GameSession.new(game, table(n), 4, {}, autosave=False))
    h.app.push(play)
    assert not play.log.is_open, "a new game starts with the players' panels in view"
    play_random(h, play, 8, seed=2)
    h.frames(3)
    h.key(keys.code("moves"))
    h.frames(3)
    assert play.log.is_open
    played = len(play.session.record.actions)
    rect = play.log.entry_rect(3)
    assert rect is not None and rect.h > 0
    h.click(rect.center)
    h.frames(3)
    look = h.top
    assert isinstance(look, ReplayScene)
    assert look.number == 3
    shown = look.still.session.state
    assert shown.history == play.session.record.replay(3).history, "the state after move 3"
    assert look.still.session.state is not play.state
    assert non_trivial(h.app.canvas)
    h.click(look.back_button.rect.center)
    h.frames(2)
    assert h.top is play
    assert len(play.session.record.actions) >= played, "looking back changed nothing"


def test_undo_takes_the_moves_off_the_log(harness):
    h = harness
    play = PlayScene(h.app, GameSession.new("akropolis", table(2), 4, {}, autosave=False))
    h.app.push(play)
    play_random(h, play, 5, seed=3)
    h.until(lambda: play.state.current_player == 0 and not play.animating, 600)
    before = [m.text for m in play.log.moments.words]
    play_random(h, play, len(play.session.record.actions) + 2, seed=4)
    h.until(lambda: play.state.current_player == 0 and not play.animating, 600)
    assert len(play.log.moments.words) > len(before)
    h.key(pygame.K_u)
    h.frames(2)
    words = [m.text for m in play.log.moments.words]
    assert len(words) == len(play.session.record.actions)
    assert words == before[: len(words)]
    assert len(play.log.moments.states) == len(words) + 1


def test_replay_steps_forward_and_back_and_jumps(harness):
    h = harness
    session = finished_session("akropolis", 2)
    from game.ui.play.moments import Moments

    moments = Moments.of_record(session.record)
    total = len(session.record.actions)
    assert len(moments) == total
    replay = ReplayScene(h.app, moments, 0, "Back")
    h.app.push(replay)
    h.frames(2)
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RIGHT)
    assert replay.number == 2
    h.key(pygame.K_LEFT)
    assert replay.number == 1
    assert len(replay.still.session.state.history) == 1
    h.type("12")
    h.key(pygame.K_RETURN)
    assert replay.number == 12
    assert replay.still.session.state.scores() == session.record.replay(12).scores()
    h.key(pygame.K_END)
    assert replay.number == total
    assert replay.still.session.state.is_terminal()
    h.click(replay.play_button.rect.center)  # from the end: starts again from the deal
    assert replay.playing and replay.number == 0
    h.frames(int(60 * 2.5))
    assert replay.number >= 2, "playing moves on by itself"
    h.click(replay.play_button.rect.center)
    stopped = replay.number
    h.frames(90)
    assert replay.number == stopped, "paused"
    rect = replay.log.entry_rect(replay.number)
    assert rect is not None, "the log follows the replay"
    h.click(replay.speed_button.rect.center)
    assert replay.speed_button.label == "2x"
    assert non_trivial(h.app.canvas)


@pytest.mark.parametrize("game,n", GAMES)
def test_results_show_cities_timeline_and_rematch_with_the_same_seats(harness, game, n):
    h = harness
    session = finished_session(game, n, autosave=True)
    session.finish()
    make = ResultsScene
    if game == "ginkgopolis":
        from game.ui.ginkgopolis.results import results_scene

        make = results_scene(session)
    results = make(h.app, session)
    h.app.push(results)
    h.frames(3)
    h.click(results.game_button.rect.center)
    h.frames(30)
    assert results.page == "game"
    timeline, ticks = results.story()
    starts = [start for start, _ in ticks]
    assert len(timeline) == len(session.record.actions) + 1
    assert timeline[-1][:n] == session.state.scores()[:n]
    assert len(starts) > 3 and starts[0] == 0
    assert results._pictures, "the final cities are drawn"
    assert non_trivial(h.app.canvas)
    h.click(results.save_button.rect.center)
    assert "saved" in results.message.lower()
    from game.engine import paths

    saved = list((paths.data_dir() / "replays").glob("*.toml"))
    assert len(saved) == 1 and saved[0].stem in results.message
    assert str(saved[0].parent) not in results.message and "/" not in results.message
    from game.engine.record import load_record

    assert load_record(saved[0]).actions == session.record.actions, "the saved replay replays"
    h.click(results.rematch_button.rect.center)
    h.frames(2)
    again = h.top
    assert isinstance(again, PlayScene) and again is not results
    assert [(s.name, s.kind, s.level, s.colour) for s in again.session.seats] == \
        [(s.name, s.kind, s.level, s.colour) for s in session.seats]
    assert again.session.options == session.options
    assert again.session.seed != session.seed
    assert len(again.state.history) <= 3


def test_setup_shows_your_results_against_the_level(harness):
    h = harness
    for seed in (5, 6):
        finished_session("akropolis", 2, seed=seed, autosave=True).finish()
    from game.engine import history

    found = history.stats("akropolis", "easy")
    assert found.played == 2
    setup = SetupScene(h.app, "akropolis")
    setup.seats[1].level = "easy"
    h.app.push(setup)
    h.frames(30)
    lines = setup.stats_lines()
    wins = "win" if found.won == 1 else "wins"
    assert any(line.startswith(f"You v easy, Akropolis: {found.won} {wins}") for line in lines), \
        lines
    assert non_trivial(h.app.canvas)


def test_title_lists_finished_games_and_plays_one_back(harness):
    h = harness
    finished_session("capital", 2, autosave=True).finish()
    title = TitleScene(h.app, attract=False)
    h.app.push(title)
    h.frames(3)
    h.click(title.replays_button.rect.center)
    h.frames(30)
    listing = h.top
    assert isinstance(listing, ReplaysScene)
    assert len(listing.entries) == 1 and listing.entries[0].game == "capital"
    (index, rect), = listing.rows()
    h.click(rect.center)
    h.frames(10)
    replay = h.top
    assert isinstance(replay, ReplayScene)
    assert replay.moments.game == "capital"
    assert replay.moments.states[-1].scores() == listing.entries[0].scores
    h.key(pygame.K_ESCAPE)
    h.frames(2)
    assert h.top is listing
