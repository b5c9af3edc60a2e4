"""No scene imports another: scenes ask the app's router for one by name. Only the
registration module (game/ui/scenes/__init__.py) imports the scene modules; the other UI
modules that open scenes (app, tutorial, the CLI entry points) use the router too."""

from __future__ import annotations

from pathlib import Path

import game.ui
from tests.import_statements import import_statements

UI = Path(game.ui.__file__).parent
SCENES = UI / "scenes"
REGISTRATION = SCENES / "__init__.py"
#: UI modules outside the scenes folder that open scenes (through the router only)
OPENERS = ("shell/app.py", "play/tutorial.py", "play/coach.py", "shell/play_cli.py",
           "shell/demo_cli.py", "shell/demo_start.py", "shell/harness.py")


def scene_imports(source: str, package: str = "game.ui.scenes") -> list[str]:
    """The scene modules ``source`` imports anywhere (top level or inside a function).

    ``package`` is the package the source is in, for relative imports.
    """
    found = []
    for base, names in import_statements(source, package):
        if not names:  # import game.ui.scenes.play
            if base.startswith("game.ui.scenes."):
                found.append(base)
        elif base == "game.ui.scenes":  # from game.ui.scenes import play (not SCENES)
            found += [f"{base}.{name}" for name in names if name.islower()]
        elif base.startswith("game.ui.scenes."):
            found.append(base)
    return found


def test_no_scene_module_imports_another():
    offenders = {}
    for path in sorted(SCENES.glob("*.py")):
        if path == REGISTRATION:
            continue
        hits = scene_imports(path.read_text(encoding="utf-8"))
        if hits:
            offenders[path.name] = hits
    assert offenders == {}


def test_ui_modules_open_scenes_through_the_router():
    offenders = {}
    for name in OPENERS:
        package = "game.ui." + name.split("/")[0]
        hits = scene_imports((UI / name).read_text(encoding="utf-8"), package)
        if hits:
            offenders[name] = hits
    assert offenders == {}


def test_the_registration_imports_every_scene_module():
    registered = {m.removeprefix("game.ui.scenes.")
                  for m in scene_imports(REGISTRATION.read_text(encoding="utf-8"))}
    modules = {p.stem for p in SCENES.glob("*.py") if p != REGISTRATION}
    assert registered == modules


def test_the_check_sees_every_form_of_import():
    sources = {
        "import game.ui.scenes.title\n": ["game.ui.scenes.title"],
        "from game.ui.scenes.play import PlayScene\n": ["game.ui.scenes.play"],
        "from game.ui.scenes import pause\n": ["game.ui.scenes.pause"],
        "def f():\n    from game.ui.scenes.results import ResultsScene\n":
            ["game.ui.scenes.results"],
        "from .rules import RulesScene\n": ["game.ui.scenes.rules"],
        "from . import options\n": ["game.ui.scenes.options"],
        "from game.ui.scenes import SCENES, SCENE_CLASSES\nfrom game.ui import dialog\n": [],
    }
    for source, expected in sources.items():
        assert scene_imports(source) == expected, source
