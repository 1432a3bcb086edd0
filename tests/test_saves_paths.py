"""Where files go: GONGZHU_HOME moves everything; nothing is created until written."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from saves import paths
from saves.atomic import atomic_write


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_home_moves_everything(home: Path) -> None:
    for path in (
        paths.data_dir(),
        paths.config_dir(),
        paths.saves_dir(),
        paths.histories_dir(),
        paths.logs_dir(),
        paths.settings_file(),
        paths.profiles_file(),
    ):
        assert path.is_absolute()
        assert path == home or home in path.parents


def test_no_folder_on_import_or_lookup(home: Path) -> None:
    importlib.reload(paths)
    paths.settings_file()
    paths.saves_dir()
    assert not home.exists()


def test_folder_created_on_first_write(home: Path) -> None:
    atomic_write(paths.saves_dir() / "a.json", b"{}")
    assert (home / "saves" / "a.json").read_bytes() == b"{}"


def test_relative_home_is_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GONGZHU_HOME", "portable")
    assert paths.data_dir() == tmp_path / "portable"


def test_platform_folders_without_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GONGZHU_HOME")
    assert paths.data_dir().name.lower() == "gongzhu"
    assert paths.settings_file().parent.name.lower() == "gongzhu"
