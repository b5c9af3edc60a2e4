"""Capital's game state: the data class and the engine contract.

The rules of each phase live beside it: ``draft.py``, ``build.py`` (and the R5.7
shrink), ``war.py``, ``milestone.py``, ``income.py``; ``turn.py`` runs the phase
machine between decisions; ``determinize.py`` and ``saves.py`` the rest of the
contract; ``district.py`` the queries on one district; ``records.py`` the breakdown.

State layout (plain data only, so ``clone`` is a handful of list/dict copies and a
later Cython playout can mirror it field by field):

- ``n``: number of seats; ``era`` 1–6; ``rnd`` 0–3 (construction round);
  ``phase``: PICK, RESOLVE, SHRINK, WAR, MILESTONE, INCOME or END; ``turn``: the
  seat the phase is at (the current player at a decision).
- ``packets[p]``: sorted tile indices of hand-packet p, the packet dealt to seat p
  this era. Seat s holds packet ``(s - rnd) % n`` in eras I, III, V (passing left)
  and ``(s + rnd) % n`` in II, IV, VI. So the packets a seat has held this era
  (R12.5) follow from ``era`` and ``rnd``: it held ``packet_at(s, j)`` for j ≤ rnd.
- ``picks[s]``: the tile seat s picked this round, or -1. During PICK the picks of
  seats < turn are face down; from the reveal on (RESOLVE) all are public.
- ``undealt``: sorted tiles of the current era not dealt (hidden, leave the game).
- ``coins[s]``, ``vp[s]``: ints.
- ``dist[s]``: the district, ``{(x, y): stack}`` where a stack is a tuple of codes
  ``tile * 4 + rotation``, bottom first; ``stack[-1]`` is the top tile.
- ``faces``: the milestone face index (0–9) of each slot I–V.
- ``stage``: INCOME sub-step of the seat ``turn``: 0 automatic steps 1–7, 1 School
  of Economics, 2–4 the three exchanges, 5 done.
- ``war_owed``/``war_prev``/``war_prud``: the war seat's remaining removals (-1:
  not started), the position of its first removal of a pair (or None), and whether
  its Prudential was active when its war began (R5.7).
- ``shrink_anchor``/``shrink_ret``: R5.7 shrink: the position the kept group must
  contain (None after a war) and the phase to return to.
- ``rec[s]``: breakdown record, a flat int list of ``6 * REC_SIZE`` (one block per
  era; see ``records.py``).
- ``history``: list of (seat, action text); ``rng``: the state's GameRNG.
- ``_cache``: the legal actions of the current decision (not part of the data).

Era stacks are shuffled lazily, when their era begins, with the state's RNG (R2.2,
R2.3): a future stack's order is therefore never stored, and ``determinize``
replacing the RNG is the reshuffle of R12.6.4.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.contract import Action, GameState
from game.engine.errors import IllegalAction
from game.engine.i18n import _
from game.engine.rng import GameRNG
from game.rules.capital import tables as T
from game.rules.capital.actions import CapitalAction
from game.rules.capital.determinize import determinize
from game.rules.capital.district import District, Pos
from game.rules.capital.draft import held_packets, holder, packet_at, start_era
from game.rules.capital.milestone import milestone_winner
from game.rules.capital.phases import END, RESOLVE, START_COINS
from game.rules.capital.records import REC_SIZE, breakdown
from game.rules.capital.saves import read_into, to_dict
from game.rules.capital.turn import actions_now, advance, perform


class CapitalState(GameState):
    """A Capital game in progress; see the module docstring for the layout."""

    __slots__ = (
        "n",
        "era",
        "rnd",
        "phase",
        "turn",
        "stage",
        "packets",
        "picks",
        "undealt",
        "coins",
        "vp",
        "dist",
        "faces",
        "war_owed",
        "war_prev",
        "war_prud",
        "shrink_anchor",
        "shrink_ret",
        "rec",
        "history",
        "rng",
        "_cache",
    )

    n: int
    era: int
    rnd: int
    phase: int
    turn: int
    stage: int
    packets: list[list[int]]
    picks: list[int]
    undealt: tuple[int, ...]
    coins: list[int]
    vp: list[int]
    dist: list[District]
    faces: list[int]
    war_owed: int
    war_prev: Pos | None
    war_prud: bool
    shrink_anchor: Pos | None
    shrink_ret: int
    rec: list[list[int]]
    history: list[tuple[int, str]]
    rng: GameRNG
    _cache: list[CapitalAction] | None

    # -- construction ------------------------------------------------------------

    @classmethod
    def new(cls, players: int, seed: int) -> CapitalState:
        """R2, R3: the setup of a new game, then era I's packets dealt (R4.1)."""
        s = cls.__new__(cls)
        s.n = players
        s.rng = GameRNG(seed)
        s.faces = [2 * slot + s.rng.randrange(2) for slot in range(5)]
        s.coins = [START_COINS] * players
        s.vp = [0] * players
        s.dist = [{(0, 0): (T.T_START * 4,)} for _ in range(players)]
        s.rec = [[0] * (6 * REC_SIZE) for _ in range(players)]
        s.history = []
        s.era = 1
        s.stage = 0
        s.war_owed = -1
        s.war_prev = None
        s.war_prud = False
        s.shrink_anchor = None
        s.shrink_ret = RESOLVE
        start_era(s)
        s._cache = None
        advance(s)
        return s

    def clone(self) -> CapitalState:
        o = CapitalState.__new__(CapitalState)
        o.n = self.n
        o.era = self.era
        o.rnd = self.rnd
        o.phase = self.phase
        o.turn = self.turn
        o.stage = self.stage
        o.packets = [list(p) for p in self.packets]
        o.picks = list(self.picks)
        o.undealt = self.undealt  # never mutated in place
        o.coins = list(self.coins)
        o.vp = list(self.vp)
        o.dist = [dict(d) for d in self.dist]  # stacks are tuples
        o.faces = self.faces  # never mutated
        o.war_owed = self.war_owed
        o.war_prev = self.war_prev
        o.war_prud = self.war_prud
        o.shrink_anchor = self.shrink_anchor
        o.shrink_ret = self.shrink_ret
        o.rec = [list(r) for r in self.rec]
        o.history = list(self.history)
        o.rng = self.rng.clone()
        o._cache = self._cache  # immutable actions; lists are copied on the way out
        return o

    # -- contract ----------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return self.n

    @property
    def current_player(self) -> int | None:
        return None if self.phase == END else self.turn

    def is_terminal(self) -> bool:
        return self.phase == END

    def legal_actions(self) -> list[Action]:
        if self._cache is None:
            self._cache = actions_now(self)
        return list(self._cache)

    def apply(self, action: Any) -> None:
        if self._cache is None:
            self._cache = actions_now(self)
        if not isinstance(action, tuple) or action not in self._cache:
            raise IllegalAction(_("{text} is not a legal action now").format(text=f"'{action}'"))
        perform(self, CapitalAction(action))
        advance(self)

    def scores(self) -> list[int]:
        return list(self.vp)

    def winners(self) -> list[int]:
        """R7.2: most VP, then most leftover coins; remaining ties share the win."""
        best = max(zip(self.vp, self.coins, strict=True))
        return [s for s in range(self.n) if (self.vp[s], self.coins[s]) == best]

    def breakdown(self, seat: int) -> dict[str, Any]:
        """R12.7: per era and in total, every scoring category (see ``records.py``)."""
        return breakdown(self, seat)

    def determinize(self, seat: int, rng: GameRNG) -> CapitalState:
        """R12.6: resample what ``seat`` has not seen; keep all it knows."""
        return determinize(self, seat, rng)

    def to_dict(self) -> dict[str, Any]:
        return to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CapitalState:
        s = cls.__new__(cls)
        read_into(s, data)
        return s

    # -- queries -----------------------------------------------------------------

    def packet_at(self, seat: int, rnd: int) -> int:
        """The packet ``seat`` holds in round ``rnd`` of the current era (R4.6)."""
        return packet_at(self, seat, rnd)

    def held_packets(self, seat: int) -> list[int]:
        """R12.5: the packets ``seat`` has held this era (it knows their contents)."""
        return held_packets(self, seat)

    def holder(self, packet: int) -> int:
        """The seat holding ``packet`` in the current round."""
        return holder(self, packet)

    def milestone_winner(self) -> int | None:
        """R6.3: the seat that wins this era's milestone, or None."""
        return milestone_winner(self)
