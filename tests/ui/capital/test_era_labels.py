"""During the income show, every panel names the same era (the era being paid)."""

from __future__ import annotations

from tests.ui.layout import record_frame


def test_panels_agree_on_the_era_during_income(harness):
    from game.ui.play.session import GameSession
    from game.ui.scenes.play import PlayScene
    from tests.ui.layout import seats

    h = harness
    session = GameSession.new("capital", seats(2, "ai,ai"), 7, {}, autosave=False)
    play = PlayScene(h.app, session)
    h.app.push(play)
    board = play.board
    seen_income = False
    for _ in range(6000):
        h.frame()
        if any(e.kind == "beat" and e.era for e in board.animation.events):
            seen_income = True
            shown = str(board.look().era.era)
            marks = record_frame(h)
            labels = [m.label for m in marks if m.kind == "text"]
            eras = {word.split()[1].rstrip(",:") for word in labels if word.startswith("Era ")}
            assert eras <= {shown}, f"panels name eras {eras} while era {shown} is paid"
            break
        if play.session.state.is_terminal():
            break
    assert seen_income
