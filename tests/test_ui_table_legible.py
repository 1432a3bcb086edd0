"""Issue 60, legible tricks: what is doubled stays in sight all hand, the trick's winner is
marked as the cards land and its taker announced, and the last trick can be looked at while
the next one is played."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from engine.actions import DONE, expose
from engine.cards import SHEEP, SUIT_MASKS
from engine.hand import EXPOSURE, HAND_OVER, PLAY
from engine.match import new_match
from engine.rules import PRESETS, RuleSet
from game import testing
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table.scene import TableScene
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


def play_until(app: App, scene: TableScene, ctrl: TableController, stop: Callable[[], bool]) -> None:
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
