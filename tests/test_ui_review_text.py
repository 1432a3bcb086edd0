"""The review's rows read as sentences in readable type: the reason at 18 px at 1280×720 (never
under 16), the exposure's word no larger than the other cells, and no search figures in it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from engine.gongzhu.actions import DONE, EXPOSE_BASE
from engine.gongzhu.ai.explain import Comparison, reason
from engine.gongzhu.cards import parse_card
from engine.gongzhu.review import ReviewedMove
from game.scenes.review import MistakeRow, ReviewScene
from game.texts import i18n
from game.ui import fonts
from game.ui.canvas import Canvas


def drawn_sizes(entry: ReviewedMove, lang: str) -> dict[str, int]:
    """Each text of one drawn row and its pixel size, at 1280×720."""
    pygame.init()
    i18n.set_language(lang)
    scene: Any = ReviewScene.__new__(ReviewScene)
    scene._ctx = SimpleNamespace(settings=SimpleNamespace(four_colour=False))
    row = MistakeRow(entry, lambda r: None)
    row.rect = pygame.FRect(40, 128, 1200, 84)
    seen: dict[str, int] = {}
    canvas = Canvas(pygame.Surface((1280, 720)), 1.0)
    real = Canvas.text

    def spy(self: Canvas, text: str, size: float, *args: Any, **kw: Any) -> pygame.FRect:
        seen[text] = self.font_px(size)
        return real(self, text, size, *args, **kw)

    Canvas.text = spy  # type: ignore[method-assign]
    try:
        scene._draw_row(canvas, row)
    finally:
        Canvas.text = real  # type: ignore[method-assign]
    return seen


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_reason_is_readable_and_the_exposure_cell_modest(lang: str) -> None:
    pig = parse_card("SQ")
    en, zh = reason("expose", EXPOSE_BASE + pig, compare=Comparison(DONE, 18.0))
    entry = ReviewedMove(0, 0, EXPOSE_BASE + pig, DONE, 18.0, 1.0, -40.0, -22.0, 64, en, zh)
    seen = drawn_sizes(entry, lang)
    said = zh if lang == "zh" else en
    reason_sizes = [px for text, px in seen.items() if len(text) > 12 and text in said]
    assert reason_sizes and min(reason_sizes) >= 16 and max(reason_sizes) >= 18
    assert seen[i18n.tr("review.exposure")] <= fonts.LABEL
    i18n.set_language("zh")


def test_reasons_say_what_happens_not_the_search_figures() -> None:
    """The search's figure is said against the next best play by name, never how many deals
    it played (issue 60 item 9: "推演了139种可能的牌局…" read like a log)."""
    en, zh = reason("duck", parse_card("C9"), compare=Comparison(parse_card("CK"), 6.0))
    assert "searched" not in en and "vs" not in en and "%" not in en and "deals" not in en
    assert "期望" not in zh and "次选" not in zh and "推演" not in zh and "牌局" not in zh
    assert en[0].isupper() and en.endswith(".") and zh.endswith("。")
    assert "6 points better off against the others than playing ♣K" in en
    assert "比出♣K平均多领先对手6分" in zh


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("mode", ["solo", "partners"])
def test_the_note_under_the_rows_fits_in_readable_type(
    lang: str, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a cost counts is said in one line under the rows (in partners with the team
    sentence too): at 14 px or more at 1280×720, and no wider than the rows."""
    from game.scenes.review import LEFT, RIGHT
    from game.ui.canvas import measure

    pygame.init()
    i18n.set_language(lang)
    scene: Any = ReviewScene.__new__(ReviewScene)
    scene.rows = [object()]
    scene.match = SimpleNamespace(rules=SimpleNamespace(mode=mode))
    scene.replayed = ""
    scene.back_button = SimpleNamespace(rect=pygame.FRect(40, 640, 150, 50))
    scene.pages = lambda: 1
    said, team = i18n.tr("review.note", n="5"), i18n.tr("review.note_team")
    canvas = Canvas(pygame.Surface((1280, 720)), 1.0)
    seen: dict[str, float] = {}
    real = Canvas.text

    def spy(self: Canvas, text: str, size: float, *args: Any, **kw: Any) -> pygame.FRect:
        seen[text] = size
        return real(self, text, size, *args, **kw)

    monkeypatch.setattr(Canvas, "text", spy)
    scene._draw_footer(canvas)
    ((note, size),) = seen.items()
    assert said in note and (team in note) == (mode == "partners")
    assert canvas.font_px(size) >= 14
    assert measure(note, size, False, 1.0)[0] <= RIGHT - LEFT
