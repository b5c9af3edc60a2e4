"""Capital view parts: income beats, previews, resume, the demo command."""

from __future__ import annotations

import json
import random

import pygame

from game import rules
from game.cli import main
from game.ui.capital import income, view_model
from game.ui.capital.results import results_breakdown
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene
from tests.ui.capital.helpers import click_cell, decide, ready
from tests.ui.conftest import non_trivial


def random_game(players: int, seed: int):
    """Every (before, action, after) of a random game."""
    state = rules.get("capital").new_game(players, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        before = state.clone()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        yield before, action, state


def test_income_beats_add_up_to_what_the_engine_paid():
    seen = 0
    for before, _action, after in random_game(2, 9):
        beats = income.beats(before, after)
        if not beats:
            continue
        vp, coins = income.totals(beats, after.num_players)
        for seat in income.paid_seats(before, after):
            block0 = view_model.era_block(before, seat, before.era)
            block1 = view_model.era_block(after, seat, before.era)
            auto_vp = sum(block1[k] - block0[k] for k in
                          ("park", "culture", "residential_penalty", "transport"))
            auto_coins = sum(block1[k] - block0[k] for k in ("commerce", "industry"))
            for group in ("milestones", "buildings"):
                for ident, entry in block1[group].items():
                    prev = block0[group].get(ident, {"vp": 0, "coins": 0})
                    auto_vp += entry["vp"] - prev["vp"]
                    auto_coins += entry["coins"] - prev["coins"]
            final = 0
            if after.is_terminal():
                final = block1["final_conversion"] - block0["final_conversion"]
            assert vp[seat] == auto_vp + final
            assert coins[seat] == auto_coins - 5 * final
            seen += 1
    assert seen >= 12


def test_results_breakdown_sums_to_the_final_score():
    for players, seed in ((2, 1), (3, 4), (4, 7)):
        *_, (_, _, final) = random_game(players, seed)
        for seat in range(players):
            bd = results_breakdown(final, seat)
            assert bd["total"] == final.vp[seat]
            assert sum(v for k, v in bd.items() if k != "total") == final.vp[seat]


def test_worked_costs_and_milestone_reason():
    start = {(0, 0): (0,)}
    tile = next(t for t in range(1, 97) if view_model.T.COST[t] == 5 and not view_model.is_whole(t))
    assert view_model.build_cost(start, tile, (1, 0))[0] == 5
    assert view_model.build_cost(start, tile, (0, 0)) == (4, "rebuild: 5 - 1 covered = 4")
    # two equal districts: the tie goes to fewer coins, then fewer VP (R6.3)
    dists = [dict(start), dict(start)]
    face = view_model.T.MILESTONE_TILE.index(view_model.T.TILE_INDEX["wilanow_palace"])
    assert view_model.milestone_reason(dists, [7, 7], [3, 1], face, ["A", "B"])[0] == 1
    assert view_model.milestone_reason(dists, [7, 7], [1, 1], face, ["A", "B"])[0] is None


def test_build_preview_cost_is_what_the_engine_charges(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("capital", table, 3, {}, autosave=False))
    h.app.push(play)
    checked = 0
    while checked < 4:
        assert h.until(lambda: ready(play), 1500)
        board = play.board
        if board.kind == "pick":
            h.key(pygame.K_1)
            h.key(pygame.K_RETURN)
            continue
        if board.kind != "build" or not board.targets:
            decide(h, play, 4)
            continue
        pos = sorted(board.targets)[checked % len(board.targets)]
        click_cell(h, board, pos)
        cost = board.preview(pos)[0]
        coins = play.state.coins[0]
        h.key(pygame.K_RETURN)
        assert play.state.coins[0] == coins - cost
        checked += 1


def test_resumed_capital_game_draws_and_plays_on(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("capital", table, 8, {}))
    h.app.push(play)
    assert h.until(lambda: ready(play), 600)
    h.key(pygame.K_2)
    h.key(pygame.K_RETURN)
    assert h.until(lambda: ready(play), 600)
    h.app.pop()  # the window leaves the game (its lock goes), then continues it
    resumed = GameSession.resume()
    assert resumed.game == "capital"
    assert resumed.state.to_dict() == play.state.to_dict()
    again = PlayScene(h.app, resumed)
    h.app.push(again)
    assert h.until(lambda: ready(again), 600)
    h.frames(3)
    assert non_trivial(h.app.canvas)
    assert again.board.kind == "build"


def test_demo_plays_capital_with_ai_seats(tmp_path, capsys):
    shot = tmp_path / "capital.png"
    argv = ["demo", "--game", "capital", "--seats", "ai:random,ai:random,ai:random",
            "--headless", "--frames", "60", "--screenshot", str(shot), "--json"]
    assert main(argv) == 0
    stats = json.loads(capsys.readouterr().out.strip())
    assert stats["frames"] == 60
    image = pygame.image.load(str(shot))
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 7) for y in range(0, 720, 7)}
    assert len(colours) > 40


def test_keyboard_alone_can_place_and_remove(harness):
    h = harness
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("capital", table, 6, {}, autosave=False))
    h.app.push(play)
    builds = 0
    while builds < 3:
        assert h.until(lambda: ready(play), 1500)
        board = play.board
        before = len(play.state.history)
        if board.kind == "pick":
            h.key(pygame.K_1)
            h.key(pygame.K_RETURN)
        elif board.kind == "build" and board.targets:
            h.key(pygame.K_RIGHT)
            assert board.locked in board.targets
            h.key(pygame.K_r)
            h.key(pygame.K_RETURN)
            builds += 1
        else:
            decide(h, play, 2)
        assert len(play.state.history) > before


def test_attract_mode_plays_capital_without_private_views(harness):
    h = harness
    table = [Seat("Ada", "sky", "ai", "easy"), Seat("Basil", "green", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("capital", table, 2, {}, autosave=False),
                     attract=True)
    h.app.push(play)
    seen = set()
    for _ in range(400):
        h.frame()
        seen.add(play.board.hand_drawn_for)
    assert seen == {None}
    assert len(play.state.history) > 4
    assert non_trivial(h.app.canvas)


def find_state(want, players: int = 2):
    """A random game's first state where seat 0 faces a decision matching ``want``."""
    for seed in range(300):
        state = rules.get("capital").new_game(players, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.current_player == 0 and want(state):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such state in 300 random games")


def test_second_world_war_first_removal_can_be_undone(harness):
    h = harness
    state = find_state(lambda s: view_model.decision(s) == "war" and s.era == 4 and s.war_owed == 2)
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession("capital", table, 1, {}, state, autosave=False))
    h.app.push(play)
    assert h.until(lambda: ready(play), 300)
    board = play.board
    before = len(play.state.history)
    stacks = len(play.state.dist[0])
    pos = sorted(board.targets)[0]
    click_cell(h, board, pos)
    click_cell(h, board, pos)
    assert len(play.state.dist[0]) == stacks - 1
    assert h.until(lambda: ready(play), 300)
    assert board.kind == "war" and pos not in board.targets  # the second removal
    h.key(pygame.K_u)
    assert len(play.state.history) == before
    assert len(play.state.dist[0]) == stacks
    assert h.until(lambda: ready(play), 300)
    assert pos in board.targets


def test_exchange_dialog_buttons_follow_what_the_seat_can_pay(harness):
    h = harness
    state = find_state(lambda s: view_model.decision(s) == "exchange")
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession("capital", table, 1, {}, state, autosave=False))
    h.app.push(play)
    assert h.until(lambda: ready(play), 300)
    dialog = play.board.dialog
    legal = {a[2] for a in play.state.legal_actions()}
    enabled = [w.enabled for w in dialog.widgets.widgets]
    assert enabled == [1 in legal, 2 in legal, True]
    h.frames(2)
    assert non_trivial(h.app.canvas)
    neither = str(next(a for a in play.state.legal_actions() if a[2] == 0))
    before = len(play.state.history)
    h.key(pygame.K_n)
    assert play.state.history[before] == (0, neither)


def test_purse_coins_rain_in_and_settle_and_debris_fades():
    """The purse (a FallingPile) settles its coins inside the pouch; war debris ends."""
    from game.ui.capital.particles import MAX_COINS, Debris, Purse

    purse = Purse(pygame.Rect(0, 0, 84, 28), seed=3)
    purse.set_count(6)
    for _ in range(180):
        purse.update(1 / 60)
    assert len(purse.pieces) == 6
    assert all(0 <= c.body.position.x <= 84 and c.body.position.y <= 28 for c in purse.pieces)
    purse.set_count(99, instant=True)
    assert len(purse.pieces) == MAX_COINS
    debris = Debris(pygame.Rect(100, 100, 40, 40), [(200, 0, 0), (0, 200, 0)], 2, seed=1)
    for _ in range(120):
        debris.update(1 / 60)
    assert debris.done()
