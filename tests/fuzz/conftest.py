"""Print how many examples each fuzz category ran, and how they ended."""

from __future__ import annotations

from tests.fuzz.support import COUNTS, EXAMPLES


def pytest_terminal_summary(terminalreporter) -> None:
    """One line per category: examples run, handled (a result) and refused (one line)."""
    if not COUNTS:
        return
    terminalreporter.write_sep("-", f"fuzz examples (POLIS_FUZZ_EXAMPLES={EXAMPLES})")
    for category in sorted(COUNTS):
        tally = COUNTS[category]
        total = sum(tally.values())
        terminalreporter.write_line(
            f"{category:28} {total:7} run: {tally['handled']:7} handled, "
            f"{tally['refused']:7} refused with one line"
        )
