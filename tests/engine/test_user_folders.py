"""Unusable data and config folders: never raised, one line naming what and where."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import paths
from tests.engine.folders import KINDS, spoil


@pytest.mark.parametrize("kind", KINDS)
def test_an_unusable_data_folder_is_one_line_naming_it(kind, tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("POLIS_HOME", str(home))
    folder = spoil(home, "data", kind, monkeypatch)
    assert paths.data_dir() == folder  # never raises
    lines = paths.folder_problems()
    data_lines = [line for line in lines if line.startswith("The data folder")]
    assert len(data_lines) == 1, lines
    line = data_lines[0]
    assert str(folder) in line and "\n" not in line
    assert line.endswith("your games cannot be saved.")
    reason = {"file": "is a file, not a folder",
              "dangling": "is a link to something that does not exist",
              "file-above": f"cannot be created ({home / 'above'} is not a folder)",
              "read-only": "cannot be written (Read-only file system)"}[kind]
    assert reason in line
    assert not list(home.rglob(".polis-probe-*"))


def test_a_usable_folder_has_no_problem_and_no_probe_left(tmp_path):
    assert paths.folder_problems() == []
    assert paths.data_dir().is_dir() and paths.config_dir().is_dir()
    assert not list(paths.data_dir().iterdir())


def test_a_folder_that_cannot_be_created_names_the_reason(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("POLIS_HOME", str(home))
    real_mkdir = os.mkdir

    def refuse(path, *args, **kwargs):
        if str(path).startswith(str(home)):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_mkdir(path, *args, **kwargs)

    monkeypatch.setattr(os, "mkdir", refuse)
    (line,) = [p for p in paths.folder_problems() if p.startswith("The data folder")]
    assert f"{home / 'data'} cannot be created (Permission denied)" in line


def test_shown_paths_stay_on_one_line_and_shorten_home(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert paths.shown_path(tmp_path / "a\nb") == "~/a?b"
    assert paths.shown_path(Path("/elsewhere/x")) == "/elsewhere/x"


def test_a_pipe_in_place_of_the_folder_is_named_and_never_opened(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("POLIS_HOME", str(home))
    os.mkfifo(home / "data")
    (line,) = [p for p in paths.folder_problems() if p.startswith("The data folder")]
    assert f"{home / 'data'} is not a folder" in line


LAYERS = st.lists(st.sampled_from(["folder", "file", "link-up", "dangling", "fifo"]),
                  min_size=1, max_size=3)


@settings(max_examples=50, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(layers=LAYERS, extra=st.sampled_from(["", "probe-name-taken"]))
def test_fuzzed_folder_shapes_give_one_line_or_none(tmp_path, monkeypatch, layers, extra):
    """Whatever stands at each level of the path (folders, files, links, pipes), the
    folders are looked at without an exception or a hang, a usable one has no line, an
    unusable one exactly one, and nothing is left behind."""
    home = Path(os.path.realpath(tmp_path)) / f"case{len(list(tmp_path.iterdir()))}"
    home.mkdir()
    path = home
    for kind in layers:
        path = path / "d"
        if kind == "folder":
            path.mkdir()
        elif kind == "file":
            path.write_text("x")
        elif kind == "link-up":
            path.symlink_to(home)
        elif kind == "dangling":
            path.symlink_to(home / "gone")
        else:
            os.mkfifo(path)
        if kind != "folder":
            break
    monkeypatch.setenv("POLIS_HOME", str(home / "d"))
    data = paths.data_dir()
    if extra and data.is_dir():
        monkeypatch.setattr(paths.secrets, "token_hex", lambda _n: "taken")
        (data / f".polis-probe-{os.getpid()}-taken.tmp").symlink_to(home / "gone")
    lines = [line for line in paths.folder_problems() if line.startswith("The data folder")]
    assert len(lines) == (0 if data.is_dir() else 1), lines
    assert all("\n" not in line for line in lines)
    assert not (home / "gone").exists()
    probes = [p for p in home.rglob(".polis-probe-*") if not p.is_symlink()]
    assert probes == []
