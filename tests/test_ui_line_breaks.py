"""Issue 60: Chinese lines break as Chinese is set — never inside a word of the game ("垫牌规/则",
"不计入统/计", "(自/得)"), never before closing punctuation or a "·", never after opening
punctuation — on every help page and every string of the word table, at many widths."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.texts.help_text import PAGES, Para
from game.texts.i18n import STRINGS
from game.ui.canvas import wrap

NO_START = "，。、；：？！）》」』】”’…·"
NO_END = "（《「『【“‘("
KEPT = ("规则", "统计", "自得", "垫牌", "红桃", "变压器", "摊牌", "亮牌", "首明")


@pytest.fixture(autouse=True, scope="module")
def _fonts() -> None:
    pygame.init()


def _texts() -> list[str]:
    out = []
    for page in PAGES:
        for block in page.blocks:
            if isinstance(block, Para):
                out.extend(block.text)
    out.extend(t for pair in STRINGS.values() for t in pair if len(t) > 12)
    return out


def _check(lines: list[str], where: str) -> None:
    for k, line in enumerate(lines):
        if k:
            assert line[:1] not in NO_START or not line, (where, lines)
        assert line[-1:] not in NO_END or not line, (where, lines)
    for a, b in itertools.pairwise(lines):
        for word in KEPT:
            for cut in range(1, len(word)):
                assert not (a.endswith(word[:cut]) and b.startswith(word[cut:])), (word, a, b)


def test_the_examples_of_the_audit_break_whole() -> None:
    cases = (
        "• 垫牌规则（可选）：没有首攻花色时要垫同颜色的牌；“罚分”方式下垫错的人收下这一圈的分牌。",
        "有一盘还没打完。开始新的一盘会放弃它（不计入统计）。",
        "Self-take (自得): your own special card taken back doubles again · and more words",
        "• 红桃扣分：按标准分值 ♥5–♥10 各 −10，♥J −20，♥A −50，♥2–♥4 不计分（见“计分”）。",
    )
    for text in cases:
        for width in range(60, 520, 6):
            lines = wrap(text, 16, False, 1.0, width)
            _check(lines, f"{width}: {text}")
            assert "".join(lines).replace(" ", "") == text.replace(" ", "")


@pytest.mark.parametrize("width", [180, 260, 340, 420, 560, 700, 900])
def test_every_help_paragraph_and_long_string_breaks_by_the_rules(width: int) -> None:
    for text in _texts():
        _check(wrap(text, 16, False, 1.0, width), f"{width}: {text[:30]}")
