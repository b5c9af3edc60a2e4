"""Ginkgopolis playout: the compact form, the content tables and the move codes.

Shared by the compiled playout (cext/ginkgopolis_playout.pyx) and the glue
(ai/fast/ginkgopolis.py).

Compact form (a flat int list): HEADER ints (the H_* slots below), then

- the buildings: count, then (x, y, top tile, height, owner or -1) each;
- the marked spaces: count, then (x, y) each, in the order marked;
- the tokens: 12 x (present 0/1, x, y) by letter;
- the tile supply, the draw pile, the discard pile: count, then the ids (top last);
- per seat: pool, res, sp, newhand, then the lists tiles, hand, choice (0 or 2 ints:
  card, tile or -1), chars, cards, returning, draft_hands, draft_picks, each as count
  then ids.

The game's own random number state (SplitMix64, for refills and the tile return) is
carried in four 16-bit pieces, lowest first.
"""

from __future__ import annotations

from game.rules.ginkgopolis.data import Content, tile_number

G = 112  # the playout grid: x, y in [-OFF, G - OFF)
OFF = 56
MAX_COORD = 53  # 9 starting spaces plus at most 51 urbanizations reach |x|, |y| <= 53

H_N, H_SOLO, H_PHASE, H_IDX, H_FIRST, H_CUR, H_RETURN_DONE, H_HAL_FAILED = range(8)
H_PEND = 8  # kind, seat, card, x, y
H_RNG = 13  # 4 x 16 bits
H_DRAFT_ROUND = 17
HEADER = 18

# phases (as in game/rules/ginkgopolis/phases.py)
DRAFT, CHOOSE, RESOLVE, RETURN, OVER = range(5)
P_TAKE, P_TOKEN = 1, 2

# action kinds (as in game/rules/ginkgopolis/actions.py)
PICK, NEWHAND, PLAY, TAKE, TOKEN, RETURN_KIND, RETURN_DONE = range(7)

POLICY_CODE = {"random": 0, "greedy": 1, "epsilon_greedy": 2}

SCORING_CODE = {
    "": 0,
    "owned_colour": 1,
    "district_first": 2,
    "owned_low": 3,
    "owned_tall": 4,
    "icon": 5,
    "same_colour": 6,
    "flat": 7,
}

# content tables (one flat int list)
T_KIND = 0  # 21: scoring code by number (0 for 1..9)
T_MAP = 21  # 21 x 3: mapped colour by number and card colour
T_SICON = 84  # 21: scored icon
T_POINTS = 105  # 21: flat points
T_BONUS = 126  # 21: bonus SP
T_CHICON = 147  # 27: character icon
T_CHCOL = 174  # 27: character colour
T_CARDICON = 201  # 60: icon of each building card
T_GIFT = 261  # 27 x 3: starting gift of each character (resources, sp, tiles)
TABLES_LEN = 342


def tables(content: Content) -> list[int]:
    """The content tables the playout reads (layout: the T_* offsets).

    Not a rule: the content tables as flat ints (layout)
    """
    t = [0] * TABLES_LEN
    for number in range(1, 21):
        t[T_KIND + number] = SCORING_CODE[content.number_scoring[number]]
        for c in range(3):
            t[T_MAP + 3 * number + c] = content.number_map[number][c]
        t[T_SICON + number] = content.number_scored_icon[number]
        t[T_POINTS + number] = content.number_points[number]
        t[T_BONUS + number] = content.number_bonus_sp[number]
    for ch in range(27):
        t[T_CHICON + ch] = content.char_icon[ch]
        t[T_CHCOL + ch] = content.char_colour[ch]
        for k in range(3):
            t[T_GIFT + 3 * ch + k] = content.char_gift[ch][k]
    for card in range(60):
        t[T_CARDICON + card] = content.card_icon[card]
    assert all(tile_number(c) == c % 20 + 1 for c in range(60))
    return t


def encode_move(kind: int, a: int, b: int) -> int:
    """One action as an int: PLAY (card, tile or -1), TAKE (0/1), TOKEN (x + OFF,
    y + OFF), RETURN (tile); a and b in [0, 127), b may be -1.

    Not a rule: the move code
    """
    return (kind * 128 + a) * 128 + b + 1


def decode_move(code: int) -> tuple[int, int, int]:
    """(kind, a, b) of an encoded move, TOKEN as (x, y) again.

    Not a rule: the move code
    """
    b = code % 128 - 1
    rest = code // 128
    a = rest % 128
    kind = rest // 128
    if kind == TOKEN:
        return kind, a - OFF, b - OFF
    return kind, a, b
