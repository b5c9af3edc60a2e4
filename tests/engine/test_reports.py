"""Crash reports: new names that cannot collide, atomic writes, never through a link."""

from __future__ import annotations

import itertools
import os
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import reports

MOMENT = datetime(2026, 12, 2, 3, 4, 5, 600)


def fixed_clock() -> datetime:
    return MOMENT


def test_two_reports_in_one_second_get_two_files(tmp_path):
    first = reports.write_report(tmp_path, "crash", "one\n", 20, fixed_clock)
    second = reports.write_report(tmp_path, "crash", "two\n", 20, fixed_clock)
    assert first != second
    assert first.read_text() == "one\n" and second.read_text() == "two\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([first.name, second.name])


def test_a_link_with_the_next_name_is_not_written_through(tmp_path, monkeypatch):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setattr(reports, "_COUNTER", itertools.count(1))
    taken = folder / reports.report_name("crash", MOMENT)  # takes the counter value 1
    taken.symlink_to(outside)
    monkeypatch.setattr(reports, "_COUNTER", itertools.count(1))
    path = reports.write_report(folder, "crash", "report\n", 20, fixed_clock)
    assert path != taken and path.read_text() == "report\n"
    assert outside.read_text() == "keep me" and taken.is_symlink()


def test_a_link_made_after_the_check_is_replaced_not_followed(tmp_path, monkeypatch):
    """Even when a link appears between the check and the write (a race), the rename
    replaces the link itself: the file it points to is untouched."""
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setattr(reports, "_COUNTER", itertools.count(1))
    name = reports.report_name("crash", MOMENT)
    (folder / name).symlink_to(outside)
    monkeypatch.setattr(reports, "_COUNTER", itertools.count(1))
    monkeypatch.setattr(reports.os.path, "lexists", lambda _path: False)
    path = reports.write_report(folder, "crash", "report\n", 20, fixed_clock)
    assert path.name == name and not path.is_symlink() and path.read_text() == "report\n"
    assert outside.read_text() == "keep me"


def test_only_the_newest_reports_are_kept_and_links_are_left(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "crash-00000000-old-link.txt").symlink_to(outside)
    made = [reports.write_report(folder, "crash", f"{i}\n", 3, fixed_clock) for i in range(6)]
    kept = sorted(p.name for p in folder.iterdir() if not p.is_symlink())
    assert len(kept) == 3 and made[-1].name in kept
    assert outside.read_text() == "keep me"
    assert (folder / "crash-00000000-old-link.txt").is_symlink()


def test_an_unwritable_folder_is_an_oserror(tmp_path):
    folder = tmp_path / "data"
    folder.write_text("a file where the folder should be")
    with pytest.raises(OSError):
        reports.write_report(folder, "crash", "report\n", 20, fixed_clock)


KINDS = st.sampled_from(["file", "link", "dangling", "folder", "fifo"])


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(KINDS, max_size=6), st.integers(0, 4))
def test_whatever_the_folder_holds_nothing_outside_changes(tmp_path, kinds, keep):
    """Files, links, folders and FIFOs under report names: the outside file stays, the
    new report is whole, nothing blocks."""
    root = Path(os.path.realpath(tmp_path)) / f"case{len(list(tmp_path.iterdir()))}"
    folder = root / "data"
    folder.mkdir(parents=True)
    outside = root / "outside.txt"
    outside.write_text("keep me")
    for i, kind in enumerate(kinds):
        path = folder / f"crash-2026{i:04d}-000000-000000-1-{i}.txt"
        if kind == "file":
            path.write_text("old")
        elif kind == "link":
            path.symlink_to(outside)
        elif kind == "dangling":
            path.symlink_to(root / "nowhere")
        elif kind == "folder":
            path.mkdir()
        else:
            os.mkfifo(path)
    report = reports.write_report(folder, "crash", "new\n", keep, fixed_clock)
    assert report.read_text() == "new\n"
    assert outside.read_text() == "keep me"
    assert not (root / "nowhere").exists()
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]
