"""Capital's game state: the draft, building, wars, milestones and income.

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
  era; slots ``R_*`` below, milestones and buildings as (vp, coins) pairs).
- ``history``: list of (seat, action text); ``rng``: the state's GameRNG.
- ``_cache``: the legal actions of the current decision (not part of the data).

Era stacks are shuffled lazily, when their era begins, with the state's RNG (R2.2,
R2.3): a future stack's order is therefore never stored, and ``determinize``
replacing the RNG is the reshuffle of R12.6.4.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.contract import GameState
from game.engine.errors import IllegalAction
from game.engine.rng import GameRNG
from game.rules.capital import tables as T
from game.rules.capital.content import (
    COM,
    MILESTONE_IDS,
    MILESTONE_INDEX,
    PUBLIC,
    PUBLIC_IDS,
    PUBLIC_INDEX,
)
from game.rules.capital.scoring import (
    MILESTONE_FEWEST,
    Analysis,
    auto_income,
    components,
    connected,
    milestone_metric,
    neighbours,
)

PICK, RESOLVE, SHRINK, WAR, MILESTONE_PHASE, INCOME, END = range(7)
PHASE_NAMES = ("pick", "resolve", "shrink", "war", "milestone", "income", "end")

A_PICK, A_DISCARD, A_BUILD, A_SHRINK, A_WAR, A_MILESTONE, A_ECON, A_EXCHANGE = range(8)
EXCHANGE_MODES = ("pass", "buy", "sell")

# Breakdown record slots (per era block).
R_PARK, R_COMMERCE, R_CULTURE, R_INDUSTRY, R_PENALTY, R_TRANSPORT = range(6)
R_EXCH_VP, R_EXCH_COINS, R_REBUILD, R_POC, R_FINAL, R_MS_MASK, R_B_MASK = range(6, 13)
R_MS = 13  # + 2 * milestone (vp), + 2 * milestone + 1 (coins)
R_B = R_MS + 2 * len(MILESTONE_IDS)  # + 2 * building (vp, coins)
REC_SIZE = R_B + 2 * len(PUBLIC_IDS)

START_COINS = 6
HAND = 4
B_SCHOOL = PUBLIC_INDEX["school_of_economics"]
M_PALACE_OF_CULTURE = MILESTONE_INDEX["palace_of_culture"]


def _pos_text(pos: tuple[int, int]) -> str:
    return f"{pos[0]},{pos[1]}"


class CapitalAction(tuple):
    """An action: ``(kind, *params)``; ``str()`` gives the R12.1 text form."""

    __slots__ = ()

    def __str__(self) -> str:  # noqa: C901 - one branch per action kind
        kind = self[0]
        if kind == A_PICK:
            return "pick " + T.TILE_ID[self[1]]
        if kind == A_DISCARD:
            return "discard " + T.TILE_ID[self[1]]
        if kind == A_BUILD:
            return f"build {T.TILE_ID[self[1]]} at {self[2]},{self[3]} r{self[4]}"
        if kind == A_SHRINK:
            return "shrink drop " + " ".join(_pos_text(p) for p in self[1])
        if kind == A_WAR:
            return f"war {self[1]},{self[2]}"
        if kind == A_MILESTONE:
            return f"milestone {self[1]},{self[2]}"
        if kind == A_ECON:
            return f"economics {self[1]}c {self[2] - self[1]}vp"
        return f"exchange {T.TILE_ID[self[1]]} {EXCHANGE_MODES[self[2]]}"

    def __repr__(self) -> str:
        return f"CapitalAction({str(self)!r})"


def fits(positions, big: bool) -> bool:
    """R1.12: does a set of positions respect the size limit (4×4 when ``big``)?"""
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    return box_fits(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, big)


def box_fits(w: int, h: int, big: bool) -> bool:
    """R1.12 for a W×H bounding box (4×4 when ``big``, else 4×3 either way)."""
    if big:
        return w <= 4 and h <= 4
    return (w <= 4 and h <= 3) or (w <= 3 and h <= 4)


def district_view(d: dict) -> dict:
    """The scoring view of a district (scoring.py): pos -> (face, height)."""
    face = T.FACE
    return {pos: (face[st[-1]], len(st)) for pos, st in d.items()}


#: per district (tops and heights): its Analysis and, once asked for, its income. The
#: same districts are analysed again and again: every era and in every world of the
#: AI's searches. Entries are shared, so callers only read them.
_MEMO: dict[tuple, list[Any]] = {}
_MEMO_SIZE = 2048


def _memo_entry(d: dict) -> list[Any]:
    key = tuple([(pos, st[-1], len(st)) for pos, st in d.items()])
    entry = _MEMO.get(key)
    if entry is None:
        if len(_MEMO) >= _MEMO_SIZE:
            _MEMO.clear()
        view = district_view(d)
        entry = _MEMO[key] = [view, Analysis(view), None]
    return entry


def district_analysis(d: dict) -> Analysis:
    """The region analysis of a district (memoized; read only)."""
    return _memo_entry(d)[1]


def district_income(d: dict) -> dict[str, Any]:
    """R6.4 steps 1–7 of a district: scoring.auto_income (memoized; read only)."""
    entry = _memo_entry(d)
    if entry[2] is None:
        entry[2] = auto_income(entry[0], entry[1])
    return entry[2]


def tops(d: dict) -> set[int]:
    """Tile indices of the top tiles, i.e. every active building and milestone."""
    return {st[-1] >> 2 for st in d.values()}


def empty_cost(tile: int, top_tiles: set[int]) -> int:
    """R5.4: cost on an empty position with the discounts active before placing."""
    cost = T.COST[tile]
    if T.T_STORE in top_tiles:
        cost -= 3
    if T.INDUSTRY[tile] and T.T_TECH in top_tiles:
        cost -= 2
    return cost if cost > 0 else 0


def rebuild_cost(tile: int, covered_code: int) -> int:
    """R5.4: max(0, new cost − covered top's cost); no discount, no refund."""
    cost = T.COST[tile] - T.COST[covered_code >> 2]
    return cost if cost > 0 else 0


def frontier(d: dict, big: bool) -> list[tuple[int, int]]:
    """R5.1: empty positions next to the district that keep the size limit, sorted."""
    xs = [p[0] for p in d]
    ys = [p[1] for p in d]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    out = set()
    for pos in d:
        for nb in neighbours(pos):
            if nb in d or nb in out:
                continue
            x, y = nb
            w = (x1 if x1 > x else x) - (x0 if x0 < x else x) + 1
            h = (y1 if y1 > y else y) - (y0 if y0 < y else y) + 1
            if box_fits(w, h, big):
                out.add(nb)
    return sorted(out)


def legal_removals(d: dict) -> list[tuple[int, int]]:
    """R6.2: positions whose removal leaves the district non-empty and connected."""
    if len(d) < 2:
        return []
    out = []
    for pos, st in d.items():
        if st[-1] >> 2 == T.T_ARSENAL:
            continue
        rest = [p for p in d if p != pos]
        if connected(rest):
            out.append(pos)
    out.sort()
    return out


def removal_pairs_first(d: dict) -> list[tuple[int, int]]:
    """R6.2, owing 2: first removals that belong to some legal non-neighbouring pair."""
    out = []
    for pos in legal_removals(d):
        rest = [p for p in d if p != pos]
        near = neighbours(pos)
        for q in rest:
            if q in near or d[q][-1] >> 2 == T.T_ARSENAL:
                continue
            if connected([p for p in rest if p != q]):
                out.append(pos)
                break
    return out


def shrink_options(d: dict, anchor) -> list[tuple]:
    """R5.7: the distinct sets of dropped stacks (window + connected group), sorted."""
    xs = [p[0] for p in d]
    ys = [p[1] for p in d]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    everything = set(d)
    drops = set()
    for w, h in ((3, 4), (4, 3)):
        for ox in range(x0 - w + 1, x1 + 1):
            for oy in range(y0 - h + 1, y1 + 1):
                inside = [p for p in d if ox <= p[0] < ox + w and oy <= p[1] < oy + h]
                for group in components(inside):
                    if anchor is None or anchor in group:
                        drops.add(tuple(sorted(everything - group)))
    drops.discard(())
    return sorted(drops)


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

    # -- construction ------------------------------------------------------------

    @classmethod
    def new(cls, players: int, seed: int) -> CapitalState:
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
        s._start_era()
        s._cache = None
        s._advance()
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

    def legal_actions(self) -> list[CapitalAction]:
        if self._cache is None:
            self._cache = self._gen()
        return list(self._cache)

    def apply(self, action: Any) -> None:
        if self._cache is None:
            self._cache = self._gen()
        if not isinstance(action, tuple) or action not in self._cache:
            raise IllegalAction(f"'{action}' is not a legal action now")
        self._perform(CapitalAction(action))
        self._advance()

    def scores(self) -> list[int]:
        return list(self.vp)

    def winners(self) -> list[int]:
        """R7.2: most VP, then most leftover coins; remaining ties share the win."""
        best = max(zip(self.vp, self.coins, strict=True))
        return [s for s in range(self.n) if (self.vp[s], self.coins[s]) == best]

    # -- the draft ---------------------------------------------------------------

    def packet_at(self, seat: int, rnd: int) -> int:
        """The packet ``seat`` holds in round ``rnd`` of the current era (R4.6)."""
        if self.era % 2:
            return (seat - rnd) % self.n
        return (seat + rnd) % self.n

    def held_packets(self, seat: int) -> list[int]:
        """R12.5: the packets ``seat`` has held this era (it knows their contents)."""
        if self.rnd >= HAND:
            return list(range(self.n))
        return sorted({self.packet_at(seat, j) for j in range(self.rnd + 1)})

    def holder(self, packet: int) -> int:
        """The seat holding ``packet`` in the current round."""
        if self.era % 2:
            return (packet + self.rnd) % self.n
        return (packet - self.rnd) % self.n

    def _start_era(self) -> None:
        tiles = list(T.ERA_TILES[self.era])
        self.rng.shuffle(tiles)
        n = self.n
        self.packets = [sorted(tiles[HAND * p : HAND * p + HAND]) for p in range(n)]
        self.undealt = tuple(sorted(tiles[HAND * n :]))
        self.picks = [-1] * n
        self.rnd = 0
        self.phase = PICK
        self.turn = 0

    # -- the state machine -------------------------------------------------------

    def _advance(self) -> None:
        """Run automatic steps and forced decisions until a real decision (R12.3)."""
        while True:
            acts = self._settle()
            if acts is None:
                acts = self._gen()
            if len(acts) == 1 and self.phase != END:
                self._perform(acts[0])
                continue
            self._cache = acts
            return

    def _settle(self) -> list[CapitalAction] | None:  # noqa: C901 - the phase machine
        """Move through automatic transitions until the state is at a decision.

        Returns the decision's actions when it had to compute them anyway (wars).
        """
        n = self.n
        while True:
            phase = self.phase
            if phase == PICK:
                if self.turn < n:
                    return None
                self.phase = RESOLVE  # R4.4: reveal
                self.turn = 0
            elif phase == RESOLVE:
                if self.turn < n:
                    return None
                self.rnd += 1  # R4.6: pass (the holder follows from era and round)
                self.picks = [-1] * n
                self.turn = 0
                if self.rnd < HAND:
                    self.phase = PICK
                elif self.era in (3, 4):
                    self.phase = WAR
                    self.war_owed = -1
                else:
                    self._start_milestone()
            elif phase == WAR:
                if self.turn >= n:
                    self._start_milestone()
                    continue
                d = self.dist[self.turn]
                if self.war_owed < 0:
                    top_tiles = tops(d)
                    owed = (1 if self.era == 3 else 2) - (T.T_ARSENAL in top_tiles)
                    self.war_owed = owed
                    self.war_prev = None
                    self.war_prud = T.T_PRUDENTIAL in top_tiles
                if self.war_owed > 0:
                    options = self._war_options()
                    if not options and self.war_owed == 2 and self.war_prev is None:
                        self.war_owed = 1  # R6.2: no pair exists, one-stack rule
                        options = self._war_options()
                    if options:
                        return [CapitalAction((A_WAR, x, y)) for x, y in options]
                self._end_war_seat()
            elif phase == INCOME:
                if self.turn >= n:
                    self._end_era()
                    continue
                seat = self.turn
                stage = self.stage
                if stage == 0:
                    self._auto_income(seat)
                    self.stage = 1
                elif stage == 1:
                    if T.T_SCHOOL in tops(self.dist[seat]):
                        return None
                    self.stage = 2
                elif stage <= 4:
                    if T.EXCHANGES[stage - 2][0] in tops(self.dist[seat]):
                        return None
                    self.stage += 1
                else:
                    self.turn += 1
                    self.stage = 0
            else:  # SHRINK, MILESTONE_PHASE, END
                return None

    def _gen(self) -> list[CapitalAction]:
        """The actions of the current decision (pure)."""
        phase = self.phase
        seat = self.turn
        if phase == PICK:
            return [
                CapitalAction((A_PICK, t)) for t in self.packets[self.packet_at(seat, self.rnd)]
            ]
        if phase == RESOLVE:
            return self._build_options(seat, self.picks[seat])
        if phase == WAR:
            return [CapitalAction((A_WAR, x, y)) for x, y in self._war_options()]
        if phase == MILESTONE_PHASE:
            d = self.dist[seat]
            big = T.T_PRUDENTIAL in tops(d)
            spots = frontier(d, big) + sorted(d)
            return [CapitalAction((A_MILESTONE, x, y)) for x, y in spots]
        if phase == SHRINK:
            return [
                CapitalAction((A_SHRINK, drop))
                for drop in shrink_options(self.dist[seat], self.shrink_anchor)
            ]
        if phase == INCOME:
            if self.stage == 1:
                k = sum(1 for t in tops(self.dist[seat]) if T.KIND[t] == PUBLIC)
                return [CapitalAction((A_ECON, c, k)) for c in range(k + 1)]
            tile, buy_pay, _buy_gain, sell_pay, _sell_gain = T.EXCHANGES[self.stage - 2]
            acts = [CapitalAction((A_EXCHANGE, tile, 0))]
            if self.coins[seat] >= buy_pay:
                acts.append(CapitalAction((A_EXCHANGE, tile, 1)))
            if self.vp[seat] >= sell_pay:
                acts.append(CapitalAction((A_EXCHANGE, tile, 2)))
            return acts
        return []

    def _build_options(self, seat: int, tile: int) -> list[CapitalAction]:
        """R4.5, R5.1–R5.5, R12.2: discard plus every affordable placement."""
        acts = [CapitalAction((A_DISCARD, tile))]
        d = self.dist[seat]
        coins = self.coins[seat]
        top_tiles = tops(d)
        rots = T.ROTATIONS[tile]
        if empty_cost(tile, top_tiles) <= coins:
            big = T.T_PRUDENTIAL in top_tiles or tile == T.T_PRUDENTIAL
            for x, y in frontier(d, big):
                for r in rots:
                    acts.append(CapitalAction((A_BUILD, tile, x, y, r)))
        for pos in sorted(d):
            if rebuild_cost(tile, d[pos][-1]) <= coins:
                x, y = pos
                for r in rots:
                    acts.append(CapitalAction((A_BUILD, tile, x, y, r)))
        return acts

    def _war_options(self) -> list[tuple[int, int]]:
        d = self.dist[self.turn]
        if self.war_owed == 2 and self.war_prev is None:
            return removal_pairs_first(d)
        options = legal_removals(d)
        if self.war_prev is not None:
            near = set(neighbours(self.war_prev))
            options = [p for p in options if p not in near]
        return options

    # -- performing actions ------------------------------------------------------

    def _perform(self, a: CapitalAction) -> None:  # noqa: C901 - one branch per kind
        seat = self.turn
        self.history.append((seat, str(a)))
        kind = a[0]
        if kind == A_PICK:
            tile = a[1]
            self.packets[self.packet_at(seat, self.rnd)].remove(tile)
            self.picks[seat] = tile
            self.turn += 1
        elif kind == A_DISCARD:
            gain = 5 if T.T_SIGISMUND in tops(self.dist[seat]) else 3
            self.coins[seat] += gain
            self.picks[seat] = -1
            self.turn += 1
        elif kind == A_BUILD:
            _, tile, x, y, r = a
            self.picks[seat] = -1
            d = self.dist[seat]
            pos = (x, y)
            if pos in d:
                self.coins[seat] -= rebuild_cost(tile, d[pos][-1])
            else:
                self.coins[seat] -= empty_cost(tile, tops(d))
            if self._place(seat, pos, tile * 4 + r):
                self._enter_shrink(pos, RESOLVE)
            else:
                self.turn += 1
        elif kind == A_SHRINK:
            d = self.dist[seat]
            for pos in a[1]:
                del d[pos]
            ret = self.shrink_ret
            if ret == RESOLVE:
                self.phase = RESOLVE
                self.turn += 1
            elif ret == WAR:
                self.phase = WAR
                self.turn += 1
                self.war_owed = -1
            else:
                self._start_income()
        elif kind == A_WAR:
            pos = (a[1], a[2])
            del self.dist[seat][pos]
            self.war_owed -= 1
            self.war_prev = pos
            if self.war_owed == 0:
                self._end_war_seat()
        elif kind == A_MILESTONE:
            pos = (a[1], a[2])
            m = self.faces[self.era - 1]
            if m == M_PALACE_OF_CULTURE:
                self._palace_of_culture_penalty(seat)
            if self._place(seat, pos, T.MILESTONE_TILE[m] * 4):
                self._enter_shrink(pos, MILESTONE_PHASE)
            else:
                self._start_income()
        elif kind == A_ECON:
            _, c, k = a
            self.coins[seat] += c
            self.vp[seat] += k - c
            base = (self.era - 1) * REC_SIZE
            rec = self.rec[seat]
            rec[base + R_B + 2 * B_SCHOOL] += k - c
            rec[base + R_B + 2 * B_SCHOOL + 1] += c
            rec[base + R_B_MASK] |= 1 << B_SCHOOL
            self.stage = 2
        else:  # A_EXCHANGE
            _, tile, mode = a
            _t, buy_pay, buy_gain, sell_pay, sell_gain = T.EXCHANGES[self.stage - 2]
            dv = dc = 0
            if mode == 1:
                dc, dv = -buy_pay, buy_gain
            elif mode == 2:
                dv, dc = -sell_pay, sell_gain
            self.coins[seat] += dc
            self.vp[seat] += dv
            base = (self.era - 1) * REC_SIZE
            self.rec[seat][base + R_EXCH_VP] += dv
            self.rec[seat][base + R_EXCH_COINS] += dc
            self.stage += 1

    def _place(self, seat: int, pos: tuple[int, int], code: int) -> bool:
        """Put a tile or milestone at ``pos``; True when R5.7 now asks for a shrink."""
        d = self.dist[seat]
        old = d.get(pos)
        if old is None:
            d[pos] = (code,)
            return False
        top_tiles = tops(d)
        d[pos] = old + (code,)
        if T.T_JABLONOWSKI in top_tiles:  # R5.6, active before this rebuild
            self.vp[seat] += 2
            self.rec[seat][(self.era - 1) * REC_SIZE + R_REBUILD] += 2
        return old[-1] >> 2 == T.T_PRUDENTIAL and not fits(d, False)

    def _enter_shrink(self, anchor, ret: int) -> None:
        self.phase = SHRINK
        self.shrink_anchor = anchor
        self.shrink_ret = ret

    def _end_war_seat(self) -> None:
        seat = self.turn
        d = self.dist[seat]
        self.war_owed = -1
        self.war_prev = None
        if self.war_prud and T.T_PRUDENTIAL not in tops(d) and not fits(d, False):
            self.war_prud = False
            self._enter_shrink(None, WAR)
            return
        self.war_prud = False
        self.turn += 1

    def _palace_of_culture_penalty(self, winner: int) -> None:
        """§10: on placement every other seat loses 1 VP per commerce region."""
        base = (self.era - 1) * REC_SIZE
        for s in range(self.n):
            if s == winner:
                continue
            loss = district_analysis(self.dist[s]).counts[COM]
            self.vp[s] -= loss
            self.rec[s][base + R_POC] -= loss

    # -- income phase ------------------------------------------------------------

    def _start_milestone(self) -> None:
        """R6.3: award this era's milestone, or go straight to income."""
        if self.era > 5:
            self._start_income()
            return
        winner = self.milestone_winner()
        if winner is None:
            self._start_income()
            return
        self.phase = MILESTONE_PHASE
        self.turn = winner

    def milestone_winner(self) -> int | None:
        """R6.3: the seat that wins this era's milestone, or None."""
        m = self.faces[self.era - 1]
        values = [milestone_metric(m, district_analysis(d)) for d in self.dist]
        if MILESTONE_FEWEST[m]:
            best = min(values)
        else:
            best = max(values)
            if best < 1:
                return None
        seats = [s for s in range(self.n) if values[s] == best]
        for resource in (self.coins, self.vp):
            if len(seats) > 1:
                low = min(resource[s] for s in seats)
                seats = [s for s in seats if resource[s] == low]
        return seats[0] if len(seats) == 1 else None

    def _start_income(self) -> None:
        self.phase = INCOME
        self.turn = 0
        self.stage = 0

    def _auto_income(self, seat: int) -> None:
        """R6.4 steps 1–7 for one seat."""
        res = district_income(self.dist[seat])
        rec = self.rec[seat]
        base = (self.era - 1) * REC_SIZE
        vp = res["park"] + res["culture"] + res["residential_penalty"] + res["transport"]
        coins = res["commerce"] + res["industry"]
        rec[base + R_PARK] += res["park"]
        rec[base + R_COMMERCE] += res["commerce"]
        rec[base + R_CULTURE] += res["culture"]
        rec[base + R_INDUSTRY] += res["industry"]
        rec[base + R_PENALTY] += res["residential_penalty"]
        rec[base + R_TRANSPORT] += res["transport"]
        for m, mv, mc in res["milestones"]:
            vp += mv
            coins += mc
            rec[base + R_MS + 2 * m] += mv
            rec[base + R_MS + 2 * m + 1] += mc
            rec[base + R_MS_MASK] |= 1 << m
        for b, bv, bc in res["buildings"]:
            vp += bv
            coins += bc
            rec[base + R_B + 2 * b] += bv
            rec[base + R_B + 2 * b + 1] += bc
            rec[base + R_B_MASK] |= 1 << b
        self.vp[seat] += vp
        self.coins[seat] += coins

    def _end_era(self) -> None:
        if self.era < 6:
            self.era += 1
            self._start_era()
            return
        base = 5 * REC_SIZE
        for s in range(self.n):  # R7.1
            gain, self.coins[s] = divmod(self.coins[s], 5)
            self.vp[s] += gain
            self.rec[s][base + R_FINAL] += gain
        self.phase = END
        self.turn = 0

    # -- reporting ---------------------------------------------------------------

    def breakdown(self, seat: int) -> dict[str, Any]:
        """R12.7: per era (income phase) and in total, every scoring category.

        ``{"vp", "coins", "total": {...}, "eras": [{"era": 1, ...}, ...]}``; each
        block has park, commerce (coins), culture, industry (coins),
        residential_penalty, transport, milestones {id: {vp, coins}}, buildings
        {id: {vp, coins}}, exchanges {vp, coins}, rebuild_bonus,
        palace_of_culture_penalty and final_conversion.
        """
        rec = self.rec[seat]
        eras = []
        last = self.era if self.phase != END else 6
        for era in range(1, last + 1):
            block = rec[(era - 1) * REC_SIZE : era * REC_SIZE]
            eras.append({"era": era, **_block(block)})
        total = [sum(rec[e * REC_SIZE + i] for e in range(6)) for i in range(REC_SIZE)]
        total[R_MS_MASK] = 0
        total[R_B_MASK] = 0
        for e in range(6):
            total[R_MS_MASK] |= rec[e * REC_SIZE + R_MS_MASK]
            total[R_B_MASK] |= rec[e * REC_SIZE + R_B_MASK]
        return {
            "vp": self.vp[seat],
            "coins": self.coins[seat],
            "total": _block(total),
            "eras": eras,
        }

    # -- hidden information ------------------------------------------------------

    def determinize(self, seat: int, rng: GameRNG) -> CapitalState:
        """R12.6: resample what ``seat`` has not seen; keep all it knows."""
        w = self.clone()
        w._cache = None
        if self.phase in (PICK, RESOLVE, SHRINK) and self.rnd < HAND:
            n = self.n
            held = set(self.held_packets(seat))
            face_down = [q for q in range(self.turn) if q != seat] if self.phase == PICK else []
            pool = list(self.undealt)
            unheld = [p for p in range(n) if p not in held]
            for p in unheld:
                pool.extend(self.packets[p])
            for q in face_down:
                if self.packet_at(q, self.rnd) not in held:
                    pool.append(self.picks[q])
            pool.sort()
            rng.shuffle(pool)
            for p in unheld:
                q = self.holder(p)
                size = len(self.packets[p]) + (q in face_down)
                hand, pool = pool[:size], pool[size:]
                if q in face_down:
                    w.picks[q] = hand.pop(rng.randrange(size))
                w.packets[p] = sorted(hand)
            for q in face_down:
                p = self.packet_at(q, self.rnd)
                if p in held:
                    hand = sorted([*self.packets[p], self.picks[q]])
                    w.picks[q] = hand.pop(rng.randrange(len(hand)))
                    w.packets[p] = hand
            w.undealt = tuple(sorted(pool))
            # The last `turn` history entries are this round's picks: keep them true
            # to the resampled world.
            first = len(w.history) - self.turn
            for i in range(first, len(w.history)):
                q, _text = w.history[i]
                if q != seat:
                    w.history[i] = (q, "pick " + T.TILE_ID[w.picks[q]])
        w.rng = rng.spawn()
        return w

    # -- saving ------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        tid = T.TILE_ID
        return {
            "game": "capital",
            "players": self.n,
            "era": self.era,
            "round": self.rnd,
            "phase": PHASE_NAMES[self.phase],
            "turn": self.turn,
            "stage": self.stage,
            "packets": [[tid[t] for t in p] for p in self.packets],
            "picks": [tid[t] if t >= 0 else "" for t in self.picks],
            "undealt": [tid[t] for t in self.undealt],
            "coins": list(self.coins),
            "vp": list(self.vp),
            "milestones": [MILESTONE_IDS[m] for m in self.faces],
            "districts": [
                [
                    {
                        "x": x,
                        "y": y,
                        "tiles": [tid[c >> 2] for c in d[(x, y)]],
                        "rotations": [c & 3 for c in d[(x, y)]],
                    }
                    for x, y in sorted(d)
                ]
                for d in self.dist
            ],
            "war": {
                "owed": self.war_owed,
                "prev": list(self.war_prev) if self.war_prev is not None else [],
                "prudential": self.war_prud,
            },
            "shrink": {
                "anchor": list(self.shrink_anchor) if self.shrink_anchor is not None else [],
                "return": PHASE_NAMES[self.shrink_ret],
            },
            "records": [list(r) for r in self.rec],
            "rng": self.rng.to_dict(),
            "history": [[s, text] for s, text in self.history],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CapitalState:
        try:
            return cls._from_dict(data)
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"capital: malformed saved state ({exc!r})") from None

    @classmethod
    def _from_dict(cls, data: Mapping[str, Any]) -> CapitalState:
        def tile(text: str) -> int:
            if text not in T.TILE_INDEX:
                raise ValueError(f'capital: unknown tile "{text}" in saved state')
            return T.TILE_INDEX[text]

        def pos(value) -> tuple[int, int] | None:
            if len(value) == 0:
                return None
            x, y = value
            return (int(x), int(y))

        def phase(text: str) -> int:
            if text not in PHASE_NAMES:
                raise ValueError(f'capital: unknown phase "{text}" in saved state')
            return PHASE_NAMES.index(text)

        if data.get("game") != "capital":
            raise ValueError("capital: saved state is not a Capital game")
        s = cls.__new__(cls)
        s.n = int(data["players"])
        if s.n not in (2, 3, 4):
            raise ValueError(f"capital: {s.n} players in saved state")
        s.era = int(data["era"])
        s.rnd = int(data["round"])
        s.phase = phase(data["phase"])
        s.turn = int(data["turn"])
        s.stage = int(data["stage"])
        s.packets = [[tile(t) for t in p] for p in data["packets"]]
        s.picks = [tile(t) if t else -1 for t in data["picks"]]
        s.undealt = tuple(tile(t) for t in data["undealt"])
        s.coins = [int(v) for v in data["coins"]]
        s.vp = [int(v) for v in data["vp"]]
        s.faces = []
        for mid in data["milestones"]:
            if mid not in MILESTONE_INDEX:
                raise ValueError(f'capital: unknown milestone "{mid}" in saved state')
            s.faces.append(MILESTONE_INDEX[mid])
        s.dist = []
        for stacks in data["districts"]:
            d = {}
            for st in stacks:
                codes = tuple(
                    tile(t) * 4 + int(r) for t, r in zip(st["tiles"], st["rotations"], strict=True)
                )
                if not codes:
                    raise ValueError("capital: empty stack in saved state")
                d[(int(st["x"]), int(st["y"]))] = codes
            if not d:
                raise ValueError("capital: empty district in saved state")
            s.dist.append(d)
        war = data["war"]
        s.war_owed = int(war["owed"])
        s.war_prev = pos(war["prev"])
        s.war_prud = bool(war["prudential"])
        s.shrink_anchor = pos(data["shrink"]["anchor"])
        s.shrink_ret = phase(data["shrink"]["return"])
        s.rec = [[int(v) for v in r] for r in data["records"]]
        s.rng = GameRNG.from_dict(data["rng"])
        s.history = [(int(seat), str(text)) for seat, text in data["history"]]
        lengths = {len(s.packets), len(s.picks), len(s.coins), len(s.vp), len(s.dist), len(s.rec)}
        if lengths != {s.n} or len(s.faces) != 5 or any(len(r) != 6 * REC_SIZE for r in s.rec):
            raise ValueError("capital: saved state has lists of the wrong length")
        s._cache = None
        return s


def _block(block: list[int]) -> dict[str, Any]:
    milestones = {
        MILESTONE_IDS[m]: {"vp": block[R_MS + 2 * m], "coins": block[R_MS + 2 * m + 1]}
        for m in range(len(MILESTONE_IDS))
        if block[R_MS_MASK] >> m & 1
    }
    buildings = {
        PUBLIC_IDS[b]: {"vp": block[R_B + 2 * b], "coins": block[R_B + 2 * b + 1]}
        for b in range(len(PUBLIC_IDS))
        if block[R_B_MASK] >> b & 1
    }
    return {
        "park": block[R_PARK],
        "commerce": block[R_COMMERCE],
        "culture": block[R_CULTURE],
        "industry": block[R_INDUSTRY],
        "residential_penalty": block[R_PENALTY],
        "transport": block[R_TRANSPORT],
        "milestones": milestones,
        "buildings": buildings,
        "exchanges": {"vp": block[R_EXCH_VP], "coins": block[R_EXCH_COINS]},
        "rebuild_bonus": block[R_REBUILD],
        "palace_of_culture_penalty": block[R_POC],
        "final_conversion": block[R_FINAL],
    }
