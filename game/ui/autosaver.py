"""Autosave off the frame loop: the newest save is written atomically by a worker thread.

``write_save`` fsyncs twice (tens of milliseconds on a busy disk); doing it inside
a frame would stutter the screen. Saves are coalesced: if several arrive while one
is being written, only the newest is written next. ``flush`` waits for the writes.
"""

from __future__ import annotations

import threading
from pathlib import Path

from game.engine.saves import SavedGame, write_save


class Autosaver:
    """One background writer; the latest submitted save always wins."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: tuple[Path, SavedGame] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self.last_error = ""

    def submit(self, path: Path, saved: SavedGame) -> None:
        """Queue ``saved`` (its state must not change afterwards: pass a clone)."""
        with self._lock:
            self._pending = (path, saved)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, daemon=True, name="autosave")
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._pending is None:
                    self._lock.wait(timeout=2.0)
                    if self._pending is None:
                        self._thread = None
                        self._lock.notify_all()
                        return
                path, saved = self._pending
                self._pending = None
                self._busy = True
            try:
                write_save(path, saved)
                error = ""
            except (OSError, ValueError, TypeError) as exc:
                error = f"autosave failed: {exc}"
            with self._lock:
                self.last_error = error
                self._busy = False
                self._lock.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything submitted is on disk; False on timeout."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def cancel_pending(self) -> None:
        """Forget a save not yet started (the game ended and its save is being removed)."""
        with self._lock:
            self._pending = None


SAVER = Autosaver()
