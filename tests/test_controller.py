"""The table controller: clocks in simulated time, pacing, computer players, human input."""

from __future__ import annotations

import multiprocessing.connection
import time

import pytest

from engine.gongzhu.actions import DONE, expose_first
from engine.gongzhu.cards import SPECIALS
from engine.gongzhu.hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    IllegalActionError,
    deal_from,
)
from engine.gongzhu.match import Match, new_match
from engine.gongzhu.rules import RuleSet
from game.session.ai_worker import AIWorker
from game.session.controller import FIRST_PROMPT_S, SeatPlayer, TableController

HUMAN_SOUTH = (
    SeatPlayer("我", True),
    SeatPlayer("东", False, "easy"),
    SeatPlayer("北", False, "easy"),
    SeatPlayer("西", False, "easy"),
)
COMPUTERS = tuple(SeatPlayer(n, False, "normal") for n in "SENW")


def controller(match: Match, players=HUMAN_SOUTH, clock: int = 20) -> TableController:
    return TableController(match, players, exposure_clock=clock, worker=AIWorker(use_process=False))


def window_match(seed: int = 0) -> Match:
    """A first hand in which South holds a special card, so the window waits for South."""
    rules = RuleSet()
    while True:
        match = new_match(rules, seed)
        if match.hand.phase == EXPOSURE and match.hand.pending & 1:
            return match
        seed += 1


def run(ctl: TableController, seconds: float, dt: float = 0.05, ready: bool = True) -> None:
    for _ in range(round(seconds / dt)):
        ctl.update(dt, ready)


def test_the_window_closes_by_itself_at_20_simulated_seconds():
    ctl = controller(window_match())
    run(ctl, 19.9)
    assert ctl.phase == EXPOSURE and ctl.window_left is not None and ctl.window_left > 0
    run(ctl, 0.2)
    assert ctl.phase == PLAY


def test_an_untimed_window_waits_for_the_human():
    ctl = controller(window_match(), clock=0)
    run(ctl, 120)
    assert ctl.phase == EXPOSURE and ctl.window_left is None
    ctl.submit(0, DONE)
    run(ctl, 10)  # the computers finish deciding; then the window closes
    assert ctl.phase in (PLAY, HAND_OVER)


def test_computer_players_wait_for_the_animation_and_a_visible_pause():
    ctl = controller(new_match(RuleSet(exposure="none"), 3), COMPUTERS)
    assert ctl.phase == PLAY
    run(ctl, 2.0, ready=False)
    assert ctl.match.moves == ()  # the table is still animating: nobody plays
    ctl.update(0.1, True)
    assert ctl.match.moves == ()  # less than the think delay so far
    run(ctl, 0.5)
    assert 1 <= len(ctl.match.moves) <= 2  # one card at a time, paced


def test_a_whole_computer_hand_reaches_the_end_and_reports_changes():
    saved: list[int] = []
    ctl = controller(new_match(RuleSet(), 5), COMPUTERS)
    ctl.on_change = lambda m: saved.append(len(m.moves))
    run(ctl, 120, dt=0.1)
    assert ctl.match.hand_over
    assert saved and saved[-1] == len(ctl.match.moves)  # autosave after every change
    events = ctl.take_events()
    assert events and ctl.take_events() == []


def test_an_illegal_human_play_is_refused_and_changes_nothing():
    ctl = controller(new_match(RuleSet(exposure="none"), 11))
    while ctl.phase == PLAY and ctl.match.hand.turn != 0:
        ctl.update(0.5)
    assert ctl.match.hand.turn == 0
    before = ctl.match
    legal = set(ctl.legal(0))
    illegal = next(c for c in range(52) if c not in legal)
    with pytest.raises(IllegalActionError):
        ctl.submit(0, illegal)
    assert ctl.match is before


def test_the_first_card_prompt_declines_itself_after_five_seconds():
    rules = RuleSet(first_exposure=True)
    order = list(range(52))
    # South (first receiver here) gets the pig as its first card.
    pig = SPECIALS[0]
    order.remove(pig)
    order.insert(0, pig)
    hand = deal_from(rules, order, first_receiver=0, first_hand=False)
    match = Match(rules, 1, hand)
    ctl = controller(match)
    assert ctl.phase == FIRST_EXPOSURE and ctl.first_left == FIRST_PROMPT_S
    assert expose_first(pig) in ctl.legal(0)
    run(ctl, FIRST_PROMPT_S + 0.2)
    assert ctl.phase != FIRST_EXPOSURE
    assert all(e.how != "first" for e in ctl.match.hand.exposures if e.seat == 0)


def test_a_dead_worker_process_is_replaced_and_the_game_goes_on():
    worker = AIWorker(use_process=True)
    players = (SeatPlayer("我", True),) + tuple(SeatPlayer(n, False, "hard") for n in "ENW")
    ctl = TableController(
        new_match(RuleSet(exposure="none", first_lead_c2=False), 2), players, worker=worker
    )
    try:
        worker.warm_up()
        pool = worker._executor()
        for proc in list(pool._processes.values()):  # simulate the worker being killed
            proc.kill()
            proc.join()
        for _ in range(600):
            ctl.update(0.05)
            time.sleep(0.01)  # real time, for the pool to notice its dead process
            if len(ctl.match.moves) >= 1 and ctl.match.hand.turn == 0:
                break
        assert ctl.match.moves, "the computer players carried on after their worker died"
    finally:
        ctl.close()


def test_closing_stops_a_worker_in_the_middle_of_a_long_job():
    """Quitting during a review (seconds of search) must not keep the game's process alive."""
    worker = AIWorker(use_process=True)
    future = worker.submit(time.sleep, 60)
    pool = worker._executor()

    def running() -> bool:
        return any(item.future.running() for item in list(pool._pending_work_items.values()))

    for _ in range(500):  # wait until the job is running in the worker
        if running() and pool._processes:
            break
        time.sleep(0.01)
    processes = list(pool._processes.values())
    assert processes and running()
    worker.close()
    # The process's sentinel closes when it ends (is_alive() can say True after another
    # thread, the pool's manager, has reaped it).
    ended = multiprocessing.connection.wait([p.sentinel for p in processes], timeout=10)
    assert len(ended) == len(processes), "the worker was left thinking after the window closed"
    for _ in range(500):
        if future.done():
            break
        time.sleep(0.01)
    assert future.cancelled(), "a job the game stopped was run again instead of dropped"


def test_a_worker_that_never_answers_is_given_up_on():
    class Hung:
        def done(self) -> bool:
            return False

    class HungWorker(AIWorker):
        def request(self, view, level, seed, budget_s=None):
            return Hung()

    ctl = TableController(new_match(RuleSet(exposure="none"), 3), COMPUTERS, worker=HungWorker())
    run(ctl, 10)
    assert ctl.match.moves == ()
    run(ctl, 10)
    assert ctl.match.moves  # after the timeout the table decides in-process and goes on
