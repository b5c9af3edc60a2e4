"""The executor seam: the pool and a local Ray cluster play the same games, results
stream as games finish, a dead worker costs only the games it was playing."""

from __future__ import annotations

import argparse
import os
import signal
from pathlib import Path

import pytest

from ai.tools import arena, executor
from game import cli


def _square_or_die_once(item: tuple[int, str]) -> int:
    """``n * n``; the first call for a marker path kills its own process instead."""
    n, marker = item
    path = Path(marker)
    if marker and not path.exists():
        path.write_text("died")
        os.kill(os.getpid(), signal.SIGKILL)
    return n * n


def _always_die(_item: int) -> int:
    os.kill(os.getpid(), signal.SIGKILL)
    return 0


@pytest.mark.parametrize("processes", [1, 2])
def test_pool_yields_every_result(processes: int) -> None:
    items = [(n, "") for n in range(7)]
    got = list(executor.PoolExecutor(processes).map_unordered(_square_or_die_once, items))
    assert sorted(got) == [n * n for n in range(7)]


def test_pool_plays_again_the_game_of_a_worker_that_died(tmp_path: Path) -> None:
    marker = tmp_path / "died"
    items = [(n, str(marker) if n == 3 else "") for n in range(6)]
    got = list(executor.PoolExecutor(2).map_unordered(_square_or_die_once, items))
    assert marker.exists()  # the worker did die once
    assert sorted(got) == [n * n for n in range(6)]  # and nothing was lost


def test_pool_gives_up_on_a_task_that_always_kills_its_worker() -> None:
    with pytest.raises(RuntimeError, match="died"):
        list(executor.PoolExecutor(2).map_unordered(_always_die, [1, 2]))


@pytest.mark.parametrize("text", ["", "nowhere", "host:0", "host:99999", "a b:1", "-x:1",
                                  "http://h:1", "h:1\n"])
def test_cluster_address_is_checked(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError):
        executor.check_cluster(text)


@pytest.mark.parametrize("command", ["arena", "ladder"])
def test_cluster_without_ray_is_refused_before_any_game(command, monkeypatch, capsys) -> None:
    monkeypatch.setattr(executor, "ray_installed", lambda: False)
    monkeypatch.setattr(arena, "run_games", lambda *a, **k: pytest.fail("played"))
    extra = ["--seats", "random"] if command == "arena" else []
    code = cli.main([command, "--game", "akropolis", "--cluster", "local", *extra])
    assert code == 2
    err = capsys.readouterr().err
    assert "--cluster" in err and "polis-arcade[cluster]" in err and err.count("\n") == 1


def test_an_unreachable_cluster_is_one_line_before_any_game(monkeypatch, capsys) -> None:
    pytest.importorskip("ray")
    import socket

    with socket.socket() as probe:  # a port nobody listens on: bound, never listening
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        monkeypatch.setattr(arena, "run_games", lambda *a, **k: pytest.fail("played"))
        code = cli.main(["arena", "--game", "akropolis", "--seats", "random", "--quiet",
                         "--cluster", f"127.0.0.1:{port}"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "cannot reach it" in err


def _games(results: list[arena.GameRecord]) -> list[tuple]:
    """What must be equal between two runs: seats, every move, scores, winners."""
    out = []
    for r in results:
        assert r.record is not None
        out.append((r.index, r.seats, [(a.seat, a.text) for a in r.record.actions],
                    r.scores, r.winners, r.record.seed))
    return out


@pytest.fixture(scope="module")
def local_cluster():
    pytest.importorskip("ray")
    runner = executor.RayExecutor(executor.LOCAL, 2)
    yield runner
    runner.close()


def test_local_cluster_plays_the_same_games_as_the_pool(local_cluster, tiny_levels) -> None:
    # a custom level from this machine's settings file: resolved here, sent with each task
    jobs = arena.schedule("akropolis", 2, ["tiny", "greedy"], 4, seed=5)
    pool = arena.run_games(jobs, 2, iterations_only=True)
    inline = arena.run_games(jobs, 1, iterations_only=True)
    seen: list[int] = []
    ray = arena.run_games(jobs, 2, lambda _r, n: seen.append(n), iterations_only=True,
                          executor=local_cluster)
    assert seen == [1, 2, 3, 4]
    assert _games(ray) == _games(pool) == _games(inline)
    assert len({tuple(g[2]) for g in _games(ray)}) == 4  # four different games


def test_local_cluster_plays_again_the_task_of_a_worker_that_died(
    local_cluster, tmp_path: Path
) -> None:
    marker = tmp_path / "died"
    items = [(n, str(marker) if n == 1 else "") for n in range(4)]
    got = list(local_cluster.map_unordered(_square_or_die_once, items))
    assert marker.exists()
    assert sorted(got) == [0, 1, 4, 9]
