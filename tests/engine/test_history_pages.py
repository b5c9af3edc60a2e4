"""The history's list read page by page: opening it reads only the rows in view, with
20,000 files or with anything else in the folder (issue 27, item 6)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import history_pages
from game.engine.history_pages import HistoryPages
from game.engine.record import write_record
from tests.engine.test_history import finished

MANY = 20_000
PAGE = 10


@pytest.fixture(scope="module")
def record_bytes(tmp_path_factory) -> bytes:
    """One finished record's file, as the history keeps it."""
    path = tmp_path_factory.mktemp("one") / "r.toml"
    write_record(path, finished(seed=4))
    return path.read_bytes()


def _name(i: int) -> str:
    return f"2026{i // 100_000 % 100:02d}01-{i % 100_000:06d}-000000-akropolis.toml"


def fill(folder: Path, count: int, data: bytes) -> list[str]:
    folder.mkdir(parents=True, exist_ok=True)
    names = [_name(i) for i in range(count)]
    for name in names:
        (folder / name).write_bytes(data)
    return names


def test_opening_20000_files_reads_only_the_first_page(tmp_path, record_bytes, monkeypatch):
    names = fill(tmp_path / "history", MANY, record_bytes)
    reads: list[str] = []
    real = history_pages.read_entry
    monkeypatch.setattr(history_pages, "read_entry",
                        lambda path: reads.append(path.name) or real(path))
    pages = HistoryPages(tmp_path / "history")
    rows = pages.page(0, PAGE)
    assert len(reads) == PAGE and len(rows) == PAGE
    assert [entry.path.name for _i, entry in rows] == sorted(names, reverse=True)[:PAGE]
    assert pages.total() == MANY and not pages.complete
    rows = pages.page(500, PAGE)  # scrolling far reads up to there, no further
    assert [i for i, _e in rows] == list(range(500, 510)) and len(reads) == 510


def test_reading_in_the_background_completes_the_count(tmp_path, record_bytes):
    fill(tmp_path / "history", 40, record_bytes)
    (tmp_path / "history" / "zz-not-a-record.toml").write_text("junk = 1\n")
    pages = HistoryPages(tmp_path / "history")
    assert pages.total() == 41  # an upper bound until read
    while not pages.complete:
        pages.read_for(0.001)  # each call reads at least one file
    assert pages.total() == 40 and len(pages.entries) == 40


def test_odd_things_in_the_folder_are_left_out_without_opening_them(tmp_path, record_bytes):
    folder = tmp_path / "history"
    good = fill(folder, 3, record_bytes)
    os.mkfifo(folder / "29990101-fifo.toml")  # opening this for reading would block
    (folder / "29990102-folder.toml").mkdir()
    (folder / "29990103-gone.toml").symlink_to(tmp_path / "nowhere")
    (folder / "29990104-junk.toml").write_bytes(b"\xff\x00")
    (folder / ".hidden.toml").write_bytes(record_bytes)
    (folder / "29990105-other.txt").write_bytes(record_bytes)
    unfinished = record_bytes.replace(b"final_scores", b"#final_scores")
    (folder / "29990106-unfinished.toml").write_bytes(unfinished)
    pages = HistoryPages(folder)
    assert [e.path.name for _i, e in pages.page(0, 10)] == sorted(good, reverse=True)
    assert pages.complete and pages.total() == 3


def test_an_unusable_folder_is_an_oserror(tmp_path):
    (tmp_path / "history").write_text("a file")
    with pytest.raises(OSError):
        HistoryPages(tmp_path / "history")


KINDS = st.sampled_from(["record", "junk", "empty", "fifo", "folder", "dangling", "huge"])


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(KINDS, st.integers(0, 99_999)), max_size=12),
       st.integers(0, 12), st.integers(1, 6))
def test_fuzzed_folders_list_exactly_the_valid_records(tmp_path, record_bytes, items, first,
                                                       count):
    folder = tmp_path / f"case{len(list(tmp_path.iterdir()))}"
    folder.mkdir()
    valid = []
    for kind, number in items:
        path = folder / f"2026{number:05d}-x.toml"
        if os.path.lexists(path):
            continue
        if kind == "record":
            path.write_bytes(record_bytes)
            valid.append(path.name)
        elif kind == "junk":
            path.write_bytes(bytes(range(256)))
        elif kind == "empty":
            path.write_bytes(b"")
        elif kind == "fifo":
            os.mkfifo(path)
        elif kind == "folder":
            path.mkdir()
        elif kind == "dangling":
            path.symlink_to(folder / "nothing")
        else:
            with open(path, "wb") as handle:
                handle.truncate(2 << 20)
    pages = HistoryPages(folder)
    rows = pages.page(first, count)
    expected = sorted(valid, reverse=True)
    assert [e.path.name for _i, e in rows] == expected[first:first + count]
    pages.ensure(len(items) + 1)
    assert pages.complete and pages.total() == len(valid)


def test_a_second_opening_sees_new_changed_and_removed_files(tmp_path, record_bytes):
    folder = tmp_path / "history"
    names = fill(folder, 5, record_bytes)
    first = HistoryPages(folder)
    assert len(first.page(0, 10)) == 5
    newest = "29990101-000000-000000-akropolis.toml"
    (folder / newest).write_bytes(record_bytes)
    (folder / names[0]).write_bytes(b"now junk, and of another size")
    (folder / names[1]).unlink()
    again = HistoryPages(folder)
    listed = [e.path.name for _i, e in again.page(0, 10)]
    assert listed == [newest, *sorted(names[2:], reverse=True)]


def test_a_lazy_listing_is_made_a_slice_at_a_time(tmp_path, record_bytes, monkeypatch):
    folder = tmp_path / "history"
    names = fill(folder, 1000, record_bytes)
    history_pages._NAMES.clear()
    pages = HistoryPages(folder, lazy=True)
    assert not pages.listed and pages.names == [] and pages.known(0, 9) == []
    clock = iter(range(10**6))  # each look at the clock moves it on a second
    with monkeypatch.context() as patch:
        patch.setattr(history_pages.time, "perf_counter", lambda: float(next(clock)))
        pages.read_for(0.5)  # the deadline passes after one slice
    assert not pages.listed and len(pages.scan.found) == history_pages.NameScan.SLICE
    while not pages.listed:
        pages.read_for(0.01)
    assert pages.names == sorted(names, reverse=True)
    assert [e.path.name for _i, e in pages.page(0, 3)] == pages.names[:3]
    again = HistoryPages(folder, lazy=True)  # unchanged folder: the listing is reused
    assert again.listed and again.names == pages.names
    pages.close()
    again.close()
