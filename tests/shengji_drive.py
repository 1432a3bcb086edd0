"""Helpers: the 升级 table driven through real posted clicks and keys (headless)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from engine.shengji import PRESETS, legal_actions, new_match
from engine.shengji.state import CLOSING, DRAW, HAND_OVER, KITTY, PLAY, REVOLUTION, SHOW, Play
from game import testing
from game.session.shengji_controller import ShengjiController
from game.shengji_table.scene import ShengjiTableScene
from game.ui.app import App

DT = 1 / 30


def make_table(
    preset: str = "classic", seed: int = 3, size: tuple[int, int] = (1280, 720), lang: str = "zh"
) -> tuple[App, ShengjiTableScene, ShengjiController]:
    ctrl = ShengjiController(new_match(PRESETS[preset], seed))
    scene = ShengjiTableScene(ctrl)
    app = testing.make_app(size, lang, first=scene)
    return app, scene, ctrl


def run_until(app: App, pred: Callable[[], bool], limit: float = 200.0) -> float:
    t = 0.0
    while not pred():
        app.step(DT)
        t += DT
        assert t < limit, "timed out"
    return t


def centre(r: object) -> tuple[float, float]:
    return r.center  # type: ignore[attr-defined,no-any-return]


def card_point(scene: ShengjiTableScene, index: int) -> tuple[float, float]:
    """A point on the visible part of the ``index``-th card of the hand."""
    rects = scene.card_rects()
    r = rects[index]
    right = rects[index + 1].x if index + 1 < len(rects) else r.right
    return ((r.x + min(right, r.right)) / 2, r.y + 20)


def click_cards(app: App, scene: ShengjiTableScene, cards: tuple[int, ...]) -> None:
    """Click the hand's cards ``cards`` (a multiset), each once."""
    wanted = list(cards)
    for i, c in enumerate(scene.hand_cards()):
        if c in wanted and i not in scene.selected:
            wanted.remove(c)
            testing.click(app, card_point(scene, i))
    assert not wanted, wanted


def decision(scene: ShengjiTableScene) -> Callable[[], bool]:
    ctrl = scene.controller
    return lambda: (
        ctrl.hand_over()
        or (
            ctrl.my_turn()
            and ctrl.hand.phase in (CLOSING, REVOLUTION, KITTY, PLAY, SHOW)
            and not scene.motion.busy
        )
    )


def play_one_decision(app: App, scene: ShengjiTableScene) -> str:
    """Make the person's decision now through the screen; returns what was done."""
    ctrl = scene.controller
    phase = ctrl.hand.phase
    if phase in (CLOSING, REVOLUTION, SHOW):
        button = scene.no_revolt_button if phase == REVOLUTION else scene.pass_button
        testing.click(app, centre(button.rect), frames=2)
        return "pass"
    if phase == KITTY:
        (bury, *_) = legal_actions(ctrl.hand, ctrl.human)
        click_cards(app, scene, bury.cards)  # type: ignore[union-attr]
        testing.click(app, centre(scene.bury_button.rect), frames=2)
        return "bury"
    # a play: the first candidate whose cards are all highlighted
    playable = ctrl.playable()
    plays = [a for a in legal_actions(ctrl.hand, ctrl.human) if isinstance(a, Play)]
    play = next(p for p in plays if all(c in playable for c in p.cards))
    click_cards(app, scene, play.cards)
    testing.press(app, 13, frames=2)  # Enter
    return "play"


def declare_when_offered(app: App, scene: ShengjiTableScene, limit: float = 60.0) -> bool:
    """Watch the draw; click the first declare button as soon as one shows (True if it did)."""
    ctrl = scene.controller
    t = 0.0
    while ctrl.shown.phase == DRAW and t < limit:
        app.step(DT)
        t += DT
        shown = scene.place_buttons()
        declare = [b for b in shown if b in scene.declare_buttons]
        if declare:
            testing.click(app, centre(declare[0].rect), frames=2)
            return True
    return False


def play_hand(app: App, scene: ShengjiTableScene, limit: float = 300.0) -> list[str]:
    done: list[str] = []
    t = 0.0
    while not scene.controller.hand_over():
        t += run_until(app, decision(scene), limit)
        assert t < limit
        if scene.controller.hand_over():
            break
        done.append(play_one_decision(app, scene))
    run_until(app, lambda: scene.view.phase == HAND_OVER)
    return done


def make_hot_table(
    humans: dict[int, str],
    preset: str = "classic",
    seed: int = 3,
    size: tuple[int, int] = (1280, 720),
    lang: str = "zh",
) -> tuple[App, ShengjiTableScene, ShengjiController]:
    """A hot-seat table: several people (seat → name), the draw face down."""
    rules = dataclasses.replace(PRESETS[preset], hot_seat=True)
    ctrl = ShengjiController(new_match(rules, seed), humans=dict(humans))
    scene = ShengjiTableScene(ctrl)
    app = testing.make_app(size, lang, first=scene)
    return app, scene, ctrl
