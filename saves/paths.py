"""Where the game keeps its files.

Player data (saves, statistics, hand histories, logs) goes to the platform's user
data folder and settings to the user config folder, both found by platformdirs.
Setting ``GONGZHU_HOME`` puts everything into that one folder instead, for portable
installs and for tests. Nothing here creates a folder: :func:`saves.atomic.atomic_write`
creates the parent on the first write, so importing or merely reading never litters
the disk.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "gongzhu"
HOME_ENV = "GONGZHU_HOME"  # one folder for everything (portable installs, tests)


def _home() -> Path | None:
    """The override folder, read on every call so tests can move it with monkeypatch."""
    home = os.environ.get(HOME_ENV, "").strip()
    if not home:
        return None
    # Absolute now, so a later chdir cannot move the player's files.
    return Path(home).expanduser().absolute()


def data_dir() -> Path:
    """The folder for saves, statistics, histories and logs."""
    home = _home()
    if home is not None:
        return home
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The folder for settings (the same as :func:`data_dir` under ``GONGZHU_HOME``)."""
    home = _home()
    if home is not None:
        return home
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """Saved games, one file each."""
    return data_dir() / "saves"


def histories_dir() -> Path:
    """Finished hands, one file each (see :mod:`saves.history`)."""
    return data_dir() / "histories"


def logs_dir() -> Path:
    """Log files; kept with the data so a player can zip one folder for a bug report."""
    return data_dir() / "logs"


def settings_file() -> Path:
    """The settings document (see :mod:`saves.settings`)."""
    return config_dir() / "settings.json"


def profiles_file() -> Path:
    """Player profiles and their statistics (see :mod:`saves.profiles`)."""
    return data_dir() / "profiles.json"
