"""A Ginkgopolis state to and from plain TOML-safe data (``to_dict`` / ``from_dict``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.rng import GameRNG
from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.data import load
from game.rules.ginkgopolis.phases import DRAFT, OVER
from game.rules.ginkgopolis.start import RESOURCES_PER_PLAYER

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def to_dict(s: GinkgoState) -> dict[str, Any]:
    """Every field of the state as plain data; :func:`read_into` reads it back exactly."""
    return {
        "players": s.num_players,
        "characters": s.mode,
        "rng": s.rng.to_dict(),
        "city": [[x, y, t, h, o] for (x, y), (t, h, o) in sorted(s.city.items())],
        "marked": [list(p) for p in s.marked],
        "tokens": [[letter, x, y] for letter, (x, y) in sorted(s.tokens.items())],
        "supply_tiles": list(s.supply_tiles),
        "removed_tiles": list(s.removed_tiles),
        "draw": list(s.draw),
        "discard": list(s.discard),
        "out_cards": list(s.out_cards),
        "pool": list(s.pool),
        "res": list(s.res),
        "sp": list(s.sp),
        "newhand": list(s.newhand),
        "tiles": [list(x) for x in s.tiles],
        "hand": [list(x) for x in s.hand],
        "choice": [list(x) for x in s.choice],
        "chars": [list(x) for x in s.chars],
        "cards": [list(x) for x in s.cards],
        "known": [[list(k) for k in row] for row in s.known],
        "returning": [list(x) for x in s.returning],
        "return_done": s.return_done,
        "hal_failed": s.hal_failed,
        "pending": list(s.pending),
        "phase": s.phase,
        "idx": s.idx,
        "first": s.first,
        "cur": s.cur,
        "draft_round": s.draft_round,
        "draft_hands": [list(x) for x in s.draft_hands],
        "draft_picks": [list(x) for x in s.draft_picks],
        "draft_known": [list(x) for x in s.draft_known],
        "draft_seen": [list(x) for x in s.draft_seen],
        "history": [[seat, str(act)] for seat, act in s.hist],
    }


def read_into(s: GinkgoState, d: dict[str, Any]) -> None:
    """Fill the blank state ``s`` from :func:`to_dict` data; ValueError if malformed."""
    try:
        _read_into(s, d)
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        kind = type(exc).__name__
        raise ValueError(f"ginkgopolis state: malformed ({kind}: {exc})") from None


def _ints(value: Any) -> list[int]:
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        raise ValueError("ginkgopolis state: expected a list of integers")
    return list(value)


def _rows(value: Any) -> list[list[int]]:
    if not isinstance(value, list):
        raise ValueError("ginkgopolis state: expected a list of lists")
    return [_ints(v) for v in value]


def _read_into(s: GinkgoState, d: dict[str, Any]) -> None:
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
    for x, y, t, h, o in _rows(d["city"]):
        s.city[(x, y)] = (t, h, o)
        s.where[t] = (x, y)
    s.marked = [(x, y) for x, y in _rows(d["marked"])]
    s.tokens = {letter: (x, y) for letter, x, y in _rows(d["tokens"])}
    s.token_at = {pos: letter for letter, pos in s.tokens.items()}
    for key in ("supply_tiles", "removed_tiles", "draw", "discard", "out_cards"):
        setattr(s, key, _ints(d[key]))
    for key in ("pool", "res", "sp", "newhand"):
        value = _ints(d[key])
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
        rows = _rows(d[key])
        if len(rows) != n:
            raise ValueError(f"ginkgopolis state: {key}: expected {n} entries")
        setattr(s, key, rows)
    s.known = [_rows(row) for row in d["known"]]
    if len(s.known) != n or any(len(row) != n for row in s.known):
        raise ValueError(f"ginkgopolis state: known: expected {n} x {n} lists")
    s.return_done = bool(d["return_done"])
    s.hal_failed = bool(d["hal_failed"])
    s.pending = _ints(d["pending"])
    s.phase, s.idx, s.first, s.cur = (int(d[k]) for k in ("phase", "idx", "first", "cur"))
    s.draft_round = int(d["draft_round"])
    if not DRAFT <= s.phase <= OVER or not -1 <= s.cur < n:
        raise ValueError("ginkgopolis state: phase or cur out of range")
    s.hist = read_history(d["history"])
    s._legal = None


def read_history(rows: Any) -> list[tuple[int, A.Act | str]]:
    """(seat, action text) rows as the state's history of actions; a determinized world
    carries redacted texts ("play ?"): those stay text."""
    return [
        (int(seat), str(text) if "?" in str(text) else A.parse_text(str(text)))
        for seat, text in rows
    ]
