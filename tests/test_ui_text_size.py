"""No text under 14 px: at 1280×720, and at 1024×600 where the canvas is scaled to 80 %.

Every text the screens draw goes through the canvas's text cache; the test records the pixel
size of each, driving the screens the screenshot tour drives (build/tour.py), and checks the
layouts measured with those sizes still keep their boxes apart."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from game.ui import canvas as canvas_module

ROOT = Path(__file__).resolve().parent.parent


def tour_module() -> Any:
    spec = importlib.util.spec_from_file_location("tour", ROOT / "build" / "tour.py")
    assert spec is not None and spec.loader is not None
    tour = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tour)
    return tour


@pytest.mark.parametrize("size,lang", [((1280, 720), "zh"), ((1024, 600), "en")])
def test_no_text_under_14_px(
    size: tuple[int, int], lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: dict[int, str] = {}
    real = canvas_module.TextCache.get

    def spy(self: Any, text: str, px: int, colour: Any, bold: bool) -> Any:
        if text.strip():
            drawn.setdefault(px, text)
        return real(self, text, px, colour, bold)

    monkeypatch.setattr(canvas_module.TextCache, "get", spy)
    tour = tour_module()
    saved = tour.tour_one(size, lang, tmp_path, steps=(tour.menus, tour.table, tour.game))
    assert len(saved) >= 25
    smallest = min(drawn)
    assert smallest >= 14, (smallest, drawn[smallest])
