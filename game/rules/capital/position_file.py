"""Capital position files (POSITIONS.md): one district, one income phase.

:func:`score_position` checks the parsed TOML and returns the JSON-ready result;
any problem raises :class:`~game.engine.errors.PositionError` naming the key or
entry, e.g. ``stacks[3]: unknown quarter code "X2"``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.errors import PositionError
from game.engine.fields import MAX_COINS, MAX_LEVEL, MAX_POINTS, expect_int, one_line, shown
from game.engine.i18n import _
from game.rules.capital.actions import EXCHANGE_MODES
from game.rules.capital.content import (
    MILESTONE,
    MILESTONE_INDEX,
    MILESTONES,
    PUBLIC,
    PUBLIC_INDEX,
    PUBLIC_REGION,
    QUARTERED,
    parse_quarter,
)
from game.rules.capital.geometry import connected
from game.rules.capital.scoring import Analysis, auto_income, income_sum
from game.rules.capital.tables import EXCHANGES, TILE_ID

TOP_KEYS = ("game", "coins", "vp", "economics_coins", "exchanges", "stacks")
STACK_KEYS = ("x", "y", "quarters", "public", "milestone", "transport", "height")
#: R6.4 step 8b–8d in order: id -> (coins paid, VP gained, VP paid, coins gained).
EXCHANGE_TERMS = {TILE_ID[tile]: terms for tile, *terms in EXCHANGES}
MAX_COORD = 500
#: no district has more stacks than this (a real one has 12)
MAX_STACKS = 1000


def _stack(index: int, raw: Any, seen: dict) -> tuple[tuple[int, int], tuple, int]:
    where = f"stacks[{index}]"
    if not isinstance(raw, Mapping):
        # Translators: {example} is written as in the file: keep it as is
        raise PositionError(f"{where}: " + _("must be a table like {example}").format(
            example="{ x = 0, y = 0, quarters = [...] }"))
    for key in raw:
        if key not in STACK_KEYS:
            raise PositionError(f"{where}: " + _("unknown key {key} (known: {known})").format(
                key=shown(key), known=", ".join(STACK_KEYS)))
    for key in ("x", "y"):
        if key not in raw:
            # Translators: {key} is a key of the file (x or y)
            raise PositionError(f"{where}: " + _("{key} is required").format(key=key))
    pos = (
        expect_int(raw["x"], f"{where}.x", -MAX_COORD, MAX_COORD),
        expect_int(raw["y"], f"{where}.y", -MAX_COORD, MAX_COORD),
    )
    if pos in seen["pos"]:
        # Translators: {position} is x,y as in the file; {other} is an entry, stacks[2]
        raise PositionError(f"{where}: " + _("position {position} repeats {other}").format(
            position=f"{pos[0]},{pos[1]}", other=f"stacks[{seen['pos'][pos]}]"))
    seen["pos"][pos] = index
    given = [key for key in ("quarters", "public", "milestone") if key in raw]
    if len(given) != 1:
        # Translators: quarters, public and milestone are keys of the file
        raise PositionError(f"{where}: " + _("give exactly one of quarters, public, milestone"))
    height = expect_int(raw.get("height", 1), f"{where}.height", 1, MAX_LEVEL)
    if "transport" in raw and given[0] != "quarters":
        raise PositionError(f"{where}.transport: " + _("only a quartered tile carries transport"))
    if given[0] == "quarters":
        codes = raw["quarters"]
        if not isinstance(codes, list) or len(codes) != 4:
            # Translators: NW, NE, SE, SW: the corners of a tile (north-west …)
            raise PositionError(f"{where}.quarters: " + _("must list 4 codes [NW, NE, SE, SW]"))
        quarters = []
        for code in codes:
            q = parse_quarter(code)
            if q is None:
                raise PositionError(f"{where}: " + _("unknown quarter code {code}").format(
                    code=shown(code)))
            quarters.append(q)
        transport = raw.get("transport", False)
        if not isinstance(transport, bool):
            raise PositionError(f"{where}.transport: " + _("must be true or false"))
        return pos, (QUARTERED, tuple(quarters), transport, -1), height
    if given[0] == "public":
        pid = raw["public"]
        if not isinstance(pid, str) or pid not in PUBLIC_INDEX:
            raise PositionError(f"{where}.public: " + _("unknown public building {id}").format(
                id=shown(pid)))
        if pid in seen["ids"]:
            raise PositionError(f"{where}.public: " + _("{id} appears twice").format(
                id=f'"{pid}"'))
        seen["ids"].add(pid)
        return pos, (PUBLIC, (), False, PUBLIC_INDEX[pid]), height
    mid = raw["milestone"]
    if not isinstance(mid, str) or mid not in MILESTONE_INDEX:
        raise PositionError(f"{where}.milestone: " + _("unknown milestone {id}").format(
            id=shown(mid)))
    slot = MILESTONES[MILESTONE_INDEX[mid]][2]
    if slot in seen["slots"]:
        # Translators: {id} and {other} are milestones as written in the file
        raise PositionError(f"{where}.milestone: " + _("{id} shares slot {slot} with "
                                                       "{other}").format(
            id=f'"{mid}"', slot=slot, other=f'"{seen["slots"][slot]}"'))
    seen["slots"][slot] = mid
    return pos, (MILESTONE, (), False, MILESTONE_INDEX[mid]), height


def parse_district(data: Mapping[str, Any]) -> dict:
    """The ``stacks`` of a position file as a scoring view (scoring.py)."""
    stacks = data.get("stacks")
    if stacks is None:
        raise PositionError("stacks: " + _("required (a list of stacks)"))
    if not isinstance(stacks, list) or not stacks:
        raise PositionError("stacks: " + _("must be a non-empty list of stacks"))
    if len(stacks) > MAX_STACKS:
        raise PositionError("stacks: " + _("more than {n} stacks").format(n=MAX_STACKS))
    seen: dict[str, Any] = {"pos": {}, "ids": set(), "slots": {}}
    view = {}
    for index, raw in enumerate(stacks):
        pos, face, height = _stack(index, raw, seen)
        view[pos] = (face, height)
    if not connected(view):
        raise PositionError("stacks: " + _("the positions are not orthogonally connected"))
    return view


def score_position(data: Mapping[str, Any]) -> dict[str, Any]:
    """POSITIONS.md: the result of one income phase (R6.4) for the district."""
    for key in data:
        if key not in TOP_KEYS:
            raise PositionError(f"{one_line(key)}: " + _("unknown key (known: {known})").format(
                known=", ".join(TOP_KEYS)))
    coins = expect_int(data.get("coins", 0), "coins", 0, MAX_COINS)
    vp = expect_int(data.get("vp", 0), "vp", -MAX_POINTS, MAX_POINTS)
    view = parse_district(data)
    an = Analysis(view)
    res = auto_income(view, an)

    milestones = {MILESTONES[m][0]: {"vp": v, "coins": c} for m, v, c in res["milestones"]}
    ids = {b: pid for pid, b in PUBLIC_INDEX.items()}
    buildings = {ids[b]: {"vp": v, "coins": c} for b, v, c in res["buildings"]}
    active = {ids[f[3]] for f, _h in view.values() if f[0] == PUBLIC}

    gained_vp, gained_coins = income_sum(res)

    # Step 8a: the School of Economics split.
    if "economics_coins" in data and "school_of_economics" not in active:
        # Translators: school_of_economics is written as in the file: keep it
        raise PositionError("economics_coins: " + _("needs an active school_of_economics"))
    if "school_of_economics" in active:
        k = an.counts[PUBLIC_REGION]
        c = expect_int(data.get("economics_coins", 0), "economics_coins", 0, k)
        buildings["school_of_economics"] = {"vp": k - c, "coins": c}
        gained_vp += k - c
        gained_coins += c

    # Steps 8b–8d: exchanges, each at most once, only when payable at that point.
    choices = data.get("exchanges", {})
    if not isinstance(choices, Mapping):
        raise PositionError("exchanges: " + _("must be a table like {example}").format(
            example='{ okecie_airport = "buy" }'))
    for key, mode in choices.items():
        if key not in EXCHANGE_TERMS:
            raise PositionError(f"exchanges.{one_line(key)}: " + _(
                "not an exchange building (known: {known})").format(
                    known=", ".join(EXCHANGE_TERMS)))
        if key not in active:
            # Translators: {id} is a public building as written in the file
            raise PositionError(f"exchanges.{key}: " + _("the district has no active "
                                                         "{id}").format(id=key))
        if not isinstance(mode, str) or mode not in EXCHANGE_MODES:
            # Translators: "pass", "buy" and "sell" are written as in the file: keep them
            raise PositionError(f"exchanges.{key}: " + _(
                'must be "pass", "buy" or "sell", not {value}').format(value=shown(mode)))
    exchanges = {"vp": 0, "coins": 0}
    for key, (buy_pay, buy_gain, sell_pay, sell_gain) in EXCHANGE_TERMS.items():
        mode = choices.get(key, "pass")
        now_coins = coins + gained_coins + exchanges["coins"]
        now_vp = vp + gained_vp + exchanges["vp"]
        if mode == "buy" and now_coins >= buy_pay:
            exchanges["coins"] -= buy_pay
            exchanges["vp"] += buy_gain
        elif mode == "sell" and now_vp >= sell_pay:
            exchanges["vp"] -= sell_pay
            exchanges["coins"] += sell_gain
    gained_vp += exchanges["vp"]
    gained_coins += exchanges["coins"]

    return {
        "vp": gained_vp,
        "coins": gained_coins,
        "park": res["park"],
        "commerce": res["commerce"],
        "culture": res["culture"],
        "industry": res["industry"],
        "residential_penalty": res["residential_penalty"],
        "transport": res["transport"],
        "milestones": milestones,
        "buildings": buildings,
        "exchanges": exchanges,
        "regions": an.region_counts(),
    }
