"""A game review in a background process, so the window's frames never wait for it.

:class:`ReviewJob` starts ``python -c …`` (as :mod:`ai.thinker` does) over a socket
pair and sends it the record's TOML text, the level and the seed; the worker replies
``("progress", done, total)`` after each move, then ``("done", review data)`` or
``("error", message)``. :meth:`ReviewJob.cancel` ends the worker. ``poll()`` never
blocks.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tomllib
from multiprocessing.connection import Connection

from ai.review import Review, default_jobs, review_record
from game.engine.i18n import N_
from game.engine.record import record_from_data


class ReviewJob:
    """One review running in its own niced process."""

    def __init__(self, record_text: str, level: str, seed: int) -> None:
        parent, child = socket.socketpair()
        fd = child.fileno()
        paths = [p for p in sys.path if p]
        code = ("import sys, json; sys.path[:0] = json.loads(sys.argv[1]); "
                "from ai.review_worker import serve; serve(int(sys.argv[2]))")
        self.process = subprocess.Popen([sys.executable, "-c", code, json.dumps(paths),
                                         str(fd)], pass_fds=[fd], stdin=subprocess.DEVNULL)
        child.close()
        self.conn = Connection(parent.detach())
        self.conn.send(("review", record_text, level, seed))
        self.progress = 0.0
        self.review: Review | None = None
        self.error = ""

    @property
    def finished(self) -> bool:
        """True once a review or an error came back."""
        return self.review is not None or bool(self.error)

    def poll(self) -> None:
        """Read what the worker sent (never waits)."""
        try:
            while not self.finished and self.conn.poll():
                message = self.conn.recv()
                if message[0] == "progress":
                    done, total = message[1], message[2]
                    self.progress = done / total if total else 1.0
                elif message[0] == "done":
                    self.review = Review.from_data(message[1])
                    self.progress = 1.0
                elif message[0] == "error":
                    self.error = str(message[1])
        except (EOFError, OSError):
            if not self.finished:
                # Translators: {reason} of "The review stopped: {reason}"
                self.error = N_("the review stopped unexpectedly")
        if self.finished:
            self.close()

    def cancel(self) -> None:
        """Stop the review (the worker process ends)."""
        if not self.finished:
            self.error = "cancelled"  # never shown: the screen is gone
        self.close()

    def close(self) -> None:
        """End the worker process and the pipe."""
        if self.process.poll() is None:
            self.process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=1.0)
        with contextlib.suppress(OSError):
            self.conn.close()


def _stop(_signum: int, _frame: object) -> None:
    raise SystemExit(0)


def serve(fd: int) -> None:
    """The worker's side: one review, then exit. The review uses
    :func:`ai.review.default_jobs` processes of its own; ended (SIGTERM), it ends them."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)
    signal.signal(signal.SIGTERM, _stop)
    conn = Connection(fd)
    try:
        _kind, text, level, seed = conn.recv()
        record = record_from_data(tomllib.loads(text), "record")
        review = review_record(record, level=level, seed=seed, jobs=default_jobs(),
                               on_progress=lambda i, n: conn.send(("progress", i, n)))
        conn.send(("done", review.to_data()))
    except (EOFError, OSError):
        return
    except Exception as exc:  # noqa: BLE001 - the window shows one line, never a traceback
        with contextlib.suppress(EOFError, OSError):
            conn.send(("error", f"{type(exc).__name__}: {exc}"))
