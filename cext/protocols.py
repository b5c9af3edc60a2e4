"""The typed faces of the compiled modules: one ``Protocol`` per ``.pyx`` module.

mypy cannot read a compiled module, so :func:`cext.load` returns it typed as the
protocol here (``load("akropolis_playout")`` is an :class:`AkropolisPlayout` or None),
and its callers are checked against these signatures. ``tests/cext/test_protocols.py``
checks each protocol against the built module: the same public names, and the same
parameter names for every function and method.

Integer arrays are taken as any ``Sequence[int]`` (a list or an ``array('i')``, which
the compiled code converts); the compact forms come back as an ``array('i')`` where the
module builds one. Scores are ints, except a Capital playout cut off after ``depth``
decisions (VP + coins / 5), hence ``list[float]`` there.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from game.engine.rng import GameRNG
    from game.rules.akropolis.state import AkropolisState
    from game.rules.capital.state import CapitalState
    from game.rules.ginkgopolis.state import GinkgoState

Ints = Sequence[int]
#: the names of the compiled playout modules (``cext.<name>``)
PlayoutName = Literal["akropolis_playout", "capital_playout", "ginkgopolis_playout"]


class RolloutPolicy(Protocol):
    """What a World's ``play_out`` reads of the AI's rollout policy (ai.policies.Policy)."""

    @property
    def kind(self) -> str: ...

    @property
    def epsilon(self) -> float: ...

    @property
    def sample(self) -> int: ...

    @property
    def depth(self) -> int: ...


class Rng(Protocol):
    """``cext.rng``: the compiled ``GameRNG.shuffle``."""

    COMPILED: bool

    def shuffle(self, state: int, items: list[Any]) -> int:
        """Shuffle ``items`` in place from the SplitMix64 word ``state``; the new word."""
        ...


class BoardBatch(Protocol):
    """``cext.regions.BoardBatch``: boards of one game scored in one C loop."""

    def __len__(self) -> int: ...

    def score(self, count: int) -> list[Any]:
        """Score ``count`` boards; the last result of each, in the per-call shapes."""
        ...


class Regions(Protocol):
    """``cext.regions``: the region kernel and the three games' region scorers."""

    COMPILED: bool

    def BoardBatch(self, game: str, boards: Sequence[tuple[Any, ...]]) -> BoardBatch: ...

    def akropolis_built(self, w: int, h: int, kind: Ints) -> list[int]: ...

    def grid_neighbours(self, w: int, h: int, hexagonal: bool) -> list[int]: ...

    def components(self, labels: Ints, nbr: Ints, deg: int) -> tuple[list[int], list[int]]: ...

    def component_stats(self, comp: Ints, ncomp: int,
                        values: Ints) -> tuple[list[int], list[int]]: ...

    def best_component(self, comp_label: Ints, sizes: Ints, sums: Ints, label: int) -> int: ...

    def adjacent_counts(self, comp: Ints, comp_label: Ints, nbr: Ints, deg: int,
                        target: int) -> list[int]: ...

    def region_majority(self, labels: Ints, nbr: Ints, deg: int, owner: Ints, weight: Ints,
                        key: Ints, nplayers: int,
                        min_size: int) -> tuple[list[int], list[int]]: ...

    def akropolis_city(self, w: int, h: int, kind: Ints, level: Ints, nbr: Ints,
                       variants: int = 0, barracks_outside: bool = False,
                       lake_enclosed: bool = False, stones: int = 0,
                       built: Ints | None = None) -> list[int]: ...

    def capital_quarters(self, labels: Ints, values: Ints, nbr: Ints) -> list[int]: ...

    def ginkgo_districts(self, colour: Ints, height: Ints, owner: Ints, number: Ints,
                         nbr: Ints, deg: int,
                         nplayers: int) -> tuple[list[int], list[int]]: ...


class AkropolisWorld(Protocol):
    """``cext.akropolis_playout.World``: one game on C arrays for a search iteration."""

    def compact(self) -> list[int]: ...

    def copy(self) -> AkropolisWorld: ...

    def determinize(self, word: int) -> int: ...

    @property
    def current(self) -> int:
        """The seat to play, or -1 when the game is over."""
        ...

    def legal(self) -> list[int]: ...

    def apply(self, code: int) -> None: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def rollout(self, policy: int, epsilon: float, sample: int, depth: int,
                seed: int) -> list[int]: ...

    def play_out(self, policy: RolloutPolicy, rng: GameRNG) -> list[int]: ...


class AkropolisPlayout(Protocol):
    """``cext.akropolis_playout``: the Akropolis playout (layout: akropolis_common.py)."""

    COMPILED: bool

    def World(self, form: Ints, tile_kinds: Ints) -> AkropolisWorld: ...

    def form_of(self, state: AkropolisState) -> array[int]: ...

    def playout(self, form: Ints, tile_kinds: Ints, policy: int, epsilon: float, sample: int,
                depth: int, seed: int) -> tuple[list[int], list[int]]: ...

    def score_form(self, form: Ints) -> list[int]: ...

    def legal_moves(self, form: Ints) -> list[int]: ...

    def move_scores(self, form: Ints, tile_kinds: Ints) -> list[int]: ...


class CapitalWorld(Protocol):
    """``cext.capital_playout.World``: one game in the C struct for a search iteration."""

    def determinize(self, seat: int, undealt: Sequence[int], word: int) -> int: ...

    def compact(self) -> list[int]: ...

    def copy(self) -> CapitalWorld: ...

    @property
    def current(self) -> int:
        """The seat to play, or -1 when the game is over."""
        ...

    def legal(self) -> list[int]: ...

    def apply(self, code: int) -> None: ...

    def text(self, code: int) -> str: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def rollout(self, policy: int, epsilon: float, sample: int, depth: int,
                seed: int) -> list[float]: ...

    def play_out(self, policy: RolloutPolicy, rng: GameRNG) -> list[float]: ...


class CapitalPlayout(Protocol):
    """``cext.capital_playout``: the Capital playout (layout: capital_common.py)."""

    COMPILED: bool

    def World(self, form: Ints | None = None) -> CapitalWorld: ...

    def form_of(self, state: CapitalState) -> list[int]: ...

    def playout(self, form: Ints, policy: int, epsilon: float, sample: int, depth: int,
                seed: int, record: bool = True) -> tuple[list[float], list[int]]: ...

    def playout_state(self, state: CapitalState, policy: int, epsilon: float, sample: int,
                      depth: int, seed: int,
                      record: bool = True) -> tuple[list[float], list[int]]: ...

    def analyse_form(self, form: Ints, seat: int) -> list[int]: ...

    def milestone_metrics_form(self, form: Ints, seat: int) -> list[int]: ...

    def time_analyse(self, form: Ints, seat: int, count: int) -> int: ...


class GinkgopolisWorld(Protocol):
    """``cext.ginkgopolis_playout.World``: one game in the C struct for a search
    iteration."""

    def copy(self) -> GinkgopolisWorld: ...

    def compact(self) -> list[Any]: ...

    def determinize(self, plan: Ints, word: int) -> int | None: ...

    @property
    def current(self) -> int:
        """The seat to play, or -1 when the game is over."""
        ...

    def legal(self) -> list[int]: ...

    def apply(self, code: int) -> None: ...

    def table_scores(self) -> list[int]: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def rollout(self, policy: int, epsilon: float, sample: int, depth: int,
                seed: int) -> list[int]: ...

    def play_out(self, policy: RolloutPolicy, rng: GameRNG) -> list[int]: ...


class GinkgopolisPlayout(Protocol):
    """``cext.ginkgopolis_playout``: the Ginkgopolis playout (layout:
    ginkgopolis_common.py)."""

    COMPILED: bool

    def World(self, form: Ints | None = None,
              tables: Ints | None = None) -> GinkgopolisWorld: ...

    def form_of(self, state: GinkgoState, rng_state: int) -> array[int]: ...

    def playout(self, form: Ints, tables: Ints, policy: int, epsilon: float, sample: int,
                depth: int, seed: int, record: bool = True) -> tuple[list[int], list[int]]: ...

    def rollout_scores(self, state: GinkgoState, rng_state: int, tables: Ints, policy: int,
                       epsilon: float, sample: int, depth: int, seed: int) -> list[int]: ...

    def score_form(self, form: Ints, tables: Ints) -> list[int]: ...

    def legal_moves(self, form: Ints, tables: Ints) -> list[int]: ...

    def indexed_moves(self, form: Ints, tables: Ints) -> list[int]: ...

    def move_scores(self, form: Ints, tables: Ints) -> list[int]: ...
