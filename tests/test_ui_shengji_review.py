"""升级's review on screen: reached from the hand's result (its button and R) and from the hand
history (R), the worker's answer awaited in real seconds, the decisions stepped through by
keys; and its words apart, inside the window and at 14 px or more at 1280×720 and 1920×1080
in both languages."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from engine.shengji import PRESETS, ShengjiMatch, new_match, to_act, view_for
from engine.shengji.ai import decide
from engine.shengji.ai.knowledge import ctx_from_view
from engine.shengji.ai.playing import ranked_plays
from engine.shengji.state import PLAY, Play
from game import testing
from game.session import shengji_review as job_session
from game.session.ai_worker import AIWorker
from game.session.shengji_review import job_from_match, job_from_record
from game.shengji_table.history import ShengjiHistoryScene
from game.shengji_table.review import ShengjiReviewScene
from game.texts import i18n
from game.texts.i18n import tr
from saves.shengji_history import ShengjiHistory, hand_record
from tests.shengji_drive import make_table, play_hand

EPS = 0.75


@pytest.fixture(autouse=True)
def _zh() -> Any:
    yield
    i18n.set_language("zh")


def wait_review(app: Any, scene: ShengjiReviewScene) -> None:
    testing.wait_real(app, lambda: not scene.analysing, "the review", 180.0)
    assert scene.error is None, scene.error
    assert scene.review is not None


def test_from_the_result_screen_by_its_button_and_by_r() -> None:
    app, table, ctrl = make_table("classic", seed=3)
    play_hand(app, table)
    assert table.result.review_button in table.place_buttons()
    testing.click(app, table.result.review_button.rect.center, frames=2)
    review = app.stack.top
    assert isinstance(review, ShengjiReviewScene)
    assert review.job.seat == ctrl.human and review.job.number == 1
    wait_review(app, review)
    n = len(review.points)
    assert n >= 5
    testing.press(app, pygame.K_RIGHT)
    testing.press(app, pygame.K_RIGHT)
    assert review.at == 2
    testing.press(app, pygame.K_LEFT)
    assert review.at == 1
    testing.press(app, pygame.K_END)
    assert review.at == n - 1
    testing.press(app, pygame.K_HOME)
    assert review.at == 0
    testing.press(app, pygame.K_DOWN)  # the next mistake, if the hand has one
    mistakes = [i for i in range(n) if review.costly(i)]
    assert review.at == (mistakes[0] if mistakes else 0)
    testing.press(app, pygame.K_ESCAPE, frames=2)
    assert app.stack.top is table
    testing.press(app, pygame.K_r, frames=2)  # R on the result: the review again
    again = app.stack.top
    assert isinstance(again, ShengjiReviewScene) and again is not review
    testing.press(app, pygame.K_ESCAPE, frames=2)
    assert app.stack.top is table


def mistaken_hand(seed: int = 4) -> ShengjiMatch:
    """South plays the normal player's choice, the heuristic's last one every third move."""
    m = new_match(PRESETS["classic"], seed)
    while not m.hand_over:
        s = to_act(m.hand)
        assert s is not None
        action = decide(view_for(m.hand, s), "normal", seed=len(m.moves))
        if s == 0 and m.hand.phase == PLAY and len(m.moves) % 3 == 0:
            action = Play(ranked_plays(ctx_from_view(view_for(m.hand, 0)))[-1][1])
        m, _ = m.apply(s, action)
    return m


def test_from_the_hand_history_by_r() -> None:
    m = mistaken_hand()
    ShengjiHistory().add(hand_record(m, 1, ["Ann", "", "", ""]), "test:1")
    history = ShengjiHistoryScene()
    app = testing.make_app((1280, 720), "en", first=history)
    testing.press(app, pygame.K_r, frames=2)
    review = app.stack.top
    assert isinstance(review, ShengjiReviewScene)
    assert review.job == job_from_match(m, 0)
    wait_review(app, review)
    testing.press(app, pygame.K_UP)  # no mistake before the first: it stays
    assert review.at == 0
    testing.press(app, pygame.K_RIGHT)
    assert review.at == 1
    testing.press(app, pygame.K_BACKSPACE, frames=2)
    assert app.stack.top is history


def test_a_record_is_reviewed_for_the_person_it_names() -> None:
    record = hand_record(mistaken_hand(), 1, ["", "", "Bo", ""])
    assert job_from_record(record).seat == 2


@pytest.fixture(scope="module")
def hand() -> ShengjiMatch:
    return mistaken_hand()


@pytest.mark.parametrize(
    "size,lang", [(s, lang) for s in ((1280, 720), (1920, 1080)) for lang in ("zh", "en")]
)
def test_every_decision_keeps_its_words_apart_inside_and_readable(
    hand: ShengjiMatch, size: tuple[int, int], lang: str
) -> None:
    review = ShengjiReviewScene(job_from_match(hand, 0))
    app = testing.make_app(size, lang, first=review)
    check(app, f"analysing {size} {lang}")
    wait_review(app, review)
    assert any(review.costly(i) for i in range(len(review.points)))
    for i in range(len(review.points)):
        review.at = i
        check(app, f"decision {i + 1} {size} {lang}")
        assert not review.clipped, f"decision {i + 1} {size} {lang}: words left out"
    review.exit()


def check(app: Any, where: str) -> None:
    """No text overlaps another, every drawn rectangle lies in the canvas, none under 14 px."""
    app.toasts.items.clear()
    window = app.canvas.area().inflate(2 * EPS, 2 * EPS)
    for tag, r in testing.drawn_rects(app):
        assert window.contains(r), f"{where}: {tag} {r} leaves the window"
    texts = testing.drawn_texts(app)
    assert texts, where
    small = [(text, px) for text, px, _r in texts if px < 14]
    assert not small, f"{where}: under 14 px: {small}"
    for (ta, _pa, a), (tb, _pb, b) in itertools.combinations(texts, 2):
        assert not a.inflate(-EPS, -EPS).colliderect(b.inflate(-EPS, -EPS)), (
            f"{where}: {ta!r} {a} overlaps {tb!r} {b}"
        )


def test_a_failed_review_is_logged_counted_told_and_tried_again_by_r(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*_args: object, **_kw: object) -> None:
        raise RuntimeError("no worlds")

    real = job_session.review_decision
    monkeypatch.setattr(job_session, "review_decision", broken)
    worker = AIWorker(use_process=False)  # the worker's own retry in a thread fails too
    review = ShengjiReviewScene(job_from_match(mistaken_hand(), 0), worker)
    app = testing.make_app((1280, 720), "zh", first=review)
    testing.wait_real(app, lambda: not review.analysing, "the failed review")
    assert review.error == "no worlds" and review.review is None
    assert worker.trouble.failed == len(review.points)
    assert any("review failed" in r.getMessage() for r in caplog.records)
    shown = [t for t, _p, _r in testing.drawn_texts(app)]
    assert any(t.startswith(tr("sjr.failed", msg="x")[:6]) for t in shown), shown
    monkeypatch.setattr(job_session, "review_decision", real)
    testing.press(app, pygame.K_r)
    wait_review(app, review)
    assert not review.failures


@pytest.mark.parametrize(("preset", "seat", "name"), [("duel", 1, "North"), ("friends", 4, "West")])
def test_the_duel_and_the_friends_hands_are_reviewed_with_the_tables_seat_names(
    preset: str, seat: int, name: str
) -> None:
    """The duel's second player is North (across the table), the fifth seat of 找朋友 West:
    the review names them so, and draws every decision."""
    match = new_match(PRESETS[preset], 6)
    while not match.hand_over:
        s = to_act(match.hand)
        assert s is not None
        match, _ = match.apply(s, decide(view_for(match.hand, s), "normal", 0.0, len(match.moves)))
    review = ShengjiReviewScene(job_from_match(match, seat))
    app = testing.make_app((1280, 720), "en", first=review)
    wait_review(app, review)
    assert f"{name} " in review.subtitle() or review.subtitle().startswith(name)
    for i in range(len(review.points)):
        review.at = i
        check(app, f"{preset} decision {i + 1}")
    review.exit()
