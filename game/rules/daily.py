"""The daily deal: each day one deal per game, seeded by the date alone (so it is the
same for everyone, and worked out on each machine with nothing fetched).

You play it against :data:`OPPONENT`; par is the score :data:`PAR_LEVEL` makes in your
seat on the same deal against the same opponent (``ai.daily_par`` plays that game, by
iterations only, so par is the same on every machine too). Beat par for the star.
"""

from __future__ import annotations

import hashlib
from datetime import date, datetime, timedelta

from game.engine.i18n import N_
from game.engine.record import GameRecord
from game.rules.challenges import Challenge, Star, is_attempt

#: the games with a daily deal, in the order the arcade shows them
GAMES = ("akropolis", "capital", "ginkgopolis")
#: the AI level you play against, and the level whose score is par
OPPONENT = "normal"
PAR_LEVEL = "expert"
PREFIX = "daily-"
#: the daily deal's title and flavour (English; translated where they are shown, as the
#: campaign's are)
TITLE = N_("Daily deal")
FLAVOUR = N_("The same deal for every player today: beat the expert's score.")


def daily_seed(game: str, day: date) -> int:
    """The deal of ``game`` on ``day``: a 63-bit number from the game's name and the date."""
    digest = hashlib.sha256(f"polis-daily/{game}/{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def daily_key(game: str, day: date) -> str:
    """The key of the day's deal of ``game`` (your best is kept under it)."""
    return f"{PREFIX}{game}-{day.isoformat()}"


def daily_challenge(game: str, day: date, par: int | None = None,
                    opponent: str = OPPONENT) -> Challenge:
    """The day's deal of ``game`` as a challenge: one star, for a score above ``par``
    (no star to earn while par is not known). ``opponent``: only tests change it."""
    stars = () if par is None else (Star(score=par + 1),)
    return Challenge(key=daily_key(game, day), game=game, title=TITLE, flavour=FLAVOUR,
                     players=2, you=0, opponents=(opponent,), seed=daily_seed(game, day),
                     options={}, start=(), turns=0, stars=stars)


def day_of(record: GameRecord) -> date | None:
    """The day a record is the daily deal of (the day it started, or the day before for
    a deal opened before midnight), or None when it is not a daily deal."""
    try:
        started = datetime.fromisoformat(record.started).date()
    except ValueError:
        return None
    for day in (started, started - timedelta(days=1)):
        if record.game in GAMES and is_attempt(record, daily_challenge(record.game, day)):
            return day
    return None
