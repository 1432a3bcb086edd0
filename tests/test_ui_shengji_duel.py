"""The duel (升级 for two, SHENGJI.md §10) on the real table, driven by posted clicks and keys.

What a player checks: the form offers it with two seats; the first five come off the stock
card by card and so does every draw after a trick, the stock's count going down to nothing;
before a lead the person may show a level card (or pass); the hand plays to its result,
which gives both players' levels; the game is saved mid-hand and continues from the form;
statistics and the hand history count the duel; two people at one computer get a hand-over
before every private moment, and nobody's cards show behind it.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from engine.shengji import PRESETS, new_match
from engine.shengji.cards import card_code
from engine.shengji.state import HAND_OVER, PLAY, SHOW, CardDrawn, Declared
from engine.shengji.view import view_for
from game import testing
from game.shengji_table import form
from game.shengji_table.history import ShengjiHistoryScene
from game.shengji_table.scene import ShengjiTableScene
from game.shengji_table.stock import stock_at
from game.texts import i18n
from game.ui.handover import HandoverScene
from saves import shengji as shengji_saves
from saves.profiles import ProfileStore
from saves.shengji_history import ShengjiHistory
from saves.shengji_stats import stats_of
from tests.shengji_drive import (
    DT,
    centre,
    decision,
    make_hot_table,
    make_table,
    play_hand,
    play_one_decision,
    run_until,
)
from tests.test_ui_shengji_hotseat import frame, watch

DECLARING_SEED = 4  # South may show a level card in the first window (before the first lead)
PEOPLE = {0: "Ann", 1: "Bob"}


@pytest.fixture(autouse=True)
def _zh() -> Any:
    yield
    i18n.set_language("zh")


def spy_events(scene: ShengjiTableScene) -> list[object]:
    """Every event the table announces, in order (what the player is shown)."""
    seen: list[object] = []
    announce = scene.announce

    def spy(event: object) -> None:
        seen.append(event)
        announce(event)

    scene.announce = spy  # type: ignore[method-assign]
    return seen


def test_the_form_offers_the_duel_with_two_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(form, "new_seed", lambda: 7)
    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "en", first=scene)
    assert [o.text() for o in scene.preset_choice.options][2] == "Duel (two players)"
    testing.click(app, centre(scene.preset_choice.segments[2]), frames=2)
    assert scene.preset == "duel"
    shown = scene.focus.widgets
    assert scene.kind_choices[1] in shown  # North: the opponent, computer or person
    assert scene.kind_choices[2] not in shown and scene.kind_choices[3] not in shown
    texts = testing.drawn_texts(app)
    words = [t for t, _px, _r in texts]
    assert "North" in words and "East" not in words and "West" not in words
    assert any("North is your opponent" in t for t in words)
    testing.click(app, centre(scene.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    assert table.controller.match.rules == PRESETS["duel"]
    assert table.controller.match.seed == 7 and not table.controller.hot_seat
    table.controller.close()


def test_the_form_seats_two_people_at_a_duel_in_hot_seat() -> None:
    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "zh", first=scene)
    testing.click(app, centre(scene.preset_choice.segments[2]), frames=2)
    west = scene.kind_choices[3].rect
    testing.click(app, (west.x + west.w * 0.75, west.centery), frames=2)  # not shown: no use
    assert scene.kinds[3] == "computer"
    north = scene.kind_choices[1].rect
    testing.click(app, (north.x + north.w * 0.75, north.centery), frames=2)  # 真人
    assert scene.kinds[1] == "person" and scene.name_fields[1].visible
    words = [t for t, _px, _r in testing.drawn_texts(app)]
    assert any("两人轮流用一台电脑" in t for t in words)
    testing.click(app, centre(scene.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    ctrl = table.controller
    assert ctrl.humans == {0: "玩家1", 1: "玩家2"} and ctrl.match.rules.hot_seat
    assert ctrl.match.rules.players == 2
    ctrl.close()


def test_a_whole_duel_hand_by_clicks_the_stock_drawn_after_every_trick() -> None:
    app, scene, ctrl = make_table("duel", seed=DECLARING_SEED)
    events = spy_events(scene)
    counts: list[int] = []
    starts: list[tuple[float, float]] = []

    def step() -> None:
        app.step(DT)
        counts.append(scene.view.stock_size)
        starts.extend(f.start for f in scene.motion.flights if f.t <= DT)

    # the first five each, card by card off the stock, then South's window before the lead
    while not (ctrl.my_turn() and ctrl.hand.phase == SHOW and not scene.motion.busy):
        step()
        assert len(counts) < 600
    first = [e for e in events if isinstance(e, CardDrawn)]
    assert len(first) == 10 and {e.seat for e in first} == {0, 1}
    assert counts[0] > counts[-1] == 44
    assert scene.prompt() == i18n.tr("sj.window")
    shown = scene.place_buttons()
    assert scene.pass_button in shown
    declare = [b for b in shown if b in scene.declare_buttons]
    assert declare, "South holds a 2: the button to show it"
    testing.click(app, centre(declare[0].rect), frames=2)
    assert ctrl.match.hand.declarer == 0 and ctrl.match.hand.trump is not None
    assert any(isinstance(e, Declared) and e.seat == 0 for e in events)
    # the hand through the screen: every trick followed by the draw, both players' cards
    while not ctrl.hand_over():
        t = 0
        while not decision(scene)():
            step()
            t += 1
            assert t < 3000
        if ctrl.hand_over():
            break
        play_one_decision(app, scene)
    run_until(app, lambda: scene.view.phase == HAND_OVER and not scene.motion.busy)
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    assert len(drawn) == 54  # every card came off the stock, each shown
    assert all(a >= b for a, b in itertools.pairwise(counts))  # the count only goes down
    assert counts[-1] == 0 and len(set(counts)) > 20  # one card at a time, to the last
    assert starts.count(stock_at()) >= 54 - 10  # each draw flew from the stock
    lines = [text for text, _c, _b in scene.result.lines()]
    assert any(t.startswith("你：2 → ") for t in lines)
    assert any(t.startswith("北家：2 → ") for t in lines)
    assert not any("底牌" in t for t in lines)  # the duel has no kitty
    # the next hand: dealt again off the stock, its first five shown coming in
    before = len([e for e in events if isinstance(e, CardDrawn)])
    testing.click(app, centre(scene.result.button.rect), frames=2)
    run_until(app, lambda: scene.view.stock_size == 44 and not ctrl.busy)
    assert len([e for e in events if isinstance(e, CardDrawn)]) - before == 10


def test_passing_the_window_and_the_keys() -> None:
    """P passes South's window; the lead follows; D would have shown the card."""
    app, scene, ctrl = make_table("duel", seed=DECLARING_SEED, lang="en")
    run_until(app, lambda: ctrl.my_turn() and ctrl.hand.phase == SHOW and not scene.motion.busy)
    assert "Before the lead" in scene.prompt()
    testing.press(app, ord("p"), frames=2)
    assert ctrl.match.hand.phase != SHOW or not ctrl.my_turn()
    assert ctrl.match.hand.declarer != 0


def play_to_a_few_tricks(app: Any, table: ShengjiTableScene, tricks: int) -> None:
    ctrl = table.controller
    while len(ctrl.match.hand.tricks) < tricks:
        run_until(app, decision(table))
        play_one_decision(app, table)


def test_a_duel_saved_mid_hand_continues_from_the_form_and_is_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(form, "new_seed", lambda: DECLARING_SEED)
    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "zh", first=scene, profile="Ann")
    testing.click(app, centre(scene.preset_choice.segments[2]), frames=2)
    testing.click(app, centre(scene.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    play_to_a_few_tricks(app, table, 4)
    run_until(app, lambda: not table.controller.busy)
    saved = table.controller.match
    assert shengji_saves.has_shengji() and 0 < table.view.stock_size < 44
    table.controller.close()
    # the game started again: Continue; the table is as it was, the stock as it was
    again = form.ShengjiFormScene()
    app2 = testing.make_app((1280, 720), "en", first=again, profile="Ann")
    assert again.continue_button.visible
    testing.click(app2, centre(again.continue_button.rect), frames=2)
    resumed = app2.stack.top
    assert isinstance(resumed, ShengjiTableScene)
    back = resumed.controller
    assert back.match.moves == saved.moves and back.match.rules == PRESETS["duel"]
    app2.step(DT)
    assert resumed.view.stock_size == view_for(saved.hand, 0).stock_size
    assert resumed.view.hand == view_for(saved.hand, 0).hand
    assert back.match.hand.phase in (PLAY, SHOW)
    play_hand(app2, resumed)  # and it plays on to its end
    # counted: the profile's statistics and the hand history, the duel's seats by name
    assert stats_of(ProfileStore(), "Ann").hands == 1
    assert len(ShengjiHistory().ids()) == 1
    history = ShengjiHistoryScene()
    app3 = testing.make_app((1280, 720), "en", first=history)
    words = " ".join(t for t, _px, _r in testing.drawn_texts(app3))
    assert "North" in words and "East" not in words and "Kitty" not in words
    back.close()


def test_two_people_duel_with_a_hand_over_before_every_private_moment() -> None:
    app, scene, ctrl = make_hot_table(PEOPLE, "duel", seed=10)
    seen = watch(scene)
    handovers: list[int] = []
    deciders: list[int] = []
    at_screen: int | None = None
    t = 0.0
    while not ctrl.hand_over():
        frame(app, seen)
        t += DT
        assert t < 600, "timed out"
        top = app.stack.top
        if isinstance(top, HandoverScene):
            assert seen.faces == [], "a card face behind the hand-over screen"
            person = ctrl.handover_to
            assert person is not None and PEOPLE[person] in top.who()
            assert ("北家" if person == 1 else "南家") in top.who()  # the duel's seat names
            handovers.append(person)
            testing.click(app, (640, 360), frames=1)
            at_screen = person
            continue
        if seen.hand:  # the hand shown face up is the one of the person at the screen
            assert at_screen is not None
            mine = view_for(ctrl.shown, at_screen).hand
            assert sorted(seen.hand) == sorted(card_code(c) for c in mine)
        if at_screen is not None:  # the other's hand never shows (one deck: faces unique)
            theirs = {card_code(c) for c in view_for(ctrl.shown, 1 - at_screen).hand}
            assert not theirs & set(seen.faces), "a card of the other's hand showed"
        if decision(scene)():
            if ctrl.hand_over():
                break
            assert ctrl.human == at_screen
            deciders.append(ctrl.human)
            play_one_decision(app, scene)
    changes = [d for i, d in enumerate(deciders) if i == 0 or deciders[i - 1] != d]
    assert handovers == changes and set(deciders) == {0, 1}
    assert len(handovers) > 10  # the lead changes hands, each time behind the screen
    run_until(app, lambda: scene.view.phase == HAND_OVER)
    said = " ".join(text for text, _, _ in scene.result.lines())
    assert "南家：2 → " in said and "北家：2 → " in said and "你" not in said
    # both passed every window: nobody showed a 2, the one with more points declares next
    assert "无人亮 2" in said and "南家得 " in said


def test_a_new_duel_is_dealt_face_down_in_hot_seat() -> None:
    app, scene, _ = make_hot_table(PEOPLE, "duel", seed=3)
    seen = watch(scene)
    t = 0.0
    while not isinstance(app.stack.top, HandoverScene):
        frame(app, seen)
        t += DT
        assert t < 60
        assert seen.faces == [] and scene.hand_cards() == []
    assert scene.view.stock_size == 44


def test_the_engine_s_duel_match_is_what_the_table_plays() -> None:
    """The controller's shown state agrees with the engine's once the events are shown."""
    app, scene, ctrl = make_table("duel", seed=2)
    play_to_a_few_tricks(app, scene, 3)
    run_until(app, lambda: not ctrl.busy)
    assert ctrl.shown is ctrl.match.hand
    assert new_match(PRESETS["duel"], 2).hand.stock == ctrl.match.hand.stock


# ---------------------------------------------------------------------- the layout


def check_words(app: Any, where: str, cards: list[Any], over: Any = None) -> None:
    """No two texts overlap, none lies on a card (the hand's, the stock's), every drawn
    rectangle lies inside the window's canvas; ``over``: the result's panel on top, hiding
    what is under it."""
    app.toasts.items.clear()
    window = app.canvas.area().inflate(1.5, 1.5)
    for tag, r in testing.drawn_rects(app):
        assert window.contains(r), f"{where}: {tag} {r} leaves the window"
    texts = testing.drawn_texts(app)
    assert texts, where
    if over is not None:
        first = next(i for i, (_t, _p, r) in enumerate(texts) if over.contains(r))
        texts = [t for i, t in enumerate(texts) if i >= first or not over.colliderect(t[2])]
    for (ta, _pa, a), (tb, _pb, b) in itertools.combinations(texts, 2):
        assert not a.inflate(-0.75, -0.75).colliderect(b.inflate(-0.75, -0.75)), (
            f"{where}: {ta!r} {a} overlaps {tb!r} {b}"
        )
    for text, _px, r in texts:
        for box in cards:
            assert not r.inflate(-0.75, -0.75).colliderect(box), f"{where}: {text!r} on {box}"


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (700, 900)])
def test_the_duel_table_keeps_its_words_apart(size: tuple[int, int], lang: str) -> None:
    from game.shengji_table.stock import stock_rects

    app, scene, ctrl = make_table("duel", seed=DECLARING_SEED, size=size, lang=lang)
    for _ in range(8):  # the first five coming in
        app.step(DT)
    assert ctrl.busy
    check_words(app, f"the deal {size} {lang}", stock_rects(scene.view.stock_size))
    run_until(app, lambda: ctrl.my_turn() and ctrl.hand.phase == SHOW and not scene.motion.busy)

    def cards() -> list[Any]:
        return [*scene.card_rects(), *stock_rects(scene.view.stock_size)]

    check_words(app, f"the window {size} {lang}", cards())
    testing.click(app, centre(scene.declare_buttons[0].rect), frames=2)
    followed = drawing = False
    while not ctrl.hand_over():
        run_until(app, decision(scene), 300)
        if ctrl.hand_over():
            break
        if ctrl.view().trick and not followed:  # South to follow North's lead
            check_words(app, f"mid-trick {size} {lang}", cards())
            followed = True
        play_one_decision(app, scene)
        if followed and not drawing and ctrl.busy and len(ctrl.match.hand.tricks) > 3:
            run_until(app, lambda: not ctrl.shown.trick)  # the draw after the trick
            check_words(app, f"the draw {size} {lang}", cards())
            drawing = True
    assert followed and drawing
    run_until(app, lambda: scene.view.phase == HAND_OVER and not scene.motion.busy)
    check_words(app, f"the result {size} {lang}", [], over=scene.result.box)


def test_a_duel_of_one_hand_ends_the_game_with_its_winner_then_the_title() -> None:
    import dataclasses

    from game.scenes.title import TitleScene

    rules = dataclasses.replace(PRESETS["duel"], hands=1)
    app = testing.make_app((1280, 720), "en", first=TitleScene())
    ctrl = form.open_table(app.ctx, new_match(rules, DECLARING_SEED))
    app.step(DT)
    scene = app.stack.top
    assert isinstance(scene, ShengjiTableScene)
    play_hand(app, scene)
    assert ctrl.match.game_over
    lines = [text for text, _c, _b in scene.result.lines()]
    names = {0: "You", 1: "North"}
    assert any(f"{names[w]} won the game" in t for w in ctrl.match.winners for t in lines)
    assert any(t.startswith("You: 2 → ") for t in lines)
    assert any(t.startswith("North: 2 → ") for t in lines)
    assert scene.result.button.text() == "Back to the title"
    assert not shengji_saves.has_shengji()
    testing.click(app, centre(scene.result.button.rect), frames=2)
    assert isinstance(app.stack.top, TitleScene)
