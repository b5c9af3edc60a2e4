"""kit.corners.clearest: the first corner that covers nothing, else the one that covers least."""

import pygame
import pytest

from game.ui.kit.corners import clearest

BOX = pygame.Rect(0, 0, 100, 50)
CORNERS = [("topleft", (0, 0)), ("topright", (400, 0)), ("bottomleft", (0, 300))]


def test_the_first_corner_that_covers_nothing_wins():
    never = [pygame.Rect(10, 10, 5, 5)]  # under the top-left corner
    assert clearest(BOX, CORNERS, never, []).topright == (400, 0)


def test_a_box_that_must_cover_something_covers_the_fewest_places():
    never = [pygame.Rect(0, 0, 500, 60)]  # the whole top row
    places = [pygame.Rect(20, 260, 5, 5), pygame.Rect(60, 270, 5, 5)]
    placed = clearest(BOX, CORNERS, never, places)
    assert placed.bottomleft == (0, 300)  # touches no "never" box, hides two places
    everything = [pygame.Rect(0, 0, 500, 400)]
    assert clearest(BOX, CORNERS, everything, []).topleft == (0, 0)  # all tie: the first


def test_no_corner_is_a_clear_error():
    with pytest.raises(ValueError):
        clearest(BOX, [], [], [])
