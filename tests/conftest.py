"""Every test keeps the game's files in its own temporary folder, never in the user's, and
leaves the interface language as it found it (the default, 中文)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves, settings and logs of the code under test go to a fresh folder per test."""
    home = tmp_path / "gongzhu-home"
    monkeypatch.setenv("GONGZHU_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def default_language() -> Iterator[None]:
    """A test that switched to English must not decide the next test's language."""
    yield
    i18n = sys.modules.get("game.texts.i18n")
    if i18n is not None:
        i18n.set_language("zh")


@pytest.fixture(autouse=True)
def fresh_new_game_form() -> Iterator[None]:
    """The form's memory of the last game's options (a run's) does not cross tests."""
    yield
    newgame = sys.modules.get("game.scenes.newgame")
    if newgame is not None:
        newgame.LAST_VALUES.clear()
