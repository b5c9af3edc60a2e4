"""Do the review's accuracies put the levels in order? ``python -m ai.review_order``.

``python -m ai.review_order DIR... [--level L] [--seed S] [--order random,greedy,hard]
[--keep DIR] [--jobs N] [--json FILE]`` reviews every record in the folders (arena records,
``polis arena --records DIR``), every seat, and counts the games in which the seats'
accuracies rank in the given order of their levels (weakest first): at a 2-player table
of two levels, that the stronger one rates above the weaker. It prints one line per
game and a summary per game, player count and levels at the table; docs/review.md has
the figures.

``--keep DIR`` keeps each record's review there (``<folder>__<record>.json``) and reads
it back instead of reviewing the record again, so a long run can be stopped and
resumed; the accuracies are always computed again from the kept decisions
(:func:`ai.review.seat_accuracies`), so a kept review follows the current formula.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

from ai.review import Review, review_record, seat_accuracies
from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.record import GameRecord, load_record


def in_order(accuracy: dict[str, float | None], order: list[str]) -> bool | None:
    """True when every level of ``order`` present in the game rates strictly above the
    one before it; None when fewer than two of them have an accuracy."""
    values = [accuracy[level] for level in order if accuracy.get(level) is not None]
    if len(values) < 2:
        return None
    return all(a < b for a, b in zip(values, values[1:], strict=False))  # type: ignore


def pairs_in_order(accuracy: dict[str, float | None], order: list[str]
                   ) -> dict[str, bool]:
    """For each pair of levels of ``order`` present (weaker first), whether the stronger
    rates strictly above the weaker: ``{"random<greedy": True, ...}``."""
    present = [level for level in order if accuracy.get(level) is not None]
    result = {}
    for i, weak in enumerate(present):
        for strong in present[i + 1:]:
            result[f"{weak}<{strong}"] = accuracy[weak] < accuracy[strong]  # type: ignore
    return result


def _review(path: Path, record: GameRecord, level: str, seed: int,
            keep: Path | None) -> Review:
    """The record's review: the kept one when there is one, else made (and kept)."""
    kept = None if keep is None else keep / f"{path.parent.name}__{path.stem}.json"
    if kept is not None and kept.exists():
        try:
            review = Review.from_data(json.loads(kept.read_text(encoding="utf-8")))
            if review.level == level and review.seed == seed and review.complete:
                return review
        except (OSError, ValueError, KeyError, TypeError):
            pass
    review = review_record(record, seats=range(len(record.seats)), level=level, seed=seed)
    if kept is not None:
        kept.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(kept, json.dumps(review.to_data()).encode("utf-8"))
    return review


def _row(path: Path, level: str, seed: int, order: list[str], keep: Path | None
         ) -> dict[str, Any] | None:
    """The row of one record (None: it does not load)."""
    try:
        record = load_record(path)
    except UserFileError as exc:
        print(f"skipped: {exc}", file=sys.stderr)
        return None
    review = _review(path, record, level, seed, keep)
    accuracy: dict[str, float | None] = {}
    for seat, value in enumerate(seat_accuracies(review)):
        accuracy[record.seats[seat].level or "human"] = value
    final = record.replay()
    row = {"file": str(path), "game": record.game, "players": len(record.seats),
           "accuracy": accuracy, "in_order": in_order(accuracy, order),
           "pairs": pairs_in_order(accuracy, order),
           "scores": {record.seats[seat].level or "human": score
                      for seat, score in enumerate(final.scores())},
           "seconds": round(review.seconds, 2)}
    shown = ", ".join(f"{k} {'-' if v is None else f'{v:.1f}'}" for k, v in accuracy.items())
    print(f"{path.name}: {shown}; in order: {row['in_order']}; {review.seconds:.1f} s",
          flush=True)
    return row


def _row_task(task: tuple[Path, str, int, list[str], Path | None]) -> dict[str, Any] | None:
    return _row(*task)


def review_folder(folders: list[Path], level: str, seed: int, order: list[str],
                  keep: Path | None = None, jobs: int = 1) -> list[dict[str, Any]]:
    """One row per record: file, game, players, accuracy by level, in order or not (all
    of ``order`` present, and each pair), final scores, seconds. ``jobs`` > 1 reviews
    that many records at once in worker processes (each review is the same either way:
    it depends on the record, the level and the seed only)."""
    paths = sorted(p for folder in folders for p in folder.glob("*.toml"))
    tasks = [(path, level, seed, order, keep) for path in paths]
    if jobs > 1 and len(tasks) > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(min(jobs, len(tasks))) as pool:
            found = list(pool.imap(_row_task, tasks))
    else:
        found = [_row_task(task) for task in tasks]
    return [row for row in found if row is not None]


def _table(row: dict[str, Any]) -> str:
    """The group a row counts in: game, players and the levels at the table."""
    return f"{row['game']} {row['players']}p {'-'.join(sorted(row['accuracy']))}"


def summary(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per game, player count and levels at the table: records, games in order (of those
    with a verdict) and their share, each pair's share, and each level's mean accuracy
    (with its standard deviation over the games) and mean score."""
    result: dict[str, dict[str, Any]] = {}
    for table in sorted({_table(row) for row in rows}):
        mine = [row for row in rows if _table(row) == table]
        judged = [row for row in mine if row["in_order"] is not None]
        ordered = sum(1 for row in judged if row["in_order"])
        levels: dict[str, list[float]] = {}
        scores: dict[str, list[float]] = {}
        pairs: dict[str, list[bool]] = {}
        for row in mine:
            for level, value in row["accuracy"].items():
                if value is not None:
                    levels.setdefault(level, []).append(value)
            for level, value in row.get("scores", {}).items():
                scores.setdefault(level, []).append(value)
            for pair, value in row.get("pairs", {}).items():
                pairs.setdefault(pair, []).append(value)
        result[table] = {
            "records": len(mine), "in_order": ordered, "with_verdict": len(judged),
            "share": ordered / len(judged) if judged else None,
            "pairs": {k: {"in_order": sum(v), "games": len(v)} for k, v in pairs.items()},
            "mean_accuracy": {k: statistics.fmean(v) for k, v in levels.items()},
            "sd_accuracy": {k: statistics.pstdev(v) for k, v in levels.items()},
            "mean_score": {k: statistics.fmean(v) for k, v in scores.items()},
            "mean_seconds": statistics.fmean(row["seconds"] for row in mine),
        }
    return result


def main(argv: list[str] | None = None) -> int:
    """Review the folders and print the summary."""
    parser = argparse.ArgumentParser(prog="python -m ai.review_order")
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--order", default="random,greedy,hard")
    parser.add_argument("--keep", type=Path, default=None)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    order = [name.strip() for name in args.order.split(",") if name.strip()]
    rows = review_folder(args.folders, args.level, args.seed, order, args.keep, max(1, args.jobs))
    result = summary(rows)
    for table, figures in result.items():
        share = "-" if figures["share"] is None else f"{100 * figures['share']:.0f}%"
        means = ", ".join(f"{k} {v:.1f} (sd {figures['sd_accuracy'][k]:.1f})"
                          for k, v in figures["mean_accuracy"].items())
        pairs = ", ".join(f"{k} {v['in_order']}/{v['games']}"
                          for k, v in figures["pairs"].items())
        print(f"{table}: {figures['in_order']} of {figures['with_verdict']} games in order "
              f"({share}); {pairs}; mean accuracy {means}; "
              f"{figures['mean_seconds']:.1f} s a review")
    if args.json is not None:
        write_atomic(args.json, json.dumps({"rows": rows, "summary": result}, indent=1)
                     .encode("utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
