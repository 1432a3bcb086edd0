"""Issue 60, 拱双猪 input: what a chosen card waits for is said over it, leading from a pair
offers "play pair" and "play single" side by side, and the Controls help names every key."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from test_ui_table_legible import easy_table, texts

from engine.gongzhu.actions import EXPOSE_BASE, PAIR_BASE, TWO_BASE, play_cards
from engine.gongzhu.ai import choose
from engine.gongzhu.hand import HAND_OVER, PLAY, apply_action, legal_actions, to_act
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from engine.gongzhu.view import view_for
from game import testing
from game.table import layout as L
from game.texts import i18n
from game.texts.help_text import PAGES

RULES = PRESETS["double"].with_options(exposure="none")


def _odd_only(legal: list[int]) -> bool:
    """Every legal answer is two different cards (no pair of its own to follow with)."""
    return all(TWO_BASE <= a < EXPOSE_BASE for a in legal)


def _meets(hand: Any, want: str) -> bool:
    """South playing its first legal action against easy players meets ``want``: "follow"
    (a pair led, no pair of its own in the suit, two cards to choose) or "lead" (its lead,
    holding a pair it may lead or split)."""
    st, moves = hand.copy(), []
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        if seat == 0 and st.phase == PLAY:
            legal = legal_actions(st, 0)
            if want == "follow" and st.trick and st.lead_pair and _odd_only(legal):
                return True
            if want == "lead" and not st.trick and any(PAIR_BASE <= a < TWO_BASE for a in legal):
                return True
            act = legal[0]
        else:
            act = choose(view_for(st, seat, moves), "easy").action
        st, _ = apply_action(st, seat, act)
        moves.append((seat, act))
    return False


def _seed(want: str) -> int:
    return next(s for s in range(1, 200) if _meets(new_match(RULES, s).hand, want))


def _point(scene: Any, i: int) -> tuple[float, float]:
    hand, rects, raised = scene.hand_rects()
    r = rects[i].move(0, -raised[i])
    step = L.hand_step(len(hand))
    return (r.x + min(step, r.w) / 2, r.y + 20)


def _until(app: Any, scene: Any, ctrl: Any, stop: Any) -> None:
    for _ in range(20000):
        if scene.acting() and stop():
            return
        if scene.acting():
            ctrl.submit(0, ctrl.legal(0)[0])
        app.step(1 / 30)
        assert ctrl.phase != HAND_OVER
    raise AssertionError("not reached")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_following_a_pair_with_two_odd_cards_says_choose_one_more(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        app, scene, ctrl = easy_table(RULES, _seed("follow"), lang)
        testing.click(app, (640, 320))
        _until(
            app,
            scene,
            ctrl,
            lambda: bool(scene.shown.trick) and scene.shown.lead_pair and _odd_only(ctrl.legal(0)),
        )
        first = play_cards(ctrl.legal(0)[0])[0]
        i = scene.my_hand().index(first)
        moves = len(ctrl.match.moves)
        testing.click(app, _point(scene, i))
        assert len(ctrl.match.moves) == moves and scene.selection == [i]
        words = [s for s, _ in texts(app, monkeypatch)]
        assert any(i18n.tr("table.prompt.one_more").startswith(w) for w in words if len(w) > 3)
        other = next(c for c in play_cards(ctrl.legal(0)[0])[1:])
        j = next(k for k, c in enumerate(scene.my_hand()) if c == other and k != i)
        testing.click(app, _point(scene, j))
        assert len(ctrl.match.moves) == moves + 1, "the second card plays the two"
    finally:
        i18n.set_language("zh")


def test_leading_from_a_pair_offers_pair_and_single_and_s_plays_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, scene, ctrl = easy_table(RULES, _seed("lead"), "zh")
    testing.click(app, (640, 320))
    _until(
        app,
        scene,
        ctrl,
        lambda: not scene.shown.trick and any(PAIR_BASE <= a < TWO_BASE for a in ctrl.legal(0)),
    )
    card = next(a for a in ctrl.legal(0) if PAIR_BASE <= a < TWO_BASE) - PAIR_BASE
    i = scene.my_hand().index(card)
    testing.click(app, _point(scene, i))
    assert len(scene.selection) == 2
    app.step(0)
    assert scene.buttons["pair"].visible and scene.buttons["single"].visible
    words = [s for s, _ in texts(app, monkeypatch)]
    assert any(w.startswith("出对子") for w in words) and any(w.startswith("出单张") for w in words)
    moves = len(ctrl.match.moves)
    testing.press(app, pygame.K_s)
    assert list(ctrl.match.moves[moves:]) == [(0, card)], "S plays one of the pair"


def test_the_controls_page_names_every_key_and_pair_choosing() -> None:
    page = next(p for p in PAGES if p.title[1] == "Controls")
    for lang in (0, 1):
        text = " ".join(b.text[lang] for b in page.blocks)
        for key in ("P", "S", "E", "D", "H", "L", "C", "Esc"):
            assert f"{key} " in text or f"（或 {key}）" in text, (key, lang)
    english = " ".join(b.text[1] for b in page.blocks)
    assert "click two cards" in english and "twice" in english
