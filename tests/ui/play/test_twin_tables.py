"""One rule for what a seat may be told (issue 28, item 1): twin tables.

Two tables are twins for a seat when the engine's ``determinize`` for that seat gives the
same worlds from both (the seat cannot tell them apart). Every text the play scene shows
that seat - the move log's line for the move that led there, the hint's words for each of
its legal moves and each move's preview - must then be the same on both tables.

Twins are made two ways, from seeded random games: the other seat makes two different
moves from the same table (Capital's face-down picks, Ginkgopolis' face-down choices), or
the table before the other seat's move is replaced by a world ``determinize`` gives (the
hidden stacks and hands reshuffled) and the same move is made there.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

import pytest

from game import rules
from game.engine import GameRNG
from game.ui.kit.person import Person
from game.ui.play import move_words

GAMES = ("akropolis", "capital", "ginkgopolis")
#: twin pairs each game must yield (so the test cannot pass on no pairs at all)
WANTED = 12


def worlds(state: Any, seat: int) -> list[Any]:
    """What ``seat`` could be in: the worlds determinize gives for a few seeds (the
    history left out: a record of the moves, not something a text reads)."""
    out = []
    for seed in (1, 2, 3):
        data = state.determinize(seat, GameRNG(seed)).to_dict()
        data.pop("history", None)
        out.append(data)
    return out


def previews(game: str, state: Any, seat: int, action: Any) -> str:
    """The game's preview of ``action`` as the play scene shows it to ``seat``."""
    if game == "akropolis":
        from game.ui.akropolis.preview import gains

        try:
            return repr(gains(state, seat, action))
        except Exception as exc:  # noqa: BLE001 - a move with no preview says so alike
            return type(exc).__name__
    if game == "capital":
        from game.rules.capital.actions import A_BUILD
        from game.rules.capital.district import income_totals
        from game.ui.capital import view_model

        if action[0] != A_BUILD:
            return ""
        _, tile, x, y, rot = action
        district = view_model.districts(state)[seat]
        code = tile * 4 + rot % 4 if not view_model.is_whole(tile) else tile * 4
        return repr((view_model.build_cost(district, tile, (x, y)), income_totals(district),
                     income_totals(view_model.with_tile(district, (x, y), code))))
    from game.rules.ginkgopolis import actions as A
    from game.ui.ginkgopolis.outcome import preview

    if action[0] != A.PLAY:
        return ""
    shown = preview(state, seat, action[1], action[2])
    return repr((shown.lines, shown.legal, shown.reason, shown.res, shown.tiles, shown.sp,
                 shown.total, shown.points))


def texts(game: str, before: Any, mover: int, action: Any, after: Any, seat: int) -> list[str]:
    """Every text the play scene shows ``seat`` at ``after``: the log line of the move that
    led there, then for each legal move its hint words and its preview."""
    who = [Person(f"Seat {i}", i == seat) for i in range(after.num_players)]
    out = [move_words.describe(game, before, mover, action, after, who, seat)]
    for mine in sorted(after.legal_actions(), key=str):
        out.append(move_words.hint_words(game, after, seat, mine, who))
        out.append(previews(game, after, seat, mine))
    return out


def twins(game: str, seed: int) -> list[tuple[Any, ...]]:
    """(before 1, action 1, after 1, before 2, action 2, after 2, mover, seat) twin pairs
    from one seeded random game of 2 players."""
    rule = rules.get(game)
    rnd = random.Random(seed)
    state = rule.new_game(2, seed=seed)
    found = []
    for _ in range(120):
        if state.is_terminal():
            break
        mover = state.current_player
        seat = 1 - mover
        legal = state.legal_actions()
        first = rnd.choice(legal)
        after = state.clone()
        after.apply(first)
        if after.current_player == seat:
            candidates = [(state, a) for a in legal if str(a) != str(first)][:6]
            world = state.determinize(seat, GameRNG(seed))
            with contextlib.suppress(Exception):  # not legal in that world: no twin so
                candidates.append((world, rule.parse_action(world, str(first))))
            for other_before, other in candidates:
                other_after = other_before.clone()
                other_after.apply(other)
                if other_after.current_player == seat and \
                        worlds(other_after, seat) == worlds(after, seat):
                    found.append((state, first, after, other_before, other, other_after,
                                  mover, seat))
                    break
        state = after
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_text_is_the_same_on_twin_tables(game):
    pairs = []
    for seed in range(40):
        pairs += twins(game, seed)
        if len(pairs) >= WANTED:
            break
    assert len(pairs) >= WANTED, f"only {len(pairs)} twin tables found"
    for before1, act1, after1, before2, act2, after2, mover, seat in pairs:
        one = texts(game, before1, mover, act1, after1, seat)
        two = texts(game, before2, mover, act2, after2, seat)
        assert one == two, (game, str(act1), str(act2))


def test_twins_are_told_apart_when_the_choice_is_revealed():
    """The check is not blind: a text that applied a move past the reveal (as the hint
    did) differs on twins, so the twin check would catch it."""
    game = "ginkgopolis"
    for seed in range(40):
        for _b1, act1, after1, _b2, act2, after2, _mover, seat in twins(game, seed):
            if after1.phase != after2.phase or str(act1) == str(act2):
                continue
            who = [Person(f"Seat {i}", i == seat) for i in range(after1.num_players)]
            for mine in sorted(after1.legal_actions(), key=str):
                said = []
                for state in (after1, after2):
                    moved = state.clone()
                    moved.apply(mine)
                    said.append(move_words.describe(game, state, seat, mine, moved, who, seat))
                if said[0] != said[1]:
                    return
    pytest.fail("no twin table whose full move log line gives the others' choice away")
