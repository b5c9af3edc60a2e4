"""The player-facing commands speak ``--lang`` (else the system's locale), the others
English; a bad ``--lang`` is one line and exit 2; file names and keys stay as written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import cli
from game.cli import main
from game.engine import i18n
from game.engine.paths import user_config_path
from tests.game.fake_catalogue import fake_catalogue, marked

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
PLAYER = ("play", "demo", "score", "moves", "replay", "review", "tutorial")
DEVELOPER = ("arena", "bench", "info", "ladder", "tune", "challenge")


@pytest.fixture(autouse=True)
def _english_locale(monkeypatch):
    """The machine's own locale must not decide these tests."""
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    yield
    i18n.pin_language(None)
    i18n.set_language("en")


@pytest.fixture
def catalogue(monkeypatch):
    with fake_catalogue(monkeypatch) as fake:
        yield fake


def _options(command: str) -> list[str]:
    parser = cli.build_parser()
    sub = parser._subparsers._group_actions[0].choices[command]  # noqa: SLF001
    return [opt for action in sub._actions for opt in action.option_strings]  # noqa: SLF001


def test_the_player_commands_take_lang_and_the_others_do_not():
    for command in PLAYER:
        assert "--lang" in _options(command), command
    for command in DEVELOPER:
        assert "--lang" not in _options(command), command


@pytest.mark.parametrize("value", ["fr", "", "zh-Hantt", "english", "x" * 500, "zh\nHant"])
def test_a_bad_language_is_one_line_and_exit_2(value, capsys, monkeypatch):
    import game.ui.shell.app

    def no_window(*_args, **_kwargs):
        raise AssertionError("the window opened before the arguments were checked")

    monkeypatch.setattr(game.ui.shell.app, "App", no_window)
    for argv in (["score", "--lang", value, str(FIXTURES / "akropolis" / "houses_27.toml")],
                 ["play", "--lang", value], ["tutorial", "--game", "akropolis", "--lang", value]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith(f"polis {argv[0]}: argument --lang: ")
        assert "unknown language" in err and "en, zh-Hant, zh-Hans" in err


def test_a_developer_command_refuses_lang(capsys):
    assert main(["info", "--lang", "zh-Hant"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--lang" in err


@pytest.mark.parametrize("value", ["en", "zh-Hant", "zh-Hans", "zh_TW.UTF-8", "zh-CN", "ZH-HANT"])
def test_the_languages_and_the_ways_a_locale_writes_them(value):
    args = cli.build_parser().parse_args(["score", "--lang", value, "f.toml"])
    assert args.lang == i18n.normal(value)


BAD_POSITION = 'game = "akropolis"\nhexes = [{ q = 0, r = 0, level = 1, kind = "hous" }]\n'


def test_score_speaks_lang_and_keeps_the_file_and_key(tmp_path, capsys, catalogue):
    bad = tmp_path / "bad city.toml"
    bad.write_text(BAD_POSITION)
    assert main(["score", "--lang", "zh-Hant", str(bad)]) == 2
    assert capsys.readouterr().err == f'{bad}: hexes[0]: 未知的種類 "hous"\n'
    assert i18n.language() == "en"  # only for the run
    assert main(["score", str(bad)]) == 2
    assert capsys.readouterr().err == f'{bad}: hexes[0]: unknown kind "hous"\n'


def test_score_labels_follow_the_language_and_json_keys_stay_english(capsys, catalogue):
    fixture = str(FIXTURES / "capital" / "worked_example.toml")
    assert main(["score", "--lang", "zh-Hant", fixture]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == fixture
    assert lines[1] == f"  {marked('vp')}: 26"
    assert f"  {marked('residential penalty')}: -1" in lines
    assert "  总分: 23" not in lines and "    總分: 23" in lines  # regions.total
    # a building's id is as written in the file (its words are not the catalogue's)
    assert "    skaryszewski park:" in lines
    assert main(["score", "--lang", "zh-Hant", "--json", fixture]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["vp"] == 26 and data["regions"]["total"] == 23


def test_score_json_errors_follow_the_language(tmp_path, capsys, catalogue):
    bad = tmp_path / "bad.toml"
    bad.write_text(BAD_POSITION)
    assert main(["score", "--lang", "zh-Hant", "--json", str(bad)]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data == {"file": str(bad), "error": f'{bad}: hexes[0]: 未知的種類 "hous"'}


def test_akropolis_points_read_in_the_language(capsys, catalogue):
    fixture = str(FIXTURES / "akropolis" / "houses_27.toml")
    assert main(["score", "--lang", "zh-Hant", fixture]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "  總分: 29" in lines
    assert f"  {marked('house')}: {marked('value 9 × 3 stars = 27')}" in lines


def test_moves_speaks_lang(capsys, catalogue):
    fixture = str(FIXTURES / "akropolis" / "moves_m1.toml")
    assert main(["moves", "--lang", "zh-Hant", "--tile", "xyz", fixture]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{fixture}: --tile: ⟪")
    assert '"xyz"' in err and "(quarry,house,house)" in err and "(qhh)" in err
    assert main(["moves", "--lang", "zh-Hant", fixture]) == 0
    assert capsys.readouterr().out.splitlines()[1] == f"  {marked('{n} results')}".format(n=90)


def test_the_locale_decides_without_lang(tmp_path, capsys, catalogue, monkeypatch):
    bad = tmp_path / "bad.toml"
    bad.write_text(BAD_POSITION)
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    assert main(["score", str(bad)]) == 2
    assert capsys.readouterr().err == f'{bad}: hexes[0]: 未知的種類 "hous"\n'
    assert main(["score", "--lang", "en", str(bad)]) == 2
    assert capsys.readouterr().err == f'{bad}: hexes[0]: unknown kind "hous"\n'


def test_developer_commands_stay_english_whatever_the_locale(capsys, catalogue, monkeypatch):
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    heard = []
    monkeypatch.setitem(cli.SUBCOMMANDS, "info", _Recorder(heard))
    assert main(["info"]) == 0
    assert heard == ["en"]


class _Recorder:
    """A subcommand that notes the language it runs in."""

    HELP = "records the language"

    def __init__(self, heard: list[str]) -> None:
        self.heard = heard

    @staticmethod
    def add_arguments(parser) -> None:
        """No options."""

    def run(self, args) -> int:
        self.heard.append(i18n.language())
        return 0


def test_replay_speaks_lang(record_file, tmp_path, capsys, catalogue):
    path, record, state = record_file
    assert main(["replay", "--lang", "zh-Hant", str(path)]) == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith(f"{path}: ⟪") and "Zoe" in out and "Ada" in out
    assert marked("{n} moves").format(n=len(record.actions)) in out
    assert marked("Capital") in out and "the game is over" in out and "⟫" in out
    bad = tmp_path / "bad.toml"
    bad.write_text(path.read_text().replace('format = "polis-arcade-record"', 'format = "x"'))
    assert main(["replay", "--lang", "zh-Hant", "--json", str(bad)]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data == {"file": str(bad), "error": "format: 不是 Polis Arcade 的對局紀錄"}
    assert main(["replay", "--lang", "zh-Hant", "--to", "x", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: --to: {marked('expected a whole number, got {value}')}"[:-1]
                          .format(value="'x'"))


def test_review_takes_lang_through_the_shared_option(record_file, tmp_path, capsys, catalogue):
    path, _record, _state = record_file
    bad = tmp_path / "bad.toml"
    bad.write_text(path.read_text().replace('format = "polis-arcade-record"', 'format = "x"'))
    assert main(["review", "--lang", "zh-Hant", str(bad)]) == 2
    assert capsys.readouterr().err == f"{bad}: format: 不是 Polis Arcade 的對局紀錄\n"
    assert main(["review", "--lang", "zh-Hant", "--json", str(bad)]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data == {"file": str(bad), "error": "format: 不是 Polis Arcade 的對局紀錄"}


def test_tutorial_speaks_lang(capsys, catalogue):
    assert main(["tutorial", "--game", "akropolis", "--json", "--lang", "zh-Hant"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("polis tutorial: ⟪--headless and --json go with --autoplay")
    assert main(["tutorial", "--game", "akropolis", "--json"]) == 2
    assert capsys.readouterr().err.startswith("polis tutorial: --headless and --json go with")


BAD_SETTINGS = '[options]\nlanguage = "en"\nvolume = "loud"\n'


def _damaged_settings() -> tuple[Path, bytes]:
    path = user_config_path()
    path.write_text(BAD_SETTINGS)
    return path, path.read_bytes()


def test_play_speaks_lang_for_the_run_and_keeps_the_saved_setting(capsys, catalogue,
                                                                  monkeypatch):
    from game.ui.shell import app as app_module

    path, before = _damaged_settings()
    seen = []

    def run(self, *args, **kwargs):
        seen.append((i18n.language(), list(self.messages)))
        self.options.volume = 0.5  # another option applied: the run keeps its language
        self.apply_options()
        seen.append((i18n.language(), []))
        self.close()

    monkeypatch.setattr(app_module.App, "run", run)
    assert main(["play", "--lang", "zh-Hant"]) == 0
    expected = ("settings.toml: options.volume: "
                + marked("{reason}; using {value}").format(
                    reason=marked("expected {expected}, got {got}").format(
                        expected=marked("float"), got=marked("str")), value="0.7"))
    assert capsys.readouterr().err == expected + "\n"
    assert seen == [("zh-Hant", [expected]), ("zh-Hant", [])]
    assert path.read_bytes() == before  # the saved language is still "en"
    assert i18n.language() == "en"


def test_play_without_lang_follows_the_saved_setting(capsys, catalogue, monkeypatch):
    from game.ui.shell import app as app_module

    _damaged_settings()
    seen = []
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")

    def run(self, *args, **kwargs):
        seen.append(i18n.language())
        self.close()

    monkeypatch.setattr(app_module.App, "run", run)
    assert main(["play"]) == 0
    assert seen == ["en"]  # the file says "en", whatever the locale


def test_demo_speaks_lang(capsys, catalogue, monkeypatch):
    from game.ui.shell import app as app_module

    path, before = _damaged_settings()
    seen = []
    real_run = app_module.App.run

    def run(self, *args, **kwargs):
        seen.append((i18n.language(), list(self.messages)))
        return real_run(self, *args, **kwargs)

    monkeypatch.setattr(app_module.App, "run", run)
    assert main(["demo", "--lang", "zh-Hant", "--headless", "--frames", "2", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["frames"] == 2
    ((language, messages),) = seen
    assert language == "zh-Hant"
    assert messages == ["settings.toml: options.volume: " + marked("{reason}; using {value}")
                        .format(reason=marked("expected {expected}, got {got}").format(
                            expected=marked("float"), got=marked("str")), value="0.7")]
    assert path.read_bytes() == before


def test_the_language_is_given_back_after_every_command(tmp_path, capsys, catalogue):
    i18n.set_language("zh-Hant")
    assert main(["score", "--lang", "en", str(FIXTURES / "akropolis" / "houses_27.toml")]) == 0
    assert i18n.language() == "zh-Hant" and i18n.pinned() is None
