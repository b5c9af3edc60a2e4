"""The app's scenes, registered by name in one table: the only module that imports them.

A scene never imports another; it asks the app's router for one by name
(``game.ui.shell.scene_router``). Each scene's ``name`` attribute is its name here.
"""

from __future__ import annotations

from game.ui.scenes.arcade import ArcadeScene
from game.ui.scenes.continue_list import ContinueScene
from game.ui.scenes.crash import CrashScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.play import PlayScene, StillPlay
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.replays import ReplaysScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import LearnDialog, QuitDialog, TitleScene
from game.ui.scenes.tutor import TutorDialog
from game.ui.shell.scene_router import SceneFactory

#: every scene; each is registered under its own ``name``
SCENE_CLASSES = (TitleScene, QuitDialog, LearnDialog, SetupScene, PlayScene, StillPlay,
                 HandoffScene, PauseScene, RulesScene, OptionsScene, ResultsScene,
                 ReplaysScene, ReplayScene, ReviewScene, CrashScene, ContinueScene,
                 TutorDialog, ArcadeScene)
#: scene name -> what makes it (the scene class: called with the app and keyword arguments)
SCENES: dict[str, SceneFactory] = {scene.name: scene for scene in SCENE_CLASSES}
