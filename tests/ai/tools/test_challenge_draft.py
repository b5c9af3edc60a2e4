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
