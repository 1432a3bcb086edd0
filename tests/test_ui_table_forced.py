"""Auto-play of forced cards (the setting, on by default): a card that is the only one South
may play lifts for a beat and goes by itself; never with a choice (a 拱双猪 pair as one card
or two), never behind the hot-seat hand-over screen, never with the setting off.

Through the real controller and table (headless), with the app's own clock: a position is
reached by playing the engine's first legal action for everyone, then the table is opened on it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from engine.gongzhu.actions import CLAIM, PAIR_BASE, Action
from engine.gongzhu.hand import HAND_OVER, PLAY, HandState, advance, legal_actions, to_act
from engine.gongzhu.match import Match, new_match
from engine.gongzhu.rules import RuleSet
from game import testing
from game.session import ai_worker
from game.session.ai_worker import AIWorker, Choice
from game.session.controller import SeatPlayer, TableController
from game.table import layout as L
from game.table.forced import BEAT_S
from game.table.scene import TableScene
from game.ui.handover import HandoverScene

DT = 1 / 30
ONE_DECK = RuleSet(exposure="none")
TWO_DECKS = RuleSet(decks=2, exposure="none")


def first_legal(
    view: Any, level: str, budget_s: float, seed: int, max_worlds: int | None = None
) -> Choice:
    return Choice(view.legal[0], "first legal", "第一个合法")


@pytest.fixture(autouse=True)
def stub_ai(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> Any:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    monkeypatch.setattr(ai_worker, "decide", first_legal)
    yield


def plays(st: HandState, seat: int) -> list[Action]:
    return [a for a in legal_actions(st, seat) if a != CLAIM]


def position(rules: RuleSet, want: Callable[[HandState], bool], seat: int = 0) -> Match:
    """A match at ``seat``'s turn where ``want(hand)`` holds (everyone played first legal)."""
    for seed in range(1, 400):
        match = new_match(rules, seed)
        while match.hand.phase != HAND_OVER:
            st = match.hand
            who = to_act(st)[0]
            if who == seat and st.phase == PLAY and want(st):
                return match
            match, _ = match.apply(who, legal_actions(st, who)[0])
    raise AssertionError("no such position")


def single_forced(st: HandState, seat: int = 0) -> bool:
    legal = plays(st, seat)
    return len(legal) == 1 and legal[0] < PAIR_BASE


def open_table(
    match: Match, humans: tuple[int, ...] = (0,), **settings: Any
) -> tuple[Any, TableScene, TableController]:
    players = tuple(SeatPlayer(f"P{s}", s in humans, "easy") for s in range(4))
    ctl = TableController(match, players, exposure_clock=0, worker=AIWorker(use_process=False))
    if ctl.handover_to is not None:
        ctl.accept_handover()
    scene = TableScene(ctl, seat=ctl.viewer, animate_deal=False)
    app = testing.make_app((1280, 720), "en", first=scene, **settings)
    return app, scene, ctl


def run(app: Any, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        app.step(DT)


def lifted(scene: TableScene, card: int) -> float:
    hand, _rects, raised = scene.hand_rects()
    return raised[hand.index(card)]


def test_a_forced_card_lifts_for_a_beat_then_plays_itself() -> None:
    match = position(ONE_DECK, lambda st: single_forced(st) and st.tricks < 10)
    app, scene, ctl = open_table(match)
    (card,) = plays(ctl.match.hand, 0)
    moves = len(ctl.match.moves)
    run(app, BEAT_S / 2)
    assert len(ctl.match.moves) == moves, "played before the player could see it"
    assert lifted(scene, card) > L.RAISE  # it stands above the other playable cards
    run(app, BEAT_S)
    assert ctl.match.moves[moves] == (0, card)
    ctl.close()


def test_the_last_card_plays_itself() -> None:
    match = position(ONE_DECK, lambda st: st.tricks == 12)
    app, _scene, ctl = open_table(match)
    run(app, BEAT_S + 0.2)
    assert ctl.match.hand.hand1[0] == 0  # South's last card went
    ctl.close()


def test_with_the_setting_off_the_player_clicks_it() -> None:
    match = position(ONE_DECK, lambda st: single_forced(st) and st.tricks < 10)
    app, scene, ctl = open_table(match, auto_play=False)
    (card,) = plays(ctl.match.hand, 0)
    moves = len(ctl.match.moves)
    run(app, 3.0)
    assert len(ctl.match.moves) == moves and lifted(scene, card) == L.RAISE
    testing.press(app, pygame.K_RIGHT)
    testing.press(app, pygame.K_RETURN)
    assert ctl.match.moves[moves] == (0, card)
    ctl.close()


def test_a_pair_that_may_go_as_one_card_or_two_waits_for_the_player() -> None:
    def pair_or_single(st: HandState) -> bool:
        legal = plays(st, 0)
        return len(legal) == 2 and legal[1] == PAIR_BASE + legal[0]

    match = position(TWO_DECKS, pair_or_single)
    app, scene, ctl = open_table(match)
    moves = len(ctl.match.moves)
    run(app, 3.0)
    assert len(ctl.match.moves) == moves and scene.acting()
    ctl.close()


def test_never_behind_the_hot_seat_hand_over_screen() -> None:
    def west_then_south_forced(st: HandState) -> bool:
        after = st.copy()
        advance(after, 3, legal_actions(st, 3)[0])
        return after.phase == PLAY and to_act(after) == (0,) and single_forced(after)

    match = position(ONE_DECK, west_then_south_forced, seat=3)
    app, scene, ctl = open_table(match, humans=(0, 3))
    assert scene.me == 3 == ctl.viewer
    ctl.submit(3, legal_actions(ctl.match.hand, 3)[0])
    for _ in range(120):
        if isinstance(app.stack.top, HandoverScene):
            break
        app.step(DT)
    assert isinstance(app.stack.top, HandoverScene) and ctl.handover_to == 0
    moves = len(ctl.match.moves)
    run(app, 3.0)  # the screen waits for South: his forced card waits with it
    assert len(ctl.match.moves) == moves
    testing.press(app, pygame.K_RETURN)
    assert scene.me == 0 and len(ctl.match.moves) == moves
    run(app, BEAT_S + 0.2)  # now he sees it lift, and it goes
    assert len(ctl.match.moves) == moves + 1 and ctl.match.moves[-1][0] == 0
    ctl.close()


def test_practice_undo_of_a_forced_card_waits_for_the_player() -> None:
    """Undo goes back past a forced card: the card taken back is not played again by itself."""
    match = position(ONE_DECK, lambda st: single_forced(st) and st.tricks < 10)
    players = (SeatPlayer("P0", True),) + tuple(SeatPlayer("", False, "easy") for _ in range(3))
    ctl = TableController(
        match, players, exposure_clock=0, worker=AIWorker(use_process=False), practice=True
    )
    scene = TableScene(ctl, seat=0, animate_deal=False)
    app = testing.make_app((1280, 720), "en", first=scene)
    moves = len(ctl.match.moves)
    run(app, BEAT_S + 0.2)
    assert len(ctl.match.moves) > moves  # it went by itself
    testing.press(app, pygame.K_u)
    assert len(ctl.match.moves) == moves
    run(app, 3.0)
    assert len(ctl.match.moves) == moves and scene.acting()  # back where it was, waiting
    ctl.close()
