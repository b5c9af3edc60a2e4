"""Par of a daily deal: the same game every run (iterations only), played in a worker
process that reports its progress and never blocks the caller."""

from __future__ import annotations

import time
from datetime import date

from ai import bots
from ai.daily_par import ParJob, play_par
from game.rules import daily

DAY = date(2026, 12, 6)


def test_par_is_the_same_every_run_and_reports_progress():
    bots.set_iterations_only(True)
    try:
        challenge = daily.daily_challenge("capital", DAY)
        seen: list[tuple[int, int]] = []
        first = play_par(challenge, "random", lambda i, n: seen.append((i, n)))
        assert play_par(challenge, "random") == first
        assert seen and all(i <= n for i, n in seen)
        assert [i for i, _ in seen] == list(range(1, len(seen) + 1))
        assert seen[-1][0] == seen[-1][1]  # done: the estimate meets the count
    finally:
        bots.set_iterations_only(False)


def test_the_worker_sends_the_par_the_rules_give():
    job = ParJob("akropolis", DAY, "random", "greedy")  # a quick game, as the worker plays
    try:
        for _ in range(1200):  # a bound, not a timing: the worker plays a random game
            job.poll()
            if job.finished:
                break
            time.sleep(0.1)
        assert job.error == "" and job.par is not None
        assert job.progress == 1.0
        bots.set_iterations_only(True)  # as the worker plays: the opponent by iterations
        assert job.par == play_par(daily.daily_challenge("akropolis", DAY, opponent="greedy"),
                                   "random")
    finally:
        bots.set_iterations_only(False)
        job.close()
