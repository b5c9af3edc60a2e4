"""The start of a game (§2, §11 for solo): the city, the piles, the characters."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.rng import GameRNG
from game.rules.ginkgopolis.cards import draw_into
from game.rules.ginkgopolis.data import LETTER_BASE, load
from game.rules.ginkgopolis.gains import gain_resources, gain_tiles
from game.rules.ginkgopolis.phases import CHOOSE, DRAFT
from game.rules.ginkgopolis.rounds import next_chooser, start_solo_round

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState

RESOURCES_PER_PLAYER = {1: 25, 2: 25, 3: 20, 4: 18, 5: 16}
START_SPACES = ((-1, 1), (0, 1), (1, 1), (-1, 0), (0, 0), (1, 0), (-1, -1), (0, -1), (1, -1))
TOKEN_SPACES = (
    (-1, 2), (0, 2), (1, 2), (2, 1), (2, 0), (2, -1),
    (1, -2), (0, -2), (-1, -2), (-2, -1), (-2, 0), (-2, 1),
)  # fmt: skip
START_TILES = tuple(c * 20 + k for c in range(3) for k in range(3))  # numbers 1-3
SUPPLY_TILES = tuple(c * 20 + k for c in range(3) for k in range(3, 20))
LETTER_CARDS = tuple(range(LETTER_BASE, LETTER_BASE + 12))


def set_up(s: GinkgoState, players: int, seed: int, beginner: bool) -> None:
    """§2 (and §11 for ``players=1``): fill the blank state ``s`` with a new game."""
    s.content = load()
    s.rng = rng = GameRNG(seed)
    s.solo = players == 1
    n = s.n = 2 if s.solo else players
    s.mode = "beginner" if beginner else "draft"
    start = list(START_TILES)
    rng.shuffle(start)
    s.city = {pos: (tile, 1, -1) for pos, tile in zip(START_SPACES, start, strict=True)}
    s.where = {tile: pos for pos, tile in zip(START_SPACES, start, strict=True)}
    s.marked = []
    s.tokens = dict(enumerate(TOKEN_SPACES))
    s.token_at = {pos: letter for letter, pos in s.tokens.items()}
    supply = list(SUPPLY_TILES)
    rng.shuffle(supply)
    s.removed_tiles = []
    if players <= 3:
        s.removed_tiles = supply[-6:]
        del supply[-6:]
    s.supply_tiles = supply
    draw = list(LETTER_CARDS) + list(START_TILES)
    rng.shuffle(draw)
    s.draw, s.discard, s.out_cards = draw, [], []
    s.pool = [RESOURCES_PER_PLAYER[players]] * n
    s.res = [0] * n
    s.sp = [0] * n
    s.newhand = [0] * n if s.solo else [2] * n
    s.tiles = [[] for _ in range(n)]
    s.hand = [[] for _ in range(n)]
    s.choice = [[] for _ in range(n)]
    s.chars = [[] for _ in range(n)]
    s.cards = [[] for _ in range(n)]
    s.known = [[[] for _ in range(n)] for _ in range(n)]
    s.returning = [[] for _ in range(n)]
    s.return_done = False
    s.hal_failed = False
    s.pending = []
    s.idx = 0
    s.draft_round = 0
    s.draft_hands = [[] for _ in range(n)]
    s.draft_picks = [[] for _ in range(n)]
    s.draft_known = [[] for _ in range(n)]
    s.draft_seen = [[] for _ in range(n)]
    s.hist = []
    s._legal = None
    if s.solo:
        s.first = 0
        gain_resources(s, 0, 6)
        gain_tiles(s, 0, 6)
        s.sp[0] = 6
        start_solo_round(s)
        return
    s.first = rng.randrange(n)
    if beginner:
        groups = list(range(len(s.content.groups)))
        rng.shuffle(groups)
        for seat in range(n):
            s.chars[seat] = list(s.content.groups[groups[seat]])
        finish_characters(s)
    else:
        chars = list(range(27))
        rng.shuffle(chars)
        for seat in s.order():
            s.draft_hands[seat] = [chars.pop() for _ in range(4)]
            s.draft_seen[seat] = list(s.draft_hands[seat])
        s.phase = DRAFT
        s.cur = s.first


def finish_characters(s: GinkgoState) -> None:
    """§2 steps 9-10: starting gifts, then 4 cards each, then the first round."""
    gift = s.content.char_gift
    for seat in s.order():
        r = sum(gift[c][0] for c in s.chars[seat])
        p = sum(gift[c][1] for c in s.chars[seat])
        t = sum(gift[c][2] for c in s.chars[seat])
        gain_resources(s, seat, r)
        gain_tiles(s, seat, t)
        s.sp[seat] += p
    for seat in s.order():
        for _ in range(4):
            draw_into(s, seat)
    s.phase = CHOOSE
    s.idx = 0
    next_chooser(s)
