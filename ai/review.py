"""Game review: every decision of a finished (or unfinished) game rated by the search.

Each decision is analysed by ``ai.mcts.Search`` from the state before it, so only what
that seat knew then is read (the search samples its worlds with
``state.determinize(seat, rng)``). A move that the first search does not rate as
(nearly) the best is searched again, the move played and the best move apart, each
with extra iterations from the same seed, before it is judged: the maximum of noisy
estimates otherwise makes good moves look bad. Levels are played by iterations only
(no time caps) and every decision has its own seed from the review's, so the same
record, level and seed give the same review bit for bit. Thresholds, accuracy and luck
are in :mod:`ai.review_judge` and docs/review.md.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ai import review_judge as judge
from ai.bots import _without_time_caps
from ai.levels import Level, get_level
from ai.mcts import Candidate, Search
from game.engine.contract import GameState, normalize_action_text
from game.engine.record import GameRecord

DEFAULT_LEVEL = "hard"
#: a move is searched again when its first estimate loses at least this many points
RESEARCH_FROM = judge.EXCELLENT
#: iterations of each re-search (the move played, the best move), as a share of the
#: level's iterations
RESEARCH_SHARE = 0.5
#: how seat accuracies are computed from the decisions (1: the mean and harmonic mean of
#: each seat's own decisions; 2: ai.review_judge.game_accuracy over the game's judged
#: decisions per seat). A kept review of another method gets its accuracies again.
ACCURACY_METHOD = 2

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Decision:
    """One reviewed decision; win chances in percent, points = expected final margin."""

    move: int            # 1-based number of the action in the record
    seat: int            # 0-based seat, as in the record
    played: str
    best: str
    win_before: float
    win_played: float
    win_best: float
    points_played: float
    points_best: float
    loss: float          # win-chance points lost (0 or more)
    points_loss: float   # expected points lost (can be negative: fewer points, surer win)
    value_loss: float    # what is judged (ai.review_judge.judged_loss), in points of 100
    judgement: str
    choices: int         # legal moves at that moment
    luck: float = 0.0    # the seat's win-chance swing at the chance event right after it
    researched: bool = False


@dataclass(frozen=True)
class SeatReview:
    """One seat's summary: accuracy (None when nothing was judged), counts and luck."""

    seat: int
    name: str
    accuracy: float | None
    counts: dict[str, int]
    luck: float | None   # None: no chance event of the seat could be measured
    reviewed: bool
    #: the seat's AI level, "" for a human (None in reviews kept before it was noted)
    level: str | None = None


@dataclass
class Review:
    """A whole review; ``decisions`` holds every analysed decision of every seat."""

    game: str
    players: int
    level: str
    seed: int
    seats: list[SeatReview]
    decisions: list[Decision]
    outcome: list[float]
    seconds: float = 0.0
    file: str = ""
    complete: bool = True
    extra: dict[str, Any] = field(default_factory=dict)

    def judged(self, seat: int | None = None) -> list[Decision]:
        """Decisions of the reviewed seats (or of ``seat``), in game order."""
        wanted = {s.seat for s in self.seats if s.reviewed} if seat is None else {seat}
        return [d for d in self.decisions if d.seat in wanted]

    def key_moments(self, seat: int, count: int = 3) -> list[Decision]:
        """The ``count`` judged decisions of ``seat`` that cost most (biggest loss first)."""
        costly = [d for d in self.judged(seat)
                  if d.judgement in ("inaccuracy", "mistake", "blunder", "good")]
        costly.sort(key=lambda d: (-d.value_loss, d.move))
        return costly[:count]

    def graph(self, seat: int) -> list[tuple[int, float]]:
        """(move number, win chance) of ``seat`` at each of its decisions and at the end."""
        points = [(d.move - 1, d.win_before) for d in self.decisions if d.seat == seat]
        if self.complete and self.outcome:
            last = max((d.move for d in self.decisions), default=0)
            points.append((last, self.outcome[seat]))
        return points

    def to_data(self) -> dict[str, Any]:
        """Everything, as plain data (the saved review beside a record)."""
        return {"game": self.game, "players": self.players, "level": self.level,
                "seed": self.seed, "seats": [asdict(s) for s in self.seats],
                "decisions": [asdict(d) for d in self.decisions],
                "outcome": list(self.outcome), "seconds": self.seconds, "file": self.file,
                "complete": self.complete, "accuracy_method": ACCURACY_METHOD}

    @classmethod
    def from_data(cls, data: Any) -> Review:
        """The review :meth:`to_data` made; ValueError (or KeyError, TypeError) when the
        data is not one."""
        if not isinstance(data, dict):
            raise ValueError("a review is a table")
        seats = [SeatReview(**dict(s)) for s in data["seats"]]
        if any(s.level is not None and not isinstance(s.level, str) for s in seats):
            raise ValueError("a seat's level is not a name")
        decisions = [Decision(**dict(d)) for d in data["decisions"]]
        for d in decisions:
            if d.judgement not in judge.JUDGEMENTS or not 0 <= d.seat < int(data["players"]):
                raise ValueError("a decision is not one of a review")
        review = cls(game=str(data["game"]), players=int(data["players"]),
                     level=str(data["level"]), seed=int(data["seed"]), seats=seats,
                     decisions=decisions, outcome=[float(v) for v in data["outcome"]],
                     seconds=float(data["seconds"]), file=str(data["file"]),
                     complete=bool(data["complete"]))
        if data.get("accuracy_method", 1) != ACCURACY_METHOD and len(seats) == review.players:
            # kept by an earlier version: the same decisions, today's accuracy
            review.seats = [replace(s, accuracy=value)
                            for s, value in zip(seats, seat_accuracies(review), strict=True)]
        return review

    def to_json(self) -> dict[str, Any]:
        """The documented JSON object (docs/review.md)."""
        keys = ("move", "seat", "played", "best", "win_before", "win_played", "win_best",
                "points_played", "points_best", "loss", "points_loss", "value_loss", "judgement",
                "luck")
        return {
            "file": self.file,
            "game": self.game,
            "level": self.level,
            "seed": self.seed,
            "seats": [{"seat": s.seat, "name": s.name, "accuracy": _round(s.accuracy),
                       "counts": dict(s.counts), "luck": _round(s.luck)}
                      for s in self.seats if s.reviewed],
            "decisions": [{key: _round(value) for key, value in asdict(d).items()
                           if key in keys} for d in self.judged()],
            "seconds": round(self.seconds, 2),
        }


def seat_accuracies(review: Review) -> list[float | None]:
    """Each seat's accuracy from the review's decisions (None: nothing of it judged):
    :func:`ai.review_judge.game_accuracy` of its judged decisions' losses, spread over
    the game's judged decisions per seat (forced moves and ties are not judged)."""
    judged = [d for d in review.decisions if d.judgement in judge.JUDGED]
    per_seat = len(judged) / max(1, review.players)
    return [judge.game_accuracy([d.value_loss for d in judged if d.seat == seat], per_seat)
            for seat in range(review.players)]


def _round(value: Any) -> Any:
    return round(value, 2) if isinstance(value, float) else value


def review_level(level: str | Level) -> Level:
    """``level`` played by iterations only, so that a review is reproducible."""
    return _without_time_caps(get_level(level))


def decision_seed(seed: int, move: int) -> int:
    """The seed of one decision's searches (SplitMix64 of the review seed and move)."""
    z = (seed * 0x9E3779B97F4A7C15 + move * 0xBF58476D1CE4E5B9 + 1) & ((1 << 64) - 1)
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & ((1 << 64) - 1)
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & ((1 << 64) - 1)
    return (z ^ (z >> 31)) & ((1 << 63) - 1)


def _search(state: GameState, level: Level, seed: int, only: frozenset[str] | None = None,
            iterations: int | None = None) -> list[Candidate]:
    if iterations is not None:
        level = level.replace(iterations=iterations, games={
            game: {k: v for k, v in values.items() if k != "iterations"}
            for game, values in level.games.items()})
    search = Search(state, level, seed, only=only)
    search.run()
    return search.candidates()


def _find(candidates: Sequence[Candidate], text: str) -> Candidate | None:
    wanted = normalize_action_text(text)
    for candidate in candidates:
        if normalize_action_text(candidate.text) == wanted:
            return candidate
    return None


def analyse_decision(state: GameState, played: str, move: int, level: Level, seed: int,
                     judge_it: bool = True) -> Decision | None:
    """The review of one decision (None when it is forced: nothing to analyse).

    ``judge_it`` False (a seat that is not reviewed): the first search only, no
    re-search; its loss still counts for the other seats' luck.
    """
    seat = state.current_player
    assert seat is not None
    legal = state.legal_actions()
    if len(legal) < 2:
        return None
    game = _game_name(state)
    level = level.for_game(game)
    seed = decision_seed(seed, move)
    candidates = _search(state, level, seed)
    best = candidates[0]
    mine = _find(candidates, played)
    played_text = mine.text if mine is not None else normalize_action_text(played)
    win_best, points_best, value_best = _figures(best, game)
    win_before = win_best
    if mine is not None:
        win_played, points_played, value_played = _figures(mine, game)
    else:
        win_played, points_played, value_played = 0.0, points_best, 0.0
    is_best = mine is not None and mine.text == best.text
    researched = False
    if not is_best and (mine is None or (judge_it and value_best - value_played >= RESEARCH_FROM)):
        extra = max(1, int(level.iterations * RESEARCH_SHARE))
        again = seed ^ 0x5EA5C4
        first = _search(state, level, again, frozenset({best.text}), extra)
        second = _search(state, level, again, frozenset({played_text}), extra)
        got_best, got_played = _find(first, best.text), _find(second, played_text)
        if got_best is not None and got_played is not None:
            win_best, points_best, value_best = _figures(got_best, game)
            win_played, points_played, value_played = _figures(got_played, game)
            researched = True
            # the position's value is the better of the two moves searched alike
            win_before = max(win_best, win_played)
    value_loss = max(0.0, value_best - value_played)
    runner_up = [_figures(c, game)[2] for c in candidates[:2]]
    verdict = "tie" if judge.is_tie(runner_up, value_loss) else judge.judge(value_loss, is_best)
    return Decision(move=move, seat=seat, played=played_text, best=best.text,
                    win_before=win_before, win_played=win_played, win_best=win_best,
                    points_played=points_played, points_best=points_best,
                    loss=max(0.0, win_best - win_played),
                    points_loss=points_best - points_played, value_loss=value_loss,
                    judgement=verdict,
                    choices=len(legal), researched=researched)


def _figures(candidate: Candidate, game: str) -> tuple[float, float, float]:
    """(win chance %, expected points, judged value) of a candidate: the value is
    :func:`ai.review_judge.judged_loss` from a zero baseline, so differences of values
    are judged losses."""
    win, points = 100.0 * candidate.win_probability, candidate.expected_margin
    typical = judge.TYPICAL_WIN.get(game, judge.DEFAULT_TYPICAL_WIN)
    return win, points, 0.5 * win + 100.0 * points / typical


def _game_name(state: GameState) -> str:
    from ai.games import hooks_for

    return hooks_for(state).name


def default_seats(record: GameRecord) -> list[int]:
    """The seats a review judges by default: the humans, or every seat without any."""
    humans = [i for i, seat in enumerate(record.seats) if not seat.is_ai]
    return humans or list(range(len(record.seats)))


def outcome_of(state: GameState) -> list[float]:
    """Each seat's result in win-chance points: 100 shared by the winners, 0 otherwise."""
    winners = state.winners() if state.is_terminal() else []
    share = 100.0 / len(winners) if winners else 0.0
    return [share if seat in winners else 0.0 for seat in range(state.num_players)]


def default_jobs() -> int:
    """How many processes a review uses by default: 2 where there are 2 cores or more
    (each decision is analysed on its own, so the review is the same either way)."""
    return max(1, min(2, os.cpu_count() or 1))


#: the least work (iterations of the first searches) worth starting worker processes for
POOL_FROM = 20_000
#: what a review's worker process holds (set once by :func:`_start_worker`)
_WORKER: dict[str, Any] = {}


def _start_worker(text: str, level: Level, seed: int, chosen: frozenset[int]) -> None:
    """A worker process replays the record once; then it analyses decisions by index."""
    import tomllib

    from game.engine.record import record_from_data

    record = record_from_data(tomllib.loads(text), "record")
    _WORKER.update(states=list(record.states()), level=level, seed=seed, chosen=chosen,
                   actions=[(entry.seat, entry.text) for entry in record.actions])


def _analyse_index(index: int) -> Decision | None:
    worker = _WORKER
    seat, played = worker["actions"][index]
    return analyse_decision(worker["states"][index], played, index + 1, worker["level"],
                            worker["seed"], judge_it=seat in worker["chosen"])


def _analysed(record: GameRecord, states: Sequence[GameState], chosen: set[int],
              level: Level, seed: int, jobs: int
              ) -> Iterator[Decision | None]:
    """Each action's analysis in order (None for a forced one), in ``jobs`` processes
    (in this one when the work is too small to be worth starting them)."""
    work = len(record.actions) * max(1, level.for_game(record.game).iterations)
    if jobs <= 1 or work < POOL_FROM:
        for index, entry in enumerate(record.actions):
            yield analyse_decision(states[index], entry.text, index + 1, level, seed,
                                   judge_it=entry.seat in chosen)
        return
    import multiprocessing

    from game.engine.record import to_bytes

    text = to_bytes(record).decode("utf-8")
    context = multiprocessing.get_context("spawn")
    pool = context.Pool(min(jobs, len(record.actions)), _start_worker,
                        (text, level, seed, frozenset(chosen)))
    try:
        yield from pool.imap(_analyse_index, range(len(record.actions)))
    finally:
        pool.terminate()
        pool.join()


def review_record(
    record: GameRecord,
    seats: Sequence[int] | None = None,
    level: str | Level = DEFAULT_LEVEL,
    seed: int = 0,
    on_progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
    jobs: int = 1,
) -> Review:
    """Review ``record`` (RecordError when it does not replay).

    Every decision is analysed (the other seats' too: the graph and the luck need
    them); only ``seats`` (default: :func:`default_seats`) are judged and re-searched.
    ``should_stop`` returning True ends it early (``complete`` False). ``jobs`` > 1
    analyses the decisions in that many worker processes: the same review, sooner.
    """
    start = time.perf_counter()
    chosen = set(default_seats(record) if seats is None else seats)
    resolved = review_level(level)
    states = list(record.states())  # replays the whole record first: a bad one fails here
    decisions: list[Decision] = []
    total = len(record.actions)
    complete = True
    done = 0
    analysed = _analysed(record, states, chosen, resolved, seed, jobs)
    try:
        for index in range(total):
            if should_stop is not None and should_stop():
                complete = False
                break
            decision = next(analysed)
            if decision is not None:
                decisions.append(decision)
            done = index + 1
            if on_progress is not None:
                on_progress(index + 1, total)
    finally:
        close = getattr(analysed, "close", None)
        if close is not None:
            close()
    final = states[-1]
    players = len(record.seats)
    outcome = outcome_of(final) if complete and final.is_terminal() else []
    decisions, seat_luck = _with_luck(players, decisions, outcome,
                                      _chance_moves(record, states, done))
    review = Review(game=record.game, players=players, level=resolved.name, seed=seed,
                    seats=[], decisions=decisions, outcome=outcome, file=record.source,
                    complete=complete)
    accuracies = seat_accuracies(review)
    for seat in range(players):
        counts = {name: 0 for name in judge.JUDGEMENTS}
        for d in decisions:
            if d.seat == seat:
                counts[d.judgement] += 1
        counts["forced"] = sum(1 for i, e in enumerate(record.actions[:done])
                               if e.seat == seat and len(states[i].legal_actions()) < 2)
        review.seats.append(SeatReview(seat=seat, name=record.seats[seat].name,
                                       accuracy=accuracies[seat], counts=counts,
                                       luck=seat_luck[seat], reviewed=seat in chosen,
                                       level=record.seats[seat].level))
    review.seconds = time.perf_counter() - start
    return review


def _chance_moves(record: GameRecord, states: Sequence[GameState], done: int) -> set[int]:
    """The numbers (1-based) of the actions that showed something hidden."""
    rules = record.rules
    found = set()
    for index in range(done):
        try:
            if rules.reveals(states[index], states[index + 1]):
                found.add(index + 1)
        except Exception:  # noqa: BLE001 - a game without the check: no chance counted
            return set()
    return found


def _with_luck(players: int, decisions: list[Decision], outcome: list[float],
               chance: set[int]) -> tuple[list[Decision], list[float | None]]:
    """The decisions with their luck, and each seat's total luck
    (:func:`ai.review_judge.chance_luck`)."""
    rows = []
    for i, d in enumerate(decisions):
        end = decisions[i + 1].move if i + 1 < len(decisions) else max(chance, default=0) + 1
        rows.append((d.seat, d.win_before, d.win_played,
                     any(d.move <= move < end for move in chance)))
    swings, totals = judge.chance_luck(players, rows, outcome or None)
    lucky = [replace(d, luck=swing) for d, swing in zip(decisions, swings, strict=True)]
    return lucky, totals
