"""The character draft (§2 step 8): three rounds of picking and passing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.ginkgopolis.start import finish_characters

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState


def pick(s: GinkgoState, seat: int, char: int) -> None:
    """``seat`` keeps ``char``; after every seat picked, the hands pass on."""
    s.draft_hands[seat].remove(char)
    s.draft_picks[seat].append(char)
    s.idx += 1
    if s.idx < s.n:
        s.cur = s.order()[s.idx]
        return
    s.idx = 0
    n = s.n
    if s.draft_round < 2:
        s.draft_round += 1
        old = s.draft_hands
        s.draft_hands = [old[(seat - 1) % n] for seat in range(n)]
        s.draft_known = [list(hand) for hand in old]
        for other in range(n):
            s.draft_seen[other].extend(s.draft_hands[other])
        s.cur = s.first
        return
    for other in range(n):
        s.chars[other] = s.draft_picks[other]
    s.draft_hands = [[] for _ in range(n)]
    s.draft_picks = [[] for _ in range(n)]
    s.draft_known = [[] for _ in range(n)]
    s.draft_seen = [[] for _ in range(n)]
    finish_characters(s)
