"""The tutorial, driven like a player: title → lesson list → each lesson on the real table.

Each lesson is played through real posted clicks and keys: first a play the lesson
does not want (refused, with the lesson's explanation in the panel, nothing played),
then the play it teaches, after which the trick completes and the lesson says
"well done". Nothing of it may reach the saved game, statistics or hand history.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from engine.gongzhu.cards import card_code, parse_card
from engine.gongzhu.hand import to_act
from game import testing
from game.scenes.title import TitleScene
from game.scenes.tutorial import TutorialScene
from game.table.coach import PANEL_BOTTOM, LessonCoach, lesson_texts
from game.table.scene import TableScene
from game.texts import i18n
from game.texts.lessons import COMPLETED, LESSONS, build_match
from game.ui.app import App

DT = 1 / 60

# What a player does in each lesson, task by task: (clicks of a play the lesson refuses,
# the explanation expected — None when the engine itself refuses it), …, then the right clicks.
# A click names a card of the hand; "key:d" presses D (done exposing).
Attempt = tuple[tuple[str, ...], str | None]
SCRIPTS: dict[str, list[tuple[list[Attempt], tuple[str, ...]]]] = {
    "scoring": [([(("D3",), "tutorial.scoring.why")], ("DA",))],
    "follow": [([(("SQ",), None)], ("C5",)), ([(("HQ",), "tutorial.follow.why")], ("SQ",))],
    "duck": [([(("SA",), "tutorial.duck.why")], ("S5",))],
    "expose": [
        ([(("SQ",), "tutorial.expose.why_pig"), (("key:d",), "tutorial.expose.why_done")], ("DJ",))
    ],
    "transformer": [([(("C2",), "tutorial.transformer.why")], ("CA",))],
    "allhearts": [([(("H2",), "tutorial.allhearts.why")], ("HK",))],
    "pairs": [
        ([(("SK", "C9"), None)], ("C9", "C4")),
        (
            [(("SK", "SK"), "tutorial.pairs.why_suit"), (("C2",), "tutorial.pairs.why_single")],
            ("D9", "D9"),
        ),
    ],
}


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    COMPLETED.clear()


def run_until(app: App, pred: Callable[[], bool], limit: float = 20.0) -> None:
    t = 0.0
    while not pred():
        app.step(DT)
        t += DT
        assert t < limit, "timed out"


def coach_of(app: App) -> LessonCoach:
    top = app.stack.top
    assert isinstance(top, LessonCoach)
    return top


def table_of(app: App) -> TableScene:
    table = app.stack.scenes[-2]
    assert isinstance(table, TableScene)
    return table


def open_tutorial(size: tuple[int, int] = (1280, 720), lang: str = "zh") -> App:
    """From the title screen, click "教程 / Tutorial"."""
    app = testing.make_app(size, lang, first=TitleScene())
    title = app.stack.top
    assert isinstance(title, TitleScene)
    testing.click(app, title.buttons["tutorial"].rect.center, frames=2)
    assert isinstance(app.stack.top, TutorialScene)
    return app


def open_lesson(app: App, key: str) -> LessonCoach:
    menu = app.stack.top
    assert isinstance(menu, TutorialScene)
    i = [x.key for x in LESSONS].index(key)
    testing.click(app, menu.lesson_buttons[i].rect.center, frames=3)
    coach = coach_of(app)
    assert coach.lesson.key == key
    return coach


def click_card(app: App, code: str) -> None:
    """Click the first copy of ``code`` in the hand, on a part of it that shows."""
    if code == "key:d":
        testing.press(app, pygame.K_d)
        return
    table = table_of(app)
    hand, rects, raised = table.hand_rects()
    i = hand.index(parse_card(code))
    r = rects[i].move(0, -raised[i])
    visible = r.w if i == len(hand) - 1 else min(r.w, rects[i + 1].x - rects[i].x)
    testing.click(app, (r.x + visible / 2, r.y + 30))


def read_to_task(app: App, coach: LessonCoach) -> None:
    """Turn the explanation pages with the panel's "next" button until the task shows."""
    while not coach.on_task:
        before = coach.page
        testing.click(app, coach.buttons["next"].rect.center)
        assert coach.page == before + 1


def panel_text(coach: LessonCoach) -> str:
    return "".join(line.text for line in coach.lines).replace(" ", "")


def play_lesson(app: App, coach: LessonCoach) -> None:
    """Every task: the refused attempts, then the right play; ends when the lesson is complete."""
    table = table_of(app)
    for attempts, right in SCRIPTS[coach.lesson.key]:
        run_until(app, lambda: table.acting())
        task = coach.current_task()
        assert task is not None and i18n.tr(task).replace(" ", "") in panel_text(coach)
        for clicks, why in attempts:
            moves = len(table.controller.match.moves)
            app.toasts.items.clear()
            for code in clicks:
                click_card(app, code)
            app.step(DT)
            assert len(table.controller.match.moves) == moves, f"{clicks} was played"
            if why is None:  # the engine's own duty, named in the player's language
                assert table.message and table.message in (
                    i18n.tr("why.follow", suit=i18n.tr("suit.C")),
                )
            else:
                assert coach.refusal == why
                assert i18n.tr(why).replace(" ", "") in panel_text(coach)
                assert table.message == i18n.tr("tutorial.try_again")
                assert [item[0] for item in app.toasts.items] == [i18n.tr("tutorial.try_again")]
        for code in right:
            click_card(app, code)
        app.step(DT)
    run_until(app, lambda: coach.complete)
    assert coach.lesson.key in COMPLETED
    assert i18n.tr(coach.lesson.done_text).replace(" ", "") in panel_text(coach)


# ---------------------------------------------------------------- each lesson


@pytest.mark.parametrize("key", [x.key for x in LESSONS])
def test_lesson_refuses_the_wrong_play_and_completes_with_the_right_one(key: str) -> None:
    app = open_tutorial()
    coach = open_lesson(app, key)
    read_to_task(app, coach)
    play_lesson(app, coach)
    # the position stays as the lesson left it: no computer seat plays on
    table = table_of(app)
    moves = len(table.controller.match.moves)
    for _ in range(120):
        app.step(DT)
    assert len(table.controller.match.moves) == moves


def test_what_the_lessons_show_after_the_right_play() -> None:
    """The lessons' stories as the table ends them: who took what."""
    app = open_tutorial(lang="en")
    seen: dict[str, list[int]] = {}
    for key in ("scoring", "duck", "transformer", "allhearts"):
        coach = open_lesson(app, key)
        read_to_task(app, coach)
        play_lesson(app, coach)
        seen[key] = list(table_of(app).scores())
        testing.click(app, coach.buttons["lessons"].rect.center, frames=3)
        assert isinstance(app.stack.top, TutorialScene)
    assert seen["scoring"][0] == 100  # South took the sheep
    assert seen["duck"][2] < -100 + 1  # North won its own pig (and had hearts already)
    assert seen["transformer"][0] == 50  # the transformer alone
    assert seen["allhearts"][0] == -50  # ♥K ♥9: West's 全红 is stopped


def test_next_lesson_leads_through_all_seven_and_back_to_the_list() -> None:
    app = open_tutorial(lang="en")
    coach = open_lesson(app, LESSONS[0].key)
    for i, expected in enumerate(LESSONS):
        coach = coach_of(app)
        assert coach.lesson.key == expected.key
        read_to_task(app, coach)
        play_lesson(app, coach)
        assert "welldone" in panel_text(coach).lower()
        testing.press(app, pygame.K_n, frames=3)  # N: the next lesson (after the last: the list)
    assert isinstance(app.stack.top, TutorialScene)
    assert COMPLETED == {x.key for x in LESSONS}
    menu = app.stack.top
    app.step(DT)
    assert all(i18n.tr("tutorial.done_mark") in b.text() for b in menu.lesson_buttons)


def test_a_wrong_play_can_be_tried_again_after_reading_the_pages_back() -> None:
    app = open_tutorial()
    coach = open_lesson(app, "duck")
    read_to_task(app, coach)
    click_card(app, "SA")
    app.step(DT)
    assert coach.refusal == "tutorial.duck.why"
    testing.press(app, pygame.K_b)  # back to the explanation
    assert not coach.on_task
    testing.press(app, pygame.K_n)
    assert coach.on_task and coach.refusal == "tutorial.duck.why"
    click_card(app, "SJ")  # ♠J is below the ♠Q too
    run_until(app, lambda: coach.complete)


def test_hint_is_replaced_by_the_lesson_panel() -> None:
    app = open_tutorial()
    coach = open_lesson(app, "scoring")
    table = table_of(app)
    testing.press(app, pygame.K_h)
    assert table.hint_future is None and table.hint is None
    assert any(i18n.tr("tutorial.no_hint") == item[0] for item in app.toasts.items)
    testing.click(app, table.buttons["hint"].rect.center)
    assert table.hint_future is None and table.hint is None
    assert coach.page == 0


def test_lessons_touch_no_save_statistics_or_history(tmp_path: Path) -> None:
    from game.table.menu import TableMenu
    from saves.game import has_saved_game

    app = open_tutorial()
    coach = open_lesson(app, "scoring")
    read_to_task(app, coach)
    play_lesson(app, coach)
    testing.press(app, pygame.K_ESCAPE, frames=2)  # the table's menu works in a lesson too
    assert isinstance(app.stack.top, TableMenu)
    assert not has_saved_game()
    assert not [p for p in tmp_path.rglob("*") if p.is_file()]  # no save, profile or history file


def test_escape_from_the_list_returns_to_the_title() -> None:
    app = open_tutorial()
    testing.press(app, pygame.K_ESCAPE, frames=2)
    assert isinstance(app.stack.top, TitleScene)


# ---------------------------------------------------------------- texts and layout


def test_every_lesson_text_exists_in_both_languages() -> None:
    for key in lesson_texts(LESSONS):
        zh, en = i18n.STRINGS[key]
        assert zh.strip() and en.strip(), key
        assert zh != en or key == "tutorial.page", key


def test_every_lesson_position_is_reachable_by_the_rules() -> None:
    """build_match plays every earlier trick through the engine; the viewer acts first."""
    for x in LESSONS:
        match = build_match(x)
        assert 0 in to_act(match.hand), x.key
        assert len(match.hand.deal_order) == 52 * x.rules.decks


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_panel_fits_and_covers_nothing_on_the_table(size: tuple[int, int], lang: str) -> None:
    """Every page, the task with its longest explanation, and "well done": inside the panel's
    space and clear of every seat's cards, plates and rows."""
    app = open_tutorial(size, lang)
    for x in LESSONS:
        coach = open_lesson(app, x.key)
        states = []
        while True:
            states.append(_check_panel(app, coach))
            if coach.on_task:
                break
            testing.click(app, coach.buttons["next"].rect.center)
        for task in x.tasks:
            for why in task.explains:
                coach.refusal = why
                app.step(DT)
                _check_panel(app, coach)
        coach.refusal = None
        app.step(DT)
        read_to_task(app, coach)
        play_lesson(app, coach)
        _check_panel(app, coach)
        testing.click(app, coach.buttons["lessons"].rect.center, frames=3)


ROOM = 15  # logical px between the lesson panel's edge and what it holds

OBSTACLES = (
    "box.plate",
    "box.backs",
    "box.taken",
    "box.exposed",
    "box.chip",
    "box.trick",
    "box.hand",
    "box.window",
    "box.score",
)


def _check_panel(app: App, coach: LessonCoach) -> None:
    drawn = testing.drawn_rects(app)
    box = coach.box
    assert box.bottom <= PANEL_BOTTOM + 0.5, (coach.lesson.key, coach.page, box)
    inner = box.inflate(-2 * ROOM, -2 * ROOM)  # the text and buttons do not crowd its edge
    for line in coach.lines:
        assert line.pos[1] >= inner.top and line.pos[0] >= inner.left
    ways = () if coach.complete else (coach.buttons["restart"], coach.buttons["lessons"])
    for btn in coach.buttons.values():
        if btn.visible and btn not in ways:
            assert inner.contains(btn.rect), (coach.lesson.key, btn.text())
    menu = table_of(app).buttons["menu"].rect
    for btn in ways:  # under the table's menu, clear of everything on the table
        assert btn.visible and btn.rect.left == menu.left and btn.rect.top >= menu.bottom
        for tag, rect in drawn:
            if tag in OBSTACLES:
                assert not btn.rect.colliderect(rect), (coach.lesson.key, tag, rect, btn.text())
    for tag, rect in drawn:
        if tag in OBSTACLES:
            assert not box.colliderect(rect), (coach.lesson.key, tag, rect, box)
        if tag in ("text", "button.label") and box.colliderect(rect) and rect.w < box.w:
            assert box.inflate(2, 2).contains(rect), (coach.lesson.key, tag, rect, box)


def test_a_lesson_by_keyboard_alone() -> None:
    """N turns the pages, ←/→ choose a card, Enter plays it — no mouse at all."""
    app = open_tutorial(lang="en")
    coach = open_lesson(app, "transformer")
    while not coach.on_task:
        testing.press(app, pygame.K_n)
    table = table_of(app)
    run_until(app, lambda: table.acting())

    def enter_on(code: str) -> None:
        target = table.my_hand().index(parse_card(code))
        testing.press(app, pygame.K_RIGHT)
        while table.cursor != target:
            testing.press(app, pygame.K_RIGHT)
        testing.press(app, pygame.K_RETURN)

    enter_on("C2")
    assert coach.refusal == "tutorial.transformer.why"
    enter_on("CA")
    run_until(app, lambda: coach.complete)
    assert table.scores()[0] == 50


def test_a_position_the_rules_cannot_reach_is_refused() -> None:
    """build_match checks its input: a card twice, or hands of different lengths, is an error."""
    import dataclasses

    good = LESSONS[0]
    twice = dataclasses.replace(good, hands=("DA DA D3 HK C9", *good.hands[1:]))
    with pytest.raises(ValueError):
        build_match(twice)
    short = dataclasses.replace(good, hands=("DA D3 HK C9", *good.hands[1:]))
    with pytest.raises(ValueError):
        build_match(short)


def test_finished_lessons_are_remembered_after_a_restart() -> None:
    app = open_tutorial(lang="en")
    coach = open_lesson(app, "duck")
    read_to_task(app, coach)
    play_lesson(app, coach)
    assert app.ctx.settings.lessons == ("duck",)  # what the settings file keeps
    COMPLETED.clear()  # a new run of the game starts empty…
    again = testing.make_app(
        (1280, 720), "en", first=TitleScene(), lessons=app.ctx.settings.lessons
    )
    title = again.stack.top
    assert isinstance(title, TitleScene)
    testing.click(again, title.buttons["tutorial"].rect.center, frames=2)
    menu = again.stack.top
    assert isinstance(menu, TutorialScene)
    marks = [
        i18n.tr("tutorial.done_mark") in b.text() for b in menu.lesson_buttons
    ]  # …and reads it
    assert marks == [x.key == "duck" for x in LESSONS]


# ---------------------------------------------------------------- reading first, a way out


def test_a_card_played_while_reading_is_refused_and_explained() -> None:
    """Page 1 of 4 of lesson 1: a legal card clicked does not play, and the panel says why."""
    app = open_tutorial(lang="en")
    coach = open_lesson(app, LESSONS[0].key)
    table = table_of(app)
    run_until(app, lambda: table.acting())
    assert coach.page == 0 and not coach.on_task
    moves = len(table.controller.match.moves)
    legal = [c for c in table.my_hand() if c in table.playable()]
    click_card(app, card_code(legal[0]))
    app.step(DT)
    assert len(table.controller.match.moves) == moves, "a card was played before the task"
    assert i18n.tr("tutorial.read_first").replace(" ", "") in panel_text(coach)
    assert [item[0] for item in app.toasts.items] == [i18n.tr("tutorial.read_first_toast")]
    testing.click(app, coach.buttons["next"].rect.center)
    assert coach.refusal is None and coach.page == 1
    assert not app.toasts.items  # read on, as asked: the refusal's news goes with it


@pytest.mark.parametrize("key", [lesson.key for lesson in LESSONS])
def test_no_card_stands_up_as_playable_until_the_task(key: str) -> None:
    """While a lesson's page is read a card played is refused, so none is drawn raised as if
    playable; on the task page the playable ones stand up."""
    app = open_tutorial(lang="en")
    coach = open_lesson(app, key)
    table = table_of(app)
    run_until(app, lambda: table.acting())
    assert not coach.on_task and (table.playable() or table.exposable())
    assert not any(table.hand_rects()[2])
    read_to_task(app, coach)
    app.step(DT)
    assert any(table.hand_rects()[2])


def test_restart_and_the_list_of_lessons_are_always_in_the_panel() -> None:
    app = open_tutorial()
    coach = open_lesson(app, LESSONS[1].key)
    for _ in range(2):
        assert coach.buttons["restart"].visible and coach.buttons["lessons"].visible
        testing.click(app, coach.buttons["next"].rect.center)
    read_to_task(app, coach)
    assert coach.buttons["restart"].visible and coach.buttons["lessons"].visible
    testing.click(app, coach.buttons["restart"].rect.center, frames=3)
    again = coach_of(app)
    assert again is not coach and again.lesson.key == LESSONS[1].key and again.page == 0
    assert len(app.stack.scenes) == 4  # title, the list, the table, the coach: nothing piled up
    testing.click(app, again.buttons["lessons"].rect.center, frames=3)
    assert isinstance(app.stack.top, TutorialScene)
