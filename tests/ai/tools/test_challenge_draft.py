"""The campaign drafter writes files the loader reads back unchanged, and --update
replaces only the drafted challenges."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ai.tools import challenge_draft
from game.rules import challenges
from game.rules.challenges import Category, Star

SHIPPED = Path(__file__).resolve().parents[3] / "levels" / "challenges"


def test_every_shipped_file_round_trips_through_the_writer(tmp_path):
    for path in sorted(SHIPPED.glob("*.toml")):
        kept = challenges.load_file(path)
        again = tmp_path / path.name
        again.write_text(challenge_draft.to_toml(kept), encoding="utf-8")
        assert challenges.load_file(again) == kept


def test_options_and_turns_are_written(tmp_path):
    first = challenges.load_file(SHIPPED / "1-akropolis.toml")[0]
    other = replace(first, key="with-turns", turns=5)
    path = tmp_path / "x.toml"
    path.write_text(challenge_draft.to_toml([other]), encoding="utf-8")
    (back,) = challenges.load_file(path)
    assert back.turns == 5 and back.key == "with-turns"


def test_update_replaces_by_key_and_keeps_the_order():
    kept = challenges.load_file(SHIPPED / "2-capital.toml")
    third = kept[2]
    harder = replace(third, stars=(Star(win=True), Star(score=1), Star(
        category=Category("total.culture", 99, "culture"))))
    brand_new = replace(third, key="cap-new")
    out = challenge_draft.merged(kept, [harder, brand_new])
    assert [c.key for c in out] == [c.key for c in kept] + ["cap-new"]
    assert out[2] is harder and out[0] is kept[0]


def test_quantile_reached_is_the_highest_value_that_share_reaches():
    values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    assert challenge_draft.quantile_reached(values, 0.5) == 60   # 60..100: five of ten
    assert challenge_draft.quantile_reached(values, 0.7) == 40
    assert challenge_draft.quantile_reached(values, 1.0) == 10
    assert challenge_draft.quantile_reached(values, 0.01) == 100


def test_first_star_is_a_win_only_when_normal_wins_often():
    Out = challenge_draft.Outcome
    often = [Out(True, 100, 0)] * 7 + [Out(False, 80, 0)] * 3
    assert challenge_draft.first_star(often) == Star(win=True)
    seldom = [Out(True, 100, 0)] * 5 + [Out(False, 80 + i, 0) for i in range(5)]
    star = challenge_draft.first_star(seldom)
    assert not star.win and star.score == 83  # 7 of the 10 scores reach 83


def test_thresholds_count_only_tries_with_the_first_star_and_keep_the_stars_apart():
    Out = challenge_draft.Outcome
    hard = [Out(True, 100, goal) for goal in range(10, 20)] + [Out(False, 100, 99)] * 2
    second, third, also = challenge_draft.thresholds(Star(win=True), hard)
    # the two lost tries (goal 99) cannot count: 60% of 12 tries is 8 of the won ones
    assert (second, third, also) == (11, 12, None)
    reached = sum(1 for o in hard if o.won and o.goal >= third)
    assert reached >= 0.60 * len(hard)


def test_when_the_numbers_are_too_few_the_third_star_adds_a_score():
    Out = challenge_draft.Outcome
    flat = [Out(True, 90 + i, 5) for i in range(10)]  # every try: 5, never less
    second, third, also = challenge_draft.thresholds(Star(win=True), flat)
    assert (second, third) == (5, 5) and also == 94  # 6 of the 10 scores reach 94
    # 2 and 5 only: "at least 2" would be free (every try has it), so the score again
    two_values = [Out(True, 100, 5)] * 8 + [Out(True, 100, 2)] * 2
    assert challenge_draft.thresholds(Star(win=True), two_values) == (5, 5, 100)
    # a try below 2: "at least 2" is a star of its own
    three_values = [Out(True, 100, 5)] * 8 + [Out(True, 100, 2), Out(True, 100, 0)]
    assert challenge_draft.thresholds(Star(win=True), three_values) == (2, 5, None)


def test_a_second_star_every_try_reaches_is_never_drafted():
    """Barracks: most tries score 0 or 4 from barracks; "at least 0" would be free."""
    Out = challenge_draft.Outcome
    hard = [Out(True, 100 + i, 4) for i in range(13)] + [Out(True, 90, 0)] * 7
    second, third, also = challenge_draft.thresholds(Star(win=True), hard)
    assert (second, third) == (4, 4) and also is not None and also > 90
    assert sum(1 for o in hard if o.goal >= 4 and o.score >= also) >= 0.6 * len(hard)
