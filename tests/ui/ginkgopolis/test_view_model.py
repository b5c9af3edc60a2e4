"""The view's reading of the state: previews equal what the engine then does, reasons."""

from __future__ import annotations

import random

from game import rules
from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import outcome, view_model

RULES = rules.get("ginkgopolis")


def purse(state, seat: int) -> tuple[int, int, int]:
    return state.res[seat], len(state.tiles[seat]), state.sp[seat]


def resolve_first_chooser(state, seat: int, action, take: int,
                          token_spaces: list | None = None) -> tuple[int, int, int]:
    """Apply ``action`` for the first chooser, let every other seat exploit alone, and
    return the first chooser's change once its own resolution is over."""
    start = purse(state, seat)
    t = state.clone()
    t.apply(action)
    while t.phase == view_model.CHOOSE and t.cur != seat and t.cur >= 0:
        t.apply(A.PLAY_ACTS[sorted(t.hand[t.cur])[0]][0])  # exploit: touches nobody else
    while t.pending and t.pending[1] == seat:
        if t.pending[0] == view_model.P_TAKE:
            t.apply(A.TAKE_ACTS[take])
        else:
            spaces = {(a[1], a[2]) for a in t.legal_actions()}
            assert token_spaces is None or spaces == set(token_spaces)
            t.apply(t.legal_actions()[0])
    end = purse(t, seat)
    return end[0] - start[0], end[1] - start[1], end[2] - start[2]


def test_preview_matches_the_engine_for_every_kind_of_choice():
    seen = {"exploit": 0, "urbanize": 0, "construct": 0, "either": 0}
    for seed in range(6):
        state = RULES.new_game(2 + seed % 3, seed=seed, options={"characters": "beginner"})
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.phase == view_model.CHOOSE and state.idx == 0:
                seat = state.cur
                plays = [a for a in state.legal_actions() if a[0] == A.PLAY]
                tiled = [a for a in plays if a[2] >= 0]
                for action in rng.sample(plays, min(3, len(plays))) + tiled[:2]:
                    preview = outcome.preview(state, seat, action[1], action[2])
                    assert preview.legal, preview.reason
                    got = resolve_first_chooser(state, seat, action, 0, preview.token_spaces)
                    assert got == (preview.res, preview.tiles, preview.sp), (
                        str(action), preview.lines)
                    if preview.either:
                        got = resolve_first_chooser(state, seat, action, 1)
                        assert got == preview.alt, (str(action), preview.lines)
                    seen[preview.kind] += 1
                    seen["either"] += preview.either
            state.apply(rng.choice(state.legal_actions()))
    assert all(count > 0 for count in seen.values()), seen


def test_illegal_reason_is_empty_exactly_for_legal_choices():
    checked = 0
    for seed in range(4):
        state = RULES.new_game(3, seed=seed, options={"characters": "beginner"})
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.phase == view_model.CHOOSE:
                seat = state.cur
                legal = set(state.legal_actions())
                for card in state.hand[seat]:
                    for tile in state.tiles[seat]:
                        reason = outcome.illegal_reason(state, seat, card, tile)
                        assert (reason == "") == (A.PLAY_ACTS[card][tile + 1] in legal), (
                            view_model.card_text(card), view_model.card_text(tile), reason)
                        preview = outcome.preview(state, seat, card, tile)
                        assert preview.legal == (reason == "")
                        checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 100


def test_reveals_follow_turn_order_and_name_what_was_built():
    state = RULES.new_game(3, seed=11, options={"characters": "beginner"})
    rng = random.Random(2)
    rounds = 0
    while not state.is_terminal() and rounds < 12:
        before = state.clone()
        seat = state.cur
        action = rng.choice(state.legal_actions())
        state.apply(action)
        steps = view_model.reveals_of(before, state, seat, action)
        if not steps:
            continue
        order = view_model.resolution_order(before)
        assert [s.seat for s in steps] == sorted((s.seat for s in steps), key=order.index)
        for step in steps:
            if step.kind in ("urbanize", "construct"):
                assert state.city[step.pos] == step.after
                assert step.after[2] == step.seat
                assert step.after[0] == step.tile
            if step.kind == "construct":
                assert step.card in state.cards[step.seat]
        rounds += 1
    assert rounds >= 5


def test_preview_of_construct_on_own_building_counts_returned_resources():
    state = RULES.new_game(2, seed=5, options={"characters": "beginner"})
    seat = state.cur
    # a hand-made position: seat owns R2 at height 2 and holds its card and tile R9
    pos = state.where[1]
    state.city[pos] = (1, 2, seat)
    state.res[seat] = 1
    state.sp[seat] = 0
    state.chars[seat] = []
    state.cards[seat] = []
    state.tiles[seat] = [8]
    preview = outcome.preview(state, seat, 1, 8)
    # needs 3 resources: 1 behind the screen + 2 coming back from the building
    assert preview.legal
    assert (preview.res, preview.tiles, preview.sp) == (2 - 3, -1, 0)  # the tile is played
    state.city[pos] = (1, 2, 1 - seat)
    assert not outcome.preview(state, seat, 1, 8).legal
    assert "needs 3 resources" in outcome.illegal_reason(state, seat, 1, 8)


def test_round_news_names_the_end_of_the_draft_and_of_a_round():
    state = RULES.new_game(2, seed=4)
    rng = random.Random(1)
    seen = set()
    while not state.is_terminal():
        before = state.clone()
        state.apply(rng.choice(state.legal_actions()))
        news = view_model.round_news(before, state)
        if news:
            seen.add(news.split(":")[0])
    assert {"Characters revealed", "New round", "The game is over"} <= seen
