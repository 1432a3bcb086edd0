"""升级's lessons and help, driven like a player and checked against the engine.

Each lesson is reached from the title's lessons list (the room's choice of game), read page by
page (N), then played through real posted clicks and keys: first a play the lesson does not
want (refused with words, nothing played), then the play it teaches, until the lesson says
"well done". Every claim a lesson or a help page makes is asked of the engine, and every
screen keeps its words apart, inside the window and at 14 px or more.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

import pygame
import pytest

from engine.shengji import is_legal_play
from engine.shengji.cards import parse_card, parse_cards
from engine.shengji.order import describe_order, order_for
from engine.shengji.state import Play
from game import testing
from game.room import with_help, with_lessons
from game.scenes.help import HelpScene
from game.scenes.title import TitleScene
from game.scenes.tutorial import TutorialScene
from game.shengji_table.lesson import ShengjiCoach, order_words
from game.shengji_table.lesson_book import (
    LESSONS,
    SOUTH,
    apply_action,
    build_state,
    engine_to_act,
    order_codes,
    play_to_end,
    scripted_reply,
)
from game.shengji_table.scene import ShengjiTableScene
from game.texts import i18n, shengji_help
from game.texts.help_text import CardRow, Para
from game.texts.lessons import COMPLETED
from game.ui.app import App
from tests.shengji_drive import card_point

DT = 1 / 30
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
EPS = 0.75

# Per lesson: the person's plays task by task — a wrong try (refused) and the right one.
SCRIPTS: dict[str, list[tuple[str | None, str]]] = {
    "trumps": [("CA", "C7")],
    "tractors": [("H8 H8", "H6 H6 H8 H8")],
    "follow": [("S5 S5 HA HA", "HA HA H6 H4")],
    "throws": [("DK DQ", "SK SJ ST")],
    "kitty": [("BJ", "C4"), (None, "BJ")],
    "levels": [("D3", "D5"), (None, "D3")],
}


@pytest.fixture(autouse=True)
def _fresh() -> Any:
    COMPLETED.clear()
    yield
    COMPLETED.clear()
    i18n.set_language("zh")


def open_lesson(i: int, size: tuple[int, int] = (1280, 720), lang: str = "zh") -> App:
    """Title → tutorial → the 升级 choice → lesson ``i``, all by clicks."""
    app = testing.make_app(size, lang, first=TitleScene())
    app.ctx.push(TutorialScene())
    app.step(0)
    tutorial = app.stack.top
    assert isinstance(tutorial, TutorialScene)
    sj = tutorial.game_buttons[tutorial.game_names.index("shengji")]
    testing.click(app, sj.rect.center, frames=2)
    tutorial = app.stack.top
    assert isinstance(tutorial, TutorialScene) and tutorial.game == "shengji"
    testing.click(app, tutorial.lesson_buttons[i].rect.center, frames=3)
    assert isinstance(app.stack.top, ShengjiCoach)
    return app


def parts(app: App) -> tuple[ShengjiCoach, ShengjiTableScene]:
    coach = app.stack.top
    assert isinstance(coach, ShengjiCoach)
    return coach, coach.table


def wait_turn(app: App, table: ShengjiTableScene) -> None:
    t = 0.0
    while not (table.choosing() == "play" and not table.motion.busy):
        app.step(DT)
        t += DT
        assert t < 30, "the person's turn never came"


def choose_cards(app: App, table: ShengjiTableScene, codes: str) -> None:
    """Click exactly these cards of the hand (after clearing any choice)."""
    table.selected.clear()
    wanted = list(parse_cards(codes))
    for i, c in enumerate(table.hand_cards()):
        if c in wanted:
            wanted.remove(c)
            testing.click(app, card_point(table, i))
    assert not wanted


def play(app: App, table: ShengjiTableScene, codes: str) -> None:
    choose_cards(app, table, codes)
    testing.press(app, pygame.K_RETURN, frames=2)


def read_pages(app: App, coach: ShengjiCoach) -> None:
    for _ in range(coach.lesson.pages):
        testing.press(app, pygame.K_n)
    assert coach.on_task


@pytest.mark.parametrize("i", range(len(LESSONS)), ids=[x.key for x in LESSONS])
def test_each_lesson_is_completed_by_clicks_and_a_wrong_play_is_refused_with_words(i: int) -> None:
    app = open_lesson(i)
    coach, table = parts(app)
    lesson = coach.lesson
    wait_turn(app, table)
    play(app, table, SCRIPTS[lesson.key][0][1])  # before reading: refused, read first
    assert coach.refusal == i18n.tr("tutorial.read_first")
    assert not [m for m in table.controller.match.moves if m[0] == SOUTH]
    read_pages(app, coach)
    for n, (wrong, right) in enumerate(SCRIPTS[lesson.key]):
        wait_turn(app, table)
        moves = len(table.controller.match.moves)
        if wrong is not None:
            play(app, table, wrong)
            assert len(table.controller.match.moves) == moves, "a wrong play went through"
            assert coach.refusal and table.refusal, "refused without words"
            shown = [t for t, _p, _r in testing.drawn_texts(app)]
            assert any(t and t in coach.refusal for t in shown), shown
        play(app, table, right)
        assert len(table.controller.match.moves) > moves, (lesson.key, n, table.refusal)
    t = 0.0
    while not coach.complete:
        app.step(DT)
        t += DT
        assert t < 30, "the lesson never ended"
    assert lesson.done_key in COMPLETED
    assert lesson.done_key in app.ctx.settings.lessons
    nxt = coach.buttons["next_lesson"]
    if nxt.visible:  # on to the next lesson, by its button
        testing.click(app, nxt.rect.center, frames=3)
        assert parts(app)[0].lesson.key == LESSONS[i + 1].key


def test_an_illegal_follow_gets_the_engines_reason() -> None:
    app = open_lesson(2)
    coach, table = parts(app)
    read_pages(app, coach)
    wait_turn(app, table)
    play(app, table, "S5 S5 HA HA")
    assert i18n.tr("sj.reason.MUST_FOLLOW_SUIT") in (coach.refusal or "")


def test_hints_are_refused_in_lessons() -> None:
    app = open_lesson(0)
    coach, table = parts(app)
    read_pages(app, coach)
    wait_turn(app, table)
    testing.press(app, pygame.K_h)
    assert not table.hint_text


# ---------------------------------------------------------------------- the words


def lesson_keys() -> list[str]:
    keys = ["sjl.heading", "sjl.intro"]
    keys += ["sjl.all_done", "sjl.illegal", "sjl.result.declarers", "sjl.result.take_over"]
    for lesson in LESSONS:
        keys += lesson.text_keys()
    return keys


def test_every_lesson_and_help_string_has_both_languages() -> None:
    pairs = [i18n.STRINGS[k] for k in lesson_keys()]
    for page in shengji_help.PAGES:
        pairs.append(page.title)
        for block in page.blocks:
            pairs += [block.text] if isinstance(block, Para) else list(block.captions)
    for zh, en in pairs:
        assert bool(zh) == bool(en), (zh, en)
        assert not CJK.search(en), en
        assert not LATIN_WORD.search(re.sub(r"\{[^}]*\}", "", zh)), zh  # (not placeholders)


def test_the_room_offers_shengji_lessons_and_pages() -> None:
    assert [e.name for e in with_lessons()] == ["shengji"]
    assert [e.name for e in with_help()] == ["shengji"]
    book = with_lessons()[0].lessons()  # type: ignore[misc]
    assert len(book.titles) == len(LESSONS) >= 6


# ---------------------------------------------------------------------- the claims


def test_the_trump_lesson_shows_the_engines_order() -> None:
    lesson = LESSONS[0]
    codes = order_codes(lesson)
    assert codes[:4] == ["BJ", "LJ", "C7", "S7=H7=D7"]
    assert codes == describe_order(order_for(5, 3))
    i18n.set_language("en")
    page = i18n.tr(lesson.page(1), order=order_words(codes))
    assert order_words(codes) in page and page.count(">") == len(codes) - 1


def test_the_help_pages_trump_row_is_the_engines_order() -> None:
    row = next(b for b in shengji_help.PAGES[1].blocks if isinstance(b, CardRow))
    order = order_for(5, 3)  # level 7, clubs trump
    fine = [order.fine_key(parse_card(c)) for c in row.cards]
    assert fine == sorted(fine, reverse=True)
    top = [c for g in describe_order(order)[: len(row.cards) - 2] for c in g.split("=")]
    assert list(row.cards) == top[: len(row.cards)]
    tractor = next(b for b in shengji_help.PAGES[2].blocks if isinstance(b, CardRow))
    from engine.shengji.shapes import decompose, lead_kind

    assert lead_kind(decompose(parse_cards(" ".join(tractor.cards)), order)) == "tractor"


def _at_south(i: int) -> Any:
    lesson = LESSONS[i]
    st = build_state(lesson)
    while engine_to_act(st) != SOUTH:
        seat = engine_to_act(st)
        assert seat is not None
        st, _ = apply_action(st, seat, scripted_reply(lesson, st, seat))
    return lesson, st


def test_the_follow_lesson_is_the_books_table() -> None:
    _lesson, st = _at_south(2)
    held = parse_cards("HA HA H6 H4 H3 S5 S5 CK")
    legal = {
        tuple(sorted(c))
        for c in itertools.combinations(held, 4)
        if is_legal_play(st, SOUTH, tuple(sorted(c))) is None
    }
    expected = {
        tuple(sorted(parse_cards("HA HA") + c))
        for c in itertools.combinations(parse_cards("H6 H4 H3"), 2)
    }
    assert legal == expected


def test_the_throw_lesson_stands_and_fails_as_it_says() -> None:
    lesson, st = _at_south(3)
    check = lesson.tasks[0].check
    assert check is not None
    assert check(st, lesson, Play(parse_cards("SK SJ ST"))) is None
    key, fmt = check(st, lesson, Play(parse_cards("DK DQ")))  # type: ignore[misc]
    assert key == "sjl.throws.fails" and fmt["seat"] == 1  # East holds ♦A


def test_the_kitty_and_levels_lessons_figures_are_the_engines() -> None:
    lesson, st = _at_south(4)
    good = play_to_end(lesson, st, Play(parse_cards("C4")))
    bad = play_to_end(lesson, st, Play(parse_cards("BJ")))
    assert (good.kitty_points, good.multiplier) == (25, 2) and bad.multiplier == 0
    assert not good.declarers_won and bad.declarers_won
    lesson, st = _at_south(5)
    good = play_to_end(lesson, st, Play(parse_cards("D5")))
    bad = play_to_end(lesson, st, Play(parse_cards("D3")))
    assert (good.defenders_points, good.declarers_won) == (40, False)
    assert (bad.defenders_points, bad.declarers_won, bad.rise) == (35, True, 1)


# ---------------------------------------------------------------------- the layout


def check_words(app: App, where: str) -> None:
    """No text over another, all inside the canvas, none under 14 real pixels."""
    app.toasts.items.clear()
    window = app.canvas.area().inflate(2 * EPS, 2 * EPS)
    for tag, r in testing.drawn_rects(app):
        assert window.contains(r), f"{where}: {tag} {r} leaves the window"
    texts = testing.drawn_texts(app)
    assert texts, where
    small = [(t, px) for t, px, _r in texts if px < 14]
    assert not small, f"{where}: under 14 px: {small}"
    for (ta, _pa, a), (tb, _pb, b) in itertools.combinations(texts, 2):
        assert not a.inflate(-EPS, -EPS).colliderect(b.inflate(-EPS, -EPS)), (
            f"{where}: {ta!r} {a} overlaps {tb!r} {b}"
        )


SIZES = [(1280, 720), (1920, 1080)]
CASES = [(s, lang) for s in SIZES for lang in ("zh", "en")]


@pytest.mark.parametrize("size,lang", CASES)
def test_the_lessons_keep_their_words_apart(size: tuple[int, int], lang: str) -> None:
    for i, lesson in enumerate(LESSONS):
        app = open_lesson(i, size, lang)
        coach, table = parts(app)
        wait_turn(app, table)
        for page in range(lesson.pages):
            check_words(app, f"{lesson.key} page {page + 1} {size} {lang}")
            testing.press(app, pygame.K_n)
        check_words(app, f"{lesson.key} task {size} {lang}")
        for wrong, right in SCRIPTS[lesson.key]:
            wait_turn(app, table)
            if wrong is not None:
                play(app, table, wrong)
                check_words(app, f"{lesson.key} refused {size} {lang}")
            play(app, table, right)
        t = 0.0
        while not coach.complete:
            app.step(DT)
            t += DT
            assert t < 30
        check_words(app, f"{lesson.key} done {size} {lang}")


@pytest.mark.parametrize("size,lang", [*CASES, ((720, 1280), "zh"), ((720, 1280), "en")])
def test_the_help_pages_and_lists_keep_their_words_apart(size: tuple[int, int], lang: str) -> None:
    help_scene = HelpScene(game="shengji")
    app = testing.make_app(size, lang, first=help_scene)
    for page in range(len(help_scene.pages)):
        help_scene.goto(page)
        app.step(0)
        check_words(app, f"升级 help page {page + 1} {size} {lang}")
        box = help_scene.page_box.inflate(24, 2)
        for tag, r in testing.drawn_rects(app):
            if tag == "help.text":
                assert box.contains(r), (page, r)
    app.ctx.clear(TutorialScene("shengji"))
    app.step(0)
    check_words(app, f"升级 lessons {size} {lang}")


def test_the_help_pages_figures_are_the_engines() -> None:
    """The deal sizes, the level bands and the kitty multipliers the pages quote."""
    from engine.shengji import PRESETS
    from engine.shengji.scoring import kitty_multiplier, level_change

    sizes = {name: (r.players, r.decks, r.hand_size, r.kitty_size) for name, r in PRESETS.items()}
    assert sizes["classic"] == (4, 1, 12, 6)
    assert sizes["tractor"] == (4, 2, 25, 8)
    assert sizes["friends"] == (5, 2, 20, 8)
    assert sizes["duel"][:2] == (2, 1)
    assert PRESETS["tractor"].throw_penalty == 10 and PRESETS["classic"].throw_penalty == 0
    # one deck: 0 +2; 5–35 +1; 40–75 take over; 80+ take over +1
    classic = [level_change("classic", 1, d)[:2] for d in (0, 5, 35, 40, 75, 80)]
    assert classic == [(True, 2), (True, 1), (True, 1), (False, 0), (False, 0), (False, 1)]
    # two decks: 0 +3; 5–35 +2; 40–75 +1; 80–115 take over; one more per further 40
    modern = [level_change("modern", 2, d)[:2] for d in (0, 35, 40, 75, 80, 115, 120, 160)]
    assert modern == [
        (True, 3),
        (True, 2),
        (True, 1),
        (True, 1),
        (False, 0),
        (False, 0),
        (False, 1),
        (False, 2),
    ]
    assert level_change("friends", 2, 75)[:2] == (True, 1)
    assert [kitty_multiplier("times", w) for w in (1, 2, 4)] == [2, 4, 8]
    assert kitty_multiplier("double", 4) == 2


def test_the_trump_lessons_table_is_as_its_page_says() -> None:
    _lesson, st = _at_south(0)
    assert [(seat, cards) for seat, cards in st.trick] == [
        (1, parse_cards("HA")),
        (2, parse_cards("H3")),
        (3, parse_cards("S7")),
    ]
    assert order_for(5, 3).group[parse_card("S7")] == order_for(5, 3).group[parse_card("BJ")]
