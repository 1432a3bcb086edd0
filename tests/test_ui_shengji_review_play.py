"""升级's review as complete as 拱猪's: in hot seat it offers every person's seat and shows the
chosen one's decisions; "play on from here" puts the hand on a table just before the decision
shown, that seat to choose again, and its end comes back to the review with a line saying how
it went beside the real hand — the real game's records untouched."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.shengji import PRESETS, ShengjiMatch, new_match, to_act, view_for
from engine.shengji.ai import decide
from engine.shengji.moves import legal_actions
from game import testing
from game.session import shengji_review as job_session
from game.session.shengji_controller import ShengjiController
from game.shengji_table.history import ShengjiHistoryScene
from game.shengji_table.review import ShengjiReviewScene
from game.shengji_table.review_words import played_on_words
from game.shengji_table.scene import ShengjiTableScene
from game.texts import i18n
from game.ui.handover import HandoverScene
from saves.shengji_history import ShengjiHistory, hand_record
from tests.shengji_drive import play_hand, run_until

PEOPLE = {0: "Ann", 1: "Bob"}


@pytest.fixture(autouse=True)
def _zh() -> Any:
    yield
    i18n.set_language("zh")


def finished(seed: int = 4) -> ShengjiMatch:
    """A classic hand played to its end by the normal player at every seat."""
    m = new_match(PRESETS["classic"], seed)
    while not m.hand_over:
        s = to_act(m.hand)
        assert s is not None
        m, _ = m.apply(s, decide(view_for(m.hand, s), "normal", seed=len(m.moves)))
    return m


def at_result(humans: dict[int, str], human: int, lang: str = "en") -> tuple[Any, Any, Any]:
    """The table showing the finished hand's result, ``human`` the last at the screen."""
    ctrl = ShengjiController(finished(), human=human, humans=dict(humans))
    ctrl.finish_showing()
    table = ShengjiTableScene(ctrl)
    app = testing.make_app((1280, 720), lang, first=table)
    run_until(app, lambda: table.result.review_button in table.place_buttons())
    return app, table, ctrl


def open_review(app: Any) -> ShengjiReviewScene:
    testing.press(app, pygame.K_r, frames=2)
    review = app.stack.top
    assert isinstance(review, ShengjiReviewScene)
    return review


def test_two_people_are_offered_both_seats_the_last_at_the_screen_first() -> None:
    app, _table, ctrl = at_result(PEOPLE, human=1)
    review = open_review(app)
    choice = review.seat_choice
    assert choice is not None and [o.value for o in choice.options] == [0, 1]
    assert [o.text() for o in choice.options] == ["South Ann", "East Bob"]
    assert review.job.seat == 1  # the hand last on screen
    assert all(ctrl.match.moves[i][0] == 1 for i, _ in review.points)
    testing.click(app, choice.segments[0].center, frames=2)  # Ann's decisions
    assert review.job.seat == 0 and review.at == 0
    assert review.points and all(ctrl.match.moves[i][0] == 0 for i, _ in review.points)
    testing.press(app, pygame.K_TAB)  # the keyboard's way to the other seat
    assert review.job.seat == 1
    review.exit()


def test_one_person_is_offered_no_choice() -> None:
    app, _table, _ctrl = at_result({0: ""}, human=0)
    review = open_review(app)
    assert review.seat_choice is None and review.job.seat == 0
    review.exit()


def test_a_decision_is_chosen_by_mouse_and_keys_and_played_on_from() -> None:
    app, table, ctrl = at_result({0: ""}, human=0)
    real, real_records = ctrl.match, ctrl.match.records
    review = open_review(app)
    app.step(1 / 30)  # drawn once: the decisions' squares are where the mouse finds them
    testing.click(app, review.strip[4].center)
    assert review.at == 4
    testing.press(app, pygame.K_RIGHT)
    assert review.at == 5  # (the 5th was forced: the one card of the suit led)
    index = review.points[5][0]
    testing.click(app, review.play_button.rect.center, frames=2)
    practice = app.stack.top
    assert isinstance(practice, ShengjiTableScene) and practice is not table
    pc = practice.controller
    assert pc.match.moves == real.moves[:index]  # just before the decision
    assert to_act(pc.hand) == 0 and pc.human == 0  # the person chooses again
    assert pc.on_change is None  # practice: never saved, never counted
    assert pc.match.records == real_records[:-1]
    play_hand(app, practice)
    assert practice.result.buttons() == [practice.result.button]  # only the way back
    testing.click(app, practice.result.button.rect.center, frames=2)
    assert app.stack.top is review
    assert review.played is not None and review.played.decision == 6
    assert review.played.real_points == real.records[-1].result.defenders_points
    said = played_on_words(review.played)
    assert str(review.played.points) in said and str(review.played.real_points) in said
    assert ctrl.match is real and ctrl.match.records == real_records  # the real game as it was
    testing.screenshot(app, "/tmp/sjr/played_on_en_1280.png")
    review.exit()


def choices_at(review: ShengjiReviewScene) -> list[int]:
    """How many plays the rules allowed at each of the reviewed seat's decisions."""
    return [len(legal_actions(st, review.job.seat)) for _i, st in review.points]


def test_a_forced_decision_offers_no_play_on_and_p_does_nothing() -> None:
    app, table, _ctrl = at_result({0: ""}, human=0)
    review = open_review(app)
    app.step(1 / 30)
    forced = choices_at(review).index(1)
    testing.click(app, review.strip[forced].center)
    assert review.at == forced
    assert review.play_button.visible and not review.play_button.enabled
    app.toasts.items.clear()
    testing.press(app, pygame.K_p, frames=3)
    testing.click(app, review.play_button.rect.center, frames=2)
    assert app.stack.top is review and app.stack.scenes[-2] is table  # no table to play on at
    assert not app.toasts.items  # and no word of practice
    review.exit()


def test_a_real_choice_offers_play_on_by_button_and_key() -> None:
    app, _table, _ctrl = at_result({0: ""}, human=0)
    review = open_review(app)
    app.step(1 / 30)
    counts = choices_at(review)
    assert 1 in counts  # the hand has forced decisions too
    choice = next(i for i, n in enumerate(counts) if n > 1)
    testing.click(app, review.strip[choice].center)
    assert review.play_button.visible and review.play_button.enabled
    testing.press(app, pygame.K_p, frames=2)
    practice = app.stack.top
    assert isinstance(practice, ShengjiTableScene) and practice.practice is not None
    assert practice.controller.match.moves == review.job.moves[: review.points[choice][0]]
    practice.exit()
    review.exit()


def test_in_hot_seat_the_chosen_seat_plays_on_after_the_hand_over() -> None:
    app, _table, _ctrl = at_result(PEOPLE, human=0)
    review = open_review(app)
    review.choose(1)
    testing.press(app, pygame.K_p, frames=2)
    handover = app.stack.top
    assert isinstance(handover, HandoverScene) and handover.seat == 1  # Bob's cards are private
    testing.click(app, (640, 360), frames=2)
    practice = app.stack.top
    assert isinstance(practice, ShengjiTableScene)
    pc = practice.controller
    assert to_act(pc.hand) == 1 and pc.human == 1 and pc.humans == PEOPLE
    assert practice.hand_cards()  # Bob's hand, face up for him
    review.exit()
    practice.exit()


def test_the_comparison_counts_levels_then_points_from_the_seats_side() -> None:
    real = finished()
    same = job_session.played_on(real, real, 0, 1)
    assert same.verdict == "same" and same.points == same.real_points


def test_a_hot_seat_hand_from_the_history_offers_every_named_person() -> None:
    record = hand_record(finished(), 1, ["Ann", "", "Cy", ""])
    ShengjiHistory().add(record, "test:hot")
    app = testing.make_app((1280, 720), "en", first=ShengjiHistoryScene())
    review = open_review(app)
    assert review.seat_choice is not None and review.job.seat == 0
    assert [o.text() for o in review.seat_choice.options] == ["South Ann", "North Cy"]
    assert not review.play_button.visible  # no table to play on at
    review.choose(2)
    assert review.points and all(record["moves"][i].startswith("2 ") for i, _ in review.points)
    review.exit()
