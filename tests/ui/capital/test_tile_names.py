"""Every building's whole name fits on its tile at every size the table draws it: no
word cut at the tile's edges ("ablonowsk Palace") and no line dropped; a tile too small
for a readable name shows none (its tip names it)."""

from __future__ import annotations

import pytest

from game.rules.capital import tables as T
from game.rules.capital.content import MILESTONE, PUBLIC
from game.ui.capital import art, view_model
from game.ui.kit import text

#: tile sizes the table uses (milestone cards, hand, side thumbnails, district cells)
SIZES = (36, 40, 48, 56, 64, 76, 90, 104, 120)
NAMED = [t for t in range(len(T.KIND)) if T.KIND[t] in (PUBLIC, MILESTONE)]


def test_there_are_named_buildings():
    names = {view_model.name(t) for t in NAMED}
    assert {"Jabłonowski Palace", "Sigismund's Column",
            "Palace of Culture and Science"} <= names


@pytest.mark.parametrize("size", SIZES)
def test_every_name_fits_whole(size):
    for t in NAMED:
        name = view_model.name(t)
        fs, lines = art.name_lines(name, size)
        if not lines:  # too small to read: the tile shows no name (its tip says it)
            assert size < 60, (name, size)
            continue
        whole = " ".join(lines).replace("– ", "–").replace("- ", "-")
        assert whole == name, (name, size, lines)
        assert len(lines) <= art.NAME_LINES
        assert art.name_bottom(size, fs, len(lines)) <= size - 3, (name, size, lines)
        for line in lines:
            assert text.measure(line, fs, True)[0] <= size * 0.94, (name, size, line)
