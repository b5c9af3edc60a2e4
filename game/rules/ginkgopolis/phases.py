"""Ginkgopolis' phases (the ``phase`` field), the kinds of pending decision, Hal's seat."""

from __future__ import annotations

DRAFT, CHOOSE, RESOLVE, RETURN, OVER = range(5)
#: ``pending`` inside a resolution: [P_TAKE, seat, card] or [P_TOKEN, seat, card, x, y]
P_TAKE, P_TOKEN = 1, 2
#: in solo (§11) the state holds two seats: you (0) and Hal
HAL = 1
