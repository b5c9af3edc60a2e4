"""Region kernel: hand-made grids with known answers (the scorers = the engine's own
scoring on thousands of real boards is tests/cext/test_boards.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cext.akropolis_common import BREAKDOWN_KEYS, KIND_CODE, city_window, variant_mask
from game.engine.tomlfile import read_toml
from tests.cext.conftest import compiled_or_skip
from tests.rules.akropolis.test_positions import FIXTURES, SCORES


@pytest.fixture
def impl():
    """The compiled kernel."""
    return compiled_or_skip("regions")


# ---- hand-made grids ------------------------------------------------------------


def test_components_square_known(impl) -> None:
    # 4 x 3 square grid:
    #   0 0 1 1
    #   . 0 . 1
    #   2 0 0 1
    labels = [0, 0, 1, 1, -1, 0, -1, 1, 2, 0, 0, 1]
    nbr = impl.grid_neighbours(4, 3, False)
    comp, clab = impl.components(labels, nbr, 4)
    assert comp == [0, 0, 1, 1, -1, 0, -1, 1, 2, 0, 0, 1]
    assert clab == [0, 1, 2]
    sizes, sums = impl.component_stats(comp, 3, list(range(12)))
    assert sizes == [5, 4, 1]
    assert sums == [0 + 1 + 5 + 9 + 10, 2 + 3 + 7 + 11, 8]
    assert impl.adjacent_counts(comp, clab, nbr, 4, 1) == [1, 0, 0]
    assert impl.adjacent_counts(comp, clab, nbr, 4, 0) == [0, 1, 1]


def test_components_hex_diagonal(impl) -> None:
    # on an axial hex grid (1,0)-(0,1) are neighbours (direction SW), (0,0)-(1,1) are not
    nbr = impl.grid_neighbours(2, 2, True)
    comp, _ = impl.components([-1, 5, 5, -1], nbr, 6)
    assert comp == [-1, 0, 0, -1]
    comp, _ = impl.components([5, -1, -1, 5], nbr, 6)
    assert comp == [0, -1, -1, 1]
    sq = impl.grid_neighbours(2, 2, False)
    comp, _ = impl.components([-1, 5, 5, -1], sq, 4)
    assert comp == [-1, 0, 1, -1]


def test_best_component_size_then_value(impl) -> None:
    clab = [0, 0, 1, 0]
    assert impl.best_component(clab, [3, 4, 9, 4], [9, 5, 99, 6], 0) == 3
    assert impl.best_component(clab, [3, 4, 9, 4], [9, 6, 99, 6], 0) == 1
    assert impl.best_component(clab, [1, 1, 1, 1], [1, 1, 1, 1], 7) == -1
    with pytest.raises(ValueError):
        impl.best_component(clab, [1], [1], 0)


def test_region_majority_ties(impl) -> None:
    # one 1 x 4 region; owners 0, 1, 1, 2 with weights 3, 1, 2, 3: seats 0 and 2 tie on 3,
    # both tallest 3; keys 4 and 9 -> seat 2 first (9 total), seat 0 second (3)
    nbr = impl.grid_neighbours(4, 1, False)
    scores, first = impl.region_majority(
        [0, 0, 0, 0], nbr, 4, [0, 1, 1, 2], [3, 1, 2, 3], [4, 1, 2, 9], 3, 2)
    assert first == [2]
    assert scores == [3, 3, 9]  # seat 1 also has 3: ties for second and scores its own
    # a lone contender scores double; a region below min_size scores nothing
    scores, first = impl.region_majority([0, 0, -1, 1], nbr, 4, [1, -1, -1, 0],
                                         [2, 1, 0, 5], [1, 2, 0, 3], 2, 2)
    assert scores == [0, 4] and first == [1, -1]


def test_akropolis_worked_examples(impl) -> None:
    """Every `score --json` row of rules/akropolis.md section 11: the position files of
    tests/fixtures/akropolis and their rows as tests/rules/akropolis/test_positions.py
    has them."""
    assert len(SCORES) == 16
    for name, row in SCORES.items():
        data = read_toml(FIXTURES / name)
        hexes = [(h["q"], h["r"], h["level"], KIND_CODE[h["kind"]]) for h in data["hexes"]]
        w, h, kind, level, _, _ = city_window(hexes)
        nbr = impl.grid_neighbours(w, h, True)
        opts = data.get("options", {})
        out = impl.akropolis_city(
            w, h, kind, level, nbr, variant_mask(data.get("variants", [])),
            opts.get("barracks_edge") == "outside", opts.get("lake") == "enclosed-area",
            data.get("stones", 0))
        assert out == [row[key] for key in BREAKDOWN_KEYS], (name, data.get("variants"), opts)


def _capital_example() -> tuple[list[int], list[int]]:
    """rules/capital.md section 8: Robert's district as an 8 x 6 quarter grid."""
    rows = [
        "C R U2 R U2 C I1 I1",
        "R P P P P C P P",
        "R U1 R U1 R R C I3",
        "R U1 C C P R C C",
        "W5 W5 W6 W6 W7 W7 I1 I1",
        "W5 W5 W6 W6 W7 W7 R R",
    ]
    code = {"P": 0, "R": 1, "C": 2, "U": 3, "I": 4}
    labels: list[int] = []
    values: list[int] = []
    for row in rows:
        for cell in row.split():
            labels.append(int(cell[1:]) if cell[0] == "W" else code[cell[0]])
            values.append(int(cell[1:]) if cell[0] in "UI" else 0)
    return labels, values


def test_capital_worked_example(impl) -> None:
    labels, values = _capital_example()
    out = impl.capital_quarters(labels, values, impl.grid_neighbours(8, 6, False))
    # regions P R C U I; park 7 (+1 second best); commerce 5 (best 2); culture 7;
    # industry 7 coins; 1 residential, 1 park, 0 culture regions touch industry
    assert out == [3, 6, 4, 4, 3, 7, 1, 5, 2, 7, 7, 1, 1, 0]


def test_ginkgopolis_worked_example(impl) -> None:
    """rules/ginkgopolis.md section 13: districts A 8, B 16, C 7."""
    # x = -2..2, y = 2..-1 (top row first); (colour, number, height, owner)
    grid = {
        (0, 2): ("Y", 11, 1, 1),
        (-1, 1): ("R", 5, 2, 0), (0, 1): ("R", 12, 3, 1), (1, 1): ("Y", 7, 2, 2),
        (2, 1): ("Y", 14, 1, 0),
        (-2, 0): ("R", 4, 1, 2), (-1, 0): ("B", 3, 1, -1), (0, 0): ("R", 9, 2, 2),
        (1, 0): ("Y", 2, 1, -1), (2, 0): ("B", 10, 1, 1),
        (-2, -1): ("B", 17, 1, 2), (-1, -1): ("B", 8, 2, 2), (0, -1): ("B", 15, 3, 0),
        (1, -1): ("Y", 18, 2, 1), (2, -1): ("B", 6, 1, 1),
    }
    w, h = 5, 4
    colour, number, height, owner = ([-1] * 20 for _ in range(4))
    for (x, y), (col, num, hgt, own) in grid.items():
        i = (2 - y) * w + (x + 2)
        colour[i], number[i], height[i], owner[i] = "RYB".index(col), num, hgt, own
    scores, firsts = impl.ginkgo_districts(colour, height, owner, number,
                                           impl.grid_neighbours(w, h, False), 4, 3)
    assert scores == [8, 16, 7]
    assert firsts == [0, 0, 1, 1, 1, 1, 0, 0, 0]


# ---- the neighbour table --------------------------------------------------------


@pytest.mark.parametrize("hexagonal", [True, False])
def test_grid_neighbours_are_the_grid_steps(impl, hexagonal: bool) -> None:
    """Every cell's neighbours are the cells one step away (hex: axial E, NE, NW, W, SW,
    SE; square: E, N, W, S), -1 off the grid."""
    steps = ([(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)] if hexagonal
             else [(1, 0), (0, -1), (-1, 0), (0, 1)])
    for w, h in ((1, 1), (3, 2), (7, 5)):
        expected = []
        for y in range(h):
            for x in range(w):
                for dx, dy in steps:
                    nx, ny = x + dx, y + dy
                    expected.append(ny * w + nx if 0 <= nx < w and 0 <= ny < h else -1)
        assert impl.grid_neighbours(w, h, hexagonal) == expected


# ---- the Akropolis window and its list of built spaces ----------------------------


def test_akropolis_built_lists_the_built_spaces(impl) -> None:
    kind = [0, 3, 0, 0, 0, 0, 0, 0, 0, 11, 1, 0, 0, 0, 0, 0, 0, 7, 0, 0]
    assert impl.akropolis_built(5, 4, kind) == [1, 9, 10, 17]
    assert impl.akropolis_built(5, 4, [0] * 20) == []


def test_akropolis_city_refuses_a_window_without_an_empty_ring(impl) -> None:
    """The kernel finds neighbours by index steps, so a built space on the window's edge
    would send it outside the arrays: the window is refused instead."""
    w, h = 4, 4
    nbr = impl.grid_neighbours(w, h, True)
    for edge in (0, 2, 4, 7, 12, 15):
        kind = [0] * 16
        kind[5] = 1
        kind[edge] = 1
        with pytest.raises(ValueError):
            impl.akropolis_city(w, h, kind, [1] * 16, nbr)
    with pytest.raises(ValueError):
        impl.akropolis_city(2, 2, [0] * 4, [0] * 4, impl.grid_neighbours(2, 2, True))


def test_akropolis_city_checks_the_built_list(impl) -> None:
    w, h = 4, 4
    nbr = impl.grid_neighbours(w, h, True)
    kind = [0] * 16
    kind[5], kind[6] = 1, 2  # a house (level 2) and a market (level 1)
    level = [0] * 16
    level[5], level[6] = 2, 1
    # no plazas: every value scores 0 stars (R7.5)
    assert impl.akropolis_city(w, h, kind, level, nbr, built=[5, 6]) == [0, 0, 0, 0, 0, 0, 0]
    kind[9], level[9] = 6, 1  # a house plaza
    assert impl.akropolis_city(w, h, kind, level, nbr, built=[5, 6, 9]) == [2, 2, 0, 0, 0, 0, 0]
    assert impl.akropolis_city(w, h, kind, level, nbr) == [2, 2, 0, 0, 0, 0, 0]
    for bad in ([16], [-1], [5, 6, 9] * 6):
        with pytest.raises(ValueError):
            impl.akropolis_city(w, h, kind, level, nbr, built=bad)


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_akropolis_city_on_any_window(data) -> None:
    """Any window with an empty ring and any list of indices in range: a score, the same
    as without the list when the list is the true one; anything else is refused."""
    impl = compiled_or_skip("regions")
    w = data.draw(st.integers(1, 9), label="w")
    h = data.draw(st.integers(1, 9), label="h")
    n = w * h
    inner = set() if w < 3 or h < 3 else {
        r * w + x for r in range(1, h - 1) for x in range(1, w - 1)}
    # the inside random, the ring empty but for one space now and then
    on_ring = data.draw(st.booleans(), label="a space built on the ring")
    # kind codes are 0-11; others (never made by the game) must not be read past either
    kind = [data.draw(st.integers(-3, 20)) if i in inner else 0 for i in range(n)]
    if on_ring:
        kind[data.draw(st.sampled_from(sorted(set(range(n)) - inner)))] = \
            data.draw(st.integers(1, 20))
    level = data.draw(st.lists(st.integers(0, 5), min_size=n, max_size=n), label="level")
    nbr = impl.grid_neighbours(w, h, True)
    built = data.draw(st.one_of(st.none(), st.lists(st.integers(-2, n + 1), max_size=n + 2)),
                      label="built")
    options = data.draw(st.tuples(st.integers(0, 31), st.booleans(), st.booleans(),
                                  st.integers(0, 9)), label="options")
    in_range = built is None or (len(built) <= n and all(0 <= i < n for i in built))
    if on_ring or not inner or not in_range:
        with pytest.raises(ValueError):
            impl.akropolis_city(w, h, kind, level, nbr, *options, built=built)
        return
    out = impl.akropolis_city(w, h, kind, level, nbr, *options, built=built)
    assert len(out) == 7 and out[0] == sum(out[1:6]) + options[3]
    listed = impl.akropolis_built(w, h, kind)
    assert listed == [i for i in range(n) if kind[i]]
    assert impl.akropolis_city(w, h, kind, level, nbr, *options, built=listed) == \
        impl.akropolis_city(w, h, kind, level, nbr, *options)


def test_akropolis_window_sizes_are_checked(impl) -> None:
    """Sides whose product would overflow a C int, or arrays shorter than the window,
    are refused, not read past."""
    big = 65537  # big * big wraps to a small positive int in 32 bits
    for w, h, size in ((big, big, 131073), (0, 5, 5), (-3, -3, 9), (5, 5, 24)):
        with pytest.raises(ValueError):
            impl.akropolis_built(w, h, [0] * size)
        with pytest.raises(ValueError):
            impl.akropolis_city(w, h, [0] * size, [0] * size, [-1] * (6 * size))
