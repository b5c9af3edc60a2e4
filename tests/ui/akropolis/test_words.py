"""Akropolis speaks the player's language: every word its board draws (the site, the
players' panels, the score-now panel, the caption and its instruction, the live preview
and its legend, the confirm buttons), its tips, its move log, its rules pictures and its
options go through the catalogue.

A made-up catalogue marks every word of every message (as tests/ui/scenes/
test_arcade_words.py does); a word drawn without the mark skipped the catalogue. What
stays as written: the seats' names, numbers and signs."""

from __future__ import annotations

import random
import re

import pygame

from game import rules
from game.engine import i18n
from game.ui.akropolis import move_words, preview
from game.ui.akropolis.layout import VIEW
from game.ui.kit import text
from game.ui.kit.person import Person
from game.ui.scenes.play import PlayScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from tests.ui.layout import players, record_frame, session_after
from tests.ui.marked_words import MARK
from tests.ui.test_tooltips import tips_over_screen

#: the seats' names (session_after's), drawn as written in any language
NAMES = {"You", "Ada", "Bo"}
#: a token that is a word (not a number, a sign or a mark)
WORD = re.compile(r"[A-Za-z]{2,}")




def skipped(words: str) -> list[str]:
    """The words of ``words`` that did not go through the catalogue (names, numbers and
    signs are no words of ours)."""
    out = []
    for token in words.split():
        bare = token.lstrip("([")
        if bare.startswith(MARK) or bare.rstrip(".,:;)'s") in NAMES or not WORD.search(bare):
            continue
        out.append(token)
    return out


def drawn(marks: list[text.Mark]) -> list[str]:
    """The lines of words of a frame."""
    return [m.label for m in marks if m.kind == "text"]


def unmarked(marks: list[text.Mark]) -> list[str]:
    """The words of a frame that skipped the catalogue, with their line."""
    return [f"{word!r} in {line!r}" for line in drawn(marks) for word in skipped(line)]


def test_the_check_finds_an_unmarked_word(marked):
    assert skipped(i18n._("Your city")) == []
    assert skipped("Ada's city") == ["city"]
    assert skipped(f"{MARK}stones 3") == []
    assert skipped(f"{MARK}took the first tile") == ["the", "first", "tile"]


def _your_turn(h) -> PlayScene:
    """A game at the deal, seat 0 (You) to move, the AI seats' moves done."""
    play = PlayScene(h.app, session_after("akropolis", players("akropolis", 3), 0))
    h.app.push(play)
    assert h.until(lambda: play.board.human is not None and not play.board.busy(), 2000)
    h.frames(3)
    return play


def _hold_a_tile(h, board) -> None:
    """Take the first site tile in hand and point at one of its places."""
    h.key(pygame.K_1)
    h.frames(3)
    assert board.candidates
    x, y = board.candidate_screen(board.candidates[len(board.candidates) // 2])
    h.move((int(x), int(y)))
    h.frames(3)


def test_every_word_of_the_board_goes_through_the_catalogue(harness, marked):
    h = harness
    play = _your_turn(h)
    board = play.board
    said = {"your turn": unmarked(record_frame(h))}
    _hold_a_tile(h, board)
    holding = record_frame(h)
    said["holding"] = unmarked(holding)
    assert any(line.startswith(MARK + "If") for line in drawn(holding)), drawn(holding)
    h.key(pygame.K_RETURN)  # lock the place: the confirm buttons show
    h.frames(3)
    assert board.locked
    locked = record_frame(h)
    said["locked"] = unmarked(locked)
    assert f"{MARK}Place {MARK}(Enter)" in drawn(locked)
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_ESCAPE)
    board.set_view(1)  # another player's city
    h.frames(3)
    viewing = record_frame(h)
    said["viewing"] = unmarked(viewing)
    assert any("Ada's" in line and MARK in line for line in drawn(viewing))
    assert said == {name: [] for name in said}


def test_every_tip_goes_through_the_catalogue(harness, marked):
    h = harness
    play = PlayScene(h.app, session_after("akropolis", players("akropolis", 3), 12))
    h.app.push(play)
    h.frames(30)
    tips = tips_over_screen(play.board)
    assert len(tips) >= 10
    left = {tip: skipped(tip) for tip in tips if skipped(tip)}
    assert left == {}
    # the titles in the player's language too: a district's, a plaza's, a site tile's
    titles = {tip.partition("\n")[0] for tip in tips}
    assert any(t.startswith(f"{MARK}Construction {MARK}site") for t in titles), titles
    assert any("district" in t for t in titles) and any("plaza" in t for t in titles)


def test_the_preview_without_change_and_the_one_row_legend_are_translated(marked):
    surface = pygame.Surface((1280, 720))
    text.start_recording(surface)
    try:
        preview.draw_gains(surface, {"total": 0})
        # places everywhere but the strip under the caption: the legend shrinks to a row
        low = VIEW.y + 70
        places = [pygame.Rect(VIEW.x, low, VIEW.w // 3, VIEW.bottom - low),
                  pygame.Rect(VIEW.right - VIEW.w // 3, low, VIEW.w // 3, VIEW.bottom - low),
                  pygame.Rect(VIEW.x, VIEW.centery, VIEW.w, VIEW.h // 2)]
        strip = preview.draw_legend(surface, (), places)
    finally:
        rec = text.stop_recording()
    assert strip.h == 28, "the legend in one row"
    lines = drawn(rec.marks if rec else [])
    assert f"{MARK}no {MARK}change" in lines and f"{MARK}on {MARK}the {MARK}ground" in lines
    assert [w for line in lines for w in skipped(line)] == []


def test_the_move_log_says_whole_translated_sentences(marked):
    game = rules.get("akropolis")
    who = [Person("You", True), Person("Ada"), Person("Bo")]
    said = []
    for seed in range(2):
        state = game.new_game(players=3, seed=seed, options={})
        rng = random.Random(seed)
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            after = state.clone()
            after.apply(action)
            said.append(move_words.describe(state, state.current_player, action, after, who))
            state = after
    assert [s for s in said if skipped(s)] == []
    assert any(s.startswith(f"{MARK}You {MARK}took") for s in said)
    assert any(s.startswith(f"{MARK}Ada {MARK}took") for s in said)
    assert any(f"{MARK}from {MARK}quarries" in s for s in said), "stones gained are said"


def test_the_rules_pictures_are_translated(harness, marked):
    h = harness
    h.app.push(RulesScene(h.app, "akropolis"))
    h.frames(20)
    lines: list[str] = []
    for _step in range(40):  # down the whole page, a step at a time
        lines += [line for line in drawn(record_frame(h)) if line not in lines]
        h.key(pygame.K_DOWN)
    assert any(line.startswith(f"{MARK}Height") for line in lines), lines
    assert f"{MARK}= {MARK}1 {MARK}point" in lines  # the caption in the stone's picture
    assert f"{MARK}How {MARK}your {MARK}city {MARK}scores" in lines
    assert [f"{w!r} in {line!r}" for line in lines for w in skipped(line)] == []


def test_the_options_of_a_new_game_are_translated(harness, marked):
    h = harness
    h.app.push(SetupScene(h.app, "akropolis"))
    h.frames(20)
    lines = drawn(record_frame(h))
    for words in (f"{MARK}House {MARK}variant", f"{MARK}Barracks {MARK}edge", f"{MARK}any",
                  f"{MARK}single-space"):
        assert words in lines, lines
    assert [f"{w!r} in {line!r}" for line in lines for w in skipped(line)] == []


def test_the_notes_of_the_options_and_the_results_are_translated(marked):
    from game.ui.scenes.results import category_note
    from game.ui.scenes.setup import option_note
    from game.ui.table.game_view import view_of

    view = view_of("akropolis")
    notes = [i18n._(option_note("akropolis", spec.label)) for spec in view.option_specs]
    notes += [category_note("akropolis", key) for key in view.category_notes]
    notes.append(i18n._(view.rules_summary))
    assert all(note.startswith(MARK) for note in notes)
    assert [note for note in notes if skipped(note)] == []


def test_the_words_shown_later_are_in_the_catalogue():
    """The words kept in English and translated where they are shown (the options, their
    values and notes, the summary, the results' notes, the rules pictures, the legend)
    are marked, so the catalogue has them."""
    from game.i18n_tools.catalogues import ROOT, python_messages
    from game.ui import akropolis
    from game.ui.akropolis import rules_pictures
    from game.ui.table.game_view import view_of

    folder = (ROOT / "game" / "ui" / "akropolis").as_posix()
    found = {message for where, _line, message, _comments, _context in python_messages()
             if (ROOT / where).as_posix().startswith(folder) and isinstance(message, str)}
    view = view_of("akropolis")
    shown = [view.rules_summary, *view.option_notes.values(), *view.category_notes.values()]
    for spec in view.option_specs:
        shown += [spec.label, *(spec.describe(value) for value in spec.choices
                                if not isinstance(value, bool))]
    for heading, pictured in rules_pictures.SECTIONS:
        shown.append(heading)
        shown += [words for rule in pictured for words in (rule.title, rule.text, rule.example)]
    shown += [label for _fill, _edge, label in preview.LEGEND]
    shown += [label for _row, label in preview.STRIP]
    shown.append(akropolis.BOARD.reveal_words)
    assert [words for words in shown if words not in found] == []
