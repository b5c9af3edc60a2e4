"""The compiled region scorers = the engines' own scoring, on thousands of boards of
real games (snapshots along random games, and the finished boards)."""

from __future__ import annotations

from typing import Any

from ai.games import bench_of
from game import rules
from game.engine.rng import GameRNG
from tests.cext.conftest import compiled_or_skip

impl = compiled_or_skip("regions")


def region_board(game: str, state: Any, seat: int) -> Any:
    """The game's board for its region scorer (its bench settings' ``region_board``)."""
    return bench_of(game).region_board(state, seat)


def score(game: str, board: Any) -> Any:
    """The game's compiled region scorer (its bench settings' ``region_kernel``) on a board."""
    return bench_of(game).region_kernel(impl)(*board)


def snapshots(game: str, games: int, every: int, options=None):
    """States every ``every`` moves along random games (2-4 players), the end included."""
    engine = rules.get(game)
    for seed in range(games):
        rng = GameRNG(seed)
        state = engine.new_game(2 + seed % 3, seed=seed, options=options(rng) if options else {})
        moves = 0
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
            moves += 1
            if moves % every == 0 or state.is_terminal():
                yield state


def test_akropolis_boards() -> None:
    """2000+ cities, random variants and rules options: the city score = the engine's."""
    from tests.cext.test_akropolis_playout import random_options

    checked = 0
    for state in snapshots("akropolis", 40, 3, lambda rng: random_options(rng, 2)):
        for seat in range(state.num_players):
            board = region_board("akropolis", state, seat)
            out = score("akropolis", board)
            assert out[0] == state.scores()[seat]
            # the listed built spaces are the ones the kernel finds without the list
            assert score("akropolis", board[:-1]) == out
            checked += 1
    assert checked > 2000


def test_capital_boards() -> None:
    """2000+ districts: region counts, park and commerce scores, values, adjacencies."""
    from game.rules.capital.content import COM, CUL, IND, PARK, RES
    from game.rules.capital.district import district_view
    from game.rules.capital.scoring import Analysis, commerce_scores, park_scores

    checked = 0
    for state in snapshots("capital", 40, 4):
        for seat in range(state.num_players):
            if not state.dist[seat]:
                continue
            an = Analysis(district_view(state.dist[seat]))
            out = score("capital", region_board("capital", state, seat))
            assert out[:5] == [an.counts[t] for t in (PARK, RES, COM, CUL, IND)]
            parks = park_scores(an) + [0, 0]
            assert out[5:7] == parks[:2]
            coins = commerce_scores(an)
            assert out[7:9] == [sum(coins), max(coins, default=0)]
            assert out[11] == an.regions_touching(RES, IND)
            assert out[12] == an.regions_touching(PARK, IND)
            assert out[13] == an.regions_touching(CUL, IND)
            values = [sum(an.rval[r] for r, t in enumerate(an.rtype) if t == kind)
                      for kind in (CUL, IND)]
            assert out[9:11] == values
            checked += 1
    assert checked > 2000


def test_ginkgopolis_boards() -> None:
    """2000+ cities: district points per seat and first places per colour."""
    from game.rules.ginkgopolis.scoring import districts, rank_district

    checked = 0
    for state in snapshots("ginkgopolis", 40, 2):
        expected = [0] * state.num_players
        firsts = [0] * (3 * state.num_players)
        for group in districts(state.city):
            first, _held, points = rank_district(state.city, group)
            for seat, pts in points.items():
                expected[seat] += pts
            if first >= 0:
                firsts[first * 3 + state.city[group[0]][0] // 20] += 1
        assert score("ginkgopolis", region_board("ginkgopolis", state, 0)) == (expected, firsts)
        checked += 1
    assert checked > 2000


def test_board_batch_scores_as_the_per_call_scorers() -> None:
    """BoardBatch (the bench's kernel loop) gives each board's per-call result, also
    when it cycles through the boards several times."""
    import pytest

    for game, seats in (("akropolis", None), ("capital", None), ("ginkgopolis", 1)):
        boards = []
        for state in snapshots(game, 6, 5):
            for seat in range(seats or state.num_players):
                if game == "capital" and not state.dist[seat]:
                    continue
                boards.append(region_board(game, state, seat))
        assert len(boards) > 100, game
        per_call = [score(game, board) for board in boards]
        batch = impl.BoardBatch(game, boards)
        assert len(batch) == len(boards)
        assert batch.score(len(boards)) == per_call, game
        assert batch.score(3 * len(boards) + 7) == per_call, game
        assert batch.score(5) == per_call[:5], game
    with pytest.raises(ValueError):
        impl.BoardBatch("chess", [])
    with pytest.raises(ValueError):
        impl.BoardBatch("capital", [])
