"""Tall and narrow windows (issue 60 item 13): the canvas stands upright instead of shrinking
into a letterbox, and each screen with an upright layout keeps its words apart, inside the
window and at 14 real pixels or more — the title, the new-game form, the hand's result, the
升级 table mid-hand and its result, the 升级 form (each preset's seats) and its lessons (the 拱猪 table: tests/test_ui_table_layout.py). A window
is never smaller than the least size; 16:9 keeps its 1280×720 canvas."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import pygame
import pytest

from engine.gongzhu.rules import RuleSet
from engine.shengji.state import HAND_OVER as SJ_HAND_OVER
from engine.shengji.state import PLAY as SJ_PLAY
from game import testing
from game.scenes.newgame import NewGameScene
from game.scenes.result import ResultScene
from game.scenes.title import TitleScene
from game.texts import i18n
from game.ui import app as app_module
from game.ui.app import MIN_WINDOW, Hooks
from game.ui.canvas import LOGICAL_SIZE, fit, letterbox
from game.ui.scene import Scene
from tests.shengji_drive import decision, make_table, play_one_decision, run_until
from tests.test_ui_flow_helpers import all_hearts_deal, hand_over, play_to
from tests.test_ui_flow_helpers import wired as wired  # noqa: PLC0414 (a fixture)
from tests.test_ui_flow_layout import session

TALL = [(700, 900), (960, 1040), (1080, 1920)]
CASES = [(size, lang) for size in TALL for lang in ("zh", "en")]
EPS = 0.75


@pytest.fixture(autouse=True)
def _zh() -> Any:
    yield
    i18n.set_language("zh")


def check_words(
    app: Any,
    where: str,
    also: tuple[pygame.FRect, ...] = (),
    over: pygame.FRect | None = None,
    clip: tuple[pygame.FRect, list[pygame.FRect]] | None = None,
    eps: float = EPS,
) -> None:
    """The frame's texts: none overlaps another (nor a rectangle of ``also``), every drawn
    rectangle lies inside the window's canvas, and no text is under 14 real pixels. ``over``:
    an opaque panel on top, hiding the texts drawn under it before its own; ``clip``: a
    scrolled panel and its rows, whose texts show only inside the panel."""
    app.toasts.items.clear()
    canvas = app.canvas
    assert canvas.upright, where
    window = canvas.area().inflate(2 * EPS, 2 * EPS)
    for tag, r in testing.drawn_rects(app):
        assert window.contains(r), f"{where}: {tag} {r} leaves the window {canvas.size}"
    texts = testing.drawn_texts(app)
    assert texts, where
    small = [(text, px) for text, px, _r in texts if px < 14]
    assert not small, f"{where}: under 14 px: {small}"
    if over is not None:
        first = next(i for i, (_t, _p, r) in enumerate(texts) if over.contains(r))
        texts = [t for i, t in enumerate(texts) if i >= first or not over.colliderect(t[2])]
    if clip is not None:
        box, rows = clip
        inside = [(t, p, r) for t, p, r in texts if any(row.contains(r) for row in rows)]
        texts = [t for t in texts if t not in inside]
        texts += [(t, p, r.clip(box)) for t, p, r in inside if r.colliderect(box)]
    for (ta, _pa, a), (tb, _pb, b) in itertools.combinations(texts, 2):
        assert not a.inflate(-eps, -eps).colliderect(b.inflate(-eps, -eps)), (
            f"{where}: {ta!r} {a} overlaps {tb!r} {b}"
        )
    for text, _px, r in texts:
        for box in also:
            assert not r.inflate(-EPS, -EPS).colliderect(box), f"{where}: {text!r} on {box}"


# ---------------------------------------------------------------------- the canvas


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160), (1366, 768)])
def test_a_16_9_window_keeps_the_canvas_it_had(size: tuple[int, int]) -> None:
    frame = fit(size)
    assert (frame.scale, frame.viewport) == letterbox(size)
    assert frame.size == LOGICAL_SIZE and not frame.upright


@pytest.mark.parametrize(
    "size,logical",
    [((700, 900), (800, 1029)), ((960, 1040), (831, 900)), ((1080, 1920), (800, 1422))],
)
def test_a_tall_window_gets_an_upright_canvas_filling_it(
    size: tuple[int, int], logical: tuple[int, int]
) -> None:
    frame = fit(size)
    assert frame.upright
    assert frame.viewport == pygame.Rect(0, 0, *size)  # no bars
    assert (round(frame.size[0]), round(frame.size[1])) == logical
    assert frame.scale >= 0.875  # 16-px text is 14 real pixels or more


def test_a_very_wide_window_is_not_shrunk_and_its_bars_are_felt() -> None:
    app = testing.make_app((2560, 1080), "en", first=TitleScene())
    assert app.canvas.scale == 1.5  # as tall as the window: nothing shrinks
    app.draw()
    bar = app.screen.get_at((20, 540))[:3]
    assert bar != (0, 0, 0), "the bar beside the 16:9 frame is felt, not black"


def test_a_screen_with_no_upright_layout_keeps_the_16_9_frame() -> None:
    class Wide(Scene):
        """A screen laid out for 16:9 only."""

    app = testing.make_app((700, 900), "en", first=Wide())
    frame = app.canvas_for(app.stack.top)
    assert frame.size == LOGICAL_SIZE and frame.surface.get_size() == (700, 394)
    assert app.canvas_for(TitleScene()).upright


@pytest.mark.parametrize("size", [(750, 600), (850, 600), (700, 600)])
def test_a_small_window_is_drawn_as_large_as_either_shape_allows(size: tuple[int, int]) -> None:
    frame = fit(size)
    assert frame.upright and frame.scale >= 2 / 3 - 0.001 > letterbox(size)[0] - 0.001


# ---------------------------------------------------------------------- the least window


def test_a_window_asked_smaller_than_the_least_opens_at_the_least() -> None:
    app = testing.make_app((500, 400), "en", first=TitleScene())
    assert app.screen.get_size() == MIN_WINDOW
    app.ctx.change_settings(window_width=640, window_height=2000)
    assert app.screen.get_size() == (MIN_WINDOW[0], 2000)


def test_a_resize_below_the_least_is_held_there() -> None:
    app = testing.make_app((1280, 720), "en", first=TitleScene())
    window = app_module.display_window()
    assert window is not None and tuple(window.minimum_size) == MIN_WINDOW
    window.size = (400, 300)  # the window manager is told: it stops the drag at the least
    testing.post(pygame.VIDEORESIZE, size=window.size, w=window.size[0], h=window.size[1])
    app.step(0)
    assert app.screen.get_size() == MIN_WINDOW
    # a window manager that ignores the hint: the game holds the size itself
    pygame.display.set_mode((500, 500), pygame.RESIZABLE)
    testing.post(pygame.VIDEORESIZE, size=(500, 500), w=500, h=500)
    app.step(0)
    assert app.screen.get_size() == MIN_WINDOW
    assert (app.settings.window_width, app.settings.window_height) == MIN_WINDOW


# ---------------------------------------------------------------------- the screens


@pytest.mark.parametrize("size,lang", CASES)
def test_the_title(size: tuple[int, int], lang: str) -> None:
    title = TitleScene()
    app = testing.make_app(size, lang, first=title, hooks=Hooks(has_saved_game=lambda: True))
    check_words(app, f"title {size} {lang}")
    buttons = [b.rect for b in title.buttons.values() if b.visible]
    assert all(app.canvas.area().contains(r) for r in buttons)


@pytest.mark.parametrize("size,lang", CASES)
def test_the_new_game_form(size: tuple[int, int], lang: str) -> None:
    form = NewGameScene()
    app = testing.make_app(size, lang, first=form)
    check_words(app, f"form {size} {lang}")
    form.seats[2]["human"] = True  # a second human: the level row gives way to a note
    form.values["mode"] = "pig-sheep"  # and a refusal message in the form
    form.validate()
    app.stack.relayout_all()
    app.step(0)
    assert form.error
    check_words(app, f"form refused {size} {lang}")
    form.toggle_house()
    app.step(0)
    check_words(app, f"house rules {size} {lang}")


@pytest.mark.usefixtures("wired")
@pytest.mark.parametrize("size,lang", CASES)
@pytest.mark.parametrize("rules", [RuleSet(decks=2), RuleSet(mode="partners", limit=4000)])
def test_the_hand_result(size: tuple[int, int], lang: str, rules: RuleSet) -> None:
    app = testing.make_app(size, lang, first=TitleScene())
    s = session(app, rules, seed=3)
    play_to(s.controller, hand_over)
    app.ctx.clear(ResultScene(s))
    app.step(0)
    check_words(app, f"result {size} {lang}")


@pytest.mark.usefixtures("wired")
@pytest.mark.parametrize("size", [(700, 900), (960, 1040)])
def test_the_swap_question_fits_over_the_buttons(size: tuple[int, int]) -> None:
    app = testing.make_app(size, "en", first=TitleScene())
    rules = RuleSet(pig_sheep_swap="choose", exposure="none", first_lead_c2=False, hands=4)
    s = session(app, rules)
    c = s.controller
    c.match = dataclasses.replace(c.match, hand=all_hearts_deal(rules))
    for _ in range(400):
        if c.phase >= 3:
            break
        if c.phase == 2 and c.match.hand.turn == 0:
            legal = c.legal(0)
            c.submit(0, max([a for a in legal if 13 <= a < 26] or legal))
        else:
            c.update(0.5)
    result = ResultScene(s)
    app.ctx.clear(result)
    app.step(0)
    buttons = [b.rect for b in (result.title_button, result.swap_yes) if b.visible]
    assert not any(result.swap_rect.colliderect(b) for b in buttons[:1])
    check_words(app, f"swap {size}")


@pytest.mark.parametrize("size,lang", CASES)
def test_the_shengji_table_mid_hand_and_its_result(size: tuple[int, int], lang: str) -> None:
    app, scene, ctrl = make_table("tractor", seed=3, size=size, lang=lang)
    for _ in range(40):  # two decks: the person's decisions made through the screen
        run_until(app, decision(scene))
        if ctrl.hand.phase == SJ_PLAY and len(scene.hand_cards()) <= 22:
            break
        play_one_decision(app, scene)
    run_until(app, lambda: ctrl.my_turn() and not scene.motion.busy)
    assert len(scene.hand_cards()) > 14  # two rows of cards
    check_words(app, f"升级 {size} {lang}", also=tuple(scene.card_rects()))
    while not ctrl.hand_over():
        run_until(app, decision(scene), 300)
        if ctrl.hand_over():
            break
        play_one_decision(app, scene)
    run_until(app, lambda: scene.view.phase == SJ_HAND_OVER and not scene.motion.busy)
    check_words(app, f"升级 result {size} {lang}", over=scene.result.box)


@pytest.mark.parametrize("size,lang", CASES)
def test_the_settings(size: tuple[int, int], lang: str) -> None:
    from game.scenes.settings import SettingsScene

    app = testing.make_app(size, lang, first=SettingsScene())
    check_words(app, f"settings {size} {lang}")


@pytest.mark.usefixtures("wired")
@pytest.mark.parametrize("size,lang", CASES)
def test_the_statistics_and_the_hand_history(size: tuple[int, int], lang: str) -> None:
    from game.scenes.history import HistoryScene
    from game.scenes.stats import StatsScene
    from saves.profiles import GameRecord, HandRecord, ProfileStore

    store = ProfileStore()
    for name in ("欧阳小红", "Bartholomew", "阿明", "Daisy Lee", "Ann"):
        store.create(name)
        store.record_hand(name, HandRecord(-1234, pigs_taken=2, exposures=3, exposure_gain=-400))
        store.record_game(name, GameRecord(won=False, pig=True))
    app = testing.make_app(size, lang, first=StatsScene())
    check_words(app, f"statistics {size} {lang}")
    s = session(app, RuleSet(hands=1, exposure="none"), seed=3)
    play_to(s.controller, hand_over)
    s.hand_finished()  # kept in the hand history
    history = HistoryScene()
    app.ctx.clear(history)
    app.step(0)
    assert history.row_buttons
    check_words(app, f"history {size} {lang}")


@pytest.mark.parametrize("size,lang", CASES)
def test_the_help_pages_and_the_about_screen(size: tuple[int, int], lang: str) -> None:
    from game.scenes.credits import CreditsScene
    from game.scenes.help import HelpScene

    help_scene = HelpScene()
    app = testing.make_app(size, lang, first=help_scene)
    for page in range(len(help_scene.tabs)):
        help_scene.goto(page)
        app.step(0)
        check_words(app, f"help page {page + 1} {size} {lang}")
        page_box = help_scene.page_box.inflate(24, 2)  # (a text's top is rounded to a pixel)
        for tag, r in testing.drawn_rects(app):
            if tag == "help.text":
                assert page_box.contains(r), (page, r)
    about = CreditsScene()
    app.ctx.clear(about)
    app.step(0)
    rows = [row.rect for row in about.rows]  # (they scroll inside the list's panel)
    check_words(app, f"about {size} {lang}", clip=(about.list_box, rows))


@pytest.mark.parametrize("size,lang", CASES)
@pytest.mark.parametrize("preset", ["classic", "tractor", "duel", "friends"])
def test_the_shengji_form(size: tuple[int, int], lang: str, preset: str) -> None:
    """Each preset's seats (two, four, five) upright: first all computers, then every other
    seat a person with a long name (the note and the name fields change)."""
    from game.shengji_table.form import ShengjiFormScene

    form = ShengjiFormScene()
    app = testing.make_app(size, lang, first=form)
    form.set_preset(preset)
    app.step(0)
    check_words(app, f"升级 form {preset} {size} {lang}")
    for seat in range(1, form.players(), 2):
        form.set_kind(seat, "person")
        form.names[seat] = "Bartholomew Ng" if seat == 1 else "欧阳小红"
    for level in ("expert", "easy"):  # the longest and the shortest help
        form.set_level(level)
        app.stack.relayout_all()
        app.step(0)
        check_words(app, f"升级 form {preset} people {level} {size} {lang}")
    fields = [form.name_fields[s].rect for s in range(form.players())]
    kinds = [c.rect for c in form.kind_choices.values() if c.visible]
    for a, b in itertools.combinations([*fields, *kinds, form.start_button.rect], 2):
        assert not a.colliderect(b), (preset, a, b)


@pytest.mark.parametrize("size,lang", CASES)
def test_the_shengji_forms_continue_button(
    size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A saved game: back, continue and start in one row at the bottom, apart."""
    from game.shengji_table import form as form_module

    monkeypatch.setattr(form_module, "has_shengji", lambda: True)
    form = form_module.ShengjiFormScene()
    app = testing.make_app(size, lang, first=form)
    check_words(app, f"升级 form, a saved game {size} {lang}")
    row = [form.back_button.rect, form.continue_button.rect, form.start_button.rect]
    assert form.continue_button.visible
    assert not any(a.colliderect(b) for a, b in itertools.combinations(row, 2))


@pytest.mark.usefixtures("wired")
@pytest.mark.parametrize("size,lang", CASES)
def test_the_game_over_and_the_lessons_list(size: tuple[int, int], lang: str) -> None:
    from game.scenes.gameover import GameOverScene
    from game.scenes.tutorial import TutorialScene

    app = testing.make_app(size, lang, first=TitleScene())
    s = session(app, RuleSet(mode="partners", limit=0, hands=3), seed=5)
    for n in range(3):
        play_to(s.controller, hand_over)
        if n < 2:
            s.controller.next_hand()
    over = GameOverScene(s)
    app.ctx.clear(over)
    app.step(0)
    while not over.pre.ready():  # its text rendered ahead, a few a frame
        over.pre.step()
    check_words(app, f"game over {size} {lang}")
    shown = [t for t, _p, _r in testing.drawn_texts(app)]
    assert all(line in shown for line in over.highlights()), shown  # the best and worst hand
    app.ctx.clear(TutorialScene())
    app.step(0)
    check_words(app, f"lessons {size} {lang}")


@pytest.mark.parametrize("size,lang", CASES)
def test_the_shengji_lessons(size: tuple[int, int], lang: str) -> None:
    """Every lesson upright, page by page, its task, a refusal and its end: the panel under
    the trick, its words apart and never over the cards on the table."""
    from game.shengji_table import layout as L
    from game.shengji_table.lesson import ShengjiCoach
    from game.texts.lessons import COMPLETED
    from tests.test_ui_shengji_learn import LESSONS, SCRIPTS, open_lesson, play, wait_turn

    for i, lesson in enumerate(LESSONS):
        COMPLETED.clear()
        app = open_lesson(i, size, lang)
        coach = app.stack.top
        assert isinstance(coach, ShengjiCoach)
        table = coach.table
        wait_turn(app, table)

        def check(
            what: str, app: Any = app, table: Any = table, coach: Any = coach, key: str = lesson.key
        ) -> None:
            where = f"{key} {what} {size} {lang}"
            check_words(app, where, also=tuple(table.card_rects()))
            plays = table.view.trick
            spot = table.motion.spot
            trick = [r for seat, cards in plays for r in L.play_rects(spot(seat), len(cards))]
            assert not any(coach.box.colliderect(r) for r in trick), where

        for page in range(lesson.pages):
            check(f"page {page + 1}")
            testing.press(app, pygame.K_n)
        check("task")
        for wrong, right in SCRIPTS[lesson.key]:
            wait_turn(app, table)
            if wrong is not None:
                play(app, table, wrong)
                check("refused")
            play(app, table, right)
        t = 0.0
        while not coach.complete:
            app.step(1 / 30)
            t += 1 / 30
            assert t < 30
        check("done")
    COMPLETED.clear()


def test_a_shengji_lesson_follows_the_window_between_16_9_and_tall() -> None:
    """A lesson opened at 16:9 and the window made tall: the table and its panel stand
    upright together (the panel's room is the upright table's), and back."""
    from game.shengji_table.lesson import BOX, ShengjiCoach
    from tests.test_ui_shengji_learn import open_lesson, wait_turn

    app = open_lesson(1, (1280, 720), "en")
    coach = app.stack.top
    assert isinstance(coach, ShengjiCoach)
    wait_turn(app, coach.table)
    assert coach.box.x == BOX.x
    app.ctx.change_settings(window_width=700, window_height=900)
    app.step(0)
    check_words(app, "lesson made tall", also=tuple(coach.table.card_rects()))
    assert coach.box.w > BOX.w and app.canvas.area().contains(coach.box)
    app.ctx.change_settings(window_width=1280, window_height=720)
    app.step(0)
    assert coach.box.x == BOX.x
