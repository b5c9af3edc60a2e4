"""Capital's phases (the ``phase`` field of a state), their saved names and the hand size."""

from __future__ import annotations

PICK, RESOLVE, SHRINK, WAR, MILESTONE_PHASE, INCOME, END = range(7)
PHASE_NAMES = ("pick", "resolve", "shrink", "war", "milestone", "income", "end")

START_COINS = 6
HAND = 4
