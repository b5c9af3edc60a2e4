"""Final scoring (rules/ginkgopolis.md §8.2, §10): districts, area cards 10-20, New Hand.

Works on plain data so the game state and the position files share it:
``city`` maps (x, y) to (top tile, height, owner seat or -1).
"""

from __future__ import annotations

from game.rules.ginkgopolis.data import Content, tile_colour, tile_number

Coord = tuple[int, int]
City = dict[Coord, tuple[int, int, int]]


def districts(city: City) -> list[list[Coord]]:
    """Maximal groups of 2+ adjacent buildings with the same top colour (§10.1)."""
    seen: set[Coord] = set()
    found = []
    for start in sorted(city):
        if start in seen:
            continue
        colour = city[start][0] // 20
        group = [start]
        seen.add(start)
        index = 0
        while index < len(group):
            x, y = group[index]
            index += 1
            for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nxt not in seen and nxt in city and city[nxt][0] // 20 == colour:
                    seen.add(nxt)
                    group.append(nxt)
        if len(group) >= 2:
            found.append(group)
    return found


def rank_district(city: City, group: list[Coord]) -> tuple[int, dict[int, int], dict[int, int]]:
    """First place and the points of one district (§10.2).

    Returns (first seat or -1 when nobody contends, R_p per contender, points per seat).
    """
    held: dict[int, int] = {}
    best_building: dict[int, tuple[int, int]] = {}
    for coord in group:
        top, height, owner = city[coord]
        if owner < 0:
            continue
        held[owner] = held.get(owner, 0) + height
        # tie-breaks: tallest own building, then the highest number at that height
        key = (height, tile_number(top))
        if key > best_building.get(owner, (0, 0)):
            best_building[owner] = key
    if not held:
        return -1, held, {}
    most = max(held.values())
    tied = [seat for seat, r in held.items() if r == most]
    first = max(tied, key=lambda seat: best_building[seat])
    points = {first: sum(held.values()) if len(held) >= 2 else 2 * most}
    rest = [r for seat, r in held.items() if seat != first]
    if rest:
        second = max(rest)
        for seat, r in held.items():
            if seat != first and r == second:
                points[seat] = r
    return first, held, points


def card_points(
    content: Content,
    seat: int,
    city: City,
    chars: list[int],
    cards: list[int],
    firsts: list[tuple[int, int]],
) -> int:
    """Points of the area cards 10-20 of one seat (§8.2).

    ``firsts`` lists (colour, first seat) for every district.
    """
    total = 0
    for card in cards:
        number = tile_number(card)
        if number < 10:
            continue
        colour = tile_colour(card)
        kind = content.number_scoring[number]
        if kind == "owned_colour":
            mapped = content.number_map[number][colour]
            total += sum(
                1 for top, _, owner in city.values() if owner == seat and top // 20 == mapped
            )
        elif kind == "district_first":
            mapped = content.number_map[number][colour]
            total += 2 * sum(1 for c, first in firsts if c == mapped and first == seat)
        elif kind == "owned_low":
            total += sum(1 for _, h, owner in city.values() if owner == seat and h <= 2)
        elif kind == "owned_tall":
            total += 3 * sum(1 for _, h, owner in city.values() if owner == seat and h >= 3)
        elif kind == "icon":
            icon = content.number_scored_icon[number]
            count = sum(1 for ch in chars if content.char_icon[ch] == icon)
            count += sum(1 for c in cards if content.card_icon[c] == icon)
            total += 2 * count
        elif kind == "same_colour":
            count = sum(1 for ch in chars if content.char_colour[ch] == colour)
            count += sum(1 for c in cards if tile_colour(c) == colour)
            total += 2 * count
        elif kind == "flat":
            total += content.number_points[number]
    return total


def score_table(
    content: Content,
    city: City,
    chars: list[list[int]],
    cards: list[list[int]],
    sp: list[int],
    new_hand: list[int],
) -> list[dict[str, int]]:
    """§10 for every seat: ``{"sp", "cards", "districts", "new_hand"}`` (their sum is the score)."""
    seats = len(sp)
    district_points = [0] * seats
    firsts: list[tuple[int, int]] = []
    for group in districts(city):
        first, _, points = rank_district(city, group)
        firsts.append((city[group[0]][0] // 20, first))
        for seat, value in points.items():
            district_points[seat] += value
    return [
        {
            "sp": sp[seat],
            "cards": card_points(content, seat, city, chars[seat], cards[seat], firsts),
            "districts": district_points[seat],
            "new_hand": 2 * new_hand[seat],
        }
        for seat in range(seats)
    ]


def table_winners(totals: list[int], solo: bool) -> list[int]:
    """§10.3: every seat with the top total; solo (§11, totals = [you, Hal]): [0] if you
    score strictly more than Hal, else [1] (Hal)."""
    if solo:
        return [0] if totals[0] > totals[1] else [1]
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]
