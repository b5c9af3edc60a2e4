"""The Ginkgopolis game state: setup, rounds, actions (rules/ginkgopolis.md §2-§11).

State layout (plain data only; ids as in :mod:`game.rules.ginkgopolis.data`). ``n`` is the
number of seats held in the state: the number of players, or 2 in solo (seat 1 is Hal,
who never decides; ``num_players`` is then 1). Lists indexed by seat have ``n`` entries.

City and cards
    city: dict (x, y) -> (top tile, height, owner seat or -1)
    where: dict top tile -> (x, y)                 (derived from ``city``)
    marked: list of (x, y) carrying a construction-site marker, in the order marked
    tokens: dict letter 0..11 -> (x, y);  token_at: dict (x, y) -> letter (derived)
    supply_tiles: list of tiles, top of the face-down tile supply last
    removed_tiles: the 6 tiles out of a 2-3 player (or solo) game, unseen
    draw: list of cards, top of the draw pile last;  discard: list, newest last
    out_cards: urbanization cards that left the game
    The reserve is not stored: it is every building card 4..20 found nowhere else.

Players
    sp, res (behind the screen), pool (own colour in the general supply), newhand: list of int
    tiles: list of tile lists behind each screen
    hand: list of card lists (after choosing a card: the pass pile)
    choice: list of [card, tile or -1] face-down choices ([] when none; cleared when revealed;
        in solo, choice[1] is Hal's face-down card)
    chars, cards: characters and building cards in each area
    known: known[o][s] = cards seat o knows are in seat s's hand (§12.3)

Flow
    phase: DRAFT, CHOOSE, RESOLVE, RETURN or OVER;  first: seat with the first-player card
    idx: position in turn order of the seat acting in the phase
    pending: [] or [P_TAKE, seat, card] / [P_TOKEN, seat, card, x, y]: a decision inside a
        resolution (in solo, seat 0 decides Hal's token moves)
    returning: tiles set aside in the tile return step;  return_done: bool
    hal_failed: bool (solo: Hal's action failed this round)
    draft_round 0..2, draft_hands, draft_picks, draft_known (K[o][o+1] in the draft),
    draft_seen (every character each seat has held)
    rng: GameRNG, the only source of randomness;  cur: the seat to decide, -1 at the end
    hist: list of (seat, Act); ``history`` gives the texts
    solo: bool;  mode: "draft" | "beginner";  content: the shared, read-only card data

:meth:`GinkgoState.clone` copies every list and dict by hand (no deepcopy); the tuples in
them are immutable and shared. ``to_dict`` writes the same fields as TOML-safe lists.
"""

from __future__ import annotations

from typing import Any

from game.engine import GameRNG, GameState, IllegalAction
from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.data import (
    BLUE,
    CONSTRUCT,
    EXPLOIT,
    LETTER_BASE,
    RED,
    URBANIZE,
    YELLOW,
    Content,
    load,
)
from game.rules.ginkgopolis.scoring import score_table, table_winners

DRAFT, CHOOSE, RESOLVE, RETURN, OVER = range(5)
P_TAKE, P_TOKEN = 1, 2
HAL = 1

RESOURCES_PER_PLAYER = {1: 25, 2: 25, 3: 20, 4: 18, 5: 16}
START_SPACES = ((-1, 1), (0, 1), (1, 1), (-1, 0), (0, 0), (1, 0), (-1, -1), (0, -1), (1, -1))
TOKEN_SPACES = (
    (-1, 2), (0, 2), (1, 2), (2, 1), (2, 0), (2, -1),
    (1, -2), (0, -2), (-1, -2), (-2, -1), (-2, 0), (-2, 1),
)  # fmt: skip
START_TILES = tuple(c * 20 + k for c in range(3) for k in range(3))  # numbers 1-3
SUPPLY_TILES = tuple(c * 20 + k for c in range(3) for k in range(3, 20))
LETTER_CARDS = tuple(range(LETTER_BASE, LETTER_BASE + 12))


def adjacent(pos: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    """The 4 orthogonal neighbours of a space."""
    x, y = pos
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


class GinkgoState(GameState):
    """One game of Ginkgopolis; see the module docstring for the fields."""

    content: Content

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players: int, seed: int, beginner: bool) -> GinkgoState:
        """§2 (and §11 for ``players=1``)."""
        s = cls.__new__(cls)
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
            s._gain_resources(0, 6)
            s._gain_tiles(0, 6)
            s.sp[0] = 6
            s._start_solo_round()
            return s
        s.first = rng.randrange(n)
        if beginner:
            groups = list(range(len(s.content.groups)))
            rng.shuffle(groups)
            for seat in range(n):
                s.chars[seat] = list(s.content.groups[groups[seat]])
            s._finish_characters()
        else:
            chars = list(range(27))
            rng.shuffle(chars)
            for seat in s.order():
                s.draft_hands[seat] = [chars.pop() for _ in range(4)]
                s.draft_seen[seat] = list(s.draft_hands[seat])
            s.phase = DRAFT
            s.cur = s.first
        return s

    def _finish_characters(self) -> None:
        """§2 steps 9-10: starting gifts, then 4 cards each, then the first round."""
        gift = self.content.char_gift
        for seat in self.order():
            r = sum(gift[c][0] for c in self.chars[seat])
            p = sum(gift[c][1] for c in self.chars[seat])
            t = sum(gift[c][2] for c in self.chars[seat])
            self._gain_resources(seat, r)
            self._gain_tiles(seat, t)
            self.sp[seat] += p
        for seat in self.order():
            for _ in range(4):
                self._draw_into(seat)
        self.phase = CHOOSE
        self.idx = 0
        self._next_chooser()

    # ------------------------------------------------------------ contract
    @property
    def num_players(self) -> int:
        return 1 if self.solo else self.n

    @property
    def current_player(self) -> int | None:
        return None if self.cur < 0 else self.cur

    @property
    def history(self) -> list[tuple[int, str]]:
        return [(seat, str(act)) for seat, act in self.hist]

    def order(self) -> list[int]:
        """Seats in turn order, starting with the first player."""
        n, first = self.n, self.first
        return [(first + i) % n for i in range(n)]

    def is_terminal(self) -> bool:
        return self.cur < 0

    def legal_actions(self) -> list[A.Act]:
        if self._legal is not None:
            return list(self._legal)
        legal = self._compute_legal()
        self._legal = legal
        return list(legal)

    def _compute_legal(self) -> list[A.Act]:
        seat = self.cur
        phase = self.phase
        if seat < 0:
            return []
        if phase == CHOOSE:
            acts = [A.NEWHAND_ACT] if self.newhand[seat] else []
            acts.extend(self.play_choices(seat))
            return acts
        if phase == RESOLVE:
            if self.pending[0] == P_TAKE:
                return list(A.TAKE_ACTS)
            return [A.token_act(x, y) for x, y in sorted(self._empties(self.pending_pos()))]
        if phase == RETURN:
            acts = [A.RETURN_ACTS[t] for t in sorted(self.tiles[seat])]
            acts.append(A.RETURN_DONE_ACT)
            return acts
        return [A.PICK_ACTS[c] for c in sorted(self.draft_hands[seat])]

    def play_choices(self, seat: int, hand: list[int] | None = None) -> list[A.Act]:
        """Every legal ``play`` of ``seat`` (§4.1) with its hand (or ``hand``) and tiles."""
        res = self.res[seat]
        sp = self.sp[seat]
        tiles = sorted(self.tiles[seat])
        acts = []
        city, where = self.city, self.where
        for card in sorted(self.hand[seat] if hand is None else hand):
            row = A.PLAY_ACTS[card]
            acts.append(row[0])
            if card >= LETTER_BASE:
                if res >= 1:
                    acts.extend(row[t + 1] for t in tiles)
                continue
            _, h, owner = city[where[card]]
            budget = res + (h if owner == seat else 0) - h - 1
            if budget < 0:
                continue
            colour = card // 20
            number = card % 20
            for t in tiles:
                if (t // 20 != colour and budget < 1) or number - t % 20 > sp:
                    continue
                acts.append(row[t + 1])
        return acts

    def apply(self, action: Any) -> None:
        if isinstance(action, str):
            action = A.parse_text(action)
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            raise IllegalAction(f"'{action}' is not a legal action now")
        kind, a, b = action
        seat = self.cur
        self._legal = None
        if type(action) is not A.Act:
            action = legal[legal.index(action)]  # the shared Act for a plain tuple
        self.hist.append((seat, action))
        if kind == A.PLAY:
            self._choose(seat, a, b)
        elif kind == A.NEWHAND:
            self._new_hand(seat)
        elif kind == A.TAKE:
            self._take(a)
        elif kind == A.TOKEN:
            self._move_token((a, b))
        elif kind == A.RETURN:
            self.tiles[seat].remove(a)
            self.returning[seat].append(a)
        elif kind == A.RETURN_DONE:
            self._return_next()
        else:
            self._pick(seat, a)

    def clone(self) -> GinkgoState:
        s = GinkgoState.__new__(GinkgoState)
        s.content = self.content
        s.rng = self.rng.clone()
        s.solo, s.n, s.mode = self.solo, self.n, self.mode
        s.city = dict(self.city)
        s.where = dict(self.where)
        s.marked = list(self.marked)
        s.tokens = dict(self.tokens)
        s.token_at = dict(self.token_at)
        s.supply_tiles = list(self.supply_tiles)
        s.removed_tiles = list(self.removed_tiles)
        s.draw = list(self.draw)
        s.discard = list(self.discard)
        s.out_cards = list(self.out_cards)
        s.pool = list(self.pool)
        s.res = list(self.res)
        s.sp = list(self.sp)
        s.newhand = list(self.newhand)
        s.tiles = [list(x) for x in self.tiles]
        s.hand = [list(x) for x in self.hand]
        s.choice = [list(x) for x in self.choice]
        s.chars = [list(x) for x in self.chars]
        s.cards = [list(x) for x in self.cards]
        s.known = [[list(k) for k in row] for row in self.known]
        s.returning = [list(x) for x in self.returning]
        s.return_done, s.hal_failed = self.return_done, self.hal_failed
        s.pending = list(self.pending)
        s.phase, s.idx, s.first, s.cur = self.phase, self.idx, self.first, self.cur
        s.draft_round = self.draft_round
        s.draft_hands = [list(x) for x in self.draft_hands]
        s.draft_picks = [list(x) for x in self.draft_picks]
        s.draft_known = [list(x) for x in self.draft_known]
        s.draft_seen = [list(x) for x in self.draft_seen]
        s.hist = list(self.hist)
        s._legal = self._legal
        return s

    # ------------------------------------------------------------- scoring
    def table_breakdowns(self) -> list[dict[str, int]]:
        """§10 for every seat held in the state (in solo: you, then Hal)."""
        return score_table(self.content, self.city, self.chars, self.cards, self.sp, self.newhand)

    def table_scores(self) -> list[int]:
        """Score of every seat held in the state (in solo: [you, Hal])."""
        return [sum(b.values()) for b in self.table_breakdowns()]

    def scores(self) -> list[int]:
        scores = self.table_scores()
        return scores[:1] if self.solo else scores

    def winners(self) -> list[int]:
        """§10.3; in solo (§11) [0] if you beat Hal, else [] (Hal wins ties)."""
        winners = table_winners(self.table_scores(), self.solo)
        if self.solo and winners == [HAL]:
            return []  # Hal won: no seat at the table wins (engine contract)
        return winners

    def breakdown(self, seat: int) -> dict[str, int]:
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        return self.table_breakdowns()[seat]

    def reserve(self) -> list[int]:
        """Building cards 4..20 in the reserve (derived: found nowhere else)."""
        elsewhere = set(self.draw) | set(self.discard)
        for seat in range(self.n):
            elsewhere.update(self.hand[seat], self.cards[seat], self.choice[seat][:1])
        return [c for c in SUPPLY_TILES if c not in elsewhere]

    def screen_tile_count(self, seat: int) -> int:
        """Tiles behind a screen as everyone sees them (§12.2: during an unrevealed tile
        return step, the count from before the step)."""
        return len(self.tiles[seat]) + len(self.returning[seat])

    # ------------------------------------------------------------- helpers
    def pending_pos(self) -> tuple[int, int]:
        """The new building of a pending token move."""
        return (self.pending[3], self.pending[4])

    def _empties(self, pos: tuple[int, int]) -> list[tuple[int, int]]:
        city, token_at = self.city, self.token_at
        return [p for p in adjacent(pos) if p not in city and p not in token_at]

    def _gain_resources(self, seat: int, count: int) -> None:
        got = min(count, self.pool[seat])
        self.pool[seat] -= got
        self.res[seat] += got

    def _gain_tiles(self, seat: int, count: int) -> None:
        supply = self.supply_tiles
        mine = self.tiles[seat]
        for _ in range(min(count, len(supply))):
            mine.append(supply.pop())

    def _gain(self, seat: int, colour: int, count: int) -> None:
        """§5: ``count`` items of ``colour`` (red resources, yellow SP, blue tiles)."""
        if colour == RED:
            self._gain_resources(seat, count)
        elif colour == YELLOW:
            self.sp[seat] += count
        else:
            self._gain_tiles(seat, count)

    def _bonus(self, seat: int, icon: int) -> None:
        """§6.5: every card in the area with ``icon`` gives its bonus once."""
        content = self.content
        gains = [0, 0, 0]
        for ch in self.chars[seat]:
            if content.char_icon[ch] == icon:
                gains[content.char_colour[ch]] += 1
        card_icon = content.card_icon
        for card in self.cards[seat]:
            if card_icon[card] == icon:
                gains[card // 20] += 1
                gains[YELLOW] += content.number_bonus_sp[card % 20 + 1]
        if gains[RED]:
            self._gain_resources(seat, gains[RED])
        if gains[BLUE]:
            self._gain_tiles(seat, gains[BLUE])
        self.sp[seat] += gains[YELLOW]

    def _forget(self, card: int) -> None:
        """A revealed card leaves every knowledge set (§12.3)."""
        for row in self.known:
            for known in row:
                if card in known:
                    known.remove(card)

    # ---------------------------------------------------------------- cards
    def _draw_card(self) -> int:
        """§7.2: the top card of the draw pile, refilling first if needed; -1 if none."""
        if not self.draw:
            self._refill()
            if not self.draw:
                return -1
        return self.draw.pop()

    def _draw_into(self, seat: int) -> None:
        card = self._draw_card()
        if card >= 0:
            self.hand[seat].append(card)

    def _refill(self) -> None:
        city = self.city
        for pos in self.marked:
            self.discard.append(city[pos][0])
        self.marked = []
        pile = self.discard
        self.discard = []
        self.rng.shuffle(pile)
        if not self.solo and self.n <= 3 and len(pile) > 7:
            self.discard = pile[-7:]
            del pile[-7:]
        self.draw = pile

    # ---------------------------------------------------------------- draft
    def _pick(self, seat: int, char: int) -> None:
        self.draft_hands[seat].remove(char)
        self.draft_picks[seat].append(char)
        self.idx += 1
        if self.idx < self.n:
            self.cur = self.order()[self.idx]
            return
        self.idx = 0
        n = self.n
        if self.draft_round < 2:
            self.draft_round += 1
            old = self.draft_hands
            self.draft_hands = [old[(seat - 1) % n] for seat in range(n)]
            self.draft_known = [list(hand) for hand in old]
            for seat in range(n):
                self.draft_seen[seat].extend(self.draft_hands[seat])
            self.cur = self.first
            return
        for seat in range(n):
            self.chars[seat] = self.draft_picks[seat]
        self.draft_hands = [[] for _ in range(n)]
        self.draft_picks = [[] for _ in range(n)]
        self.draft_known = [[] for _ in range(n)]
        self.draft_seen = [[] for _ in range(n)]
        self._finish_characters()

    # --------------------------------------------------------------- choose
    def _next_chooser(self) -> None:
        """The next seat in turn order with cards to choose from, else resolve."""
        order = self.order()
        while self.idx < self.n:
            seat = order[self.idx]
            if self.hand[seat]:
                self.cur = seat
                return
            self.idx += 1
        self.phase = RESOLVE
        self.idx = 0
        self._run_resolve()

    def _new_hand(self, seat: int) -> None:
        """§4.1 step 1."""
        self.newhand[seat] -= 1
        for row in self.known:
            row[seat] = []
        self.discard.extend(self.hand[seat])
        self.hand[seat] = []
        for _ in range(4):
            self._draw_into(seat)

    def _choose(self, seat: int, card: int, tile: int) -> None:
        self.hand[seat].remove(card)
        if tile >= 0:
            self.tiles[seat].remove(tile)
        self.choice[seat] = [card, tile]
        if self.solo:
            self.discard.extend(self.hand[0])
            self.hand[0] = []
            self.phase = RESOLVE
            self.idx = 0
            self._run_resolve()
            return
        self.idx += 1
        self._next_chooser()

    # -------------------------------------------------------------- resolve
    def _run_resolve(self) -> None:
        """Resolve the choices in turn order until a decision is needed (§4.2)."""
        order = [0, HAL] if self.solo else self.order()
        while self.idx < len(order):
            seat = order[self.idx]
            if self.choice[seat]:
                if self.solo and seat == HAL:
                    self._hal_turn()
                else:
                    self._resolve(seat)
                if self.pending:
                    self.cur = 0 if self.solo else self.pending[1]
                    return
            self.idx += 1
        if self.solo:
            self._end_solo_round()
        else:
            self._end_round()

    def _resolve(self, seat: int) -> None:
        card, tile = self.choice[seat]
        self.choice[seat] = []  # revealed; a pending decision keeps the card in ``pending``
        self._forget(card)
        if tile < 0:
            if card >= LETTER_BASE:
                can_res = self.pool[seat] > 0
                can_tile = bool(self.supply_tiles)
                if can_res and can_tile:
                    self.pending = [P_TAKE, seat, card]
                    return
                if can_res:
                    self._gain_resources(seat, 1)
                elif can_tile:
                    self._gain_tiles(seat, 1)
            else:
                top, height, _ = self.city[self.where[card]]
                self._gain(seat, top // 20, height)
            self._finish_exploit(seat, card)
        elif card >= LETTER_BASE:
            self._urbanize(seat, card, tile)
        else:
            self._construct(seat, card, tile)

    def _finish_exploit(self, seat: int, card: int) -> None:
        self._bonus(seat, EXPLOIT)
        self.discard.append(card)

    def _take(self, what: int) -> None:
        _, seat, card = self.pending
        self.pending = []
        if what:
            self._gain_tiles(seat, 1)
        else:
            self._gain_resources(seat, 1)
        self._finish_exploit(seat, card)
        self.idx += 1
        self._run_resolve()

    def _urbanize(self, seat: int, card: int, tile: int) -> None:
        """§6.2 steps 1-3 (Hal: §11); the rest follows in :meth:`_finish_urbanize`."""
        letter = card - LETTER_BASE
        pos = self.tokens[letter]
        del self.token_at[pos]
        self.city[pos] = (tile, 1, seat)
        self.where[tile] = pos
        if self.solo and seat == HAL:
            self.pool[HAL] -= 1
        else:
            self.res[seat] -= 1
        self.marked.append(pos)
        empties = self._empties(pos)
        if len(empties) >= 2:
            self.pending = [P_TOKEN, seat, card, pos[0], pos[1]]
            return
        if empties:
            self.tokens[letter] = empties[0]
            self.token_at[empties[0]] = letter
            self._finish_urbanize(seat, card, pos, False)
        else:
            del self.tokens[letter]
            self._finish_urbanize(seat, card, pos, True)

    def _move_token(self, target: tuple[int, int]) -> None:
        _, seat, card, x, y = self.pending
        self.pending = []
        letter = card - LETTER_BASE
        self.tokens[letter] = target
        self.token_at[target] = letter
        self._finish_urbanize(seat, card, (x, y), False)
        self.idx += 1
        self._run_resolve()

    def _finish_urbanize(self, seat: int, card: int, pos: tuple[int, int], left: bool) -> None:
        """§6.2 steps 4-6: neighbours produce (Hal: SP per floor), bonuses, the card."""
        city = self.city
        if self.solo and seat == HAL:
            self.sp[HAL] += sum(city[p][1] for p in adjacent(pos) if p in city)
        else:
            for p in adjacent(pos):
                building = city.get(p)
                if building is not None:
                    self._gain(seat, building[0] // 20, building[1])
            self._bonus(seat, URBANIZE)
        if left:
            self.out_cards.append(card)
        else:
            self.discard.append(card)

    def _construct(self, seat: int, card: int, tile: int) -> None:
        """§6.4 (Hal: §11)."""
        hal = self.solo and seat == HAL
        pos = self.where.pop(card)
        _, height, owner = self.city[pos]
        if owner >= 0:
            if self.solo and owner == HAL:
                self.pool[HAL] += height
            else:
                self.res[owner] += height
            if owner != seat:  # §6.4 step 1; in solo also Hal when you build on him
                self.sp[owner] += height
        self.city[pos] = (tile, height + 1, seat)
        self.where[tile] = pos
        drop = max(0, card % 20 - tile % 20)
        if hal:
            self.sp[HAL] = max(0, self.sp[HAL] - drop)
            self.pool[HAL] -= height + 1
        else:
            if tile // 20 != card // 20:
                self.res[seat] -= 1
                self.pool[seat] += 1
            self.sp[seat] -= drop
            self.res[seat] -= height + 1
        self.marked.append(pos)
        if not hal:
            self._bonus(seat, CONSTRUCT)
        self.cards[seat].append(card)

    def _hal_turn(self) -> None:
        """§11 round step 3: Hal always builds with the top tile of the supply."""
        card = self.choice[HAL][0]
        self.choice[HAL] = []  # revealed
        if self.supply_tiles:
            if card >= LETTER_BASE:
                ok = self.pool[HAL] >= 1
            else:
                _, height, owner = self.city[self.where[card]]
                ok = self.pool[HAL] + (height if owner == HAL else 0) >= height + 1
            if ok:
                tile = self.supply_tiles.pop()
                if card >= LETTER_BASE:
                    self._urbanize(HAL, card, tile)
                else:
                    self._construct(HAL, card, tile)
                return
            self.hal_failed = True
        self.discard.append(card)

    # ------------------------------------------------------------ end round
    def _end_round(self) -> None:
        """§4.3."""
        if not self.supply_tiles and not self.return_done:
            self.phase = RETURN
            self.idx = 0
            self.cur = self.first
            return
        self._after_return()

    def _return_next(self) -> None:
        self.idx += 1
        if self.idx < self.n:
            self.cur = self.order()[self.idx]
            return
        back = []
        for seat in self.order():
            self.sp[seat] += len(self.returning[seat])
            back.extend(self.returning[seat])
            self.returning[seat] = []
        back.sort()
        self.rng.shuffle(back)
        self.supply_tiles = back
        self.return_done = True
        self._after_return()

    def game_ends(self) -> bool:
        """§9.2 (§11 in solo), checked at the end of a round."""
        if self.solo:
            return (
                not self.supply_tiles
                or self.pool[0] + self.res[0] == 0
                or self.pool[HAL] == 0
                or self.hal_failed
            )
        if not self.supply_tiles and self.return_done:
            return True
        return any(self.pool[s] + self.res[s] == 0 for s in range(self.n))

    def _finish(self) -> None:
        self.phase = OVER
        self.cur = -1

    def _after_return(self) -> None:
        if self.game_ends():
            self._finish()
            return
        n = self.n
        old = self.hand
        self.hand = [old[(seat - 1) % n] for seat in range(n)]
        known = self.known
        new = [[[] for _ in range(n)] for _ in range(n)]
        for o in range(n):
            for s in range(n):
                target = (s + 1) % n
                if target == o:
                    continue
                new[o][target] = list(old[o]) if s == o else known[o][s]
        self.known = new
        self.first = (self.first + 1) % n
        for seat in self.order():
            self._draw_into(seat)
        if not any(self.hand):
            self._finish()  # no card left anywhere: only an engine guard, see §7.2
            return
        self.phase = CHOOSE
        self.idx = 0
        self._next_chooser()

    def _start_solo_round(self) -> None:
        """§11 round step 1: you draw 3 cards, then Hal is dealt one face down."""
        for _ in range(3):
            self._draw_into(0)
        card = self._draw_card()
        self.choice[HAL] = [card, -1] if card >= 0 else []
        self.phase = CHOOSE
        self.idx = 0
        if not self.hand[0] and not self.choice[HAL]:
            self._finish()  # no card left anywhere: only an engine guard, see §7.2
        elif self.hand[0]:
            self.cur = 0
        else:
            self.phase = RESOLVE
            self._run_resolve()

    def _end_solo_round(self) -> None:
        if self.game_ends():
            self._finish()
            return
        self._start_solo_round()

    # ------------------------------------------------------------ knowledge
    def determinize(self, seat: int, rng: GameRNG) -> GinkgoState:
        from game.rules.ginkgopolis.determinize import determinize

        return determinize(self, seat, rng)

    # ---------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.num_players,
            "characters": self.mode,
            "rng": self.rng.to_dict(),
            "city": [[x, y, t, h, o] for (x, y), (t, h, o) in sorted(self.city.items())],
            "marked": [list(p) for p in self.marked],
            "tokens": [[letter, x, y] for letter, (x, y) in sorted(self.tokens.items())],
            "supply_tiles": list(self.supply_tiles),
            "removed_tiles": list(self.removed_tiles),
            "draw": list(self.draw),
            "discard": list(self.discard),
            "out_cards": list(self.out_cards),
            "pool": list(self.pool),
            "res": list(self.res),
            "sp": list(self.sp),
            "newhand": list(self.newhand),
            "tiles": [list(x) for x in self.tiles],
            "hand": [list(x) for x in self.hand],
            "choice": [list(x) for x in self.choice],
            "chars": [list(x) for x in self.chars],
            "cards": [list(x) for x in self.cards],
            "known": [[list(k) for k in row] for row in self.known],
            "returning": [list(x) for x in self.returning],
            "return_done": self.return_done,
            "hal_failed": self.hal_failed,
            "pending": list(self.pending),
            "phase": self.phase,
            "idx": self.idx,
            "first": self.first,
            "cur": self.cur,
            "draft_round": self.draft_round,
            "draft_hands": [list(x) for x in self.draft_hands],
            "draft_picks": [list(x) for x in self.draft_picks],
            "draft_known": [list(x) for x in self.draft_known],
            "draft_seen": [list(x) for x in self.draft_seen],
            "history": [[seat, str(act)] for seat, act in self.hist],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GinkgoState:
        """Rebuild from :meth:`to_dict`; ValueError if the data is malformed."""
        try:
            return cls._from_dict(data)
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            kind = type(exc).__name__
            raise ValueError(f"ginkgopolis state: malformed ({kind}: {exc})") from None

    @classmethod
    def _from_dict(cls, d: dict[str, Any]) -> GinkgoState:
        def ints(value: Any) -> list[int]:
            if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value
            ):
                raise ValueError("ginkgopolis state: expected a list of integers")
            return list(value)

        def rows(value: Any) -> list[list[int]]:
            if not isinstance(value, list):
                raise ValueError("ginkgopolis state: expected a list of lists")
            return [ints(v) for v in value]

        s = cls.__new__(cls)
        s.content = load()
        players = int(d["players"])
        if players not in RESOURCES_PER_PLAYER:
            raise ValueError(f"ginkgopolis state: players: {players} is not 1-5")
        s.solo = players == 1
        n = s.n = 2 if s.solo else players
        s.mode = str(d["characters"])
        if s.mode not in ("draft", "beginner"):
            raise ValueError(f"ginkgopolis state: characters: unknown {s.mode!r}")
        s.rng = GameRNG.from_dict(d["rng"])
        s.city = {}
        s.where = {}
        for x, y, t, h, o in rows(d["city"]):
            s.city[(x, y)] = (t, h, o)
            s.where[t] = (x, y)
        s.marked = [(x, y) for x, y in rows(d["marked"])]
        s.tokens = {letter: (x, y) for letter, x, y in rows(d["tokens"])}
        s.token_at = {pos: letter for letter, pos in s.tokens.items()}
        for key in ("supply_tiles", "removed_tiles", "draw", "discard", "out_cards"):
            setattr(s, key, ints(d[key]))
        for key in ("pool", "res", "sp", "newhand"):
            value = ints(d[key])
            if len(value) != n:
                raise ValueError(f"ginkgopolis state: {key}: expected {n} entries")
            setattr(s, key, value)
        for key in (
            "tiles",
            "hand",
            "choice",
            "chars",
            "cards",
            "returning",
            "draft_hands",
            "draft_picks",
            "draft_known",
            "draft_seen",
        ):
            value = rows(d[key])
            if len(value) != n:
                raise ValueError(f"ginkgopolis state: {key}: expected {n} entries")
            setattr(s, key, value)
        s.known = [rows(row) for row in d["known"]]
        if len(s.known) != n or any(len(row) != n for row in s.known):
            raise ValueError(f"ginkgopolis state: known: expected {n} x {n} lists")
        s.return_done = bool(d["return_done"])
        s.hal_failed = bool(d["hal_failed"])
        s.pending = ints(d["pending"])
        s.phase, s.idx, s.first, s.cur = (int(d[k]) for k in ("phase", "idx", "first", "cur"))
        s.draft_round = int(d["draft_round"])
        if not DRAFT <= s.phase <= OVER or not -1 <= s.cur < n:
            raise ValueError("ginkgopolis state: phase or cur out of range")
        # a determinized world carries redacted texts ("play ?"): kept as text
        s.hist = [
            (int(seat), str(text) if "?" in str(text) else A.parse_text(str(text)))
            for seat, text in d["history"]
        ]
        s._legal = None
        return s
