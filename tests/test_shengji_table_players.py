"""The 升级 table's computer players: each level plays whole hands through the controller, asked
through the worker (game/session/ai_worker.py) — in its process for the searching levels — and
the frame never waits for an answer still on its way."""

from __future__ import annotations

import time
from concurrent.futures import Future

import pytest

from engine.shengji import PRESETS, new_match, view_for
from engine.shengji.ai import decide as engine_decide
from engine.shengji.state import HAND_OVER, PLAY, Action
from engine.shengji.view import ShengjiView
from game.session.ai_worker import AIWorker, Choice
from game.session.shengji_controller import LEVELS, ShengjiController

DT = 0.05


def all_computers(preset: str, level: str, worker: AIWorker, seed: int = 3) -> ShengjiController:
    """A table with no person at it (seat -1): every seat a computer player of ``level``."""
    match = new_match(PRESETS[preset], seed)
    return ShengjiController(
        match, human=-1, level=level, worker=worker, think_delay=0.0, draw_step=0.0
    )


def play_out(ctrl: ShengjiController, limit: int = 40_000, real_time: bool = False) -> None:
    """Frames until the hand is over; ``real_time``: each frame's time as it passed (a worker
    process answers in real seconds, which a fast loop of fixed steps would outrun)."""
    last = time.monotonic()
    for _ in range(limit):
        if ctrl.hand_over():
            return
        if real_time:
            time.sleep(0.002)
            now = time.monotonic()
            ctrl.update(now - last)
            last = now
        else:
            ctrl.update(DT)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", LEVELS)
def test_hands_complete_through_the_controller_at_every_level(preset: str, level: str) -> None:
    worker = AIWorker(use_process=False, max_worlds=2)
    ctrl = all_computers(preset, level, worker)
    play_out(ctrl)
    result = ctrl.match.hand.result
    assert result is not None and ctrl.match.records[-1].result == result
    assert len(ctrl.match.moves) > 10  # every action was checked by the engine on its way
    assert worker.trouble.simplified == 0 and worker.trouble.failed == 0


class HeldWorker(AIWorker):
    """A worker whose answers wait until the test lets them go."""

    def __init__(self) -> None:
        super().__init__(use_process=False)
        self.waiting: list[tuple[ShengjiView, Future[Choice]]] = []

    def runs_inline(self, level: str) -> bool:
        return False

    def request(self, view, level, seed, budget_s=None):  # type: ignore[no-untyped-def,override]
        future: Future[Choice] = Future()
        self.waiting.append((view, future))
        return future


def test_the_frame_never_waits_for_a_thought_on_its_way() -> None:
    worker = HeldWorker()
    ctrl = all_computers("classic", "hard", worker)
    for _ in range(50_000):  # on to the first play, answering each question at once
        ctrl.update(DT)
        if worker.waiting and worker.waiting[-1][0].phase == PLAY:
            break
        for view, future in worker.waiting:
            if not future.done():
                future.set_result(Choice(engine_decide(view, "normal"), "", ""))
    view, future = worker.waiting[-1]
    moves = len(ctrl.match.moves)
    asked = len(worker.waiting)
    for _ in range(100):  # the question is out: frames go on, nothing is played
        ctrl.update(DT)
    assert len(ctrl.match.moves) == moves and ctrl.thinking_seat() == view.seat
    assert len(worker.waiting) == asked  # asked once, not again every frame
    future.set_result(Choice(engine_decide(view, "normal"), "", ""))
    ctrl.update(DT)
    assert len(ctrl.match.moves) == moves + 1 and len(worker.waiting) == asked


def test_an_answer_that_fails_is_made_by_the_normal_player_and_counted() -> None:
    class Failing(HeldWorker):
        def request(self, view, level, seed, budget_s=None):  # type: ignore[no-untyped-def]
            future: Future[Choice] = Future()
            future.set_exception(RuntimeError("the worker broke"))
            return future

    worker = Failing()
    ctrl = all_computers("classic", "expert", worker)
    for _ in range(200):
        ctrl.update(DT)
    assert ctrl.match.moves and worker.trouble.simplified == len(ctrl.match.moves)


def test_the_searching_levels_think_in_the_worker_process() -> None:
    """A classic hand with hard players through a real worker process: every answer is the one
    the engine gives in this process (the search capped, so it depends on the seed alone)."""
    worker = AIWorker(max_worlds=2)
    asked: list[tuple[ShengjiView, int, Action]] = []
    request = worker.request

    def recording(view, level, seed, budget_s=None):  # type: ignore[no-untyped-def]
        future = request(view, level, seed, 60.0)
        asked.append((view, seed, future))
        return future

    worker.request = recording  # type: ignore[method-assign]
    assert not worker.runs_inline("hard")
    ctrl = all_computers("classic", "hard", worker, seed=5)
    try:
        play_out(ctrl, 400_000, real_time=True)
    finally:
        worker.close()
    assert worker.trouble.failed == 0 and worker.trouble.simplified == 0
    plays = [(v, s, f) for v, s, f in asked if v.phase == PLAY]
    assert len(plays) >= 24  # every play (a throw takes several cards a seat at once)
    for view, seed, future in plays:
        assert future.result().action == engine_decide(view, "hard", 60.0, seed, 2)
    assert ctrl.match.hand.phase == HAND_OVER and view_for(ctrl.match.hand, 0).result is not None
