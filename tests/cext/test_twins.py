"""Declared twins (cext/README.md, "Declared twins"): every compiled function names its
engine twin and rule, or says it restates no rule; every public engine rule function
has a compiled twin or a reason in cext/not_compiled.toml.

The docstrings are read from the sources' text, so this runs with and without the
compiled extension (POLIS_PUREPYTHON=1).
"""

from __future__ import annotations

import ast
import importlib
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CEXT = ROOT / "cext"
RULES_DOCS = ROOT / "docs" / "rules"
ENGINE = ROOT / "game" / "rules"
NOT_COMPILED = CEXT / "not_compiled.toml"

# special methods: plumbing of the extension types, no mark needed
EXEMPT = {"__cinit__", "__dealloc__", "__init__", "__len__"}

_DEF = re.compile(
    r"^(?P<indent>[ ]*)(?:(?:cdef|cpdef)\s+(?!class\b|extern\b|struct\b|enum\b)"
    r"(?:inline\s+)?(?:[\w.*\[\]]+\s+)*?\**(?P<cname>\w+)\s*\(|def\s+(?P<pname>\w+)\s*\()")
_TWIN = re.compile(r"^Twin:\s+(?P<path>[\w.]+)\s+\((?P<rules>[^()]+)\)\s*$")
_NOT_A_RULE = re.compile(r"^Not a rule:\s+\S")
_LABEL = re.compile(r"^(?:[RE]\d+(?:\.\d+)*[a-z]?|§\d+(?:\.\d+)*)$")


@dataclass(frozen=True)
class Compiled:
    """One compiled (or layout) function and its docstring."""

    where: str  # file:line
    name: str
    doc: str


@dataclass(frozen=True)
class Marks:
    """The machine-read lines of one docstring."""

    twins: tuple[tuple[str, tuple[str, ...]], ...]  # (dotted path, rule labels)
    not_a_rule: bool
    bad: tuple[str, ...]  # lines that start like a mark but do not parse


def _docstring_at(lines: list[str], start: int) -> str:
    """The docstring of the definition starting on line index ``start`` ('' if none)."""
    j, depth = start, 0
    while True:  # the signature may span lines
        depth += lines[j].count("(") - lines[j].count(")")
        if depth <= 0 and lines[j].split("#")[0].rstrip().endswith(":"):
            break
        j += 1
    k = j + 1
    while k < len(lines) and not lines[k].strip():
        k += 1
    if k == len(lines):
        return ""
    first = lines[k].strip()
    quote = next((q for q in ('"""', "'''") if first.lstrip("rR").startswith(q)), None)
    if quote is None:
        return ""
    body = first.lstrip("rR")[3:]
    if quote in body:
        return body[: body.index(quote)]
    parts = [body]
    for line in lines[k + 1:]:
        if quote in line:
            parts.append(line[: line.index(quote)])
            break
        parts.append(line)
    return "\n".join(parts)


def parse_cython(text: str, name: str) -> list[Compiled]:
    """Every def / cdef / cpdef function of a .pyx or .pxd source, with its docstring."""
    lines = text.split("\n")
    found = []
    for i, line in enumerate(lines):
        m = _DEF.match(line)
        if m:
            fn = m.group("cname") or m.group("pname")
            found.append(Compiled(f"{name}:{i + 1}", fn, _docstring_at(lines, i)))
    return found


def parse_python(text: str, name: str) -> list[Compiled]:
    """Every function of a Python source (methods included), with its docstring."""
    return [Compiled(f"{name}:{node.lineno}", node.name, ast.get_docstring(node) or "")
            for node in ast.walk(ast.parse(text))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]


def compiled_functions() -> list[Compiled]:
    """The functions of cext/*.pyx, cext/*.pxd and cext/*_common.py."""
    found: list[Compiled] = []
    for path in sorted([*CEXT.glob("*.pyx"), *CEXT.glob("*.pxd")]):
        found += parse_cython(path.read_text(encoding="utf-8"), path.name)
    for path in sorted(CEXT.glob("*_common.py")):
        found += parse_python(path.read_text(encoding="utf-8"), path.name)
    return [f for f in found if f.name not in EXEMPT]


def marks(doc: str) -> Marks:
    """The Twin: and Not a rule: lines of a docstring."""
    twins, bad, not_a_rule = [], [], False
    for raw in doc.split("\n"):
        line = raw.strip()
        if line.startswith("Twin"):
            m = _TWIN.match(line)
            if m:
                rules = tuple(r.strip() for r in m.group("rules").split(","))
                twins.append((m.group("path"), rules))
            else:
                bad.append(line)
        elif line.startswith("Not a rule"):
            if _NOT_A_RULE.match(line):
                not_a_rule = True
            else:
                bad.append(line)
    return Marks(tuple(twins), not_a_rule, tuple(bad))


def rule_labels(text: str) -> set[str]:
    """The labels a rules file defines: bold R/E labels, and § plus section numbers."""
    labels = set(re.findall(r"\*\*([RE]\d+(?:\.\d+)*[a-z]?)(?![\w.])", text))
    labels |= {"§" + n for n in re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.?\s", text, re.M)}
    labels |= {"§" + n for n in re.findall(r"^(\d+\.\d+) \*\*", text, re.M)}
    return labels


def resolve(path: str) -> object:
    """Import a dotted path: the longest importable module, then attributes."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)
        return obj
    raise ModuleNotFoundError(path)


def engine_functions() -> set[str]:
    """Dotted paths of the public module-level functions of game/rules/<game>/*.py."""
    found = set()
    for path in sorted(ENGINE.glob("*/*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                    not node.name.startswith("_"):
                found.add(f"{module}.{node.name}")
    return found


def declared() -> dict[str, list[tuple[str, tuple[str, ...]]]]:
    """Twin path -> [(compiled function, rules)], over every compiled docstring."""
    out: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for f in compiled_functions():
        for path, rules in marks(f.doc).twins:
            out.setdefault(path, []).append((f"{f.where} {f.name}", rules))
    return out


def not_compiled() -> dict[str, str]:
    """cext/not_compiled.toml as dotted path -> reason."""
    table = tomllib.loads(NOT_COMPILED.read_text(encoding="utf-8"))
    out = {}
    for game, modules in table.items():
        for module, names in modules.items():
            for name, why in names.items():
                out[f"game.rules.{game}.{module}.{name}"] = why
    return out


# ---- the parser itself ---------------------------------------------------------------

SAMPLE = '''
cdef inline int place(City* c, int tile,
                      int rot) noexcept nogil:
    """Put a tile.

    Twin: game.rules.akropolis.geometry.placement_spaces (R2.7)
    Twin: game.rules.akropolis.state.AkropolisState.apply (R4.4, R4.5)
    """
    cdef int j


cdef int bare(int x) noexcept nogil:
    cdef int y = max(x, 0)
    return y


cdef class W:
    def legal(self):
        """Codes. Not a rule: dispatch"""

    def __cinit__(self):
        pass
'''


def test_parser_reads_cython_definitions_and_marks() -> None:
    found = {f.name: f for f in parse_cython(SAMPLE, "sample.pyx")}
    assert set(found) == {"place", "bare", "legal", "__cinit__"}
    assert marks(found["place"].doc).twins == (
        ("game.rules.akropolis.geometry.placement_spaces", ("R2.7",)),
        ("game.rules.akropolis.state.AkropolisState.apply", ("R4.4", "R4.5")))
    assert found["bare"].doc == ""
    assert marks(found["bare"].doc) == Marks((), False, ())
    # a mark must start its line
    assert not marks(found["legal"].doc).not_a_rule
    assert marks("Twin: game.rules.x.y R2.7").bad == ("Twin: game.rules.x.y R2.7",)


def test_rule_labels_of_the_rules_files() -> None:
    akropolis = rule_labels((RULES_DOCS / "akropolis.md").read_text(encoding="utf-8"))
    assert {"R2.7", "R7.13", "R10.3a", "E5", "§7", "§11.1"} <= akropolis
    assert "R7.14" not in akropolis
    ginkgo = rule_labels((RULES_DOCS / "ginkgopolis.md").read_text(encoding="utf-8"))
    assert {"§6.3", "§9.2", "§12.4", "§4.1"} <= ginkgo


# ---- the compiled side ---------------------------------------------------------------


def test_every_compiled_function_is_marked() -> None:
    problems = []
    for f in compiled_functions():
        m = marks(f.doc)
        if m.bad:
            problems.append(f"{f.where} {f.name}: unreadable mark {m.bad}")
        elif m.twins and m.not_a_rule:
            problems.append(f"{f.where} {f.name}: both Twin: and Not a rule:")
        elif not m.twins and not m.not_a_rule:
            problems.append(f"{f.where} {f.name}: neither Twin: nor Not a rule:")
    assert not problems, "\n".join(problems)


def test_declared_twins_exist() -> None:
    problems = []
    for path, users in sorted(declared().items()):
        if not path.startswith("game.rules."):
            problems.append(f"{path} (from {users[0][0]}): not under game.rules")
            continue
        try:
            obj = resolve(path)
        except (ImportError, AttributeError) as exc:
            problems.append(f"{path} (from {users[0][0]}): {exc!r}")
            continue
        if not (callable(obj) or isinstance(obj, property)):
            problems.append(f"{path} (from {users[0][0]}): not a function")
    assert not problems, "\n".join(problems)


def test_declared_rules_exist() -> None:
    labels = {doc.stem: rule_labels(doc.read_text(encoding="utf-8"))
              for doc in RULES_DOCS.glob("*.md")}
    problems = []
    for path, users in sorted(declared().items()):
        game = path.split(".")[2]
        for user, rules in users:
            for rule in rules:
                if not _LABEL.match(rule) or rule not in labels.get(game, set()):
                    problems.append(f"{user}: {rule} is not a label of docs/rules/{game}.md")
    assert not problems, "\n".join(problems)


# ---- the engine side -----------------------------------------------------------------


def test_every_engine_function_has_a_twin_or_a_reason() -> None:
    twins, reasons = declared(), not_compiled()
    missing = sorted(engine_functions() - set(twins) - set(reasons))
    assert not missing, (
        "no compiled twin declared and no reason in cext/not_compiled.toml:\n"
        + "\n".join(missing))


def test_not_compiled_table_is_current() -> None:
    engine, twins = engine_functions(), declared()
    problems = []
    for path, why in sorted(not_compiled().items()):
        if path not in engine:
            problems.append(f"{path}: not a public function of the engine")
        elif path in twins:
            problems.append(f"{path}: has a compiled twin ({twins[path][0][0]})")
        if not isinstance(why, str) or not why.strip():
            problems.append(f"{path}: no reason given")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_each_game_has_compiled_twins(game: str) -> None:
    """Each game's playout declares twins (a parser that found none would pass above)."""
    assert sum(p.startswith(f"game.rules.{game}.") for p in declared()) >= 5
