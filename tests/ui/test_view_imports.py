"""Each game's view folder imports without circles (type-only imports counted), its
painters never import the game's table (the Board), and no view module imports a scene."""

from __future__ import annotations

from pathlib import Path

import pytest

import game.ui
from tests.import_statements import import_statements

UI = Path(game.ui.__file__).parent
GAMES = ("akropolis", "capital", "ginkgopolis")


def imported(path: Path, package: str) -> set[str]:
    """Every module name ``path`` imports (inside functions and TYPE_CHECKING too)."""
    names: set[str] = set()
    for base, imported_names in import_statements(path.read_text(), package):
        names.add(base)
        names.update(f"{base}.{name}" for name in imported_names)
    return names


def graph(game: str) -> dict[str, set[str]]:
    """Module -> the modules of the same folder it imports (the package itself left out)."""
    folder = UI / game
    package = f"game.ui.{game}"
    modules = {f"{package}.{p.stem}": p for p in folder.glob("*.py") if p.stem != "__init__"}
    return {name: imported(path, package) & set(modules) - {name}
            for name, path in modules.items()}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: modules that reach themselves, grouped by circle."""
    reach = {name: _reach(edges, name) for name in edges}
    loops = {frozenset(other for other in reach[name] if name in reach[other])
             for name in edges if name in reach[name]}
    return sorted(sorted(loop) for loop in loops)


def _reach(edges: dict[str, set[str]], start: str) -> set[str]:
    """Every module ``start`` imports, directly or through others."""
    reach: set[str] = set()
    todo = [start]
    while todo:
        for nxt in edges[todo.pop()]:
            if nxt not in reach:
                reach.add(nxt)
                todo.append(nxt)
    return reach


@pytest.mark.parametrize("game", GAMES)
def test_a_games_view_folder_has_no_import_circle(game):
    assert circles(graph(game)) == []


@pytest.mark.parametrize("game", GAMES)
def test_only_the_package_imports_the_games_table(game):
    table = f"game.ui.{game}.table"
    users = sorted(name for name, uses in graph(game).items() if table in uses)
    assert users == []


def test_the_circle_check_finds_a_circle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(edges) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_view_module_imports_a_scene():
    found = set()
    for folder in (*GAMES, "table"):
        for path in sorted((UI / folder).glob("*.py")):
            rel = path.relative_to(UI).as_posix()
            if any(name.startswith("game.ui.scenes")
                   for name in imported(path, f"game.ui.{folder}")):
                found.add(rel)
    assert found == set()
