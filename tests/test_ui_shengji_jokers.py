"""升级's jokers in the player's language: in 中文 大王 / 小王, in English the word JOKER
stacked as on real cards, the big one red and the little one black; a switch of language in
the settings draws the table's jokers anew; wherever a joker is named, it is in the language.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from engine.shengji.state import PLAY
from game.art import cards_art, shengji_cards
from game.shengji_table.draw import card_word, cards_text
from game.shengji_table.review_words import card_words
from game.texts import i18n
from tests.shengji_drive import DT, make_table, run_until


@pytest.fixture(autouse=True)
def _zh() -> Any:
    yield
    i18n.set_language("zh")


def lettering(monkeypatch: pytest.MonkeyPatch, draw: Any) -> list[str]:
    """Every string lettered on a card while ``draw()`` runs (the caches emptied first)."""
    shengji_cards.joker_face.cache_clear()
    shengji_cards.joker_small.cache_clear()
    said: list[str] = []
    text = cards_art._text

    def spy(s: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(s)
        return text(s, *args, **kwargs)

    monkeypatch.setattr(cards_art, "_text", spy)
    draw()
    return said


def is_cjk(s: str) -> bool:
    return any("\u2e80" <= ch <= "\u9fff" for ch in s)


@pytest.mark.parametrize("width", [28, 55, 90])
def test_the_english_jokers_are_lettered_joker_the_chinese_ones_by_name(
    monkeypatch: pytest.MonkeyPatch, width: int
) -> None:
    pygame.init()

    def both(language: str) -> None:
        for code in shengji_cards.JOKERS:
            shengji_cards.face(code, width, False, language)
            shengji_cards.small(code, width, False, language)

    english = lettering(monkeypatch, lambda: both("en"))
    assert english and not any(is_cjk(s) for s in english)
    assert "".join(english[:5]) == "JOKER"
    chinese = lettering(monkeypatch, lambda: both("zh"))
    assert {"大王", "小王"} <= set(chinese)
    for code in shengji_cards.JOKERS:
        for drawing in (shengji_cards.face, shengji_cards.small):
            en = pygame.image.tobytes(drawing(code, width, False, "en"), "RGBA")
            zh = pygame.image.tobytes(drawing(code, width, False, "zh"), "RGBA")
            assert en != zh, (code, drawing)


def red_share(surface: pygame.Surface) -> float:
    """The share of the card's inked pixels (not the paper) that are red."""
    w, h = surface.get_size()
    inked = red = 0
    for x in range(0, w, 2):
        for y in range(0, h, 2):
            r, g, b, a = surface.get_at((x, y))
            if a < 200 or min(r, g, b) > 200:
                continue  # outside the card, or paper
            inked += 1
            red += r > 150 and g < 110 and b < 110
    return red / max(1, inked)


@pytest.mark.parametrize("drawing", ["face", "small"])
def test_the_big_joker_is_red_and_the_little_one_black_in_english(drawing: str) -> None:
    pygame.init()
    draw = getattr(shengji_cards, drawing)
    assert red_share(draw("BJ", 66, False, "en")) > 0.5
    assert red_share(draw("LJ", 66, False, "en")) < 0.05


def test_a_switch_of_language_in_the_settings_redraws_the_jokers_in_the_hand() -> None:
    app, scene, ctrl = make_table("classic", seed=1, size=(1280, 720))
    run_until(app, lambda: ctrl.shown.phase == PLAY and not scene.motion.busy)
    assert 53 in scene.hand_cards(), "the seed deals the person the big joker"

    def joker_on_screen() -> bytes:
        """The part of the big joker in sight (up to the next card of the hand)."""
        i = scene.hand_cards().index(53)
        rects = scene.card_rects()
        r = rects[i]
        right = min(r.right, rects[i + 1].x) if i + 1 < len(rects) else r.right
        box = app.canvas.rect(pygame.FRect(r.x, r.y, right - r.x, r.h)).inflate(-4, -4)
        app.draw()
        return pygame.image.tobytes(app.canvas.surface.subsurface(box).copy(), "RGB")

    before = joker_on_screen()
    app.apply_settings(dataclasses.replace(app.settings, language="en"))  # as Settings does
    run_until(app, lambda: not scene.warmer.busy)
    app.step(DT)
    after = joker_on_screen()
    assert after != before
    app.apply_settings(dataclasses.replace(app.settings, language="zh"))
    app.step(DT)
    assert joker_on_screen() == before


def test_a_joker_is_named_in_the_player_s_language_wherever_cards_are_said() -> None:
    i18n.set_language("en")
    for words in (card_word(53), cards_text((52,)), card_words((53, 52, 0))):
        assert not is_cjk(words), words
    assert card_words((53, 52)) == "Big joker Little joker"
    i18n.set_language("zh")
    assert card_word(53) == "大王" and card_words((52, 52)) == "小王小王"
