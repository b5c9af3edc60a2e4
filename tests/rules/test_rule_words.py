"""The words the rules give a player: score categories (for the results and
``polis score``), refused moves and position-file problems, in the player's language."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from game import rules
from game.engine import i18n
from game.engine.errors import IllegalAction, PositionError
from game.rules.capital.content import MILESTONE_IDS, PUBLIC_IDS
from tests.game.fake_catalogue import fake_catalogue, marked

#: keys that are ids as written in files (a building's, a milestone's), not words
IDS = set(MILESTONE_IDS) | set(PUBLIC_IDS)


def _keys(value: Any) -> Iterator[str]:
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield key
            yield from _keys(item)
    elif isinstance(value, list):
        for item in value:
            yield from _keys(item)


def _played(game: str, players: int, moves: int = 400) -> Any:
    state = rules.get(game).new_game(players, seed=3)
    rng = random.Random(3)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_every_score_category_has_words(game):
    game_rules = rules.get(game)
    state = _played(game, 2)
    keys = {key for seat in range(2) for key in _keys(state.breakdown(seat))} - IDS
    assert keys <= set(game_rules.score_words), keys - set(game_rules.score_words)


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_the_english_words_are_the_keys_as_polis_score_always_printed_them(game):
    game_rules = rules.get(game)
    for key, words in game_rules.score_words.items():
        assert game_rules.score_label(key) == words == key.replace("_", " ")
    assert game_rules.score_label("old_town") == "old town"  # an id: as written


def test_the_words_follow_the_language(monkeypatch):
    capital = rules.get("capital")
    with fake_catalogue(monkeypatch):
        i18n.set_language("zh-Hant")
        assert capital.score_label("residential_penalty") == marked("residential penalty")
        assert capital.score_label("old_town") == "old town"
        state = rules.get("akropolis").new_game(2, seed=1)
        with pytest.raises(IllegalAction) as refused:
            state.apply((0, 40, 40, 0))
        assert str(refused.value) == marked("the tile at {where} would not touch your city"
                                            ).format(where="(40, 40), (41, 40), (40, 41)")
        with pytest.raises(PositionError) as bad:
            rules.get("ginkgopolis").score_position({"game": "ginkgopolis"})
        assert str(bad.value) == "players: " + marked("required (1-5)")
