"""Words about a game in progress: when it was last played, who plays, what it is."""

from __future__ import annotations

from datetime import datetime

from game.engine.games import GameInProgress
from game.engine.record import SeatEntry, new_record
from game.ui.play.in_progress import game_title, players_text, summary, when_text

NOW = datetime(2026, 12, 2, 15, 30)


def test_when_says_today_yesterday_or_the_date():
    assert when_text(datetime(2026, 12, 2, 9, 5), NOW) == "today at 09:05"
    assert when_text(datetime(2026, 12, 1, 23, 59), NOW) == "yesterday at 23:59"
    assert when_text(datetime(2026, 11, 28, 18, 40), NOW) == "28 Nov at 18:40"
    assert when_text(datetime(2025, 3, 4, 7, 0), NOW) == "4 Mar 2025 at 07:00"


def test_players_and_summary_name_the_game_and_mark_computers():
    seats = [SeatEntry("Zoe", "human", "orange"), SeatEntry("Ada", "ai:easy", "sky")]
    record = new_record("capital", seats, 1, {})
    item = GameInProgress("20261202-000000-00000000", record, NOW)
    assert players_text(item) == "Zoe, Ada (computer)"
    assert summary(item) == "Capital, 2 players, no moves played"
    record.add(0, "x")
    assert summary(item) == "Capital, 2 players, 1 move played"
    assert game_title("no-such-game") == "no-such-game"
