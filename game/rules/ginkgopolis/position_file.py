"""Position files for Ginkgopolis (POSITIONS.md): a whole table, scored by §10 (§11 solo)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.engine.errors import PositionError
from game.engine.fields import (
    MAX_POINTS,
    expect_coord,
    expect_int,
    expect_list,
    expect_table,
    shown,
)
from game.engine.i18n import _
from game.rules.ginkgopolis.data import load, parse_character, parse_tile
from game.rules.ginkgopolis.scoring import score_table, table_winners

TOP_KEYS = {"game", "players", "buildings", "seat"}
BUILDING_KEYS = {"x", "y", "top", "height", "owner"}
SEAT_KEYS = {"sp", "new_hand", "area"}
MAX_HEIGHT = 60
#: longest card id (``C27``, ``B20``)
MAX_ID = 3


def _card_id(text: Any, parse: Callable[[str], int | None]) -> int | None:
    """``parse(text)`` for a short ASCII id only (``"R١"`` or ``"R²"`` is no id)."""
    if not isinstance(text, str) or not text.isascii() or len(text) > MAX_ID:
        return None
    return parse(text)


def parse_position(data: Mapping[str, Any]) -> dict[str, Any]:
    """Check a parsed position file; return players, city, chars, cards, sp, new_hand."""
    expect_table(data, "", TOP_KEYS)
    if "players" not in data:
        raise PositionError("players: " + _("required (1-5)"))
    players = expect_int(data["players"], "players", 1, 5)
    seats = 2 if players == 1 else players
    city: dict[tuple[int, int], tuple[int, int, int]] = {}
    tops: set[int] = set()
    for index, entry in enumerate(expect_list(data.get("buildings", []), "buildings")):
        where = f"buildings[{index}]"
        expect_table(entry, where, BUILDING_KEYS)
        for key in ("x", "y", "top", "height"):
            if key not in entry:
                raise PositionError(f"{where}: {key}: " + _("required"))
        x = expect_coord(entry["x"], f"{where}.x")
        y = expect_coord(entry["y"], f"{where}.y")
        top_text = entry["top"]
        top = _card_id(top_text, parse_tile)
        if top is None:
            raise PositionError(f"{where}.top: " + _("unknown tile id {id} (R1..B20)").format(
                id=shown(top_text)))
        height = expect_int(entry["height"], f"{where}.height", 1, MAX_HEIGHT)
        owner = -1
        if "owner" in entry:
            owner = expect_int(entry["owner"], f"{where}.owner", 0, seats - 1)
        if (x, y) in city:
            # Translators: {place} is x and y as in the file, "(3, -1)"
            raise PositionError(f"{where}: " + _("a second building at {place}").format(
                place=f"({x}, {y})"))
        if top in tops:
            raise PositionError(f"{where}.top: " + _("tile {id} is already a top tile").format(
                id=f'"{top_text}"'))
        city[(x, y)] = (top, height, owner)
        tops.add(top)
    seat_tables = expect_list(data.get("seat", []), "seat")
    if len(seat_tables) != seats:
        if players == 1:
            # Translators: [[seat]] is written as in the file; Hal is the solo opponent
            words = _("{count} [[seat]] tables, expected {seats} (solo: yours, then Hal's)")
        else:
            words = _("{count} [[seat]] tables, expected {seats}")
        raise PositionError("seat: " + words.format(count=len(seat_tables), seats=seats))
    chars: list[list[int]] = []
    cards: list[list[int]] = []
    sp: list[int] = []
    new_hand: list[int] = []
    owners: dict[str, str] = {}
    for index, table in enumerate(seat_tables):
        where = f"seat[{index}]"
        expect_table(table, where, SEAT_KEYS)
        sp.append(expect_int(table.get("sp", 0), f"{where}.sp", 0, MAX_POINTS))
        new_hand.append(
            expect_int(table.get("new_hand", 0), f"{where}.new_hand", 0, 0 if players == 1 else 2)
        )
        mine_chars: list[int] = []
        mine_cards: list[int] = []
        for k, text in enumerate(expect_list(table.get("area", []), f"{where}.area")):
            spot = f"{where}.area[{k}]"
            if not isinstance(text, str):
                raise PositionError(f"{spot}: " + _("expected a card id"))
            char = _card_id(text, parse_character)
            tile = _card_id(text, parse_tile)
            if char is None and tile is None:
                raise PositionError(f"{spot}: " + _("unknown card id {id} (C1..C27, "
                                                    "R1..B20)").format(id=shown(text)))
            if text in owners:
                # Translators: {other} is an entry of the file, seat[0].area
                raise PositionError(f"{spot}: " + _("{id} is already in {other}").format(
                    id=f'"{text}"', other=owners[text]))
            owners[text] = f"{where}.area"
            if char is not None:
                mine_chars.append(char)
            elif tile is not None:
                if tile in tops:
                    raise PositionError(f"{spot}: " + _("{id} is a top tile in the "
                                                        "city").format(id=f'"{text}"'))
                mine_cards.append(tile)
        chars.append(mine_chars)
        cards.append(mine_cards)
    return {
        "players": players,
        "city": city,
        "chars": chars,
        "cards": cards,
        "sp": sp,
        "new_hand": new_hand,
    }


def score_position(data: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON-ready result of POSITIONS.md: per-seat breakdowns and the winners."""
    table = parse_position(data)
    rows = score_table(
        load(), table["city"], table["chars"], table["cards"], table["sp"], table["new_hand"]
    )
    seats = []
    for row in rows:
        seats.append({**row, "total": sum(row.values())})
    totals = [row["total"] for row in seats]
    # solo: Hal's [[seat]] is seat 1, so a win of Hal reads [1] here
    return {"seats": seats, "winners": table_winners(totals, table["players"] == 1)}
