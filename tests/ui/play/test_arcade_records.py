"""Every attempt is a record in the history, and the high scores are derived from those
records: counted once, rebuilt when the high-score file is damaged (one line, never an
error). Your own challenges load from the config folder, a bad file in one line naming
it and the key; the daily deals' pars are kept, a damaged par file in one line."""

from __future__ import annotations

import random
from datetime import date

from hypothesis import given

from game.engine import history
from game.rules import challenges, daily
from game.ui.play import arcade, arcade_scores, challenge_files
from game.ui.play import daily as daily_pars
from game.ui.play.session import GameSession, Seat
from tests.fuzz.support import FUZZ, assert_one_line, hostile_document

MINE = '''
[[challenge]]
key = "my-markets"
game = "akropolis"
title = "My market town"
flavour = "Markets and more markets."
players = 2
opponents = ["easy"]
seed = 4242
[[challenge.star]]
win = true
[[challenge.star]]
score = 10
[[challenge.star]]
category = { key = "market.points", at_least = 30, words = "points from your markets" }
'''


def finish(session: GameSession, seed: int = 1) -> GameSession:
    """Random legal moves to the end; the record goes into the history."""
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    assert session.finish() is not None
    return session


def test_an_attempt_goes_into_the_history_and_its_high_score_comes_from_its_record():
    found = challenge_files.campaign()
    challenge = next(c for c in found if c.start)  # a "win from here" puzzle
    session = finish(arcade.new_attempt(challenge))
    kept = history.load_finished(session.history_path)  # replays through the rules
    assert kept.actions[:len(challenge.start)] == session.record.actions[:len(challenge.start)]
    assert challenges.is_attempt(kept, challenge)
    assert [e.path for e in history.list_finished()] == [session.history_path]
    finish(GameSession.new("capital", [Seat("You", "orange"), Seat("Basil", "sky", "ai", "easy")],
                           7, {}))  # a free game: no high score
    problems: list[str] = []
    table = arcade_scores.high_scores(found, problems)
    assert problems == []
    you = challenge.you
    (entry,) = table[challenge.key]
    assert entry == arcade_scores.HighScore(
        "You", session.state.scores()[you], challenges.stars_earned(challenge, kept.replay()),
        kept.started[:10])
    assert list(table) == [challenge.key]
    again = arcade_scores.high_scores(found)  # counted once, however often it is read
    assert again == table


def test_a_damaged_high_score_file_is_one_line_and_rebuilt_from_the_records():
    found = challenge_files.campaign()
    first = found[0]
    for seed in (1, 2, 3):
        finish(arcade.new_attempt(first), seed)
    table = arcade_scores.high_scores(found)
    assert len(table[first.key]) == 3
    assert [h.score for h in table[first.key]] == sorted((h.score for h in table[first.key]),
                                                         reverse=True)
    for damage in ("scores = [1, 2", 'format = "polis-arcade-scores"\nversion = 1\n'
                   'scores = { x = [{ name = "a", score = "lots", stars = 1, date = "d" }] }\n',
                   "format = 'something else'\n", "\x00\xff"):
        arcade_scores.scores_path().write_bytes(damage.encode("utf-8", "surrogateescape")
                                                if isinstance(damage, str) else damage)
        problems: list[str] = []
        assert arcade_scores.high_scores(found, problems) == table
        assert len(problems) == 1
        assert_one_line(problems[0], "arcade_scores.toml")
    assert arcade_scores.high_scores(found, problems := []) == table and problems == []


def test_the_table_keeps_the_best_attempts():
    found = challenge_files.campaign()
    table: arcade_scores.Table = {}
    for seed in range(arcade_scores.TOP + 3):
        session = arcade.new_attempt(found[1], autosave=False)
        rng = random.Random(seed)
        while not session.state.is_terminal():
            session.apply(rng.choice(session.state.legal_actions()))
        session.record.finished(session.state)
        assert arcade_scores.add_attempt(table, session.record, found) == found[1].key
    rows = table[found[1].key]
    assert len(rows) == arcade_scores.TOP
    assert [r.score for r in rows] == sorted((r.score for r in rows), reverse=True)


def test_a_daily_attempt_is_counted_under_its_day():
    today = date.today()
    challenge = daily.daily_challenge("capital", today, par=60)
    session = finish(arcade.new_attempt(challenge))
    table = arcade_scores.high_scores(challenge_files.campaign())
    (entry,) = table[daily.daily_key("capital", today)]
    assert entry.score == session.state.scores()[0]


def test_your_own_challenges_load_and_a_bad_file_is_one_line_naming_it_and_the_key():
    folder = challenge_files.yours_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.toml").write_text(MINE, encoding="utf-8")
    (folder / "broken.toml").write_text(MINE.replace("seed = 4242", "seed = -3"),
                                        encoding="utf-8")
    (folder / "clash.toml").write_text(MINE.replace("my-markets", "akro-first-city"),
                                       encoding="utf-8")
    (folder / "notes.txt").write_text("not a challenge", encoding="utf-8")
    problems: list[str] = []
    taken = {c.key for c in challenge_files.campaign()}
    mine = challenge_files.your_challenges(taken, problems)
    assert [c.key for c in mine] == ["my-markets"]
    assert len(problems) == 2
    broken, clash = sorted(problems)
    assert_one_line(broken, "broken.toml")
    assert "challenge[1].seed" in broken
    assert_one_line(clash, "clash.toml")
    assert "akro-first-city" in clash
    session = finish(arcade.new_attempt(mine[0]))
    table = arcade_scores.high_scores([*challenge_files.campaign(), *mine])
    assert table["my-markets"][0].score == session.state.scores()[0]


def test_any_damaged_file_of_your_own_is_one_line_or_loads():
    folder = challenge_files.yours_folder()
    folder.mkdir(parents=True, exist_ok=True)

    @FUZZ
    @given(hostile_document([MINE]))
    def run(text):
        (folder / "fuzz.toml").write_text(text, encoding="utf-8", errors="surrogateescape")
        problems: list[str] = []
        found = challenge_files.your_challenges((), problems)
        assert len(problems) <= 1
        if problems:
            assert_one_line(problems[0], "fuzz.toml")
            assert found == []
        for challenge in found:
            assert challenges.start_state(challenge).current_player is not None

    run()


def test_the_daily_pars_are_kept_and_a_damaged_file_is_one_line():
    day = date(2026, 12, 6)
    daily_pars.save_par(day, "akropolis", 120)
    daily_pars.save_par(day, "capital", 95)
    assert daily_pars.load_pars() == {("2026-12-06", "akropolis"): 120,
                                      ("2026-12-06", "capital"): 95}
    daily_pars.save_par(date(2027, 3, 1), "capital", 80)  # the old days go
    assert daily_pars.load_pars() == {("2027-03-01", "capital"): 80}
    daily_pars.par_path().write_text("[par\n", encoding="utf-8")
    problems: list[str] = []
    assert daily_pars.load_pars(problems) == {}
    assert len(problems) == 1
    assert_one_line(problems[0], "arcade_daily.toml")


def test_a_par_is_worked_out_in_the_background_and_kept():
    day = date(2026, 12, 6)
    pars = daily_pars.DailyPars(level="random", opponent="greedy")  # a quick game
    try:
        pars.want("ginkgopolis", day)
        pars.want("ginkgopolis", day)  # asked twice: one worker
        assert pars.par("ginkgopolis", day) is None and pars.job is not None
        import time

        for _ in range(1200):  # a bound on the waiting, not a timing
            pars.poll()
            if pars.par("ginkgopolis", day) is not None or pars.error("ginkgopolis", day):
                break
            time.sleep(0.1)
        assert pars.error("ginkgopolis", day) == ""
        par = pars.par("ginkgopolis", day)
        assert par is not None
        assert daily_pars.load_pars()[("2026-12-06", "ginkgopolis")] == par
        assert daily_pars.DailyPars().par("ginkgopolis", day) == par  # read back
    finally:
        pars.stop()


def test_the_documented_example_of_your_own_challenges_loads():
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[3] / "docs" / "challenges.md").read_text(
        encoding="utf-8")
    section = doc[doc.index("## Your own challenges"):doc.index("## Daily deals")]
    example = section.split("```toml\n", 1)[1].split("```", 1)[0]
    folder = challenge_files.yours_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.toml").write_text(example, encoding="utf-8")
    problems: list[str] = []
    mine = challenge_files.your_challenges({c.key for c in challenge_files.campaign()}, problems)
    assert problems == []
    assert [c.key for c in mine] == ["my-market-town", "my-capital-rush"]
    assert mine[1].you == 1 and mine[1].seats() == ["normal", "human", "easy"]


def test_any_damaged_high_score_file_is_one_line_or_reads():
    found = challenge_files.campaign()
    arcade_scores.write_scores({found[0].key: [arcade_scores.HighScore("Ada", 90, 2,
                                                                      "2026-12-01")]}, set())
    seed = arcade_scores.scores_path().read_text(encoding="utf-8")

    @FUZZ
    @given(hostile_document([seed]))
    def run(text):
        arcade_scores.scores_path().write_text(text, encoding="utf-8", errors="surrogateescape")
        problems: list[str] = []
        table = arcade_scores.high_scores(found, problems)
        assert len(problems) <= 1
        if problems:
            assert_one_line(problems[0], "arcade_scores.toml")
            assert table == {}  # nothing in the history: the rebuilt table is empty
        for rows in table.values():
            assert all(isinstance(r.score, int) and 0 <= r.stars <= 3 for r in rows)

    run()
