"""Reduced motion (an option): no particles, bounces, falling pieces or flights.

The app sets :data:`state` from the options; the animated pieces (``physics``,
``table/flight.py``, Capital's particles) ask :func:`reduced` and then show their end
at once: a bounce is already at rest, a flight has already landed, stones lie settled.
"""

from __future__ import annotations

from typing import Any

#: the option's value now (the app keeps it in step with the options)
state = {"reduced": False}


def apply(options: Any) -> None:
    """Follow the ``reduced_motion`` option."""
    state["reduced"] = bool(getattr(options, "reduced_motion", False))


def reduced() -> bool:
    """True while reduced motion is on."""
    return state["reduced"]
