"""升级 找朋友 (SHENGJI §11) on the real table, driven by posted clicks and keys (headless).

What a player checks: the form seats five; the human declarer buries, then calls a friend by
clicking a card and a direction (the engine refusing what it refuses); the call is shown to
all; the friend is revealed on the table when the rules reveal him (`first-played`: at his
copy; `seat`: at the end); every player's own level is on his plate; the result gives each
seat's level change and why; hot seat hands the computer over before the call; a game is
saved and continued mid-hand with seat 4 to act, and a file naming a seat 5 is refused; the
table's words stay apart and inside the window at 1280×720 and 1920×1080 in both languages.
"""

from __future__ import annotations

import itertools
import json

import pygame
import pytest

from engine.shengji import PRESETS, ShengjiMatch, new_match, rules_from_options, to_act
from engine.shengji.cards import Card, card_code, hand_cards
from engine.shengji.draw import deal
from engine.shengji.rules import ShengjiRules
from engine.shengji.state import CALL, CLOSING, HAND_OVER, KITTY, PLAY, REVOLUTION, Call, Play
from game import testing
from game.session.shengji_controller import ShengjiController
from game.shengji_table import form
from game.shengji_table.call import badge_lines
from game.shengji_table.scene import ShengjiTableScene
from game.texts import i18n
from game.ui.app import App
from game.ui.handover import HandoverScene
from saves import shengji as shengji_saves
from saves.document import save_document
from tests.shengji_drive import DT, centre, play_one_decision, run_until

FRIENDS = PRESETS["friends"]
FIRST = rules_from_options({"preset": "friends", "friend_rule": "first-played"})
LEVELS = (3, 1, 0, 2, 5)  # each seat's own level (§11): 5, 3, 2, 4, 7
DEAL = 7


@pytest.fixture(autouse=True)
def _zh() -> object:
    yield
    i18n.set_language("zh")


def friends_match(rules: ShengjiRules = FRIENDS, declarer: int = 0) -> ShengjiMatch:
    """A later hand of a five-seat game: ``declarer`` fixed beforehand (§9), drawing first."""
    hand = deal(rules, DEAL, declarer, LEVELS, declarer)
    return ShengjiMatch(rules, DEAL, hand, LEVELS)


def friends_table(
    rules: ShengjiRules = FRIENDS,
    size: tuple[int, int] = (1280, 720),
    lang: str = "zh",
    humans: dict[int, str] | None = None,
    declarer: int = 0,
) -> tuple[App, ShengjiTableScene, ShengjiController]:
    ctrl = ShengjiController(friends_match(rules, declarer), humans=humans or {0: ""})
    scene = ShengjiTableScene(ctrl)
    app = testing.make_app(size, lang, first=scene)
    return app, scene, ctrl


def waits_for_person(scene: ShengjiTableScene) -> bool:
    ctrl = scene.controller
    return ctrl.hand_over() or (
        ctrl.my_turn()
        and ctrl.hand.phase in (CLOSING, REVOLUTION, KITTY, PLAY, CALL)
        and not scene.motion.busy
    )


def to_the_call(app: App, scene: ShengjiTableScene) -> None:
    """The person's decisions through the screen up to his call (he is the declarer)."""
    ctrl = scene.controller
    while True:
        run_until(app, lambda: waits_for_person(scene), 200)
        if ctrl.hand.phase == CALL:
            return
        play_one_decision(app, scene)


def called_elsewhere(ctrl: ShengjiController) -> Card:
    """A card the declarer neither holds nor buried, held by another seat (not a false call)."""
    st = ctrl.hand
    mine = set(hand_cards(st.hands[0])) | set(st.kitty)
    others = {c for s in range(1, 5) for c in hand_cards(st.hands[s])}
    return min(c for c in others if c not in mine and c < 52)


def click_call(app: App, scene: ShengjiTableScene, card: Card, direction: str) -> None:
    panel = scene.call
    cell = next(r for c, r in panel.cells if c == card)
    testing.click(app, centre(cell))
    if panel.by_seat():
        button = panel.ccw_button if direction == "ccw" else panel.cw_button
        testing.click(app, centre(button.rect))
    testing.click(app, centre(panel.call_button.rect), frames=2)


def play_out(app: App, scene: ShengjiTableScene, each: object = None) -> None:
    ctrl = scene.controller
    while not ctrl.hand_over():
        run_until(app, lambda: waits_for_person(scene), 300)
        if ctrl.hand_over():
            break
        if callable(each):
            each()
        play_one_decision(app, scene)
    run_until(app, lambda: scene.view.phase == HAND_OVER and not scene.motion.busy)


def texts_of(app: App) -> list[str]:
    return [t for t, _px, _r in testing.drawn_texts(app)]


# ---------------------------------------------------------------------- the form


def test_the_form_seats_five_and_starts_friends(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(form, "new_seed", lambda: 5)
    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "en", first=scene)
    testing.click(app, centre(scene.preset_choice.segments[3]), frames=2)
    assert scene.preset == "friends" and scene.players() == 5
    words = texts_of(app)
    assert {"South", "East", "North-east", "North-west", "West"} <= set(words)
    testing.click(app, centre(scene.friend_choice.segments[1]), frames=2)
    testing.click(app, centre(scene.kind_choices[4].segments[1]), frames=2)
    assert scene.humans() == {0: "Player 1", 4: "Player 5"}
    testing.click(app, centre(scene.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    rules = table.controller.match.rules
    assert (rules.players, rules.decks, rules.friend_rule, rules.hot_seat) == (
        5,
        2,
        "first-played",
        True,
    )
    game, error = shengji_saves.load_shengji_game()  # seat 4's person saved with the game
    assert error is None and game is not None and game[1] == {0: "Player 1", 4: "Player 5"}
    table.controller.close()


# ---------------------------------------------------------------------- a whole hand


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_declarer_calls_a_friend_by_clicks_and_the_hand_plays_to_its_result(
    lang: str,
) -> None:
    app, scene, ctrl = friends_table(lang=lang)
    to_the_call(app, scene)
    assert scene.call.active() and scene.prompt() == i18n.tr_in(lang, "sj.your_call")
    assert len(scene.hand_cards()) == 20  # he buried eight of 28
    # Call with no card chosen: refused, said, nothing applied
    testing.click(app, centre(scene.call.call_button.rect), frames=2)
    assert scene.call.note == i18n.tr_in(lang, "sj.call.pick") and ctrl.hand.phase == CALL
    card = called_elsewhere(ctrl)
    click_call(app, scene, card, "cw")
    assert ctrl.hand.called == Call(card, "cw") and ctrl.hand.phase == PLAY
    assert not scene.call.active()
    run_until(app, lambda: scene.view.called is not None)
    head, friend = badge_lines(scene.view)
    assert card_code(card)[0] in "SHCD" and i18n.tr_in(lang, "sj.dir.cw") in head
    assert friend == i18n.tr_in(lang, "sj.badge.unknown")  # `seat`: nobody is told
    # every seat's own level on its plate
    words = texts_of(app)
    for seat, level in enumerate(("5", "3", "2", "4", "7")):
        cards = i18n.tr_in(lang, "sj.cards_left", n=scene.view.hand_sizes[seat])
        assert i18n.tr_in(lang, "sj.plate.level", level=level, cards=cards) in words, seat

    def no_friend_yet() -> None:
        assert scene.view.friend is None  # §11 `seat`: hidden until the end

    play_out(app, scene, no_friend_yet)
    result = ctrl.match.records[-1].result
    assert result.friend == ctrl.hand.friend
    lines = [t for t, _c, _b in scene.result.lines()]
    why = {k: i18n.tr_in(lang, f"sj.result.why.{k}") for k in ("kept", "lost", "took", "held")}
    seat_lines = [t for t in lines if any(w in t for w in why.values())]
    assert len(seat_lines) == 5  # each seat's level, and why it moved or not
    for seat in range(5):
        before, after = ctrl.match.records[-1].levels[seat], ctrl.match.levels[seat]
        assert any(scene.seat_label(seat) in t for t in lines), seat
        if after != before:
            assert any(f"+{after - before}" in t for t in lines)
    said = (
        i18n.tr_in(lang, "sj.result.alone")
        if result.friend is None
        else i18n.tr_in(lang, "sj.result.friend", seat=scene.seat_label(result.friend))
    )
    assert said in lines
    testing.click(app, centre(scene.result.button.rect), frames=2)
    assert ctrl.match.hand_index == 1 and ctrl.hand.phase != HAND_OVER


def test_the_friend_is_revealed_on_the_table_when_he_plays_the_called_card() -> None:
    app, scene, ctrl = friends_table(FIRST, lang="en")
    to_the_call(app, scene)
    assert not scene.call.buttons()[:-1]  # `first-played`: no direction to choose
    card = called_elsewhere(ctrl)
    click_call(app, scene, card, "ccw")
    assert ctrl.hand.called == Call(card, "ccw")
    seen: list[int] = []
    while not ctrl.hand_over() and not seen:
        app.step(DT)
        if scene.view.friend is not None:
            seen.append(scene.view.friend)
        elif waits_for_person(scene) and not ctrl.hand_over():
            play_one_decision(app, scene)
    assert seen, "the called card was never played"
    friend = seen[0]
    played = [(s, cards) for plays, _w in scene.view.tricks for s, cards in plays]
    played += list(scene.view.trick)
    first = next(s for s, cards in played if card in cards and s != 0)
    assert first == friend  # the first to play a copy, openly, at that moment
    words = texts_of(app)
    name = scene.seat_word(friend)
    assert f"{name} · Friend" in words  # his plate
    assert f"Friend: {name}" in words  # the badge
    assert any(t == f"{name} is the friend!" for t, *_r in app.ctx.toasts.items)
    play_out(app, scene)
    assert ctrl.match.records[-1].result.friend == friend


# ---------------------------------------------------------------------- hot seat


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_hot_seat_hands_the_computer_to_the_declarer_before_his_call(lang: str) -> None:
    from tests.test_ui_shengji_hotseat import frame, watch

    people = {0: "Ann", 2: "Cy"}
    app, scene, ctrl = friends_table(humans=people, declarer=2, size=(1920, 1080), lang=lang)
    cy = f"{i18n.tr_in(lang, 'sj.seat5.2')} · Cy"
    ann = f"{i18n.tr_in(lang, 'sj.seat.0')} · Ann"
    seen = watch(scene)
    handovers: list[str] = []
    called = False
    t = 0.0
    while not ctrl.hand_over():
        frame(app, seen)
        t += DT
        assert t < 400, "timed out"
        top = app.stack.top
        if isinstance(top, HandoverScene):
            assert seen.faces == [], "a card face behind the hand-over screen"
            assert not scene.call.active()  # the call is never open behind the screen
            handovers.append(top.who())
            testing.click(app, (640, 360), frames=1)
        elif scene.call.active():
            assert ctrl.human == 2 and handovers[-1] == cy
            rects = [b.rect for b in scene.call.buttons()]  # long seat names: still apart
            assert len(rects) == 3 and all(scene.call.box.contains(r) for r in rects)
            assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))
            card = called_elsewhere_hot(ctrl)
            click_call(app, scene, card, "ccw")
            assert ctrl.hand.called == Call(card, "ccw")
            called = True
        elif waits_for_person(scene) and not ctrl.hand_over():
            play_one_decision(app, scene)
    assert called and {ann, cy} <= set(handovers)


def called_elsewhere_hot(ctrl: ShengjiController) -> Card:
    st = ctrl.hand
    mine = set(hand_cards(st.hands[st.declarer or 0])) | set(st.kitty)
    return min(c for c in range(52) if c not in mine)


# ---------------------------------------------------------------------- saves


def test_a_friends_game_saved_with_seat_4_to_act_is_continued() -> None:
    app = testing.make_app((1280, 720), "zh", first=form.ShengjiFormScene())
    ctrl = form.open_table(app.ctx, new_match(FRIENDS, 11), "normal", {0: ""})
    app.step(DT)
    scene = app.stack.top
    assert isinstance(scene, ShengjiTableScene)
    t = 0.0
    while (
        not any(s == 4 and isinstance(a, Play) for s, a in ctrl.match.moves)
        or to_act(ctrl.hand) != 4
    ):
        app.step(DT)
        t += DT
        assert t < 300
        if waits_for_person(scene) and not ctrl.hand_over():
            if ctrl.hand.phase == CALL:
                click_call(app, scene, called_elsewhere(ctrl), "ccw")
            else:
                play_one_decision(app, scene)
    saved = ctrl.match.moves
    body = json.loads(shengji_saves.shengji_file().read_text())
    assert any(m.startswith("4 play") for m in body["hands"][-1])
    again = form.ShengjiFormScene()
    app2 = testing.make_app((1280, 720), "en", first=again)
    testing.click(app2, centre(again.continue_button.rect), frames=2)
    resumed = app2.stack.top
    assert isinstance(resumed, ShengjiTableScene)
    assert resumed.controller.match.moves == saved and to_act(resumed.controller.hand) == 4
    run_until(app2, lambda: len(resumed.controller.match.moves) > len(saved), 30)
    assert resumed.controller.match.moves[len(saved)][0] == 4  # seat 4 acts on
    resumed.controller.close()
    ctrl.close()


def test_a_save_naming_seat_5_is_refused() -> None:
    body = shengji_saves.match_body(friends_match())
    body["hands"] = [["5 pass"]]
    save_document(shengji_saves.shengji_file(), shengji_saves.SHENGJI_FORMAT, body)
    game, error = shengji_saves.load_shengji()
    assert game is None and error is not None
    body = shengji_saves.match_body(friends_match(), humans={0: "", 5: "Eve"})
    save_document(shengji_saves.shengji_file(), shengji_saves.SHENGJI_FORMAT, body)
    game, error = shengji_saves.load_shengji()
    assert game is None and error is not None
    four = shengji_saves.match_body(
        ShengjiMatch(PRESETS["classic"], 1, deal(PRESETS["classic"], 1, 0), (0, 0))
    )
    four["hands"] = [["4 pass"]]  # a four-seat game has no seat 4
    save_document(shengji_saves.shengji_file(), shengji_saves.SHENGJI_FORMAT, four)
    game, error = shengji_saves.load_shengji()
    assert game is None and error is not None


# ---------------------------------------------------------------------- layout


def check_apart(app: App, where: str, cards: tuple[pygame.FRect, ...] = ()) -> None:
    """No two texts overlap, none lies on the person's cards, all inside the window."""
    app.ctx.toasts.items.clear()
    window = app.canvas.area().inflate(2, 2)
    for tag, r in testing.drawn_rects(app):
        assert window.contains(r), f"{where}: {tag} {r} leaves the window"
    texts = testing.drawn_texts(app)
    assert texts
    for (ta, _pa, a), (tb, _pb, b) in itertools.combinations(texts, 2):
        assert not a.inflate(-1, -1).colliderect(b.inflate(-1, -1)), (
            f"{where}: {ta!r} {a} / {tb!r} {b}"
        )
    for text, _px, r in texts:
        for box in cards:
            assert not r.inflate(-1, -1).colliderect(box), f"{where}: {text!r} on a card"


@pytest.mark.parametrize(
    "size,lang",
    [(s, lang) for s in ((1280, 720), (1920, 1080), (960, 1040)) for lang in ("zh", "en")],
)
def test_the_five_seat_table_keeps_its_words_apart(size: tuple[int, int], lang: str) -> None:
    app, scene, ctrl = friends_table(FIRST, size=size, lang=lang)
    run_until(app, lambda: ctrl.shown.drawn > 60)
    check_apart(app, f"draw {size} {lang}")
    to_the_call(app, scene)
    scene.call.pick(called_elsewhere(ctrl))
    check_apart(app, f"call {size} {lang}")
    click_call(app, scene, called_elsewhere(ctrl), "ccw")

    def mid() -> None:
        if len(ctrl.hand.tricks) in (2, 8):
            check_apart(app, f"play {size} {lang}", tuple(scene.card_rects()))

    play_out(app, scene, mid)
    app.ctx.toasts.items.clear()
    box = scene.result.box
    texts = [t for t in testing.drawn_texts(app) if box.contains(t[2])]
    for (ta, _pa, a), (tb, _pb, b) in itertools.combinations(texts, 2):
        assert not a.inflate(-1, -1).colliderect(b.inflate(-1, -1)), f"result: {ta!r} / {tb!r}"
    assert len(texts) >= 12


# ---------------------------------------------------------------------- statistics, history


def test_friends_hands_are_counted_and_kept_in_the_history() -> None:
    from game.shengji_table.history import ShengjiHistoryScene
    from saves.profiles import ProfileStore
    from saves.shengji_history import ShengjiHistory
    from saves.shengji_stats import stats_of
    from tests.test_shengji_stats import expected, played

    match = played(2, "friends")
    app = testing.make_app((1280, 720), "en", profile="Ann")
    form.open_table(app.ctx, match).close()
    assert stats_of(ProfileStore(), "Ann").hands == expected(match, 0).hands == 2
    assert len(ShengjiHistory().ids()) == 2
    scene = ShengjiHistoryScene()
    app2 = testing.make_app((1280, 720), "en", first=scene)
    texts = testing.drawn_texts(app2)
    words = " ".join(t for t, _px, _r in texts)
    result = match.records[-1].result
    assert "The declarers" in words or "The defenders" in words
    said = "The friend: " if result.friend is not None else "A false call"
    assert said in words
    tricks = [t for t, _px, _r in texts if t.startswith("1. ")]
    assert tricks and sum(name in tricks[0] for name in ("North-east", "North-west")) == 2


def test_a_game_saved_at_the_call_is_continued_and_called_with_the_keyboard() -> None:
    from game.shengji_table.call import grid_codes
    from tests.shengji_drive import declare_when_offered

    app = testing.make_app((1280, 720), "zh", first=form.ShengjiFormScene())
    ctrl = form.open_table(app.ctx, new_match(FRIENDS, 2))  # South shows the first 2
    app.step(DT)
    scene = app.stack.top
    assert isinstance(scene, ShengjiTableScene)
    assert declare_when_offered(app, scene)
    to_the_call(app, scene)
    assert ctrl.hand.declarer == 0 and shengji_saves.has_shengji()
    ctrl.close()
    again = form.ShengjiFormScene()
    app2 = testing.make_app((1280, 720), "en", first=again)
    testing.click(app2, centre(again.continue_button.rect), frames=2)
    table = app2.stack.top
    assert isinstance(table, ShengjiTableScene)
    run_until(app2, lambda: table.call.active())
    assert table.prompt() == "You are the declarer: call a friend"
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_c):
        testing.press(app2, key)
    testing.press(app2, pygame.K_RETURN, frames=2)
    assert table.controller.hand.called == Call(grid_codes()[0][1], "cw")  # ♠K, clockwise
    assert table.controller.hand.phase == PLAY
    table.controller.close()


def test_h_at_the_call_chooses_the_computer_s_call_and_says_it() -> None:
    app, scene, ctrl = friends_table(lang="en")
    to_the_call(app, scene)
    assert scene.hint_button in scene.buttons()
    testing.press(app, ord("h"), frames=2)
    testing.wait_real(app, lambda: not scene.hinter.thinking, "the hint")
    assert scene.hint_text.startswith("Hint: Call "), scene.hint_text
    card, direction = scene.call.card, scene.call.direction
    assert card is not None
    testing.click(app, centre(scene.call.call_button.rect), frames=2)
    assert ctrl.hand.called == Call(card, direction)
    ctrl.worker.close()


def test_a_false_call_is_said_before_it_is_made_and_in_the_result() -> None:
    app, scene, ctrl = friends_table(lang="en")
    to_the_call(app, scene)
    own = list(hand_cards(ctrl.hand.hands[0])) + list(ctrl.hand.kitty)
    both = min(c for c in set(own) if own.count(c) == 2)  # both copies his: nobody else
    cell = next(r for c, r in scene.call.cells if c == both)
    testing.click(app, centre(cell))
    assert any("a false call" in text for text, _c in scene.call.facts())
    testing.click(app, centre(scene.call.call_button.rect), frames=2)
    assert ctrl.hand.called is not None and ctrl.hand.friend is None
    play_out(app, scene)
    assert ctrl.match.records[-1].result.friend is None
    lines = [t for t, _c, _b in scene.result.lines()]
    assert i18n.tr_in("en", "sj.result.alone") in lines
    assert badge_lines(scene.view)[1] == "False call: the declarer alone"


@pytest.mark.parametrize(
    ("lang", "plate", "line"),
    [("en", "You · South · Friend", "You · Friend: 2"), ("zh", "你 · 南家 · 朋友", "你 · 朋友：2")],
)
def test_the_person_as_the_friend_is_named_as_on_the_plates(
    lang: str, plate: str, line: str
) -> None:
    """Seed 9: the person turns out West's friend. His plate and his result line read
    "You · South · Friend" and "You · Friend: …" (no nested brackets: "You (Friend): 2 (…)")."""
    from tests.shengji_drive import make_table, play_hand

    app, scene, ctrl = make_table("friends", seed=9, size=(1024, 600), lang=lang)
    play_hand(app, scene)
    assert ctrl.match.records[-1].result.friend == ctrl.human
    drawn = [text for text, _px, _r in testing.drawn_texts(app)]
    assert plate in drawn
    lines = [text for text, _c, _b in scene.result.lines()]
    assert any(t.startswith(line) for t in lines), lines
