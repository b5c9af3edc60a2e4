"""No import circles among the project's modules, counting imports inside functions
(they only hide a circle) and leaving out imports under ``if TYPE_CHECKING:``."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.import_statements import import_statements

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("game", "ai", "cext")


def modules(root: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every .py file of the packages."""
    found = {}
    for package in PACKAGES:
        for path in (root / package).rglob("*.py"):
            name = ".".join(path.relative_to(root).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The project modules ``name`` imports (a package's own names count as the package)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    wanted: set[str] = set()
    statements = import_statements(path.read_text(encoding="utf-8"), package,
                                   skip_type_checking=True)
    for base, names in statements:
        if not names:  # import a.b
            wanted.add(base)
            continue
        subs = [f"{base}.{alias}" for alias in names]
        wanted.update(sub for sub in subs if sub in known)
        if any(sub not in known for sub in subs):
            wanted.add(base)
    out = set()
    for target in wanted:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and target != name:
            out.add(target)
    return out


def cycles(root: Path) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    known = modules(root)
    graph = {name: imported(name, path, known) for name, path in known.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for v in graph:
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return found


def test_the_project_has_no_import_circles() -> None:
    assert cycles(ROOT) == []


def test_a_circle_through_a_function_is_found_and_a_type_only_one_is_not(tmp_path) -> None:
    pkg = tmp_path / "game"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from game import b\n")
    (pkg / "b.py").write_text("def f():\n    from game.a import thing\n")
    (pkg / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.d import X\n")
    (pkg / "d.py").write_text("from game import c\n")
    assert cycles(tmp_path) == [["game.a", "game.b"]]
