"""Where the games run: one small interface over a local process pool and a Ray cluster.

Every game is one task whose seeds the plan fixed (``arena.schedule``, ``ladder.jobs_for``)
and whose levels were resolved here, on the machine that started the run, so a worker
that reads another settings file still plays the same games. ``Executor.map_unordered``
yields each result as its game finishes. A worker process that dies costs only the games
it was playing: they are played again (same seeds, so the same games).

- ``PoolExecutor``: this machine's processes (``--jobs N``; 1 = in this process).
- ``RayExecutor``: a Ray cluster (``--cluster ADDRESS``, or ``--cluster local`` to start
  one on this machine with ``--jobs`` CPUs). Ray is the optional extra ``[cluster]``.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib.util
import multiprocessing
import os
import queue
import re
import signal
import sys
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

#: prctl option: the signal a process gets when its parent dies (linux/prctl.h)
PR_SET_PDEATHSIG = 1
#: a dead worker's games are played again at most this many times in a row
MAX_RETRIES = 3
LOCAL = "local"
_ADDRESS = re.compile(r"(?:ray://)?[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})?:[0-9]{1,5}")
INSTALL_HINT = "pip install 'polis-arcade[cluster]'"


class ClusterError(Exception):
    """The cluster cannot be used (Ray missing, address unreachable); one line."""


def check_cluster(text: str) -> str:
    """An argparse ``type=`` for ``--cluster``: ``local``, ``auto`` or HOST:PORT
    (optionally ``ray://HOST:PORT``), and Ray installed. ArgumentTypeError otherwise."""
    import argparse

    value = text.strip(" ")
    if value not in (LOCAL, "auto") and not _ADDRESS.fullmatch(value):
        shown = repr(value if len(value) <= 40 else value[:40] + "…")
        raise argparse.ArgumentTypeError(
            f"expected 'local', 'auto' or HOST:PORT of a Ray cluster, got {shown}")
    if value.count(":") and not 0 < int(value.rsplit(":", 1)[1]) < 65536:
        raise argparse.ArgumentTypeError(f"port of {value!r} is out of range 1..65535")
    if not ray_installed():
        raise argparse.ArgumentTypeError(f"needs Ray, which is not installed ({INSTALL_HINT})")
    return value


def add_cluster_argument(parser: Any) -> None:
    """``--cluster ADDRESS`` on an argparse parser (checked as it is parsed)."""
    parser.add_argument(
        "--cluster", metavar="ADDRESS", type=check_cluster, default=None,
        help="run the games on a Ray cluster: HOST:PORT of its head (or 'auto' on a machine "
        "of the cluster), or 'local' to start one on this machine with --jobs CPUs; needs "
        f"the optional extra ({INSTALL_HINT}); default: this machine's processes")


def ray_installed() -> bool:
    """True when the ``ray`` package can be imported."""
    return importlib.util.find_spec("ray") is not None


class Executor:
    """Runs ``fn`` over items, yielding results as they finish (any order)."""

    def map_unordered(self, fn: Callable[[T], R], items: Sequence[T]) -> Iterator[R]:
        """Each ``fn(item)``, as soon as it is done; ``fn`` must be importable by name."""
        raise NotImplementedError

    def close(self) -> None:
        """Release the workers (idempotent)."""

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


class PoolExecutor(Executor):
    """Local processes (forked where the platform allows); 1 process = in this process."""

    def __init__(self, processes: int) -> None:
        self.processes = max(1, processes)

    def map_unordered(self, fn: Callable[[T], R], items: Sequence[T]) -> Iterator[R]:
        if self.processes <= 1 or len(items) <= 1:
            for item in items:
                yield fn(item)
            return
        todo = dict(enumerate(items))
        failures = 0
        while todo:
            try:
                with contextlib.closing(self._round(fn, todo)) as finished:
                    for key, result in finished:
                        del todo[key]
                        failures = 0
                        yield result
            except BrokenProcessPool:
                failures += 1  # a worker died: the games not finished are played again
                if failures > MAX_RETRIES:
                    raise RuntimeError(
                        f"a worker process died {failures} times in a row; "
                        f"{len(todo)} games not played") from None

    def _round(self, fn: Callable[[T], R],
               todo: dict[int, T]) -> Generator[tuple[int, R], None, None]:
        method = "fork" if sys.platform != "win32" else "spawn"
        ctx = multiprocessing.get_context(method)
        pool = ProcessPoolExecutor(min(self.processes, len(todo)), mp_context=ctx,
                                   initializer=init_worker, initargs=(os.getpid(),))
        try:
            # Finished futures arrive through a queue, not concurrent.futures.wait: a
            # Ctrl-C inside wait() can leave a future's lock taken, and the pool's
            # manager thread (which the exit waits for) then blocks on it forever.
            arrived: queue.SimpleQueue[Future[R]] = queue.SimpleQueue()
            futures: dict[Future[R], int] = {}
            for key, item in todo.items():
                future = pool.submit(fn, item)
                futures[future] = key
                future.add_done_callback(arrived.put)
            for _ in range(len(futures)):
                future = arrived.get()
                yield futures[future], future.result()
        except BaseException:  # stopped (Ctrl-C, an error, a dead worker): start no more
            workers = dict(getattr(pool, "_processes", None) or {})  # shutdown forgets them
            pool.shutdown(wait=False, cancel_futures=True)
            # The workers ignore Ctrl-C, and their games in hand would keep the pool (and
            # the exit, which waits for the pool) busy: end them. A Ctrl-C in the caller's
            # loop reaches this generator as GeneratorExit, so this is not only for
            # KeyboardInterrupt.
            for process in workers.values():
                with contextlib.suppress(Exception):
                    process.terminate()
            raise
        pool.shutdown()


def init_worker(parent: int) -> None:
    """A pool worker: Ctrl-C is the parent's to handle (it ends the pool), and the
    worker ends with its parent even when that is killed (Linux: a parent-death signal)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before the request was made
        os._exit(1)


class RayExecutor(Executor):
    """Tasks on a Ray cluster: ``address`` ``local`` starts one here with ``cpus`` CPUs."""

    def __init__(self, address: str, cpus: int) -> None:
        try:
            import ray
        except ImportError:
            raise ClusterError(f"--cluster needs Ray ({INSTALL_HINT})") from None
        import logging

        self._ray = ray
        options: dict[str, Any] = {"logging_level": logging.ERROR, "log_to_driver": False,
                                   "include_dashboard": False}
        if address == LOCAL:
            options.update(num_cpus=max(1, cpus), object_store_memory=100 * 1024 * 1024)
        else:
            if address != "auto":
                reachable(address)  # else Ray retries for minutes, logging as it goes
            options["address"] = address
        try:
            ray.init(**options)
        except Exception as exc:  # Ray raises many kinds (ConnectionError, RuntimeError…)
            reason = " ".join(str(exc).split())[:160] or type(exc).__name__
            raise ClusterError(f"--cluster {address}: cannot connect: {reason}") from None
        self._remote: dict[Callable[..., Any], Any] = {}

    def map_unordered(self, fn: Callable[[T], R], items: Sequence[T]) -> Iterator[R]:
        ray = self._ray
        remote = self._remote.get(fn)
        if remote is None:  # a task lost with its worker is run again (max_retries)
            remote = self._remote[fn] = ray.remote(max_retries=MAX_RETRIES)(fn)
        pending = [remote.remote(item) for item in items]
        try:
            while pending:
                finished, pending = ray.wait(pending, num_returns=1)
                for ref in finished:
                    try:
                        yield ray.get(ref)
                    except ray.exceptions.RayTaskError as exc:
                        cause = exc.as_instanceof_cause()
                        raise cause from None
        finally:  # stopped early: the games not started are not played
            for ref in pending:
                ray.cancel(ref)

    def close(self) -> None:
        if self._ray.is_initialized():
            self._ray.shutdown()


def reachable(address: str, timeout: float = 5.0) -> None:
    """ClusterError (one line) unless HOST:PORT of ``address`` accepts a connection."""
    import socket

    host, port = address.removeprefix("ray://").rsplit(":", 1)
    try:
        with socket.create_connection((host, int(port)), timeout=timeout):
            pass
    except OSError as exc:
        reason = exc.strerror or str(exc) or type(exc).__name__
        raise ClusterError(f"--cluster {address}: cannot reach it: {reason}") from None


def open_executor(cluster: str | None, processes: int) -> Executor:
    """The pool (``cluster`` None) or a Ray cluster; ClusterError with one line."""
    if cluster is None:
        return PoolExecutor(processes)
    return RayExecutor(cluster, processes)
