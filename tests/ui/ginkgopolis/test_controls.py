"""Ginkgopolis controls: continue an autosave, undo, hints, keys, the area view, the overlay."""

from __future__ import annotations

import random

import pygame

from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import outcome, strip, tips, view_model
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.harness import Harness
from tests.ui.conftest import _app, non_trivial
from tests.ui.ginkgopolis.driver import decide, wait_for_human

BEGINNER = {"characters": "beginner"}


def start(h, seed: int = 3, options=BEGINNER, autosave: bool = False) -> PlayScene:
    table = [Seat("Zoe", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("ginkgopolis", table, seed, options,
                                            autosave=autosave))
    h.app.push(play)
    return play


def test_continue_resumes_the_autosaved_game_mid_round(harness):
    h = harness
    play = start(h, seed=5, autosave=True)
    rng = random.Random(1)
    for _ in range(4):
        assert wait_for_human(h, play)
        decide(h, play, rng)
    assert h.until(lambda: not play.board.busy() and not play.ai_thinking(), 600)
    history = list(play.state.history)
    h.close()
    again = Harness(_app(h.app.options))
    try:
        again.app.push(TitleScene(again.app))
        again.frames(2)
        title = again.top
        assert title.continue_button.enabled
        again.click(title.continue_button.rect.center)
        again.frames(3)
        resumed = again.top
        assert isinstance(resumed, PlayScene)
        assert resumed.session.game == "ginkgopolis"
        assert resumed.state.history[:len(history)] == history
        assert wait_for_human(again, resumed)
        before = len(resumed.state.history)
        decide(again, resumed, rng)
        assert len(resumed.state.history) == before + 1
        assert non_trivial(again.app.canvas)
    finally:
        again.close()


def test_keyboard_choice_with_a_tile_and_undo_before_the_reveal(harness):
    h = harness
    play = start(h, seed=9)
    board = play.board
    rng = random.Random(4)
    # play until the human chooses first in a round, with a tile that fits a card
    for _ in range(60):
        assert wait_for_human(h, play)
        state = play.state
        tiled = [a for a in state.legal_actions() if a[0] == A.PLAY and a[2] >= 0]
        if board.mode() == "choose" and state.idx == 0 and tiled:
            break
        decide(h, play, rng)
    else:
        raise AssertionError("no first choice with a tile came")
    seat = play.state.current_player
    action = tiled[0]
    cards = view_model.hand(play.state, seat)
    h.key(pygame.K_1 + cards.index(action[1]))
    assert board.sel_card == action[1]
    while board.sel_tile != action[2]:  # T cycles through the tiles that fit
        h.key(pygame.K_t)
    preview = board.current_preview()
    assert preview.legal and preview.kind in ("urbanize", "construct")
    h.frames(2)
    h.key(pygame.K_RETURN)
    assert play.state.history[-1] == (seat, str(action))
    h.key(pygame.K_u)  # before the AI answers nothing is revealed: undo is allowed
    assert play.toast == "Undone"
    assert action[1] in view_model.hand(play.state, seat)
    assert action[2] in view_model.screen_tiles(play.state, seat)
    assert wait_for_human(h, play)
    h.key(pygame.K_1 + cards.index(action[1]))
    h.key(pygame.K_RETURN)  # the card alone this time
    length = len(play.state.history)
    assert h.until(lambda: len(play.state.history) > length and not board.busy(), 600)
    h.key(pygame.K_u)
    assert "can no longer be taken back" in play.toast
    assert "the cards everyone chose were shown" in play.toast


def test_hint_selects_the_suggested_card_and_escape_clears_it(harness):
    h = harness
    play = start(h, seed=2, options={})
    board = play.board
    assert wait_for_human(h, play)
    assert board.mode() == "draft"
    h.key(pygame.K_h)
    assert h.until(lambda: board.hint_text.startswith("Hint"), 300)
    assert board.sel_char is not None
    assert board.sel_char in view_model.draft_hand(play.state, 0)
    h.key(pygame.K_ESCAPE)
    assert board.sel_char is None
    assert h.top is play, "Esc with a selection clears it instead of opening the menu"
    h.key(pygame.K_ESCAPE)
    assert h.top is not play, "Esc with nothing selected opens the menu"


def test_area_view_overlay_toggle_and_illegal_tile_message(harness):
    h = harness
    play = start(h, seed=4)
    board = play.board
    assert wait_for_human(h, play)
    h.click(board.rects[1].center)
    assert board.detail_seat == 1
    h.frames(2)
    assert non_trivial(h.app.canvas)
    h.click((300, 300))
    assert board.detail_seat is None
    pos, (tile, height, _) = next(iter(board.table.city.items()))
    h.move(board.geo.roof(pos, height).center)
    words = view_model.card_words(tile).capitalize()
    names = board.names()
    assert tips.city_lines(h.app.mouse, board.table, board.geo, board.district_info,
                           names)[0].startswith(f"{words}  height {height}")
    in_district = {p for d in board.district_info for p in d.spaces}
    for spot, (_, tall, _) in board.table.city.items():
        lines = tips.city_lines(board.geo.roof(spot, tall).center, board.table, board.geo,
                                board.district_info, names)
        assert any("district of" in line for line in lines) == (spot in in_district)
    on = board.districts_on
    h.key(pygame.K_d)
    assert board.districts_on is not on
    rng = random.Random(3)
    for _ in range(80):
        if board.mode() == "choose":
            seat = play.state.current_player
            legal = set(play.state.legal_actions())
            for card in view_model.hand(play.state, seat):
                for tile in view_model.screen_tiles(play.state, seat):
                    if A.PLAY_ACTS[card][tile + 1] not in legal:
                        cards = view_model.hand(play.state, seat)
                        h.click(strip.card_rects(len(cards))[cards.index(card)].center)
                        tiles = view_model.screen_tiles(play.state, seat)
                        h.click(strip.tile_rects(len(tiles))[tiles.index(tile)].center)
                        assert board.sel_tile is None
                        assert play.toast == outcome.illegal_reason(play.state, seat, card, tile)
                        return
        decide(h, play, rng)
        assert wait_for_human(h, play)
    raise AssertionError("never held a card and a tile that do not fit")


def test_new_hand_asks_once_then_draws_four_new_cards(harness):
    h = harness
    play = start(h, seed=6)
    board = play.board
    assert wait_for_human(h, play)
    assert board.mode() == "choose"
    seat = play.state.current_player
    tokens = play.state.newhand[seat]
    button = next(w for w in board.actions.widgets if w.label.startswith("New Hand"))
    h.click(button.rect.center)
    assert play.state.newhand[seat] == tokens, "the first click only asks"
    sure = next(w for w in board.actions.widgets if w.label.startswith("Sure?"))
    discard = len(play.state.discard)
    h.click(sure.rect.center)
    assert play.state.newhand[seat] == tokens - 1
    assert len(play.state.discard) == discard + 4
    assert len(view_model.hand(play.state, seat)) == 4


def test_a_moved_token_shows_at_its_new_place_while_later_reveals_play(harness):
    h = harness
    table = [Seat("Ada", "orange", "ai", "easy"), Seat("Bo", "sky", "ai", "easy"),
             Seat("Cy", "green", "ai", "easy")]
    session = GameSession.new("ginkgopolis", table, 2, BEGINNER, autosave=False)
    state = session.state
    rng = random.Random(7)
    for _ in range(3000):  # find a token move with a reveal still to come after it
        if state.is_terminal():
            state = session.state = session.rules.new_game(3, rng.randrange(99), BEGINNER)
        p = view_model.pending(state)
        if p is not None and p[0] == view_model.P_TOKEN:
            order = view_model.resolution_order(state)
            later = order[order.index(p[1]) + 1:]
            if any(state.choice[s] for s in later):
                break
        state.apply(rng.choice(state.legal_actions()))
    else:
        raise AssertionError("no token move before a later reveal")
    play = PlayScene(h.app, session)
    board = play.board
    before = state.clone()
    action = state.legal_actions()[0]
    state.apply(action)
    board.sync()
    board.landed(before.current_player, action, before)
    assert board.animation.reveals.active()
    assert board.animation.reveals.tokens.get((action[1], action[2])) == view_model.letter_of(p[2])


def test_take_keys_are_digits_and_never_clash_with_a_rebound_letter(harness):
    """Resource (1) / Tile (2): a player who binds the sound key to R still takes by key."""
    from game.ui.kit import keys

    h = harness
    play = start(h, seed=9)
    board = play.board
    rng = random.Random(2)
    for _ in range(200):
        assert wait_for_human(h, play)
        if board.mode() == "take":
            break
        decide(h, play, rng)
    else:
        raise AssertionError("no take choice came")
    labels = [w.label for w in board.actions.widgets]
    assert "Resource (1)" in labels and "Tile (2)" in labels
    h.app.options.key_mute = "r"
    keys.bind(h.app.options)
    try:
        length = len(play.state.history)
        muted = h.app.options.muted
        h.key(pygame.K_r)
        assert h.app.options.muted != muted  # R is the sound key now, and only that
        assert len(play.state.history) == length and board.mode() == "take"
        seat = play.state.current_player
        h.key(pygame.K_2)
        assert play.state.history[length] == (seat, "take tile")
    finally:
        h.app.options.key_mute = "m"
        keys.bind(h.app.options)
