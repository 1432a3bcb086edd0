"""The first start speaks the system's language; ``--lang`` is for one run only (issue 59)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ui import settings_store
from game.ui.settings_store import language_of, system_language
from saves import paths
from saves.settings import Settings, save_settings


@pytest.mark.parametrize(
    ("env", "language"),
    [
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "zh_TW.Big5"}, "zh"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "zh_SG.UTF-8"}, "zh"),
        ({"LANG": "zh_CN.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN:en"}, "zh"),
        ({"LANG": "zh_CN.UTF-8", "LANGUAGE": "en"}, "en"),
    ],
)
def test_the_system_language_is_read_from_the_locale(env: dict[str, str], language: str) -> None:
    assert system_language(env, platform="linux") == language


def test_a_locale_that_names_no_language_means_english(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(settings_store.locale, "getlocale", lambda _category: (None, None))
    assert system_language({"LANG": "C"}, platform="linux") == "en"
    assert system_language({}, platform="linux") == "en"


@pytest.mark.parametrize(
    ("tag", "language"),
    [("zh-Hans-CN", "zh"), ("zh_CN", "zh"), ("Chinese (Simplified)_China", "zh"), ("en-GB", "en")],
)
def test_language_tags_of_every_platform(tag: str, language: str) -> None:
    assert language_of(tag) == language


@pytest.mark.parametrize(("lang", "expected"), [("zh_CN.UTF-8", "zh"), ("en_AU.UTF-8", "en")])
def test_the_first_start_follows_the_system(
    monkeypatch: pytest.MonkeyPatch, lang: str, expected: str
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", lang)
    assert settings_store.load().language == expected


def test_the_saved_language_wins_over_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    save_settings(Settings(language="zh"))
    assert settings_store.load().language == "zh"


def saved() -> dict[str, object]:
    return dict(json.loads(paths.settings_file().read_text("utf-8")))


def test_lang_on_the_command_line_is_for_this_run_only(private_home: Path) -> None:
    """``gongzhu --lang en`` of a 中文 player: the run is in English, the settings stay
    中文; another setting changed during the run is kept."""
    from game import testing
    from game.texts import i18n
    from game.ui.app import App

    save_settings(Settings(language="zh", volume=0.7))
    stored = settings_store.load()
    app = App(Settings(language="en", volume=0.7), testing.wired(), stored=stored)
    assert i18n.language() == "en"
    app.ctx.change_settings(volume=0.5)
    assert saved()["language"] == "zh" and saved()["volume"] == 0.5
    app.save_settings(app.settings)  # as on closing
    assert saved()["language"] == "zh"


def test_a_language_chosen_during_the_run_is_kept(private_home: Path) -> None:
    from game import testing
    from game.ui.app import App

    save_settings(Settings(language="en"))
    app = App(Settings(language="zh"), testing.wired(), stored=settings_store.load())
    app.ctx.change_settings(language="en")
    app.ctx.change_settings(language="zh")  # the player's own choice now
    assert saved()["language"] == "zh"
