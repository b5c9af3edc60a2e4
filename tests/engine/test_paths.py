"""Shipped data is found through importlib.resources (the packages polis_levels, polis_assets)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
import zipfile
from importlib import resources
from pathlib import Path

import pytest

from game.engine import paths

SHIPPED = (
    ("ai.toml",),
    ("akropolis", "tiles.toml"),
    ("capital", "tiles.toml"),
    ("capital", "milestones.toml"),
    ("ginkgopolis", "characters.toml"),
    ("ginkgopolis", "cards.toml"),
)


@pytest.mark.parametrize("parts", SHIPPED)
def test_every_shipped_file_is_a_resource_of_the_levels_package(parts):
    resource = paths.level_file(*parts)
    expected = resources.files(paths.LEVELS_PACKAGE)
    for part in parts:
        expected = expected.joinpath(part)
    assert resource == expected
    assert resource.is_file()
    assert isinstance(paths.read_data_toml(resource), dict)
    assert paths.data_name(resource) == "levels/" + "/".join(parts)


def test_level_path_and_levels_dir_are_the_package_folder():
    root = resources.files(paths.LEVELS_PACKAGE)
    assert root == paths.LEVELS_DIR
    assert paths.level_path("ai.toml") == root.joinpath("ai.toml")


def test_assets_are_a_resource_of_the_assets_package():
    assert paths.asset_file("README.md") == resources.files(paths.ASSETS_PACKAGE) / "README.md"
    assert "assets" in paths.asset_file("README.md").read_text(encoding="utf-8")


def test_a_missing_shipped_file_is_named():
    with pytest.raises(paths.ShippedDataError) as info:
        paths.read_data_toml(paths.level_file("akropolis", "nothing.toml"))
    assert str(info.value) == "levels/akropolis/nothing.toml: cannot read (no such file)"


@pytest.mark.parametrize(
    ("raw", "message"),
    [(b"[table\nkey = 1\n", "TOML syntax error"), (b"name = '\xff'\n", "not UTF-8 text")],
)
def test_a_broken_data_file_is_one_line_naming_it(tmp_path, raw, message):
    bad = tmp_path / "bad.toml"
    bad.write_bytes(raw)
    with pytest.raises(paths.ShippedDataError) as info:
        paths.read_data_toml(bad)
    text = str(info.value)
    assert text.startswith(f"{bad}: ") and message in text and "\n" not in text


def test_data_is_read_through_the_resource_reader_not_the_file_system(tmp_path, monkeypatch):
    """A zipped package has no paths: level_file still reads it, level_path refuses."""
    archive = tmp_path / "levels.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("polis_levels/ai.toml", "[easy]\niterations = 7\n")
    monkeypatch.setattr(
        paths.resources, "files", lambda package: zipfile.Path(archive, "polis_levels/")
    )
    assert paths.read_data_toml(paths.level_file("ai.toml")) == {"easy": {"iterations": 7}}
    with pytest.raises(paths.ShippedDataError, match="not installed as plain files"):
        paths.level_path("ai.toml")


def test_data_that_is_not_installed_is_one_clear_line(monkeypatch):
    def not_installed(package):
        raise ModuleNotFoundError(f"No module named {package!r}", name=package)

    monkeypatch.setattr(paths.resources, "files", not_installed)
    with pytest.raises(paths.ShippedDataError) as info:
        paths.level_file("ai.toml")
    assert str(info.value).startswith("the game data (package polis_levels) is not installed")
    with pytest.raises(paths.ShippedDataError, match="polis_assets"):
        paths.asset_file("README.md")


PROBE = textwrap.dedent(
    """
    import json
    from ai import levels
    from game.engine import paths
    from game.rules.akropolis import tiles
    from game.rules.capital import content
    from game.rules.ginkgopolis import data
    print(json.dumps({
        "levels_dir": str(paths.LEVELS_DIR),
        "akropolis": str(tiles.TILES_PATH),
        "capital": [str(content.TILES_FILE), str(content.MILESTONES_FILE)],
        "ginkgopolis_first": data.load().char_names[0],
        "ai_presets": str(levels.shipped_file()),
    }))
    """
)


def _fake_levels(tmp_path: Path) -> Path:
    """A copy of the shipped data as its own polis_levels package, outside the checkout."""
    root = tmp_path / "site"
    shutil.copytree(paths.LEVELS_DIR, root / paths.LEVELS_PACKAGE)
    chars = root / paths.LEVELS_PACKAGE / "ginkgopolis" / "characters.toml"
    text = chars.read_text(encoding="utf-8")
    chars.write_text(text.replace('"Seed Courier"', '"Moved Courier"', 1), encoding="utf-8")
    return root


def _probe(site: Path, code: str = PROBE) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code],
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin", "POLIS_PUREPYTHON": "1"},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_every_loader_follows_the_package_wherever_it_is_installed(tmp_path):
    site = _fake_levels(tmp_path)
    done = _probe(site)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    package = site / paths.LEVELS_PACKAGE
    assert found["levels_dir"] == str(package)
    assert found["akropolis"] == str(package / "akropolis" / "tiles.toml")
    assert found["capital"] == [
        str(package / "capital" / n) for n in ("tiles.toml", "milestones.toml")
    ]
    assert found["ginkgopolis_first"] == "Moved Courier"
    assert found["ai_presets"] == str(package / "ai.toml")


def test_a_damaged_installed_file_is_named_on_import(tmp_path):
    site = _fake_levels(tmp_path)
    (site / paths.LEVELS_PACKAGE / "akropolis" / "tiles.toml").write_text("[[tile]\n")
    done = _probe(site, "import game.rules.akropolis.tiles")
    assert done.returncode != 0
    assert "levels/akropolis/tiles.toml: TOML syntax error" in done.stderr

