"""升级 in hot seat, through the screen: two people at one computer (§3 Hot seat).

What a player checks: the draw is face down (no card face anywhere while it comes); every
declaration is made in the closing round; before each person's private moment a hand-over
screen names him, and only after he dismisses it does the table show his hand; no frame
shows one person's hand while the other's hand-over is up.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.shengji import to_act
from engine.shengji.cards import card_code
from engine.shengji.state import CLOSING, DRAW, HAND_OVER, Declare
from engine.shengji.view import view_for
from game import testing
from game.shengji_table.scene import ShengjiTableScene
from game.texts import i18n
from game.ui.app import App
from game.ui.handover import HandoverScene
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
    log: dict[str, list] = {"handovers": [], "deciders": [], "declared_in": [], "declared_at": []}
    at_screen: int | None = None  # who last dismissed a hand-over this hand
    apply = ctrl._apply

    def apply_spy(seat: int, action: object) -> None:  # the phase each declaration is made in
        if isinstance(action, Declare):
            log["declared_at"].append((seat, ctrl.match.hand.phase))
        apply(seat, action)  # type: ignore[arg-type]

    ctrl._apply = apply_spy  # type: ignore[method-assign]
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
    app, scene, _ = make_hot_table(PEOPLE, "classic", seed)
    log = play_hot_hand(app, scene)
    # a hand-over before the first private moment and at each change of person, no others
    changes = [d for i, d in enumerate(log["deciders"]) if i == 0 or log["deciders"][i - 1] != d]
    assert log["handovers"] == changes
    assert len(set(log["deciders"])) == 2
    # every declaration, the people's and the computers', was made in the closing round
    assert log["declared_at"] and all(phase == CLOSING for _, phase in log["declared_at"])
    assert all((s, CLOSING) in log["declared_at"] for s in log["declared_in"])
    # people on both sides: the result names the sides by their seats, not "us" and "them"
    said = " ".join(text for text, _, _ in scene.result.lines())
    assert ("南北家" in said or "东西家" in said) and "我方" not in said


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


def start_from_form(monkeypatch: pytest.MonkeyPatch) -> tuple[App, ShengjiTableScene]:
    """The form: West a person named Bob (typed), South's name left empty; Start."""
    import pygame

    from game.shengji_table import form

    monkeypatch.setattr(form, "new_seed", lambda: 11)
    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "zh", first=scene)
    west = scene.kind_choices[3].rect
    assert not scene.name_fields[3].visible
    testing.click(app, (west.x + west.w * 0.75, west.centery), frames=2)  # 真人
    assert scene.kinds[3] == "person" and scene.name_fields[3].visible
    testing.click(app, centre(scene.name_fields[3].rect), frames=1)
    testing.post(pygame.TEXTINPUT, text="Bob")
    app.step(DT)
    testing.click(app, centre(scene.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    return app, table


def test_the_form_seats_two_people_in_hot_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    _, table = start_from_form(monkeypatch)
    ctrl = table.controller
    assert ctrl.humans == {0: "玩家1", 3: "Bob"}
    assert ctrl.match.rules.hot_seat and ctrl.hot_seat


def test_one_person_from_the_form_plays_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.shengji_table import form

    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "en", first=scene)
    testing.click(app, centre(scene.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    assert not table.controller.hot_seat and not table.controller.match.rules.hot_seat


def test_a_two_person_game_saved_mid_hand_continues_with_a_hand_over_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.shengji_table import form
    from saves import shengji as shengji_saves

    app, table = start_from_form(monkeypatch)
    ctrl = table.controller
    decided = 0
    t = 0.0
    while decided < 4:  # a few private moments: hand-overs, the closing round, plays
        app.step(DT)
        t += DT
        assert t < 200
        if isinstance(app.stack.top, HandoverScene):
            testing.click(app, (640, 360), frames=1)
        elif decision(table)() and not ctrl.hand_over():
            play_one_decision(app, table)
            decided += 1
    saved_moves = ctrl.match.moves
    assert shengji_saves.has_shengji()
    game, error = shengji_saves.load_shengji_game()
    assert error is None and game is not None and game[1] == {0: "玩家1", 3: "Bob"}
    # the game started again: Continue; the hand-over comes before anybody's cards
    again = form.ShengjiFormScene()
    app2 = testing.make_app((1280, 720), "en", first=again)
    testing.click(app2, centre(again.continue_button.rect), frames=1)
    resumed = app2.stack.top
    assert isinstance(resumed, ShengjiTableScene)
    seen = watch(resumed)
    back = resumed.controller
    assert back.humans == {0: "玩家1", 3: "Bob"} and back.match.moves == saved_moves
    t = 0.0
    while not isinstance(app2.stack.top, HandoverScene):
        frame(app2, seen)
        t += DT
        assert t < 30
        assert seen.hand == [] and resumed.hand_cards() == []
    top = app2.stack.top
    assert top.seat == to_act(back.match.hand) and back.name(top.seat) in top.who()
    testing.click(app2, (640, 360), frames=2)
    assert back.human == top.seat and resumed.hand_cards()


def test_an_old_save_without_seats_is_one_person_at_south() -> None:
    from engine.shengji import PRESETS, new_match
    from saves import shengji as shengji_saves
    from saves.document import save_document

    body = shengji_saves.match_body(new_match(PRESETS["classic"], 3))
    del body["humans"]
    save_document(shengji_saves.shengji_file(), shengji_saves.SHENGJI_FORMAT, body)
    game, error = shengji_saves.load_shengji_game()
    assert error is None and game is not None and game[1] == {0: ""}
    body["humans"] = {"3": "Bob"}  # South is always a person: a damaged file
    save_document(shengji_saves.shengji_file(), shengji_saves.SHENGJI_FORMAT, body)
    game, error = shengji_saves.load_shengji_game()
    assert game is None and error is not None


def test_the_next_hand_is_drawn_face_down_again_and_handed_over_first() -> None:
    app, scene, ctrl = make_hot_table(PEOPLE, "classic", 3)
    play_hot_hand(app, scene, declare=False)
    assert ctrl.facing  # the last person to act is still at the screen for the result
    testing.click(app, centre(scene.result.button.rect), frames=2)  # the next hand
    assert ctrl.hidden() and scene.hand_cards() == []
    seen = watch(scene)
    t = 0.0
    while not isinstance(app.stack.top, HandoverScene):
        frame(app, seen)
        t += DT
        assert t < 60
        assert seen.hand == [] and (ctrl.shown.phase != DRAW or seen.faces == [])
