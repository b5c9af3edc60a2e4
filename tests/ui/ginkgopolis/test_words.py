"""Ginkgopolis speaks the player's language: every word the board draws (caption, strip,
panels, preview, legend, area view, card faces), its tooltips, its move-log sentences and
hints, its results categories and its rules pictures go through the catalogue.

A made-up catalogue marks every word of every message; a word left without the mark
skipped the catalogue. What stays as written: seat names, numbers, the letters printed on
the cards (A-L, R P T, E U C) and signs.
"""

from __future__ import annotations

import random
import re

import pygame

from game import rules
from game.engine import i18n
from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import (
    art,
    faces,
    move_words,
    outcome,
    results,
    rules_pictures,
    strip,
    tips,
    view_model,
)
from game.ui.kit import text
from game.ui.kit.person import Person
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene
from tests.ui.ginkgopolis.driver import decide, wait_for_human
from tests.ui.layout import record_frame
from tests.ui.marked_words import MARK

NAMES = {"Zoe", "Ada", "Hal", "You"}
#: no word: numbers, signs, the letters printed on cards and tiles ("2R", "A", "R7")
NOT_WORDS = re.compile(r"^[\d\s.,:;/%+\-–=>()?x…]*$|^[A-L]$|^(\d*[RPTYBEUCN])+\d*[.,:)]*$"
                       r"|^\(?[A-L]\)?$")




def unmarked_words(line: str) -> list[str]:
    """The words of ``line`` that did not go through the catalogue."""
    left = []
    for word in line.split():
        bare = word.strip("()[]{}.,:;!?\"'")
        if MARK in word or not bare or bare in NAMES or NOT_WORDS.match(word):
            continue
        left.append(word)
    return left


def unmarked_lines(lines: list[str]) -> list[str]:
    """The lines holding a word that skipped the catalogue."""
    return [line for line in lines if unmarked_words(line)]


def drawn(h) -> list[str]:
    """The words drawn on the top layer of one frame."""
    marks = record_frame(h)
    top = max(m.layer for m in marks)
    return [m.label for m in marks if m.kind == "text" and m.layer == top]


def start(h, seats: list[Seat], options: dict | None = None, seed: int = 3) -> PlayScene:
    play = PlayScene(h.app, GameSession.new("ginkgopolis", seats, seed, options or {}))
    h.app.push(play)
    return play


def test_marked_check_finds_english():
    """The check itself: English words are found, marked words, names, numbers and
    printed letters pass."""
    assert unmarked_words("Exploit red 7") == ["Exploit", "red"]
    assert unmarked_words(f"{MARK}Exploit {MARK}red 7 Zoe 2R 1P (A) +4") == []


def test_every_word_on_the_board_goes_through_the_catalogue(harness, marked):
    h = harness
    play = start(h, [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")])
    board = play.board
    rng = random.Random(2)
    assert wait_for_human(h, play)
    assert board.mode() == "draft"
    h.key(pygame.K_1)  # a character selected: the Keep button
    h.frames(2)
    seen = drawn(h)
    assert unmarked_lines(seen) == []
    h.key(pygame.K_ESCAPE)
    shown = {"draft"}
    for _turn in range(80):
        assert wait_for_human(h, play)
        state = play.state
        seat = state.current_player
        mode = board.mode()
        if mode == "choose":
            plays = [a for a in state.legal_actions() if a[0] == A.PLAY]
            tiled = [a for a in plays if a[2] >= 0] or plays
            action = tiled[rng.randrange(len(tiled))]
            cards = view_model.hand(state, seat)
            h.key(pygame.K_1 + cards.index(action[1]))
            while action[2] >= 0 and board.sel_tile != action[2]:
                h.key(pygame.K_t)
            h.frames(2)
            preview = board.current_preview()
            assert preview is not None
            shown.add(preview.kind)
            lines = drawn(h)
            assert unmarked_lines(lines) == [], preview.kind
            assert unmarked_lines(preview.lines) == []
            while board.cancel():  # the choice put back (Esc, never the pause menu)
                pass
        elif mode in ("take", "token", "return"):
            h.frames(2)
            shown.add(mode)
            assert unmarked_lines(drawn(h)) == [], mode
        decide(h, play, rng)
        if {"exploit", "urbanize", "construct"} <= shown and _turn > 20:
            break
    assert {"draft", "exploit", "urbanize", "construct"} <= shown
    # the area view over the city
    assert wait_for_human(h, play)
    h.click(board.rects[1].center)
    h.frames(2)
    assert board.detail_seat == 1
    assert unmarked_lines(drawn(h)) == []
    h.click((300, 300))
    # the tooltips of everything on the table
    state = play.state
    names = board.names()
    said = [tips.card_tip(state, card) for card in view_model.hand(state, 0)]
    said += [tips.character_tip(state, char) for info in board.infos for char in info.chars]
    for pos, (_tile, height, _owner) in board.table.city.items():
        said += tips.city_lines(board.geo.roof(pos, height).center, board.table, board.geo,
                                board.district_info, names)
    for rect in board.rects:
        for y in range(rect.y + 2, rect.bottom, 12):
            tip = tips.tooltip_at((rect.x + 40, y), state, None, [], 0, "choose", board.rects,
                                  board.infos, names)
            said.append(tip or "")
    lines = [line for tip in said for line in tip.split("\n")]
    assert len(lines) > 20
    assert unmarked_lines(lines) == []


def test_the_solo_board_and_hal_speak_through_the_catalogue(harness, marked):
    h = harness
    play = start(h, [Seat("Zoe", "orange", "human")], {"characters": "beginner"})
    assert wait_for_human(h, play)
    h.frames(2)
    lines = drawn(h)
    assert any("Hal" in line for line in lines)
    assert unmarked_lines(lines) == []


def test_move_log_and_hints_say_whole_sentences_through_the_catalogue(marked):
    game = rules.get("ginkgopolis")
    state = game.new_game(3, seed=7)
    who = [Person("You", True), Person("Ada"), Person("Basil")]
    rng = random.Random(5)
    said = []
    while not state.is_terminal() and len(said) < 400:
        seat = state.current_player
        legal = list(state.legal_actions())
        action = legal[rng.randrange(len(legal))]
        if len(said) % 3 == 0:
            said.append(move_words.describe_hint(state, seat, action, who))
        before = state.clone()
        state.apply(action)
        said.append(move_words.describe(before, seat, action, state, who, seat))
        said.append(move_words.describe(before, seat, action, state, who, None))
        said.append(view_model.round_news(before, state))
        said.append(move_words.round_label(state, 3))
    assert any("Revealed" in line for line in said)
    assert unmarked_lines(said) == []


def test_results_categories_and_preview_words_are_messages(marked):
    game = rules.get("ginkgopolis")
    state = game.new_game(2, seed=4)
    categories = results.results_breakdown(state, 0)
    assert set(categories) == {"success points", "area cards 10-20", "districts",
                               "New Hand tokens"}, "the English keys, translated where drawn"
    assert outcome.points_text(3, {"districts": 2, "sp": 1}).count(MARK) >= 4
    assert unmarked_lines([outcome.net_text(2, -1, 0), outcome.net_text(0, 0, 0)]) == []


def test_english_stays_as_it_was():
    """The English of the sentences that were glued before."""
    i18n.set_language("en")
    assert outcome.net_text(2, -1, 1) == "+2 resources  -1 tile  +1 success point"
    assert outcome.points_text(4, {"districts": 3, "sp": 1}) == (
        "+4 (3 from districts, 1 from success points)")
    state = rules.get("ginkgopolis").new_game(2, seed=4)
    assert move_words.round_label(state, 1) == "Character draft"
    assert view_model.card_words(6) == "red 7"
    assert move_words.card_words(66) == "the G card"
    who = [Person("You", True), Person("Ada")]
    seat = state.current_player
    action = next(iter(state.legal_actions()))
    after = state.clone()
    after.apply(action)
    assert move_words.describe(state, seat, action, after, who, None) == (
        "You kept a character card (shown once the draft ends)")
    assert move_words.describe(state, seat, action, after, [Person("Zoe"), who[1]], None) == (
        "Zoe kept a character card (shown once the draft ends)")


def test_card_faces_draw_translated_words(marked):
    """The faces are cached pictures: their words are translated too (and the cache
    follows the language)."""
    state = rules.get("ginkgopolis").new_game(2, seed=4)
    canvas = pygame.Surface((strip.CARD_W, strip.CARD_H))
    art._cache.clear()  # drawn afresh (a face drawn before is only blitted)
    rec = text.start_recording(canvas)
    try:
        faces.character(state, 5, strip.CARD_W, strip.CARD_H)
        art.letter_card("B", strip.CARD_W, strip.CARD_H)
        for card in (3, 14, 27, 55):
            faces.card(state, card, strip.CARD_W, strip.CARD_H)
    finally:
        text.stop_recording()
    lines = [m.label for m in rec.marks if m.kind == "text"]
    assert len(lines) > 10
    assert unmarked_lines(lines) == []
    name = view_model.char_name(state, 5)
    assert name.startswith(MARK), "a character's name is translated where drawn"


def test_rules_pictures_words_are_messages(marked):
    for heading, pictured in rules_pictures.SECTIONS:
        assert i18n._(heading).startswith(MARK)
        for rule in pictured:
            for words in (rule.title, rule.text, rule.example):
                assert unmarked_lines([i18n._(words)]) == []
    # the three character cards of the first picture (each drawn 82 x 118, then shrunk)
    art._cache.clear()  # drawn afresh (a face drawn before is only blitted)
    rec = text.start_recording(pygame.Surface((82, 118)))
    try:
        picture = pygame.Surface((230, 96))
        rules_pictures.DRAFT[0].draw(picture, picture.get_rect())
    finally:
        text.stop_recording()
    lines = [m.label for m in rec.marks if m.kind == "text"]
    assert any("Curator" in line for line in lines)
    assert unmarked_lines(lines) == []
