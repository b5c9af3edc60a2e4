"""The daily deal: the same date gives the same deal (for everyone: nothing but the
date and the game's name goes into it), another date another deal; a record is known
as the daily deal of its day."""

from __future__ import annotations

from datetime import date, timedelta

from game.engine import registry
from game.engine.record import ActionEntry, SeatEntry, new_record
from game.rules import challenges, daily

DAY = date(2026, 12, 6)


def deal(game: str, day: date) -> dict:
    """The whole deal (every tile and card where it lies), less the random generator's
    state (which differs with the seed even when the cards would not)."""
    state = challenges.start_state(daily.daily_challenge(game, day)).to_dict()
    state.pop("rng", None)
    return state


def test_the_same_date_gives_the_same_deal():
    for game in daily.GAMES:
        assert daily.daily_seed(game, DAY) == daily.daily_seed(game, date(2026, 12, 6))
        assert daily.daily_challenge(game, DAY) == daily.daily_challenge(game, date(2026, 12, 6))
        assert deal(game, DAY) == deal(game, date(2026, 12, 6))


def test_another_date_or_game_gives_another_deal():
    seeds = {daily.daily_seed(g, DAY + timedelta(days=n)) for g in daily.GAMES
             for n in range(60)}
    assert len(seeds) == 3 * 60  # no two days or games share a deal
    assert all(0 <= s < 1 << 63 for s in seeds)
    for game in daily.GAMES:
        assert deal(game, DAY) != deal(game, DAY + timedelta(days=1))


def test_the_seed_is_a_fixed_function_of_the_date():
    """Everyone computes the same number: it is pinned here, so a change to how it is
    made (which would give players different deals on one day) fails."""
    assert daily.daily_seed("akropolis", date(2026, 1, 1)) == \
        daily.daily_seed("akropolis", date.fromisoformat("2026-01-01"))
    assert daily.daily_key("capital", DAY) == "daily-capital-2026-12-06"


def test_par_makes_the_one_star():
    ch = daily.daily_challenge("capital", DAY, par=90)
    assert len(ch.stars) == 1 and ch.stars[0].score == 91  # beat par
    assert daily.daily_challenge("capital", DAY).stars == ()


def test_a_record_is_the_daily_deal_of_the_day_it_started():
    ch = daily.daily_challenge("akropolis", DAY)
    seats = [SeatEntry("You", "human", "orange"), SeatEntry("Basil", "ai:normal", "sky")]
    record = new_record("akropolis", seats, ch.seed, {})
    record.started = "2026-12-06T21:30:00"
    assert daily.day_of(record) == DAY
    record.started = "2026-12-07T00:10:00"  # opened before midnight, played after
    assert daily.day_of(record) == DAY
    record.started = "2026-12-09T10:00:00"
    assert daily.day_of(record) is None
    record.started = "2026-12-06T21:30:00"
    record.seats[1] = SeatEntry("Basil", "ai:easy", "sky")  # not the deal's opponent
    assert daily.day_of(record) is None
    other = new_record("akropolis", seats, ch.seed + 1, {})
    other.started = "2026-12-06T21:30:00"
    assert daily.day_of(other) is None
    state = registry.get("akropolis").new_game(2, ch.seed)
    move = str(state.legal_actions()[0])
    record.seats[1] = seats[1]
    record.actions.append(ActionEntry(0, move))
    assert daily.day_of(record) == DAY  # no start: any first move
