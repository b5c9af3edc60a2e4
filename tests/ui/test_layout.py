"""The layout pass: every screen of every game, in several states, at three window
sizes, every text size and in all three languages: no text overlaps other text or an
icon, leaves the screen or crosses the edge of the panel it is drawn on (text rectangles
recorded by game.ui.kit.text), and a Chinese screen shows no English word."""

from __future__ import annotations

import re

import pygame
import pytest

from game.ui.kit import text
from tests.ui.layout import problems, record_frame
from tests.ui.screens import SCREENS

SIZES = [(1280, 720), (960, 540), (1920, 1080)]
#: the text-size option (per cent)
TEXT_SIZES = [100, 125, 150]
CHINESE = ["zh-Hant", "zh-Hans"]


@pytest.mark.parametrize("percent", TEXT_SIZES, ids=lambda p: f"text{p}")
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", sorted(SCREENS))
def test_no_text_overlaps_or_leaves_its_panel(harness, name, size, percent):
    h = harness
    h.app.options.text_size = percent
    h.app.apply_options()
    h.app.screen = pygame.display.set_mode(size)
    h.frames(SCREENS[name](h))
    marks = record_frame(h)
    assert sum(m.kind == "text" for m in marks) >= 3, "the screen drew its words"
    assert problems(marks) == []
    assert cut_without_a_tip(h.app.stack.top, marks) == []
    assert h.app.screen.get_size() == size


@pytest.mark.parametrize("percent", TEXT_SIZES, ids=lambda p: f"text{p}")
@pytest.mark.parametrize("language", CHINESE)
@pytest.mark.parametrize("name", sorted(SCREENS))
def test_chinese_fits_at_every_size_and_says_no_english(harness, name, language, percent):
    """The screen made in Chinese at a text size, then shown at each window size (the
    canvas is the same; the window only scales it)."""
    h = harness
    h.app.options.language = language
    h.app.options.text_size = percent
    h.app.apply_options()
    h.frames(SCREENS[name](h))
    for size in SIZES:
        h.app.screen = pygame.display.set_mode(size)
        marks = record_frame(h)
        assert sum(m.kind == "text" for m in marks) >= 3, "the screen drew its words"
        assert problems(marks) == [], size
        assert cut_without_a_tip(h.app.stack.top, marks) == [], size
    assert english_words(marks) == []


#: Latin words a Chinese screen may show: key names, the seats' names the screens use,
#: and the program's own name
LATIN = {"Esc", "Enter", "Tab", "Ctrl", "Shift", "Space", "Del", "Delete", "Backspace",
         "AI", "Polis", "Arcade", "POLIS", "ARCADE", "Hal", "PgUp", "PgDn", "Home", "End"}
#: the seats' names the screens use (a long one may be shown cut short, "Konstantinop…")
NAME_WORDS = ["You", "Ada", "Basil", "Bo", "Cy", "Di", "Zoe", "Cleo", "Dion", "Eos", "Fay",
              "Gus", "Player", "Maximiliana", "Wolkonska", "Poniatowska", "Bartholomew",
              "Fitzgerald", "Konstantinopolitanka", "the", "Magnificent", "Architect"]
#: what a player wrote in their own challenge files (tests/ui/arcade_screens.py): shown
#: as written, in any language
PLAYERS_PHRASES = ("My market town", "A challenge of my own: markets and more markets.",
                   "points from your markets", "Three tiles",
                   "Three turns only: be ahead when they are done.")
#: a run of Latin words, and a folder's path (shown as it is)
LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z'’ :.,-]*[A-Za-z.]|[A-Za-z]")
PATH = re.compile(r"/[^\s，。：、（）()]*")
#: a problem line names the file and the key, and quotes the value, as written
AS_WRITTEN = re.compile(r"[\w.-]+\.toml(: [\w.\[\]-]+)?|\"[^\"]*\"")
#: single letters and short codes (card letters, "R7", "2R", the W-Z Route's letters, the
#: milestones' numerals) are no words
CODES = re.compile(r"^[A-Z]{1,2}\d*$|^[a-z]{1,2}\d*$|^[A-Z](-[A-Z])+$|^(I|II|III|IV|V|VI)$")


def _a_name(word: str, label: str) -> bool:
    """A seat's name, whole or cut short ("Konstantinop…"), or its possessive."""
    parts = word.removesuffix("'s").removesuffix("’s").split("-")  # "Wolkonska-Poniatowska"
    *whole, last = parts
    return all(part in NAME_WORDS for part in whole) and (
        last in NAME_WORDS or (f"{word}…" in label
                               and any(n.startswith(last) for n in NAME_WORDS)))


def english_words(marks) -> list[str]:
    """The texts of a frame that still hold an English word (two letters or more that
    are not a key, a name or a unit)."""
    found = []
    for m in marks:
        if m.kind != "text":
            continue
        label = LATIN_RUN.sub(lambda run: "" if any(run.group().strip() in phrase
                                                    for phrase in PLAYERS_PHRASES)
                              else run.group(), AS_WRITTEN.sub("", PATH.sub("", m.label)))
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", label)
                 if w not in LATIN and not CODES.match(w) and not _a_name(w, label)]
        if words:
            found.append(m.label)
    return found


def cut_without_a_tip(scene, marks) -> list[str]:
    """Shortened words ("Palace of Culture …") whose whole text no tip at that place says."""
    board = getattr(scene, "board", None)
    tips = board if board is not None else scene  # a table's tips, else the screen's own
    found = []
    for m in (m for m in marks if m.kind == "cut"):
        tip_at = getattr(tips, "tooltip_at", None)
        tip = tip_at(m.rect.center) if tip_at is not None else None
        if not tip or m.label not in tip:
            found.append(f"{m.label!r} is shortened at {tuple(m.rect)} and no tip says it whole")
    return found


def test_the_check_finds_overlaps_and_text_outside_its_panel():
    surface = pygame.Surface((400, 300))
    text.start_recording(surface)
    try:
        from game.ui.kit import backdrop

        backdrop.panel(surface, pygame.Rect(10, 10, 100, 60))
        text.draw(surface, "a long line of words", 24, (255, 255, 255), (20, 20))
        text.draw(surface, "overlapping", 24, (255, 255, 255), (30, 26))
    finally:
        rec = text.stop_recording()
    found = problems(rec.marks, (400, 300))
    assert any("leaves its panel" in f for f in found)
    assert any("overlaps" in f for f in found)


def test_the_check_finds_a_box_drawn_over_words():
    """A notice or a legend put over words already drawn hides them; a backing drawn
    under its own words, or a tip asked for, does not count."""
    from game.ui.kit import backdrop

    surface = pygame.Surface((400, 300))
    text.start_recording(surface)
    try:
        text.draw(surface, "Net: +2 points", 24, (255, 255, 255), (20, 20))
        backdrop.panel(surface, pygame.Rect(60, 10, 200, 40), 235)  # over half of it
        backdrop.panel(surface, pygame.Rect(10, 100, 300, 60), 235)
        text.draw(surface, "on its own backing", 24, (255, 255, 255), (20, 110))
    finally:
        rec = text.stop_recording()
    found = problems(rec.marks, (400, 300))
    assert len(found) == 1 and "is drawn over 'Net: +2 points'" in found[0]


def test_small_text_keeps_its_letter_spacing():
    """Supersampled small text is as wide as the font says at a large size, scaled."""
    word = "Wilanów Palace"
    small = text.render(word, 14, (255, 255, 255))
    big_w = text.font(14 * text.SUPERSAMPLE).size(word)[0] / text.SUPERSAMPLE
    assert abs(small.get_width() - big_w) <= 1
    assert text.measure(word, 14)[0] == small.get_width()


def test_the_check_finds_cut_spaces_cut_text_and_icons_over_words():
    surface = pygame.Surface((400, 300))
    text.start_recording(surface)
    try:
        surface.set_clip(pygame.Rect(0, 0, 200, 150))
        text.mark_cell(surface, pygame.Rect(180, 20, 40, 30))  # half outside the frame
        text.draw(surface, "Sigismund Column", 24, (255, 255, 255), (150, 60))
        surface.set_clip(None)
        text.draw(surface, "Your district", 24, (255, 255, 255), (20, 200))
        text.mark_picture(surface, pygame.Rect(30, 190, 30, 30), "mermaid")
    finally:
        rec = text.stop_recording()
    found = problems(rec.marks, (400, 300))
    assert any("space of the board" in f and "cut off" in f for f in found)
    assert any("'Sigismund Column'" in f and "cut off" in f for f in found)
    assert any("the mermaid" in f and "'Your district'" in f for f in found)


def test_the_check_finds_shortened_words_no_tip_says_whole():
    surface = pygame.Surface((400, 300))
    text.start_recording(surface)
    try:
        short = text.fit("Palace of Culture and Science", 24, 150)
        text.draw(surface, short, 24, (255, 255, 255), (10, 10))
    finally:
        rec = text.stop_recording()

    class Board:
        def __init__(self, tip):
            self.tip = tip

        def tooltip_at(self, pos):
            return self.tip

    class Scene:
        def __init__(self, tip):
            self.board = Board(tip)

    assert short.endswith("…")
    assert cut_without_a_tip(Scene(None), rec.marks) != []
    assert cut_without_a_tip(Scene("Palace of Culture and Science\nA milestone"),
                             rec.marks) == []
