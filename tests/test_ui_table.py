"""The table scene driven through real posted mouse and key events (headless).

Computer players are the real engine AI, asked in-process (``AIWorker(use_process=False)``)
so a test's simulated time is the only clock.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from engine.gongzhu.actions import EXPOSE_BASE, PAIR_BASE, TWO_BASE, play_cards
from engine.gongzhu.ai import choose
from engine.gongzhu.cards import SPECIALS
from engine.gongzhu.hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    apply_action,
    deal,
    legal_actions,
    to_act,
)
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS, RuleSet
from engine.gongzhu.view import view_for
from game import testing
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table import layout as L
from game.table.scene import TableScene
from game.texts import i18n
from game.ui.app import App

DT = 1 / 60


# ---------------------------------------------------------------- helpers


def make_table(
    rules: RuleSet,
    seed: int,
    *,
    size: tuple[int, int] = (1280, 720),
    lang: str = "zh",
    humans: tuple[int, ...] = (0,),
    clock: int = 20,
    over: list[object] | None = None,
) -> tuple[App, TableScene, TableController]:
    players = tuple(SeatPlayer(f"P{s}" if s else "", s in humans, "normal") for s in range(4))
    ctrl = TableController(
        new_match(rules, seed), players, exposure_clock=clock, worker=AIWorker(use_process=False)
    )
    results = over if over is not None else []
    scene = TableScene(
        ctrl, seat=0, on_hand_over=lambda c: results.append(c.match.records[-1].score)
    )
    app = testing.make_app(size, lang, first=scene)
    return app, scene, ctrl


def run_until(app: App, pred: Callable[[], bool], limit: float = 120.0, dt: float = DT) -> float:
    """Step frames of ``dt`` until ``pred()``; returns the simulated seconds spent."""
    t = 0.0
    while not pred():
        app.step(dt)
        t += dt
        assert t < limit, "timed out"
    return t


def card_point(scene: TableScene, index: int) -> tuple[float, float]:
    """A logical point on the visible part of the viewer's ``index``-th card."""
    hand, rects, raised = scene.hand_rects()
    r = rects[index].move(0, -raised[index])
    step = L.hand_step(len(hand))
    visible = r.w if index == len(hand) - 1 else min(r.w, step)
    return (r.x + visible / 2, r.y + 30)


def index_of(scene: TableScene, card: int, nth: int = 0) -> int:
    hand = scene.my_hand()
    found = [i for i, c in enumerate(hand) if c == card]
    return found[min(nth, len(found) - 1)]


def press_to(app: App, scene: TableScene, index: int) -> None:
    """Move the keyboard cursor to ``index`` with arrow keys."""
    testing.press(app, pygame.K_RIGHT)
    while scene.cursor != index:
        testing.press(app, pygame.K_RIGHT)


def my_turn(scene: TableScene) -> Callable[[], bool]:
    return lambda: scene.acting() or scene.shown.phase == HAND_OVER and scene.idle()


def find_seed(rules: RuleSet, pred: Callable[[object], bool], start: int = 1) -> int:
    for seed in range(start, start + 400):
        m = new_match(rules, seed)
        if pred(m.hand):
            return seed
    raise AssertionError("no seed found")


def holds_special(hand: object) -> bool:
    return any(hand.hand1[0] >> c & 1 for c in SPECIALS)  # type: ignore[attr-defined]


# ---------------------------------------------------------------- a whole hand, one deck


def test_whole_hand_by_clicks_and_keys() -> None:
    rules = PRESETS["classic"]
    seed = find_seed(rules, holds_special)
    over: list[object] = []
    app, scene, ctrl = make_table(rules, seed, over=over)
    run_until(app, lambda: not scene.dealing, 10)
    # the exposure window: the South seat's special cards are raised; click one to expose it
    run_until(app, lambda: scene.acting() and ctrl.phase == EXPOSURE, 10)
    options = sorted(scene.exposable())
    assert options
    hand, _rects, raised = scene.hand_rects()
    i = index_of(scene, options[0])
    assert raised[i] > 0
    testing.click(app, card_point(scene, i))
    assert any(a == EXPOSE_BASE + options[0] for s, a in ctrl.match.moves if s == 0)
    run_until(app, lambda: scene.idle(), 5)
    assert options[0] in [e.card for e in scene._view.exposures if e.seat == 0]
    if ctrl.phase == EXPOSURE and 0 in ctrl.waiting_for_human():
        testing.press(app, pygame.K_d)  # done
    run_until(app, lambda: ctrl.phase == PLAY, 25)

    refused = False
    plays = 0
    while True:
        run_until(app, my_turn(scene), 60)
        if scene.shown.phase == HAND_OVER:
            break
        legal = ctrl.legal(0)
        hand = scene.my_hand()
        before = len(ctrl.match.moves)
        dimmed = [i for i, c in enumerate(hand) if c not in scene.playable()]
        if dimmed and not refused:
            # an illegal click: refused with a message, nothing changes
            testing.click(app, card_point(scene, dimmed[0]))
            assert len(ctrl.match.moves) == before
            assert scene.message and scene.message_left > 0
            assert any(scene.message in item[0] for item in app.toasts.items)
            refused = True
        card = next(a for a in legal if a < PAIR_BASE)
        i = index_of(scene, card)
        if plays % 2 == 0:
            testing.click(app, card_point(scene, i))
        else:
            press_to(app, scene, i)
            testing.press(app, pygame.K_RETURN)
        assert len(ctrl.match.moves) == before + 1
        assert ctrl.match.moves[-1] == (0, card)
        plays += 1
    assert plays >= 12 and refused
    run_until(app, lambda: bool(over), 10)
    assert over[0] == ctrl.match.records[-1].score
    assert ctrl.match.hand.phase == HAND_OVER


# ---------------------------------------------------------------- pairs, two decks


def _pair_seed(rules: RuleSet) -> int:
    def ok(hand: object) -> bool:
        return bool(hand.hand2[0])  # type: ignore[attr-defined]

    return find_seed(rules, ok)


def test_two_deck_pairs_by_clicks_and_key() -> None:
    rules = PRESETS["double"].with_options(exposure="none")
    seed = _pair_seed(rules)
    over: list[object] = []
    app, scene, ctrl = make_table(rules, seed, over=over)
    testing.click(app, (640, 320))  # skip the deal
    assert not scene.dealing
    pairs_played = 0
    singles_of_twin = 0
    follows = 0
    for _ in range(60):
        run_until(app, my_turn(scene), 120)
        if scene.shown.phase == HAND_OVER:
            break
        legal = ctrl.legal(0)
        before = len(ctrl.match.moves)
        pair_actions = [a for a in legal if PAIR_BASE <= a < TWO_BASE]
        two_actions = [a for a in legal if TWO_BASE <= a < EXPOSE_BASE]
        if pair_actions:
            card = pair_actions[0] - PAIR_BASE
            i = index_of(scene, card)
            testing.click(app, card_point(scene, i))
            assert sorted(scene.selection) == sorted([i, index_of(scene, card, 1)])
            assert len(ctrl.match.moves) == before
            if pairs_played % 2 == 0:
                testing.click(app, card_point(scene, i))  # click again: the pair
            else:
                testing.press(app, pygame.K_p)  # or P
            assert ctrl.match.moves[-1] == (0, pair_actions[0])
            pairs_played += 1
        elif two_actions:
            a, b = play_cards(two_actions[0])
            testing.click(app, card_point(scene, index_of(scene, a)))
            assert len(ctrl.match.moves) == before
            testing.click(app, card_point(scene, index_of(scene, b)))
            assert ctrl.match.moves[-1] == (0, two_actions[0])
            follows += 1
        else:
            card = legal[0]
            i = index_of(scene, card)
            hand = scene.my_hand()
            twin = scene._twin(hand, i)
            testing.click(app, card_point(scene, i))
            if twin is not None and PAIR_BASE + card in legal:
                # the other twin plays just one
                testing.click(app, card_point(scene, twin))
                singles_of_twin += 1
            assert ctrl.match.moves[-1] == (0, card)
    assert pairs_played >= 1
    run_until(app, lambda: bool(over), 20)
    assert over[0] == ctrl.match.records[-1].score


def _pair_led_to_south(hand: object) -> bool:
    """South, playing the first card of its first legal action each turn (both twins when it
    holds them, as a click does) against normal players, meets a trick led with a pair: the
    test below plays the hand that way."""
    st = hand.copy()  # type: ignore[attr-defined]
    moves: list[tuple[int | None, int]] = []
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        if seat == 0 and st.phase == PLAY and st.trick and st.trick[0][1] >= PAIR_BASE:
            return True
        if seat == 0:
            legal = legal_actions(st, 0)
            first = play_cards(legal[0])[0]
            act = PAIR_BASE + first if PAIR_BASE + first in legal else legal[0]
        else:
            act = choose(view_for(st, seat, moves), "normal").action
        st, _ = apply_action(st, seat, act)
        moves.append((seat, act))
    return False


def test_pair_lead_raises_the_follow_obligation() -> None:
    rules = PRESETS["double"].with_options(exposure="none")
    seed = find_seed(rules, _pair_led_to_south)
    app, scene, ctrl = make_table(rules, seed, humans=(0,))
    testing.click(app, (640, 320))
    for _ in range(200):
        run_until(app, my_turn(scene), 120)
        if scene.shown.phase == HAND_OVER:
            pytest.fail("no pair was led to South in this deal")
        if scene.shown.trick and scene.shown.lead_pair:
            raised = scene.raised(scene.my_hand())
            hand = scene.my_hand()
            lifted = {c for c, r in zip(hand, raised) if r > 0}
            assert lifted == scene.playable()
            assert all(r == 0 for c, r in zip(hand, raised) if c not in scene.playable())
            return
        legal = ctrl.legal(0)
        testing.click(app, card_point(scene, index_of(scene, play_cards(legal[0])[0])))
        if len(scene.selection) == 2:
            testing.press(app, pygame.K_p)
        elif scene.selection:
            testing.click(app, card_point(scene, index_of(scene, play_cards(legal[0])[1])))
    pytest.fail("no pair lead seen")


# ---------------------------------------------------------------- the exposure clock


def test_exposure_window_closes_by_itself_at_20_seconds() -> None:
    rules = PRESETS["classic"]
    seed = find_seed(rules, holds_special)
    app, scene, ctrl = make_table(rules, seed, clock=20)
    run_until(app, lambda: not scene.dealing, 10, dt=0.05)
    assert ctrl.phase == EXPOSURE and ctrl.window_left is not None
    already = 20.0 - ctrl.window_left  # the frame the deal ended in counts
    assert already <= 0.05 + 1e-9
    spent = run_until(app, lambda: ctrl.phase != EXPOSURE, 30, dt=0.05)
    assert already + spent == pytest.approx(20.0, abs=0.051)
    assert ctrl.phase == PLAY
    assert ctrl.match.moves[-1] == (None, 3202)


def test_first_exposure_prompt_by_key() -> None:
    rules = PRESETS["tournament"]

    def first_special(hand: object) -> bool:
        return hand.first_cards[0] in SPECIALS  # type: ignore[attr-defined]

    seed = find_seed(rules, first_special)
    app, scene, ctrl = make_table(rules, seed)
    testing.press(app, pygame.K_SPACE)  # skip the deal
    run_until(app, lambda: scene.acting(), 5)
    assert ctrl.phase == FIRST_EXPOSURE and scene.buttons["first_yes"].visible
    testing.press(app, pygame.K_e)
    assert ctrl.match.moves[0][0] == 0
    run_until(app, lambda: scene.idle(), 5)
    assert any(e.how == "first" and e.seat == 0 for e in scene._view.exposures)


# ---------------------------------------------------------------- keys, review, hint, menu


def test_last_trick_review_hint_and_menu() -> None:
    rules = PRESETS["classic"].with_options(exposure="none")
    app, scene, ctrl = make_table(rules, 3)
    testing.click(app, (640, 320))
    run_until(app, my_turn(scene), 60)
    while ctrl.match.hand.tricks == 0:
        testing.click(app, card_point(scene, index_of(scene, ctrl.legal(0)[0])))
        run_until(app, my_turn(scene), 60)
    assert scene.review_available()  # at any time in play, a trick in progress or not
    testing.press(app, pygame.K_l)
    assert scene.review
    testing.press(app, pygame.K_ESCAPE)  # Esc closes the last trick before it opens the menu
    assert not scene.review
    testing.press(app, pygame.K_h)
    run_until(app, lambda: scene.hint is not None, 5)
    assert scene.hint[0] in ctrl.legal(0)
    testing.press(app, pygame.K_ESCAPE)
    from game.table.menu import TableMenu

    assert isinstance(app.stack.top, TableMenu)
    moves = len(ctrl.match.moves)
    for _ in range(60):
        app.step(0.1)
    assert len(ctrl.match.moves) == moves  # paused under the menu
    testing.press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_window_resize_and_language_switch_keep_working() -> None:
    rules = PRESETS["classic"].with_options(exposure="none")
    app, scene, ctrl = make_table(rules, 5, size=(1600, 900))
    testing.click(app, (640, 320))
    i18n.set_language("en")
    try:
        run_until(app, my_turn(scene), 60)
        before = len(ctrl.match.moves)
        testing.click(app, card_point(scene, index_of(scene, ctrl.legal(0)[0])))
        assert len(ctrl.match.moves) == before + 1
    finally:
        i18n.set_language("zh")


def test_deal_is_the_engine_deal() -> None:
    rules = PRESETS["classic"]
    app, scene, ctrl = make_table(rules, 11)
    run_until(app, lambda: not scene.dealing, 10)
    st = deal(rules, ctrl.match.deal, 2, first_hand=True)
    assert sorted(scene.my_hand()) == sorted(c for c in range(52) if st.hand1[0] >> c & 1)


def test_drag_a_card_to_the_trick_plays_it() -> None:
    rules = PRESETS["classic"].with_options(exposure="none")
    app, scene, ctrl = make_table(rules, 9)
    testing.click(app, (640, 320))
    run_until(app, my_turn(scene), 60)
    card = ctrl.legal(0)[0]
    start = card_point(scene, index_of(scene, card))
    before = len(ctrl.match.moves)
    testing.post(pygame.MOUSEMOTION, pos=app.window_pos(start), rel=(0, 0), buttons=(0, 0, 0))
    testing.post(pygame.MOUSEBUTTONDOWN, pos=app.window_pos(start), button=1)
    app.step(DT)
    for k in range(1, 11):
        p = (start[0] + (640 - start[0]) * k / 10, start[1] + (330 - start[1]) * k / 10)
        testing.post(pygame.MOUSEMOTION, pos=app.window_pos(p), rel=(0, -20), buttons=(1, 0, 0))
        app.step(DT)
    assert scene.dragging
    testing.post(pygame.MOUSEBUTTONUP, pos=app.window_pos((640, 330)), button=1)
    app.step(DT)
    assert ctrl.match.moves[before] == (0, card)


def test_hidden_exposures_show_a_count_only() -> None:
    rules = PRESETS["classic"].with_options(exposure="hidden")
    app, scene, ctrl = make_table(rules, 21, humans=())
    testing.click(app, (640, 320))
    run_until(app, lambda: ctrl.phase == PLAY and scene.idle(), 40, dt=0.05)
    view = scene._view
    others = [s for s in range(1, 4) if view.hidden_counts[s]]
    drawn = testing.drawn_rects(app)
    if others:
        texts = [r for t, r in drawn if t == "text"]
        assert texts
    assert all(e.seat == 0 or e.how != "hidden" for e in view.exposures)


def test_own_exposure_toast_reads_you_expose_in_english() -> None:
    """South, shown as "You", exposes by a click: the toast says "You expose …", not "You exposes"."""
    rules = PRESETS["classic"]
    app, scene, ctrl = make_table(rules, find_seed(rules, holds_special), lang="en")
    try:
        run_until(app, lambda: scene.acting() and ctrl.phase == EXPOSURE, 10)
        assert scene.seat_name(0) == "You"
        testing.click(app, card_point(scene, index_of(scene, min(scene.exposable()))))
        run_until(app, lambda: scene.idle(), 5)
        texts = [item[0] for item in app.toasts.items]
        assert any(t.startswith("You expose ") for t in texts), texts
        assert not any("You exposes" in t for t in texts), texts
    finally:
        i18n.set_language("zh")
