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


def test_a_seat_plate_keeps_the_whole_name_in_the_smallest_window(tmp_path: Path) -> None:
    """At 1024×600 the campaign opponent's name is drawn whole and legible (the level gives way)."""
    from game.scenes.campaign import CampaignScene

    tour = tour_module()
    t = tour.Tour((1024, 600), "en", tmp_path, None)
    drawn: list[tuple[str, int]] = []
    real = canvas_module.Canvas.text

    def spy(self: Any, text: str, size: float, *args: Any, **kw: Any) -> Any:
        drawn.append((text, self.font_px(size)))
        return real(self, text, size, *args, **kw)

    try:
        ladder = t.show(CampaignScene())
        t.click(ladder.challenge.rect)
        t.run(lambda: not getattr(t.app.stack.top, "dealing", True), 20)
        canvas_module.Canvas.text = spy  # type: ignore[method-assign]
        t.app.draw()
    finally:
        canvas_module.Canvas.text = real  # type: ignore[method-assign]
        t.close()
    assert any(text == "Granny Wang" and px >= 14 for text, px in drawn), drawn[:40]
