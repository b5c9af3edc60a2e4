"""cext/protocols.py describes the built modules: the same public names, and the same
parameters (names and defaults) for every function, method and constructor."""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from cext import protocols as P
from tests.cext.conftest import compiled_or_skip

CEXT = Path(__file__).resolve().parents[2] / "cext"

#: compiled module -> its protocol, and its classes -> theirs
MODULES: dict[str, tuple[type, dict[str, type]]] = {
    "regions": (P.Regions, {"BoardBatch": P.BoardBatch}),
    "rng": (P.Rng, {}),
    "akropolis_playout": (P.AkropolisPlayout, {"World": P.AkropolisWorld}),
    "capital_playout": (P.CapitalPlayout, {"World": P.CapitalWorld}),
    "ginkgopolis_playout": (P.GinkgopolisPlayout, {"World": P.GinkgopolisWorld}),
}


def public(names: Iterable[str]) -> set[str]:
    """The names that do not start with an underscore."""
    return {name for name in names if not name.startswith("_")}


def protocol_names(protocol: type) -> set[str]:
    """A protocol's public members: its methods, properties and annotated attributes."""
    return public(vars(protocol)) | public(getattr(protocol, "__annotations__", {}))


def parameters(function: Callable[..., object], drop_self: bool) -> list[tuple[str, object]]:
    """(name, default) of each parameter; ``inspect.Parameter.empty`` when none."""
    params = list(inspect.signature(function).parameters.values())
    if drop_self:
        params = params[1:]
    return [(p.name, p.default) for p in params]


def constructor(module: str, cls: str) -> list[tuple[str, object]]:
    """(name, default) of a compiled class's ``__cinit__`` or ``__init__``, read from
    its .pyx source (Cython gives no signature for them)."""
    source = (CEXT / f"{module}.pyx").read_text(encoding="utf-8")
    body = source.split(f"cdef class {cls}", 1)[1]
    found = re.search(r"def __c?init__\(self,?([^)]*)\)", body)
    assert found, f"no constructor for {module}.{cls}"
    out: list[tuple[str, object]] = []
    for part in filter(None, (p.strip() for p in found.group(1).split(","))):
        name, _, default = part.partition("=")
        value = ast.literal_eval(default.strip()) if default else inspect.Parameter.empty
        out.append((name.split()[-1], value))
    return out


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_names_match(name: str) -> None:
    module = compiled_or_skip(name)
    protocol, classes = MODULES[name]
    assert public(dir(module)) == protocol_names(protocol)
    for cls, cls_protocol in classes.items():
        assert public(dir(getattr(module, cls))) == protocol_names(cls_protocol), cls


@pytest.mark.parametrize("name", sorted(MODULES))
def test_function_parameters_match(name: str) -> None:
    module = compiled_or_skip(name)
    protocol, classes = MODULES[name]
    for attr in public(vars(protocol)):  # the methods (COMPILED is only annotated)
        declared = getattr(protocol, attr)
        if attr in classes:
            assert constructor(name, attr) == parameters(declared, True), attr
        else:
            assert parameters(getattr(module, attr), False) == parameters(declared, True), attr
    for cls, cls_protocol in classes.items():
        compiled_cls = getattr(module, cls)
        for attr in public(vars(cls_protocol)):
            declared = vars(cls_protocol)[attr]
            if isinstance(declared, property):  # a read-only attribute on both sides
                assert inspect.isdatadescriptor(vars(compiled_cls)[attr]), f"{cls}.{attr}"
                continue
            assert (parameters(getattr(compiled_cls, attr), True)
                    == parameters(declared, True)), f"{cls}.{attr}"


def test_load_returns_the_module() -> None:
    """``cext.load`` hands out the module the protocol describes (or None)."""
    from cext import load

    module = compiled_or_skip("rng")
    assert load("rng") is module
