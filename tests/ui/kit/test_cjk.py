"""Chinese words on screen: which face draws them, where lines may break, how tall they are."""

from __future__ import annotations

import pygame
from hypothesis import given
from hypothesis import strategies as st

from game.engine import i18n
from game.ui.kit import cjk, text


def test_only_text_with_chinese_characters_takes_the_chinese_face():
    assert not cjk.needs_face("Akropolis: +3 points ★")
    assert cjk.needs_face("雅典衛城")
    assert cjk.needs_face("Ada：3")  # a full-width colon
    i18n.set_language("zh-Hans")
    assert (cjk.face_key("银杏城邦"), cjk.face_key("Ginkgopolis")) == ("hans", "")
    i18n.set_language("zh-Hant")
    assert cjk.face_key("雅典衛城") == "hant"


def test_every_character_is_a_piece_and_punctuation_stays_with_it():
    pieces = [p for p, _ in cjk.units("你好，世界。")]
    assert pieces == ["你", "好，", "世", "界。"]
    pieces = [p for p, _ in cjk.units("按「確定」(Enter)繼續")]
    assert pieces == ["按", "「確", "定」", "(Enter)", "繼", "續"]
    assert [p for p, _ in cjk.units("“你好”")] == ["“你", "好”"]


def test_latin_words_keep_their_spaces():
    assert cjk.units("Ada 領先 3 分") == [("Ada", False), ("領", True), ("先", False),
                                         ("3", True), ("分", True)]


def _joined(pieces: list[tuple[str, bool]]) -> str:
    return "".join((" " if space and i else "") + piece for i, (piece, space) in
                   enumerate(pieces))


@given(st.text(alphabet="你好城區得分，。「」“”()Ada3 ", max_size=30))
def test_the_pieces_give_back_the_words(words):
    pieces = cjk.units(words)
    assert _joined(pieces) == " ".join(words.split())
    for piece, space in pieces[1:]:
        assert space or piece[0] not in "，。」”"  # a closing mark never starts a line


def test_wrapped_chinese_fits_and_breaks_nowhere_wrong():
    pygame.font.init()
    i18n.set_language("zh-Hant")
    words = "每回合你從工地拿一個板塊，放進你的城市；廣場會讓同色城區的分數加倍。"
    lines = text.wrap(words, 22, 160)
    assert len(lines) > 1 and "".join(lines) == words
    assert all(text.measure(line, 22)[0] <= 160 for line in lines)
    assert not any(line[0] in "，。；" for line in lines[1:])


def test_a_chinese_line_is_about_as_tall_as_a_latin_one():
    pygame.font.init()
    for size in (16, 22, 30, 48):
        latin = text.measure("Akropolis", size)[1]
        han = text.measure("雅典衛城", size)[1]
        assert latin <= han <= latin * 1.5
        assert text.render("雅典衛城", size, (255, 255, 255)).get_height() == han
