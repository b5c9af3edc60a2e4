"""Capital speaks the player's language: every word its board draws, its tips, its move
log's sentences and its results' categories go through the catalogue.

A made-up catalogue (zh-Hant) marks every word of every message it is asked for, as in
tests/ui/scenes/test_arcade_words.py; a word drawn without the mark skipped the
catalogue. What stays as written: the players' names, numbers, and the Roman numerals
printed on the milestone slots (as on the cardboard)."""

from __future__ import annotations

import re

import pygame

from game import rules
from game.engine import i18n
from game.rules.capital import tables as T
from game.ui.capital import CATEGORY_NOTES, RULES_SUMMARY, layout, move_words
from game.ui.capital.results import results_breakdown
from game.ui.capital.rules_pictures import SECTIONS
from game.ui.kit.person import people
from game.ui.play.session import GameSession
from game.ui.scenes.play import PlayScene
from tests.ui.capital.helpers import decide, ready
from tests.ui.layout import record_frame, seats
from tests.ui.marked_words import MARK

NAMES = {"Ada", "Basil"}
#: no words: numbers, signs, the milestone slots' Roman numerals, a key's digit
NOT_WORDS = re.compile(r"^[\d\s.,:/%+\-–…?]*$|^(I|II|III|IV|V|VI)$")




def unmarked(lines: list[str]) -> set[str]:
    """The lines that skipped the catalogue (names and numbers are no words of ours)."""
    return {line for line in lines if MARK not in line and line not in NAMES
            and not NOT_WORDS.match(line)}


def drawn(marks) -> list[str]:
    """The lines of text recorded in a frame; a name broken after a dash on a tile
    ("Warsaw–" / "Vienna Railway") joined again, as the catalogue marked it whole."""
    lines: list[str] = []
    for m in (m for m in marks if m.kind == "text"):
        if lines and lines[-1].endswith(("–", "-")) and m.label[:1].isalpha():
            lines[-1] += m.label
        else:
            lines.append(m.label)
    return lines


def _tips(board) -> list[str]:
    """Every tip the board gives now: hand tiles, milestones, panels, purses, places."""
    points = [layout.card_rect(i).center for i in range(4)]
    points += [layout.milestone_rect(slot).center for slot in range(5)]
    points += [rect.center for rect in board.panels]
    points += [purse.rect.center for purse in board.animation.purses]
    points += [layout.pick_slot(rect).center for rect in board.panels]
    points += [board.cell_rect(pos).center for pos in board.dists[board.view_seat]]
    out = []
    for point in points:
        tip = board.tooltip_at(point)
        if tip is not None:
            out += tip.split("\n")
    return out


def test_every_word_on_the_capital_board_goes_through_the_catalogue(harness, marked):
    h = harness
    session = GameSession.new("capital", seats(2, "human,ai", "Ada,Basil"), 5, {},
                              autosave=False)
    play = PlayScene(h.app, session)
    h.app.push(play)
    board = play.board
    left: set[str] = set()
    kinds: set[str] = set()
    step = 0
    frames = 0
    while not play.state.is_terminal() and step < 80:
        for _ in range(1500):
            frames += 1
            if frames % 7 == 0:  # the show-pieces (income, wars, banners) on the way
                left |= unmarked(drawn(record_frame(h)))
            else:
                h.frame()
            if ready(play):
                break
        assert ready(play), "the human's turn never came"
        if play.state.is_terminal():
            break
        kinds.add(board.kind)
        board.hover = next(iter(board.targets), None) if board.kind == "build" else None
        if board.kind == "build" and board.targets:
            board.locked = next(iter(board.targets))  # the build's preview in the info panel
        left |= unmarked(drawn(record_frame(h)))
        left |= unmarked(_tips(board))
        board.locked = board.hover = None
        decide(h, play, step)
        step += 1
    assert {"pick", "build"} <= kinds
    h.frames(3)
    left |= unmarked(drawn(record_frame(h)))
    assert left == set()


def test_every_move_of_a_game_is_said_through_the_catalogue(marked):
    rule = rules.get("capital")
    state = rule.new_game(3, seed=11)
    who = people(["Ada", "You", "Basil"], [1])
    said = set()
    while not state.is_terminal():
        seat = state.current_player
        actions = state.legal_actions()
        action = actions[len(state.history) % len(actions)]
        after = state.clone()
        after.apply(action)
        for viewer in (seat, None):
            sentence = move_words.describe(state, seat, action, after, who, viewer)
            assert MARK in sentence, sentence
            said.add(action[0])
        label = move_words.round_label(state, 1)
        assert label.startswith(MARK) and "II" not in label, label
        state = after
    assert len(said) >= 5


def test_the_results_and_rules_words_are_marked_messages(marked):
    """The results categories, their notes and the rules page are English messages the
    screens translate: each is in the catalogue's template (marked with N_)."""
    from game.i18n_tools.catalogues import python_messages

    extracted = {message for _file, _line, message, _c, _ctx in python_messages()
                 if isinstance(message, str)}
    state = rules.get("capital").new_game(2, seed=3)
    categories = [key for key in results_breakdown(state, 0) if key != "total"]
    assert "final coins" in categories
    wanted = set(categories) | set(CATEGORY_NOTES.values()) | {RULES_SUMMARY}
    for heading, pictured in SECTIONS:
        wanted |= {heading} | {w for rule in pictured for w in (rule.title, rule.text,
                                                                rule.example)}
    assert wanted - extracted == set()


def test_names_of_buildings_follow_the_language(marked):
    from game.ui.capital import art, view_model

    saxon = next(t for t in range(len(T.KIND)) if T.TILE_ID[t] == "saxon_palace")
    assert view_model.name(saxon) == MARK + "Saxon " + MARK + "Palace"
    i18n.set_language("en")
    assert view_model.name(saxon) == "Saxon Palace"
    english = pygame.image.tobytes(art.tile(saxon * 4, 90), "RGBA")
    i18n.set_language("zh-Hant")
    assert pygame.image.tobytes(art.tile(saxon * 4, 90), "RGBA") != english
