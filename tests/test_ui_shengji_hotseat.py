"""升级 in hot seat, through the screen: two people at one computer (§3 Hot seat).

What a player checks: the draw is face down (no card face anywhere while it comes); every
declaration is made in the closing round; before each person's private moment a hand-over
screen names him, and only after he dismisses it does the table show his hand; no frame
shows one person's hand while the other's hand-over is up.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.shengji.cards import card_code
from engine.shengji.state import CLOSING, DRAW, HAND_OVER, Declare
from engine.shengji.view import view_for
from game import testing
from game.shengji_table.scene import ShengjiTableScene
from game.table.handover import HandoverScene
from game.texts import i18n
from game.ui.app import App
from tests.shengji_drive import DT, centre, decision, make_hot_table, play_one_decision

PEOPLE = {0: "Ann", 3: "Bob"}


@pytest.fixture(autouse=True)
def _zh() -> object:
    yield
    i18n.set_language("zh")


@dataclass
class Frames:
    """What the painter drew face up, frame by frame: all faces, and the hand's."""

    faces: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    hand_drawn: bool = False


def watch(scene: ShengjiTableScene) -> Frames:
    seen = Frames()
    painter = scene.painter
    card, hand = painter.card, painter.hand

    def card_spy(canvas: object, code: str | None, rect: object, **kw: object) -> None:
        if code is not None:
            seen.faces.append(code)
            if seen.hand_drawn:
                seen.hand.append(code)
        card(canvas, code, rect, **kw)  # type: ignore[arg-type]

    def hand_spy(canvas: object) -> None:
        seen.hand_drawn = True
        try:
            hand(canvas)  # type: ignore[arg-type]
        finally:
            seen.hand_drawn = False

    painter.card = card_spy  # type: ignore[method-assign]
    painter.hand = hand_spy  # type: ignore[method-assign]
    return seen


def frame(app: App, seen: Frames) -> None:
    seen.faces.clear()
    seen.hand.clear()
    app.step(DT)


def play_hot_hand(app: App, scene: ShengjiTableScene, *, declare: bool = True) -> dict[str, list]:
    """Play one hand to its end by posted clicks; check every frame; return what happened."""
    ctrl = scene.controller
    seen = watch(scene)
    log: dict[str, list] = {"handovers": [], "deciders": [], "declared_in": []}
    at_screen: int | None = None  # who last dismissed a hand-over this hand
    t = 0.0
    while not ctrl.hand_over():
        frame(app, seen)
        t += DT
        assert t < 400, "timed out"
        top = app.stack.top
        if isinstance(top, HandoverScene):
            assert seen.faces == [], "a card face behind the hand-over screen"
            log["handovers"].append(top.seat)
            assert top.seat in PEOPLE and PEOPLE[top.seat] in top.who()
            testing.click(app, (640, 360), frames=1)
            at_screen = top.seat
            continue
        if ctrl.shown.phase == DRAW:
            assert seen.faces == [], "a card face during the face-down draw"
            assert scene.view.standing is None and not scene.place_buttons()
        if seen.hand:  # the hand shown face up is the hand of the one at the screen
            assert at_screen is not None
            mine = view_for(ctrl.shown, at_screen).hand
            assert sorted(seen.hand) == sorted(card_code(c) for c in scene.hand_cards())
            assert sorted(c for c in scene.hand_cards()) == sorted(mine) or scene.reburying
        if decision(scene)():
            if ctrl.hand_over():
                break
            assert ctrl.human == at_screen
            log["deciders"].append(ctrl.human)
            options = ctrl.declare_options()
            if declare and ctrl.shown.phase == CLOSING and options:
                testing.click(app, centre(scene.declare_buttons[0].rect), frames=2)
                log["declared_in"].append(ctrl.human)
                declare = False
                continue
            play_one_decision(app, scene)
    for _ in range(60):
        frame(app, seen)
    assert scene.view.phase == HAND_OVER
    return log


@pytest.mark.parametrize("seed", [3, 11])
def test_two_people_play_a_classic_hand_with_a_hand_over_at_each_change(seed: int) -> None:
    app, scene, ctrl = make_hot_table(PEOPLE, "classic", seed)
    log = play_hot_hand(app, scene)
    # a hand-over before the first private moment and at each change of person, no others
    changes = [d for i, d in enumerate(log["deciders"]) if i == 0 or log["deciders"][i - 1] != d]
    assert log["handovers"] == changes
    assert len(set(log["deciders"])) == 2
    # every declaration was made in the closing round (the draw ran to its end first)
    hand = ctrl.match.records[-1] if ctrl.match.records else None
    moves = hand.moves if hand is not None else ctrl.match.moves
    assert any(isinstance(a, Declare) for _, a in moves) or not log["declared_in"]


def test_the_hand_over_names_the_person_and_waits_for_him() -> None:
    i18n.set_language("en")
    app, scene, ctrl = make_hot_table(PEOPLE, "classic", 3, lang="en")
    t = 0.0
    while not isinstance(app.stack.top, HandoverScene):
        app.step(DT)
        t += DT
        assert t < 60
    top = app.stack.top
    assert "Pass" in top.who() or "Pass" in i18n.tr("handover.title", who=top.who())
    assert scene.hand_cards() == [] and not ctrl.my_turn()
    for _ in range(200):  # nobody's clock runs while the screen is up
        app.step(DT)
    assert app.stack.top is top and ctrl.handover_to == top.seat
    testing.click(app, (640, 360), frames=2)
    assert app.stack.top is scene and ctrl.human == top.seat
    assert scene.hand_cards() and ctrl.my_turn()
