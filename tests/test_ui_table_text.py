"""No text on the table is smaller than 14 px at 1280×720, in 中文 and English: the plates,
the score panel, the badges on exposed cards, the exposure window and the 首明 prompt."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from test_ui_table import (
    card_point,
    find_seed,
    holds_special,
    index_of,
    make_table,
    my_turn,
    run_until,
)

from engine.gongzhu.cards import SPECIALS
from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, PLAY
from engine.gongzhu.rules import PRESETS
from game import testing
from game.texts import i18n
from game.ui.canvas import Canvas

SMALLEST = 14


def _sizes(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, float]]:
    out: list[tuple[str, float]] = []
    real = Canvas.text

    def text(canvas: Canvas, s: str, size: float, *a: Any, **k: Any) -> pygame.FRect:
        out.append((s, size))
        return real(canvas, s, size, *a, **k)

    monkeypatch.setattr(Canvas, "text", text)
    app.draw()
    monkeypatch.setattr(Canvas, "text", real)
    return out


def _none_small(app: Any, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    small = [(s, size) for s, size in _sizes(app, monkeypatch) if s and size < SMALLEST]
    assert not small, f"{where}: {small}"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_table_text_is_14_px_or_more(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        rules = PRESETS["tournament"]
        seed = find_seed(rules, lambda h: h.first_cards[0] in SPECIALS and holds_special(h))  # type: ignore[attr-defined]
        app, scene, ctrl = make_table(rules, seed, lang=lang)
        run_until(app, lambda: scene.acting() and ctrl.phase == FIRST_EXPOSURE, 10)
        _none_small(app, monkeypatch, "首明")
        testing.press(app, pygame.K_e)  # expose it: a 首明 badge on the table
        run_until(app, lambda: ctrl.phase != FIRST_EXPOSURE and scene.idle(), 20)
        assert ctrl.phase == EXPOSURE
        _none_small(app, monkeypatch, "window")
        run_until(app, lambda: ctrl.phase == PLAY, 40)
        for _ in range(60):
            run_until(app, my_turn(scene), 60)
            if ctrl.match.hand.tricks >= 4 or not scene.acting():
                break
            testing.click(app, card_point(scene, index_of(scene, ctrl.legal(0)[0])))
        _none_small(app, monkeypatch, "play")
    finally:
        i18n.set_language("zh")
