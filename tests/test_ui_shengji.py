"""升级 in the card room, played through the screen by posted clicks and keys (headless).

The computer players are the engine's simple player; the test's simulated time is the clock.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from engine.shengji import PRESETS, ShengjiMatch, deal, follow, new_match, play, playable_cards
from engine.shengji.cards import parse_cards
from engine.shengji.draw import position
from engine.shengji.state import CLOSING, HAND_OVER, KITTY, PLAY, REVOLUTION
from game import room, testing
from game.scenes.title import TitleScene
from game.session.shengji_controller import ShengjiController
from game.shengji_table import form
from game.shengji_table.scene import ShengjiTableScene
from game.texts import i18n
from game.ui.app import Hooks
from saves import shengji as shengji_saves
from tests.shengji_drive import (
    card_point,
    centre,
    click_cards,
    decision,
    declare_when_offered,
    make_table,
    play_hand,
    play_one_decision,
    run_until,
)


@pytest.fixture(autouse=True)
def _zh() -> object:
    yield
    i18n.set_language("zh")


def test_the_room_lists_both_games_and_the_title_offers_shengji() -> None:
    names = [e.name for e in room.entries()]
    assert names == ["gongzhu", "shengji"]
    assert [e.name for e in room.others()] == ["shengji"]
    shengji = room.entries()[1]
    assert shengji.presets == ("classic", "tractor", "duel", "friends")
    title = TitleScene()
    app = testing.make_app((1280, 720), "en", first=title)
    (button,) = title.room
    assert button.text() == "Shengji · new game"
    testing.click(app, centre(button.rect), frames=2)
    assert isinstance(app.stack.top, form.ShengjiFormScene)
    testing.press(app, pygame.K_ESCAPE, frames=2)
    assert app.stack.top is title


def test_gongzhu_new_game_is_the_title_s_own_button_as_before() -> None:
    asked: list[str] = []
    hooks = Hooks(new_game=lambda ctx: asked.append("gongzhu"))
    title = TitleScene()
    app = testing.make_app((1280, 720), first=title, hooks=hooks)
    testing.click(app, centre(title.buttons["new_game"].rect))
    assert asked == ["gongzhu"]
    assert title.focus.current is title.buttons["new_game"]  # the first focus as it was


def test_the_form_starts_classic_or_tractor(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(form, "new_seed", lambda: 5)
    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "zh", first=scene)
    assert [o.text() for o in scene.level_choice.options] == ["简单", "普通", "困难", "专家"]
    assert scene.level == "normal"
    testing.click(app, centre(scene.preset_choice.segments[1]))
    assert scene.preset == "tractor"
    testing.click(app, centre(scene.level_choice.segments[2]))
    assert scene.level == "hard"
    testing.click(app, centre(scene.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    assert table.controller.match.rules == PRESETS["tractor"]
    assert table.controller.match.seed == 5
    assert table.controller.level == "hard"
    table.controller.close()


def test_a_whole_classic_hand_declared_buried_and_played_by_clicks_then_the_next() -> None:
    app, scene, ctrl = make_table("classic", 10)
    # the draw is live: cards come one at a time
    run_until(app, lambda: ctrl.shown.drawn >= 3)
    assert ctrl.shown.drawn < ctrl.hand.rules.hand_size * 4
    assert declare_when_offered(app, scene)
    run_until(app, lambda: ctrl.shown.declaration is not None)
    assert ctrl.shown.declaration.seat == 0
    # the kitty: the person is the declarer, takes it and buries six by clicks
    run_until(app, decision(scene))
    assert ctrl.hand.phase == KITTY and len(scene.hand_cards()) == 18
    assert play_one_decision(app, scene) == "bury"
    run_until(app, decision(scene))
    assert ctrl.hand.phase == PLAY and len(scene.hand_cards()) == 12
    assert scene.rebury_button in scene.buttons()  # he may bury again before the first lead
    done = play_hand(app, scene)
    assert done.count("play") == 12
    assert scene.view.phase == HAND_OVER and ctrl.hand_over()
    result = ctrl.match.records[-1].result
    lines = [text for text, _c, _b in scene.result.lines()]
    assert any(str(result.defenders_points) in line for line in lines)
    testing.click(app, centre(scene.result.button.rect), frames=2)
    assert ctrl.match.hand_index == 1 and ctrl.hand.phase != HAND_OVER
    assert ctrl.shown.drawn < 10  # the next hand's draw is shown from its first card


def _follow_position() -> ShengjiMatch:
    """East led ♥A; South holds hearts and must follow them."""
    rules = PRESETS["classic"]
    hands = [
        parse_cards("H3 H9 S4 S5 C6 C7"),
        parse_cards("HA HK HQ HJ HT H8"),
        parse_cards("H4 S8 S9 CJ CQ D3"),
        parse_cards("S6 S7 C8 C9 CT H5"),
    ]
    st = position(rules, hands, level=0, trump=2, declarer=1)
    return ShengjiMatch(rules, 1, st, (0, 0))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_illegal_follow_is_refused_with_the_engine_s_reason_in_words(lang: str) -> None:
    ctrl = ShengjiController(_follow_position())
    scene = ShengjiTableScene(ctrl)
    app = testing.make_app((1280, 720), lang, first=scene)
    run_until(app, decision(scene))
    assert len(ctrl.hand.trick) == 3  # East led, North and West followed: South plays last
    playable = {c for c in playable_cards(ctrl.hand, 0)}
    assert playable == set(parse_cards("H3 H9"))
    dim = scene.playable_indices()
    assert dim is not None and len(dim) == 2
    click_cards(app, scene, parse_cards("S4"))
    testing.press(app, pygame.K_RETURN, frames=2)
    assert scene.refusal == i18n.tr_in(lang, "sj.reason.MUST_FOLLOW_SUIT")
    assert len(ctrl.hand.trick) == 3  # nothing was played
    testing.click(app, centre(scene.clear_button.rect))
    click_cards(app, scene, parse_cards("H9"))
    testing.press(app, pygame.K_RETURN, frames=2)
    assert scene.refusal == "" and len(ctrl.hand.tricks) == 1


def test_every_reason_code_of_the_engine_is_in_both_languages() -> None:
    codes = {
        v
        for module in (play, follow)
        for k, v in vars(module).items()
        if k.isupper() and isinstance(v, str) and v == k
    }
    assert {"MUST_FOLLOW_SUIT", "MUST_FOLLOW_PAIR", "WRONG_COUNT"} <= codes
    for code in codes:
        zh, en = i18n.STRINGS[f"sj.reason.{code}"]
        assert zh and en


def test_a_tractor_hand_plays_through_with_pairs_on_the_table() -> None:
    app, scene, ctrl = make_table("tractor", 4)
    saw_pair = False
    while not ctrl.hand_over():
        run_until(app, decision(scene), 300)
        if ctrl.hand_over():
            break
        trick = ctrl.hand.trick
        saw_pair = saw_pair or bool(trick and len(trick[0][1]) >= 2)
        play_one_decision(app, scene)
    run_until(app, lambda: scene.view.phase == HAND_OVER)
    assert saw_pair


def test_a_failed_throw_is_shown_then_taken_back() -> None:
    rules = PRESETS["tractor"]
    hands = [
        parse_cards("SA SK H3 H4"),
        parse_cards("SA D5 D6 D7"),
        parse_cards("S3 S4 C5 C6"),
        parse_cards("S6 S7 C8 C9"),
    ]
    st = position(rules, hands, level=0, trump=2, declarer=0)
    ctrl = ShengjiController(ShengjiMatch(rules, 1, st, (0, 0)))
    scene = ShengjiTableScene(ctrl)
    app = testing.make_app((1280, 720), "en", first=scene)
    run_until(app, decision(scene))
    click_cards(app, scene, parse_cards("SA SK"))
    testing.press(app, pygame.K_RETURN)
    # the throw is shown whole on the table first ...
    assert [c for _s, cards in ctrl.shown.trick for c in cards] == list(parse_cards("SK SA"))
    assert ctrl.hand.trick == ((0, parse_cards("SK")),)  # the engine forced the beaten part
    run_until(app, lambda: len(ctrl.shown.trick) == 1 and len(ctrl.shown.trick[0][1]) == 1)
    # ... then the rest goes back to the hand, and the table says why
    assert parse_cards("SA")[0] in scene.hand_cards()
    assert any("throw fails" in item[0] for item in app.ctx.toasts.items)
    assert ctrl.hand.penalty == 10  # tractor: a failed throw costs the declarers 10


def test_the_declarer_may_bury_again_until_his_first_lead() -> None:
    app, scene, ctrl = make_table("classic", 10)
    assert declare_when_offered(app, scene)
    run_until(app, decision(scene))
    assert play_one_decision(app, scene) == "bury"
    run_until(app, decision(scene))
    first = ctrl.hand.kitty
    assert scene.view.kitty is not None and len(scene.view.kitty) == 6  # he remembers it
    testing.click(app, centre(scene.rebury_button.rect), frames=2)
    assert scene.reburying and len(scene.hand_cards()) == 18 and len(scene.selected) == 6
    # swap one buried card for one of the hand
    cards = scene.hand_cards()
    out = next(i for i in sorted(scene.selected))
    keep = next(i for i in range(len(cards)) if i not in scene.selected)
    testing.click(app, card_point(scene, out))
    testing.click(app, card_point(scene, keep))
    testing.click(app, centre(scene.bury_button.rect), frames=2)
    assert not scene.reburying
    assert ctrl.hand.kitty != first and cards[keep] in ctrl.hand.kitty
    assert len(scene.hand_cards()) == 12


def test_a_game_is_saved_mid_hand_and_continued_from_the_form(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(form, "new_seed", lambda: 10)
    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "zh", first=scene)
    assert not scene.continue_button.visible
    testing.click(app, centre(scene.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    assert declare_when_offered(app, table)
    for _ in range(3):  # bury, then two plays
        run_until(app, decision(table))
        play_one_decision(app, table)
    saved_moves = table.controller.match.moves
    assert saved_moves and shengji_saves.has_shengji()
    # a new start of the game: the form offers to continue, and the table is as it was
    again = form.ShengjiFormScene()
    app2 = testing.make_app((1280, 720), "en", first=again)
    assert again.continue_button.visible
    testing.click(app2, centre(again.continue_button.rect), frames=2)
    resumed = app2.stack.top
    assert isinstance(resumed, ShengjiTableScene)
    assert resumed.controller.match.moves == saved_moves
    assert resumed.controller.match.hand.phase == PLAY


def test_a_tampered_save_is_refused_said_and_moved_aside() -> None:
    body = shengji_saves.match_body(new_match(PRESETS["classic"], 3))
    body["hands"] = [["0 play SA SA SA"]]
    from saves.document import save_document

    save_document(shengji_saves.shengji_file(), shengji_saves.SHENGJI_FORMAT, body)
    scene = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "en", first=scene)
    assert scene.continue_button.visible
    testing.click(app, centre(scene.continue_button.rect), frames=2)
    assert app.stack.top is scene  # the form stays
    assert not shengji_saves.has_shengji()  # moved aside
    assert app.ctx.toasts.items


def test_a_follow_chosen_with_the_keyboard_alone() -> None:
    ctrl = ShengjiController(_follow_position())
    scene = ShengjiTableScene(ctrl)
    app = testing.make_app((1280, 720), "zh", first=scene)
    run_until(app, decision(scene))
    target = scene.hand_cards().index(parse_cards("H9")[0])
    testing.press(app, pygame.K_RIGHT)
    while scene.cursor != target:
        testing.press(app, pygame.K_RIGHT)
    testing.press(app, pygame.K_SPACE)
    assert scene.selected_cards() == parse_cards("H9")
    testing.press(app, pygame.K_RETURN, frames=2)
    assert ctrl.hand.tricks and ctrl.hand.tricks[0][0][-1] == (0, parse_cards("H9"))


def test_the_closing_round_asks_the_person_and_waits() -> None:
    app, scene, ctrl = make_table("classic", 137, lang="en")
    run_until(app, lambda: ctrl.my_turn() and ctrl.hand.phase == CLOSING, 60)
    run_until(app, lambda: not scene.motion.busy, 5)  # once the last card has landed
    assert scene.prompt() == "Last chance to declare trumps"
    shown = scene.place_buttons()
    assert scene.pass_button in shown and any(b in scene.declare_buttons for b in shown)
    for _ in range(60):  # it waits for him: no clock in the closing round
        app.step(1 / 30)
    assert ctrl.my_turn() and ctrl.hand.phase == CLOSING
    declare = next(b for b in shown if b in scene.declare_buttons)
    testing.click(app, centre(declare.rect), frames=2)
    assert ctrl.hand.declaration is not None and ctrl.hand.declaration.seat == 0


def test_a_revolution_is_offered_to_a_defender_without_points() -> None:
    app, scene, ctrl = make_table("classic", 100, lang="zh")
    run_until(app, lambda: ctrl.my_turn() and ctrl.hand.phase == REVOLUTION, 60)
    run_until(app, lambda: not scene.motion.busy, 5)  # asked once the hand is all in
    assert scene.revolt_button in scene.place_buttons()
    assert scene.prompt() == i18n.tr("sj.revolution_ask")
    testing.click(app, centre(scene.no_revolt_button.rect), frames=2)
    assert ctrl.hand.phase != REVOLUTION or not ctrl.my_turn()


def test_the_game_won_then_back_to_the_title() -> None:
    """South declares at 无将, the top level, in a game of one hand: N–S win it, at the top
    when they make their contract, else on levels (E–W cannot pass them in one hand)."""
    rules = dataclasses.replace(PRESETS["classic"], hands=1)
    hand = deal(rules, 1, 0, (13, 0), 0)
    app = testing.make_app((1280, 720), "en", first=TitleScene())
    ctrl = form.open_table(app.ctx, ShengjiMatch(rules, 1, hand, (13, 0)))
    app.step(1 / 30)
    scene = app.stack.top
    assert isinstance(scene, ShengjiTableScene) and shengji_saves.has_shengji()
    play_hand(app, scene)
    assert ctrl.match.game_over and ctrl.match.winners == (0,)
    lines = [text for text, _c, _b in scene.result.lines()]
    kept = ctrl.match.records[-1].result.declarers_won
    assert (
        "Us (N–S) won the game at the top level!"
        if kept
        else "Us (N–S) won the game: the highest level after the last hand!"
    ) in lines
    assert scene.result.button.text() == "Back to the title"
    assert not shengji_saves.has_shengji()  # a finished game is not offered to continue
    testing.click(app, centre(scene.result.button.rect), frames=2)
    assert isinstance(app.stack.top, TitleScene)


def test_the_title_is_pixel_identical_but_for_the_room_s_button(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def shot() -> tuple[pygame.Surface, list[pygame.Rect]]:
        title = TitleScene()
        app = testing.make_app((1280, 720), "zh", first=title)
        app.draw()
        rects = [pygame.Rect(app.canvas.rect(b.rect.inflate(16, 16))) for b in title.room]
        return app.screen.copy(), rects

    with_room, rects = shot()
    assert rects
    import game.scenes.title as title_module

    monkeypatch.setattr(title_module, "others", list)
    alone, none = shot()
    assert not none
    w, h = alone.get_size()
    changed = [
        (x, y)
        for x in range(0, w, 2)
        for y in range(0, h, 2)
        if alone.get_at((x, y)) != with_room.get_at((x, y))
    ]
    assert changed  # the button is there
    assert all(any(r.collidepoint(p) for r in rects) for p in changed)


def test_card_faces_are_drawn_ahead_so_no_frame_renders_one_during_play() -> None:
    """The table renders every face at its sizes a few per frame from its first frames; once
    done, playing tricks renders no face, back or shadow anew (no first-render stall)."""
    from game.art import cards_art, shengji_cards

    app, scene, _ctrl = make_table("tractor", seed=4, size=(1920, 1080))
    run_until(app, lambda: not scene.warmer.busy, limit=30.0)
    before = (
        cards_art.card_face.cache_info().misses,
        shengji_cards.joker_face.cache_info().misses,
        shengji_cards.joker_small.cache_info().misses,
        shengji_cards.suited_small.cache_info().misses,
        cards_art.card_back.cache_info().misses,
        cards_art.card_shadow.cache_info().misses,
    )
    play_hand(app, scene)
    after = (
        cards_art.card_face.cache_info().misses,
        shengji_cards.joker_face.cache_info().misses,
        shengji_cards.joker_small.cache_info().misses,
        shengji_cards.suited_small.cache_info().misses,
        cards_art.card_back.cache_info().misses,
        cards_art.card_shadow.cache_info().misses,
    )
    assert after == before
