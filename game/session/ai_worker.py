"""Computer players think in another process, so the frame loop never waits for them.

A search is pure Python: in a thread it would hold the GIL and stall frames.
A single worker process (spawned once, reused) takes ``(view, level, budget,
seed)`` and returns the engine's decision. The quick levels (easy, normal)
answer in milliseconds and run in-process to save the round trip. The worker
runs at a lower priority: where the cores are busy, the frame loop goes first.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from engine.view import SeatView

QUICK_LEVELS = ("easy", "normal")
BUDGETS = {"easy": 0.0, "normal": 0.0, "hard": 0.2, "expert": 1.0}


@dataclass(frozen=True)
class Choice:
    """What a computer player (or the hint) decided, with its reason in both languages."""

    action: int
    reason_en: str
    reason_zh: str


CAMPAIGN_PREFIX = "campaign:"  # "campaign:<personality>": a 闯关 opponent (engine.campaign)


def base_level(level: str) -> str:
    """The engine.ai level a computer level thinks at (a campaign personality builds on one)."""
    if not level.startswith(CAMPAIGN_PREFIX):
        return level
    from engine.campaign import base_level as campaign_base

    return campaign_base(level)


def decide(view: SeatView, level: str, budget_s: float, seed: int) -> Choice:
    """Ask the engine's computer player (runs in the worker process or inline)."""
    if level.startswith(CAMPAIGN_PREFIX):
        from engine.campaign import choose
    else:
        from engine.ai import choose  # imported lazily: the worker imports it once

    d: Any = choose(view, level, budget_s, seed)
    return Choice(d.action, d.reason_en, d.reason_zh)


class _Done:
    """A finished future for decisions made in-process."""

    def __init__(self, value: Any, error: BaseException | None = None) -> None:
        self._value, self._error = value, error

    def done(self) -> bool:
        return True

    def result(self) -> Any:
        if self._error is not None:
            raise self._error
        assert self._value is not None
        return self._value


class AIWorker:
    """Runs computer decisions off the frame loop; ``request`` returns a future to poll."""

    def __init__(self, use_process: bool = True) -> None:
        self._use_process = use_process
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()  # a background warm-up and the frame loop may both start it
        self._warmed = False

    def _executor(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                ctx = multiprocessing.get_context("spawn")
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=ctx, initializer=_yield_to_frames
                )
            return self._pool

    def warm_up(self, levels: Iterable[str] | None = None, background: bool = False) -> None:
        """Start the worker early (while the title or the deal shows) so the first move is not late.

        With ``levels`` (the computer players' levels) nothing starts when none needs the
        process; ``background`` spawns it from a short-lived thread, so no frame pays the
        ~10 ms a spawn and the first hand-over to the pool cost. Once per worker.
        """
        if self._warmed:
            return
        levels = list(levels) if levels is not None else None
        if levels is not None:
            levels = [base_level(level) for level in levels]
        quick_here = (
            levels is None
            or not self._use_process
            or any(level in QUICK_LEVELS for level in levels)
        )
        spawn = self._use_process and (
            levels is None or any(level not in QUICK_LEVELS for level in levels)
        )
        if not spawn and not (background and quick_here):
            return
        self._warmed = True

        def start() -> None:
            if quick_here and background:
                import engine.ai  # noqa: F401  (quick levels think in this process: load the AI now, not at its first move)
            if not spawn or not self._warmed:  # nothing to start, or closed before the thread ran
                return
            try:
                self._executor().submit(_ping)
            except (BrokenProcessPool, RuntimeError, OSError):
                pass  # request() restarts it, or thinks in-process

        if background:
            threading.Thread(target=start, name="ai-warm-up", daemon=True).start()
        else:
            start()

    def runs_inline(self, level: str) -> bool:
        """Whether a question for ``level`` is answered in this process, in the caller's frame."""
        return base_level(level) in QUICK_LEVELS or not self._use_process

    def request(
        self, view: SeatView, level: str, seed: int, budget_s: float | None = None
    ) -> Future[Choice] | _Done:
        budget = BUDGETS.get(base_level(level), 0.5) if budget_s is None else budget_s
        if self.runs_inline(level):
            try:
                return _Done(decide(view, level, budget, seed))
            except Exception as exc:  # noqa: BLE001 — surfaced by result(), like a process future
                return _Done(None, exc)
        try:
            return self._executor().submit(decide, view, level, budget, seed)
        except (BrokenProcessPool, RuntimeError, OSError):
            # The worker died (killed, out of memory): start a fresh one; if even that
            # fails, think in-process rather than stop the game.
            self.close()
            try:
                return self._executor().submit(decide, view, level, budget, seed)
            except (BrokenProcessPool, RuntimeError, OSError):
                self._use_process = False
                return self.request(view, level, seed, budget)

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run a longer engine job (the post-hand review, the exposure advisor) off the frame loop.

        In the worker process when there is one (``fn`` and ``args`` must pickle);
        otherwise in a daemon thread — never on the frame thread.
        """
        if self._use_process:
            try:
                return self._executor().submit(fn, *args)
            except (BrokenProcessPool, RuntimeError, OSError):
                self.close()
        future: Future[Any] = Future()

        def run() -> None:
            try:
                future.set_result(fn(*args))
            except BaseException as exc:  # noqa: BLE001 — surfaced by result()
                future.set_exception(exc)

        threading.Thread(target=run, name="ai-job", daemon=True).start()
        return future

    def close(self) -> None:
        """Stop the worker now, even mid-search: a window closed during a review or a
        computer's thought must not leave the process waiting seconds for an answer."""
        with self._lock:
            pool, self._pool = self._pool, None
            self._warmed = False
        if pool is None:
            return
        # No public way to stop a busy worker before Python 3.14 (terminate_workers).
        workers = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in workers:
            if process.is_alive():
                process.terminate()


WORKER_NICENESS = 5


def _yield_to_frames() -> None:
    """In the worker: a lower priority, so a search never takes a busy core from the frame loop."""
    try:
        os.nice(WORKER_NICENESS)
    except (AttributeError, OSError):
        pass  # no nice() (Windows): the search keeps the normal priority


def _ping() -> bool:
    import engine.ai  # noqa: F401  (pays the import cost before the first real question)

    return True
