"""Fixtures of the cext tests: both implementations of a module, side by side."""

from __future__ import annotations

import importlib

import pytest


def compiled_or_skip(name: str):
    """The compiled module ``cext.<name>``, or skip when the extension is not built."""
    try:
        return importlib.import_module(f"cext.{name}")
    except ImportError:
        pytest.skip(f"cext.{name} is not built (pure-Python install)")
