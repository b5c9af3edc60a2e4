"""Characters and cards are data in levels/ginkgopolis, checked on load."""

from __future__ import annotations

import shutil

import pytest

from game.engine.paths import LEVELS_DIR
from game.rules.ginkgopolis import data

SOURCE = LEVELS_DIR / "ginkgopolis"


def test_shipped_content_follows_the_rules():
    content = data.load()
    assert content.char_names[0] == "Seed Courier" and content.char_names[26] == "Park Ranger"
    assert len(content.groups) == 9
    for group in content.groups:
        assert sorted(content.char_colour[c] for c in group) == [0, 1, 2]
    for group in content.groups[6:]:
        assert sorted(content.char_icon[c] for c in group) == [0, 1, 2]
    assert content.char_gift[0] == (1, 1, 1)  # C1 red U
    assert content.char_gift[2] == (1, 0, 0)  # C3 blue C
    assert content.number_icon[1:10] == (0, 1, 2, 0, 1, 2, 0, 1, 2)
    assert content.number_bonus_sp[7:10] == (1, 1, 1)
    assert content.number_map[11] == (1, 0, 0)
    assert content.number_points[20] == 9


def corrupt(tmp_path, name, old, new):
    folder = tmp_path / "ginkgopolis"
    shutil.copytree(SOURCE, folder)
    path = folder / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return folder


@pytest.mark.parametrize(
    ("name", "old", "new", "message"),
    [
        ("characters.toml", 'colour = "red"', 'colour = "green"', "character[0]: unknown colour"),
        ("characters.toml", 'icon = "U"', 'icon = "X"', 'character[0]: unknown icon "X"'),
        (
            "characters.toml",
            "sp = 1, tiles = 1 }",
            "sp = 2, tiles = 1 }",
            "character[0]: gift: (1, 2, 1) does not match",
        ),
        ("characters.toml", 'id = "C1"', 'id = "C9"', 'character[0]: id: expected "C1"'),
        ("characters.toml", "group = 1", "group = 2", "group 1: needs one red"),
        ("characters.toml", "group = 1", "group = 12", "character[0]: group: expected 1..9"),
        (
            "characters.toml",
            'name = "Seed Courier"',
            "name = 3",
            "character[0]: name: expected str",
        ),
        ("cards.toml", "bonus_sp = 0", "bonus_sp = 4", "number[0]: bonus_sp: expected 0 or 1"),
        ("cards.toml", 'scoring = "flat"', 'scoring = "lucky"', "number[19]: scoring: unknown"),
        ("cards.toml", 'item = "sp"', 'item = "gold"', 'colour[1]: item: expected "sp"'),
        ("cards.toml", "number = 3\n", "number = 30\n", "number[2]: number: expected 3"),
        (
            "cards.toml",
            'map = { red = "red", yellow = "yellow", blue = "blue" }',
            'map = { red = "red", yellow = "yellow" }',
            "number[9]: map: blue: missing",
        ),
    ],
)
def test_a_damaged_file_is_refused_naming_file_and_entry(tmp_path, name, old, new, message):
    folder = corrupt(tmp_path, name, old, new)
    with pytest.raises(ValueError) as info:
        data.load(folder)
    text = str(info.value)
    assert text.startswith(str(folder / name))
    assert message in text


def test_id_helpers():
    assert data.card_text(0) == "R1" and data.card_text(59) == "B20"
    assert data.card_text(60) == "A" and data.card_text(71) == "L"
    assert data.parse_card("B") == 61 and data.parse_card("B3") == 42
    assert data.parse_tile("R0") is None and data.parse_tile("Y01") is None
    assert data.parse_character("C27") == 26 and data.parse_character("C28") is None
