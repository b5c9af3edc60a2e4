"""Capital's actions: the kinds, their parameters and the R12.1 text form."""

from __future__ import annotations

from game.rules.capital import tables as T

A_PICK, A_DISCARD, A_BUILD, A_SHRINK, A_WAR, A_MILESTONE, A_ECON, A_EXCHANGE = range(8)
EXCHANGE_MODES = ("pass", "buy", "sell")


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
