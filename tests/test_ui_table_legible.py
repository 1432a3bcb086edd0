"""Issue 60, legible tricks: what is doubled stays in sight all hand, the trick's winner is
marked as the cards land and its taker announced, and the last trick can be looked at while
the next one is played."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from engine.gongzhu.actions import DONE, expose
from engine.gongzhu.cards import SHEEP, SUIT_MASKS, parse_card
from engine.gongzhu.hand import EXPOSURE, HAND_OVER, PLAY
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS, RuleSet
from game import testing
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table.scene import TableScene
from game.table.trick_view import winning_play
from game.texts import i18n
from game.ui.app import App
from game.ui.canvas import Canvas

DT = 1 / 30
DIAMONDS = 2


def easy_table(
    rules: RuleSet, seed: int, lang: str = "zh", humans: tuple[int, ...] = (0,)
) -> tuple[App, TableScene, TableController]:
    players = tuple(SeatPlayer("", s in humans, "easy") for s in range(4))
    ctrl = TableController(
        new_match(rules, seed), players, exposure_clock=20, worker=AIWorker(use_process=False)
    )
    scene = TableScene(ctrl, seat=0, on_hand_over=lambda c: None)
    return testing.make_app((1280, 720), lang, first=scene), scene, ctrl


def play_until(
    app: App, scene: TableScene, ctrl: TableController, stop: Callable[[], bool]
) -> None:
    """South plays its first legal card whenever asked, until ``stop()``."""
    for _ in range(20000):
        if stop():
            return
        if scene.acting() and ctrl.phase == PLAY:
            ctrl.submit(0, ctrl.legal(0)[0])
        app.step(DT)
        assert ctrl.phase != HAND_OVER or stop(), "the hand ended first"
    raise AssertionError("never stopped")


def texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.FRect]]:
    out: list[tuple[str, pygame.FRect]] = []
    real = Canvas.text

    def text(canvas: Canvas, s: str, *a: Any, **k: Any) -> pygame.FRect:
        r = real(canvas, s, *a, **k)
        out.append((s, r))
        return r

    monkeypatch.setattr(Canvas, "text", text)
    app.draw()
    monkeypatch.setattr(Canvas, "text", real)
    return out


# ---------------------------------------------------------------- 1: exposures all hand


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_exposure_stays_in_sight_after_its_suit_is_led(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        rules = PRESETS["classic"]
        seed = next(s for s in range(1, 400) if new_match(rules, s).hand.hand1[0] >> SHEEP & 1)
        app, scene, ctrl = easy_table(rules, seed, lang)
        testing.click(app, (640, 320))  # skip the deal
        play_until(app, scene, ctrl, lambda: ctrl.phase == EXPOSURE and scene.acting())
        assert scene.submit(expose(SHEEP)) and scene.submit(DONE)
        play_until(
            app,
            scene,
            ctrl,
            lambda: bool(scene.shown.opened & SUIT_MASKS[DIAMONDS]) and scene.idle(),
        )
        drawn = texts(app, monkeypatch)
        words = [s for s, _ in drawn]
        mark = "亮♦J×2" if lang == "zh" else "♦J ×2"
        assert mark in words, "beside the seat, after diamonds were led"
        panel = next(r for t, r in testing.drawn_rects(app) if t == "box.score")
        inside = [s for s, r in drawn if panel.contains(r)]
        assert "♦J×2" in inside, ("and in the score panel", inside)
    finally:
        i18n.set_language("zh")


# ---------------------------------------------------------------- 2: who is winning the trick


def test_the_winning_play_follows_the_pair_rule_of_each_suit() -> None:
    c = parse_card
    # ♥ led as a pair: two odd hearts beat the pair (拱双猪, RULES §4)
    hearts = [[0, (c("H5"), c("H5")), False], [1, (c("H3"), c("H9")), False]]
    assert winning_play(hearts) == 1
    # ♦ led as a pair: the pair stands against two odd diamonds, even higher ones
    diamonds = [[0, (c("D5"), c("D5")), False], [1, (c("D3"), c("DK")), False]]
    assert winning_play(diamonds) == 0
    # a single trick: the highest of the suit led; a card still flying does not count yet
    single = [[2, (c("S9"),), False], [3, (c("SK"),), True], [0, (c("HA"),), False]]
    assert winning_play(single) == 2
    assert winning_play([[1, (c("S9"),), True]]) is None


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_table_marks_the_winner_and_names_the_taker_before_the_sweep(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        rules = PRESETS["classic"].with_options(exposure="none")
        app, scene, ctrl = easy_table(rules, 7, lang)
        testing.click(app, (640, 320))

        def landed(n: int) -> Callable[[], bool]:
            return lambda: len(scene.table_trick) >= n and not any(t[2] for t in scene.table_trick)

        play_until(app, scene, ctrl, landed(2))
        boxes = [r for t, r in testing.drawn_rects(app) if t == "trick.winning"]
        assert len(boxes) == 1, "the winning play so far is outlined"
        play_until(app, scene, ctrl, lambda: scene.trick_taken is not None)
        winner, taker = scene.shown.last_trick[1], scene.shown.last_trick[2]
        assert scene.trick_taken == (winner, taker)
        words = [s for s, _ in texts(app, monkeypatch)]
        assert scene.seat_tr("table.takes_trick", taker) in words
    finally:
        i18n.set_language("zh")


# ---------------------------------------------------------------- 3: the last trick any time


def test_the_last_trick_can_be_looked_at_while_following(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = PRESETS["classic"].with_options(exposure="none")
    app, scene, ctrl = easy_table(rules, 7, "zh")
    testing.click(app, (640, 320))
    play_until(
        app,
        scene,
        ctrl,
        lambda: scene.shown.tricks >= 1 and bool(scene.shown.trick) and scene.acting(),
    )
    assert scene.buttons["last"].enabled, "a trick is in progress and South is to follow"
    testing.press(app, pygame.K_l)
    assert scene.review
    words = [s for s, _ in texts(app, monkeypatch)]
    winner = scene.shown.last_trick[1]
    assert i18n.tr("table.review_title", seat=scene.seat_name(winner)) in words
    testing.press(app, pygame.K_l)
    assert not scene.review
