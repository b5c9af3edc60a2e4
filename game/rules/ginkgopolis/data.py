"""Ginkgopolis content: ids, and the characters and cards loaded from ``levels/ginkgopolis``.

Integer encodings used everywhere in the engine (plain ints, Cython-friendly):

- colour: 0 red, 1 yellow, 2 blue. Items: red -> resource, yellow -> SP, blue -> tile.
- icon: 0 Exploit (E), 1 Urbanize (U), 2 Construct (C); -1 none.
- tile / building card: ``colour * 20 + number - 1`` (0..59); ``R1`` = 0, ``Y1`` = 20, ``B20`` = 59.
- urbanization card / token ``A``..``L``: 60..71 as a card; the letter index 0..11 as a token.
- character ``C1``..``C27``: 0..26.

The TOML files are checked on load; a defect raises ValueError naming the file and entry.
"""

from __future__ import annotations

from importlib.resources.abc import Traversable
from typing import Any

from game.engine.paths import data_name, level_file, read_data_toml

RED, YELLOW, BLUE = 0, 1, 2
COLOUR_NAMES = ("red", "yellow", "blue")
COLOUR_LETTERS = "RYB"
ICON_LETTERS = "EUC"
EXPLOIT, URBANIZE, CONSTRUCT = 0, 1, 2
LETTERS = "ABCDEFGHIJKL"
LETTER_BASE = 60
NUM_CARDS = 72
NUM_CHARACTERS = 27

#: §3: gift by (colour, icon is C) as (resources, sp, tiles).
GIFT_RULE = {
    (RED, False): (1, 1, 1),
    (RED, True): (0, 0, 1),
    (YELLOW, False): (2, 2, 1),
    (YELLOW, True): (2, 1, 1),
    (BLUE, False): (2, 1, 0),
    (BLUE, True): (1, 0, 0),
}

SCORING_KINDS = (
    "owned_colour",
    "district_first",
    "owned_low",
    "owned_tall",
    "icon",
    "same_colour",
    "flat",
)
ITEMS = {"red": "resource", "yellow": "sp", "blue": "tile"}


def tile_colour(tile: int) -> int:
    """Colour of a tile or building card."""
    return tile // 20


def tile_number(tile: int) -> int:
    """Number 1..20 of a tile or building card."""
    return tile % 20 + 1


def card_text(card: int) -> str:
    """``R7`` / ``B12`` for building cards and tiles, ``A``..``L`` for urbanization cards."""
    if card >= LETTER_BASE:
        return LETTERS[card - LETTER_BASE]
    return f"{COLOUR_LETTERS[card // 20]}{card % 20 + 1}"


def character_text(char: int) -> str:
    """``C1``..``C27``."""
    return f"C{char + 1}"


def _id_number(digits: str) -> int | None:
    """The number in an id: one or two ASCII digits, no leading zero (else None)."""
    if not 1 <= len(digits) <= 2 or not digits.isascii() or not digits.isdigit():
        return None
    return None if digits[0] == "0" else int(digits)


def parse_tile(text: str) -> int | None:
    """The tile / building card id of ``R7``, or None if ``text`` is not one."""
    if len(text) < 2 or text[0] not in COLOUR_LETTERS:
        return None
    number = _id_number(text[1:])
    if number is None or number > 20:
        return None
    return COLOUR_LETTERS.index(text[0]) * 20 + number - 1


def parse_card(text: str) -> int | None:
    """Any card id in a hand: a building card or an urbanization letter."""
    if len(text) == 1 and text in LETTERS:
        return LETTER_BASE + LETTERS.index(text)
    return parse_tile(text)


def parse_character(text: str) -> int | None:
    """The character index of ``C7``, or None."""
    number = _id_number(text[1:]) if text[:1] == "C" else None
    return None if number is None or number > NUM_CHARACTERS else number - 1


class Content:
    """Everything loaded from the TOML files, as flat tuples indexed by id."""

    def __init__(self, characters: list[dict[str, Any]], numbers: dict[int, dict[str, Any]]):
        self.char_names: tuple[str, ...] = tuple(c["name"] for c in characters)
        self.char_colour: tuple[int, ...] = tuple(c["colour"] for c in characters)
        self.char_icon: tuple[int, ...] = tuple(c["icon"] for c in characters)
        self.char_gift: tuple[tuple[int, int, int], ...] = tuple(c["gift"] for c in characters)
        groups: dict[int, list[int]] = {}
        for index, c in enumerate(characters):
            groups.setdefault(c["group"], []).append(index)
        self.groups: tuple[tuple[int, ...], ...] = tuple(tuple(groups[g]) for g in sorted(groups))
        #: by card number 1..20 (index 0 unused): icon (-1 none), bonus SP, scoring rule.
        self.number_icon = tuple([-1] + [numbers[n].get("icon", -1) for n in range(1, 21)])
        self.number_bonus_sp = tuple([0] + [numbers[n].get("bonus_sp", 0) for n in range(1, 21)])
        self.number_scoring: tuple[str, ...] = tuple(
            [""] + [numbers[n].get("scoring", "") for n in range(1, 21)]
        )
        #: mapped colour per number and card colour (-1 when the rule has no map).
        self.number_map = tuple(
            [(-1, -1, -1)] + [numbers[n].get("map", (-1, -1, -1)) for n in range(1, 21)]
        )
        #: the icon counted by an ``icon`` scoring rule (16, 17, 18), else -1.
        self.number_scored_icon = tuple(
            [-1] + [numbers[n].get("scored_icon", -1) for n in range(1, 21)]
        )
        self.number_points = tuple([0] + [numbers[n].get("points", 0) for n in range(1, 21)])
        #: icon of each building card id 0..59 (-1 for 10..20).
        self.card_icon = tuple(self.number_icon[tile_number(c)] for c in range(60))


def _fail(where: str, message: str) -> ValueError:
    return ValueError(f"{where}: {message}")


def _expect(entry: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in entry:
        raise _fail(where, f"{key}: missing")
    value = entry[key]
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise _fail(where, f"{key}: expected {kind.__name__}")
    return value


def _only_keys(entry: dict[str, Any], allowed: set[str], where: str) -> None:
    extra = sorted(set(entry) - allowed)
    if extra:
        raise _fail(where, f"unknown key {extra[0]}")


def _colour(value: str, where: str) -> int:
    if value not in COLOUR_NAMES:
        raise _fail(where, f'unknown colour "{value}"')
    return COLOUR_NAMES.index(value)


def _icon(value: str, where: str) -> int:
    if value not in ("E", "U", "C"):
        raise _fail(where, f'unknown icon "{value}"')
    return ICON_LETTERS.index(value)


def load_characters(path: Traversable) -> list[dict[str, Any]]:
    """Read and check characters.toml: 27 characters C1..C27 following §3."""
    file_name = data_name(path)
    raw = read_data_toml(path)
    _only_keys(raw, {"character"}, file_name)
    entries = raw.get("character")
    if not isinstance(entries, list) or len(entries) != NUM_CHARACTERS:
        raise _fail(file_name, f"character: expected {NUM_CHARACTERS} [[character]] tables")
    out = []
    for index, entry in enumerate(entries):
        where = f"{file_name}: character[{index}]"
        if not isinstance(entry, dict):
            raise _fail(where, "expected a table")
        _only_keys(entry, {"id", "name", "colour", "icon", "gift", "group"}, where)
        if _expect(entry, "id", str, where) != character_text(index):
            raise _fail(where, f'id: expected "{character_text(index)}" (ids in order)')
        name = _expect(entry, "name", str, where)
        colour = _colour(_expect(entry, "colour", str, where), where)
        icon = _icon(_expect(entry, "icon", str, where), where)
        gift_table = _expect(entry, "gift", dict, where)
        _only_keys(gift_table, {"resources", "sp", "tiles"}, where + ": gift")
        gift = tuple(
            _expect(gift_table, k, int, where + ": gift") for k in ("resources", "sp", "tiles")
        )
        if gift != GIFT_RULE[(colour, icon == CONSTRUCT)]:
            raise _fail(where, f"gift: {gift} does not match the §3 gift table")
        group = _expect(entry, "group", int, where)
        if not 1 <= group <= 9:
            raise _fail(where, "group: expected 1..9")
        out.append({"name": name, "colour": colour, "icon": icon, "gift": gift, "group": group})
    for colour in range(3):
        for icon in range(3):
            count = sum(1 for c in out if c["colour"] == colour and c["icon"] == icon)
            if count != 3:
                raise _fail(
                    file_name,
                    f"{COLOUR_NAMES[colour]} {ICON_LETTERS[icon]}: {count} characters, expected 3",
                )
    for group in range(1, 10):
        colours = sorted(c["colour"] for c in out if c["group"] == group)
        if colours != [RED, YELLOW, BLUE]:
            raise _fail(file_name, f"group {group}: needs one red, one yellow and one blue")
    return out


def load_numbers(path: Traversable) -> dict[int, dict[str, Any]]:
    """Read and check cards.toml: colours, and the rule of every card number 1..20."""
    file_name = data_name(path)
    raw = read_data_toml(path)
    _only_keys(raw, {"colour", "number"}, file_name)
    colours = raw.get("colour")
    if not isinstance(colours, list) or len(colours) != 3:
        raise _fail(file_name, "colour: expected 3 [[colour]] tables")
    for index, entry in enumerate(colours):
        where = f"{file_name}: colour[{index}]"
        if not isinstance(entry, dict):
            raise _fail(where, "expected a table")
        _only_keys(entry, {"name", "letter", "item"}, where)
        if _expect(entry, "name", str, where) != COLOUR_NAMES[index]:
            raise _fail(where, f'name: expected "{COLOUR_NAMES[index]}"')
        if _expect(entry, "letter", str, where) != COLOUR_LETTERS[index]:
            raise _fail(where, f'letter: expected "{COLOUR_LETTERS[index]}"')
        if _expect(entry, "item", str, where) != ITEMS[COLOUR_NAMES[index]]:
            raise _fail(where, f'item: expected "{ITEMS[COLOUR_NAMES[index]]}"')
    entries = raw.get("number")
    if not isinstance(entries, list) or len(entries) != 20:
        raise _fail(file_name, "number: expected 20 [[number]] tables")
    numbers: dict[int, dict[str, Any]] = {}
    for index, entry in enumerate(entries):
        where = f"{file_name}: number[{index}]"
        if not isinstance(entry, dict):
            raise _fail(where, "expected a table")
        number = _expect(entry, "number", int, where)
        if number != index + 1:
            raise _fail(where, f"number: expected {index + 1} (numbers in order)")
        if number <= 9:
            _only_keys(entry, {"number", "icon", "bonus_sp"}, where)
            bonus = _expect(entry, "bonus_sp", int, where)
            if bonus not in (0, 1):
                raise _fail(where, "bonus_sp: expected 0 or 1")
            numbers[number] = {
                "icon": _icon(_expect(entry, "icon", str, where), where),
                "bonus_sp": bonus,
            }
            continue
        _only_keys(entry, {"number", "scoring", "map", "icon", "points"}, where)
        kind = _expect(entry, "scoring", str, where)
        if kind not in SCORING_KINDS:
            raise _fail(where, f'scoring: unknown rule "{kind}"')
        rule: dict[str, Any] = {"scoring": kind}
        if kind in ("owned_colour", "district_first"):
            mapping = _expect(entry, "map", dict, where)
            _only_keys(mapping, set(COLOUR_NAMES), where + ": map")
            rule["map"] = tuple(
                _colour(_expect(mapping, name, str, where + ": map"), where + ": map")
                for name in COLOUR_NAMES
            )
        elif "map" in entry:
            raise _fail(where, f"map: not used by {kind}")
        if kind == "icon":
            rule["scored_icon"] = _icon(_expect(entry, "icon", str, where), where)
        elif "icon" in entry:
            raise _fail(where, f"icon: cards 10-20 have no icon (only the scoring rule {kind})")
        if kind == "flat":
            points = _expect(entry, "points", int, where)
            if points < 0:
                raise _fail(where, "points: expected >= 0")
            rule["points"] = points
        elif "points" in entry:
            raise _fail(where, f"points: not used by {kind}")
        numbers[number] = rule
    return numbers


_CONTENT: Content | None = None


def load(folder: Traversable | None = None) -> Content:
    """Load and check the content of ``levels/ginkgopolis`` (cached for the default folder)."""
    global _CONTENT
    if folder is None and _CONTENT is not None:
        return _CONTENT
    base = folder or level_file("ginkgopolis")
    characters = load_characters(base.joinpath("characters.toml"))
    content = Content(characters, load_numbers(base.joinpath("cards.toml")))
    if folder is None:
        _CONTENT = content
    return content
