"""The import statements of a source file, relative imports resolved: what the import
checks (tests/test_import_cycles.py, tests/ui/test_scene_imports.py,
tests/ui/test_view_imports.py) read."""

from __future__ import annotations

import ast


def import_statements(source: str, package: str,
                      skip_type_checking: bool = False) -> list[tuple[str, list[str]]]:
    """(module, names) for every import anywhere in ``source`` (inside functions too):
    ``import a.b`` gives ("a.b", []), ``from .x import y`` in package ``p`` gives
    ("p.x", ["y"]). ``package`` is the package the source is in. With
    ``skip_type_checking`` the imports under ``if TYPE_CHECKING:`` are left out."""
    tree = ast.parse(source)
    skipped = set()
    if skip_type_checking:
        skipped = {id(node) for block in ast.walk(tree)
                   if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
                   for stmt in block.body for node in ast.walk(stmt)}
    found: list[tuple[str, list[str]]] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found += [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            found.append((base, [alias.name for alias in node.names]))
    return found
