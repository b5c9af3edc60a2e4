"""The coach's arrow takes the shortest path that crosses no words, or none at all."""

from __future__ import annotations

from itertools import pairwise

import pygame

from game.ui.play.arrow_route import crossings, route

SCREEN = pygame.Rect(0, 0, 1280, 720)
BOX = pygame.Rect(900, 480, 360, 170)
TARGET = pygame.Rect(900, 10, 360, 140)


def test_straight_up_when_nothing_is_in_the_way():
    start, end = route(BOX, TARGET, [], SCREEN)
    assert start[1] == BOX.top and end[1] == TARGET.bottom + 4
    assert abs(start[0] - end[0]) < 1


def test_around_words_in_the_way():
    words = [pygame.Rect(920, 330, 340, 140)]  # a legend between the panel and the target
    path = route(BOX, TARGET, words, SCREEN)
    assert path is not None
    assert crossings(*path, words) == 0
    assert crossings(*route(BOX, TARGET, [], SCREEN), words) > 0  # the straight one would


def test_no_arrow_when_every_path_crosses_words():
    wall = [pygame.Rect(0, 200, 1280, 40)]
    assert route(BOX, TARGET, wall, SCREEN) is None


def test_the_elements_own_words_do_not_count():
    own = [pygame.Rect(920, 140, 80, 20)]  # inside the target, by its edge
    assert route(BOX, TARGET, own, SCREEN) is not None


def test_one_bend_around_words_no_straight_arrow_can_miss():
    """The hand far left, a block of words between it and the panel: no straight arrow
    misses them, one with a bend (over the block, then down onto the hand) does."""
    box = pygame.Rect(906, 480, 366, 178)
    hand = pygame.Rect(14, 585, 364, 125)
    block = [pygame.Rect(400, 530, 480, 170)]
    path = route(box, hand, block, SCREEN)
    assert path is not None and len(path) == 3
    start, corner, end = path
    assert start[0] == box.left and corner[1] == start[1]  # along, then down
    assert corner[0] == end[0] and end[1] == hand.top - 4
    assert all(crossings(a, b, block) == 0 for a, b in pairwise(path))
    assert crossings(start, end, block) > 0  # the straight one would cross
