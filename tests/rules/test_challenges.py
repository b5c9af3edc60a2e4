"""Arcade challenges: loading checks every value (one line naming the file, the
challenge and the key), a "win from here" start replays through the rules, and the
stars are read off the state as the rules score it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given

from game.engine import registry
from game.engine.errors import UserFileError
from game.rules import challenges
from game.rules.challenges import Category, Challenge, Star
from tests.fuzz.support import FUZZ, assert_one_line, hostile_document

LEVELS = ("beginner", "easy", "normal", "hard", "expert", "random", "greedy")

GOOD = """
[[challenge]]
key = "akro-test"
game = "akropolis"
title = "Market day"
flavour = "Markets pay when alone."
players = 2
opponents = ["easy"]
seed = 5
start = ["{first}"]
[[challenge.star]]
win = true
[[challenge.star]]
score = 40
[[challenge.star]]
category = {{ key = "market.points", at_least = 12, words = "points from markets" }}
"""


def first_move(game: str = "akropolis", seed: int = 5) -> str:
    return str(registry.get(game).new_game(2, seed).legal_actions()[0])


def good_text() -> str:
    return GOOD.format(first=first_move())


def test_a_good_file_loads_and_its_start_replays():
    [ch] = challenges.load_text(good_text(), "mine.toml", LEVELS)
    assert (ch.key, ch.game, ch.players, ch.you, ch.opponents) == (
        "akro-test", "akropolis", 2, 0, ("easy",))
    assert ch.seats("hard") == ["hard", "easy"]
    assert ch.stars[2].category == Category("market.points", 12, "points from markets")
    state = challenges.start_state(ch)
    fresh = registry.get("akropolis").new_game(2, 5)
    fresh.apply_text(first_move())
    assert state.to_dict() == fresh.to_dict()


@pytest.mark.parametrize(("change", "names"), [
    (('game = "akropolis"', 'game = "chess"'), "challenge[1].game"),
    (("players = 2", "players = 9"), "challenge[1].players"),
    (('opponents = ["easy"]', 'opponents = ["godlike"]'), "challenge[1].opponents[1]"),
    (('opponents = ["easy"]', 'opponents = []'), "challenge[1].opponents"),
    (("seed = 5", "seed = -1"), "challenge[1].seed"),
    (("win = true", "win = 1"), "challenge[1].star[1].win"),
    (("score = 40", 'score = "forty"'), "challenge[1].star[2].score"),
    (('key = "market.points"', 'key = "market.nothing"'), "challenge[1].star[3].category.key"),
    (("at_least = 12", "at_least = 1e3"), "challenge[1].star[3].category.at_least"),
    (('key = "akro-test"', 'key = "two words"'), "challenge[1].key"),
    (('title = "Market day"', 'colour = "red"\ntitle = "x"'), "challenge[1].colour"),
])
def test_a_bad_value_names_the_file_the_challenge_and_the_key(change, names):
    old, new = change
    text = good_text().replace(old, new, 1)
    with pytest.raises(UserFileError) as err:
        challenges.load_text(text, "mine.toml", LEVELS)
    message = str(err.value)
    assert_one_line(message, "mine.toml: ")
    assert names in message, message


def test_an_illegal_start_a_missing_star_and_a_key_used_twice_are_refused():
    bad_start = good_text().replace(first_move(), "take 9 at 99,99 rot 0")
    with pytest.raises(UserFileError, match=r"start\[1\]: .* is not a legal move"):
        challenges.load_text(bad_start, "a.toml", LEVELS)
    two_stars = good_text().rsplit("[[challenge.star]]", 1)[0]
    with pytest.raises(UserFileError, match="3 stars are needed, not 2"):
        challenges.load_text(two_stars, "b.toml", LEVELS)
    with pytest.raises(UserFileError, match="used twice"):
        challenges.load_text(good_text() + good_text(), "c.toml", LEVELS)


def test_any_damaged_file_is_refused_in_one_line_or_loads():
    @FUZZ
    @given(hostile_document([good_text()]))
    def run(text):
        try:
            found = challenges.load_text(text, "mine.toml", LEVELS)
        except UserFileError as exc:
            assert_one_line(str(exc), "mine.toml")
            return
        for ch in found:  # what loads can be played: its start replays
            assert challenges.start_state(ch).current_player is not None

    run()


def finished(game: str, players: int, seed: int):
    state = registry.get(game).new_game(players, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def _challenge(game: str, stars: tuple[Star, ...], you: int = 0, players: int = 2) -> Challenge:
    return Challenge("k", game, "t", "", players, you, ("easy",) * (players - 1), 1, {}, (), 0,
                     stars)


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_stars_are_read_off_the_final_state_as_the_rules_score_it(game):
    for seed in range(6):
        state = finished(game, 2, seed)
        scores, winners = state.scores(), state.winners()
        for you in (0, 1):
            mine, theirs = scores[you], scores[1 - you]
            won = you in winners
            exact = (Star(win=True), Star(win=True, score=mine),
                     Star(win=True, margin=mine - theirs))
            assert challenges.stars_earned(_challenge(game, exact, you), state) == \
                (3 if won else 0)
            higher = (Star(score=mine), Star(score=mine, margin=mine - theirs),
                      Star(score=mine + 1))
            assert challenges.stars_earned(_challenge(game, higher, you), state) == 2


def test_a_category_is_a_number_of_the_breakdown():
    state = finished("akropolis", 2, 3)
    markets = state.breakdown(0)["market"]["points"]
    cat = Category("market.points", markets, "points from markets")
    over = Category("market.points", markets + 1, "points from markets")
    stars = (Star(category=cat), Star(category=cat), Star(category=over))
    assert challenges.stars_earned(_challenge("akropolis", stars), state) == 2
    culture = finished("capital", 2, 3).breakdown(1)["total"]["culture"]
    assert challenges.measures(finished("capital", 2, 3), 1)["total.culture"] == culture


def test_with_turns_the_attempt_ends_after_yours_and_the_leader_wins():
    ch = Challenge("k", "capital", "t", "", 2, 0, ("easy",), 1, {}, (), 3, (Star(win=True),) * 3)
    state = challenges.start_state(ch)
    assert not challenges.attempt_over(ch, state, 2)
    assert challenges.attempt_over(ch, state, 3)
    leads = state.scores()[0] == max(state.scores())
    assert challenges.stars_earned(ch, state) == (3 if leads else 0)


def test_your_turns_are_your_moves_after_the_start_and_the_attempt_ends_at_the_last():
    ch = Challenge("k", "akropolis", "t", "", 2, 1, ("easy",), 1, {}, ("a", "b"), 2,
                   (Star(win=True),) * 3)
    seats = [0, 1, 0, 1, 0, 1, 0, 1]  # the start's two moves, then three of yours
    assert challenges.turns_taken(ch, seats[:2]) == 0  # the start is not yours to count
    assert challenges.turns_taken(ch, seats) == 3
    assert challenges.attempt_moves(ch, seats) == 6  # up to your second turn
    assert challenges.attempt_moves(ch, seats[:4]) == 4  # not there yet: all of them
    whole = replace(ch, turns=0)
    assert challenges.attempt_moves(whole, seats) == len(seats)


def test_a_record_is_judged_where_its_turns_ended_and_not_before():
    from game.engine.record import ActionEntry, SeatEntry, new_record

    ch = Challenge("k", "capital", "t", "", 2, 0, ("easy",), 9, {}, (), 4, (Star(win=True),) * 3)
    record = new_record("capital", [SeatEntry("You", "human", "orange"),
                                    SeatEntry("Basil", "ai:easy", "sky")], 9, {})
    state = challenges.start_state(ch)
    rng = random.Random(4)
    yours = 0
    after_last = None
    while not state.is_terminal() and len(record.actions) < 40:
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        record.actions.append(ActionEntry(seat, str(action)))
        state.apply(action)
        yours += seat == 0
        if yours == 4 and after_last is None:
            after_last = state.clone()
        if challenges.judged_state(ch, record) is None:
            assert yours < 4
    assert after_last is not None
    judged = challenges.judged_state(ch, record)
    assert judged is not None and judged.scores() == after_last.scores()
    assert challenges.stars_earned(ch, judged) == challenges.stars_earned(ch, after_last)
