"""The game around the table, through real posted events: the new-game form, the hand
result, 猪羊变色, game over, statistics, continue after quitting, a corrupt save."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from engine.gongzhu.actions import SWAP
from engine.gongzhu.hand import HAND_OVER, PLAY, SWAP_CHOICE
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS, RuleSet
from game import testing
from game.scenes.confirm import ConfirmScene
from game.scenes.gameover import GameOverScene
from game.scenes.newgame import NewGameScene
from game.scenes.profiles import ProfilePickerScene
from game.scenes.result import ResultScene, signed
from game.scenes.stats import StatsScene
from game.scenes.title import TitleScene
from game.session import play as main
from game.ui.scene import Push
from saves.game import current_game_file, has_saved_game, load_game
from saves.history import HandHistory
from saves.profiles import ProfileStore
from tests.test_ui_flow_helpers import (
    StubTable,
    all_hearts_deal,
    centre,
    hand_over,
    open_form,
    play_to,
    wired,  # noqa: F401  (fixture, used through pytestmark)
)

pytestmark = pytest.mark.usefixtures("wired")


def start_game(app: Any, form: NewGameScene) -> StubTable:
    testing.click(app, centre(form.start_button.rect))
    if isinstance(app.stack.top, ConfirmScene):  # an earlier start left a game saved: abandon it
        testing.click(app, centre(app.stack.top.yes.rect))
    table = app.stack.top
    assert isinstance(table, StubTable), table
    return table


# ---------------------------------------------------------------- new game form


def test_choose_preset_double_and_start() -> None:
    app, form = open_form()
    double = form.tabs.segments[1]
    testing.click(app, centre(double))
    assert form.values == dataclasses.asdict(PRESETS["double"])
    table = start_game(app, form)
    c = table.controller
    assert c.match.rules == PRESETS["double"] and c.match.rules.decks == 2
    assert [p.human for p in c.players] == [True, False, False, False]
    assert c.exposure_clock == app.settings.exposure_clock
    assert len(app.stack.scenes) == 1  # the stack was replaced by the table
    assert has_saved_game()  # saved as soon as it is dealt
    saved, error = load_game()
    assert error is None and saved is not None and saved.match.rules.decks == 2


def test_impossible_combination_is_refused_with_a_message() -> None:
    app, form = open_form(lang="en")
    mode = next(w for _c, name, w in form.rule_rows if name == "mode")
    decks = next(w for _c, name, w in form.rule_rows if name == "decks")
    exposure = next(w for _c, name, w in form.rule_rows if name == "exposure")
    testing.click(app, (mode.plus.centerx, mode.plus.centery))  # solo → partners
    testing.click(app, (mode.plus.centerx, mode.plus.centery))  # → 猪羊一家
    assert form.values["mode"] == "pig-sheep"
    assert form.error and "exposure" in form.error.lower()  # free exposure refused
    for _ in range(5):  # free → … → none
        testing.click(app, (exposure.plus.centerx, exposure.plus.centery))
    assert form.values["exposure"] == "none" and form.error is None
    testing.click(app, centre(decks.segments[1]))  # two decks
    assert form.values["decks"] == 2
    assert form.error is not None and "one deck" in form.error
    testing.click(app, centre(form.start_button.rect))  # refused, no crash
    assert app.stack.top is form and not has_saved_game()
    rects = testing.drawn_rects(app)
    assert any(tag == "label" and form.message_rect.contains(r) for tag, r in rects)
    testing.click(app, centre(decks.segments[0]))
    assert form.error is None
    table = start_game(app, form)
    assert table.controller.match.rules.mode == "pig-sheep"


def test_form_by_keyboard_names_and_seats() -> None:
    app, form = open_form()
    kind, name, level = form.seat_widgets[1]
    testing.click(app, centre(kind.segments[0]))  # East becomes human
    assert form.seats[1]["human"] and not level.visible
    testing.click(app, centre(name.rect))
    for _ in range(5):
        testing.press(app, pygame.K_BACKSPACE)
    assert form.seats[1]["name"] == "" and form.error is not None  # a human needs a name
    testing.post(pygame.TEXTINPUT, text="小明")
    app.step(0)
    assert form.seats[1]["name"] == "小明" and form.error is None
    testing.press(app, pygame.K_TAB)  # → East's profile picker
    assert form.focus.current is form.pick_buttons[1]
    testing.press(app, pygame.K_TAB)  # East's level (hidden: skipped)
    _kind2, _name2, level2 = form.seat_widgets[2]
    testing.press(app, pygame.K_TAB)  # North's picker (a computer: hidden)
    testing.press(app, pygame.K_TAB)  # → North's level
    assert form.focus.current is level2
    testing.press(app, pygame.K_RIGHT)
    testing.press(app, pygame.K_RIGHT)
    assert form.seats[2]["level"] == "expert"
    form.focus.focus(form.start_button)
    testing.press(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, StubTable)
    players = table.controller.players
    assert players[1].human and players[1].name == "小明" and players[2].level == "expert"


# ---------------------------------------------------------------- result, swap, game over


def test_result_screen_shows_the_engines_numbers() -> None:
    app, form = open_form(lang="en")
    mode = next(w for _c, name, w in form.rule_rows if name == "mode")
    testing.click(app, (mode.plus.centerx, mode.plus.centery))  # partners
    limit = next(w for _c, name, w in form.length_rows if name == "limit")
    testing.click(app, centre(limit.segments[3]))  # ±4000
    table = start_game(app, form)
    c = table.controller
    play_to(c, hand_over)
    app.step(1 / 60)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    score = c.match.hand.result
    assert score is not None and c.match.records
    rects = testing.drawn_rects(app)
    assert rects
    # the numbers drawn are the engine's: check the texts the scene asks the canvas for
    drawn: list[str] = []
    real = app.canvas.__class__.text

    def spy(self: Any, text: str, *args: Any, **kw: Any) -> Any:
        drawn.append(text)
        return real(self, text, *args, **kw)

    app.canvas.__class__.text = spy  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        app.canvas.__class__.text = real  # type: ignore[method-assign]
    for seat in range(4):
        s = score.seats[seat]
        assert signed(s.total) in drawn and signed(s.hearts) in drawn
        assert signed(c.match.totals[seat]) in drawn
    team_lines = [t for t in drawn if signed(score.team_totals[0]) in t and "+" in t]
    assert team_lines
    # statistics and history were recorded for the human (South)
    stats = ProfileStore().stats(c.players[0].name)
    assert stats.hands == 1 and stats.hand_score_sum == score.credited[0]
    history = HandHistory()
    record = history.load(history.ids()[-1])
    assert record["scores"] == list(score.credited) and len(record["hands"]) == 4
    assert record["deal"] == c.match.records[-1].deal
    assert all(len(h) == 13 for h in record["hands"])
    # next hand → back at the table with a new deal
    deal = c.match.records[-1].deal
    assert not c.match.game_over
    testing.click(app, centre(result.next_button.rect))
    assert isinstance(app.stack.top, StubTable) and c.match.hand.phase != HAND_OVER
    assert c.match.deal != deal
    saved, _ = load_game()
    assert saved is not None and len(saved.match.records) == 1


def _swap_session(app: Any, human_south: bool) -> Any:
    rules = RuleSet(pig_sheep_swap="choose", exposure="none", first_lead_c2=False, hands=4)
    match = new_match(rules, 5)
    match = dataclasses.replace(match, hand=all_hearts_deal(rules))
    from game.session.controller import SeatPlayer, TableController
    from saves.game import SeatEntry

    seats = (
        SeatEntry("Ann", human_south),
        SeatEntry("Bo", False),
        SeatEntry("Cy", False),
        SeatEntry("Di", False),
    )
    c = TableController(
        match, tuple(SeatPlayer(s.name, s.human, s.level) for s in seats), worker=main.make_worker()
    )
    session = main.Session(app.ctx, c, seats)
    app.ctx.clear(session.table_scene())
    app.step(0)

    def south_plays(ctrl: Any) -> bool:
        return ctrl.phase in (SWAP_CHOICE, HAND_OVER)

    for _ in range(400):
        if south_plays(c):
            break
        if c.phase == PLAY and c.match.hand.turn == 0 and human_south:
            legal = c.legal(0)
            hearts = [a for a in legal if 13 <= a < 26]
            c.submit(0, max(hearts or legal))  # hearts (high first), ♣2 last
        else:
            c.update(0.5)
    return session


def test_pig_sheep_swap_is_asked_of_a_human() -> None:
    app = testing.make_app((1280, 720), "en", first=TitleScene(), hooks=main.game_hooks())
    session = _swap_session(app, human_south=True)
    c = session.controller
    assert c.phase == SWAP_CHOICE and c.match.hand.turn == 0
    app.step(1 / 60)
    result = app.stack.top
    assert isinstance(result, ResultScene) and result.human_asked()
    assert result.swap_yes.visible and not result.next_button.enabled
    yes, no = result.preview(0, True), result.preview(0, False)
    assert (yes, no) == (600, 200)  # (200 + 100) × 2 against (200 − 100) × 2
    testing.click(app, centre(result.swap_yes.rect))
    assert c.phase == HAND_OVER
    score = c.match.hand.result
    assert score is not None and score.swapped and score.seats[0].total == 600
    assert score.seats[0].pig == 100 and score.seats[2].sheep == -100
    assert c.match.moves[-1] == (0, SWAP)
    assert not result.swap_yes.visible and result.next_button.enabled
    assert ProfileStore().stats("Ann").all_hearts == 1


def test_pig_sheep_swap_by_a_computer_is_decided_on_the_result_screen() -> None:
    app = testing.make_app((1280, 720), "zh", first=TitleScene(), hooks=main.game_hooks())
    session = _swap_session(app, human_south=False)
    c = session.controller
    if c.phase == SWAP_CHOICE:  # the stand-in table hands over only for humans
        app.ctx.replace(ResultScene(session))
        app.step(0)
        result = app.stack.top
        assert isinstance(result, ResultScene) and not result.human_asked()
        for _ in range(10):
            app.step(0.5)
        assert c.phase == HAND_OVER and result.next_button.enabled
    else:
        assert c.phase == HAND_OVER


def test_game_over_lists_the_pig() -> None:
    app, form = open_form(lang="en")
    hands = next(w for _c, name, w in form.length_rows if name == "hands")
    testing.click(app, (hands.plus.centerx, hands.plus.centery))  # 4 hands
    limit = next(w for _c, name, w in form.length_rows if name == "limit")
    testing.click(app, centre(limit.segments[4]))  # no limit
    assert form.values["hands"] == 4 and form.values["limit"] == 0
    table = start_game(app, form)
    c = table.controller
    for n in range(4):
        play_to(c, hand_over)
        app.step(1 / 60)
        result = app.stack.top
        assert isinstance(result, ResultScene)
        testing.press(app, pygame.K_RETURN)  # the focused "next hand" / "game over"
        if n < 3:
            assert isinstance(app.stack.top, StubTable)
            c = app.stack.top.controller
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    low = min(c.match.totals)
    assert over.pigs() == [s for s in range(4) if c.match.totals[s] == low]
    assert not has_saved_game()  # the finished game is no longer saved
    stats = ProfileStore().stats(c.players[0].name)
    assert stats.games == 1 and stats.hands == 4
    assert stats.pig_games == (0 in over.pigs())
    testing.click(app, centre(over.title_button.rect))
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1


# ---------------------------------------------------------------- continue, corrupt save


def test_continue_after_quitting_mid_hand_resumes_the_exact_hand() -> None:
    app, form = open_form()
    table = start_game(app, form)
    c = table.controller
    play_to(
        c,
        lambda ctrl: (
            ctrl.phase == PLAY and len(ctrl.match.hand.trick) == 2 and ctrl.match.hand.tricks >= 3
        ),
    )
    before = c.match
    testing.post(pygame.QUIT)
    app.step(0)
    assert app.stack.quit
    main.save_on_quit()

    title = TitleScene()
    app2 = testing.make_app((1280, 720), "zh", first=title, hooks=main.game_hooks())
    assert title.buttons["continue"].visible
    testing.click(app2, centre(title.buttons["continue"].rect))
    resumed = app2.stack.top
    assert isinstance(resumed, StubTable)
    m = resumed.controller.match
    assert m.hand.dealt == before.hand.dealt
    assert m.hand.trick == before.hand.trick and m.hand.tricks == before.hand.tricks
    assert m.moves == before.moves and m.totals == before.totals and m.deal == before.deal
    assert resumed.controller.players == c.players
    # and the computer players carry on
    play_to(resumed.controller, hand_over)


def test_exposure_clock_resumes_with_the_time_left() -> None:
    app, form = open_form()
    table = start_game(app, form)
    c = table.controller
    play_to(c, lambda ctrl: ctrl.window_left is not None or ctrl.phase == PLAY)
    assert c.window_left is not None  # seed 1234 opens a window with South to decide
    c.update(3.0)
    left = c.window_left
    main.save_on_quit()
    title = TitleScene()
    app2 = testing.make_app((1280, 720), "zh", first=title, hooks=main.game_hooks())
    testing.click(app2, centre(title.buttons["continue"].rect))
    resumed = app2.stack.top
    assert isinstance(resumed, StubTable)
    assert resumed.controller.window_left is not None
    assert abs(resumed.controller.window_left - left) < 1e-6


def test_corrupt_save_shows_the_message_and_stays_on_the_title() -> None:
    path = current_game_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "gongzhu-game", "version": 1, "body": {"rules": ')
    title = TitleScene()
    app = testing.make_app((1280, 720), "en", first=title, hooks=main.game_hooks())
    assert title.buttons["continue"].visible
    testing.click(app, centre(title.buttons["continue"].rect))
    assert app.stack.top is title
    messages = [item[0] for item in app.toasts.items]
    assert any("saved game" in m and "current.json" in m for m in messages), messages
    assert not path.exists()
    assert list(path.parent.glob("current.json*corrupt*"))
    app.step(0)
    assert not title.buttons["continue"].visible


def test_statistics_screen_from_the_title() -> None:
    from saves.profiles import GameRecord, HandRecord

    store = ProfileStore()
    store.create("Ann")
    store.record_hand("Ann", HandRecord(-120, pigs_taken=1, exposures=1, exposure_gain=-100))
    store.record_hand("Ann", HandRecord(200, all_hearts=True))
    store.record_game("Ann", GameRecord(won=True, pig=False))
    store.create("Bo")
    title = TitleScene()
    app = testing.make_app((1280, 720), "en", first=title, hooks=main.game_hooks())
    testing.click(app, centre(title.buttons["stats"].rect))
    stats = app.stack.top
    assert isinstance(stats, StatsScene)
    assert [p.name for p in stats.profiles] == ["Ann", "Bo"]
    testing.press(app, pygame.K_DOWN)
    assert stats.selected == 1
    testing.press(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_the_players_name_is_remembered_for_the_next_game() -> None:
    app, form = open_form()
    _kind, name, _level = form.seat_widgets[0]
    testing.click(app, centre(name.rect))
    for _ in range(12):
        testing.press(app, pygame.K_BACKSPACE)
    testing.post(pygame.TEXTINPUT, text="阿花")
    app.step(0)
    start_game(app, form)
    assert app.ctx.settings.profile == "阿花"  # kept in the settings, which the game saves
    form2 = NewGameScene()
    app.stack.apply(Push(form2))  # the next game's form starts with that name
    app.step(0)
    assert form2.seats[0]["name"] == "阿花"


def test_the_whole_table_is_remembered_for_the_next_game() -> None:
    app, form = open_form()
    kind, name, _level = form.seat_widgets[2]
    testing.click(app, centre(kind.segments[0]))  # North becomes human
    testing.click(app, centre(name.rect))
    for _ in range(12):
        testing.press(app, pygame.K_BACKSPACE)
    testing.post(pygame.TEXTINPUT, text="老王")
    app.step(0)
    _k3, _n3, level3 = form.seat_widgets[3]
    testing.click(app, centre(level3.segments[3]))  # West: expert
    start_game(app, form)
    form2 = NewGameScene()
    app.stack.apply(Push(form2))
    app.step(0)
    assert [s["human"] for s in form2.seats] == [True, False, True, False]
    assert form2.seats[2]["name"] == "老王" and form2.seats[3]["level"] == "expert"


def test_a_known_player_is_picked_from_the_list() -> None:
    store = ProfileStore()
    for who in ("阿花", "小明", "Ann"):
        store.create(who)
    app, form = open_form(lang="en")
    kind, _name, _level = form.seat_widgets[1]
    assert not form.pick_buttons[1].visible  # a computer has no profile
    testing.click(app, centre(kind.segments[0]))  # East becomes human
    app.step(0)
    testing.click(app, centre(form.pick_buttons[1].rect))
    picker = app.stack.top
    assert isinstance(picker, ProfilePickerScene)
    app.step(0)
    assert {b.text() for b in picker.buttons} >= {"阿花", "小明", "Ann"}
    shot = picker.buttons[[b.text() for b in picker.buttons].index("小明")]
    testing.click(app, centre(shot.rect))
    assert app.stack.top is form and form.seats[1]["name"] == "小明"
    # a name already at the table cannot be picked for a second seat
    testing.click(app, centre(form.seat_widgets[2][0].segments[0]))  # North becomes human
    app.step(0)
    testing.click(app, centre(form.pick_buttons[2].rect))
    picker = app.stack.top
    app.step(0)
    taken = next(b for b in picker.buttons if b.text() == "小明")
    assert not taken.enabled
    testing.press(app, pygame.K_ESCAPE)
    assert app.stack.top is form


def test_two_humans_with_one_name_are_refused() -> None:
    app, form = open_form(lang="en")
    kind, name, _level = form.seat_widgets[1]
    testing.click(app, centre(kind.segments[0]))
    testing.click(app, centre(name.rect))
    for _ in range(12):
        testing.press(app, pygame.K_BACKSPACE)
    testing.post(pygame.TEXTINPUT, text=form.seats[0]["name"].upper())
    app.step(0)
    assert form.error is not None and "name" in form.error
    testing.click(app, centre(form.start_button.rect))
    assert app.stack.top is form and not has_saved_game()


def test_starting_a_new_game_over_a_saved_one_asks_first() -> None:
    app, form = open_form(lang="en")
    first = start_game(app, form).controller
    saved = current_game_file().read_bytes()
    app2, form2 = open_form(lang="en")
    testing.click(app2, centre(form2.start_button.rect))
    ask = app2.stack.top
    assert isinstance(ask, ConfirmScene) and "in progress" in ask.question()
    testing.press(app2, pygame.K_RETURN)  # Enter gives the safe answer: cancel
    assert app2.stack.top is form2 and current_game_file().read_bytes() == saved
    testing.click(app2, centre(form2.start_button.rect))
    testing.click(app2, centre(app2.stack.top.yes.rect))
    table = app2.stack.top
    assert isinstance(table, StubTable) and table.controller is not first  # a new game was dealt
    assert has_saved_game()
