"""Fuzz: any text given to a game's ``parse_action`` is a legal action or IllegalAction."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import rules
from game.engine.errors import IllegalAction
from tests.fuzz.support import FUZZ, TOKENS, assert_one_line, count, hang_guard

GAMES = ("akropolis", "capital", "ginkgopolis")
WORDS = [
    "take", "at", "rot", "play", "pick", "token", "return", "done", "newhand", "resource",
    "tile", "+", ",", "-", "0", "1", "5", "-1", "99", "١", "²", "𝟙", "C7", "C²", "R١", "B20",
    "A", "L", "9" * 30, "9" * 5000, "\n", "\t", "\x00", "\x1b", "\u2028", "build", "pass",
]


@cache
def states(game: str) -> list:
    """States of ``game`` at a few points of a seeded random game (start … end)."""
    game_rules = rules.get(game)
    players = 2 if 2 in game_rules.player_counts else game_rules.player_counts[0]
    state = game_rules.new_game(players=players, seed=7)
    rng = random.Random(7)
    found = [state.clone()]
    steps = 0
    while not state.is_terminal() and steps < 400:
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
        if steps in (1, 3, 10, 40):
            found.append(state.clone())
    found.append(state.clone())
    return found


@st.composite
def action_texts(draw: st.DrawFn, game: str) -> tuple[int, str]:
    """(state index, text): a legal text mutated, words shuffled, or anything at all."""
    index = draw(st.integers(0, len(states(game)) - 1))
    legal = [str(a) for a in states(game)[index].legal_actions()] or ["take 0 at 0,0 rot 0"]
    kind = draw(st.sampled_from(["legal", "mutated", "words", "any"]))
    if kind == "legal":
        return index, draw(st.sampled_from(legal))
    if kind == "mutated":
        text = draw(st.sampled_from(legal))
        for _ in range(draw(st.integers(1, 3))):
            at = draw(st.integers(0, len(text)))
            edit = draw(st.sampled_from(["insert", "delete", "word"]))
            if edit == "insert":
                text = text[:at] + draw(st.sampled_from(WORDS + TOKENS)) + text[at:]
            elif edit == "delete":
                text = text[:at] + text[at + draw(st.integers(1, 4)):]
            else:
                words = text.split(" ")
                words[draw(st.integers(0, len(words) - 1))] = draw(st.sampled_from(WORDS))
                text = " ".join(words)
        return index, text
    if kind == "words":
        return index, " ".join(draw(st.lists(st.sampled_from(WORDS), max_size=8)))
    return index, draw(st.text(max_size=60))


@pytest.mark.parametrize("game", GAMES)
def test_parse_action_of_any_text(game):
    game_rules = rules.get(game)

    @FUZZ
    @given(action_texts(game))
    def run(case):
        index, text = case
        state = states(game)[index]
        try:
            with hang_guard():
                action = game_rules.parse_action(state, text)
        except IllegalAction as exc:
            assert_one_line(str(exc))
            count(f"action texts: {game}", "refused")
            return
        assert action in state.legal_actions()
        count(f"action texts: {game}", "handled")

    run()
