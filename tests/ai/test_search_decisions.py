"""The search decides as recorded (tests/ai/search_decisions.py): a sample of the
recorded positions, searched again with the same seeds and budgets.

With the extension every path is checked against its own record: the compiled world,
the engine's states with compiled rollouts (``world=False``) and pure Python
(``compiled=False``). Without it (``POLIS_PUREPYTHON=1``) the default search is the
pure-Python one, so it is checked against the pure record. The whole recording
(200 or more positions per game) is checked by ``python -m tests.ai.search_decisions
--check``.
"""

from __future__ import annotations

import json

import pytest

from ai.fast import EXTENSION_ACTIVE
from tests.ai import search_decisions as recorded

#: cheap positions covering each player count, the level variants (all but the
#: 300-iteration epsilon-greedy one, in the full check only) and the scenarios (plain,
#: ``only``, ``advance``); Ginkgopolis 49 has a 17-card hand (the fallback to the engine)
SAMPLE = {
    "akropolis": (1, 2, 5, 6, 7, 9, 15, 18),
    "capital": (0, 2, 10, 13, 15, 19, 36),
    "ginkgopolis": (0, 2, 5, 6, 8, 9, 13, 23, 27, 49),
    "hamlet": (0, 3, 4, 10),
}


@pytest.fixture(scope="module")
def expected() -> dict:
    return json.loads(recorded.DATA.read_text(encoding="utf-8"))


def test_the_sample_covers_the_variants() -> None:
    indices = [i for game in ("akropolis", "capital", "ginkgopolis") for i in SAMPLE[game]]
    assert {i % len(recorded.CONFIGS) for i in indices} >= {0, 1, 2, 3, 4, 5, 6}
    assert {recorded.SCENARIOS[i % len(recorded.SCENARIOS)] for i in indices} == {
        "plain", "only", "advance"}


@pytest.fixture
def registry_kept():
    """Hamlet (the toy game) is registered for its positions, and removed after."""
    from game.engine import registry

    before = set(registry.names())
    yield
    for name in set(registry.names()) - before:
        registry.unregister(name)


@pytest.mark.parametrize("game", list(SAMPLE))
def test_decisions_are_the_recorded_ones(game: str, expected: dict, registry_kept) -> None:
    paths = {"world": "world", "engine": "engine", "pure": "pure"} if EXTENSION_ACTIVE else {
        "world": "pure"}
    players = set()
    for index in SAMPLE[game]:
        state = recorded.position(game, index)
        want = expected[game][str(index)]
        assert (state.num_players, len(state.history)) == (want["players"], want["history"])
        players.add(state.num_players)
        for path, record in paths.items():
            assert recorded.decide(game, index, path, state) == want[record], (
                f"{game} position {index}, {path} path")
    assert len(players) >= (3 if game != "hamlet" else 2)
