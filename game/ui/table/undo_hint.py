"""Why Undo (or Hint) cannot act right now (the boards grey the button out and say why).

The one home of these checks: ``PlayScene.undo`` and ``request_hint`` refuse with the
same reasons (the tutorial, a landing tile, and the session's undo guard: nothing of
yours to take back, or hidden information was revealed since).
"""

from __future__ import annotations

from typing import Any

from game.engine.i18n import N_, _
from game.ui.kit.widgets import Widget


def why_not_undo(scene: Any) -> str:
    """'' when Undo would act now, otherwise the reason in plain words."""
    seat = scene.human_seat if scene.human_seat is not None else scene.last_actor
    tutorial = getattr(scene, "tutorial", None)
    if tutorial is not None and not getattr(tutorial, "finished", True):
        return _("Undo is off during the guided game.")
    if seat is None:
        return _("You have not made a move yet.")
    if attempt_ended(scene):
        return _("The attempt is over: you have had all your turns.")
    if scene.animating:
        return _("Wait until the move has landed.")
    if scene.session.undo_target(seat) is None:
        return why_nothing_to_undo(scene, seat)
    return ""


def attempt_ended(scene: Any) -> bool:
    """Has an arcade attempt had its turns while its game goes on?"""
    return bool(getattr(scene.session, "over", False)) and not scene.state.is_terminal()


#: what came to light after a move, in a game's words (a board's ``reveal_words``: the
#: English message, translated where it is said)
REVEALED = N_("something hidden (a card, a tile or a choice) came to light")


def why_nothing_to_undo(scene: Any, seat: int) -> str:
    """Why ``seat`` has no move to take back: none yet, another player moved since, or
    something was revealed after it (said in the game's words)."""
    session = scene.session
    steps = list(zip(getattr(session, "snapshots", []), getattr(session, "revealed_since", []),
                     strict=False))
    if not any(snap.seat == seat for snap, _revealed in steps):
        return _("You have no move to take back yet.")
    for snap, revealed in reversed(steps):
        if revealed:
            what = getattr(getattr(scene, "board", None), "reveal_words", REVEALED)
            # Translators: {what} says what came to light in the game's words ("a new
            # card came to light")
            return _("Your last move can no longer be taken back: {what} after it, "
                     "and undo never hides again what you have seen.").format(what=_(what))
        if snap.seat != seat:
            return _("Another player has moved since: undo would take back their move too.")
        break
    return _("You have no move to take back now.")


def why_no_hint(scene: Any) -> str:
    """'' when Hint would act now, else the reason."""
    seat = scene.state.current_player
    if seat is None:
        return _("The game is over.")
    if attempt_ended(scene):
        return _("The attempt is over: you have had all your turns.")
    if scene.session.seats[seat].is_ai:
        return _("Hints are for your turn: wait until it is your move.")
    if scene.hinter is not None:
        return _("A hint is being worked out.")
    return ""


def _grey_out(button: Widget, scene: Any, reason: str) -> None:
    """Disable ``button`` with ``reason`` (enable it when there is none); not in attract mode."""
    if getattr(scene, "attract", False):
        return
    if reason:
        button.disable(reason)
    else:
        button.enable()


def sync_hint(button: Widget, scene: Any) -> None:
    """Grey the Hint ``button`` out (with the reason) when it cannot act."""
    _grey_out(button, scene, why_no_hint(scene))


def sync_undo(button: Widget, scene: Any) -> None:
    """Grey ``button`` out (with the reason) when Undo cannot act, else make it usable."""
    _grey_out(button, scene, why_not_undo(scene))
