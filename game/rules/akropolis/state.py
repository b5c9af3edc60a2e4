"""The Akropolis game state (E3) and turn sequence (§4, §6)."""

from __future__ import annotations

from itertools import chain
from typing import Any

from game.engine import Action, GameRNG, GameState, IllegalAction
from game.engine.i18n import _, ngettext
from game.rules.akropolis.actions import SITE_CACHES, Take, triangle_actions
from game.rules.akropolis.geometry import HALF, TRI_OF_ROT, key, placement_spaces, unkey
from game.rules.akropolis.options import GameOptions
from game.rules.akropolis.placement import legal_triangles, update_after_placement
from game.rules.akropolis.scoring import detailed_breakdown, evaluate, total
from game.rules.akropolis.tiles import (
    KIND_NAMES,
    QUARRY,
    START_HEXES,
    START_TILE_ID,
    TILES,
)

Column = tuple[tuple[int, int], ...]

_START_KEYS = tuple(key(dq, dr) for dq, dr, _ in START_HEXES)
_START_COLS: dict[int, Column] = {
    key(dq, dr): ((START_TILE_ID, kind),) for dq, dr, kind in START_HEXES
}
_START_HGT = {k: 1 for k in _START_KEYS}
_START_TOP = {key(dq, dr): kind for dq, dr, kind in START_HEXES}
_START_TILE = {k: START_TILE_ID for k in _START_KEYS}
_START_LEGAL = frozenset(legal_triangles(_START_HGT, _START_TILE))


class AkropolisState(GameState):
    """One game of Akropolis. Everything is plain ints, tuples, lists, dicts and sets.

    Spaces are packed int keys ``q * 4096 + r`` (geometry.py: ``key``/``unkey``);
    kinds are ints 0-10 (tiles.py: house 0 ... garden 4, plazas 5-9, quarry 10);
    tile ids are those of Appendix A, 0 being the starting tile.

    Fields (seat-indexed lists have one entry per seat):

    - ``opts``: :class:`GameOptions` (immutable, shared between clones).
    - ``players``: number of seats p.
    - ``current``: seat to play, or -1 once the game is over.
    - ``chief``: seat of the Chief Architect (R1.5; no effect on play).
    - ``stones``: list[int], each seat's stones.
    - ``site``: list[int], tile ids of the Construction Site, position 0 first.
    - ``stacks``: tuple of tuples of tile ids, next stack first; each stack in the
      order its tiles come off it (immutable, shared between clones).
    - ``cols``: per seat, dict key -> column bottom to top, a tuple of (tile, kind).
    - ``hgt``: per seat, dict key -> column height (= level of the top hex).
    - ``top``: per seat, dict key -> kind of the top hex.
    - ``toptile``: per seat, dict key -> tile id of the top hex.
    - ``legal``: per seat, set of legal triangle ids of that city (placement.py),
      kept up to date incrementally by :meth:`apply`.
    - ``rng``: the GameRNG (used only at setup; kept for saves).
    - ``moves``: list of (seat, Take) played so far; ``history`` renders it as text.

    ``hgt``, ``top``, ``toptile`` and ``legal`` are derived from ``cols``.
    """

    def __init__(self, players: int, opts: GameOptions, rng: GameRNG) -> None:
        self.opts = opts
        self.players = players
        self.current = 0
        self.chief = 0
        self.stones = [seat + 1 for seat in range(players)]  # R3.4
        self.site: list[int] = []
        self.stacks: tuple[tuple[int, ...], ...] = ()
        self.cols = [dict(_START_COLS) for _ in range(players)]
        self.hgt = [dict(_START_HGT) for _ in range(players)]
        self.top = [dict(_START_TOP) for _ in range(players)]
        self.toptile = [dict(_START_TILE) for _ in range(players)]
        self.legal = [set(_START_LEGAL) for _ in range(players)]
        self.rng = rng
        self.moves: list[tuple[int, Take]] = []
        self._scores: list[int | None] = [None] * players

    # ----------------------------------------------------------------- contract

    @property
    def current_player(self) -> int | None:
        return None if self.current < 0 else self.current

    @property
    def num_players(self) -> int:
        return self.players

    @property
    def history(self) -> list[tuple[int, str]]:  # type: ignore[override]
        """(seat, action text) of every action so far."""
        return [(seat, str(action)) for seat, action in self.moves]

    def is_terminal(self) -> bool:
        return self.current < 0

    def affordable(self) -> int:
        """How many site positions the current player may take (0 .. n)."""
        if self.current < 0:
            return 0
        return min(self.stones[self.current] + 1, len(self.site))

    def legal_actions(self) -> list[Action]:
        """All (i, q, r, k) of E2, in a fixed order a compiled twin can reproduce:
        site position i ascending; within it, legal triangle ids ascending (geometry:
        ``2 * (q * 4096 + r) + o``); within a triangle, its 3 placements in
        ``geometry.TRI_PLACEMENTS[o]`` order.
        """
        seat = self.current
        if seat < 0:
            return []
        tris = sorted(self.legal[seat])
        out: list[Action] = []
        for i in range(min(self.stones[seat] + 1, len(self.site))):
            out.extend(chain.from_iterable(map(SITE_CACHES[i].__getitem__, tris)))
        return out

    def random_action(self, rng: GameRNG) -> Take:
        """Same result as ``rng.choice(self.legal_actions())``, without building the list."""
        seat = self.current
        if seat < 0:
            raise IllegalAction(_("the game is over"))
        tris = sorted(self.legal[seat])
        n = 3 * len(tris)
        i, rest = divmod(rng.randrange(n * min(self.stones[seat] + 1, len(self.site))), n)
        return triangle_actions(tris[rest // 3], i)[rest % 3]

    def is_legal(self, action: Any) -> bool:
        """Is ``action`` (a Take or any 4-tuple) legal now?"""
        return self.illegal_reason(action) is None

    def illegal_reason(self, action: Any) -> str | None:
        """None if legal, else a reason a player understands."""
        seat = self.current
        if seat < 0:
            return _("the game is over")
        try:
            i, q, r, rot = action
        except (TypeError, ValueError):
            return _("{action} is not an Akropolis action").format(action=f"'{action}'")
        if type(i) is not int or type(q) is not int or type(r) is not int or type(rot) is not int:
            return _("{action} is not an Akropolis action").format(action=f"'{action}'")
        if not 0 <= i < len(self.site):
            # Translators: {i} numbers the places of the construction site from 0
            return _("there is no tile at site position {i}").format(i=i)
        if i > self.stones[seat]:
            # Translators: {i} numbers the places of the construction site from 0; {have}
            # is how many stones you have
            return ngettext("the tile at site position {i} costs {n} stone; you have {have}",
                            "the tile at site position {i} costs {n} stones; you have {have}",
                            i).format(i=i, n=i, have=self.stones[seat])
        if not 0 <= rot <= 5:
            return _("rotation {rotation} is not 0-5").format(rotation=rot)
        if abs(q) >= HALF or abs(r) >= HALF:
            # Translators: {place} is a place in the city as coordinates, "(3, -2)"
            return _("{place} is too far away").format(place=f"({q}, {r})")
        anchor = key(q, r)
        if 2 * anchor + TRI_OF_ROT[rot] in self.legal[seat]:
            return None
        return self._why_not(seat, anchor, rot)

    def _why_not(self, seat: int, anchor: int, rot: int) -> str:
        hgt = self.hgt[seat]
        spaces = placement_spaces(anchor, rot)
        where = ", ".join(str(unkey(s)) for s in spaces)
        heights = [hgt.get(s, 0) for s in spaces]
        if all(h == 0 for h in heights):
            # Translators: {where} are the three spaces of the tile, "(0, 1), (1, 0), (1, 1)"
            return _("the tile at {where} would not touch your city").format(where=where)
        if any(h == 0 for h in heights):
            # Translators: {where} are the three spaces of the tile, "(0, 1), (1, 0), (1, 1)"
            return _("the tile at {where} would overhang: some spaces are empty, some "
                     "built").format(where=where)
        if len(set(heights)) > 1:
            # Translators: {where} are the three spaces of the tile, "(0, 1), (1, 0), (1, 1)"
            return _("the tile at {where} would not lie flat: the spaces have different "
                     "heights").format(where=where)
        # Translators: {where} are the three spaces of the tile, "(0, 1), (1, 0), (1, 1)"
        return _("the tile at {where} would cover a single tile; it must span at least "
                 "2").format(where=where)

    def apply(self, action: Any) -> None:
        """Play one turn: pay, place, gain stones, next seat, round check (R4.6, R6.1)."""
        reason = self.illegal_reason(action)
        if reason is not None:
            raise IllegalAction(reason)
        i, q, r, rot = action
        seat = self.current
        tile = self.site.pop(i)
        anchor = key(q, r)
        spaces = placement_spaces(anchor, rot)
        hgt = self.hgt[seat]
        top = self.top[seat]
        toptile = self.toptile[seat]
        cols = self.cols[seat]
        gained = 0
        for space, kind in zip(spaces, TILES.kinds[tile], strict=True):
            h = hgt.get(space, 0)
            if h:
                if top[space] == QUARRY:
                    gained += 1  # R4.5
                cols[space] = cols[space] + ((tile, kind),)
            else:
                cols[space] = ((tile, kind),)
            hgt[space] = h + 1
            top[space] = kind
            toptile[space] = tile
        self.stones[seat] += gained - i
        update_after_placement(self.legal[seat], 2 * anchor + TRI_OF_ROT[rot], hgt, toptile)
        self._scores[seat] = None
        self.moves.append((seat, action if type(action) is Take else Take(i, q, r, rot)))
        self.current = (seat + 1) % self.players
        if len(self.site) == 1:  # R6.1
            if self.stacks:
                self.site.extend(self.stacks[0])
                self.stacks = self.stacks[1:]
                self.chief = (self.chief + 1) % self.players
            else:
                self.current = -1

    def clone(self) -> AkropolisState:
        other = AkropolisState.__new__(AkropolisState)
        other.opts = self.opts
        other.players = self.players
        other.current = self.current
        other.chief = self.chief
        other.stones = self.stones[:]
        other.site = self.site[:]
        other.stacks = self.stacks
        other.cols = [d.copy() for d in self.cols]
        other.hgt = [d.copy() for d in self.hgt]
        other.top = [d.copy() for d in self.top]
        other.toptile = [d.copy() for d in self.toptile]
        other.legal = [s.copy() for s in self.legal]
        other.rng = self.rng.clone()
        other.moves = self.moves[:]
        other._scores = self._scores[:]
        return other

    # ------------------------------------------------------------------ scoring

    def _evaluate(self, seat: int) -> tuple[list[int], list[int]]:
        opts = self.opts
        return evaluate(
            self.top[seat],
            self.hgt[seat],
            opts.variant_set,
            opts.barracks_outside,
            opts.lake_area,
        )

    def score(self, seat: int) -> int:
        """One seat's current total (cached until that seat plays again)."""
        cached = self._scores[seat]
        if cached is None:
            values, stars = self._evaluate(seat)
            cached = self._scores[seat] = total(values, stars, self.stones[seat])
        return cached

    def scores(self) -> list[int]:
        """Every seat's current total (§7, live)."""
        return [self.score(seat) for seat in range(self.players)]

    def winners(self) -> list[int]:
        """R7.13: highest total, then most stones; remaining ties share the victory."""
        ranked = [(self.score(s), self.stones[s]) for s in range(self.players)]
        best = max(ranked)
        return [s for s in range(self.players) if ranked[s] == best]

    def breakdown(self, seat: int) -> dict[str, Any]:
        """E6 keys: total, house, market, barracks, temple, garden, stones. Each type
        is ``{"value": V, "stars": S, "points": V * S}``; total and stones are ints.
        """
        values, stars = self._evaluate(seat)
        return detailed_breakdown(values, stars, self.stones[seat])

    # ----------------------------------------------------------- hidden info

    def stack_pool(self) -> list[int]:
        """The tiles still in the stacks, sorted (public as a multiset, E4)."""
        return sorted(t for stack in self.stacks for t in stack)

    def determinize(self, seat: int, rng: GameRNG) -> AkropolisState:
        """E5: pool the stacks' tiles, shuffle with ``rng``, deal back in the same sizes."""
        world = self.clone()
        pool = self.stack_pool()
        rng.shuffle(pool)
        stacks = []
        at = 0
        for stack in self.stacks:
            stacks.append(tuple(pool[at : at + len(stack)]))
            at += len(stack)
        world.stacks = tuple(stacks)
        return world

    # --------------------------------------------------------------- for views

    def round_number(self) -> int:
        """1-based number of the current round (the last round once the game is over)."""
        per_game = len(TILES.ids_for(self.players, self.opts.long_game))
        rounds = (per_game - (self.players + 2)) // (self.players + 1) + 1
        return rounds - len(self.stacks)

    def columns(self, seat: int) -> dict[tuple[int, int], list[tuple[int, str]]]:
        """A city for drawing: (q, r) -> column bottom to top as (tile id, kind name)."""
        return {
            unkey(k): [(tile, KIND_NAMES[kind]) for tile, kind in col]
            for k, col in self.cols[seat].items()
        }

    def set_city(self, seat: int, cols: dict[int, Column]) -> None:
        """Replace a city (editor/test tool): ``cols`` as in the ``cols`` field.

        Recomputes the derived fields. The columns are not checked against the rules.
        """
        self.cols[seat] = dict(cols)
        self.hgt[seat] = {k: len(c) for k, c in cols.items()}
        self.top[seat] = {k: c[-1][1] for k, c in cols.items()}
        self.toptile[seat] = {k: c[-1][0] for k, c in cols.items()}
        self.legal[seat] = legal_triangles(self.hgt[seat], self.toptile[seat])
        self._scores[seat] = None

    # ------------------------------------------------------------------- saves

    def to_dict(self) -> dict[str, Any]:
        """Plain TOML-safe data; ``AkropolisRules.from_dict`` reads it back exactly."""
        cities = []
        for seat in range(self.players):
            hexes = []
            for k in sorted(self.cols[seat], key=unkey):
                q, r = unkey(k)
                col = self.cols[seat][k]
                hexes.append(
                    {
                        "q": q,
                        "r": r,
                        "tiles": [t for t, _ in col],
                        "kinds": [KIND_NAMES[kind] for _, kind in col],
                    }
                )
            cities.append({"hexes": hexes})
        return {
            "game": "akropolis",
            "players": self.players,
            "options": self.opts.to_dict(),
            "current": self.current,
            "chief": self.chief,
            "stones": list(self.stones),
            "site": list(self.site),
            "stacks": [list(s) for s in self.stacks],
            "cities": cities,
            "rng": self.rng.to_dict(),
            "history": [[seat, str(action)] for seat, action in self.moves],
        }

    def __repr__(self) -> str:
        return (
            f"AkropolisState(players={self.players}, current={self.current}, "
            f"site={self.site}, stones={self.stones}, stacks={len(self.stacks)})"
        )
