"""Every point explained (issue 28, item 3): each game's preview of a move equals what
the move then does, over thousands of seeded random moves, and the move log's points
add up to the score change."""

from __future__ import annotations

import random
import re

import pytest

from game import rules
from game.rules.ginkgopolis import actions as GA
from game.rules.ginkgopolis import rounds
from game.rules.ginkgopolis.phases import CHOOSE
from game.rules.ginkgopolis.preview import outcome_of, score_change
from game.ui.kit.person import Person


def random_states(game: str, players: int, games: int, moves: int):
    """(state, rnd) at every move of ``games`` seeded random games."""
    rule = rules.get(game)
    for seed in range(games):
        rnd = random.Random(seed)
        state = rule.new_game(players, seed=seed)
        for _ in range(moves):
            if state.is_terminal():
                break
            yield state, rnd
            state.apply(rnd.choice(state.legal_actions()))


def test_akropolis_preview_total_is_the_score_change():
    from game.ui.akropolis.preview import gains

    checked = 0
    for state, rnd in random_states("akropolis", 2, 12, 40):
        seat = state.current_player
        legal = state.legal_actions()
        for action in rnd.sample(legal, min(8, len(legal))):
            after = state.clone()
            after.apply(action)
            found = gains(state, seat, action)
            assert found["total"] == after.scores()[seat] - state.scores()[seat], str(action)
            checked += 1
    assert checked >= 2000


def test_capital_build_preview_cost_is_the_coins_paid():
    """The info panel's "Coins 6 -> 3" is what the build takes (within the round)."""
    from game.rules.capital.actions import A_BUILD
    from game.ui.capital import view_model

    checked = 0
    for state, _rnd in random_states("capital", 2, 30, 120):
        seat = state.current_player
        for action in state.legal_actions():
            if action[0] != A_BUILD:
                continue
            _, tile, x, y, _r = action
            cost, _how = view_model.build_cost(view_model.districts(state)[seat], tile, (x, y))
            after = state.clone()
            after.apply(action)
            if (after.era, after.rnd) != (state.era, state.rnd):
                continue  # the era's end (income, war, the final coins) followed the build
            assert cost == state.coins[seat] - after.coins[seat], str(action)
            checked += 1
    assert checked >= 2000


def counters(state, seat):
    return state.res[seat], len(state.tiles[seat]), state.sp[seat]


def _explained(out, tile):
    """(resources, tiles, points) the preview's steps account for: every gain listed,
    less the costs its words name (§6.2: one resource; §6.4: the floors, a colour
    change, a lower number, less your own resources back)."""
    gains = [out.taken] if out.taken is not None else []
    gains += out.produced + (out.bonus.gains if out.bonus else [])
    net = [0, 0, 0]  # res, tiles, sp
    for gain in gains:
        net[{0: 0, 2: 1, 1: 2}[gain.colour]] += gain.got
    if out.either:
        net[0] += 1  # the counts are for taking the resource
    if tile >= 0:
        net[1] -= 1  # the tile played leaves the screen with the card
    if out.kind == "urbanize":
        net[0] -= 1
    if out.kind == "construct":
        net[0] -= out.height + 1 + out.colour_change - (out.height if out.mine else 0)
        net[2] -= out.drop
    return tuple(net)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_ginkgopolis_steps_add_up_to_what_the_engine_does(players):
    """The preview's lines (the steps the engine recorded) account for the whole net
    change of the engine resolving the choice alone; the score change's parts add up."""
    checked = 0
    for state, rnd in random_states("ginkgopolis", players, 8, 60):
        if state.phase != CHOOSE:
            continue
        seat = state.current_player
        plays = [a for a in state.legal_actions() if a[0] == GA.PLAY]
        for action in rnd.sample(plays, min(10, len(plays))):
            engine = outcome_of(state, seat, action[1], action[2])
            assert _explained(engine, action[2]) == (engine.res, engine.tiles, engine.sp), \
                str(action)
            assert engine.total == sum(engine.points.values())
            checked += 1
    assert checked >= 700


def test_ginkgopolis_preview_is_what_the_real_resolution_does(monkeypatch):
    """In real games, the first seat to resolve gets exactly what its preview said when it
    chose (the score change per category and its counters)."""
    seen: dict[int, tuple] = {}
    real = rounds.resolve

    def watched(s, seat):
        before, start = s.breakdown(seat), counters(s, seat)
        real(s, seat)
        if not s.pending:
            seen[id(s), seat] = (before, s.breakdown(seat), start, counters(s, seat))

    monkeypatch.setattr(rounds, "resolve", watched)
    checked = 0
    for players in (1, 2, 3):
        rule = rules.get("ginkgopolis")
        for seed in range(25):
            rnd = random.Random(seed)
            state = rule.new_game(players, seed=seed)
            said = None
            for _ in range(200):
                if state.is_terminal():
                    break
                seat = state.current_player
                action = rnd.choice(state.legal_actions())
                first = state.phase == CHOOSE and state.idx == 0 and seat == state.order()[0]
                if first and action[0] == GA.PLAY:
                    said = (seat, outcome_of(state, seat, action[1], action[2]),
                            counters(state, seat))  # the tile leaves the screen now
                seen.clear()
                state.apply(action)
                if said is not None and (id(state), said[0]) in seen:
                    old, new, _start, end = seen[id(state), said[0]]
                    start = said[2]
                    out = said[1]
                    change = {k: new[k] - old[k] for k in new if new[k] != old[k]}
                    assert (out.total, out.points) == (sum(change.values()), change)
                    assert (out.res, out.tiles, out.sp) == tuple(
                        e - s for e, s in zip(end, start, strict=True))
                    checked += 1
                    said = None
                elif state.phase == CHOOSE and state.idx == 0:
                    said = None  # resolved with a pending choice: not compared
    assert checked >= 300


def test_ginkgopolis_move_log_explains_every_point():
    """The move log says what each seat got, its parts add up and equal the score change."""
    from game.ui.ginkgopolis import move_words

    checked = 0
    for state, rnd in random_states("ginkgopolis", 2, 10, 80):
        seat = state.current_player
        action = rnd.choice(state.legal_actions())
        after = state.clone()
        after.apply(action)
        who = [Person("Ada"), Person("You", True)]
        line = move_words.got(state, after, who)
        for i, name in enumerate(("Ada", "You")):
            delta = after.scores()[i] - state.scores()[i]
            found = re.search(rf"{name} ([+-]\d+)(?: \(([^)]*)\))?", line)
            if not delta and found is None:
                continue
            assert found is not None, (line, delta)
            assert int(found.group(1)) == delta
            parts = [int(p.split()[0]) for p in (found.group(2) or "").split(", ") if p]
            assert sum(parts) == delta
            assert score_change(state, after, i)["total"] == delta
            checked += 1
        del seat
    assert checked >= 100


def said_points(line: str, name: str, mover: bool) -> tuple[int, str] | None:
    """(change, its parts) the log line says of the seat named ``name``: "You won ...
    You +7 (5 from park); Ada +1 (1 from culture)", or for the mover alone "You built a
    tile: +4 (4 from park)", "Basil took 0 coins and 1 point from the School of
    Economics"; None when the line says no change of that seat."""
    named = re.search(rf"(?:^|\. |; ){re.escape(name)} ([+-]\d+)(?: \(([^)]*)\))?(?=;|$)",
                      line)
    alone = re.search(r": ([+-]\d+)(?: \(([^)]*)\))?$", line) if mover else None
    found = named or alone
    if found is not None:
        return int(found.group(1)), found.group(2) or ""
    school = re.search(r" and (\d+) points? from the School of Economics$", line)
    if mover and school and int(school.group(1)):  # Capital: the points are the sentence's
        return int(school.group(1)), f"{school.group(1)} from the School of Economics"
    return None


@pytest.mark.parametrize(("game", "players"), [("akropolis", 2), ("capital", 2),
                                               ("capital", 3)])
def test_the_move_log_explains_every_point(game, players):
    """'+3 (2 from markets, 2 from barracks, -1 from stones)': every seat whose score a
    move changed (the mover, and in Capital every seat paid the era's income) is named
    in the line with its change; the parts are there, add up to the change and the
    change is the score's; a seat whose score did not move is not given points."""
    from game.ui.play import move_words

    names = ["You", "Basil", "Cleo"][:players]
    checked = others = 0
    for state, rnd in random_states(game, players, 16, 400):
        seat = state.current_player
        action = rnd.choice(state.legal_actions())
        after = state.clone()
        after.apply(action)
        who = move_words.people(names, [0])
        line = move_words.describe(game, state, seat, action, after, who, 0)
        for one, name in enumerate(names):
            delta = after.scores()[one] - state.scores()[one]
            said = said_points(line, name, one == seat)
            if not delta:
                assert said is None, (name, line)
                continue
            assert said is not None and said[1], (name, delta, line)
            assert said[0] == delta, (name, delta, line)
            assert sum(int(p.split()[0]) for p in said[1].split(", ")) == delta, line
            checked += 1
            others += one != seat
    assert checked >= 50
    if game == "capital":
        assert others >= 20  # the era's income, paid after another seat's move
