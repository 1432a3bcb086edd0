"""The computer players a person meets are the ones the engine measures: through the table's
controller and the worker process, with exposures on the table, nothing falls back.

Before, the compiled engine's Exposure did not survive pickling: every question whose view
held an exposure killed the worker and the normal player silently answered instead.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from concurrent.futures import Future
from pathlib import Path
from types import SimpleNamespace

import pytest

from engine.gongzhu.hand import EXPOSURE, PLAY, to_act
from engine.gongzhu.match import new_match
from engine.gongzhu.review import HandReview
from engine.gongzhu.rules import PRESETS, RuleSet
from game.logbook import LOG_NAME, start_log, stop_log
from game.session.ai_worker import AIWorker, Choice, Thought
from game.session.controller import SIMPLIFIED_NOTICE, SeatPlayer, TableController
from game.session.review import start_review
from game.session.table_arena import play_through_table

ROOT = Path(__file__).resolve().parent.parent
COMPUTERS = tuple(SeatPlayer(n, False, "expert") for n in "SENW")


# ------------------------------------------------------------------ 1. values round-trip


def run_values(engine_root: Path) -> str:
    """Run tests/worker_values.py with the engine found first in ``engine_root``."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-m", "tests.worker_values"],
        check=False,
        cwd=engine_root,  # python -m puts the working folder first on the path
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_every_value_sent_to_the_worker_comes_back_equal_compiled_engine() -> None:
    """Views, exposures (明, 首明, 暗卖), rules, scores, decisions, reviews and advice, from
    real hands of every preset, through pickle with the engine as installed (compiled)."""
    out = run_values(ROOT)
    assert "Exposure=" in out and "SeatView=" in out and "HandReview=" in out
    assert "ShengjiView=" in out and "Play=" in out and "HandResult=" in out
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    if any((ROOT / "engine").rglob(f"*{suffix}")):
        assert f"engine.gongzhu.scoring from scoring{suffix}" in out


def test_every_value_sent_to_the_worker_comes_back_equal_plain_engine(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    shutil.copytree(
        ROOT / "engine", plain / "engine", ignore=shutil.ignore_patterns("*.so", "*.pyd")
    )
    out = run_values(plain)
    assert "views with an exposure=" in out
    assert "engine.gongzhu.scoring from scoring.py" in out


# ------------------------------------------------------------------ 2. no silent fallback


def logged(home: Path) -> str:
    path = home / "logs" / LOG_NAME
    return path.read_text(encoding="utf-8") if path.exists() else ""


@pytest.fixture
def log_file(private_home: Path):  # type: ignore[no-untyped-def]
    start_log(private_home / "logs")
    yield private_home
    stop_log()


def exposure_view(rules: RuleSet = PRESETS["classic"], deal: int = 5):
    """A view in the play phase of a real hand that holds an exposure (computers exposed)."""
    out = play_through_table(rules, ("normal",) * 4, deal, 1, compare=False)
    assert out.hands == 1
    # Replay the same hand to the first lead, with the exposures it had.
    match = new_match(rules, deal)
    for seat, action in _first_moves(rules, deal):
        match, _ = match.apply(seat, action)
    return match


def _first_moves(rules: RuleSet, deal: int):  # type: ignore[no-untyped-def]
    ctl = TableController(
        new_match(rules, deal),
        tuple(SeatPlayer(n, False, "normal") for n in "SENW"),
        exposure_clock=0,
        worker=AIWorker(use_process=False),
        think_delay=0.0,
    )
    while ctl.phase != PLAY:
        ctl.update(0.05)
    return ctl.match.moves


def test_a_worker_that_dies_mid_thought_is_thought_again_here_at_the_same_level(
    log_file: Path,
) -> None:
    match = exposure_view()
    seat = to_act(match.hand)[0]
    from engine.gongzhu.view import view_for

    view = view_for(match.hand, seat, match.moves)
    assert view.exposures, "the position must hold an exposure"
    worker = AIWorker(budgets={"expert": 8.0})
    try:
        worker.warm_up()
        thought = worker.request(view, "expert", 11)
        pool = worker._executor()
        for _ in range(500):  # wait until the search runs in the worker, then kill it
            if any(i.future.running() for i in list(pool._pending_work_items.values())):
                break
            time.sleep(0.01)
        for process in list(pool._processes.values()):
            process.kill()
        choice = thought.result(timeout=60)
    finally:
        worker.close()
    assert isinstance(choice, Choice) and not choice.simplified
    assert choice.action in view.legal
    assert (worker.trouble.failed, worker.trouble.rethought, worker.trouble.simplified) == (1, 1, 0)
    text = logged(log_file)
    assert "the worker failed" in text and "BrokenProcessPool" in text


def test_a_worker_that_never_answers_is_given_up_and_thought_again_here(log_file: Path) -> None:
    match = exposure_view()
    seat = to_act(match.hand)[0]
    from engine.gongzhu.view import view_for

    view = view_for(match.hand, seat, match.moves)
    worker = AIWorker(max_worlds=4)
    never: Future[Choice] = Future()  # a worker that hangs
    thought = Thought(worker, (view, "hard", 3, 0.2), never)
    assert not thought.done()
    thought.give_up()
    choice = thought.result(timeout=60)
    assert choice.action in view.legal and not choice.simplified
    assert (worker.trouble.failed, worker.trouble.rethought) == (1, 1)
    assert "did not answer in time" in logged(log_file)


def test_when_the_retry_fails_too_normal_plays_and_the_player_is_told_once(
    log_file: Path,
) -> None:
    """A level the engine refuses fails in the worker and in the retry: the fallback plays,
    it is logged and counted, and the table says so once in the game, not at every move."""
    players = (SeatPlayer("S", False, "grandmaster"),) + tuple(
        SeatPlayer(n, False, "normal") for n in "ENW"
    )
    ctl = TableController(
        new_match(RuleSet(exposure="none"), 4), players, exposure_clock=0, think_delay=0.0
    )
    notices = []
    try:
        last = time.monotonic()
        while len([m for m in ctl.match.moves if m[0] == 0]) < 3:
            time.sleep(0.005)
            now = time.monotonic()
            ctl.update(now - last)
            last = now
            notice = ctl.take_notice()
            if notice is not None:
                notices.append(notice)
    finally:
        ctl.close()
    trouble = ctl.worker.trouble
    assert trouble.simplified >= 3 and trouble.failed >= 3
    assert notices == [SIMPLIFIED_NOTICE]
    text = logged(log_file)
    assert "unknown level 'grandmaster'" in text and "the normal player decides" in text
    assert "Traceback" in text


def test_the_log_lives_in_the_data_folder_and_takes_warnings(private_home: Path) -> None:
    path = start_log()
    try:
        logging.getLogger("game.test").warning("a save was set aside")
    finally:
        stop_log()
    assert path is not None and path.parent.parent == private_home
    assert "a save was set aside" in path.read_text(encoding="utf-8")


# ------------------------------------------------------------------ 3. the end-to-end arena


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_hands_through_the_table_play_what_the_engine_plays(preset: str) -> None:
    """A hand of each preset, one seat of each level, exposure on, through the controller
    and the worker process: each answer equals the engine's in-process answer, none fell back."""
    out = play_through_table(PRESETS[preset], ("easy", "normal", "hard", "expert"), 5, 1)
    assert out.hands == 1
    assert out.mismatches == []
    assert (out.failed, out.rethought, out.simplified) == (0, 0, 0)
    for level in ("easy", "normal", "hard", "expert"):
        assert out.compared[level] >= 10, out.compared
    assert out.through_worker >= 20
    assert sum(out.with_exposure[lv] for lv in ("hard", "expert")) >= 10, out.with_exposure


# ------------------------------------------------------------------ 4. hint, review, advisor


def test_hint_review_and_advisor_go_through_the_worker_with_exposures_on_the_table() -> None:
    match = exposure_view(PRESETS["classic"], 5)
    seat = to_act(match.hand)[0]
    players = tuple(SeatPlayer(n, s == seat, "expert") for s, n in enumerate("SENW"))
    worker = AIWorker(max_worlds=4)
    ctl = TableController(match, players, exposure_clock=0, worker=worker)
    try:
        assert ctl.view(seat).exposures
        hint = ctl.hint(seat).result(timeout=60)
        assert hint.action in ctl.legal(seat) and not hint.simplified
        # The advisor in the exposure window of a two-deck hand where cards were exposed.
        window = new_match(PRESETS["double"], 5)
        for s, a in _first_moves(PRESETS["double"], 5)[:-1]:  # the window's last word unsaid
            window, _ = window.apply(s, a)
        assert window.hand.phase == EXPOSURE and window.hand.exposures
        ctl_w = TableController(window, players, exposure_clock=0, worker=worker, practice=True)
        asker = to_act(window.hand)[0]
        advice = ctl_w.advise_exposures(asker, worlds=4, budget_s=5.0).result(timeout=60)
        assert isinstance(advice, dict)
        # The review of a finished hand that had exposures.
        done = play_through_table(PRESETS["classic"], ("normal",) * 4, 5, 1, compare=False)
        assert done.hands == 1
        finished = new_match(PRESETS["classic"], 5)
        ctl_r = TableController(
            finished,
            tuple(SeatPlayer(n, False, "normal") for n in "SENW"),
            exposure_clock=0,
            worker=AIWorker(use_process=False),
            think_delay=0.0,
        )
        while not ctl_r.match.hand_over:
            ctl_r.update(0.05)
        assert ctl_r.match.hand.exposures
        session = SimpleNamespace(match=ctl_r.match, controller=ctl)
        review = start_review(session, 0).result(timeout=300)  # type: ignore[arg-type]
        assert isinstance(review, HandReview) and review.decisions
    finally:
        ctl.close()
    assert (worker.trouble.failed, worker.trouble.simplified) == (0, 0)


def test_a_log_file_on_a_full_disk_never_stops_the_game(tmp_path: Path) -> None:
    """The log shares the data folder: when that disk is full, records are dropped quietly."""
    path = start_log(tmp_path / "logs")
    assert path is not None
    handler = logging.getLogger().handlers[-1]

    class Full:
        def write(self, text: str) -> int:
            raise OSError(28, "No space left on device")

        def flush(self) -> None:
            raise OSError(28, "No space left on device")

        def close(self) -> None:
            raise OSError(28, "No space left on device")

    handler.stream = Full()  # type: ignore[attr-defined]
    logging.getLogger("game.test").error("one more thing went wrong")
    stop_log()  # must not raise
    assert handler.dropped >= 1  # type: ignore[attr-defined]
