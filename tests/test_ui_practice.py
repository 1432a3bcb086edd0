"""Practice mode and deal numbers, through real posted events (headless).

The table tests use the real table scene and the real computer players asked in-process,
so simulated time is the only clock. What is checked is what a player would check: the
position after an undo is the position before the play; the faces drawn (recorded as the
table asks ``game.art.cards_art`` for them) include the other hands only in practice mode; the
counter's texts are the scoring cards the others really hold; a practice game leaves the
statistics and hand history as they were; a deal number typed in the form deals the same
cards, and the chosen seat gets that seat's cards.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from test_ui_table import card_point, find_seed, holds_special, index_of, my_turn, run_until
from test_ui_table_layout import _check

from engine.gongzhu.cards import NORTH, PIG, SCORING_MASK, SHEEP, TRANSFORMER, card_code, cards_of
from engine.gongzhu.hand import EXPOSURE, PLAY, HandState, deal
from engine.gongzhu.hand.state import FIELDS as HAND_FIELDS
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS, RuleSet
from engine.gongzhu.view import running_scores, view_for
from game import testing
from game.art import cards_art
from game.scenes.confirm import ConfirmScene
from game.scenes.newgame import NewGameScene
from game.scenes.result import ResultScene
from game.session import play as main
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table import practice
from game.table.practice import signed_points
from game.table.scene import TableScene
from game.texts import i18n
from game.texts.i18n import tr, tr_in
from game.ui.app import App
from game.ui.canvas import Canvas
from saves.game import load_game
from saves.history import HandHistory
from saves.profiles import ProfileStore
from tests.test_ui_flow_helpers import (  # noqa: F401  (wired: fixture)
    StubTable,
    centre,
    hand_over,
    open_form,
    play_to,
    wired,
)

DT = 1 / 60


# ---------------------------------------------------------------- helpers


def practice_table(
    rules: RuleSet,
    seed: int,
    *,
    practice: bool = True,
    size: tuple[int, int] = (1280, 720),
    lang: str = "zh",
) -> tuple[App, TableScene, TableController]:
    players = tuple(SeatPlayer(f"P{s}" if s else "", s == 0, "normal") for s in range(4))
    ctrl = TableController(
        new_match(rules, seed),
        players,
        exposure_clock=20,
        worker=AIWorker(use_process=False),
        practice=practice,
    )
    scene = TableScene(ctrl, seat=0)
    return testing.make_app(size, lang, first=scene), scene, ctrl


def to_play(app: App, scene: TableScene, ctrl: TableController) -> None:
    """Through the deal and the exposure window (South says done) to South's first play."""
    run_until(app, lambda: not scene.dealing, 10)
    for _ in range(100):
        if ctrl.phase == PLAY:
            break
        if scene.acting() and ctrl.phase == EXPOSURE:
            testing.press(app, pygame.K_d)
        app.step(0.1)
    run_until(app, my_turn(scene), 60)


def play_tricks(
    app: App,
    scene: TableScene,
    ctrl: TableController,
    tricks: int,
    until: Callable[[], bool] = lambda: True,
) -> None:
    """South clicks its first legal card until ``tricks`` tricks are done and ``until()`` holds."""
    for _ in range(80):
        run_until(app, my_turn(scene), 60)
        if ctrl.match.hand.tricks >= tricks and until():
            return
        singles = [a for a in ctrl.legal(0) if a < 52]
        if singles:
            testing.click(app, card_point(scene, index_of(scene, singles[0])))
        else:
            scene.submit(ctrl.legal(0)[0])  # a pair led in two decks: two cards must follow
    raise AssertionError("did not get there")


def state_fields(st: HandState) -> dict[str, object]:
    return {
        name: list(v) if isinstance(v := getattr(st, name), list) else v for name in HAND_FIELDS
    }


def snapshot(ctrl: TableController) -> tuple[Any, ...]:
    m = ctrl.match
    return (m.moves, m.totals, m.records, state_fields(m.hand), running_scores(view_for(m.hand, 0)))


class Recorder:
    """The card faces and the texts (with their tags) drawn in one frame."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.faces: set[str] = set()
        self.texts: list[tuple[str, str]] = []
        real_face, real_draw, real_text = cards_art.card_face, cards_art.draw_card, Canvas.text

        def card_face(code: str, *a: Any, **k: Any) -> Any:
            self.faces.add(code)
            return real_face(code, *a, **k)

        def draw_card(target: Any, code: Any, *a: Any, **k: Any) -> Any:
            if code is not None:
                self.faces.add(code)
            return real_draw(target, code, *a, **k)

        def text(canvas: Any, s: str, *a: Any, **k: Any) -> Any:
            self.texts.append((s, k.get("tag", "text")))
            return real_text(canvas, s, *a, **k)

        real_tile = practice.index_tile

        def index_tile(code: str, *a: Any, **k: Any) -> Any:
            self.faces.add(code)
            return real_tile(code, *a, **k)

        monkeypatch.setattr(cards_art, "card_face", card_face)
        monkeypatch.setattr(cards_art, "draw_card", draw_card)
        monkeypatch.setattr(practice, "index_tile", index_tile)
        monkeypatch.setattr(Canvas, "text", text)

    def frame(self, app: App) -> Recorder:
        self.faces, self.texts = set(), []
        app.draw()
        return self

    def tagged(self, tag: str) -> list[str]:
        return [s for s, t in self.texts if t == tag]


def others_hidden_faces(ctrl: TableController) -> set[str]:
    """The other seats' cards that only "all hands" shows: held by them, and no copy of the card
    in South's hand, exposed or played (two decks: a code South sees elsewhere proves nothing)."""
    st = ctrl.match.hand
    seen = st.hand1[0] | st.played1
    for s in range(4):
        seen |= st.exposed1[s]
    return {card_code(c) for s in (1, 2, 3) for c in cards_of(st.hand1[s] & ~seen)}


# ---------------------------------------------------------------- undo


def test_undo_restores_the_exact_previous_state() -> None:
    rules = PRESETS["classic"]
    app, scene, ctrl = practice_table(rules, 7)
    to_play(app, scene, ctrl)
    play_tricks(app, scene, ctrl, 2)
    before, hand_before = snapshot(ctrl), scene.my_hand()
    assert not scene.buttons["practice.undo"].enabled or ctrl.undo_point(0) is not None
    card = ctrl.legal(0)[0]
    testing.click(app, card_point(scene, index_of(scene, card)))
    assert ctrl.match.moves[-1] == (0, card) and card not in scene.my_hand()
    run_until(app, my_turn(scene), 60)  # the computers answer; South is on turn again
    assert len(ctrl.match.moves) > len(before[0])
    assert scene.buttons["practice.undo"].enabled
    testing.press(app, pygame.K_u)
    assert snapshot(ctrl) == before
    app.step(DT)
    assert scene.my_hand() == hand_before and card in scene.my_hand()
    assert state_fields(scene.shown) == state_fields(ctrl.match.hand)
    assert scene.scores() == list(running_scores(view_for(ctrl.match.hand, 0)))
    assert scene.acting()
    # a different card can be played from the restored position
    other = ctrl.legal(0)[-1]
    testing.click(app, card_point(scene, index_of(scene, other)))
    assert ctrl.match.moves[-1] == (0, other)


def test_undo_button_drops_computer_answers_on_their_way() -> None:
    app, scene, ctrl = practice_table(PRESETS["classic"], 12)
    to_play(app, scene, ctrl)
    play_tricks(app, scene, ctrl, 1, until=lambda: len(ctrl.match.hand.trick) < 3)
    before = snapshot(ctrl)
    testing.click(app, card_point(scene, index_of(scene, ctrl.legal(0)[0])))
    app.step(DT)
    assert ctrl.thinking()  # the next computer has been asked
    testing.click(app, centre(scene.buttons["practice.undo"].rect))
    assert ctrl.thinking() == () and snapshot(ctrl) == before
    for _ in range(180):  # three seconds: no stale answer lands
        app.step(DT)
    assert snapshot(ctrl) == before and scene.acting()


def test_undo_is_practice_only_and_needs_a_play() -> None:
    app, scene, ctrl = practice_table(PRESETS["classic"], 7, practice=False)
    to_play(app, scene, ctrl)
    play_tricks(app, scene, ctrl, 1)
    before = snapshot(ctrl)
    testing.press(app, pygame.K_u)
    assert snapshot(ctrl) == before and "practice.undo" not in scene.buttons
    # practice, before South's first play: nothing to take back, and it says so
    app, scene, ctrl = practice_table(
        PRESETS["classic"], find_seed(PRESETS["classic"], holds_special)
    )
    run_until(app, lambda: scene.acting() and ctrl.phase == EXPOSURE, 10)
    before = snapshot(ctrl)
    testing.press(app, pygame.K_u)
    assert snapshot(ctrl) == before
    assert not scene.buttons["practice.undo"].enabled
    assert any(tr("practice.nothing_to_undo") == item[0] for item in app.toasts.items)


# ---------------------------------------------------------------- all hands face up


@pytest.mark.parametrize("preset", ["classic", "double"])
def test_all_hands_face_up_only_in_practice(monkeypatch: pytest.MonkeyPatch, preset: str) -> None:
    rec = Recorder(monkeypatch)
    app, scene, ctrl = practice_table(PRESETS[preset], 3, practice=False)
    to_play(app, scene, ctrl)
    testing.press(app, pygame.K_a)
    assert not (rec.frame(app).faces & others_hidden_faces(ctrl))

    app, scene, ctrl = practice_table(PRESETS[preset], 3)
    to_play(app, scene, ctrl)
    hidden = others_hidden_faces(ctrl)
    assert not (rec.frame(app).faces & hidden)
    testing.press(app, pygame.K_a)
    assert hidden <= rec.frame(app).faces
    testing.click(app, centre(scene.buttons["practice.all"].rect))  # the button turns it off
    assert not (rec.frame(app).faces & hidden)


# ---------------------------------------------------------------- the card counter


def test_counter_lists_the_scoring_cards_the_others_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    rec = Recorder(monkeypatch)
    app, scene, ctrl = practice_table(PRESETS["classic"], 9, lang="en")
    to_play(app, scene, ctrl)
    play_tricks(app, scene, ctrl, 4)
    assert not rec.frame(app).tagged("practice.counter")
    testing.press(app, pygame.K_t)
    st = ctrl.match.hand
    others = 0
    for s in (1, 2, 3):
        others |= st.hand1[s]
    hearts = [c for c in range(25, 12, -1) if others >> c & 1]
    specials = [c for c in (PIG, SHEEP, TRANSFORMER) if others >> c & 1]
    assert (
        len(hearts) + len(specials) < (SCORING_MASK & ((1 << 52) - 1)).bit_count()
    )  # some were played
    voids = " · ".join(
        f"{scene.seat_name(s)} {''.join('♠♥♦♣'[u] for u in range(4) if st.voids[s] >> u & 1)}"
        for s in (1, 2, 3)
        if st.voids[s]
    )
    expected = [tr("practice.counter_title")]
    expected += (
        ["♥", *(cards_art.label(card_code(c))[1:] for c in hearts)]
        if hearts
        else [tr("practice.no_hearts_out")]
    )
    expected += [cards_art.label(card_code(c)) for c in specials] or [
        tr("practice.no_specials_out")
    ]
    expected.append(tr("practice.voids", voids=voids or tr("practice.no_voids")))
    assert rec.frame(app).tagged("practice.counter") == expected
    testing.click(app, centre(scene.buttons["practice.count"].rect))
    assert not rec.frame(app).tagged("practice.counter")


# ---------------------------------------------------------------- hint, deal number, advisor


def test_hint_works_in_practice_and_the_deal_number_is_on_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rec = Recorder(monkeypatch)
    app, scene, ctrl = practice_table(PRESETS["classic"], 5)
    to_play(app, scene, ctrl)
    assert f"#{ctrl.match.deal}" in rec.frame(app).tagged("deal")
    testing.press(app, pygame.K_h)
    run_until(app, lambda: scene.hint is not None, 10)
    assert scene.hint is not None and scene.hint[0] in ctrl.legal(0) and scene.hint[1]


def test_exposure_advisor_labels_each_exposable_card(monkeypatch: pytest.MonkeyPatch) -> None:
    rec = Recorder(monkeypatch)
    rules = PRESETS["classic"]
    seed = find_seed(rules, two_specials)
    app, scene, ctrl = practice_table(rules, seed, practice=False)
    run_until(app, lambda: scene.acting() and ctrl.phase == EXPOSURE, 10)
    assert not rec.frame(app).tagged("practice.advice")

    app, scene, ctrl = practice_table(rules, seed)
    run_until(app, lambda: scene.acting() and ctrl.phase == EXPOSURE, 10)
    tools = scene.practice
    assert tools is not None
    wait_for_advice(app, lambda: bool(tools.advice))
    options = sorted(scene.exposable())
    assert sorted(tools.advice) == options
    labels = rec.frame(app).tagged("practice.advice")
    assert sorted(labels) == sorted(signed_points(tools.advice[c].gain) for c in options)
    assert all(re.fullmatch(r"[+−]\d+|±0", text) for text in labels)
    assert rec.tagged("practice.caption")
    # exposing one card asks again: the labels are then about the cards still exposable
    testing.click(app, card_point(scene, index_of(scene, options[0])))
    assert ctrl.match.moves[-1][0] == 0
    rest = sorted(scene.exposable())
    assert rest == options[1:]
    wait_for_advice(app, lambda: sorted(tools.advice) == rest)
    assert len(rec.frame(app).tagged("practice.advice")) == len(rest)


def two_specials(hand: Any) -> bool:
    return sum(hand.hand1[0] >> c & 1 for c in (PIG, SHEEP, TRANSFORMER, 25)) >= 2


# ---------------------------------------------------------------- layout


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_practice_tools_keep_clear_of_the_table(size: tuple[int, int], lang: str) -> None:
    try:
        for preset in ("classic", "double"):
            _layout_case(preset, size, lang)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_advisors_numbers_fit_their_marks_in_the_smallest_window(lang: str) -> None:
    """At 1024×600 the 14-px floor makes the numbers taller than the 1280×720 layout's: their
    marks grow with them instead of letting them spill onto the cards."""
    try:
        _layout_case("classic", (1024, 600), lang, play=False)
    finally:
        i18n.set_language("zh")


def wait_for_advice(app: App, ready: Callable[[], bool], seconds: float = 60.0) -> None:
    """The advisor simulates off the frame thread in real time: run frames (the table's clocks
    standing still) until it answers."""
    testing.wait_real(app, ready, "the exposure advisor", seconds)


def _layout_case(preset: str, size: tuple[int, int], lang: str, play: bool = True) -> None:
    """Every tool on (all hands, counter, advisor), in the window and (``play``) in play."""
    rules = PRESETS[preset]
    app, scene, ctrl = practice_table(rules, find_seed(rules, holds_special), size=size, lang=lang)
    testing.press(app, pygame.K_a)
    testing.press(app, pygame.K_t)
    run_until(app, lambda: scene.acting() and ctrl.phase == EXPOSURE, 10)
    tools = scene.practice
    assert tools is not None
    wait_for_advice(app, lambda: bool(tools.advice))
    _apart(app, f"{preset} window {size} {lang}")
    _legible(app, f"{preset} window {size} {lang}")
    if not play:
        return
    testing.press(app, pygame.K_d)
    to_play(app, scene, ctrl)
    play_tricks(app, scene, ctrl, 3)
    scene.hint = None
    _check(app, f"{preset} play {size} {lang}")
    _apart(app, f"{preset} play {size} {lang}")
    _legible(app, f"{preset} play {size} {lang}")
    _hint_clear(app, scene, f"{preset} hint {size} {lang}")


def _legible(app: App, where: str) -> None:
    """The tools' words asked for at 14 px of the 1280×720 layout or more (not made legible by
    the canvas's floor alone, which the layout around them would not expect), whole; a smaller text only the
    raised 2 of a card both of whose copies are out, right beside 14-px text."""
    drawn: list[tuple[str, int, pygame.FRect]] = []
    real = Canvas.text

    def text(canvas: Canvas, s: str, size: float, *a: Any, **k: Any) -> pygame.FRect:
        r = real(canvas, s, size, *a, **k)
        if str(k.get("tag", "")).startswith(("practice.counter", "practice.caption")):
            drawn.append((s, round(size), r))  # as asked (1280×720 pixels), before the floor
        return r

    Canvas.text = text  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        Canvas.text = real  # type: ignore[method-assign]
    assert drawn, where
    for (_s, before_px, before), (s, px, r) in zip([("", 0, pygame.FRect())] + drawn, drawn):
        if px < 14:
            assert s == "2", (where, s, px)
            beside = abs(r.x - before.right) < 3 or abs(r.right - before.x) < 3
            assert before_px >= 14 and beside, (where, s, r, before)
        assert not s.endswith("…"), (where, s)


def _hint_clear(app: App, scene: TableScene, where: str) -> None:
    """A two-line hint over the first or the last card of the hand covers no button (the
    practice tools stand right of the hand), plate or panel."""
    app.toasts.items.clear()
    hand = scene.hand_rects()[0]
    try:
        for card in (hand[0], hand[-1]):
            scene.hint = (
                card,
                "a reason long enough to need a second line in the bubble, as some do",
            )
            drawn = testing.drawn_rects(app)
            bubble = [r for t, r in drawn if t == "bubble"]
            assert bubble, where
            others = [
                (t, r)
                for t, r in drawn
                if t.startswith(
                    ("button", "box.plate", "box.exposed", "box.taken", "box.chip", "practice.")
                )
                and t not in ("button.label", "practice.advice", "practice.hand")
            ]
            for b, (tag, r) in itertools.product(bubble, others):
                assert not b.inflate(-1, -1).colliderect(r.inflate(-1, -1)), (
                    f"{where}: the hint {b} covers {tag} {r}"
                )
    finally:
        scene.hint = None


def _apart(app: App, where: str) -> None:
    """The practice panels overlap nothing else drawn (the shown hands lie where the backs would)."""
    app.toasts.items.clear()
    drawn = testing.drawn_rects(app)
    mine = [
        (t, r)
        for t, r in drawn
        if t.startswith("practice.")
        and t
        in (
            "practice.hand",
            "practice.counter",
            "practice.advice",
            "practice.caption",
            "practice.tag",
        )
    ]
    assert any(t == "practice.counter" for t, _ in mine), where
    others = [
        (t, r)
        for t, r in drawn
        if t.startswith(("box.", "button", "card.hand", "text", "bubble")) and t != "button.label"
    ]
    for (ta, a), (tb, b) in itertools.product(mine, others):
        if ta == "practice.advice" and tb == "card.hand":
            continue  # a hovered card rises a little into its own estimate
        assert not a.inflate(-1, -1).colliderect(b.inflate(-1, -1)), (
            f"{where}: {ta} {a} overlaps {tb} {b}"
        )
    for (ta, a), (tb, b) in itertools.combinations(mine, 2):
        if ta != tb:
            assert not a.inflate(-1, -1).colliderect(b.inflate(-1, -1)), (
                f"{where}: {ta} {a} overlaps {tb} {b}"
            )


# ---------------------------------------------------------------- the form, statistics, saves


def start(app: App, form: NewGameScene) -> StubTable:
    testing.click(app, centre(form.start_button.rect))
    if isinstance(app.stack.top, ConfirmScene):  # an earlier start left a game saved: abandon it
        testing.click(app, centre(app.stack.top.yes.rect))
    table = app.stack.top
    assert isinstance(table, StubTable), table
    return table


def type_deal(app: App, form: NewGameScene, text: str) -> None:
    field = form.practice.deal
    testing.click(app, centre(field.rect))
    while form.practice.deal_text:
        testing.press(app, pygame.K_BACKSPACE)
    testing.post(pygame.TEXTINPUT, text=text)
    app.step(0)


@pytest.mark.usefixtures("wired")
def test_a_practice_game_leaves_statistics_unchanged() -> None:
    app, form = open_form()
    name = form.seats[0]["name"]
    testing.click(app, centre(form.practice.toggle.segments[1]))  # practice: on
    table = start(app, form)
    c = table.controller
    assert c.practice
    saved, _ = load_game()
    assert saved is not None and saved.practice  # saved, marked as practice
    play_to(c, hand_over)
    app.step(DT)  # the result screen counts the hand
    result = app.stack.top
    assert isinstance(result, ResultScene) and tr("practice.not_counted") in result.deal.text()
    session = main._SESSIONS[-1]
    session.hand_finished()
    stats_after = ProfileStore().stats(name) if ProfileStore().get(name) else None
    assert stats_after is None or stats_after.hands == 0
    assert HandHistory().ids() == []
    # continued from its save, it is still a practice game
    main.continue_game(app.ctx)
    assert main._SESSIONS[-1].controller.practice

    # the same without practice is counted (the check above can fail)
    app, form = open_form()
    table = start(app, form)
    assert not table.controller.practice
    play_to(table.controller, hand_over)
    app.step(DT)
    result = app.stack.top
    assert isinstance(result, ResultScene) and tr("practice.not_counted") not in result.deal.text()
    assert ProfileStore().stats(name).hands == 1 and len(HandHistory().ids()) == 1


@pytest.mark.usefixtures("wired")
def test_play_deal_number_from_a_seat_through_the_form() -> None:
    app, form = open_form(lang="en")
    type_deal(app, form, "4242")
    assert form.practice.deal_text == "4242" and form.error is None
    testing.click(app, centre(form.practice.seat.segments[1]))  # from East
    table = start(app, form)
    c = table.controller
    rules = c.match.rules
    dealt = deal(rules, 4242, NORTH).dealt
    assert c.match.deal == 4242 and c.match.hand.dealt == dealt
    assert [p.human for p in c.players] == [False, True, False, False] and table.seat == 1
    assert c.view(1).hand == dealt[1]  # East's cards of deal 4242
    # a friend plays the same deal from South: the same four hands
    app, form = open_form(lang="en")
    type_deal(app, form, "4242")
    c2 = start(app, form).controller
    assert c2.match.hand.dealt == dealt and c2.players[0].human and c2.view(0).hand == dealt[0]
    # a random game's deal number, typed in, deals that game's cards again
    app, form = open_form(lang="en")
    first = start(app, form).controller.match
    app, form = open_form(lang="en")
    type_deal(app, form, str(first.deal))
    assert start(app, form).controller.match.hand.dealt == first.hand.dealt


@pytest.mark.usefixtures("wired")
def test_deal_number_field_refuses_bad_input_and_keeps_the_rest() -> None:
    app, form = open_form(lang="en")
    type_deal(app, form, "12x")
    assert form.practice.deal_text == "12"  # the digits are kept
    assert any(item[0] == tr("practice.form.digits_only") for item in app.toasts.items)
    testing.press(app, pygame.K_RIGHT)
    assert form.practice.deal_text == "13"
    testing.press(app, pygame.K_LEFT)
    testing.press(app, pygame.K_LEFT)
    assert form.practice.deal_text == "11"
    field = form.practice.deal
    testing.press(app, pygame.K_BACKSPACE)
    testing.press(app, pygame.K_BACKSPACE)
    testing.click(app, centre(field.plus))
    assert form.practice.deal_text == "1"
    type_deal(app, form, "0")
    assert form.error == tr("practice.form.bad_deal")
    assert tr_in("zh", "practice.form.bad_deal") != tr_in("en", "practice.form.bad_deal")
    testing.click(app, centre(form.start_button.rect))  # refused: still the form
    assert app.stack.top is form and main._SESSIONS == []
    type_deal(app, form, "77")
    assert form.error is None
    assert start(app, form).controller.match.deal == 77


def test_a_saved_practice_game_stays_practice_and_a_bad_flag_is_refused() -> None:
    from saves.game import SavedGame, SeatEntry, game_body, game_from_body

    seats = (
        SeatEntry("A", True),
        SeatEntry("B", False),
        SeatEntry("C", False),
        SeatEntry("D", False),
    )
    match = new_match(PRESETS["classic"], 3, deals=(4242,))
    body = game_body(SavedGame(match, seats, practice=True))
    back = game_from_body(body)
    assert back.practice and back.match.deal == 4242 and back.match.hand.dealt == match.hand.dealt
    assert not game_from_body(game_body(SavedGame(match, seats))).practice
    with pytest.raises(TypeError):
        game_from_body({**body, "practice": "yes"})
