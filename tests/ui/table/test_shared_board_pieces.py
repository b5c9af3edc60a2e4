"""The pieces every game's board shares: flights, the picture cache, seat panels, view
cycling and the Hint / Undo / Menu row."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.ui.kit import text
from game.ui.kit.picture_cache import PictureCache
from game.ui.table import seat_panel
from game.ui.table.board_menu import BoardMenu
from game.ui.table.flight import Flight, arc_rect
from game.ui.table.view_cycle import next_seat, seat_at, steps_view


def test_a_flight_lands_once_after_its_duration():
    landed = []
    flight = Flight("tile", (0, 0), (10, 10), 1.0, lambda: landed.append(1))
    assert not flight.advance(0.4)
    assert 0.0 < flight.eased() < flight.fraction() < 0.5  # slow start
    assert flight.rise(100) > 0
    assert flight.advance(0.6)
    assert flight.fraction() == 1.0 and flight.eased() == 1.0
    assert abs(flight.rise(100)) < 1e-9
    flight.land()
    assert landed == [1]
    Flight("card", None, None, 0.5).land()  # nothing to run is fine


def test_a_square_flies_from_one_rect_to_the_other():
    start, end = pygame.Rect(0, 0, 40, 40), pygame.Rect(200, 100, 80, 80)
    flight = Flight(5, start, end, 1.0)
    assert arc_rect(flight, 70) == start
    flight.advance(0.5)
    half = arc_rect(flight, 70)
    # half-way between the centres (20, 20) and (240, 140), 70 pixels up
    assert half.w == 60 and half.center == (130, 80 - 70)
    flight.advance(0.5)
    assert arc_rect(flight, 70) == end


def test_pictures_are_redrawn_only_when_their_key_changes():
    cache: PictureCache[list] = PictureCache()
    made = []

    def make(label: str):
        def draw() -> list:
            made.append(label)
            return [label]
        return draw

    first = cache.get(0, ("v", 1), make("a"))
    assert cache.get(0, ("v", 1), make("b")) is first
    assert cache.get(1, ("v", 1), make("c")) == ["c"]  # another slot
    assert cache.get(0, ("v", 2), make("d")) == ["d"]
    assert made == ["a", "c", "d"]
    assert cache.kept(0) == ["d"] and cache.kept(7) is None
    cache.clear()
    assert cache.kept(0) is None


def test_the_leader_is_ahead_but_not_when_everyone_is_level():
    assert seat_panel.leads([3, 7, 7], 1) and seat_panel.leads([3, 7, 7], 2)
    assert not seat_panel.leads([3, 7, 7], 0)
    assert not seat_panel.leads([4, 4], 0)


def test_the_frame_outlines_the_viewed_seat_and_the_seat_to_move():
    def drawn(**flags) -> pygame.Surface:
        surface = pygame.Surface((300, 200))
        seat_panel.frame(surface, pygame.Rect(10, 10, 200, 150), (200, 40, 40), **flags)
        return surface

    plain, viewed, current = drawn(), drawn(viewed=True), drawn(current=True)
    edge = (110, 10)  # the middle of the top edge
    assert plain.get_at(edge) != viewed.get_at(edge) != current.get_at(edge)
    assert plain.get_at((12, 80))[:3] == (200, 40, 40)  # the seat's colour stripe


def test_the_crown_and_the_thinking_label_are_recorded_for_the_layout_check():
    surface = pygame.Surface((300, 200))
    text.start_recording(surface)
    try:
        seat_panel.crown(surface, 18, midright=(100, 50))
        seat_panel.thinking_bar(surface, pygame.Rect(20, 120, 80, 8), (0, 200, 0), 0.5, (15, 14))
    finally:
        marks = text.stop_recording().marks
    assert [m.kind for m in marks] == ["picture", "text"]
    assert surface.get_at((25, 123))[:3] == (0, 200, 0)  # filled up to half
    assert surface.get_at((95, 123))[:3] != (0, 200, 0)


def test_tab_steps_and_a_panel_click_picks_a_seat():
    panels = [pygame.Rect(0, i * 100, 50, 90) for i in range(3)]
    assert seat_at(panels, (10, 150)) == 1
    assert seat_at(panels, (10, 95)) is None
    assert next_seat(2, 3) == 0 and next_seat(0, 3) == 1
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)
    assert steps_view(tab)
    assert not steps_view(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))


def test_the_menu_row_greys_hint_out_saying_why_and_hides_in_attract_mode():
    host = SimpleNamespace(
        app=None, attract=False, human_seat=None, last_actor=None, animating=False, hinter=None,
        request_hint=lambda: None, undo=lambda: None,
        state=SimpleNamespace(current_player=1),
        session=SimpleNamespace(seats=[SimpleNamespace(is_ai=False), SimpleNamespace(is_ai=True)],
                                undo_target=lambda seat: None))
    menu = BoardMenu(host, 900, 600)
    menu.update(0.1)
    assert not menu.hint.enabled and "your turn" in menu.hint.why
    assert not menu.undo.enabled and menu.menu.enabled
    assert [w.rect.x for w in (menu.hint, menu.undo, menu.menu)] == [906, 1027, 1148]
    surface = pygame.Surface((1280, 720))
    host.attract = True
    menu.draw(surface)
    assert not any(pygame.image.tobytes(surface, "RGB"))  # nothing drawn in attract mode
    host.attract = False
    menu.draw(surface)
    assert any(pygame.image.tobytes(surface, "RGB"))


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_each_boards_menu_button_opens_the_pause_menu_over_the_game(harness, game):
    from tests.ui.layout import players, session_after

    h = harness
    h.app.router.push("play", session=session_after(game, players(game, 2), 0))
    play = h.top
    h.frames(3)
    rect = play.board.element_rect("menu_button")
    assert rect == play.board.menu.menu.rect
    h.click(rect.center)
    assert h.top.name == "pause" and h.top.play is play
