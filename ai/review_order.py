"""Do the review's accuracies put the levels in order? ``python -m ai.review_order``.

``python -m ai.review_order DIR... [--level L] [--seed S] [--order random,greedy,hard]
[--json FILE]`` reviews every record in the folders (arena records, ``polis arena
--records DIR``), every seat, and counts the games in which the seats' accuracies
rank in the given order of their levels (weakest first). It prints one line per game
and a summary per game name; docs/review.md has the figures.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ai.review import review_record
from game.engine.atomic import write_atomic
from game.engine.errors import UserFileError
from game.engine.record import load_record


def in_order(accuracy: dict[str, float | None], order: list[str]) -> bool | None:
    """True when every level of ``order`` present in the game rates strictly above the
    one before it; None when fewer than two of them have an accuracy."""
    values = [accuracy[level] for level in order if accuracy.get(level) is not None]
    if len(values) < 2:
        return None
    return all(a < b for a, b in zip(values, values[1:], strict=False))  # type: ignore


def review_folder(folders: list[Path], level: str, seed: int, order: list[str]
                  ) -> list[dict[str, Any]]:
    """One row per record: file, game, accuracy by level, in order or not, seconds."""
    rows = []
    for path in sorted(p for folder in folders for p in folder.glob("*.toml")):
        try:
            record = load_record(path)
        except UserFileError as exc:
            print(f"skipped: {exc}", file=sys.stderr)
            continue
        review = review_record(record, seats=range(len(record.seats)), level=level, seed=seed)
        accuracy: dict[str, float | None] = {}
        for seat in review.seats:
            accuracy[record.seats[seat.seat].level or "human"] = seat.accuracy
        row = {"file": str(path), "game": record.game, "accuracy": accuracy,
               "in_order": in_order(accuracy, order), "seconds": round(review.seconds, 2)}
        rows.append(row)
        shown = ", ".join(f"{k} {'-' if v is None else f'{v:.1f}'}" for k, v in accuracy.items())
        print(f"{path.name}: {shown}; in order: {row['in_order']}; {review.seconds:.1f} s",
              flush=True)
    return rows


def summary(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per game: records, games in order (of those with a verdict), their share, and the
    mean accuracy of each level."""
    result: dict[str, dict[str, Any]] = {}
    for game in sorted({row["game"] for row in rows}):
        mine = [row for row in rows if row["game"] == game]
        judged = [row for row in mine if row["in_order"] is not None]
        ordered = sum(1 for row in judged if row["in_order"])
        levels: dict[str, list[float]] = {}
        for row in mine:
            for level, value in row["accuracy"].items():
                if value is not None:
                    levels.setdefault(level, []).append(value)
        result[game] = {
            "records": len(mine), "in_order": ordered, "with_verdict": len(judged),
            "share": ordered / len(judged) if judged else None,
            "mean_accuracy": {k: sum(v) / len(v) for k, v in levels.items()},
            "mean_seconds": sum(row["seconds"] for row in mine) / len(mine),
        }
    return result


def main(argv: list[str] | None = None) -> int:
    """Review the folders and print the per-game summary."""
    parser = argparse.ArgumentParser(prog="python -m ai.review_order")
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--order", default="random,greedy,hard")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    order = [name.strip() for name in args.order.split(",") if name.strip()]
    rows = review_folder(args.folders, args.level, args.seed, order)
    result = summary(rows)
    for game, figures in result.items():
        share = "-" if figures["share"] is None else f"{100 * figures['share']:.0f}%"
        means = ", ".join(f"{k} {v:.1f}" for k, v in figures["mean_accuracy"].items())
        print(f"{game}: {figures['in_order']} of {figures['with_verdict']} games in order "
              f"{'<'.join(order)} ({share}); mean accuracy {means}; "
              f"{figures['mean_seconds']:.1f} s a review")
    if args.json is not None:
        write_atomic(args.json, json.dumps({"rows": rows, "summary": result}, indent=1)
                     .encode("utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
