"""Reading a score breakdown as the results table's rows: an entry's points and the
categories in first-seen order."""

from __future__ import annotations


def points(value: object) -> int | None:
    """Points of a breakdown entry: a number, or a table with 'points'."""
    if isinstance(value, dict):
        value = value.get("points")
    if isinstance(value, int | float) and not isinstance(value, bool):
        return int(value)
    return None


def categories(breakdowns: list[dict]) -> list[str]:
    """Scoring categories in first-seen order ('total' excluded)."""
    seen: list[str] = []
    for bd in breakdowns:
        for key, value in bd.items():
            if key != "total" and points(value) is not None and key not in seen:
                seen.append(key)
    return seen
