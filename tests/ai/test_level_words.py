"""The words about an AI level on the new-game screen: names, notes and measured strength
as whole sentences, in the player's language."""

from __future__ import annotations

import pytest

from ai import level_strength, level_words
from ai.level_strength import Rung, strength_words
from ai.levels import PRESETS
from game.engine import i18n
from tests.game.fake_catalogue import fake_catalogue, marked


@pytest.fixture
def measured(monkeypatch):
    table = {"capital": {"2": {"hard": {"below": "normal", "wins": 0.86, "games": 60},
                               "beginner": {"below": "random", "wins": 1.0, "games": 60}}}}
    monkeypatch.setattr(level_strength, "shipped", lambda: table)


def test_every_preset_has_a_name_and_a_note():
    assert set(level_words.LEVEL_NAMES) == set(PRESETS) == set(level_words.LEVEL_NOTES)
    for level in PRESETS:
        assert level_words.level_name(level) == level
        assert level_words.level_note(level).lower().startswith(level)
    assert level_words.level_name("my own") == "my own"
    assert level_words.level_note("my own") == "my own: a custom level from your settings file."


def test_the_note_tells_the_measured_strength(measured):
    assert level_words.level_note("hard", "capital", 2) == (
        "Hard: thinks longer and punishes mistakes. It beats normal 9 games in 10.")
    assert level_words.level_note("hard", "capital", 3) == (
        "Hard: thinks longer and punishes mistakes. It beats normal 9 games in 10 "
        "(with 2 players).")
    assert level_words.level_note("beginner", "capital", 2).endswith(
        "It beats random moves almost every game.")
    assert level_words.level_note("hard", "akropolis", 2) == (
        "Hard: thinks longer and punishes mistakes.")


@pytest.mark.parametrize("wins", [0.0, 0.04, 0.1, 0.5, 0.86, 0.96, 1.0])
@pytest.mark.parametrize("below", ["random", "normal", "beginner"])
@pytest.mark.parametrize("players", [2, 3])
def test_the_sentence_says_what_the_old_words_said(wins, below, players):
    found = Rung("hard", below, wins, 60, 2)
    assert level_words.strength_sentence(found, players) == (
        f"It {strength_words(found, players)}.")


def test_the_words_follow_the_language(measured, monkeypatch):
    with fake_catalogue(monkeypatch):
        i18n.set_language("zh-Hant")
        assert level_words.level_name("hard") == marked("hard")
        assert level_words.level_note("hard", "capital", 2) == marked("{note} {strength}").format(
            note=marked("Hard: thinks longer and punishes mistakes."),
            strength=marked("It beats {level} {n} games in 10.").format(
                level=marked("normal"), n=9))
        assert level_words.level_note("mine") == marked(
            "{level}: a custom level from your settings file.").format(level="mine")
