"""Issue 60, words: what the engine refuses reaches the player in the word table's words (in
the table's language, telling nothing of another hand), and 摊牌 is offered at every lead."""

from __future__ import annotations

import re

import pygame
import pytest
from test_ui_table_legible import easy_table

from engine.gongzhu.actions import CLAIM, DONE, EXPOSE_BASE, FIRST_BASE, NO_SWAP, SWAP
from engine.gongzhu.hand import PLAY
from engine.gongzhu.rules import PRESETS
from game import testing
from game.texts import i18n
from game.texts.refusals import refusal_words

RULES = PRESETS["classic"].with_options(exposure="none")


def _south_leads_mid_hand(lang: str) -> tuple:
    """A table where South leads after the first trick and a claim would not hold."""
    for seed in range(1, 40):
        app, scene, ctrl = easy_table(RULES, seed, lang)
        testing.click(app, (640, 320))
        for _ in range(20000):
            st = scene.shown
            if ctrl.phase != PLAY and st.tricks:
                break  # the hand ended first: another deal
            lead = scene.acting() and not st.trick and not st.first_lead
            if lead and CLAIM not in ctrl.legal(0):
                return app, scene, ctrl
            if scene.acting():
                ctrl.submit(0, ctrl.legal(0)[0])
            app.step(1 / 30)
        ctrl.close()
    raise AssertionError("no such lead")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_refused_claim_mid_hand_is_said_in_the_players_words(lang: str) -> None:
    try:
        app, scene, ctrl = _south_leads_mid_hand(lang)
        app.step(0)
        assert scene.buttons["claim"].visible, "摊牌 is offered at every lead, sure or not"
        app.toasts.items.clear()
        moves = len(ctrl.match.moves)
        testing.press(app, pygame.K_c)
        assert len(ctrl.match.moves) == moves, "refused: play goes on"
        said = [item[0] for item in app.toasts.items]
        assert said == [i18n.tr("toast.claim_refused")], said  # once, and nothing else
        if lang == "zh":
            assert not re.search("[a-z]{3}", said[0]), "no engine English in the Chinese table"
        for word in ("another hand", "claimant", "higher card"):
            assert word not in said[0]
    finally:
        i18n.set_language("zh")


def test_every_kind_of_refusal_has_words_in_both_languages() -> None:
    try:
        for lang in ("zh", "en"):
            i18n.set_language(lang)
            for action in (CLAIM, DONE, SWAP, NO_SWAP, EXPOSE_BASE + 5, FIRST_BASE + 5, 3300):
                words = refusal_words(action)
                assert words and "_" not in words and "'" not in words
                if lang == "zh":
                    assert not re.search("[a-z]{3}", words), words
            assert refusal_words(CLAIM, your_turn=False) == i18n.tr("refused.turn")
    finally:
        i18n.set_language("zh")


def test_a_refused_play_out_of_turn_is_not_engine_english() -> None:
    app, scene, ctrl = easy_table(RULES, 3, "zh")
    testing.click(app, (640, 320))
    for _ in range(20000):
        if ctrl.phase == PLAY and 0 not in ctrl.waiting_for_human() and scene.idle():
            break
        if scene.acting():
            ctrl.submit(0, ctrl.legal(0)[0])
        app.step(1 / 30)
    app.toasts.items.clear()
    card = scene.my_hand()[0]
    scene.submit(card)  # as a click that slipped through would
    said = [item[0] for item in app.toasts.items]
    assert said and all(not re.search("[a-z]{3}", s) for s in said), said
