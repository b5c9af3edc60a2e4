"""The Ginkgopolis game state: the data class and the engine contract (rules §2-§11).

The rules live beside it: ``start.py`` (§2), ``draft.py``, ``play.py`` (choosing),
``exploit.py``, ``urbanize.py``, ``construct.py``, ``solo.py`` (Hal), ``rounds.py``
(resolution order, tile return, end of round and game), ``gains.py`` and ``cards.py``
(items and piles); ``turn.py`` gives the legal actions and carries them out;
``saves.py`` and ``determinize.py`` the rest of the contract.

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

from game.engine import Action, GameRNG, GameState, IllegalAction
from game.engine.i18n import _
from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.data import Content
from game.rules.ginkgopolis.determinize import determinize
from game.rules.ginkgopolis.gains import Pos
from game.rules.ginkgopolis.phases import HAL
from game.rules.ginkgopolis.play import play_choices
from game.rules.ginkgopolis.rounds import game_ends
from game.rules.ginkgopolis.saves import read_history, read_into, to_dict
from game.rules.ginkgopolis.scoring import score_table, table_winners
from game.rules.ginkgopolis.start import SUPPLY_TILES, set_up
from game.rules.ginkgopolis.turn import compute_legal, perform


class GinkgoState(GameState):
    """One game of Ginkgopolis; see the module docstring for the fields."""

    content: Content
    rng: GameRNG
    solo: bool
    n: int
    mode: str
    city: dict[Pos, tuple[int, int, int]]
    where: dict[int, Pos]
    marked: list[Pos]
    tokens: dict[int, Pos]
    token_at: dict[Pos, int]
    supply_tiles: list[int]
    removed_tiles: list[int]
    draw: list[int]
    discard: list[int]
    out_cards: list[int]
    pool: list[int]
    res: list[int]
    sp: list[int]
    newhand: list[int]
    tiles: list[list[int]]
    hand: list[list[int]]
    choice: list[list[int]]
    chars: list[list[int]]
    cards: list[list[int]]
    known: list[list[list[int]]]
    returning: list[list[int]]
    return_done: bool
    hal_failed: bool
    pending: list[int]
    phase: int
    idx: int
    first: int
    cur: int
    draft_round: int
    draft_hands: list[list[int]]
    draft_picks: list[list[int]]
    draft_known: list[list[int]]
    draft_seen: list[list[int]]
    hist: list[tuple[int, A.Act | str]]
    _legal: list[A.Act] | None
    #: the resolution's steps when a preview asks for them (``steps.py``); never saved,
    #: cloned or set in play
    steps: list[object] | None = None
    #: determinize's cache of the redacted history: ((seat, length, phase), history)
    _redaction: tuple[tuple[int, int, int], list[tuple[int, A.Act | str]]]

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players: int, seed: int, beginner: bool) -> GinkgoState:
        """§2 (and §11 for ``players=1``)."""
        s = cls.__new__(cls)
        set_up(s, players, seed, beginner)
        return s

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

    @history.setter
    def history(self, value: list[tuple[int, str]]) -> None:
        self.hist = read_history(value)

    def order(self) -> list[int]:
        """Seats in turn order, starting with the first player."""
        n, first = self.n, self.first
        return [(first + i) % n for i in range(n)]

    def is_terminal(self) -> bool:
        return self.cur < 0

    def legal_actions(self) -> list[Action]:
        if self._legal is not None:
            return list(self._legal)
        legal = compute_legal(self)
        self._legal = legal
        return list(legal)

    def play_choices(self, seat: int, hand: list[int] | None = None) -> list[A.Act]:
        """Every legal ``play`` of ``seat`` (§4.1) with its hand (or ``hand``) and tiles."""
        return play_choices(self, seat, hand)

    def apply(self, action: Any) -> None:
        if isinstance(action, str):
            action = A.parse_text(action)
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            raise IllegalAction(_("{text} is not a legal action now").format(text=f"'{action}'"))
        kind, a, b = action
        seat = self.cur
        self._legal = None
        if type(action) is not A.Act:
            action = legal[legal.index(action)]  # the shared Act for a plain tuple
        self.hist.append((seat, action))
        perform(self, seat, kind, a, b)

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

    # ------------------------------------------------------------- queries
    def pending_pos(self) -> Pos:
        """The new building of a pending token move."""
        return (self.pending[3], self.pending[4])

    def game_ends(self) -> bool:
        """§9.2 (§11 in solo), checked at the end of a round."""
        return game_ends(self)

    # ------------------------------------------------------- knowledge, saves
    def determinize(self, seat: int, rng: GameRNG) -> GinkgoState:
        return determinize(self, seat, rng)

    def to_dict(self) -> dict[str, Any]:
        return to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GinkgoState:
        """Rebuild from :meth:`to_dict`; ValueError if the data is malformed."""
        s = cls.__new__(cls)
        read_into(s, data)
        return s
