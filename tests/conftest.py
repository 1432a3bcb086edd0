"""Every test keeps the game's files in its own temporary folder, never in the user's."""
from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves, settings and logs of the code under test go to a fresh folder per test."""
    home = tmp_path / "gongzhu-home"
    monkeypatch.setenv("GONGZHU_HOME", str(home))
    return home
