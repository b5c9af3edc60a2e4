"""Every registered game (and the toy fixture) passes the conformance harness."""

from __future__ import annotations

import pytest

from game import rules
from game.engine.conformance import ConformanceError, check_replay, random_playout
from tests.engine.toy_game import TOY


def _cases():
    games = [TOY] + [rules.get(name) for name in rules.names() if name != TOY.name]
    for game in games:
        for players in game.player_counts:
            for index, options in enumerate(game.conformance_options):
                yield pytest.param(game, players, options, id=f"{game.name}-{players}p-opt{index}")


@pytest.mark.parametrize(("game", "players", "options"), list(_cases()))
def test_random_playouts_keep_the_contract(game, players, options):
    for seed in (1, 2):
        random_playout(game, players, options, seed)


@pytest.mark.parametrize(("game", "players", "options"), list(_cases()))
def test_same_seed_and_actions_replay_identically(game, players, options):
    check_replay(game, players, options, seed=11)


class _Silent(type(rules.get("akropolis"))):  # type: ignore[misc]
    """Akropolis with a reveals() that hides every refill."""

    def reveals(self, before, after):
        return False


class _Vague(type(rules.get("akropolis"))):  # type: ignore[misc]
    def reveals(self, before, after):
        return 1


def test_the_harness_catches_a_reveals_that_hides_a_refill():
    with pytest.raises(ConformanceError, match="reveals\\(\\) is False"):
        random_playout(_Silent(), 2, {}, 1)


def test_the_harness_wants_a_bool_from_reveals():
    with pytest.raises(ConformanceError, match="not a bool"):
        random_playout(_Vague(), 2, {}, 1)


class _Shy(type(rules.get("akropolis"))):  # type: ignore[misc]
    """Akropolis claiming private hands: every seat always knows the same."""

    hands_private = True


class _Open(type(rules.get("capital"))):  # type: ignore[misc]
    """Capital claiming no private hands: its picks are secret."""

    hands_private = False


def test_the_harness_catches_private_hands_that_are_not():
    with pytest.raises(ConformanceError, match="every seat always knew the same"):
        random_playout(_Shy(), 2, {}, 1)


def test_the_harness_catches_a_game_that_hides_hands_it_calls_open():
    with pytest.raises(ConformanceError, match="hands_private is False"):
        random_playout(_Open(), 2, {}, 1)


@pytest.mark.parametrize(("game", "private"), [
    ("akropolis", False), ("capital", True), ("ginkgopolis", True)])
def test_each_game_declares_whether_hands_are_private(game, private):
    assert rules.get(game).hands_private is private
