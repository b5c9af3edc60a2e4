"""Packages, shipped data and the optional Cython extension.

- The code packages are game, ai and cext (found below).
- The shipped data keeps its top-level folders and is installed as two packages:
  levels/ -> ``polis_levels``, assets/ -> ``polis_assets``. The program reads it only
  through ``game.engine.paths`` (importlib.resources), from the source tree and from
  an installed wheel alike.
- Every cext/*.pyx becomes cext.<name>. If the extension cannot be compiled (no
  compiler, no Cython) the install still succeeds, says so, and the game runs on
  plain Python (the same rules, a slower AI); ``polis info`` tells which.
"""

from __future__ import annotations

import glob
import os
import sys

from setuptools import find_packages, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """build_ext that warns instead of failing when compilation is impossible."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # noqa: BLE001 - any build failure means "plain Python"
            self._warn(exc)

    def build_extension(self, ext) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:  # noqa: BLE001
            self._warn(exc)
            self._drop_stale(ext.name)

    def _drop_stale(self, name: str) -> None:
        """Remove an earlier build of module ``name`` from the source tree: an editable
        install would otherwise go on running compiled code older than its sources."""
        stale = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                             self.get_ext_filename(name))
        if os.path.isfile(stale):
            os.remove(stale)
            print(f"WARNING: removed {stale}, built from older sources", file=sys.stderr)

    @staticmethod
    def _warn(exc: Exception) -> None:
        print(
            f"WARNING: the Cython extension could not be built ({exc}); "
            "Polis Arcade will run on plain Python (a slower AI; `polis info` tells).",
            file=sys.stderr,
        )


def _extensions() -> list:
    sources = sorted(glob.glob(os.path.join("cext", "*.pyx")))
    if not sources:
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        print(
            "WARNING: Cython is missing; Polis Arcade will run on plain Python (a slower AI).",
            file=sys.stderr,
        )
        return []
    from setuptools import Extension

    modules = [
        Extension(
            f"cext.{os.path.splitext(os.path.basename(src))[0]}",
            [src],
            extra_compile_args=["-O3"] if os.name != "nt" else [],
        )
        for src in sources
    ]
    return cythonize(modules, compiler_directives={"language_level": "3"}, quiet=True)


#: data package -> its folder in the source tree (game.engine.paths names the same packages)
DATA_PACKAGES = {"polis_levels": "levels", "polis_assets": "assets"}

setup(
    packages=find_packages(include=["game*", "ai*", "cext*"]) + list(DATA_PACKAGES),
    package_dir=DATA_PACKAGES,
    package_data={
        "cext": ["*.pyx", "*.pxd"],
        "polis_levels": ["**/*.toml"],
        "polis_assets": ["*.md", "**/*.png", "**/*.ogg", "**/*.wav", "**/*.ttf", "**/*.otf",
                         "**/*.mo", "**/*.po", "**/*.pot", "**/*.txt"],
    },
    ext_modules=_extensions(),
    cmdclass={"build_ext": OptionalBuildExt},
)
