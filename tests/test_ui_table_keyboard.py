"""Issue 60, the keyboard: the cursor stands only on cards that may be played, the hint
moves it (and Enter then plays the hint), and no key is lost to an animation."""

from __future__ import annotations

import pygame
from test_ui_table_legible import easy_table

from engine.gongzhu.actions import play_cards
from engine.gongzhu.hand import PLAY
from engine.gongzhu.rules import PRESETS
from game import testing

RULES = PRESETS["classic"].with_options(exposure="none")


def _to_follow_with_leftmost_dimmed(seed_range: range = range(1, 60)) -> tuple:
    """A table where South is to follow and its leftmost card may not be played."""
    for seed in seed_range:
        app, scene, ctrl = easy_table(RULES, seed, "zh")
        testing.click(app, (640, 320))
        for _ in range(6000):
            if scene.acting() and ctrl.phase == PLAY:
                hand = scene.my_hand()
                if scene.shown.trick and hand[0] not in scene.playable():
                    return app, scene, ctrl
                ctrl.submit(0, ctrl.legal(0)[0])
            app.step(1 / 30)
            if ctrl.phase != PLAY and scene.shown.tricks:
                break
        ctrl.close()
    raise AssertionError("no such deal")


def test_the_arrows_stop_only_on_cards_that_may_be_played() -> None:
    app, scene, ctrl = _to_follow_with_leftmost_dimmed()
    hand, ok = scene.my_hand(), scene.playable()
    testing.press(app, pygame.K_RIGHT)
    assert scene.cursor is not None and hand[scene.cursor] in ok, "starts on a legal card"
    seen = set()
    for _ in range(len(hand) + 1):
        seen.add(scene.cursor)
        assert hand[scene.cursor] in ok
        testing.press(app, pygame.K_RIGHT)
    assert {hand[i] for i in seen} == ok, "and reaches every one of them"
    testing.press(app, pygame.K_RETURN)
    assert ctrl.match.moves[-1][0] == 0, "Enter plays it: no refusal"


def test_the_hint_moves_the_cursor_and_enter_plays_the_hint() -> None:
    app, scene, ctrl = _to_follow_with_leftmost_dimmed()
    testing.press(app, pygame.K_RIGHT)
    testing.press(app, pygame.K_h)
    for _ in range(600):
        if scene.hint is not None:
            break
        app.step(1 / 30)
    assert scene.hint is not None
    action = scene.hint[0]
    assert scene.my_hand()[scene.cursor] in play_cards(action)
    moves = len(ctrl.match.moves)
    testing.press(app, pygame.K_RETURN)
    assert list(ctrl.match.moves[moves:]) == [(0, action)]


def test_keys_during_an_animation_are_not_lost() -> None:
    app, scene, ctrl = easy_table(RULES, 3, "zh")
    testing.click(app, (640, 320))
    testing.press(app, pygame.K_RIGHT)  # a keyboard player: the cursor is up
    for _ in range(20000):
        if scene.anim.busy and scene._caught_up() and 0 in ctrl.waiting_for_human():
            break  # a card still flies in, and South is already asked
        if scene.acting():
            ctrl.submit(0, ctrl.legal(0)[0])
        app.step(1 / 30)
    else:
        raise AssertionError("no such moment")
    assert not scene.acting()
    n, before = len(scene.my_hand()), scene.cursor
    assert before is not None
    for _ in range(2):  # two presses in one frame, the card still in the air
        testing.post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    app.step(0)
    assert scene.anim.busy and scene.cursor == (before + 2) % n, "both arrows counted"
    moves = len(ctrl.match.moves)
    testing.press(app, pygame.K_RETURN)  # Enter as the card lands: it plays, not skips only
    assert len(ctrl.match.moves) == moves + 1 and ctrl.match.moves[-1][0] == 0
