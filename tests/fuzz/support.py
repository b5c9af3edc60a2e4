"""Shared fuzzing machinery: settings from the environment, hostile values, mutators,
a hang guard and the one-line-message check.

``POLIS_FUZZ_EXAMPLES`` sets the number of examples per category (default small for
``make test``; ``make fuzz`` runs about 10,000). Seeds are fixed: hypothesis runs
derandomized and keeps no example database.
"""

from __future__ import annotations

import collections
import contextlib
import copy
import math
import os
import signal
from collections.abc import Iterator, Sequence
from datetime import date, datetime
from typing import Any

import tomli_w
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from game.engine.fields import one_line

EXAMPLES = int(os.environ.get("POLIS_FUZZ_EXAMPLES", "150"))
#: a run this long for one example is a hang, not slowness (no speed is asserted)
HANG_SECONDS = 60

FUZZ = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    print_blob=True,
)

# -- values a hostile file may carry ------------------------------------------------------
HOSTILE_SCALARS: list[Any] = [
    math.nan, math.inf, -math.inf, 1e308, -1e308, 0.5, -0.0, 1e-320,
    0, 1, -1, 2, 7, 60, 61, 62, 999, 10**6, 10**9, 2**31, 2**63 - 1, -(2**63), 10**18,
    True, False,
    "", " ", "x", "1", "-1", "١", "١٢", "𝟙", "+1", " 1", "1.5", "0x10", "nan",
    "a\nb", "line\r\nbreak", "\x1b[31mred", "tab\there", "\u2028", "\x00", "é", "q" * 300,
    "house", "quarry", "plaza", "H", "Q1", "X2", "take 0 at 0,0 rot 0",
    [], [1], [[1]], [{}], ["a"], [math.nan], [10**18], {}, {"a": 1}, {"x": {"y": []}},
    date(2020, 1, 1), datetime(2020, 1, 1, 1, 1),
]

TOKENS: list[str] = [
    "nan", "inf", "-inf", "+nan", "1e999", "9" * 30, "9" * 5000, "0x" + "f" * 40,
    "-9223372036854775809", "[", "]", "{", "}", "[[", "]]", "=", ",", ".", "\n", "\r\n",
    '"', "'", '"""', "#", "\\", "\x00", "\t", "\x1b", "١", "٣٤", "𝟙", "a.b.c.d",
    ".".join("k" * 40 for _ in range(40)), "[" * 100, "{a=" * 60, "x" * 3000,
    "true", "false", "[]", "{}", '"a\\nb"', '"\\u2028"', "2020-02-30", "1979-05-27T07:32:00Z",
    "-", "+", "0", "-1", "99999", "1.5", "e", "_",
]


def hostile_values() -> st.SearchStrategy[Any]:
    """Any TOML value, biased to the ones that break naive checks."""
    scalars = st.one_of(
        st.sampled_from(HOSTILE_SCALARS),
        st.integers(),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=30),
        st.booleans(),
    )
    return st.recursive(
        scalars,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.dictionaries(st.text(max_size=8), inner, max_size=3),
        ),
        max_leaves=8,
    )


@st.composite
def mutated_text(draw: st.DrawFn, seeds: Sequence[str]) -> str:
    """A seed text with a few byte-level edits: insertions of hostile tokens, deletions,
    duplicated slices and swapped lines."""
    text = draw(st.sampled_from(list(seeds)))
    for _ in range(draw(st.integers(1, 5))):
        n = len(text)
        kind = draw(st.sampled_from(["insert", "delete", "duplicate", "replace", "char"]))
        at = draw(st.integers(0, n))
        if kind == "insert":
            text = text[:at] + draw(st.sampled_from(TOKENS)) + text[at:]
        elif kind == "delete":
            end = draw(st.integers(at, min(n, at + 40)))
            text = text[:at] + text[end:]
        elif kind == "duplicate":
            end = draw(st.integers(at, min(n, at + 200)))
            text = text[:at] + text[at:end] * draw(st.integers(2, 50)) + text[end:]
        elif kind == "replace":
            # replace a value after "=" with a hostile token
            eq = text.find("=", at)
            if eq >= 0:
                end = text.find("\n", eq)
                end = n if end < 0 else end
                text = text[: eq + 1] + " " + draw(st.sampled_from(TOKENS)) + text[end:]
        else:
            text = text[:at] + draw(st.characters()) + text[at:]
    return text


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


@st.composite
def mutated_data(draw: st.DrawFn, seeds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """A seed document with a few values replaced, deleted or added at any depth."""
    data = copy.deepcopy(draw(st.sampled_from(list(seeds))))
    for _ in range(draw(st.integers(1, 4))):
        path = draw(st.sampled_from(list(_paths(data))))
        if not path:
            key = draw(st.sampled_from([*data, "extra", "game", ""])) if data else "game"
            data[key] = copy.deepcopy(draw(hostile_values()))  # never edit the shared pool
            continue
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        action = draw(st.sampled_from(["replace", "replace", "delete", "grow"]))
        if action == "delete":
            del parent[last]
        elif action == "grow" and isinstance(parent[last], list):
            parent[last] = parent[last] * draw(st.integers(2, 30))
        else:
            parent[last] = copy.deepcopy(draw(hostile_values()))
    return data


def _documents(texts: Sequence[str]) -> list[dict[str, Any]]:
    import tomllib

    documents = []
    for text in texts:
        with contextlib.suppress(tomllib.TOMLDecodeError):  # broken seeds: text edits only
            documents.append(tomllib.loads(text))
    return documents


def hostile_document(text_seeds: Sequence[str]) -> st.SearchStrategy[str]:
    """A TOML text: now and then a seed as it is (the good path must keep working), else
    a mutated seed text or a seed document with mutated values."""
    documents = _documents(text_seeds)
    strategies = [mutated_text(text_seeds)] * 9
    if documents:
        strategies += [mutated_data(documents).map(_dump_or_empty)] * 9
    return st.integers(0, len(strategies) + 1).flatmap(
        lambda pick: strategies[pick] if pick < len(strategies) else st.sampled_from(text_seeds)
    )


def _dump_or_empty(data: dict[str, Any]) -> str:
    try:
        return tomli_w.dumps(data)
    except (TypeError, ValueError):
        return ""


# -- counting ----------------------------------------------------------------------------
#: category -> outcome ("handled" or "refused") -> examples run (printed by conftest.py)
COUNTS: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)


def count(category: str, outcome: str) -> None:
    """Tally one finished example of ``category``."""
    COUNTS[category][outcome] += 1


# -- checks ------------------------------------------------------------------------------
class Hang(Exception):
    """One example ran for HANG_SECONDS: a loop that never ends."""


@contextlib.contextmanager
def hang_guard(seconds: float = HANG_SECONDS) -> Iterator[None]:
    """Raise Hang inside the block if it runs for ``seconds`` (a hang detector only)."""

    def alarm(_signum: int, _frame: Any) -> None:
        raise Hang(f"no answer after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def assert_one_line(message: str, starts: str | None = None) -> None:
    """The documented error: one non-empty line (naming ``starts`` when given)."""
    assert message.strip(), "empty message"
    assert message.splitlines() == [message], f"not one line: {message!r}"
    if starts is not None:
        assert message.startswith(one_line(starts)), f"does not name {starts!r}: {message!r}"
