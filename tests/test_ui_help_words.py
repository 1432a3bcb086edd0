"""Issue 60: the help's first page tells the heart values the engine scores (♥2–♥4 are 0)."""

from __future__ import annotations

from engine.gongzhu.scoring import HEART_VALUES
from game.texts.help_text import PAGES, Para


def test_the_first_page_gives_the_standard_heart_values() -> None:
    values = HEART_VALUES["standard"]  # ranks 2..A
    assert values[:3] == (0, 0, 0), "the engine's ♥2–♥4 score nothing"
    for lang in (0, 1):
        text = " ".join(b.text[lang] for b in PAGES[0].blocks if isinstance(b, Para))
        assert "Every heart" not in text and "红桃都是负分" not in text
        assert "♥2–♥4" in text
        for rank, value in (
            ("J", values[9]),
            ("Q", values[10]),
            ("K", values[11]),
            ("A", values[12]),
        ):
            assert f"♥{rank} −{-value}" in text, (lang, rank)
        assert f"−{-values[3]}" in text  # ♥5 … ♥10
