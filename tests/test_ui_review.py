"""复盘 through real input events: result → review → the pig mistake listed → play on from
there with the same cards, as practice (statistics and the saved game untouched) → back."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from engine.gongzhu.actions import action_code
from engine.gongzhu.cards import parse_card
from engine.gongzhu.hand import HAND_OVER, to_act
from engine.gongzhu.review import match_at
from game import testing
from game.scenes.result import ResultScene
from game.scenes.review import LIST_TOP, PER_PAGE, ROW_GAP, ROW_H, MistakeRow, ReviewScene
from game.scenes.title import TitleScene
from game.session import play as main
from game.session.controller import SeatPlayer, TableController
from game.texts import i18n
from saves.game import SeatEntry, current_game_file
from saves.history import HandHistory
from saves.profiles import ProfileStore
from tests.review_helpers import PIG_MOVE, pig_match
from tests.shots import SHOTS
from tests.test_ui_flow_helpers import (
    CASES,
    StubTable,
    centre,
    play_to,
    wired,  # noqa: F401  (fixture, used through pytestmark)
)
from tests.test_ui_layout import check

pytestmark = pytest.mark.usefixtures("wired")
SEATS = (
    SeatEntry("Ann", True),
    SeatEntry("Bo", False),
    SeatEntry("Cy", False),
    SeatEntry("Di", False),
)


def at_result(size: tuple[int, int], lang: str) -> tuple[Any, main.Session, ResultScene]:
    """The pig hand just finished, on its result screen (counted and saved like any hand)."""
    app = testing.make_app(size, lang, first=TitleScene(), hooks=main.game_hooks())
    done = pig_match()
    controller = TableController(
        match_at(done, len(done.moves) - 1),
        tuple(SeatPlayer(s.name, s.human, s.level) for s in SEATS),
        worker=main.make_worker(),
    )
    session = main.Session(app.ctx, controller, SEATS)
    controller.submit(*done.moves[-1])  # the last card: autosaved, the hand is over
    assert controller.match.hand.phase == HAND_OVER
    result = ResultScene(session)
    app.ctx.clear(result)
    app.step(0)
    assert app.stack.top is result
    return app, session, result


def open_review(app: Any, result: ResultScene) -> ReviewScene:
    assert result.review_button.visible
    testing.click(app, centre(result.review_button.rect))
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    return review


def wait_for(app: Any, review: ReviewScene, limit_s: float = 120.0) -> None:
    """Run frames until the analysis (in its thread) is done; the frames keep coming meanwhile."""
    start = time.monotonic()
    while review.analysing and time.monotonic() - start < limit_s:
        app.step(1 / 60)
        time.sleep(0.01)
    app.step(1 / 60)
    assert not review.analysing and review.error is None, review.error


def drawn_texts(app: Any) -> list[str]:
    seen: list[str] = []
    real = app.canvas.__class__.text

    def spy(self: Any, text: str, *args: Any, **kw: Any) -> Any:
        seen.append(text)
        return real(self, text, *args, **kw)

    app.canvas.__class__.text = spy
    try:
        app.draw()
    finally:
        app.canvas.__class__.text = real
    return seen


def pig_row(review: ReviewScene) -> MistakeRow:
    rows = [r for r in review.rows if r.entry.index == PIG_MOVE]
    assert rows, [(r.entry.index, action_code(r.entry.made)) for r in review.rows]
    return rows[0]


def record_of_play() -> tuple[bytes, int, int]:
    """What must not change: the saved game's bytes, Ann's hands counted, the history's size."""
    return (
        current_game_file().read_bytes(),
        ProfileStore().stats("Ann").hands,
        len(HandHistory().ids()),
    )


@pytest.mark.parametrize("size,lang", CASES)
def test_review_lists_the_pig_thrown_on_oneself(size: tuple[int, int], lang: str) -> None:
    app, _session, result = at_result(size, lang)
    review = open_review(app, result)
    assert review.analysing
    texts = drawn_texts(app)
    assert i18n.tr("review.analysing") in texts
    tag = f"{size[0]}x{size[1]}_{lang}"
    testing.screenshot(app, str(SHOTS / "review" / f"analysing_{tag}.png"))
    wait_for(app, review)
    row = pig_row(review)
    entry = row.entry
    assert action_code(entry.made) == "SQ" and action_code(entry.preferred) in (
        "S3",
        "S4",
        "S5",
        "S6",
    )
    assert entry.cost >= 5
    texts = drawn_texts(app)
    assert i18n.tr("review.col_cost") in texts
    cost = f"−{round(entry.cost)}"
    assert cost in texts  # the cost as drawn
    reason = entry.reason_zh if lang == "zh" else entry.reason_en
    assert "猪" in reason if lang == "zh" else "pig" in reason
    first_line = texts[texts.index(cost) + 1]  # the reason, in the row's language
    assert first_line and reason.startswith(first_line.rstrip())
    check(testing.drawn_rects(app))
    testing.click(app, centre(row.rect))
    assert row.selected and review.selected is row
    testing.screenshot(app, str(SHOTS / "review" / f"list_{tag}.png"))
    # Back returns to the result; opening the review again does not analyse again.
    testing.click(app, centre(review.back_button.rect))
    assert app.stack.top is result
    assert open_review(app, result) is review and not review.analysing and review.rows
    i18n.set_language("zh")


def test_play_on_from_here_is_the_same_hand_and_counts_nothing() -> None:
    app, session, result = at_result((1280, 720), "en")
    before = record_of_play()
    assert before[1] == 1  # the real hand was counted once
    review = open_review(app, result)
    wait_for(app, review)
    # Nothing selected yet: "play on" says what to do and goes nowhere.
    testing.click(app, centre(review.play_button.rect))
    assert app.stack.top is review
    assert any(i18n.tr("review.pick") == t[0] for t in app.toasts.items)
    testing.click(app, centre(pig_row(review).rect))
    testing.click(app, centre(review.play_button.rect))
    table = app.stack.top
    assert isinstance(table, StubTable)
    c = table.controller
    done = session.match.hand
    hand = c.match.hand
    assert hand.dealt == done.dealt  # the same four hands
    assert c.match.moves == session.match.moves[:PIG_MOVE]  # the same earlier moves
    assert hand.last_trick is not None
    assert [action_code(a) for _, a in hand.last_trick[0]] == ["C2", "C3", "CA", "C4"]
    assert [action_code(a) for _, a in hand.trick] == ["S2"]
    assert to_act(hand) == (0,) and c.waiting_for_human() == (0,)
    assert c.players == session.controller.players
    # South ducks this time; the computers play on; the hand ends.
    c.submit(0, parse_card("S3"))
    play_to(c, lambda ctrl: ctrl.phase == HAND_OVER)
    app.step(1 / 60)
    replay_result = app.stack.top
    assert isinstance(replay_result, ResultScene) and replay_result.session.from_review
    assert not replay_result.review_button.visible
    assert replay_result.next_button.text() == i18n.tr("review.back_to_review")
    assert record_of_play() == before  # nothing saved, nothing counted
    testing.click(app, centre(replay_result.next_button.rect))
    assert app.stack.top is review
    assert review.replayed is not None and "trick 2" in review.replayed
    assert review.replayed in drawn_texts(app)
    for _ in range(60):  # let the toasts fade before the picture
        app.step(0.1)
    testing.screenshot(app, str(SHOTS / "review" / "after_play_on_1280x720_en.png"))
    assert record_of_play() == before
    assert session in main._SESSIONS and len(main._SESSIONS) == 1  # the replay is closed
    # The real game goes on where it was: back to its result, next hand.
    testing.click(app, centre(review.back_button.rect))
    assert app.stack.top is result
    testing.click(app, centre(result.next_button.rect))
    assert isinstance(app.stack.top, StubTable) and app.stack.top.controller is session.controller
    assert session.match.hand.phase != HAND_OVER and len(session.match.records) == 1


def test_review_by_keyboard_and_the_real_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main, "table_factory", main._default_table_factory)
    app, session, result = at_result((1280, 720), "zh")
    before = record_of_play()
    result.focus.focus(result.review_button)
    testing.press(app, pygame.K_RETURN)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    wait_for(app, review)
    row = pig_row(review)
    review.focus.focus(review.rows[0])
    for _ in range(review.rows.index(row)):
        testing.press(app, pygame.K_DOWN)
    assert review.focus.current is row
    testing.press(app, pygame.K_RETURN)
    assert review.selected is row
    review.focus.focus(review.play_button)
    testing.press(app, pygame.K_RETURN)
    from game.table.scene import TableScene

    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(30):
        app.step(1 / 30)
    assert table.controller.match.hand.dealt == session.match.hand.dealt
    assert [action_code(a) for _, a in table.controller.match.hand.trick] == ["S2"]
    testing.screenshot(app, str(SHOTS / "review" / "table_play_on_1280x720_zh.png"))
    # Quitting to the title from the practice table: the real game stays saved as it was.
    testing.press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    menu.buttons[-1].activate()
    app.step(0)
    assert isinstance(app.stack.top, TitleScene)
    assert record_of_play() == before
    assert main._SESSIONS == []


def expert_hand() -> Any:
    """A first hand in which South is played by the expert (deterministic: worlds capped)."""
    from engine.gongzhu.arena import play_out
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import PRESETS

    return play_out(
        new_match(PRESETS["classic"], 11),
        ("expert", "normal", "normal", "normal"),
        budget_s=60,
        max_worlds=150,
    )


def test_a_clean_hand_says_nothing_cost_points() -> None:
    done = expert_hand()
    for lang in ("zh", "en"):
        app = testing.make_app((1280, 720), lang, first=TitleScene(), hooks=main.game_hooks())
        controller = TableController(
            match_at(done, len(done.moves) - 1),
            tuple(SeatPlayer(s.name, s.human, s.level) for s in SEATS),
            worker=main.make_worker(),
        )
        session = main.Session(app.ctx, controller, SEATS)
        controller.submit(*done.moves[-1])
        result = ResultScene(session)
        app.ctx.clear(result)
        app.step(0)
        review = open_review(app, result)
        wait_for(app, review)
        assert review.review is not None and review.review.decisions
        big = [r.entry for r in review.rows if r.entry.cost >= 20]
        assert not big, [(e.trick, action_code(e.made), e.cost) for e in big]
        if not review.rows:
            texts = drawn_texts(app)
            assert i18n.tr("review.none", n="5") in texts
            assert not review.play_button.visible
        check(testing.drawn_rects(app))
        testing.screenshot(app, str(SHOTS / "review" / f"clean_hand_1280x720_{lang}.png"))
        session.close()
    i18n.set_language("zh")


def test_the_review_runs_in_the_worker_process() -> None:
    """AIWorker.submit: the same review as in-process, computed in the spawned worker."""
    from functools import partial

    from engine.gongzhu.review import first_hand_of, hand_start, review_hand
    from game.session.ai_worker import AIWorker

    match = pig_match()
    start = hand_start(match)
    args = (
        match.rules,
        start.deal_order,
        start.first_receiver,
        first_hand_of(match),
        match.moves,
        0,
    )
    job = partial(review_hand, worlds=12, seed=3)
    worker = AIWorker()
    try:
        future = worker.submit(job, *args)
        remote = future.result(timeout=300)
    finally:
        worker.close()
    assert remote == job(*args)
    assert any(d.index == PIG_MOVE for d in remote.mistakes)


@pytest.mark.parametrize("size,lang", [((1024, 600), "en"), ((1280, 720), "zh")])
def test_the_pick_toast_covers_no_button_and_no_row(size: tuple[int, int], lang: str) -> None:
    """ "Play on" with nothing picked says so in the review's own strip: between the list and
    the buttons, clear of the page buttons even when there are pages."""
    app, _session, result = at_result(size, lang)
    review = open_review(app, result)
    wait_for(app, review)
    testing.click(app, centre(review.play_button.rect))
    assert any(i18n.tr("review.pick") == t[0] for t in app.toasts.items)
    drawn = testing.drawn_rects(app)
    toast = [r for t, r in drawn if t in ("toast", "toast.box")]
    assert toast
    buttons = (review.prev_button, review.next_button, review.play_button, review.back_button)
    slots = (
        [b.rect for b in buttons]
        + [  # every row a page can hold, shown or not
            pygame.FRect(r.rect.x, LIST_TOP + k * (ROW_H + ROW_GAP), r.rect.w, ROW_H)
            for r in review.rows[:1]
            for k in range(PER_PAGE)
        ]
    )
    for box in toast:
        for slot in slots:
            assert not box.inflate(-1, -1).colliderect(slot), (box, slot)


def test_the_review_rows_look_like_the_history_rows() -> None:
    """One look for a list's rows: the review's band and focus ring are the history's."""
    from game.scenes.history_row import HandRow

    app, _session, result = at_result((1280, 720), "en")
    review = open_review(app, result)
    wait_for(app, review)
    row = review.rows[0]
    history = HandRow("2026-01-01", 1, [0, 0, 0, 0], (), lambda: None)
    looks = []
    for focused in (False, True):
        for draw in (lambda c: review._draw_row(c, row), history.draw):
            app.canvas.surface.fill((40, 90, 60))
            for r in (row, history):
                r.rect = pygame.FRect(100, 200, 1000, 84)
                r.focused = focused
            draw(app.canvas)
            looks.append(
                [
                    tuple(app.canvas.surface.get_at(app.window_pos(p)))
                    # inside the band's corner, and on the focus ring above the row: where no
                    # cell draws (the review's columns sit at fixed places, the row moved here)
                    for p in ((103, 280), (350, 197))
                ]
            )
    assert looks[0] == looks[1] and looks[2] == looks[3]
    assert looks[0] != looks[2]  # the focus shows
