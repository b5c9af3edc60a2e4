"""The income phase as a list of beats to animate, read from the engine's records.

``beats(before, after)`` lists, for every seat whose automatic income was paid
between the two states, one beat per step that changed something (park,
commerce, culture, industry, penalty, transport, each milestone, each building),
plus the final conversion after era VI. Amounts come from ``breakdown``; the
cells to light up are found by :mod:`regions` (display only).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.i18n import N_, _
from game.rules.capital import regions
from game.rules.capital import tables as T
from game.rules.capital.content import MILESTONE_IDS, MILESTONE_INDEX, PUBLIC_IDS
from game.rules.capital.income import income_paid
from game.rules.capital.regions import Cell
from game.ui.capital import view_model


@dataclass
class Beat:
    """One step of one seat's income: what it scores and which cells light up.

    ``label`` is the English message (or a tile's name as the content gives it), said
    with :meth:`words` in the player's language when it is drawn."""

    seat: int
    label: str
    vp: int = 0
    coins: int = 0
    cells: set[Cell] = field(default_factory=set)
    #: the values of the label's placeholders
    values: dict[str, int] = field(default_factory=dict)

    def words(self) -> str:
        """The step in the player's language."""
        return _(self.label).format(**self.values)


def paid_seats(before: Any, after: Any) -> list[int]:
    """Seats whose automatic income of ``before``'s era was paid on the way to ``after``."""
    era = before.era
    return [s for s in range(before.num_players)
            if not income_paid(before, era, s) and income_paid(after, era, s)]


def _delta(before: dict, after: dict, key: str) -> int:
    return int(after.get(key, 0)) - int(before.get(key, 0))


def _sub(before: dict, after: dict, key: str) -> dict[str, tuple[int, int]]:
    out = {}
    old = before.get(key, {})
    for name, entry in after.get(key, {}).items():
        prev = old.get(name, {"vp": 0, "coins": 0})
        out[name] = (entry["vp"] - prev["vp"], entry["coins"] - prev["coins"])
    return out


def beats(before: Any, after: Any) -> list[Beat]:
    """Every beat of the income paid between ``before`` and ``after`` (seat order)."""
    era = before.era
    out: list[Beat] = []
    for seat in paid_seats(before, after):
        b0 = view_model.era_block(before, seat, era)
        b1 = view_model.era_block(after, seat, era)
        district = {pos: tuple(st) for pos, st in after.dist[seat].items()}
        found = regions.regions(district)
        positions = {code >> 2: pos for pos, st in district.items() for code in st[-1:]}
        steps = [
            (N_("Park"), _delta(b0, b1, "park"), 0, regions.best_parks(
                found, 2 if T.PUBLIC_TILE["royal_baths_park"] in positions else 1)),
            (N_("Commerce"), 0, _delta(b0, b1, "commerce"), regions.earning_commerce(found)),
            (N_("Culture"), _delta(b0, b1, "culture"), 0, regions.cells_of(found, 3)),
            (N_("Industry"), 0, _delta(b0, b1, "industry"), regions.cells_of(found, 4)),
            (N_("Homes next to industry"), _delta(b0, b1, "residential_penalty"), 0,
             regions.residential_near_industry(found)),
            (N_("Transport"), _delta(b0, b1, "transport"), 0,
             regions.tile_cells([p for p, st in district.items() if T.TRANSPORT[st[-1] >> 2]])),
        ]
        for mid, (vp, coins) in _sub(b0, b1, "milestones").items():
            tile = T.MILESTONE_TILE[MILESTONE_INDEX[mid]]
            where = [positions[tile]] if tile in positions else []
            steps.append((view_model.english_name(tile), vp, coins, regions.tile_cells(where)))
        for bid, (vp, coins) in _sub(b0, b1, "buildings").items():
            tile = T.PUBLIC_TILE[bid]
            where = [positions[tile]] if tile in positions else []
            steps.append((view_model.english_name(tile), vp, coins, regions.tile_cells(where)))
        added = [Beat(seat, label, vp, coins, cells) for label, vp, coins, cells in steps
                 if vp or coins]
        if not added:
            added.append(Beat(seat, N_("No income this era")))
        out.extend(added)
    if after.is_terminal() and not before.is_terminal():
        for seat in range(after.num_players):
            gain = _delta(view_model.era_block(before, seat, 6),
                          view_model.era_block(after, seat, 6), "final_conversion")
            if gain:
                # Translators: the coins left at the end become VP (5 coins, 1 VP)
                out.append(Beat(seat, N_("Final: {coins} coins become {vp} VP"), gain,
                                -5 * gain, values={"coins": 5 * gain, "vp": gain}))
    return out


def totals(found: list[Beat], seats: int) -> tuple[list[int], list[int]]:
    """Summed (VP, coins) per seat of some beats."""
    vp = [0] * seats
    coins = [0] * seats
    for beat in found:
        vp[beat.seat] += beat.vp
        coins[beat.seat] += beat.coins
    return vp, coins


__all__ = ["Beat", "MILESTONE_IDS", "PUBLIC_IDS", "beats", "paid_seats", "totals"]
