"""A Capital state to and from plain TOML-safe data (``to_dict`` / ``from_dict``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.rng import GameRNG
from game.rules.capital import tables as T
from game.rules.capital.content import MILESTONE_IDS, MILESTONE_INDEX
from game.rules.capital.district import District, Pos
from game.rules.capital.phases import PHASE_NAMES
from game.rules.capital.records import REC_SIZE

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState


def to_dict(s: CapitalState) -> dict[str, Any]:
    """Every field of the state as plain data; :func:`read_into` reads it back exactly."""
    tid = T.TILE_ID
    return {
        "game": "capital",
        "players": s.n,
        "era": s.era,
        "round": s.rnd,
        "phase": PHASE_NAMES[s.phase],
        "turn": s.turn,
        "stage": s.stage,
        "packets": [[tid[t] for t in p] for p in s.packets],
        "picks": [tid[t] if t >= 0 else "" for t in s.picks],
        "undealt": [tid[t] for t in s.undealt],
        "coins": list(s.coins),
        "vp": list(s.vp),
        "milestones": [MILESTONE_IDS[m] for m in s.faces],
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
            for d in s.dist
        ],
        "war": {
            "owed": s.war_owed,
            "prev": list(s.war_prev) if s.war_prev is not None else [],
            "prudential": s.war_prud,
        },
        "shrink": {
            "anchor": list(s.shrink_anchor) if s.shrink_anchor is not None else [],
            "return": PHASE_NAMES[s.shrink_ret],
        },
        "records": [list(r) for r in s.rec],
        "rng": s.rng.to_dict(),
        "history": [[seat, text] for seat, text in s.history],
    }


def read_into(s: CapitalState, data: Mapping[str, Any]) -> None:
    """Fill the blank state ``s`` from :func:`to_dict` data; ValueError if malformed."""
    try:
        _read_into(s, data)
    except ValueError:
        raise
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"capital: malformed saved state ({exc!r})") from None


def _tile(text: str) -> int:
    if text not in T.TILE_INDEX:
        raise ValueError(f'capital: unknown tile "{text}" in saved state')
    return T.TILE_INDEX[text]


def _pos(value: Any) -> Pos | None:
    if len(value) == 0:
        return None
    x, y = value
    return (int(x), int(y))


def _phase(text: str) -> int:
    if text not in PHASE_NAMES:
        raise ValueError(f'capital: unknown phase "{text}" in saved state')
    return PHASE_NAMES.index(text)


def _read_into(s: CapitalState, data: Mapping[str, Any]) -> None:
    if data.get("game") != "capital":
        raise ValueError("capital: saved state is not a Capital game")
    s.n = int(data["players"])
    if s.n not in (2, 3, 4):
        raise ValueError(f"capital: {s.n} players in saved state")
    s.era = int(data["era"])
    s.rnd = int(data["round"])
    s.phase = _phase(data["phase"])
    s.turn = int(data["turn"])
    s.stage = int(data["stage"])
    s.packets = [[_tile(t) for t in p] for p in data["packets"]]
    s.picks = [_tile(t) if t else -1 for t in data["picks"]]
    s.undealt = tuple(_tile(t) for t in data["undealt"])
    s.coins = [int(v) for v in data["coins"]]
    s.vp = [int(v) for v in data["vp"]]
    s.faces = []
    for mid in data["milestones"]:
        if mid not in MILESTONE_INDEX:
            raise ValueError(f'capital: unknown milestone "{mid}" in saved state')
        s.faces.append(MILESTONE_INDEX[mid])
    s.dist = []
    for stacks in data["districts"]:
        d: District = {}
        for st in stacks:
            codes = tuple(
                _tile(t) * 4 + int(r) for t, r in zip(st["tiles"], st["rotations"], strict=True)
            )
            if not codes:
                raise ValueError("capital: empty stack in saved state")
            d[(int(st["x"]), int(st["y"]))] = codes
        if not d:
            raise ValueError("capital: empty district in saved state")
        s.dist.append(d)
    war = data["war"]
    s.war_owed = int(war["owed"])
    s.war_prev = _pos(war["prev"])
    s.war_prud = bool(war["prudential"])
    s.shrink_anchor = _pos(data["shrink"]["anchor"])
    s.shrink_ret = _phase(data["shrink"]["return"])
    s.rec = [[int(v) for v in r] for r in data["records"]]
    s.rng = GameRNG.from_dict(data["rng"])
    s.history = [(int(seat), str(text)) for seat, text in data["history"]]
    lengths = {len(s.packets), len(s.picks), len(s.coins), len(s.vp), len(s.dist), len(s.rec)}
    if lengths != {s.n} or len(s.faces) != 5 or any(len(r) != 6 * REC_SIZE for r in s.rec):
        raise ValueError("capital: saved state has lists of the wrong length")
    s._cache = None
