"""Capital playout: the compact state layout, the content tables and the move stream.

Shared by the compiled playout (cext/capital_playout.pyx, which repeats the
constants as C enums and checks them at import) and the glue (ai/fast/capital.py).

State: a flat int list of ``SIZE`` ints (layout below) plus the game RNG's 64-bit
SplitMix64 state, given in a form as two 32-bit halves after the ints. A district
is up to 16 stacks (R1.12 keeps it inside 4x4), each ``(x, y, top code, height)``,
kept sorted by position. Only the top and the height of a stack matter to the rules.

Moves come back as one int stream: per decision the action kind then its
arguments (pick/discard: tile; build: tile x y r; shrink: count then x y of each
dropped stack; war/milestone: x y; economics: c k; exchange: tile mode).
"""

from __future__ import annotations

from game.rules.capital import tables as T
from game.rules.capital.actions import (
    A_BUILD,
    A_DISCARD,
    A_ECON,
    A_EXCHANGE,
    A_MILESTONE,
    A_PICK,
    A_SHRINK,
    A_WAR,
    CapitalAction,
)
from game.rules.capital.content import MILESTONE, PUBLIC, PUBLIC_INDEX

MAXP = 4
MAXS = 16  # stacks per district
SLOT = 4  # x, y, top code, height

# header
(S_N, S_ERA, S_RND, S_PHASE, S_TURN, S_STAGE, S_WOWED, S_WHASPREV, S_WPX, S_WPY, S_WPRUD,
 S_SHASANCH, S_SAX, S_SAY, S_SRET) = range(15)
S_FACES = 15
S_COINS = 20
S_VP = 24
S_PICKS = 28
S_PACK = 32  # 4 packets x 4 tiles (sorted, -1 padded)
S_PACKN = 48
S_DIST = 52  # per seat: count, then MAXS slots of SLOT ints
DIST_SIZE = 1 + MAXS * SLOT
SIZE = S_DIST + MAXP * DIST_SIZE
FORM_SIZE = SIZE + 2  # + rng low and high 32 bits

POLICY_CODE: dict[str, int] = {"random": 0, "greedy": 1, "epsilon_greedy": 2}

# tables (one flat int list, offsets below); tiles 0..NT-1, codes tile * 4 + r
NT = len(T.TILE_ID)
X_COST = 0
X_KIND = X_COST + NT
X_EFFECT = X_KIND + NT
X_TRANS = X_EFFECT + NT
X_IND = X_TRANS + NT
X_NROT = X_IND + NT
X_ROTS = X_NROT + NT  # 4 per tile
X_QUAR = X_ROTS + 4 * NT  # 4 quarter codes per placed code (rotation applied)
X_ERA = X_QUAR + 16 * NT  # 16 tiles per era, era 1..6 at (era - 1) * 16
X_MTILE = X_ERA + 96  # milestone face -> tile
X_SPECIAL = X_MTILE + 10  # sigismund arsenal jablonowski prudential store tech school
X_EXCH = X_SPECIAL + 7  # 3 x (tile, buy pay, buy gain, sell pay, sell gain)
TABLES_SIZE = X_EXCH + 15

# public building indices (content §9 order) and milestone faces (§10 order)
B = PUBLIC_INDEX
KIND_PUBLIC = PUBLIC
KIND_MILESTONE = MILESTONE


def build_tables() -> list[int]:
    """The content tables as one flat int list (layout: the X_* offsets).

    Not a rule: the content tables as flat ints (layout)
    """
    out = [0] * TABLES_SIZE
    for t in range(NT):
        out[X_COST + t] = T.COST[t]
        out[X_KIND + t] = T.KIND[t]
        out[X_EFFECT + t] = T.EFFECT[t]
        out[X_TRANS + t] = int(T.TRANSPORT[t])
        out[X_IND + t] = int(T.INDUSTRY[t])
        rots = T.ROTATIONS[t]
        out[X_NROT + t] = len(rots)
        for i, r in enumerate(rots):
            out[X_ROTS + 4 * t + i] = r
        for r in range(4):
            quarters = T.FACE[t * 4 + r][1]
            for i in range(4):
                out[X_QUAR + 4 * (t * 4 + r) + i] = quarters[i] if quarters else -1
    for era in range(1, 7):
        tiles = T.ERA_TILES[era]
        assert len(tiles) == 16
        out[X_ERA + 16 * (era - 1):X_ERA + 16 * era] = tiles
    out[X_MTILE:X_MTILE + 10] = T.MILESTONE_TILE
    out[X_SPECIAL:X_SPECIAL + 7] = [T.T_SIGISMUND, T.T_ARSENAL, T.T_JABLONOWSKI,
                                    T.T_PRUDENTIAL, T.T_STORE, T.T_TECH, T.T_SCHOOL]
    for i, row in enumerate(T.EXCHANGES):
        out[X_EXCH + 5 * i:X_EXCH + 5 * i + 5] = row
    return out


TABLES: list[int] = build_tables()


def decode_moves(stream: list[int]) -> list[CapitalAction]:
    """The engine actions of a playout's move stream.

    Not a rule: the move stream as engine actions
    """
    out: list[CapitalAction] = []
    i = 0
    while i < len(stream):
        kind = stream[i]
        if kind in (A_PICK, A_DISCARD):
            out.append(CapitalAction((kind, stream[i + 1])))
            i += 2
        elif kind == A_BUILD:
            out.append(CapitalAction((kind, *stream[i + 1:i + 5])))
            i += 5
        elif kind == A_SHRINK:
            count = stream[i + 1]
            xy = stream[i + 2:i + 2 + 2 * count]
            drop = tuple((xy[2 * j], xy[2 * j + 1]) for j in range(count))
            out.append(CapitalAction((kind, drop)))
            i += 2 + 2 * count
        elif kind in (A_WAR, A_MILESTONE, A_ECON, A_EXCHANGE):
            out.append(CapitalAction((kind, stream[i + 1], stream[i + 2])))
            i += 3
        else:
            raise ValueError(f"bad move kind {kind} at {i}")
    return out


def validate(form: list[int]) -> None:
    """ValueError unless ``form`` is a well-formed compact state (both playouts check).

    Not a rule: validates the form
    """
    if len(form) != FORM_SIZE:
        raise ValueError(f"capital form has {len(form)} ints, not {FORM_SIZE}")
    n = form[S_N]
    checks = (
        (2 <= n <= MAXP, "players"),
        (1 <= form[S_ERA] <= 6, "era"),
        (0 <= form[S_RND] <= 4, "round"),
        (0 <= form[S_PHASE] <= 6, "phase"),
        (0 <= form[S_TURN] <= n, "turn"),
        (0 <= form[S_STAGE] <= 5, "stage"),
        (-1 <= form[S_WOWED] <= 2, "war"),
        (form[S_SRET] in (1, 3, 4), "shrink return"),
        (all(0 <= form[S_FACES + i] <= 9 for i in range(5)), "milestone faces"),
        (all(-1 <= form[S_PICKS + q] < NT for q in range(MAXP)), "picks"),
        (all(0 <= form[SIZE + i] <= 0xFFFFFFFF for i in range(2)), "rng"),
    )
    for ok, what in checks:
        if not ok:
            raise ValueError(f"capital form: bad {what}")
    for p in range(MAXP):
        count = form[S_PACKN + p]
        if not 0 <= count <= 4 or any(not 0 < form[S_PACK + 4 * p + k] < NT
                                      for k in range(count)):
            raise ValueError("capital form: bad packet")
    for q in range(MAXP):
        b = S_DIST + q * DIST_SIZE
        count = form[b]
        if (q < n and not 1 <= count <= MAXS) or (q >= n and count != 0):
            raise ValueError("capital form: bad district size")
        for i in range(count):
            x, y, code, height = form[b + 1 + 4 * i:b + 5 + 4 * i]
            if not (-1000 <= x <= 1000 and -1000 <= y <= 1000 and 0 <= code < 4 * NT
                    and height >= 1):
                raise ValueError("capital form: bad stack")
            if i > 0 and (form[b + 4 * i - 3], form[b + 4 * i - 2]) >= (x, y):
                raise ValueError("capital form: stacks not sorted by position")
        if count:
            xs = form[b + 1:b + 1 + 4 * count:4]
            ys = form[b + 2:b + 2 + 4 * count:4]
            if max(xs) - min(xs) > 3 or max(ys) - min(ys) > 3:
                raise ValueError("capital form: district beyond 4 x 4")
