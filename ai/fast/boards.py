"""Engine boards as the region kernel's flat arrays (cext/regions.pyx).

One function per game turns a seat's board in an engine state into the arguments of
that game's region scorer; each game's ``BenchSettings`` (ai/games/<name>.py) names
its function as ``region_board`` and its scorer as ``region_kernel`` (tests compare the
scorer with the engine's own scoring; the bench times both). The arrays are
``array('i')``.
"""

from __future__ import annotations

from array import array
from typing import Any

from cext.akropolis_common import city_window, variant_mask

Board = tuple[Any, ...]


def _ints(values: list[int]) -> array:
    return array("i", values)


def grid_neighbours(w: int, h: int, hexagonal: bool) -> list[int]:
    """The compiled kernel's neighbour table (boards are for the compiled scorers only;
    ImportError when the extension is not built)."""
    from cext.regions import grid_neighbours as compiled

    return compiled(w, h, hexagonal)


def akropolis_board(state: Any, seat: int) -> Board:
    """Arguments of ``akropolis_city`` for one city of an AkropolisState: its window,
    rules options and stones, then the window's built spaces (as the engine keeps a city:
    the spaces it has built on, not the empty ones around them)."""
    from game.rules.akropolis.geometry import unkey

    hexes = [(*unkey(k), h, state.top[seat][k] + 1) for k, h in state.hgt[seat].items()]
    w, h, kind, level, _, _ = city_window(hexes)
    opts = state.opts
    nbr = grid_neighbours(w, h, True)
    built = [i for i, code in enumerate(kind) if code]
    return (w, h, _ints(kind), _ints(level), _ints(nbr), variant_mask(opts.variants),
            opts.barracks_outside, opts.lake_area, state.stones[seat], _ints(built))


def capital_board(state: Any, seat: int) -> Board:
    """Arguments of ``capital_quarters`` for one district of a CapitalState.

    Quarter types keep the engine's codes (park 0 ... industry 4, content.py); each
    public building or milestone gets its own label from 5 on.
    """
    from game.rules.capital.district import district_view

    view = district_view(state.dist[seat])
    xs = [x for x, _ in view]
    ys = [y for _, y in view]
    x0, y0 = min(xs), min(ys)
    w, h = 2 * (max(xs) - x0 + 1), 2 * (max(ys) - y0 + 1)
    labels = [-1] * (w * h)
    values = [0] * (w * h)
    whole = 5
    for (x, y), (face, _height) in view.items():
        cx, cy = 2 * (x - x0), 2 * (y - y0)
        cells = (cy * w + cx, cy * w + cx + 1, (cy + 1) * w + cx + 1, (cy + 1) * w + cx)
        if face[0]:  # a public building or a milestone: one region of its own
            for cell in cells:
                labels[cell] = whole
            whole += 1
            continue
        for cell, code in zip(cells, face[1], strict=True):  # NW, NE, SE, SW
            labels[cell] = code // 4
            values[cell] = code % 4
    nbr = grid_neighbours(w, h, False)
    return _ints(labels), _ints(values), _ints(nbr)


def ginkgopolis_board(state: Any, seat: int = 0) -> Board:
    """Arguments of ``ginkgo_districts`` for the shared city of a GinkgopolisState."""
    city = state.city
    xs = [x for x, _ in city]
    ys = [y for _, y in city]
    x0, y0 = min(xs), min(ys)
    w, h = max(xs) - x0 + 1, max(ys) - y0 + 1
    colour = [-1] * (w * h)
    height = [0] * (w * h)
    owner = [-1] * (w * h)
    number = [0] * (w * h)
    for (x, y), (tile, hgt, own) in city.items():
        cell = (y - y0) * w + (x - x0)
        colour[cell] = tile // 20
        number[cell] = tile % 20 + 1
        height[cell] = hgt
        owner[cell] = own
    nbr = grid_neighbours(w, h, False)
    return (_ints(colour), _ints(height), _ints(owner), _ints(number), _ints(nbr), 4,
            state.num_players)

