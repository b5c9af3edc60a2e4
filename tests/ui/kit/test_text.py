"""Reading texts follow the text-size option, and a one-line text shrinks to fit."""

from __future__ import annotations

import pytest

from game.ui.kit import text


@pytest.fixture
def large():
    text.set_scale(150)
    yield
    text.set_scale(100)


def test_reading_sizes_follow_the_option(large):
    assert text.reading(20) == 30
    text.set_scale(125)
    assert text.reading(20) == 25


def test_a_line_that_fits_keeps_the_large_size(large):
    assert text.reading_fit("Choose a card", 20, 800) == 30


def test_a_long_line_shrinks_to_its_width_but_never_below_its_size(large):
    words = "R / wheel turns - click a place, again (or Enter) builds - D discards"
    width = text.measure(words, 24)[0]
    size = text.reading_fit(words, 20, width)
    assert 20 < size < 30
    assert text.measure(words, size)[0] <= width < text.measure(words, size + 1)[0]
    assert text.reading_fit(words, 20, 10) == 20  # too narrow even at 100 %: its size


def test_fit_size_steps_down_to_the_largest_size_that_fits():
    words = "+2 resources  -1 tile  +3 success points"
    width = text.measure(words, 21, True)[0]
    assert text.fit_size(words, 26, width, 16, True) == 21
    assert text.fit_size(words, 26, width, 16, True, step=4) == 18  # 26, 22, 18
    assert text.fit_size(words, 26, 10, 16, True) == 16  # never fits: the smallest
    assert text.fit_size(words, 26, 10_000, 16, True) == 26
