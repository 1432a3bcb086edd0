"""Issue 60: Settings offers only window sizes that fit on the desktop."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import testing
from game.scenes import settings
from game.scenes.settings import SettingsScene, fitting_sizes
from game.ui.canvas import Canvas


def test_a_size_as_large_as_the_screen_is_not_offered() -> None:
    assert (1920, 1080) not in fitting_sizes((1920, 1080))
    assert fitting_sizes((1920, 1080)) == ((1280, 720), (1600, 900))
    assert (2560, 1440) not in fitting_sizes((2560, 1600))  # its frame would not fit
    assert (2560, 1440) in fitting_sizes((3840, 2160))
    assert fitting_sizes((1024, 600)) == ((1280, 720),), "the smallest is always there"


def test_the_settings_screen_lists_only_what_fits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(settings, "desktop_size", lambda: (1920, 1080))
    app = testing.make_app((1280, 720), "en", first=SettingsScene())
    texts: list[str] = []
    real = Canvas.text

    def text(canvas: Canvas, s: str, *a: Any, **k: Any) -> pygame.FRect:
        texts.append(s)
        return real(canvas, s, *a, **k)

    monkeypatch.setattr(Canvas, "text", text)
    app.draw()
    assert "1600×900" in texts and "1280×720" in texts
    assert "1920×1080" not in texts and "2560×1440" not in texts
