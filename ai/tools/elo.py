"""Elo ratings from pairwise results: Bradley–Terry maximum likelihood with 95% intervals.

A result between bots i and j counts 1 for the winner, 0.5 each for a tie. The
strengths ``g`` maximise the likelihood of P(i beats j) = g_i / (g_i + g_j) (fitted
with Hunter's MM iteration); Elo = 400·log10(g), shifted so the anchor is 0.

A bot that won every game would drift to infinity, so each pair that met also gets
one virtual tie (a weak prior: half a win each way). Intervals come from the inverse
of the observed Fisher information with the anchor held fixed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

ELO_PER_NAT = 400.0 / math.log(10.0)
PRIOR_TIES = 1.0


@dataclass(frozen=True)
class Rating:
    """One bot's fitted Elo and its 95% interval."""

    elo: float
    low: float
    high: float


def win_matrix(
    names: Sequence[str], results: Iterable[tuple[str, str, float]]
) -> list[list[float]]:
    """``w[i][j]``: points i scored against j (a result (a, b, s) gives a s, b 1-s)."""
    index = {name: k for k, name in enumerate(names)}
    w = [[0.0] * len(names) for _ in names]
    for a, b, score in results:
        i, j = index[a], index[b]
        w[i][j] += score
        w[j][i] += 1.0 - score
    return w


def _with_prior(w: list[list[float]]) -> list[list[float]]:
    n = len(w)
    out = [row[:] for row in w]
    for i in range(n):
        for j in range(n):
            if i != j and w[i][j] + w[j][i] > 0:
                out[i][j] += PRIOR_TIES / 2
    return out


def fit_strengths(
    w: list[list[float]], iterations: int = 10_000, tol: float = 1e-10
) -> list[float]:
    """Bradley–Terry strengths (geometric mean 1) by Hunter's MM iteration."""
    n = len(w)
    g = [1.0] * n
    games = [[w[i][j] + w[j][i] for j in range(n)] for i in range(n)]
    wins = [sum(w[i]) for i in range(n)]
    for _ in range(iterations):
        new = []
        for i in range(n):
            denom = sum(games[i][j] / (g[i] + g[j]) for j in range(n) if j != i and games[i][j])
            new.append(wins[i] / denom if denom > 0 and wins[i] > 0 else g[i])
        mean_log = sum(math.log(x) for x in new) / n
        new = [x / math.exp(mean_log) for x in new]
        change = max(abs(math.log(a) - math.log(b)) for a, b in zip(new, g, strict=True))
        g = new
        if change < tol:
            break
    return g


def _invert(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan inverse with partial pivoting (small, well-conditioned matrices)."""
    n = len(matrix)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            raise ValueError("singular information matrix: some bots never met")
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        a[col] = [x / p for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
    return [row[n:] for row in a]


def fit_elo(
    names: Sequence[str], results: Iterable[tuple[str, str, float]], anchor: str
) -> dict[str, Rating]:
    """Elo per name (``anchor`` = 0) with 95% intervals from the observed information.

    Only bots linked to the anchor through games played are rated (a run in progress
    may not have reached the others yet).
    """
    results = list(results)
    names = _linked(names, results, anchor)
    results = [r for r in results if r[0] in names and r[1] in names]
    w = _with_prior(win_matrix(names, results))
    g = fit_strengths(w)
    n = len(names)
    theta = [math.log(x) for x in g]
    a = list(names).index(anchor)
    # Hessian of the log-likelihood in theta: -sum n_ij p_ij (1 - p_ij) on the diagonal.
    info = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            games = w[i][j] + w[j][i]
            if not games:
                continue
            p = 1.0 / (1.0 + math.exp(theta[j] - theta[i]))
            v = games * p * (1.0 - p)
            info[i][i] += v
            info[i][j] -= v
    free = [k for k in range(n) if k != a]
    sub = [[info[r][c] for c in free] for r in free]
    cov = _invert(sub) if free else []
    out: dict[str, Rating] = {}
    for k, name in enumerate(names):
        elo = (theta[k] - theta[a]) * ELO_PER_NAT
        if k == a:
            out[name] = Rating(0.0, 0.0, 0.0)
            continue
        f = free.index(k)
        half = 1.96 * math.sqrt(max(cov[f][f], 0.0)) * ELO_PER_NAT
        out[name] = Rating(elo, elo - half, elo + half)
    return out


def _linked(
    names: Sequence[str], results: Sequence[tuple[str, str, float]], anchor: str
) -> list[str]:
    """The names reachable from ``anchor`` through played pairs, in their given order."""
    seen = {anchor}
    grew = True
    while grew:
        grew = False
        for a, b, _score in results:
            if (a in seen) != (b in seen):
                seen.update((a, b))
                grew = True
    return [name for name in names if name in seen]


def expected_score(elo_a: float, elo_b: float) -> float:
    """The chance a beats b for the given ratings."""
    return 1.0 / (1.0 + 10.0 ** ((elo_b - elo_a) / 400.0))
